package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.bleu.BleuFamily.Params;
import io.github.nlgmetrics.bleu.BleuFamily.Smoothing;
import io.github.nlgmetrics.compat.python.PyMath;
import java.util.Arrays;

/**
 * The score half of {@link BleuFamily}'s parametrised computation: BLEU of summed statistics
 * {@code [c, r, m_1..N, t_1..N]} at any point of the behaviour vector. Each {@code arithmetic}
 * value follows its reference's order of floating-point operations, so that at a profile's own
 * point the score is that profile's to the last bit: sacrebleu's percent precisions and
 * {@code Σ my_log / N} (as {@link Bleu}), NLTK's {@code math.fsum} of {@code w · ln p} (as
 * {@link NltkBleu}), tensorflow/nmt's left-to-right {@code Σ (1/N) · ln p} and ratio-based brevity
 * penalty (as {@link TfNmtBleu}), R sacRebleu's single-precision weights (as {@link RSacreBleu}),
 * and torchmetrics' float32 steps. Smoothing, the zero-match rule, effective order and the
 * treatment of a zero precision are applied the same way in each.
 */
final class BleuPointScore {
    private BleuPointScore() {
    }

    /** The score of summed rows at a point, in BLEU points. */
    static double score(Params p, double[] sums) {
        int n = p.maxOrder();
        double[] m = Arrays.copyOfRange(sums, 2, 2 + n);
        double[] t = Arrays.copyOfRange(sums, 2 + n, 2 + 2 * n);
        long c = (long) sums[0];
        long r = (long) sums[1];
        boolean allZero = true;
        boolean anyZero = false;
        for (double x : m) {
            allZero &= x == 0;
            anyZero |= x == 0;
        }
        if ((p.zeroRule().equals("no-match-at-all") && allZero) || (p.zeroRule().equals("any-order") && anyZero)) {
            return 0.0;
        }
        switch (p.arithmetic()) {
            case "sacrebleu":
                return sacrebleu(p, m, t, c, r);
            case "float32":
                return 100.0 * float32(p, m, t, c, r);
            default:
                return 100.0 * unitInterval(p, m, t, c, r);
        }
    }

    /**
     * sacrebleu's {@code compute_bleu}: percent precisions, {@code my_log}, {@code Σ / effective order},
     * add-k written back before the empty-order check (as in {@link Bleu}).
     */
    private static double sacrebleu(Params p, double[] m, double[] t, long c, long r) {
        int n = m.length;
        double bp = c < r ? (c > 0 ? Math.exp(1.0 - (double) r / c) : 0.0) : 1.0;
        Smoothing sm = p.smoothing();
        double[] prec = new double[n];
        double smoothMteval = 1.0;
        int effOrder = n;
        for (int k = 1; k <= n; k++) {
            if (sm.kind().equals("add-k") && k >= sm.fromOrder()) {
                m[k - 1] = m[k - 1] + sm.value();
                t[k - 1] = t[k - 1] + sm.value();
            }
            if (t[k - 1] == 0) {
                break;
            }
            if (p.effectiveOrder()) {
                effOrder = k;
            }
            if (m[k - 1] == 0) {
                switch (sm.kind()) {
                    case "exp":
                        smoothMteval *= 2;
                        prec[k - 1] = 100.0 / (smoothMteval * t[k - 1]);
                        break;
                    case "floor":
                        prec[k - 1] = 100.0 * sm.value() / t[k - 1];
                        break;
                    case "float-min":
                        prec[k - 1] = 100.0 * PyMath.FLOAT_INFO_MIN;
                        break;
                    default:
                        break;
                }
            } else {
                prec[k - 1] = 100.0 * m[k - 1] / t[k - 1];
            }
        }
        double logSum = 0.0;
        for (int i = 0; i < effOrder; i++) {
            // a skipped precision counts as log 1 on a 0-1 scale (NLTK leaves its term out): 100% here
            logSum += Bleu.myLog(prec[i] == 0 && p.skipZero() ? 100.0 : prec[i]);
        }
        return bp * Math.exp(logSum / effOrder);
    }

    /** The 0-1 computations: NLTK, tensorflow/nmt (and HF evaluate), R sacRebleu. */
    private static double unitInterval(Params p, double[] m, double[] t, long c, long r) {
        int n = m.length;
        Smoothing sm = p.smoothing();
        double[] prec = new double[n];
        int effOrder = n;
        long incvnt = 1;
        for (int k = 1; k <= n; k++) {
            double num = m[k - 1];
            double den = t[k - 1];
            boolean addK = sm.kind().equals("add-k") && k >= sm.fromOrder();
            if (addK) {
                num += sm.value();
                den += sm.value();
            }
            if (den == 0) {
                break;
            }
            if (p.effectiveOrder()) {
                effOrder = k;
            }
            if (num == 0) {
                switch (sm.kind()) {
                    case "exp":
                        prec[k - 1] = divide(1, (double) (1L << incvnt) * den);
                        incvnt++;
                        break;
                    case "floor":
                        prec[k - 1] = sm.value() / den;
                        break;
                    case "float-min":
                        prec[k - 1] = PyMath.FLOAT_INFO_MIN;
                        break;
                    default:
                        break;
                }
            } else {
                prec[k - 1] = divide(num, den);
            }
        }
        switch (p.arithmetic()) {
            case "nltk": {
                double w = 1.0 / effOrder;
                double[] logs = new double[effOrder];
                int used = 0;
                for (int i = 0; i < effOrder; i++) {
                    if (prec[i] > 0) {
                        logs[used++] = w * Math.log(prec[i]);
                    } else if (!p.skipZero()) {
                        return 0.0;
                    }
                }
                double bp = c > r ? 1.0 : c == 0 ? 0.0 : Math.exp(1.0 - PyMath.trueDivide(r, c));
                return bp * Math.exp(PyMath.fsum(logs, used));
            }
            case "tf-nmt": {
                double geo = 0.0;
                double logSum = 0.0;
                boolean zero = false;
                for (int i = 0; i < effOrder; i++) {
                    if (prec[i] > 0) {
                        logSum += (1.0 / effOrder) * Math.log(prec[i]);
                    } else if (!p.skipZero()) {
                        zero = true;
                    }
                }
                if (!zero) {
                    geo = Math.exp(logSum);
                }
                double ratio = r == 0 ? Double.POSITIVE_INFINITY : PyMath.trueDivide(c, r);
                double bp = ratio > 1.0 ? 1.0 : Math.exp(1 - 1.0 / ratio);
                return geo * bp;
            }
            default: {
                double w = (float) (1.0 / effOrder);
                double collector = 0.0;
                for (int i = 0; i < effOrder; i++) {
                    if (prec[i] == 0 && p.skipZero()) {
                        continue;
                    }
                    collector += w * Math.log(prec[i]);
                }
                double bp = c > r ? 1.0 : c == 0 ? 0.0 : Math.exp(1 - (double) r / (double) c);
                return bp * Math.exp(collector);
            }
        }
    }

    /**
     * torchmetrics' {@code _bleu_score_compute} in float32: float32 counts, precisions, logs,
     * weights, sum and brevity penalty.
     */
    private static double float32(Params p, double[] m, double[] t, long c, long r) {
        int n = m.length;
        Smoothing sm = p.smoothing();
        float[] prec = new float[n];
        int effOrder = n;
        long incvnt = 1;
        for (int k = 1; k <= n; k++) {
            float num = (float) m[k - 1];
            float den = (float) t[k - 1];
            if (sm.kind().equals("add-k") && k >= sm.fromOrder()) {
                num += (float) sm.value();
                den += (float) sm.value();
            }
            if (den == 0) {
                break;
            }
            if (p.effectiveOrder()) {
                effOrder = k;
            }
            if (num == 0) {
                switch (sm.kind()) {
                    case "exp":
                        prec[k - 1] = 1f / ((float) (1L << incvnt) * den);
                        incvnt++;
                        break;
                    case "floor":
                        prec[k - 1] = (float) sm.value() / den;
                        break;
                    case "float-min":
                        prec[k - 1] = Float.MIN_NORMAL;
                        break;
                    default:
                        break;
                }
            } else {
                prec[k - 1] = num / den;
            }
        }
        float w = 1f / effOrder;
        float sum = 0f;
        for (int i = 0; i < effOrder; i++) {
            if (prec[i] == 0 && p.skipZero()) {
                continue;
            }
            sum += w * (float) Math.log(prec[i]);
        }
        float geo = (float) Math.exp(sum);
        float fc = c;
        float fr = r;
        float bp = fc > fr ? 1f : (float) Math.exp(1f - fr / fc);
        return bp * geo;
    }

    /** {@code a / b}, correctly rounded as Python's int / int when both are whole numbers. */
    private static double divide(double a, double b) {
        if (a == Math.rint(a) && b == Math.rint(b) && Math.abs(a) < 9e15 && Math.abs(b) < 9e15) {
            return PyMath.trueDivide((long) a, (long) b);
        }
        return a / b;
    }
}
