#!/usr/bin/env python3
"""The reference side of the METEOR row in docs/performance.md: NLTK 3.8's meteor_score over a
line-aligned corpus (one reference per line, whitespace-split, NLTK's defaults), and the mean of
the segment scores (what `nlg-metrics meteor` prints as the corpus score).

Usage: NLTK_DATA=$NLTK_DATA /usr/bin/python3 nltk_meteor_corpus.py HYP REF
"""
import sys

from nltk.translate.meteor_score import meteor_score


def main():
    total = 0.0
    n = 0
    with open(sys.argv[1], encoding="utf-8") as fh, open(sys.argv[2], encoding="utf-8") as fr:
        for hyp, ref in zip(fh, fr):
            total += meteor_score([ref.split()], hyp.split())
            n += 1
    print("METEOR = %.4f" % (total / n))


if __name__ == "__main__":
    main()
