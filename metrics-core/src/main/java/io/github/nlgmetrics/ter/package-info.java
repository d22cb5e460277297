/**
 * TER: sacrebleu's {@code Ter}, tercom's tokenizer, the shift-and-edit aligner
 * ({@code TerAligner}, package-private), torchmetrics' {@code TorchmetricsTer} (here because it
 * aligns with {@code TerAligner}; its profile and input rules are the torchmetrics home's), with
 * {@code TerProfiles}.
 *
 * <p>Reference: sacrebleu 2.6.0 (tercom), torchmetrics 1.9.0.
 *
 * <p>Dependencies: the root contract, {@code text}, {@code compat.python} and
 * {@code compat.torch}.
 */
package io.github.nlgmetrics.ter;
