package io.github.nlgmetrics.wer;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.text.TokenBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * WER, MER, WIL, WIP and CER exactly as jiwer 4.0.0 computes them ({@code jiwer.wer},
 * {@code mer}, {@code wil}, {@code wip}, {@code cer}, {@code process_words},
 * {@code process_characters}), on rapidfuzz 3.14.5's alignment.
 *
 * <p>Per sentence pair: both sides through their {@link JiwerTransform} (default
 * {@code wer_default} for the word measures, {@code cer_default} for the character ones), tokens
 * mapped to integers, rapidfuzz's Levenshtein opcodes ({@link LevenshteinAligner}) and the
 * hits, substitutions, deletions and insertions read from that one alignment. Statistics rows
 * are {@code [H, S, D, I]}; the measures come from the summed counts ({@link JiwerScore}).
 *
 * <p>Quirks of jiwer reproduced (each has a named test):
 * <ul>
 *   <li>{@code wer_default} splits on single spaces after collapsing runs of two or more
 *       whitespace characters: a lone tab or NBSP inside a sentence joins two words;</li>
 *   <li>H/S/D/I follow rapidfuzz's backtrace (deletion first, then insertion, then the diagonal),
 *       so equally short alignments with different hit counts are resolved as jiwer does;</li>
 *   <li>no reference token: {@code wer}/{@code cer} is the number of insertions;</li>
 *   <li>an empty list of sentences is one empty sentence ({@code [[]]}), so
 *       {@code process_words([], ["a b"])} counts two insertions;</li>
 *   <li>{@code *_contiguous} transforms join each side into one sentence before aligning, so
 *       lists of different lengths are accepted and the corpus is ONE alignment: such a metric is
 *       not {@link #additive()} (its corpus score is not the sum of its segments');</li>
 *   <li>after the transforms the two sides must have the same number of sentences (jiwer's
 *       {@code ValueError}), and a pipeline must end with a {@code ReduceToListOfListOf...} step.</li>
 * </ul>
 *
 * <p>Argument order: jiwer takes {@code (reference, hypothesis)}; {@link #process} keeps that
 * order, every {@link Metric} method takes the hypothesis first. Immutable and thread-safe.
 */
public final class Jiwer implements Metric<JiwerScore> {
    /** The jiwer functions: which number is the score. */
    public static final List<String> MEASURES = List.of("wer", "mer", "wil", "wip", "cer", "process_words",
            "process_characters");

    private final String measure;
    private final JiwerTransform referenceTransform;
    private final JiwerTransform hypothesisTransform;

    private Jiwer(String measure, JiwerTransform referenceTransform, JiwerTransform hypothesisTransform) {
        if (!MEASURES.contains(measure)) {
            throw new IllegalArgumentException("unknown jiwer measure '" + measure + "' (known: "
                    + String.join(", ", MEASURES) + ")");
        }
        this.measure = measure;
        this.referenceTransform = Objects.requireNonNull(referenceTransform, "reference_transform");
        this.hypothesisTransform = Objects.requireNonNull(hypothesisTransform, "hypothesis_transform");
    }

    /** {@code jiwer.<measure>} with its default transforms ({@code cer_default} for the character measures). */
    public static Jiwer of(String measure) {
        JiwerTransform t = defaultTransform(measure);
        return new Jiwer(measure, t, t);
    }

    /** {@code jiwer.wer} with {@code wer_default}. */
    public static Jiwer wer() {
        return of("wer");
    }

    /** {@code jiwer.cer} with {@code cer_default}. */
    public static Jiwer cer() {
        return of("cer");
    }

    /** The default transform of a jiwer function: {@code cer_default} for {@code cer}/{@code process_characters}. */
    public static JiwerTransform defaultTransform(String measure) {
        return measure.equals("cer") || measure.equals("process_characters") ? JiwerTransform.CER_DEFAULT
                : JiwerTransform.WER_DEFAULT;
    }

    public Jiwer withReferenceTransform(JiwerTransform value) {
        return new Jiwer(measure, value, hypothesisTransform);
    }

    public Jiwer withHypothesisTransform(JiwerTransform value) {
        return new Jiwer(measure, referenceTransform, value);
    }

    public String measure() {
        return measure;
    }

    public JiwerTransform referenceTransform() {
        return referenceTransform;
    }

    public JiwerTransform hypothesisTransform() {
        return hypothesisTransform;
    }

    /**
     * {@code jiwer.process_words(references, hypotheses, reference_transform, hypothesis_transform)}
     * (or {@code process_characters}): REFERENCES FIRST, as in jiwer; the lists may differ in
     * length when the transforms make them equal.
     */
    public JiwerOutput process(List<String> references, List<String> hypotheses) {
        List<List<String>> refs = referenceTransform.apply(requireStrings(references, "reference"));
        List<List<String>> hyps = hypothesisTransform.apply(requireStrings(hypotheses, "hypothesis"));
        if (refs.size() != hyps.size()) {
            throw new IllegalArgumentException("After applying the transforms on the reference and hypothesis "
                    + "sentences, their lengths must match. Instead got " + refs.size() + " reference and "
                    + hyps.size() + " hypothesis sentences.");
        }
        Pairs pairs = new Pairs();
        long[] counts = new long[4];
        List<List<AlignmentChunk>> alignments = new ArrayList<>(refs.size());
        for (int s = 0; s < refs.size(); s++) {
            List<AlignmentChunk> chunks = new ArrayList<>();
            pairs.align(refs.get(s), hyps.get(s), counts, chunks);
            alignments.add(chunks);
        }
        return new JiwerOutput(score(counts), refs, hyps, alignments);
    }

    private static List<String> requireStrings(List<String> sentences, String side) {
        Objects.requireNonNull(sentences, side + "s");
        for (int i = 0; i < sentences.size(); i++) {
            if (sentences.get(i) == null) {
                throw new IllegalArgumentException("the " + side + " of sentence " + i + " is null");
            }
        }
        return sentences;
    }

    /** Interns the tokens of one sentence pair and aligns them; scratch state, one per thread. */
    private static final class Pairs {
        private final LevenshteinAligner aligner = new LevenshteinAligner();
        private final Map<String, Integer> ids = new HashMap<>();
        private int[] ref = new int[64];
        private int[] hyp = new int[64];

        void align(List<String> refTokens, List<String> hypTokens, long[] counts, List<AlignmentChunk> chunks) {
            ids.clear();
            ref = intern(refTokens, ref);
            hyp = intern(hypTokens, hyp);
            aligner.align(ref, refTokens.size(), hyp, hypTokens.size(), counts, chunks);
        }

        /** Ids in order of first appearance (jiwer's {@code _word2int}; only equality matters to the alignment). */
        private int[] intern(List<String> tokens, int[] into) {
            int[] out = into.length >= tokens.size() ? into : new int[Math.max(tokens.size(), 2 * into.length)];
            for (int i = 0; i < tokens.size(); i++) {
                Integer id = ids.get(tokens.get(i));
                if (id == null) {
                    id = ids.size();
                    ids.put(tokens.get(i), id);
                }
                out[i] = id;
            }
            return out;
        }
    }

    /**
     * Rows {@code [H, S, D, I]} of one sentence pair: jiwer called with the two strings. With the
     * default transforms both sides go straight from the text to token ids
     * ({@link JiwerDirectTokens}); any other pipeline runs step by step.
     */
    @Override
    public SegmentScorer newScorer() {
        if (referenceTransform.direct() && hypothesisTransform.direct()) {
            return new DirectScorer();
        }
        Pairs pairs = new Pairs();
        return (hyp, refs) -> {
            String ref = onlyReference(refs);
            List<List<String>> r = referenceTransform.apply(List.of(ref));
            List<List<String>> h = hypothesisTransform.apply(List.of(hyp));
            if (r.size() != h.size()) {
                throw new IllegalArgumentException("After applying the transforms on the reference and hypothesis "
                        + "sentences, their lengths must match. Instead got " + r.size() + " reference and "
                        + h.size() + " hypothesis sentences.");
            }
            long[] counts = new long[4];
            for (int s = 0; s < r.size(); s++) {
                pairs.align(r.get(s), h.get(s), counts, null);
            }
            return new double[] {counts[0], counts[1], counts[2], counts[3]};
        };
    }

    /** The scorer for two {@link JiwerTransform#direct()} transforms: one scan a side, no strings per token. */
    private final class DirectScorer implements SegmentScorer {
        private final LevenshteinAligner aligner = new LevenshteinAligner();
        private final JiwerDirectTokens referenceTokens = referenceTransform.directTokens();
        private final JiwerDirectTokens hypothesisTokens = hypothesisTransform.directTokens();
        private final TokenBuffer buffer = new TokenBuffer();
        private final int[] count = new int[1];
        private final long[] counts = new long[4];
        private int[] ref = new int[64];
        private int[] hyp = new int[64];

        @Override
        public double[] stats(String hypothesis, List<String> references) {
            String reference = onlyReference(references);
            Objects.requireNonNull(hypothesis, "hypothesis");
            buffer.reset();
            ref = referenceTokens.ids(reference, buffer, ref, count);
            int n = count[0];
            hyp = hypothesisTokens.ids(hypothesis, buffer, hyp, count);
            Arrays.fill(counts, 0);
            aligner.align(ref, n, hyp, count[0], counts, null);
            return new double[] {counts[0], counts[1], counts[2], counts[3]};
        }
    }

    private static String onlyReference(List<String> refs) {
        if (refs.size() != 1 || refs.get(0) == null) {
            throw new IllegalArgumentException("jiwer takes exactly one reference per sentence: got " + refs.size());
        }
        return refs.get(0);
    }

    /**
     * jiwer on the two lists (hypothesis first here): for {@link #additive()} transforms the score
     * of the summed rows; otherwise (contiguous transforms) one alignment of the joined corpus, and
     * the lists may then differ in length.
     */
    @Override
    public JiwerScore corpusScore(List<String> hypotheses, List<? extends List<String>> references,
            Parallelism parallelism) {
        Objects.requireNonNull(hypotheses, "hypotheses");
        Objects.requireNonNull(references, "references");
        Objects.requireNonNull(parallelism, "parallelism");
        if (additive() && hypotheses.size() == references.size() && !hypotheses.isEmpty()) {
            return Metric.super.corpusScore(hypotheses, references, parallelism);
        }
        List<String> refs = new ArrayList<>(references.size());
        for (List<String> r : references) {
            refs.add(onlyReference(Objects.requireNonNull(r, "references of a segment")));
        }
        return process(refs, hypotheses).score();
    }

    @Override
    public JiwerScore score(double[] summedStats) {
        Stats.requireStatistics(name(), summedStats, -1);
        return score(toCounts(summedStats));
    }

    private JiwerScore score(long[] c) {
        return new JiwerScore(measure, c[0], c[1], c[2], c[3]);
    }

    private static long[] toCounts(double[] sums) {
        if (sums.length != 4) {
            throw new IllegalArgumentException("jiwer statistics must have 4 columns [H, S, D, I]: got " + sums.length);
        }
        return new long[] {(long) sums[0], (long) sums[1], (long) sums[2], (long) sums[3]};
    }

    /** Only when both transforms keep sentences apart (no {@code ReduceToSingleSentence}, no {@code RemoveEmptyStrings}). */
    @Override
    public boolean additive() {
        return referenceTransform.perSentence() && hypothesisTransform.perSentence();
    }

    @Override
    public boolean higherIsBetter() {
        return measure.equals("wip");
    }

    @Override
    public String name() {
        return switch (measure) {
            case "process_words" -> "WER";
            case "process_characters" -> "CER";
            default -> measure.toUpperCase(java.util.Locale.ROOT);
        };
    }

    /** {@code nrefs:1|measure:wer|ref-tf:wer_default|hyp-tf:wer_default|version:…}. */
    @Override
    public Signature signature(int nrefs) {
        return Signature.of("nrefs", Signature.nrefs(nrefs), "compat", "jiwer", "measure", measure,
                "ref-tf", signatureText(referenceTransform.name()), "hyp-tf", signatureText(hypothesisTransform.name()),
                "version", Version.get());
    }

    /** A transform's name as a signature value ({@code |} is the entry separator). */
    static String signatureText(String name) {
        return name.replace("|", "%7C");
    }
}
