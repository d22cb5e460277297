#!/usr/bin/env python3
"""The Python module's calls, timed side by side with sacrebleu in-process (issue 40): a benchmark, not a test.

    source REFS/env.sh                                     # REFS_PY: sacrebleu 2.6.0 (../shared/refs/README.md)
    python3 metrics-bench/scripts/python_session.py [--calls 300] [--warmup 300] [--repeats 5]

(REFS_PY is put on sys.path; the python3 must import sacrebleu's dependencies: Debian's /usr/bin/python3.)

What it measures, in one process, alternating ours and sacrebleu's where both run:
  1. the first call of a session (the worker's JVM start, then a two-segment BLEU);
  2. a warm two-segment BLEU call: after --warmup calls, the median (p10, p90) of --calls calls,
     nlg_metrics.score("bleu", ...) against sacrebleu's BLEU().corpus_score(...) on the same texts; and the
     CPU time of such a call (the worker's threads from /proc, Python's own), which a loaded machine inflates
     less than the wall time;
  3. BLEU and chrF on WMT17 en-de's 3,004 segments (uedin-nmt.4722.de against reference.de): median of
     --repeats warm calls each, against sacrebleu's corpus_bleu / corpus_chrf, the numbers checked equal;
  4. the same BLEU call run the old way, one process per call (Session with its per-call route forced);
  5. METEOR (WordNet) and BERTScore (the bundled all-MiniLM-L6-v2): a session's first call (the table or
     the model loaded) and the later ones.
The command is NLG_METRICS_CMD, else bin/nlg-metrics of this checkout. It prints a Markdown table.
"""
import argparse
import os
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "python"))
if os.environ.get("REFS_PY"):
    sys.path.append(os.environ["REFS_PY"])
import nlg_metrics  # noqa: E402

WMT17 = os.path.join(os.environ.get("NLG_METRICS_SHARED") or os.path.join(ROOT, "..", "shared"), "data", "wmt17-en-de")
HYPS = ["The cat sat on a mat.", "The dog barks."]
REFS = ["The cat sat on the mat.", "A dog barks loudly."]


def lines(name):
    with open(os.path.join(WMT17, name), encoding="utf-8") as f:
        return [l.rstrip("\n") for l in f]


def timed(fn):
    t = time.perf_counter()
    out = fn()
    return time.perf_counter() - t, out


def cpu_seconds(pid):
    """User and system CPU time of process ``pid``'s threads (Linux /proc), in seconds, by thread name
    (``java``: the JVM's main thread, serve's request loop; ``nlg-metrics-ser``: its command builder; the JIT's
    and the GC's threads)."""
    out = {}
    for tid in os.listdir("/proc/%d/task" % pid):
        try:
            with open("/proc/%d/task/%s/stat" % (pid, tid)) as f:
                stat = f.read()
        except OSError:
            continue                     # a thread that ended meanwhile
        name, fields = stat[stat.index("(") + 1:stat.rindex(")")], stat.rsplit(")", 1)[1].split()
        out[name] = out.get(name, 0) + (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return out


def cpu_per_call(before, after, calls):
    """ms of CPU per call, by role: the request thread, the command builder, everything else (JIT, GC)."""
    delta = {k: after.get(k, 0) - before.get(k, 0) for k in after}
    request, builder = delta.pop("java", 0), delta.pop("nlg-metrics-ser", 0)
    return tuple(1e3 * x / calls for x in (request, builder, sum(delta.values())))


def summary(ts):
    ts = sorted(ts)
    return "%.2f ms (p10 %.2f, p90 %.2f)" % (1e3 * statistics.median(ts), 1e3 * ts[len(ts) // 10],
                                            1e3 * ts[(9 * len(ts)) // 10])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--calls", type=int, default=300)
    ap.add_argument("--warmup", type=int, default=300)
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args()
    cmd = None if os.environ.get("NLG_METRICS_CMD") else [os.path.join(ROOT, "bin", "nlg-metrics")]
    try:
        from sacrebleu.metrics import BLEU, CHRF
        import sacrebleu
    except ImportError:
        sys.exit("sacrebleu is not importable: source the reference env (../shared/refs/README.md) and set PYTHONPATH")
    rows = []
    load = os.getloadavg()[0]

    s = nlg_metrics.Session(cmd)
    first, _ = timed(lambda: s.score("bleu", HYPS, REFS))
    rows.append(("first call of a session (JVM start + 2-segment BLEU)", "%.2f s" % first, "import sacrebleu: n/a"))

    for _ in range(args.warmup):
        s.score("bleu", HYPS, REFS)
        BLEU().corpus_score(HYPS, [REFS])
    worker_cpu, own_cpu = cpu_seconds(s._proc.pid), time.process_time()
    for _ in range(args.calls):
        s.score("bleu", HYPS, REFS)
    worker_cpu = cpu_per_call(worker_cpu, cpu_seconds(s._proc.pid), args.calls)
    own_cpu = (time.process_time() - own_cpu) / args.calls
    theirs_cpu = time.process_time()
    for _ in range(args.calls):
        BLEU().corpus_score(HYPS, [REFS])
    theirs_cpu = (time.process_time() - theirs_cpu) / args.calls
    ours, theirs = [], []
    for _ in range(args.calls):
        ours.append(timed(lambda: s.score("bleu", HYPS, REFS))[0])
        theirs.append(timed(lambda: BLEU().corpus_score(HYPS, [REFS]))[0])
    assert s.score("bleu", HYPS, REFS)["score"] == BLEU().corpus_score(HYPS, [REFS]).score
    rows.append(("warm 2-segment BLEU call, median of %d" % args.calls, summary(ours), summary(theirs)))
    rows.append(("  its CPU time per call (the load inflates it less): the worker's request thread + its command"
                 " builder (in parallel) + JIT and GC; Python", "%.2f + %.2f + %.2f ms; %.2f ms"
                 % (worker_cpu + (1e3 * own_cpu,)), "%.2f ms" % (1e3 * theirs_cpu)))

    if os.path.isdir(WMT17):
        hyps, ref = lines("uedin-nmt.4722.de"), lines("reference.de")
        for name, ours_fn, theirs_fn in [
                ("BLEU", lambda: s.score("bleu", hyps, ref, quiet=True), lambda: sacrebleu.corpus_bleu(hyps, [ref])),
                ("chrF", lambda: s.score("chrf", hyps, ref, quiet=True), lambda: sacrebleu.corpus_chrf(hyps, [ref]))]:
            ours_fn()
            o, t = [], []
            for _ in range(args.repeats):
                dt, a = timed(ours_fn)
                o.append(dt)
                dt, b = timed(theirs_fn)
                t.append(dt)
                assert a["score"] == b.score, (name, a["score"], b.score)
            rows.append(("WMT17 en-de %s, 3,004 segments, warm, median of %d" % (name, args.repeats),
                         "%.1f ms" % (1e3 * statistics.median(o)), "%.1f ms" % (1e3 * statistics.median(t))))
    s.close()

    old = nlg_metrics.Session(cmd)
    old._serves = False
    per_call = [timed(lambda: old.score("bleu", HYPS, REFS))[0] for _ in range(args.repeats)]
    rows.append(("2-segment BLEU, one process per call (the module before serve), median of %d" % args.repeats,
                 "%.0f ms" % (1e3 * statistics.median(per_call)), ""))
    old.close()

    b = nlg_metrics.Session(cmd)
    b.score("bleu", HYPS, REFS)
    first, _ = timed(lambda: b.score("meteor", HYPS, REFS))
    second = [timed(lambda: b.score("meteor", HYPS, REFS))[0] for _ in range(args.repeats)]
    rows.append(("METEOR 2 segments: first call of a session (WordNet loaded)", "%.0f ms" % (1e3 * first), ""))
    rows.append(("METEOR 2 segments: later calls (WordNet kept), median of %d" % args.repeats,
                 "%.1f ms" % (1e3 * statistics.median(second)), ""))
    first, _ = timed(lambda: b.score("bertscore", HYPS, REFS))
    second = [timed(lambda: b.score("bertscore", HYPS, REFS))[0] for _ in range(args.repeats)]
    rows.append(("BERTScore 2 segments: first call of a session (model loaded)", "%.0f ms" % (1e3 * first), ""))
    rows.append(("BERTScore 2 segments: later calls (model kept), median of %d" % args.repeats,
                 "%.1f ms" % (1e3 * statistics.median(second)), ""))
    b.close()

    print("| call | nlg_metrics (Session) | sacrebleu in-process |")
    print("|---|---|---|")
    for r in rows:
        print("| %s | %s | %s |" % r)
    print("\nload average at the start: %.2f (%d cores); python %s; sacrebleu %s"
          % (load, os.cpu_count(), sys.version.split()[0], sacrebleu.__version__))


if __name__ == "__main__":
    main()
