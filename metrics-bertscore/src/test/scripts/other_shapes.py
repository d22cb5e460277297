"""Makes the small checkpoints of other shapes that CheckpointOtherShapesTest reads, and records transformers
4.26.1's hidden states for them (random weights; the folders are written as save_pretrained would, weights as
model.safetensors, written here since this environment has no safetensors package).

  source $BERTSCORE_REF/env-bertscore.sh
  PYTHONPATH=$BERTSCORE_PYTHONPATH /usr/bin/python3 metrics-bertscore/src/test/scripts/other_shapes.py \
      metrics-bertscore/src/test/resources/io/github/nlgmetrics/bertscore/family/shapes
"""
import json
import os
import struct
import sys

import numpy
import torch
from transformers import (AlbertConfig, AlbertModel, BertConfig, BertForMaskedLM, BertModel, DebertaConfig,
                          DebertaModel, DebertaV2Config, DebertaV2Model, DistilBertConfig, DistilBertModel,
                          ElectraConfig, ElectraModel, RobertaConfig, RobertaForSequenceClassification,
                          XLMRobertaConfig, XLMRobertaModel)

SMALL = dict(vocab_size=64, hidden_size=16, num_hidden_layers=2, num_attention_heads=2, intermediate_size=24,
             max_position_embeddings=40, hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)


def cases():
    yield "bert-relative-key-f16-masked-lm", BertForMaskedLM(BertConfig(
        **SMALL, position_embedding_type="relative_key", hidden_act="relu")), "bert", "F16", {}
    yield "bert-relative-key-query-bf16-gamma-beta", BertModel(BertConfig(
        **SMALL, position_embedding_type="relative_key_query", hidden_act="gelu_new")), None, "BF16", {"gamma": True}
    yield "roberta-classifier-prefix", RobertaForSequenceClassification(RobertaConfig(
        **dict(SMALL, max_position_embeddings=42), hidden_act="silu")), "roberta", "F32", {}
    yield "xlm-roberta-pad-0", XLMRobertaModel(XLMRobertaConfig(
        **dict(SMALL, max_position_embeddings=42), pad_token_id=0, hidden_act="gelu_fast")), None, "F32", {}
    yield "electra-no-projection", ElectraModel(ElectraConfig(
        **SMALL, embedding_size=16, hidden_act="quick_gelu")), None, "F32", {}
    yield "distilbert-sinusoidal", DistilBertModel(DistilBertConfig(
        vocab_size=64, dim=16, n_layers=2, n_heads=4, hidden_dim=20, max_position_embeddings=40,
        sinusoidal_pos_embds=True, activation="relu", dropout=0.0, attention_dropout=0.0)), None, "F32", {}
    yield "albert-two-groups", AlbertModel(AlbertConfig(
        **dict(SMALL, num_hidden_layers=4), embedding_size=8, num_hidden_groups=2, inner_group_num=1,
        hidden_act="gelu")), None, "F32", {"cut": True}
    yield "deberta-absolute-short-span", DebertaModel(DebertaConfig(
        **SMALL, relative_attention=True, max_relative_positions=8, pos_att_type="p2c|c2p",
        position_biased_input=True, type_vocab_size=2, embedding_size=12, layer_norm_eps=1e-7)), None, "F32", {}
    yield "deberta-v2-conv-no-buckets", DebertaV2Model(DebertaV2Config(
        **SMALL, relative_attention=True, max_relative_positions=6, position_buckets=-1, pos_att_type=["c2p"],
        share_att_key=False, attention_head_size=8, conv_kernel_size=3, conv_act="gelu",
        position_biased_input=False, norm_rel_ebd="none", layer_norm_eps=1e-7)), None, "F32", {}
    yield "deberta-v2-buckets-p2c-only", DebertaV2Model(DebertaV2Config(
        **SMALL, relative_attention=True, max_relative_positions=32, position_buckets=8, pos_att_type="p2c",
        share_att_key=False, norm_rel_ebd="layer_norm", position_biased_input=False,
        layer_norm_eps=1e-7)), None, "F32", {}


def randomise(model):
    g = torch.Generator().manual_seed(7)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if "LayerNorm" in name or "layer_norm" in name:
                p.copy_(1 + 0.1 * torch.randn(p.shape, generator=g) if name.endswith("weight")
                        else 0.02 * torch.randn(p.shape, generator=g))
            else:
                p.copy_(0.3 * torch.randn(p.shape, generator=g))


def write_safetensors(path, state):
    header, blobs, off = {}, [], 0
    for k, v in state.items():
        v = v.contiguous()
        if v.dtype == torch.bfloat16:
            b = (v.float().numpy().view(numpy.uint32) >> 16).astype(numpy.uint16).tobytes()
            dt = "BF16"
        else:
            dt = {torch.float32: "F32", torch.float16: "F16", torch.int64: "I64"}[v.dtype]
            b = v.numpy().tobytes()
        header[k] = {"dtype": dt, "shape": list(v.shape), "data_offsets": [off, off + len(b)]}
        off += len(b)
        blobs.append(b)
    hb = json.dumps(header).encode()
    hb += b" " * ((8 - len(hb) % 8) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(hb)))
        f.write(hb)
        for b in blobs:
            f.write(b)


def main():
    out_dir = sys.argv[1]
    expected = {}
    for name, model, prefix, dtype, flags in cases():
        randomise(model)
        model.eval()
        torch_dtype = {"F16": torch.float16, "BF16": torch.bfloat16}.get(dtype)
        if torch_dtype is not None:  # the stored half-precision values, loaded into a float32 model
            with torch.no_grad():
                for p in model.parameters():
                    p.copy_(p.to(torch_dtype).float())
        base = getattr(model, prefix) if prefix else model
        folder = os.path.join(out_dir, name)
        os.makedirs(folder, exist_ok=True)
        model.config.to_json_file(os.path.join(folder, "config.json"))
        state = {k: (v.to(torch_dtype) if torch_dtype is not None and v.is_floating_point() else v)
                 for k, v in model.state_dict().items()}
        if flags.get("gamma"):
            state = {k.replace("LayerNorm.weight", "LayerNorm.gamma").replace("LayerNorm.bias", "LayerNorm.beta"): v
                     for k, v in state.items()}
        write_safetensors(os.path.join(folder, "model.safetensors"), state)
        cfg = base.config
        pad = cfg.pad_token_id if cfg.pad_token_id is not None else 0
        g = torch.Generator().manual_seed(11)
        seqs = [torch.randint(3, cfg.vocab_size, (30,), generator=g).tolist(),
                torch.randint(3, cfg.vocab_size, (13,), generator=g).tolist()]
        length = max(len(s) for s in seqs)
        ids = torch.tensor([s + [pad] * (length - len(s)) for s in seqs])
        mask = torch.tensor([[1] * len(s) + [0] * (length - len(s)) for s in seqs])

        def normalised(hidden_states):
            res = []
            for i, s in enumerate(seqs):
                per = []
                for h in hidden_states:
                    e = h[i, : len(s)]
                    e = e / torch.norm(e, dim=-1).unsqueeze(-1)
                    per.append([[float("%.7g" % x) for x in row] for row in e.tolist()])
                res.append(per)
            return res

        with torch.no_grad():
            record = {"ids": seqs, "states": normalised(
                base(input_ids=ids, attention_mask=mask, output_hidden_states=True).hidden_states)}
            if flags.get("cut"):  # bert_score's cut: config.num_hidden_layers = k, last_hidden_state
                full = base.config.num_hidden_layers
                cut = []
                for k in range(1, full + 1):
                    base.encoder.config.num_hidden_layers = k
                    try:
                        cut.append(normalised([base(input_ids=ids, attention_mask=mask).last_hidden_state]))
                    except IndexError:  # head_mask sliced to int(k / groups) < inner_group_num entries
                        cut.append("IndexError")
                base.encoder.config.num_hidden_layers = full
                record["cut"] = cut
        expected[name] = record
    with open(os.path.join(out_dir, "hidden-states.json"), "w") as f:
        json.dump(expected, f, separators=(",", ":"))


main()
