"""Records transformers 4.26.1's DeBERTa-v2 relative positions for LogBucketsTest:
build_relative_position(1, n, bucket_size, max_position)[0, 0, j] = bucket(-j), and (n, 1) for bucket(+i).

  source $BERTSCORE_REF/env-bertscore.sh
  PYTHONPATH=$BERTSCORE_PYTHONPATH /usr/bin/python3 metrics-bertscore/src/test/scripts/log_buckets.py OUT.json
"""
import json
import sys

from transformers.models.deberta_v2.modeling_deberta_v2 import build_relative_position

N = 1200
out = {}
for bucket, maximum in [(256, 512), (16, 128), (8, 32), (6, 100), (32, 24)]:
    neg = build_relative_position(1, N, bucket, maximum)[0, 0].tolist()  # d = 0 - j
    pos = build_relative_position(N, 1, bucket, maximum)[0, :, 0].tolist()  # d = i - 0
    out["%d,%d" % (bucket, maximum)] = {"negative": neg, "positive": pos}
with open(sys.argv[1], "w") as f:
    json.dump(out, f, separators=(",", ":"))
