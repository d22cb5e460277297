/**
 * numpy's behaviour where a reference's number depends on it: the legacy MT19937 generator and
 * {@code np.random} draws, pairwise and {@code float32} sums, {@code np.percentile}.
 *
 * <p>Reference: numpy (as called by sacrebleu, rouge-score, pycocoevalcap and HF evaluate).
 *
 * <p>Dependencies: the JDK only.
 */
package io.github.nlgmetrics.compat.numpy;
