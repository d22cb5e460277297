"""Writes the torch fixtures of TorchFixturesTest with the real torch.save, and expected.json: for each file
and tensor, the dtype, the shape and the bytes of t.contiguous() (little-endian, hex).

Made with Debian's python3-torch 1.13.1:  cd THIS_FOLDER && /usr/bin/python3 make-torch-fixtures.py
"""
import collections
import json
import os

import torch

torch.manual_seed(0)
DTYPES = {torch.float64: "F64", torch.float32: "F32", torch.float16: "F16", torch.bfloat16: "BF16",
          torch.int64: "I64", torch.int32: "I32", torch.int16: "I16", torch.int8: "I8", torch.uint8: "U8",
          torch.bool: "BOOL"}


class Tiny(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = torch.nn.Embedding(7, 4)
        self.dense = torch.nn.Linear(4, 3)
        self.norm = torch.nn.LayerNorm(3)
        self.register_buffer("position_ids", torch.arange(5).expand((1, -1)))


def kinds():
    """A module's state_dict (an OrderedDict with _metadata) plus every dtype, views and tied tensors."""
    sd = Tiny().state_dict()
    base = torch.randn(4, 6)
    sd["dtype.f64"] = torch.randn(2, 3, dtype=torch.float64)
    sd["dtype.f16"] = torch.randn(3, 5).half()
    sd["dtype.bf16"] = torch.randn(3, 5).bfloat16()
    sd["dtype.i64"] = torch.tensor([-(2 ** 40), -1, 0, 2 ** 62])
    sd["dtype.i32"] = torch.tensor([[-7, 8], [2 ** 31 - 1, -(2 ** 31)]], dtype=torch.int32)
    sd["dtype.i16"] = torch.tensor([-300, 300, 7], dtype=torch.int16)
    sd["dtype.i8"] = torch.tensor([-128, 127, 0], dtype=torch.int8)
    sd["dtype.u8"] = torch.tensor([0, 255, 17], dtype=torch.uint8)
    sd["dtype.bool"] = torch.tensor([True, False, True])
    sd["shape.scalar"] = torch.tensor(3.25)
    sd["shape.empty"] = torch.zeros(0, 4)
    sd["view.transposed"] = base.t()                 # strides (1, 6)
    sd["view.sliced"] = base[1:3, 2:5]               # storage offset 8, strides (6, 1)
    sd["view.every_other"] = base[:, ::2]            # strides (6, 2)
    sd["tied.a"] = base                              # the same storage as the three views above
    sd["tied.b"] = base
    sd["tied.row"] = base[2]                         # offset 12
    sd["view.expanded"] = torch.randn(3, 1).expand(3, 4)  # stride 0
    sd["view.f16_transposed"] = torch.randn(2, 3).half().t()
    return sd


def save(name, obj, **kwargs):
    torch.save(obj, name, **kwargs)


def expected(obj):
    out = collections.OrderedDict()
    for k, t in obj.items():
        if not isinstance(t, torch.Tensor):
            continue
        flat = t.detach().contiguous().reshape(-1)
        out[k] = {"dtype": DTYPES[t.dtype], "shape": list(t.shape), "hex": flat.view(torch.uint8).numpy().tobytes().hex()}
    return out


class Evil:
    def __reduce__(self):
        return (os.system, ("echo this must never run",))


manifest = collections.OrderedDict()
sd = kinds()
save("torch-kinds.bin", sd)
manifest["torch-kinds.bin"] = expected(sd)

params = collections.OrderedDict([("weight", torch.nn.Parameter(torch.randn(2, 3))),
                                  ("frozen", torch.nn.Parameter(torch.randn(3).half(), requires_grad=False))])
save("torch-parameters.bin", params)
manifest["torch-parameters.bin"] = expected(params)

p4 = collections.OrderedDict([("a", torch.randn(2, 2).bfloat16()), ("b", torch.arange(6).reshape(2, 3).t()),
                              ("c", torch.nn.Parameter(torch.randn(3)))])
save("torch-protocol4.bin", p4, pickle_protocol=4)
manifest["torch-protocol4.bin"] = expected(p4)

save("torch-legacy.bin", {"a": torch.ones(2)}, _use_new_zipfile_serialization=False)
save("torch-hostile.bin", {"w": torch.ones(2), "payload": Evil()})

with open("expected.json", "w") as f:
    json.dump(manifest, f, indent=1)
    f.write("\n")
