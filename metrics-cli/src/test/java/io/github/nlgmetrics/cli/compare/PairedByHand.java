package io.github.nlgmetrics.cli.compare;

import io.github.nlgmetrics.compat.numpy.NumpyRandom;
import java.util.Arrays;

/**
 * sacrebleu's bootstrap interval, paired bootstrap and paired approximate randomization of a metric whose corpus
 * score is the mean of its segment scores, written out plainly from its definitions, as a check of
 * {@code compare} that shares no code with it: numpy's {@code default_rng(seed)} draws the indices and the swap
 * bits, a resample's sum is taken in float32, the interval is {@code (s[hi] − s[lo]) / 2} of the sorted resampled
 * means, and the p-values count strictly larger differences, {@code (count + 1) / (n + 1)}.
 */
final class PairedByHand {
    final double[] mean;
    final double[] resampledMean;
    final double[] halfWidth;
    final double[][] pBootstrap;
    final double[][] pRandomization;

    /** {@code x[system][segment]}: the segment scores. */
    PairedByHand(double[][] x, long seed, int samples, int trials) {
        int s = x.length;
        int n = x[0].length;
        mean = new double[s];
        resampledMean = new double[s];
        halfWidth = new double[s];
        int[] idx = NumpyRandom.defaultRng(seed).choice(n, samples * n);
        double[][] resampled = new double[s][samples];
        for (int i = 0; i < s; i++) {
            double sum = 0;
            for (double v : x[i]) {
                sum += v;
            }
            mean[i] = sum / n;
            for (int k = 0; k < samples; k++) {
                float acc = 0;
                for (int j = 0; j < n; j++) {
                    acc += (float) x[i][idx[k * n + j]];
                }
                resampled[i][k] = acc / (double) n;
            }
            double[] sorted = resampled[i].clone();
            Arrays.sort(sorted);
            halfWidth[i] = 0.5 * (sorted[samples - samples / 40 - 1] - sorted[samples / 40]);
            resampledMean[i] = Arrays.stream(sorted).average().orElseThrow();
        }
        pBootstrap = new double[s][s];
        pRandomization = new double[s][s];
        boolean[] swap = trials > 0 ? NumpyRandom.defaultRng(seed).booleans(trials * n) : new boolean[0];
        for (int a = 0; a < s; a++) {
            for (int b = a + 1; b < s; b++) {
                double observed = Math.abs(mean[a] - mean[b]);
                double[] d = new double[samples];
                for (int k = 0; k < samples; k++) {
                    d[k] = Math.abs(resampled[b][k] - resampled[a][k]);
                }
                double dm = Arrays.stream(d).average().orElseThrow();
                long bs = Arrays.stream(d).filter(v -> v - dm > observed).count();
                pBootstrap[a][b] = (bs + 1) / (double) (samples + 1);
                long ar = 0;
                for (int t = 0; t < trials; t++) {
                    // sacrebleu: A = swap @ base + ~swap @ sys, B = ~swap @ base + swap @ sys
                    double aSwapped = 0;
                    double bKept = 0;
                    double aKept = 0;
                    double bSwapped = 0;
                    for (int j = 0; j < n; j++) {
                        boolean w = swap[t * n + j];
                        aSwapped += w ? x[a][j] : 0;
                        bKept += w ? 0 : x[b][j];
                        aKept += w ? 0 : x[a][j];
                        bSwapped += w ? x[b][j] : 0;
                    }
                    ar += Math.abs((aSwapped + bKept) / n - (aKept + bSwapped) / n) > observed ? 1 : 0;
                }
                pRandomization[a][b] = (ar + 1) / (double) (trials + 1);
            }
        }
    }
}
