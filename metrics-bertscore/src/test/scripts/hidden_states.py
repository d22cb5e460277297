"""Records transformers 4.26.1's hidden states for CheckpointHiddenStatesTest.

Run with the reference environment of ../shared/refs (setup_refs_bertscore.sh):
  source $BERTSCORE_REF/env-bertscore.sh
  PYTHONPATH=$BERTSCORE_PYTHONPATH /usr/bin/python3 metrics-bertscore/src/test/scripts/hidden_states.py \
      OUT.json NAME=MODEL_DIR [NAME=MODEL_DIR ...]
For each model: two id sequences run as one padded batch (the second shorter), every hidden state
(output_hidden_states), each token's state L2-normalised in float32 as bert_score does, written with 9
significant digits.
"""
import json
import os
import shutil
import struct
import sys
import tempfile

import numpy
import torch
from transformers import AutoConfig, AutoModel

DTYPES = {"F32": numpy.float32, "F16": numpy.float16, "F64": numpy.float64, "I64": numpy.int64}


def read_safetensors(path):
    """A safetensors file as a state dict (this environment has no safetensors package)."""
    with open(path, "rb") as f:
        data = f.read()
    (n,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8 : 8 + n])
    out = {}
    for name, t in header.items():
        if name == "__metadata__":
            continue
        start, end = t["data_offsets"]
        buf = data[8 + n + start : 8 + n + end]
        if t["dtype"] == "BF16":
            a = numpy.frombuffer(buf, dtype=numpy.uint16).astype(numpy.uint32) << 16
            arr = torch.from_numpy(a.view(numpy.float32).copy()).to(torch.bfloat16)
        else:
            arr = torch.from_numpy(numpy.frombuffer(buf, dtype=DTYPES[t["dtype"]]).copy())
        out[name] = arr.reshape(t["shape"])
    return out


def loadable(path):
    """The folder itself when transformers can read it here, else a copy with the safetensors as a .bin."""
    files = os.listdir(path)
    if any(f.startswith("pytorch_model") for f in files):
        return path
    state = {}
    for f in sorted(files):
        if f.endswith(".safetensors"):
            state.update(read_safetensors(os.path.join(path, f)))
    tmp = tempfile.mkdtemp()
    for f in files:
        if not f.endswith(".safetensors") and not f.endswith(".index.json"):
            shutil.copy(os.path.join(path, f), tmp)
    torch.save(state, os.path.join(tmp, "pytorch_model.bin"))
    return tmp


def sequences(config):
    vocab = config.vocab_size
    pad = config.pad_token_id if config.pad_token_id is not None else 0
    g = torch.Generator().manual_seed(1234)
    a = torch.randint(5, vocab, (9,), generator=g).tolist()
    b = torch.randint(5, vocab, (5,), generator=g).tolist()
    a[0], b[0] = 2, 2
    if config.model_type in ("roberta", "xlm-roberta", "camembert"):
        a[4] = pad  # a <pad> written in the text: positions stop advancing there
    return [a, b], pad


def main():
    out = {}
    for arg in sys.argv[2:]:
        name, path = arg.split("=", 1)
        path = loadable(path)
        config = AutoConfig.from_pretrained(path)
        model = AutoModel.from_pretrained(path)
        model.eval()
        seqs, pad = sequences(config)
        length = max(len(s) for s in seqs)
        ids = torch.tensor([s + [pad] * (length - len(s)) for s in seqs])
        mask = torch.tensor([[1] * len(s) + [0] * (length - len(s)) for s in seqs])
        with torch.no_grad():
            hs = model(input_ids=ids, attention_mask=mask, output_hidden_states=True).hidden_states
        states = []
        for i, s in enumerate(seqs):
            per = []
            for h in hs:
                e = h[i, : len(s)]
                e = e / torch.norm(e, dim=-1).unsqueeze(-1)
                per.append([[float("%.9g" % x) for x in row] for row in e.tolist()])
            states.append(per)
        out[name] = {"ids": seqs, "states": states}
    with open(sys.argv[1], "w") as f:
        json.dump(out, f, separators=(",", ":"))


main()
