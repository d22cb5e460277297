/**
 * The home of Hugging Face evaluate: every {@code hf-evaluate:*} profile of this module is
 * declared in {@code HfEvaluateProfiles} ({@code hf-evaluate:meteor} is metrics-meteor's, which
 * core cannot see); {@code HfEvaluateMetric} wraps a family metric with a script's input checks
 * and returned dict, {@code HfRouge} reproduces rouge-score's bootstrap median,
 * {@code HfEvaluateWer} the {@code wer}/{@code cer} scripts.
 *
 * <p>Reference: huggingface/evaluate a7dd338, {@code metrics/<name>/<name>.py}.
 *
 * <p>Dependencies: the root contract and the family packages whose metrics the scripts call
 * ({@code bleu}, {@code chrf}, {@code gleu}, {@code rouge}, {@code ter}, {@code wer}); no family
 * may use this package.
 */
package io.github.nlgmetrics.hfevaluate;
