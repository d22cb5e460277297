"""Writes bertscore-models.tsv: every tensor of every weight file of ../shared/data/bertscore-models as an
independent reader sees it: torch.load for the .bin files, the safetensors header read with json and
struct for the .safetensors files. Columns: folder, file, tensor, dtype, shape, SHA-256 of its bytes
(contiguous, little-endian), in the file's own order (the state dict's; the safetensors header's).

Made with Debian's python3-torch 1.13.1:
  cd THIS_FOLDER && /usr/bin/python3 make-bertscore-models-manifest.py /work/shared/data/bertscore-models
"""
import hashlib
import json
import os
import struct
import sys

import torch

DTYPES = {torch.float64: "F64", torch.float32: "F32", torch.float16: "F16", torch.bfloat16: "BF16",
          torch.int64: "I64", torch.int32: "I32", torch.int16: "I16", torch.int8: "I8", torch.uint8: "U8",
          torch.bool: "BOOL"}


def torch_rows(path):
    for name, t in torch.load(path, map_location="cpu").items():
        raw = t.detach().contiguous().reshape(-1).view(torch.uint8).numpy().tobytes()
        yield name, DTYPES[t.dtype], list(t.shape), hashlib.sha256(raw).hexdigest()


def safetensors_rows(path):
    with open(path, "rb") as f:
        n = struct.unpack("<Q", f.read(8))[0]
        header = json.loads(f.read(n))
        data = f.read()
    for name, info in header.items():
        if name == "__metadata__":
            continue
        begin, end = info["data_offsets"]
        yield name, info["dtype"], info["shape"], hashlib.sha256(data[begin:end]).hexdigest()


root = sys.argv[1]
with open("bertscore-models.tsv", "w") as out:
    out.write("# made by make-bertscore-models-manifest.py (torch 1.13.1) from ../shared/data/bertscore-models\n")
    out.write("folder\tfile\ttensor\tdtype\tshape\tsha256\n")
    for folder in sorted(os.listdir(root)):
        for file in sorted(os.listdir(os.path.join(root, folder))):
            path = os.path.join(root, folder, file)
            if file.endswith(".bin"):
                rows = torch_rows(path)
            elif file.endswith(".safetensors"):
                rows = safetensors_rows(path)
            else:
                continue
            for name, dtype, shape, digest in rows:
                out.write(f"{folder}\t{file}\t{name}\t{dtype}\t{json.dumps(shape)}\t{digest}\n")
