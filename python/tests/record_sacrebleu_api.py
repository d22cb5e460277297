"""Records what sacrebleu 2.6.0's Python API returns, for test_sacrebleu_api.py: the numbers the module's
sacrebleu profiles must equal, bit for bit. Run with the reference (../shared/refs/README.md):

    source /work/refs/main/env.sh      # REFS_PY: sacrebleu 2.6.0
    PYTHONPATH=$REFS_PY /usr/bin/python3 python/tests/record_sacrebleu_api.py > python/tests/data/sacrebleu-api.json

The small corpora are ours and stored with the numbers; the WMT17 en-de corpora are named (they are read
from ../shared/data/wmt17-en-de when the test runs). Each case: the metric class and its keyword arguments,
the module's call that reproduces it (``options``), the corpus, and what sacrebleu returned: ``score`` and
the score object's other numbers (BLEU: counts, totals, precisions, bp, sys_len, ref_len; TER: num_edits,
ref_length) for a corpus, or every segment's ``score`` for ``sentence_score`` (BLEU with
``effective_order=True``, as sacrebleu's command line forces at sentence level).
"""
import json
import os
import sys

import sacrebleu
from sacrebleu.metrics import BLEU, CHRF, TER

HERE = os.path.dirname(os.path.abspath(__file__))
WMT17 = os.path.join(HERE, "..", "..", "..", "shared", "data", "wmt17-en-de")

SMALL = {
    "hyps": ["The cat sat on a mat.", "The dog barks at the postman today.", "Hello world!",
             "It rains in Paris, they said.", "We will meet at noon tomorrow.", "Ça coûte 3,50 € — très cher !",
             "Trailing spaces here   ", "東京は雨です。", "", "Numbers 1,000.5 and 2-3 (yes)."],
    "refs": [["The cat sat on the mat.", "A dog barks loudly at the postman.", "Hello there, world!",
              "It is raining in Paris, they say.", "We meet tomorrow at noon.", "Ça coûte 3,50 € : trop cher !",
              "Trailing spaces there", "東京では雨が降っています。", "Nothing.", "Numbers 1,000.5 and 2 - 3 (yes)."],
             ["A cat was sitting on the mat.", "The dog is barking at the mailman.", "Hi world!",
              "They said it rains in Paris.", "Tomorrow we meet at twelve.", "Cela coûte 3,50 €, très cher.",
              "Spaces trailing here", "東京は雨。", "Empty.", "The numbers 1,000.5 and 2-3 (yes)."]],
}

# (metric, sacrebleu keyword arguments); the module takes the same keywords
CORPUS_CASES = [
    ("bleu", {}), ("bleu", {"tokenize": "intl"}), ("bleu", {"tokenize": "char"}), ("bleu", {"tokenize": "zh"}),
    ("bleu", {"tokenize": "none"}), ("bleu", {"lowercase": True}), ("bleu", {"smooth_method": "floor", "smooth_value": 0.1}),
    ("bleu", {"smooth_method": "add-k", "smooth_value": 1}), ("bleu", {"smooth_method": "none"}),
    ("bleu", {"max_ngram_order": 2}), ("bleu", {"effective_order": True}),
    ("chrf", {}), ("chrf", {"word_order": 2}), ("chrf", {"char_order": 4, "beta": 1}), ("chrf", {"lowercase": True}),
    ("chrf", {"whitespace": True}), ("chrf", {"eps_smoothing": True}),
    ("ter", {}), ("ter", {"normalized": True}), ("ter", {"no_punct": True}), ("ter", {"asian_support": True}),
    ("ter", {"case_sensitive": True}),
]
WMT17_SYSTEMS = ["uedin-nmt.4722.de", "online-B.0.de", "PROMT-Rule-based.4735.de"]
WMT17_CASES = [("bleu", {}), ("chrf", {}), ("chrf", {"word_order": 2}), ("ter", {})]
CLASSES = {"bleu": BLEU, "chrf": CHRF, "ter": TER}


def numbers(metric, score):
    out = {"score": score.score}
    if metric == "bleu":
        out.update(counts=score.counts, totals=score.totals, precisions=score.precisions, bp=score.bp,
                   sys_len=score.sys_len, ref_len=score.ref_len)
    elif metric == "ter":
        out.update(num_edits=score.num_edits, ref_length=score.ref_length)
    return out


def lines(name):
    with open(os.path.join(WMT17, name), encoding="utf-8") as f:
        return [l.rstrip("\n") for l in f]


def main():
    cases = []
    for nrefs in (1, 2):
        refs = SMALL["refs"][:nrefs]
        for metric, kwargs in CORPUS_CASES:
            cases.append({"corpus": "small", "nrefs": nrefs, "metric": metric, "kwargs": kwargs, "level": "corpus",
                          "expected": numbers(metric, CLASSES[metric](**kwargs).corpus_score(SMALL["hyps"], refs))})
    for metric, kwargs in [("bleu", {}), ("bleu", {"tokenize": "intl"}), ("chrf", {}), ("chrf", {"word_order": 2}),
                           ("ter", {})]:
        m = CLASSES[metric](**dict(kwargs, effective_order=True) if metric == "bleu" else kwargs)
        scores = [m.sentence_score(h, [r[i] for r in SMALL["refs"][:1]]).score for i, h in enumerate(SMALL["hyps"])]
        cases.append({"corpus": "small", "nrefs": 1, "metric": metric, "kwargs": kwargs, "level": "sentence",
                      "expected": {"score": scores}})
    ref = lines("reference.de")
    for system in WMT17_SYSTEMS:
        hyps = lines(system)
        for metric, kwargs in WMT17_CASES:
            cases.append({"corpus": "wmt17:" + system, "nrefs": 1, "metric": metric, "kwargs": kwargs,
                          "level": "corpus", "expected": numbers(metric, CLASSES[metric](**kwargs).corpus_score(hyps, [ref]))})
    json.dump({"reference": "sacrebleu %s, its Python API (sacrebleu.metrics: BLEU, CHRF, TER; corpus_score,"
                            " sentence_score)" % sacrebleu.__version__,
               "command": "PYTHONPATH=$REFS_PY /usr/bin/python3 python/tests/record_sacrebleu_api.py",
               "small": SMALL, "cases": cases}, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
