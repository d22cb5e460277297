/**
 * ROUGE: rouge-score's {@code Rouge} (N, L, Lsum; its tokenizer and Porter stemmer; the bootstrap
 * aggregator), the Unicode-correct profile, torchmetrics' {@code TorchmetricsRouge} (here because
 * it counts union-LCS hits with the package-private {@code SummaryLcs}; its profile and input
 * rules are the torchmetrics home's), {@code RougeProfiles} and the {@code RougeFamily}.
 *
 * <p>Reference: rouge-score 0.1.2, torchmetrics 1.9.0.
 *
 * <p>Dependencies: the root contract, {@code lcs}, {@code ngram}, {@code text},
 * {@code compat.python}, {@code compat.numpy}, {@code compat.perl}, {@code compat.torch} and
 * {@code rouge.rouge155} (the shared family).
 */
package io.github.nlgmetrics.rouge;
