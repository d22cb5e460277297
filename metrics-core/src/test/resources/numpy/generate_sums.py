"""Writes numpy-sums.txt: numpy / Python reductions the significance outputs depend on.

Inputs are regenerated identically in Java: v_i = ((i * 7919) % 1000) / 7.0 + 1.0 / (i + 1),
negated when i % 3 == 0 for the signed series. Each line: kind|n|k|values (float repr).
"""
import statistics
import numpy as np


def series(n, signed):
    out = []
    for i in range(n):
        v = ((i * 7919) % 1000) / 7.0 + 1.0 / (i + 1)
        if signed and i % 3 == 0:
            v = -v
        out.append(v)
    return out


lines = ["# numpy " + np.__version__]
for n in [1, 2, 7, 8, 9, 15, 16, 17, 100, 127, 128, 129, 130, 255, 256, 257, 1000, 1001, 4099]:
    for signed in (False, True):
        xs = series(n, signed)
        a = np.array(xs, dtype=np.float64)
        tag = "signed" if signed else "plain"
        lines.append(f"sum-{tag}|{n}|1|{float(a.sum())!r}")
        lines.append(f"npmean-{tag}|{n}|1|{float(a.mean())!r}")
        lines.append(f"statmean-{tag}|{n}|1|{float(statistics.mean(xs))!r}")
for n, k in [(1, 3), (5, 2), (40, 4), (300, 2), (1000, 3)]:
    xs = series(n * k, True)
    a = (np.array(xs, dtype=np.float64) / 3.0).astype(np.float32).reshape(n, k)
    lines.append(f"f32sum|{n}|{k}|" + " ".join(repr(float(x)) for x in a.sum(0)))
with open("numpy-sums.txt", "w") as f:
    f.write("\n".join(lines) + "\n")
