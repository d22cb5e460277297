package io.github.nlgmetrics.bertscore;

import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.bertscore.model.BertModel;
import io.github.nlgmetrics.bertscore.model.Encoder;
import io.github.nlgmetrics.bertscore.tokenizer.SubwordTokenizer;
import io.github.nlgmetrics.parallel.SegmentMap;
import java.lang.ref.SoftReference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;

/**
 * The one computation between tokenizer and score tensor that every BERTScore reference runs, with
 * each way the references depart from one another a switch of {@link Setup} (the causes
 * {@code explain} walks, {@link BertScoreFamily}):
 *
 * <ul>
 * <li>{@link Setup#truncation()}: bert_score's {@code sent_encode} cuts to the model's maximum with the
 *     special tokens kept ({@link Truncation#MODEL_MAX}); torchmetrics cuts to {@code max_length}
 *     with {@code truncation=True} ({@link Truncation#CUT}) and otherwise refuses a longer text, as
 *     torch refuses the ragged batch ({@link Truncation#REFUSE});</li>
 * <li>{@link Setup#batchSize()}: the encoder's batches and bert_score's matching batches;</li>
 * <li>{@link Setup#padLength()}: bert_score pads each matching batch to its longest text and the
 *     padding has similarity 0, so a token whose every similarity is negative scores 0 instead when
 *     the other side is shorter than its batch's longest (0: this quirk); torchmetrics pads every text
 *     to {@code max_length} (N), so the floor is there whenever a text is shorter than N, and the
 *     padding ids count in idf's document frequencies;</li>
 * <li>{@link Setup#maskSpecials()}: bert_score keeps [CLS]/[SEP] in the similarity matrix with weight
 *     0 (by token id); torchmetrics makes the first and the last token zero vectors: out of the
 *     matching, weight 0, and a 0 in every maximum;</li>
 * <li>{@link Setup#idf()}: {@code log((M+1)/(df+1))} over the M references (unseen tokens
 *     {@code log(M+1)});</li>
 * <li>{@link Setup#sortedTwice()}: torchmetrics' ordering quirk: embeddings computed in length-sorted
 *     order are re-indexed with the sorting permutation instead of its inverse, so output {@code i}
 *     matches candidate {@code s_p(s_p(i))} with reference {@code s_r(s_r(i))};</li>
 * <li>{@link Setup#emptyIsNan()}: a text of only its special tokens makes its pair's P and R 0
 *     (bert_score, after F was computed) or its own P (R) NaN (torchmetrics); F is 0 either way.</li>
 * </ul>
 *
 * <p>The distinct token sequences are embedded once, longest first, in batches of the batch size;
 * weights are divided by their sum in float32 (NaN when it is 0, which survives into P or R);
 * {@code F = 2PR/(P+R)} with NaN → 0. Result: {@code [states][pairs][3]} (P, R, F). {@link Embeddings}
 * keeps the embeddings of a corpus across calls (explain scores many setups on one corpus).
 */
final class BertScoreEngine {
    private BertScoreEngine() {
    }

    /** How texts longer than the model or {@code max_length} are handled. */
    enum Truncation {
        /** bert_score: {@code sent_encode}, cut to the model's maximum, the special tokens kept. */
        MODEL_MAX,
        /**
         * torchmetrics {@code truncation=True}: {@code tokenizer(texts, ...)} ({@link SubwordTokenizer#called()}),
         * cut to {@code max_length}, the last token kept.
         */
        CUT,
        /** torchmetrics' default: {@code tokenizer(texts, ...)}, a text longer than {@code max_length} refused. */
        REFUSE
    }

    /**
     * The switches of the computation (see the class comment).
     *
     * @param truncation how long texts are cut or refused
     * @param maxLength {@code max_length} of {@link Truncation#CUT} and {@link Truncation#REFUSE}
     * @param batchSize the encoder's batches and bert_score's matching batches
     * @param padLength 0: bert_score's batch padding; N: every text padded to N (torchmetrics)
     * @param maskSpecials [CLS]/[SEP] zero vectors out of the matching (torchmetrics)
     * @param idf idf weights from the references
     * @param sortedTwice torchmetrics' ordering quirk
     * @param emptyIsNan an empty text's P (R) is NaN (torchmetrics), not P = R = 0 (bert_score)
     */
    record Setup(Truncation truncation, int maxLength, int batchSize, int padLength, boolean maskSpecials, boolean idf,
            boolean sortedTwice, boolean emptyIsNan) {
        Setup {
            if (batchSize < 1) {
                throw new IllegalArgumentException("batch_size must be >= 1: " + batchSize);
            }
            if (maxLength < 2 || padLength < 0) {
                throw new IllegalArgumentException("max_length must be >= 2: " + maxLength + ", padding " + padLength);
            }
        }

        /** bert_score 0.3.13 (and evaluate, which calls it). */
        static Setup bertScore(int batchSize, boolean idf) {
            return new Setup(Truncation.MODEL_MAX, 512, batchSize, 0, false, idf, false, false);
        }

        /** torchmetrics 1.9.0. */
        static Setup torchmetrics(int maxLength, boolean truncation, int batchSize, boolean idf) {
            return new Setup(truncation ? Truncation.CUT : Truncation.REFUSE, maxLength, batchSize, maxLength, true, idf,
                    true, true);
        }
    }

    /** One sentence's ids and normalised hidden states (one array per state asked for). */
    record Embedded(int[] ids, float[][] states) {
    }

    /**
     * How one call runs, apart from the reference's switches.
     *
     * @param states the hidden states scored (indices {@code 0..layers})
     * @param cut the model cut after the largest state (bert_score's {@code num_layers}), not the whole model's
     *     states (torchmetrics, {@code all_layers}): they differ only for ALBERT with several layer groups
     * @param parallelism where the encoder's batches and the matching batches run (never changes a number)
     * @param progress told of the encoder's batches and the start of the matching
     */
    record Run(int[] states, boolean cut, Parallelism parallelism, ScoringProgress progress) {
        Run {
            states = states.clone();
            java.util.Objects.requireNonNull(parallelism, "parallelism");
            java.util.Objects.requireNonNull(progress, "progress");
        }

        /** The cache key of the embeddings this run makes. */
        String key() {
            return Arrays.toString(states) + (cut ? " cut" : "");
        }
    }

    /**
     * The embeddings of one corpus, kept across calls: per set of states, batch size and truncation,
     * the distinct token sequences' hidden states, computed exactly as one call computes them (the same
     * sequences in the same batches), so a setup scores the same with or without this cache.
     * {@link #acrossSystems()} is the other use: several systems scored against one set of references, each
     * sequence embedded once and forgotten when no later system needs it.
     */
    static final class Embeddings {
        private final Map<String, Map<String, Embedded>> cache = new HashMap<>();
        private final boolean incremental;

        Embeddings() {
            this(false);
        }

        private Embeddings(boolean incremental) {
            this.incremental = incremental;
        }

        /**
         * For several systems against one set of references: a call embeds only the sequences not yet held (an
         * encoder's output for a sentence does not depend on the other sentences of its batch, {@link Encoder}),
         * and {@link #forget} drops those no later call needs.
         */
        static Embeddings acrossSystems() {
            return new Embeddings(true);
        }

        synchronized Map<String, Embedded> get(BertModel model, Map<String, int[]> distinct, Run run, Setup s) {
            String key = model.name() + "|" + run.key() + "|" + s.batchSize() + "|" + s.truncation() + "|"
                    + (s.truncation() == Truncation.MODEL_MAX ? 0 : s.maxLength());
            Map<String, Embedded> e = cache.get(key);
            if (incremental) {
                Map<String, Embedded> held = cache.computeIfAbsent(key, k -> new HashMap<>());
                Map<String, int[]> missing = new LinkedHashMap<>(distinct);
                missing.keySet().removeAll(held.keySet());
                if (!missing.isEmpty()) {
                    held.putAll(embed(model, missing, run, s.batchSize()));
                }
                return held;
            }
            if (e == null || !e.keySet().containsAll(distinct.keySet())) {
                e = embed(model, distinct, new Run(run.states(), run.cut(), run.parallelism(), ScoringProgress.NONE),
                        s.batchSize());
                cache.put(key, e);
            }
            return e;
        }

        /** Drops the sequences {@code keys} (their {@link #keys} text): no later call needs them. */
        synchronized void forget(java.util.Collection<String> keys) {
            cache.values().forEach(held -> held.keySet().removeAll(keys));
        }
    }

    /**
     * Embeds distinct token sequences once, longest first, in batches of {@code batchSize}, each reported to the run's
     * progress. On the CPU a batch runs as inference batches of at most
     * {@link io.github.nlgmetrics.bertscore.model.Encoder#CPU_BATCH} (the same numbers, less time), and these run on the
     * run's {@link Parallelism}, each one on one thread: a sequence's hidden states depend on nothing but its ids, so
     * the numbers are the same to the bit whatever runs where.
     */
    static Map<String, Embedded> embed(BertModel model, Map<String, int[]> ids, Run run, int batchSize) {
        ScoringProgress progress = run.progress();
        LastCall last = LastCall.of(model, ids, run, batchSize);
        if (last != null) {
            progress.embedded(0, ids.size());
            progress.embedded(ids.size(), ids.size());
            return last.embedded();
        }
        List<String> order = new ArrayList<>(ids.keySet());
        order.sort(Comparator.comparingInt((String s) -> ids.get(s).length).reversed());
        List<int[]> seqs = new ArrayList<>(order.size());
        for (String s : order) {
            seqs.add(ids.get(s));
        }
        Encoder encoder = model.encoder();
        int inference = encoder.inferenceBatch(batchSize);
        List<int[]> ranges = new ArrayList<>();
        for (int start = 0; start < seqs.size(); start += batchSize) {
            int end = Math.min(seqs.size(), start + batchSize);
            for (int from = start; from < end; from += inference) {
                ranges.add(new int[] {from, Math.min(end, from + inference)});
            }
        }
        float[][][] e = new float[seqs.size()][][];
        // one report at a time, in order: the listener need not be thread-safe, and its counts only rise
        int[] done = {0};
        progress.embedded(0, seqs.size());
        Parallelism where = encoder.runsBatchesInParallel() ? run.parallelism() : Parallelism.sequential();
        SegmentMap.tasks(ranges.size(), i -> {
            int[] r = ranges.get(i);
            float[][][] batch = encoder.embed(seqs.subList(r[0], r[1]), run.states(), r[1] - r[0], run.cut());
            System.arraycopy(batch, 0, e, r[0], r[1] - r[0]);
            synchronized (done) {
                done[0] += r[1] - r[0];
                progress.embedded(done[0], seqs.size());
            }
            return null;
        }, where);
        Map<String, Embedded> out = new HashMap<>();
        for (int i = 0; i < order.size(); i++) {
            out.put(order.get(i), new Embedded(seqs.get(i), e[i]));
        }
        LastCall.keep(model, new LastCall(List.copyOf(ids.keySet()), run.key(), batchSize, out));
        return out;
    }

    /**
     * The embeddings of a model's last call, kept (softly: the collector may take them) so that a call on the
     * same token sequences, in the same order, with the same hidden states and batch size takes them instead
     * of running the encoder again: the same sequences in the same batches, so the same numbers to the bit.
     * A corpus scored under several options (idf or not, a baseline, another reference's profile, the three
     * calls of a contract test) is embedded once.
     */
    private record LastCall(List<String> sequences, String states, int batchSize, Map<String, Embedded> embedded) {
        private static final Map<Encoder, SoftReference<LastCall>> KEPT = new WeakHashMap<>();

        static synchronized LastCall of(BertModel model, Map<String, int[]> ids, Run run, int batchSize) {
            SoftReference<LastCall> ref = KEPT.get(model.encoder());
            LastCall last = ref == null ? null : ref.get();
            if (last == null || last.batchSize != batchSize || !last.states.equals(run.key())
                    || !last.sequences.equals(new ArrayList<>(ids.keySet()))) {
                return null;
            }
            return last;
        }

        static synchronized void keep(BertModel model, LastCall call) {
            KEPT.put(model.encoder(), new SoftReference<>(call));
        }
    }

    /**
     * In how many of {@code references} each token id stands (each reference counted once per id), for bert_score's
     * idf {@code log((M+1)/(df+1))} over the M references ({@link Facts}).
     */
    static Map<Integer, Integer> documentFrequencies(List<int[]> references) {
        Map<Integer, Integer> df = new HashMap<>();
        for (int[] ids : references) {
            Set<Integer> seen = new HashSet<>();
            for (int id : ids) {
                if (seen.add(id)) {
                    df.merge(id, 1, Integer::sum);
                }
            }
        }
        return df;
    }

    /**
     * What each pair's arithmetic takes from the whole call, apart from its own two texts: the idf weights (null
     * without idf) with the weight of a token no reference has ({@code log(M+1)}), and torchmetrics' padded lengths
     * (0: bert_score, whose padding is per matching batch). A call split over tasks ({@link CorpusSplit}) computes
     * them once from every piece's token counts and hands them to each piece.
     */
    record Facts(HashMap<Integer, Float> idf, float defaultIdf, int padRef, int padHyp) implements java.io.Serializable {
        /**
         * The facts of a call whose references have the document frequencies {@code df} (unpadded; null without
         * idf) and the lengths {@code refLengths} ({@code refHasPad}: whether a reference holds the padding id
         * itself; null unless torchmetrics' padding and idf), its candidates the lengths {@code candLengths}.
         * torchmetrics computes idf over the padded references: the padding id counts once in each reference
         * shorter than the padded length.
         */
        static Facts of(Setup setup, int padId, Map<Integer, Integer> df, int[] refLengths, boolean[] refHasPad,
                int[] candLengths) {
            int padRef = setup.padLength() == 0 ? 0 : paddedLength(refLengths, setup.padLength());
            int padHyp = setup.padLength() == 0 ? 0 : paddedLength(candLengths, setup.padLength());
            if (!setup.idf()) {
                return new Facts(null, 0f, padRef, padHyp);
            }
            Map<Integer, Integer> counts = df;
            if (setup.padLength() > 0) {
                int padded = 0;
                for (int i = 0; i < refLengths.length; i++) {
                    if (!refHasPad[i] && refLengths[i] < padRef) {
                        padded++;
                    }
                }
                if (padded > 0) {
                    counts = new HashMap<>(df);
                    counts.merge(padId, padded, Integer::sum);
                }
            }
            return new Facts(idf(counts, refLengths.length), (float) Math.log(refLengths.length + 1.0), padRef, padHyp);
        }

        static HashMap<Integer, Float> idf(Map<Integer, Integer> df, int m) {
            HashMap<Integer, Float> idf = new HashMap<>();
            df.forEach((id, c) -> idf.put(id, (float) Math.log((m + 1.0) / (c + 1.0))));
            return idf;
        }
    }

    /** The tokenizer a setup calls: bert_score's {@code sent_encode} (strips, RoBERTa's prefix space forced), or torchmetrics' {@code tokenizer(texts)}. */
    static SubwordTokenizer tokenizer(BertModel model, Setup setup) {
        return setup.truncation() == Truncation.MODEL_MAX ? model.tokenizer() : model.tokenizer().called();
    }

    /** Each sequence's length. */
    static int[] lengths(List<int[]> seqs) {
        int[] out = new int[seqs.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = seqs.get(i).length;
        }
        return out;
    }

    /** Whether each sequence holds {@code id}. */
    static boolean[] holding(List<int[]> seqs, int id) {
        boolean[] out = new boolean[seqs.size()];
        for (int i = 0; i < out.length; i++) {
            for (int t : seqs.get(i)) {
                if (t == id) {
                    out[i] = true;
                    break;
                }
            }
        }
        return out;
    }

    /**
     * The scores of the pairs {@code (cands[k], refs[k])} (already flattened) under {@code setup}, for each
     * hidden state in {@code states}: {@code [states.length][pairs][3]} (P, R, F), in the order the setup
     * returns them ({@link Setup#sortedTwice()}). {@code cache}: the corpus's embeddings, or null; {@code progress}:
     * told of the encoder's batches and the start of the matching.
     */
    static float[][][] score(BertModel model, List<String> cands, List<String> refs, Setup setup, Run run,
            Embeddings cache) {
        SubwordTokenizer tok = tokenizer(model, setup);
        Map<String, int[]> memo = new HashMap<>();
        List<int[]> candIds = tokenize(tok, cands, setup, "preds", memo);
        List<int[]> refIds = tokenize(tok, refs, setup, "target", memo);
        int[] refLengths = lengths(refIds);
        int[] candLengths = lengths(candIds);
        Facts facts = Facts.of(setup, tok.padId(), setup.idf() ? documentFrequencies(refIds) : null, refLengths,
                setup.idf() && setup.padLength() > 0 ? holding(refIds, tok.padId()) : null, candLengths);
        int[][] order = order(setup, candLengths, refLengths);
        return match(model, tok, candIds, refIds, order[0], order[1], facts, setup, run, cache);
    }

    /**
     * Which candidate and which reference each output pair matches: {@code {hyp, ref}}, pair {@code k} in order
     * without torchmetrics' quirk, else candidate {@code s_p(s_p(k))} and reference {@code s_r(s_r(k))}
     * ({@link Setup#sortedTwice()}; the sorts by token count, {@link #argsortByLength}).
     */
    static int[][] order(Setup setup, int[] candLengths, int[] refLengths) {
        int n = candLengths.length;
        int[] hyp = new int[n];
        int[] ref = new int[n];
        int[] sp = setup.sortedTwice() ? TorchArgsort.argsort(candLengths) : null;
        int[] sr = setup.sortedTwice() ? TorchArgsort.argsort(refLengths) : null;
        for (int i = 0; i < n; i++) {
            hyp[i] = sp == null ? i : sp[sp[i]];
            ref[i] = sr == null ? i : sr[sr[i]];
        }
        return new int[][] {hyp, ref};
    }

    /**
     * The matching of output pair {@code k}: candidate {@code candIds[hyp[k]]} with reference {@code refIds[ref[k]]},
     * under the call's {@code facts}; bert_score's matching batches are the outputs' blocks of {@code batchSize}
     * from the first (a piece of a split call starts at a block's first pair). The distinct sequences are embedded
     * once ({@code cache}: a corpus's embeddings, or null).
     */
    static float[][][] match(BertModel model, SubwordTokenizer tok, List<int[]> candIds, List<int[]> refIds, int[] hyp,
            int[] ref, Facts facts, Setup setup, Run run, Embeddings cache) {
        int[] states = run.states();
        ScoringProgress progress = run.progress();
        Map<Integer, Float> idfDict = facts.idf();
        float defaultIdf = facts.defaultIdf();
        int padRef = facts.padRef();
        int padHyp = facts.padHyp();
        int n = hyp.length;
        String[] refKeys = keys(refIds);
        String[] candKeys = keys(candIds);
        Map<String, int[]> distinct = new LinkedHashMap<>();
        for (int i = 0; i < refKeys.length; i++) {
            distinct.putIfAbsent(refKeys[i], refIds.get(i));
        }
        for (int i = 0; i < candKeys.length; i++) {
            distinct.putIfAbsent(candKeys[i], candIds.get(i));
        }
        Map<String, Embedded> emb = cache == null ? embed(model, distinct, run, setup.batchSize())
                : cache.get(model, distinct, run, setup);
        progress.matching(n);
        Map<String, float[]> weights = new HashMap<>();
        int maxLen = 0;
        for (Map.Entry<String, int[]> e : distinct.entrySet()) {
            weights.put(e.getKey(), Matching.normalised(weights(tok, e.getValue(), setup.maskSpecials(), idfDict,
                    defaultIdf)));
            maxLen = Math.max(maxLen, e.getValue().length);
        }
        float[][][] out = new float[states.length][n][3];
        int colMaxLength = maxLen;
        int batch = setup.padLength() == 0 ? setup.batchSize() : Math.max(1, n);
        // the matching batches are independent (each writes only its own pairs' rows of out): they run on all
        // cores, each with its own scratch, and every pair's arithmetic is the same as in one thread
        SegmentMap.tasks((n + batch - 1) / batch, b -> {
            float[] colMax = new float[colMaxLength];
            float[] pr = new float[2];
            int start = b * batch;
            int end = Math.min(n, start + batch);
            int maxRef = padRef;
            int maxHyp = padHyp;
            if (setup.padLength() == 0) {
                for (int k = start; k < end; k++) {
                    maxRef = Math.max(maxRef, refIds.get(ref[k]).length);
                    maxHyp = Math.max(maxHyp, candIds.get(hyp[k]).length);
                }
            }
            for (int k = start; k < end; k++) {
                String hk = candKeys[hyp[k]];
                String rk = refKeys[ref[k]];
                Embedded h = emb.get(hk);
                Embedded r = emb.get(rk);
                int lh = h.ids().length;
                int lr = r.ids().length;
                int cut = setup.maskSpecials() ? 1 : 0;
                boolean floorP = setup.maskSpecials() || lr < maxRef;
                boolean floorR = setup.maskSpecials() || lh < maxHyp;
                for (int s = 0; s < states.length; s++) {
                    int dim = h.states()[s].length / lh;
                    Matching.match(h.states()[s], cut, lh - cut, weights.get(hk), r.states()[s], cut, lr - cut,
                            weights.get(rk), dim, floorP, floorR, colMax, pr);
                    float f = Matching.f1(pr[0], pr[1]);
                    if (setup.emptyIsNan()) {
                        if (lh <= 2) {
                            pr[0] = Float.NaN;
                        }
                        if (lr <= 2) {
                            pr[1] = Float.NaN;
                        }
                    } else if (lh <= 2 || lr <= 2) {
                        pr[0] = 0f;
                        pr[1] = 0f;
                    }
                    out[s][k][0] = pr[0];
                    out[s][k][1] = pr[1];
                    out[s][k][2] = f;
                }
            }
            return null;
        }, run.parallelism());
        return out;
    }

    /** Each sequence's key in the maps of distinct sequences (its ids as text), made once per sequence. */
    static String[] keys(List<int[]> seqs) {
        String[] keys = new String[seqs.size()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = Arrays.toString(seqs.get(i));
        }
        return keys;
    }

    /**
     * A sequence's weights before normalising: with [CLS]/[SEP] masked, 0 on the first and the last token
     * and idf (or 1) between; in the matrix, idf on every token (the specials' idf is 0: every reference
     * has them), or without idf 0 on the special tokens and 1 elsewhere.
     */
    private static float[] weights(SubwordTokenizer tok, int[] seq, boolean masked, Map<Integer, Float> idf,
            float defaultIdf) {
        float[] w = new float[seq.length];
        for (int i = 0; i < seq.length; i++) {
            if (masked && (i == 0 || i == seq.length - 1)) {
                continue;
            }
            if (idf != null) {
                Float v = idf.get(seq[i]);
                w[i] = v != null ? v : defaultIdf;
            } else {
                w[i] = !masked && tok.isSpecial(seq[i]) ? 0f : 1f;
            }
        }
        return w;
    }

    /**
     * Each text's ids under the setup's truncation ({@code what}: the side named in torchmetrics' refusal).
     * torchmetrics tokenizes a side with {@code padding="max_length"} and then trims each model batch to its
     * longest text, so what the model's positions limit is a text's own length (issue 39): cut to
     * {@code max_length} ({@link Truncation#CUT}) or not ({@link Truncation#REFUSE}), a text longer than the
     * positions makes torch raise ({@code RuntimeError: The expanded size of the tensor (N) must match the
     * existing size (512)}); without truncation, a text longer than {@code max_length} beside one of another
     * padded length cannot be stacked ({@code ValueError: Unable to create tensor}). Each refusal names the
     * longest text, with its length.
     */
    static List<int[]> tokenize(SubwordTokenizer tok, List<String> texts, Setup setup, String what,
            Map<String, int[]> memo) {
        Side side = new Side();
        List<int[]> out = tokenize(tok, texts, setup, memo, side);
        side.check(what, setup, tok.maxLength());
        return out;
    }

    /** Each text's ids under the setup's truncation, its lengths added to {@code side} (checked by the caller). */
    static List<int[]> tokenize(SubwordTokenizer tok, List<String> texts, Setup setup, Map<String, int[]> memo,
            Side side) {
        List<int[]> out = new ArrayList<>(texts.size());
        int maxLength = setup.maxLength();
        for (String t : texts) {
            int[] ids = memo.computeIfAbsent(t, tok::encode);
            if (setup.truncation() != Truncation.MODEL_MAX) {
                // (encode() cut it at the model's maximum)
                int full = ids.length >= tok.maxLength() ? tok.untruncatedLength(t) : ids.length;
                side.add(setup.truncation() == Truncation.CUT ? Math.min(full, maxLength) : full, maxLength);
            }
            if (setup.truncation() == Truncation.CUT && ids.length > maxLength) {
                int[] cut = Arrays.copyOf(ids, maxLength);
                cut[maxLength - 1] = ids[ids.length - 1];
                ids = cut;
            }
            out.add(ids);
        }
        return out;
    }

    /**
     * What torchmetrics' refusals need to know of one side's texts: the longest text's length and the lengths
     * the texts pad to. Pieces of one call merge ({@link #addAll}), so a call split over tasks refuses exactly
     * what the whole call refuses, with the same message.
     */
    static final class Side implements java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private int longest = -1;
        private final java.util.TreeSet<Integer> paddedLengths = new java.util.TreeSet<>();

        void add(int length, int maxLength) {
            longest = Math.max(longest, length);
            paddedLengths.add(Math.max(length, maxLength));
        }

        void addAll(Side other) {
            longest = Math.max(longest, other.longest);
            paddedLengths.addAll(other.paddedLengths);
        }

        /** Refuses what torchmetrics refuses ({@code what}: the side named in its message). */
        void check(String what, Setup setup, int modelMax) {
            int maxLength = setup.maxLength();
            if (setup.truncation() == Truncation.REFUSE && paddedLengths.size() > 1) {
                // tokenizer(texts, padding="max_length", truncation=False, return_tensors="pt"): a text longer
                // than max_length stays longer, and torch cannot stack sequences of different lengths.
                throw new IllegalArgumentException("a text of " + what + " has " + longest + " tokens, more than"
                        + " max_length=" + maxLength + ": torchmetrics does not truncate unless truncation=True"
                        + " (ValueError: Unable to create tensor)");
            }
            if (longest > modelMax) {
                throw new IllegalArgumentException("a text of " + what + " has " + longest + " tokens"
                        + (setup.truncation() == Truncation.CUT ? " (cut to max_length=" + maxLength + ")" : "")
                        + ", more than the model's " + modelMax + " positions (torchmetrics raises RuntimeError:"
                        + " The expanded size of the tensor (" + longest + ") must match the existing size ("
                        + modelMax + "); " + (setup.truncation() == Truncation.CUT ? "a max_length of "
                        + modelMax + " or less keeps texts within them)" : "truncation=True cuts to max_length)"));
            }
        }
    }

    private static int paddedLength(int[] lengths, int maxLength) {
        int len = maxLength;
        for (int l : lengths) {
            len = Math.max(len, l);
        }
        return len;
    }

    /** {@code attention_mask.sum(1).argsort()}: ascending token counts, ties broken as torch's CPU sort does. */
    static int[] argsortByLength(List<int[]> seqs) {
        int[] lengths = new int[seqs.size()];
        for (int i = 0; i < lengths.length; i++) {
            lengths[i] = seqs.get(i).length;
        }
        return TorchArgsort.argsort(lengths);
    }
}
