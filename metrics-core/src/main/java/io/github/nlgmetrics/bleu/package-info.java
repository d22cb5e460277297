/**
 * BLEU: sacrebleu's {@code Bleu}, NLTK's {@code NltkBleu}, tensorflow/nmt's {@code TfNmtBleu}
 * (also behind {@code hf-evaluate:bleu}), R sacRebleu's {@code RSacreBleu}, torchmetrics'
 * {@code TorchmetricsBleu} (here because it counts with the package-private {@code BleuCounter};
 * its profiles and input rules are the torchmetrics home's), their score records,
 * {@code BleuProfiles} and the {@code BleuFamily} that explains their differences.
 *
 * <p>Reference: sacrebleu 2.6.0, NLTK 3.8, tensorflow/nmt, R sacRebleu 0.1.2, torchmetrics 1.9.0.
 *
 * <p>Dependencies: the root contract, {@code ngram}, {@code text}, {@code internal},
 * {@code compat.python} and {@code compat.torch}; never another metric family.
 */
package io.github.nlgmetrics.bleu;
