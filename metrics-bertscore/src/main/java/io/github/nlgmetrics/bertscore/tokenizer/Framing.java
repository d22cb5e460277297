package io.github.nlgmetrics.bertscore.tokenizer;

import java.util.List;

/**
 * {@code build_inputs_with_special_tokens} for one sequence, by special-token attribute: {@link #CLS_SEP}
 * ({@code [cls_token_id] + ids + [sep_token_id]}: BERT, ALBERT, DeBERTa, RoBERTa, BART, Longformer, XLM-R,
 * CamemBERT), or GPT-2's {@code [bos_token_id] + ids} with {@code add_bos_token} and nothing without.
 */
record Framing(List<String> before, List<String> after) {
    /** {@code [CLS] x [SEP]}, {@code <s> x </s>}. */
    static final Framing CLS_SEP = new Framing(List.of("cls_token"), List.of("sep_token"));
    /** GPT-2 with {@code add_bos_token}. */
    static final Framing BOS = new Framing(List.of("bos_token"), List.of());
    /** GPT-2's default: the ids alone. */
    static final Framing NONE = new Framing(List.of(), List.of());
}
