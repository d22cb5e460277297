/**
 * The home of torchmetrics: every {@code torchmetrics:*} profile is declared in
 * {@code TorchmetricsProfiles}; {@code TorchmetricsChrf}, {@code TorchmetricsWer} and
 * {@code ExtendedEditDistance} live here; {@code TorchmetricsBleu}, {@code TorchmetricsTer} and
 * {@code TorchmetricsRouge} live in their family packages because they use that family's
 * package-private kernel. Every torchmetrics metric takes its input pairing from
 * {@code compat.torch.TorchmetricsInputs} and sums its state in {@code float32} with
 * {@code compat.torch.TorchFloat32}, in {@code corpusScore(h, r, parallelism)}.
 *
 * <p>Reference: torchmetrics 1.9.0 {@code torchmetrics.functional.text} on torch 1.13.1 (CPU).
 *
 * <p>Dependencies: the root contract, the family packages whose kernels it reuses ({@code bleu},
 * {@code ter}, {@code rouge}, {@code wer}), {@code ngram}, {@code text}, {@code compat.python} and
 * {@code compat.torch}; no family may use this package.
 */
package io.github.nlgmetrics.torchmetrics;
