"""Writes numpy-expectations.txt: draws of numpy's SeedSequence, PCG64 and Generator.

Run from this directory with the numpy to match (python3 generate_expectations.py).
Each line: kind|seed|arguments|values (space-separated decimal; uint64 as unsigned).
"""
import numpy as np

SEEDS = [0, 1, 7, 99, 2024, 12345, 2**32 + 5, 2**64 - 1, 2**128 - 1, 2**200 + 7]
lines = ["# numpy " + np.__version__]
for s in SEEDS:
    ss = np.random.SeedSequence(s)
    lines.append(f"state32|{s}|9|" + " ".join(str(int(x)) for x in ss.generate_state(9, np.uint32)))
    lines.append(f"state64|{s}|4|" + " ".join(str(int(x)) for x in ss.generate_state(4, np.uint64)))
    lines.append(f"raw|{s}|12|" + " ".join(str(int(x)) for x in np.random.PCG64(s).random_raw(12)))
for s in [0, 7, 99, 2024, 12345]:
    for n in [2, 3, 5, 41, 58, 1000, 3000, 2**31 - 1, 2**32 - 1, 2**32, 2**32 + 1, 2**40 + 3, 2**62 + 12345]:
        v = np.random.default_rng(s).integers(0, n, size=25)
        lines.append(f"integers|{s}|{n}|" + " ".join(str(int(x)) for x in v))
    for n in [1, 2, 11, 44, 60]:
        v = np.random.default_rng(s).choice(n, size=(7, n), replace=True).ravel()
        lines.append(f"choice|{s}|{n}|" + " ".join(str(int(x)) for x in v))
    v = np.random.default_rng(s).integers(2, size=(3, 45), dtype=bool).ravel()
    lines.append(f"bool|{s}|135|" + " ".join(str(int(x)) for x in v))
    # a boolean fill followed by a choice on the same generator: the 32-bit half-word
    # buffer of PCG64 carries over from one call to the next
    g = np.random.default_rng(s)
    a = g.integers(2, size=(2, 35), dtype=bool).ravel()
    b = g.choice(17, size=(3, 17), replace=True).ravel()
    lines.append(f"boolchoice|{s}|70,17|" + " ".join(str(int(x)) for x in np.concatenate([a.astype(np.int64), b])))
with open("numpy-expectations.txt", "w") as f:
    f.write("\n".join(lines) + "\n")
