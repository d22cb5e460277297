"""A BERT-large-shaped checkpoint with random weights (335 M parameters, 1.34 GB in float32), written by
transformers' own save_pretrained (pytorch_model.bin, as transformers 4.26.1 writes it without the safetensors
package), with bert-base-uncased's WordPiece vocabulary (all-MiniLM-L6-v2's, the same 30,522 tokens) for the
tokenizer: the speed workload `bertscore-large` of compare.py, which runs bert_score's command and ours on it.

  source $BERTSCORE_REF/env-bertscore.sh
  PYTHONPATH=$BERTSCORE_PYTHONPATH /usr/bin/python3 metrics-bench/scripts/make_bert_large.py OUT_DIR
"""
import json
import os
import shutil
import sys

import torch
from transformers import BertConfig, BertModel

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
torch.manual_seed(20261128)
config = BertConfig(vocab_size=30522, hidden_size=1024, num_hidden_layers=24, num_attention_heads=16,
                    intermediate_size=4096, max_position_embeddings=512, hidden_dropout_prob=0.0,
                    attention_probs_dropout_prob=0.0)
model = BertModel(config)  # transformers' own initialisation: N(0, 0.02) matrices, LayerNorm 1/0
model.save_pretrained(out)
vocab = os.path.join(os.environ["BERTSCORE_REF"], "models", "sentence-transformers", "all-MiniLM-L6-v2", "vocab.txt")
shutil.copy(vocab, os.path.join(out, "vocab.txt"))
with open(os.path.join(out, "tokenizer_config.json"), "w") as f:
    json.dump({"tokenizer_class": "BertTokenizer", "do_lower_case": True, "model_max_length": 512}, f)
print("%s: %d parameters" % (out, sum(p.numel() for p in model.parameters())))
