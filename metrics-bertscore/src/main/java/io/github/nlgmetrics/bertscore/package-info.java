/**
 * BERTScore (Zhang et al., "BERTScore: Evaluating Text Generation with BERT", ICLR 2020) as the
 * references compute it: bert_score 0.3.13 ({@code bert-score:bertscore}), Hugging Face evaluate's
 * {@code bertscore} script ({@code hf-evaluate:bertscore}) and torchmetrics 1.9.0's {@code bert_score}
 * ({@code torchmetrics:bert_score}). See {@code docs/bertscore.md}.
 *
 * <p>May use {@code metrics-core} and ONNX Runtime; nothing of the command line.
 */
package io.github.nlgmetrics.bertscore;
