package io.github.nlgmetrics.bertscore;

import io.github.nlgmetrics.bertscore.model.BertModel;
import io.github.nlgmetrics.bertscore.tokenizer.SubwordTokenizer;
import io.github.nlgmetrics.bertscore.tokenizer.WordPieceTokenizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * The two computations the references run between tokenizer and score tensor.
 *
 * <p>{@link #bertScore}: bert_score 0.3.13's {@code bert_cos_score_idf} + {@code greedy_cos_idf}. The
 * distinct sentences of candidates and references are embedded once (bert_score sorts them by word
 * count to batch them; we sort by token count, which only changes the padding, i.e. nothing beyond
 * ONNX Runtime's float noise); pairs are matched in consecutive batches of {@code batch_size} in the
 * input order, and the batch decides the padding quirk ({@link Matching}). [CLS] and [SEP] stay in the
 * similarity matrix with weight 0; idf weights are divided by their sum (NaN when it is 0, which
 * survives into P or R); {@code F = 2PR/(P+R)} with NaN → 0; a text that is only [CLS] [SEP] makes
 * its pair's P and R 0 (after F was computed). Result: {@code [layers][pairs][3]} (P, R, F).
 *
 * <p>{@link #torchmetrics}: torchmetrics 1.9.0's {@code bert_score} after tokenizing: the first and
 * the last real token ([CLS], [SEP]) and the padding are zeroed out of the matching and of the
 * weights; idf (when on) comes from the references' padded id sequences; and the ordering quirk:
 * embeddings computed in length-sorted order are re-indexed with the sorting permutation itself, so
 * output {@code i} matches candidate {@code s_p(s_p(i))} with reference {@code s_r(s_r(i))}.
 */
final class BertScoreEngine {
    private BertScoreEngine() {
    }

    /** One sentence's ids and normalised hidden states (one array per state asked for). */
    record Embedded(int[] ids, float[][] states) {
    }

    /**
     * Embeds distinct token sequences once, longest first, in batches of {@code batchSize} (at most
     * {@link io.github.nlgmetrics.bertscore.model.Encoder#CPU_BATCH} on the CPU: the same numbers, less time).
     */
    static Map<String, Embedded> embed(BertModel model, Map<String, int[]> ids, int[] states, int batchSize) {
        List<String> order = new ArrayList<>(ids.keySet());
        order.sort(Comparator.comparingInt((String s) -> ids.get(s).length).reversed());
        List<int[]> seqs = new ArrayList<>(order.size());
        for (String s : order) {
            seqs.add(ids.get(s));
        }
        float[][][] e = model.encoder().embed(seqs, states, model.encoder().inferenceBatch(batchSize));
        Map<String, Embedded> out = new HashMap<>();
        for (int i = 0; i < order.size(); i++) {
            out.put(order.get(i), new Embedded(seqs.get(i), e[i]));
        }
        return out;
    }

    /** bert_score's idf: {@code log((M+1)/(df+1))} over the token-id sets of the M references (repeats counted). */
    static Map<Integer, Float> idf(List<int[]> references) {
        Map<Integer, Integer> df = new HashMap<>();
        for (int[] ids : references) {
            Set<Integer> seen = new HashSet<>();
            for (int id : ids) {
                if (seen.add(id)) {
                    df.merge(id, 1, Integer::sum);
                }
            }
        }
        Map<Integer, Float> idf = new HashMap<>();
        int m = references.size();
        df.forEach((id, c) -> idf.put(id, (float) Math.log((m + 1.0) / (c + 1.0))));
        return idf;
    }

    /**
     * bert_score's scores of the pairs {@code (cands[k], refs[k])} (already flattened), for each hidden
     * state in {@code states}: {@code [states.length][pairs][3]}.
     */
    static float[][][] bertScore(BertModel model, List<String> cands, List<String> refs, int[] states, boolean idf,
            int batchSize) {
        SubwordTokenizer tok = model.tokenizer();
        Map<String, int[]> ids = new LinkedHashMap<>();
        for (String s : refs) {
            ids.computeIfAbsent(s, tok::encode);
        }
        for (String s : cands) {
            ids.computeIfAbsent(s, tok::encode);
        }
        Map<Integer, Float> idfDict = null;
        float defaultIdf = 1f;
        if (idf) {
            List<int[]> refIds = new ArrayList<>(refs.size());
            for (String s : refs) {
                refIds.add(ids.get(s));
            }
            idfDict = idf(refIds);
            defaultIdf = (float) Math.log(refs.size() + 1.0);
        }
        Map<String, Embedded> emb = embed(model, ids, states, batchSize);
        Map<String, float[]> weights = new HashMap<>();
        for (Map.Entry<String, int[]> e : ids.entrySet()) {
            int[] seq = e.getValue();
            float[] w = new float[seq.length];
            for (int i = 0; i < seq.length; i++) {
                if (idfDict != null) {
                    Float v = idfDict.get(seq[i]);
                    w[i] = v != null ? v : defaultIdf;
                } else {
                    w[i] = tok.isSpecial(seq[i]) ? 0f : 1f;
                }
            }
            weights.put(e.getKey(), Matching.normalised(w));
        }
        int n = cands.size();
        float[][][] out = new float[states.length][n][3];
        int maxLen = 0;
        for (int[] seq : ids.values()) {
            maxLen = Math.max(maxLen, seq.length);
        }
        int colMaxLength = maxLen;
        // the matching batches are independent (each writes only its own pairs' rows of out): they run on all
        // cores, each with its own scratch, and every pair's arithmetic is the same as in one thread
        IntStream.range(0, (n + batchSize - 1) / batchSize).parallel().forEach(batch -> {
            float[] colMax = new float[colMaxLength];
            float[] pr = new float[2];
            int start = batch * batchSize;
            int end = Math.min(n, start + batchSize);
            int maxRef = 0;
            int maxHyp = 0;
            for (int k = start; k < end; k++) {
                maxRef = Math.max(maxRef, ids.get(refs.get(k)).length);
                maxHyp = Math.max(maxHyp, ids.get(cands.get(k)).length);
            }
            for (int k = start; k < end; k++) {
                Embedded h = emb.get(cands.get(k));
                Embedded r = emb.get(refs.get(k));
                int lh = h.ids().length;
                int lr = r.ids().length;
                float[] wh = weights.get(cands.get(k));
                float[] wr = weights.get(refs.get(k));
                for (int s = 0; s < states.length; s++) {
                    int dim = h.states()[s].length / lh;
                    Matching.match(h.states()[s], 0, lh, wh, r.states()[s], 0, lr, wr, dim,
                            lr < maxRef, lh < maxHyp, colMax, pr);
                    float f = Matching.f1(pr[0], pr[1]);
                    if (lh == 2 || lr == 2) {
                        pr[0] = 0f;
                        pr[1] = 0f;
                    }
                    out[s][k][0] = pr[0];
                    out[s][k][1] = pr[1];
                    out[s][k][2] = f;
                }
            }
        });
        return out;
    }

    /**
     * torchmetrics' scores: {@code [states.length][pairs][3]} for the pairs as torchmetrics returns them
     * (the ordering quirk applied). {@code maxLength}/{@code truncation}: its tokenizer call
     * ({@code padding="max_length"}); a text longer than {@code maxLength} without truncation is refused
     * as torch refuses the ragged batch.
     */
    static float[][][] torchmetrics(BertModel model, List<String> cands, List<String> refs, int[] states, boolean idf,
            int maxLength, boolean truncation, int batchSize) {
        SubwordTokenizer tok = model.tokenizer();
        List<int[]> candIds = tokenize(tok, cands, maxLength, truncation, "preds");
        List<int[]> refIds = tokenize(tok, refs, maxLength, truncation, "target");
        Map<Integer, Float> idfDict = null;
        float defaultIdf = 0f;
        if (idf) {
            List<int[]> padded = new ArrayList<>(refIds.size());
            int padTo = paddedLength(refIds, maxLength);
            for (int[] seq : refIds) {
                if (seq.length < padTo) {
                    int[] p = Arrays.copyOf(seq, padTo);
                    Arrays.fill(p, seq.length, padTo, tok.padId());
                    padded.add(p);
                } else {
                    padded.add(seq);
                }
            }
            idfDict = idf(padded);
            defaultIdf = (float) Math.log(refIds.size() + 1.0);
        }
        int[] sp = argsortByLength(candIds);
        int[] sr = argsortByLength(refIds);
        Map<String, int[]> distinct = new LinkedHashMap<>();
        for (int[] seq : refIds) {
            distinct.putIfAbsent(Arrays.toString(seq), seq);
        }
        for (int[] seq : candIds) {
            distinct.putIfAbsent(Arrays.toString(seq), seq);
        }
        Map<String, Embedded> emb = embed(model, distinct, states, batchSize);
        int n = cands.size();
        float[][][] out = new float[states.length][n][3];
        int maxLen = 0;
        for (int[] seq : distinct.values()) {
            maxLen = Math.max(maxLen, seq.length);
        }
        float[] colMax = new float[maxLen];
        float[] pr = new float[2];
        for (int i = 0; i < n; i++) {
            int[] h = candIds.get(sp[sp[i]]);
            int[] r = refIds.get(sr[sr[i]]);
            Embedded eh = emb.get(Arrays.toString(h));
            Embedded er = emb.get(Arrays.toString(r));
            float[] wh = Matching.normalised(tmWeights(h, idfDict, defaultIdf));
            float[] wr = Matching.normalised(tmWeights(r, idfDict, defaultIdf));
            for (int s = 0; s < states.length; s++) {
                int dim = eh.states()[s].length / h.length;
                Matching.match(eh.states()[s], 1, h.length - 1, wh, er.states()[s], 1, r.length - 1, wr, dim,
                        true, true, colMax, pr);
                if (h.length <= 2) {
                    pr[0] = Float.NaN;
                }
                if (r.length <= 2) {
                    pr[1] = Float.NaN;
                }
                out[s][i][0] = pr[0];
                out[s][i][1] = pr[1];
                out[s][i][2] = Matching.f1(pr[0], pr[1]);
            }
        }
        return out;
    }

    /** torchmetrics' weights: idf (or 1) on the tokens between the first and the last, 0 on those two. */
    private static float[] tmWeights(int[] seq, Map<Integer, Float> idf, float defaultIdf) {
        float[] w = new float[seq.length];
        for (int i = 1; i < seq.length - 1; i++) {
            if (idf == null) {
                w[i] = 1f;
            } else {
                Float v = idf.get(seq[i]);
                w[i] = v != null ? v : defaultIdf;
            }
        }
        return w;
    }

    private static List<int[]> tokenize(SubwordTokenizer tok, List<String> texts, int maxLength, boolean truncation,
            String what) {
        List<int[]> out = new ArrayList<>(texts.size());
        int padded = -1;
        for (String t : texts) {
            int[] ids = tok.encode(t);
            if (truncation) {
                if (ids.length > maxLength) {
                    int[] cut = Arrays.copyOf(ids, maxLength);
                    cut[maxLength - 1] = ids[ids.length - 1];
                    ids = cut;
                }
            } else {
                // tokenizer(texts, padding="max_length", truncation=False, return_tensors="pt"): a text longer
                // than max_length stays longer, and torch cannot stack sequences of different lengths.
                int full = ids.length;
                if (ids.length >= tok.maxLength() && tok instanceof WordPieceTokenizer w) {
                    full = w.tokenize(t).size() + 2; // encode() cut it at the model's maximum
                }
                int len = Math.max(full, maxLength);
                if (padded >= 0 && len != padded) {
                    throw new IllegalArgumentException("a text of " + what + " has " + Math.max(full, padded == maxLength
                            ? full : padded) + " tokens, more than max_length=" + maxLength
                            + ": torchmetrics does not truncate unless truncation=True (Unable to create tensor)");
                }
                padded = len;
                if (len > tok.maxLength()) {
                    throw new IllegalArgumentException("a text of " + what + " has " + full + " tokens, more than the"
                            + " model's " + tok.maxLength() + " positions (torchmetrics does not truncate unless truncation=True)");
                }
            }
            out.add(ids);
        }
        return out;
    }

    private static int paddedLength(List<int[]> seqs, int maxLength) {
        int len = maxLength;
        for (int[] s : seqs) {
            len = Math.max(len, s.length);
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
