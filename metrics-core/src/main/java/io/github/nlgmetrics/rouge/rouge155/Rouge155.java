package io.github.nlgmetrics.rouge.rouge155;

import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.parallel.SegmentMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;

/**
 * ROUGE-1.5.5.pl (Chin-Yew Lin, 2005), reproduced exactly: ROUGE-N ({@code -n}), ROUGE-L,
 * ROUGE-W ({@code -w}), ROUGE-S/SU ({@code -2}, {@code -u}, {@code -U}), the bootstrap averages
 * and confidence intervals, and the script's report text, byte for byte; configured by
 * {@link Rouge155Options} (the script's command line: {@link Rouge155Flags}) and, for stemming and
 * stop words, its data directory ({@link Rouge155Data}).
 *
 * <p>The parts: {@link Rouge155Measures} (the measures of one evaluation), {@link Rouge155Averages}
 * (the Perl-exact bootstrap averages and confidence intervals, {@code srand(i)}/{@code rand} as
 * {@link io.github.nlgmetrics.compat.perl.PerlRand}), {@link Rouge155Report} (the report text).
 * {@link #run} scores a configuration ({@link Rouge155Config}) as the script does.
 *
 * <p>As a {@link Metric}, segment {@code i} is evaluation {@code e0000}, {@code e0001}, ... (the
 * {@code i}-th, numbered as {@code String.format("e%04d", i)}) with the hypothesis as the one peer
 * {@code P} and the references as its models, sentences separated by {@code "\n"}; its statistics
 * row is, per measure, the script's per-evaluation triple ({@code R, P, F} rounded to 5 decimals,
 * or with {@code -t 1|2} the model, peer and hit counts), and the corpus score
 * ({@link Rouge155Score}) holds the script's averages of those rows. The averages are not a
 * function of the rows' sums: each is the mean of {@code -r} bootstrap resample means drawn from
 * the rows in instance order with {@code srand(i)}, so {@link #additive()} is false (the
 * statistics cannot be merged by addition, and the significance engine does not resample this
 * metric); {@link #scoreOfSegments} computes them from the rows.
 *
 * <p>Quirks reproduced (each has a named test):
 * <ul>
 *   <li>Tokens: lower-cased by {@code tr/A-Z/a-z/}, "-" split off, every byte outside
 *       {@code [A-Za-z0-9-]} a separator (so any non-ASCII letter splits words), a token counts
 *       only if it starts with {@code [a-z0-9$]} (never "-"); stop words ({@code -s}) are removed
 *       before stemming; only tokens longer than 3 bytes are stemmed ({@code -m}).</li>
 *   <li>{@code -l N} counts the raw whitespace-separated words of each sentence before clean-up
 *       (a leading space counts as one empty word); {@code -b N} counts bytes, without the
 *       joining spaces. For the LCS measures the byte limit is checked per sentence (the
 *       script never adds up sentence lengths there): only the first sentence longer than the
 *       limit is cut, and the peer's unigram counts still come from the cumulative cut.</li>
 *   <li>ROUGE-L and ROUGE-W mark the model positions of an LCS against each peer sentence
 *       (the union LCS, with the script's backtracking: diagonal on a match, else up on ties),
 *       and count a marked token only while both its model and peer unigram counts are
 *       positive, decrementing both (the clip added in 1.4.1).</li>
 *   <li>ROUGE-W weights runs of marked model positions, flushing a run only when the next
 *       position is unmarked or the sentence ends; a run interrupted by a marked but clipped
 *       token continues, and a run still open when the last marked token was clipped is lost.
 *       The model count is {@code (Σ len^w)^w} (weighted twice) and the peer count
 *       {@code peerTokens^w}; R and P are {@code (hit/count)^(1/w)}. A model with no tokens
 *       makes the script die (division by zero): we throw, naming the evaluation and summary.</li>
 *   <li>ROUGE-S counts skip bigrams across sentence boundaries with {@code j <= i + d + 1}
 *       ({@code d < 0}: no limit); {@code -u} adds the unigram of every token but the last.</li>
 *   <li>{@code -U} with {@code d >= 0} prints S then SU; with {@code -u} only SU; with
 *       {@code d < 0} the tags are {@code ROUGE-S*} / {@code ROUGE-SU*}.</li>
 *   <li>{@code -M} stems models only where the script honours it: ROUGE-L, the skip bigrams and
 *       ROUGE-W's clipping counts, but neither ROUGE-N nor ROUGE-W's LCS.</li>
 * </ul>
 *
 * <p>Immutable and thread-safe (each run and each scorer has its own {@link Rouge155Measures}).
 */
public final class Rouge155 implements Metric<Rouge155Score> {
    /** The system ID of the hypotheses when scored as a {@link Metric}. */
    public static final String PEER = "P";

    private final Rouge155Options options;
    private final Rouge155Data data;
    private final List<Rouge155Measures.Measure> measures;

    private Rouge155(Rouge155Options options, Rouge155Data data) {
        this.options = Objects.requireNonNull(options, "options");
        this.data = data == null && options.needsData() ? Rouge155Data.bundled() : data;
        this.measures = Rouge155Measures.measures(options);
    }

    /** The script with its defaults ({@link Rouge155Options#defaults()}: ROUGE-L only), no data directory. */
    public static Rouge155 rouge155() {
        return new Rouge155(Rouge155Options.defaults(), null);
    }

    /**
     * The script with {@code options} and the content of its data directory ({@code null}: the
     * bundled data, {@link Rouge155Data#bundled()}, when the options need it).
     */
    public static Rouge155 rouge155(Rouge155Options options, Rouge155Data data) {
        return new Rouge155(options, data);
    }

    /** Other options (checked against the data directory when scoring). */
    public Rouge155 withOptions(Rouge155Options value) {
        return new Rouge155(value, data);
    }

    /** The data directory's content (WordNet exceptions and stop words), or null (bundled when needed). */
    public Rouge155 withData(Rouge155Data value) {
        return new Rouge155(options, value);
    }

    public Rouge155Options options() {
        return options;
    }

    public Rouge155Data data() {
        return data;
    }

    // ---------------------------------------------------------------- the script

    /**
     * Scores every system of {@code peerIds} on {@code evals}, handing each measure's block to
     * {@code sink} as soon as it is complete (the script prints as it goes), and missing-peer
     * warnings to {@code warn} (once per evaluation and system).
     */
    public void run(List<Rouge155Eval> evals, List<String> peerIds, Consumer<Rouge155Block> sink,
                    Consumer<String> warn) {
        run(evals, peerIds, sink, warn, () -> { });
    }

    /**
     * {@link #run(List, List, Consumer, Consumer)}, calling {@code evaluated} after each evaluation
     * of each system (for progress: {@code evals.size() · peerIds.size()} calls in all).
     *
     * <p>Each system takes one pass over the evaluations, scoring every measure of an
     * evaluation before the next is read (its summaries read once, nothing of it kept but the
     * per-measure triples in one primitive array), then the blocks. The script instead scores
     * one measure over all evaluations before the next, so when a measure fails (ROUGE-W on a
     * model without tokens) it has printed the blocks of the measures before it: the pass
     * stops scoring the failing measure and those after it, and the blocks of the measures
     * before the first failure (in the script's order) are handed over before the error is thrown.
     */
    public void run(List<Rouge155Eval> evals, List<String> peerIds, Consumer<Rouge155Block> sink,
                    Consumer<String> warn, Runnable evaluated) {
        Rouge155Measures scratch = new Rouge155Measures(options, data);
        Set<String> knownMissing = new HashSet<>();
        int stride = 3 * measures.size();
        List<String> tags = measures.stream().map(Rouge155Measures.Measure::tag).toList();
        for (String peer : peerIds) {
            List<String> ids = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            double[] values = new double[stride * Math.max(16, evals.size())];
            double[] row = new double[stride];
            int limit = measures.size();
            IllegalArgumentException error = null;
            for (Rouge155Eval e : evals) {
                if (limit == 0) {
                    break;
                }
                Rouge155Summary p = e.peers().get(peer);
                if (p == null) {
                    if (knownMissing.add(e.id() + "\u0000" + peer)) {
                        warn.accept("*ROUGE Warning: test instance for peer " + peer
                                + " does not exist for evaluation " + e.id());
                    }
                    evaluated.run();
                    continue;
                }
                try {
                    for (Rouge155Summary m : e.models()) {
                        m.checkExists();
                    }
                    scratch.begin(e, p); // reads the summaries: a failure here is the first measure's
                    for (int j = 0; j < limit; j++) {
                        try {
                            scratch.values(measures.get(j), row, 3 * j);
                        } catch (IllegalArgumentException ex) {
                            error = ex;
                            limit = j;
                        }
                    }
                } catch (IllegalArgumentException ex) {
                    error = ex;
                    limit = 0;
                } finally {
                    scratch.end();
                }
                String id = e.id() + "." + peer;
                if (seen.add(id)) {
                    int k = ids.size();
                    if ((k + 1) * stride > values.length) {
                        values = Arrays.copyOf(values, 2 * values.length);
                    }
                    System.arraycopy(row, 0, values, k * stride, stride);
                    ids.add(id);
                }
                evaluated.run();
            }
            for (Rouge155Block b : Rouge155Averages.blocks(peer, tags, limit, ids, values, stride, options)) {
                sink.accept(b);
            }
            if (error != null) {
                throw error;
            }
        }
    }

    /** Every block of {@link #run} in a list. */
    public List<Rouge155Block> runAll(List<Rouge155Eval> evals, List<String> peerIds, Consumer<String> warn) {
        List<Rouge155Block> out = new ArrayList<>();
        run(evals, peerIds, out::add, warn);
        return out;
    }

    /** The script's text for one block ({@link Rouge155Report}). */
    public String format(Rouge155Block block) {
        return Rouge155Report.format(block, options);
    }

    // ---------------------------------------------------------------- Metric

    @Override
    public String name() {
        return "ROUGE-1.5.5";
    }

    /** {@code nrefs:N|profile:rouge155|flags:-n 4 ... -t 0|version:V} ({@link Rouge155Options#toFlags()}). */
    @Override
    public Signature signature(int nrefs) {
        return Signature.of("nrefs", Signature.nrefs(nrefs), "profile", "rouge155", "flags", options.toFlags(),
                "version", Version.get());
    }

    /** The averages are means of bootstrap resamples of the rows, not a function of their sums. */
    @Override
    public boolean additive() {
        return false;
    }

    /** A scorer of one segment as evaluation {@code e0000}. */
    @Override
    public SegmentScorer newScorer() {
        Rouge155Measures scratch = new Rouge155Measures(options, data);
        return (hypothesis, references) -> {
            requireText(hypothesis, references, 0);
            return row(scratch, 0, hypothesis, references);
        };
    }

    /** One row per segment, segment {@code i} scored as evaluation {@code e%04d}. */
    @Override
    public double[][] corpusStats(List<String> hypotheses, List<? extends List<String>> references,
            Parallelism parallelism) {
        Objects.requireNonNull(hypotheses, "hypotheses");
        Objects.requireNonNull(references, "references");
        Objects.requireNonNull(parallelism, "parallelism");
        Stats.requireSameLength(hypotheses.size(), references.size());
        for (int i = 0; i < hypotheses.size(); i++) {
            requireText(hypotheses.get(i), references.get(i), i);
        }
        return SegmentMap.map(hypotheses.size(), () -> new Rouge155Measures(options, data),
                (scratch, i) -> row(scratch, i, hypotheses.get(i), references.get(i)), parallelism)
                .toArray(new double[0][]);
    }

    private static void requireText(String hypothesis, List<String> references, int segment) {
        boolean bad = hypothesis == null || references == null;
        for (int j = 0; !bad && j < references.size(); j++) {
            bad = references.get(j) == null;
        }
        if (bad) {
            throw new IllegalArgumentException("segment " + segment + ": a null hypothesis or reference");
        }
    }

    /** Not defined: ROUGE-1.5.5's averages are not a function of summed rows (see {@link #scoreOfSegments}). */
    @Override
    public Rouge155Score score(double[] summedStats) {
        throw new UnsupportedOperationException("ROUGE-1.5.5 averages bootstrap resamples of the segment rows, "
                + "not their sums (additive() is false): use scoreOfSegments or corpusScore");
    }

    /** The script's averages of the segment rows (segment {@code i}: test instance {@code e%04d.P}). */
    @Override
    public Rouge155Score scoreOfSegments(double[][] segmentStats) {
        Stats.requireRows(segmentStats);
        int stride = 3 * measures.size();
        List<String> testIds = new ArrayList<>(segmentStats.length);
        double[] values = new double[segmentStats.length * stride];
        for (int i = 0; i < segmentStats.length; i++) {
            if (segmentStats[i].length != stride) {
                throw new IllegalArgumentException("ROUGE-1.5.5 rows have 3 columns per measure (" + measures.size()
                        + " measures): segment " + i + " has " + segmentStats[i].length);
            }
            System.arraycopy(segmentStats[i], 0, values, i * stride, stride);
            testIds.add(evalId(i) + "." + PEER);
        }
        List<String> tags = measures.stream().map(Rouge155Measures.Measure::tag).toList();
        return new Rouge155Score(Rouge155Averages.blocks(PEER, tags, measures.size(), testIds, values, stride, options),
                testIds);
    }

    private static String evalId(int segment) {
        return String.format("e%04d", segment);
    }

    /** The per-evaluation triples of every measure for one segment, concatenated. */
    private double[] row(Rouge155Measures scratch, int segment, String hypothesis, List<String> references) {
        String id = evalId(segment);
        Rouge155Summary peer = Rouge155Summary.text(id + ".peer", hypothesis);
        List<Rouge155Summary> models = new ArrayList<>();
        for (int k = 0; k < references.size(); k++) {
            models.add(Rouge155Summary.text(id + ".model" + k, references.get(k)));
        }
        Rouge155Eval e = new Rouge155Eval(id, "SPL", Map.of(PEER, peer), models);
        double[] row = new double[3 * measures.size()];
        scratch.begin(e, peer);
        try {
            for (int j = 0; j < measures.size(); j++) {
                scratch.values(measures.get(j), row, 3 * j);
            }
        } finally {
            scratch.end();
        }
        return row;
    }

    @Override
    public String toString() {
        return "Rouge155[" + signature(-1) + "]";
    }
}
