/**
 * jiwer's WER, MER, WIL, WIP and CER with its transforms and rapidfuzz's alignment ({@code Jiwer},
 * {@code JiwerTransform}, {@code JiwerProfiles}), and the bit-parallel Levenshtein kernel
 * ({@code LevenshteinAligner}) that the torchmetrics and HF evaluate error rates reuse.
 *
 * <p>Reference: jiwer 4.0.0, rapidfuzz.
 *
 * <p>Dependencies: the root contract, {@code text} and {@code compat.python}.
 */
package io.github.nlgmetrics.wer;
