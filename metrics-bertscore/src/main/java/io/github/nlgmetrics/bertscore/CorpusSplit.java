package io.github.nlgmetrics.bertscore;

import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.bertscore.BertScoreEngine.Facts;
import io.github.nlgmetrics.bertscore.BertScoreEngine.Setup;
import io.github.nlgmetrics.bertscore.BertScoreEngine.Side;
import io.github.nlgmetrics.bertscore.model.BertModel;
import io.github.nlgmetrics.bertscore.tokenizer.SubwordTokenizer;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One BERTScore call ({@link BertScore#corpusScore}) split over tasks, machines or time, with the numbers of the
 * whole call to the bit: what {@code nlg-metrics-spark} runs to spread one group's sentences over its executors.
 *
 * <p>A call's numbers depend on the whole corpus in three ways, and nothing else: idf is computed from every
 * reference ({@code log((M+1)/(df+1))}); torchmetrics pads every text to the longest (at least {@code max_length})
 * and, by its ordering quirk, matches output {@code k} with the texts of other rows (a length sort of the whole
 * call, applied twice); bert_score's matching runs in blocks of {@code batch_size} pairs, where a short text's
 * padding floors a negative similarity at 0 beside a longer text of its block. Each sentence's hidden states depend
 * on its own tokens only (the encoder's batches never change a number). So the call is cut in four steps:
 *
 * <ol>
 * <li>{@link #tokens}: each piece of the call (consecutive segments, in order) is tokenized where the model is;
 *     a piece's {@link Tokens} are its token counts and document frequencies, a few numbers per pair;</li>
 * <li>{@link #plan}, with no model: the pieces' tokens, in order, give the call's refusals (torchmetrics' length
 *     checks, with the whole call's message), its {@code Facts} (idf, padded lengths), which texts each output pair
 *     matches, and the chunks: runs of output pairs, each starting at a matching block's first pair;</li>
 * <li>{@link #score}: a chunk's pairs, their texts placed by {@link Plan#candidateOutput} and
 *     {@link Plan#referenceOutput}, embedded and matched anywhere the model is;</li>
 * <li>{@link #result}: the chunks' scores, in order, finished as the call finishes them (the best of each
 *     segment's references, the baseline, the hash).</li>
 * </ol>
 *
 * <p>Every step runs the code {@link BertScore#corpusScore} runs ({@code BertScoreEngine}'s tokenizer, facts and
 * matching, {@code BertScore}'s flattening and finishing); only the inputs are cut. A sentence that stands in two
 * chunks is embedded in each, and the numbers are the same.
 */
public final class CorpusSplit {
    private CorpusSplit() {
    }

    /** A piece's token counts: what {@link #plan} needs of it (serializable; no text, no model). */
    public static final class Tokens implements Serializable {
        private static final long serialVersionUID = 1L;
        final int[] refsPerRow;
        final int[] candLengths;
        final int[] refLengths;
        final boolean[] refHasPad;
        final HashMap<Integer, Integer> df;
        final Side cands;
        final Side refs;
        final int modelMax;
        final int padId;

        Tokens(int[] refsPerRow, int[] candLengths, int[] refLengths, boolean[] refHasPad, Map<Integer, Integer> df,
                Side cands, Side refs, int modelMax, int padId) {
            this.refsPerRow = refsPerRow;
            this.candLengths = candLengths;
            this.refLengths = refLengths;
            this.refHasPad = refHasPad;
            this.df = df == null ? null : new HashMap<>(df);
            this.cands = cands;
            this.refs = refs;
            this.modelMax = modelMax;
            this.padId = padId;
        }

        /** The piece's segments. */
        public int rows() {
            return refsPerRow.length;
        }

        /** The piece's pairs: each segment's hypothesis once per reference. */
        public int pairs() {
            return candLengths.length;
        }

        /** Each segment's number of references, in order. */
        public int[] referencesPerRow() {
            return refsPerRow.clone();
        }

        /** The pieces of one call, in order, as one. */
        static Tokens concat(List<Tokens> pieces) {
            if (pieces.isEmpty()) {
                throw new IllegalArgumentException("a split call needs at least one piece");
            }
            Side cands = new Side();
            Side refs = new Side();
            HashMap<Integer, Integer> df = pieces.get(0).df == null ? null : new HashMap<>();
            List<int[]> perRow = new ArrayList<>();
            List<int[]> candLengths = new ArrayList<>();
            List<int[]> refLengths = new ArrayList<>();
            List<boolean[]> hasPad = new ArrayList<>();
            for (Tokens t : pieces) {
                perRow.add(t.refsPerRow);
                candLengths.add(t.candLengths);
                refLengths.add(t.refLengths);
                hasPad.add(t.refHasPad);
                cands.addAll(t.cands);
                refs.addAll(t.refs);
                if (df != null) {
                    t.df.forEach((id, c) -> df.merge(id, c, Integer::sum));
                }
            }
            boolean[] pads = null;
            if (pieces.get(0).refHasPad != null) {
                int n = 0;
                for (boolean[] p : hasPad) {
                    n += p.length;
                }
                pads = new boolean[n];
                int at = 0;
                for (boolean[] p : hasPad) {
                    System.arraycopy(p, 0, pads, at, p.length);
                    at += p.length;
                }
            }
            Tokens first = pieces.get(0);
            return new Tokens(join(perRow), join(candLengths), join(refLengths), pads, df, cands, refs, first.modelMax,
                    first.padId);
        }

        private static int[] join(List<int[]> parts) {
            int n = 0;
            for (int[] p : parts) {
                n += p.length;
            }
            int[] out = new int[n];
            int at = 0;
            for (int[] p : parts) {
                System.arraycopy(p, 0, out, at, p.length);
                at += p.length;
            }
            return out;
        }
    }

    /**
     * The tokens of one piece of a call of {@code metric}: the segments {@code hypotheses} and {@code references}
     * (consecutive segments of the call, in order), checked as the call checks them.
     */
    public static Tokens tokens(BertScore metric, List<String> hypotheses, List<? extends List<String>> references) {
        BertScore.Flat flat = metric.flatten(hypotheses, references);
        BertModel m = metric.model();
        metric.states(m);
        Setup setup = metric.setup();
        SubwordTokenizer tok = BertScoreEngine.tokenizer(m, setup);
        Map<String, int[]> memo = new HashMap<>();
        Side cands = new Side();
        Side refs = new Side();
        List<int[]> candIds = BertScoreEngine.tokenize(tok, flat.cands(), setup, memo, cands);
        List<int[]> refIds = BertScoreEngine.tokenize(tok, flat.refs(), setup, memo, refs);
        return new Tokens(flat.refsPerRow(), BertScoreEngine.lengths(candIds), BertScoreEngine.lengths(refIds),
                setup.idf() && setup.padLength() > 0 ? BertScoreEngine.holding(refIds, tok.padId()) : null,
                setup.idf() ? BertScoreEngine.documentFrequencies(refIds) : null, cands, refs, tok.maxLength(),
                tok.padId());
    }

    /** How a call is cut: its facts, which texts each output pair matches, and its chunks (serializable). */
    public static final class Plan implements Serializable {
        private static final long serialVersionUID = 1L;
        final int[] refsPerRow;
        final Facts facts;
        final int[] candOut;
        final int[] refOut;
        final int[] starts;

        Plan(int[] refsPerRow, Facts facts, int[] candOut, int[] refOut, int[] starts) {
            this.refsPerRow = refsPerRow;
            this.facts = facts;
            this.candOut = candOut;
            this.refOut = refOut;
            this.starts = starts;
        }

        /** The call's pairs. */
        public int pairs() {
            return starts[starts.length - 1];
        }

        /** The call's chunks. */
        public int chunks() {
            return starts.length - 1;
        }

        /** The first output pair of {@code chunk}. */
        public int start(int chunk) {
            return starts[chunk];
        }

        /** The chunk that scores output pair {@code output}. */
        public int chunkOf(int output) {
            if (output < 0 || output >= pairs()) {
                throw new IndexOutOfBoundsException("output pair " + output + " of " + pairs());
            }
            int i = java.util.Arrays.binarySearch(starts, output);
            return i >= 0 ? i : -i - 2;
        }

        /** The output pair whose candidate is pair {@code pair}'s hypothesis (itself, but for torchmetrics' quirk). */
        public int candidateOutput(int pair) {
            return candOut == null ? pair : candOut[pair];
        }

        /** The output pair whose reference is pair {@code pair}'s reference (itself, but for torchmetrics' quirk). */
        public int referenceOutput(int pair) {
            return refOut == null ? pair : refOut[pair];
        }
    }

    /**
     * The plan of a call of {@code metric} whose pieces, in order, have the tokens {@code pieces}, in at most
     * {@code chunks} chunks (fewer when the call has fewer matching blocks). Refuses what the call refuses, with
     * its message. Needs no model.
     */
    public static Plan plan(BertScore metric, List<Tokens> pieces, int chunks) {
        if (chunks < 1) {
            throw new IllegalArgumentException("chunks must be >= 1: " + chunks);
        }
        Tokens all = Tokens.concat(pieces);
        Setup setup = metric.setup();
        all.cands.check("preds", setup, all.modelMax);
        all.refs.check("target", setup, all.modelMax);
        Facts facts = Facts.of(setup, all.padId, all.df, all.refLengths, all.refHasPad, all.candLengths);
        int n = all.pairs();
        int[] candOut = null;
        int[] refOut = null;
        if (setup.sortedTwice()) {
            int[][] order = BertScoreEngine.order(setup, all.candLengths, all.refLengths);
            candOut = inverse(order[0]);
            refOut = inverse(order[1]);
        }
        // bert_score's matching blocks: a chunk starts at a block's first pair
        int block = setup.padLength() == 0 ? setup.batchSize() : 1;
        int blocks = (n + block - 1) / block;
        int perChunk = Math.max(1, (blocks + chunks - 1) / chunks);
        List<Integer> starts = new ArrayList<>();
        for (int b = 0; b < blocks; b += perChunk) {
            starts.add(b * block);
        }
        starts.add(n);
        return new Plan(all.refsPerRow, facts, candOut, refOut, starts.stream().mapToInt(Integer::intValue).toArray());
    }

    private static int[] inverse(int[] p) {
        int[] inv = new int[p.length];
        for (int i = 0; i < p.length; i++) {
            inv[p[i]] = i;
        }
        return inv;
    }

    /** One chunk's scores: {@code [states][pairs][3]} (P, R, F) of its output pairs, and the layer of the hash. */
    public static final class Part implements Serializable {
        private static final long serialVersionUID = 1L;
        final int chunk;
        final int layer;
        final float[][][] scores;

        Part(int chunk, int layer, float[][][] scores) {
            this.chunk = chunk;
            this.layer = layer;
            this.scores = scores;
        }

        /** The chunk scored. */
        public int chunk() {
            return chunk;
        }
    }

    /**
     * The scores of {@code chunk} of {@code plan}: {@code candidates} and {@code references} are the texts of its
     * output pairs, in order (pair {@code k}'s candidate the hypothesis of the pair whose
     * {@link Plan#candidateOutput} is {@code k}; its reference likewise).
     */
    public static Part score(BertScore metric, Plan plan, int chunk, List<String> candidates, List<String> references,
            Parallelism parallelism) {
        int size = plan.starts[chunk + 1] - plan.starts[chunk];
        if (candidates.size() != size || references.size() != size) {
            throw new IllegalArgumentException("chunk " + chunk + " has " + size + " pairs, given "
                    + candidates.size() + " candidates and " + references.size() + " references");
        }
        BertModel m = metric.model();
        int[] states = metric.states(m);
        Setup setup = metric.setup();
        SubwordTokenizer tok = BertScoreEngine.tokenizer(m, setup);
        Map<String, int[]> memo = new HashMap<>();
        List<int[]> candIds = BertScoreEngine.tokenize(tok, candidates, setup, memo, new Side());
        List<int[]> refIds = BertScoreEngine.tokenize(tok, references, setup, memo, new Side());
        int[] identity = new int[size];
        for (int i = 0; i < size; i++) {
            identity[i] = i;
        }
        float[][][] s = BertScoreEngine.match(m, tok, candIds, refIds, identity, identity, plan.facts, setup,
                new BertScoreEngine.Run(states, metric.cut(), parallelism, ScoringProgress.NONE), null);
        return new Part(chunk, metric.layer(m), s);
    }

    /** The call's result from the scores of every chunk of {@code plan} (in any order, each once). */
    public static BertScoreResult result(BertScore metric, Plan plan, List<Part> parts) {
        List<Part> sorted = new ArrayList<>(parts);
        sorted.sort(Comparator.comparingInt(Part::chunk));
        if (sorted.size() != plan.chunks()) {
            throw new IllegalArgumentException("a split call of " + plan.chunks() + " chunks given " + sorted.size()
                    + " parts");
        }
        for (int i = 0; i < sorted.size(); i++) {
            if (sorted.get(i).chunk != i) {
                throw new IllegalArgumentException("chunk " + i + " of a split call is missing or given twice");
            }
        }
        int states = sorted.get(0).scores.length;
        float[][][] s = new float[states][plan.pairs()][];
        for (Part p : sorted) {
            for (int l = 0; l < states; l++) {
                System.arraycopy(p.scores[l], 0, s[l], plan.starts[p.chunk], p.scores[l].length);
            }
        }
        return metric.finish(plan.refsPerRow, sorted.get(0).layer, s);
    }
}
