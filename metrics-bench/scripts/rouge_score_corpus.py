#!/usr/bin/env python3
"""The reference side of the ROUGE row in docs/performance.md: Google rouge-score 0.1.2 over a
line-aligned corpus, as `nlg-metrics rouge --sentence-sep '<n>' --stemmer` reads it. Prints the
mean precision, recall and F of each type (what our `--aggregate mean` prints).

Usage: PYTHONPATH=$REFS_PY /usr/bin/python3 rouge_score_corpus.py HYP REF [TYPES=rouge1,rouge2,rougeL,rougeLsum]
"""
import sys

from rouge_score import rouge_scorer


def main():
    hyp_path, ref_path = sys.argv[1], sys.argv[2]
    types = (sys.argv[3] if len(sys.argv) > 3 else "rouge1,rouge2,rougeL,rougeLsum").split(",")
    scorer = rouge_scorer.RougeScorer(types, use_stemmer=True)
    sums = {t: [0.0, 0.0, 0.0] for t in types}
    n = 0
    with open(hyp_path, encoding="utf-8") as fh, open(ref_path, encoding="utf-8") as fr:
        for hyp, ref in zip(fh, fr):
            hyp = hyp.rstrip("\n").replace("<n>", "\n")
            ref = ref.rstrip("\n").replace("<n>", "\n")
            scores = scorer.score(ref, hyp)  # rouge-score takes (target, prediction)
            for t in types:
                s = scores[t]
                sums[t][0] += s.precision
                sums[t][1] += s.recall
                sums[t][2] += s.fmeasure
            n += 1
    for t in types:
        p, r, f = (x / n for x in sums[t])
        print("%-10s P=%.4f R=%.4f F=%.4f" % (t, p, r, f))


if __name__ == "__main__":
    main()
