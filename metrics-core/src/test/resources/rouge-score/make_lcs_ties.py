"""Writes lcs-ties.tsv: rouge-score 0.1.2's own LCS read-out and rougeLsum on tie-heavy inputs.

Run (where rouge-score is installed; see ../../../../../../shared/refs/README.md):
    source /work/refs/env.sh
    PYTHONPATH=$REFS_PY /usr/bin/python3 make_lcs_ties.py > lcs-ties.tsv

Rows (tab-separated; sentences of a text separated by '|', tokens by spaces):
    lcs_ind   <ref tokens>  <can tokens>  <ascending indices into ref>
    rougeLsum <target>      <prediction>  <precision> <recall> <fmeasure>   (repr of the floats)
Small alphabets make many equal-length LCSs, so the rows pin down _backtrack_norec's tie-breaking.
"""
import random

from rouge_score import rouge_scorer

rng = random.Random(20261122)
WORDS = ["a", "b", "c", "d", "e", "f"]


def words(n, k):
    return [rng.choice(WORDS[:k]) for _ in range(n)]


def ints(ws):
    return " ".join(str(WORDS.index(w)) for w in ws)


print("# rouge-score 0.1.2: rouge_scorer.lcs_ind(ref, can) and RougeScorer(['rougeLsum']).score(target, prediction); made by make_lcs_ties.py")
for _ in range(300):
    k = rng.choice([2, 3, 4, 6])
    ref = words(rng.randint(0, 40 if rng.random() < 0.2 else 12), k)
    can = words(rng.randint(0, 40 if rng.random() < 0.2 else 12), k)
    idx = rouge_scorer.lcs_ind(ref, can)
    print("lcs_ind\t%s\t%s\t%s" % (ints(ref), ints(can), " ".join(map(str, idx))))

scorer = rouge_scorer.RougeScorer(["rougeLsum"])
for _ in range(300):
    k = rng.choice([2, 3, 4, 6])
    target = [" ".join(words(rng.randint(1, 10), k)) for _ in range(rng.randint(1, 4))]
    prediction = [" ".join(words(rng.randint(1, 10), k)) for _ in range(rng.randint(1, 4))]
    s = scorer.score("\n".join(target), "\n".join(prediction))["rougeLsum"]
    print("rougeLsum\t%s\t%s\t%r\t%r\t%r" % ("|".join(target), "|".join(prediction), s.precision, s.recall, s.fmeasure))
