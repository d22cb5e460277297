package io.github.nlgmetrics.bertscore.family;

import io.github.nlgmetrics.bertscore.graph.Layers;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Attr;
import io.github.nlgmetrics.bertscore.graph.OnnxGraph.Value;
import java.util.List;

/**
 * RoBERTa and XLM-R ({@code modeling_roberta.RobertaModel}, {@code modeling_xlm_roberta.XLMRobertaModel}, and
 * CamemBERT's copy; {@code model_type} {@code roberta}, {@code xlm-roberta}, {@code camembert}): BERT's layers
 * with positions counted from {@code padding_idx + 1} over the non-padding ids
 * ({@code create_position_ids_from_input_ids}: {@code cumsum(ids != pad) * (ids != pad) + pad}, so a
 * {@code <pad>} written in the text takes position {@code pad} and the tokens after it do not advance), hence at
 * most {@code max_position_embeddings - pad - 1} tokens. Defaults as {@code RobertaConfig}: {@code pad_token_id} 1.
 */
public final class RobertaFamily implements ModelFamily {
    @Override
    public List<String> modelTypes() {
        return List.of("roberta", "xlm-roberta", "camembert");
    }

    @Override
    public String basePrefix() {
        return "roberta";
    }

    @Override
    public EncoderSpec encoder(ModelConfig c, Weights w) {
        int hidden = c.integer("hidden_size", 768);
        return new BertFamily.BertStyle(c, w, hidden, hidden, 12, 3072,
                BertFamily.BertStyle.Positions.FROM_INPUT_IDS, 1);
    }

    /** {@code create_position_ids_from_input_ids(input_ids, padding_idx)}, {@code [batch, length]} int64. */
    static Value positionIds(Layers l, int padId) {
        OnnxGraph g = l.graph();
        Value notPad = g.op("Cast", List.of(Attr.i("to", OnnxGraph.INT64)),
                g.op("Not", g.op("Equal", l.inputIds(), g.longs(new long[0], padId))));
        Value counted = g.op("Mul", g.op("CumSum", notPad, g.longs(new long[0], 1)), notPad);
        return g.op("Add", counted, g.longs(new long[0], padId));
    }
}
