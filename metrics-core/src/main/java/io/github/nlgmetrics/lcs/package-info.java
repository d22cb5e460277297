/**
 * The longest-common-subsequence kernels shared by ROUGE-L, ROUGE-W, ROUGE-Lsum and
 * pycocoevalcap's ROUGE-L: bit-parallel LCS lengths, the dynamic-programming table where the
 * reference needs the alignment.
 *
 * <p>Reference: none (a kernel).
 *
 * <p>Dependencies: the JDK only.
 */
package io.github.nlgmetrics.lcs;
