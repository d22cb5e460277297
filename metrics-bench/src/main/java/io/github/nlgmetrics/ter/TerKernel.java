package io.github.nlgmetrics.ter;

/**
 * Bench-only access to the package-private {@link TerAligner} (this class lives in
 * {@code metrics-bench}, in the aligner's package, and is in no published jar): the TER search
 * on token ids, without tokenizing, for {@code ChrfTerBenchmark.terEditsOnTokenIds}.
 */
public final class TerKernel {
    private final TerAligner aligner = new TerAligner();

    /** The number of TER edits of {@code hyp} against {@code reference} (token ids), as {@link Ter} counts them. */
    public int edits(int[] hyp, int[] reference) {
        return aligner.edits(hyp, reference);
    }
}
