/**
 * torch's {@code float32} reductions as torchmetrics runs them ({@code TorchFloat32}: the cascade
 * {@code torch.sum}, {@code Tensor.mean()}, state tensors added segment by segment) and how
 * torchmetrics' functions pair hypotheses with reference lists ({@code TorchmetricsInputs}: raise,
 * validated zip or plain zip; {@code TorchmetricsMetric}: a metric whose corpus score pairs so).
 *
 * <p>Reference: torch 1.13.1 (CPU) under torchmetrics 1.9.0.
 *
 * <p>Dependencies: the JDK, and the root contract ({@code Metric}, {@code Score}, {@code Parallelism})
 * for {@code TorchmetricsMetric}; nothing of a family.
 */
package io.github.nlgmetrics.compat.torch;
