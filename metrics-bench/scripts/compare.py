#!/usr/bin/env python3
"""Whole-process speed and memory of nlg-metrics against each reference tool, side by side on
the same files (docs/performance.md). For every workload the reference and ours run alternately,
RUNS times each; the table gives the median wall time and the median peak RSS (`/usr/bin/time`),
the speed-up, and whether both printed the same numbers. `--growth` adds, for our side, the peak
RSS on the corpus repeated 10 times (streaming: it should barely grow).

Needs the references installed as ../shared/refs/README.md says, and only those of the workloads
selected (`source` each setup's env.sh; NEEDS below): REFS_PY (sacrebleu, rouge-score), NLTK_DATA
(meteor), ROUGE155_HOME (rouge155) from setup_refs.sh; REFS_TOK_PY (bleu-flores*, bleu-ja-mecab*:
sacrebleu with SentencePiece 0.1.97 and MeCab + IPADIC; the stand-in models of
conformance-data/spm-models are installed as sacrebleu's under bench-data) from setup_refs_tok.sh;
REFS_NEXT_PYTHONPATH (wer: jiwer on pure-Python rapidfuzz) from setup_refs_next.sh; BERTSCORE_REF and
BERTSCORE_PYTHONPATH (bertscore, bertscore-large: bert_score's own command; bertscore-large also makes its
BERT-large-shaped checkpoint with transformers, make_bert_large.py) from setup_refs_bertscore.sh. Also the WMT17
data in ../shared/data/wmt17-en-de, and `bin/nlg-metrics` (built on first use). Data files are
prepared under metrics-bench/target/bench-data.

Usage: metrics-bench/scripts/compare.py [--runs 3] [--only bleu,chrf,...] [--growth] [--ours-only]
                                       [--java-opts "-XX:TieredStopAtLevel=1"]
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SHARED = os.path.abspath(os.path.join(ROOT, "..", "shared"))
DATA = os.path.join(ROOT, "metrics-bench", "target", "bench-data")
PY = "/usr/bin/python3"
OURS = os.path.join(ROOT, "bin", "nlg-metrics")
SCRIPTS = os.path.dirname(os.path.abspath(__file__))


# bertscore-large: the first pairs of online-B, on a BERT-large-shaped checkpoint made here (1.34 GB).
LARGE_PAIRS = int(os.environ.get("LARGE_PAIRS", "256"))  # --large-pairs N sets it
LARGE_MODEL = os.path.join(DATA, "bert-large-random")


def prepare_large_model(e):
    """The BERT-large-shaped checkpoint (transformers' save_pretrained: pytorch_model.bin), made once."""
    if not os.path.exists(os.path.join(LARGE_MODEL, "pytorch_model.bin")):
        subprocess.run([PY, os.path.join(SCRIPTS, "make_bert_large.py"), LARGE_MODEL], check=True,
                       env=dict(e, PYTHONPATH=e.get("BERTSCORE_PYTHONPATH", "")))


# The paired bootstrap workload: the first six systems in name order, the first being the baseline.
PAIRED_SYSTEMS = ["C-3MA.4959.de", "FBK.4870.de", "KIT.4950.de", "LIUM-NMT.4900.de", "LMU-nmt-reranked.4934.de",
                  "LMU-nmt-single.4893.de"]


def prepare(only=frozenset()):
    """The benchmark corpora: WMT17 16 systems concatenated, one system, generated summaries; x10 copies."""
    os.makedirs(DATA, exist_ok=True)
    wmt = os.path.join(SHARED, "data", "wmt17-en-de")
    if not os.path.isdir(wmt):
        sys.exit("compare.py: %s is missing (the WMT17 outputs); see ../shared/data/README.md" % wmt)
    systems = sorted(f for f in os.listdir(wmt) if f.endswith(".de") and f != "reference.de")
    if not os.path.exists(os.path.join(DATA, "wmt.hyp")):
        with open(os.path.join(DATA, "wmt.hyp"), "wb") as h, open(os.path.join(DATA, "wmt.ref"), "wb") as r:
            for s in systems:
                h.write(open(os.path.join(wmt, s), "rb").read())
                r.write(open(os.path.join(wmt, "reference.de"), "rb").read())
        shutil.copy(os.path.join(wmt, "online-B.0.de"), os.path.join(DATA, "ter.hyp"))
        shutil.copy(os.path.join(wmt, "reference.de"), os.path.join(DATA, "ter.ref"))
    if not os.path.exists(os.path.join(DATA, "large.hyp")) or count(os.path.join(DATA, "large.hyp")) != LARGE_PAIRS:
        for src, dst in (("online-B.0.de", "large.hyp"), ("reference.de", "large.ref")):
            with open(os.path.join(wmt, src), "rb") as f, open(os.path.join(DATA, dst), "wb") as out:
                out.writelines(f.readlines()[:LARGE_PAIRS])
    paired = os.path.join(DATA, "paired")
    if not os.path.exists(os.path.join(paired, "reference.de")):
        os.makedirs(paired, exist_ok=True)
        for s in ["reference.de"] + PAIRED_SYSTEMS:
            shutil.copy(os.path.join(wmt, s), os.path.join(paired, s))
    summ = os.path.join(DATA, "summ")
    if not os.path.exists(os.path.join(summ, "hyp.txt")):
        subprocess.run([PY, os.path.join(SCRIPTS, "make_summaries.py"), summ, "11490", "12"], check=True)
    # sacrebleu's SentencePiece models for -tok flores200/flores101: the stand-ins (BPE, unigram).
    models = os.path.join(DATA, "sacrebleu-home", "models")
    if not os.path.exists(os.path.join(models, "flores200sacrebleuspm")):
        os.makedirs(models, exist_ok=True)
        spm = os.path.join(ROOT, "conformance-data", "spm-models")
        shutil.copy(os.path.join(spm, "bpe-8k.model"), os.path.join(models, "flores200sacrebleuspm"))
        shutil.copy(os.path.join(spm, "unigram-8k.model"), os.path.join(models, "sacrebleu_tokenizer_spm.model"))
    if needs_ja(only):
        prepare_ja()
    for base in ("wmt.hyp", "wmt.ref", "ter.hyp", "ter.ref", "summ/hyp.txt", "summ/ref.txt", "summ/hyp.plain",
                 "summ/ref.plain"):
        big = os.path.join(DATA, base + ".x10")
        if not os.path.exists(big):
            data = open(os.path.join(DATA, base), "rb").read()
            with open(big, "wb") as f:
                for _ in range(10):
                    f.write(data)


ENJA = os.environ.get("ENJA_GIT", os.path.join(os.path.dirname(ROOT), ".mirror", "odashi+small_parallel_enja", "repo"))


def needs_ja(only):
    """Whether the selected workloads (all when `only` is empty) include a ja-mecab one, the only
    ones that read the Japanese corpus: `--only bleu` must not demand it."""
    return not only or any(n.startswith("bleu-ja-mecab") for n in only)


def prepare_ja():
    """The ja-mecab corpora: Tanaka-corpus sentences of odashi/small_parallel_enja (a git snapshot:
    ENJA_GIT, default /work/.mirror/...), the KyTea spaces removed. `ja-2k`: dev + test + the first
    1,000 train lines (2,000); `ja-50k`: train (50,000). The hypothesis is the reference perturbed
    deterministically, as an MT output differs: every 4th line kept, the others with two words
    swapped, a word dropped, or a word taken from the previous line."""
    if os.path.exists(os.path.join(DATA, "ja-50k.hyp")):
        return
    if not os.path.isdir(ENJA):
        sys.exit("compare.py: %s is missing (fetch github:odashi/small_parallel_enja, or set ENJA_GIT)" % ENJA)

    def show(path):
        out = subprocess.run(["git", "--git-dir=" + ENJA, "show", "HEAD:" + path], check=True, stdout=subprocess.PIPE)
        return out.stdout.decode("utf-8").splitlines()

    def write(name, lines):
        ref, hyp, prev = [], [], []
        for i, line in enumerate(lines):
            t = line.split()
            h = list(t)
            n = len(h)
            if i % 4 == 1 and n > 1:
                k = i % (n - 1)
                h[k], h[k + 1] = h[k + 1], h[k]
            elif i % 4 == 2 and n > 1:
                del h[(i * 7) % n]
            elif i % 4 == 3 and prev:
                h[(i * 3) % n] = prev[i % len(prev)]
            ref.append("".join(t))
            hyp.append("".join(h))
            prev = t
        for side, text in (("ref", ref), ("hyp", hyp)):
            with open(os.path.join(DATA, name + "." + side), "w", encoding="utf-8") as f:
                f.write("\n".join(text) + "\n")

    train = show("train.ja")
    write("ja-2k", show("dev.ja") + show("test.ja") + train[:1000])
    write("ja-50k", train)


# What each workload's reference needs from the environment (../shared/refs/README.md); a
# workload not listed needs REFS_PY (sacrebleu, rouge-score) only.
NEEDS = {
    "bleu-flores200": ["REFS_TOK_PY"], "bleu-flores101": ["REFS_TOK_PY"],  # setup_refs_tok.sh
    "bleu-ja-mecab": ["REFS_TOK_PY"], "bleu-ja-mecab-50k": ["REFS_TOK_PY"],
    "wer": ["REFS_NEXT_PYTHONPATH"],  # setup_refs_next.sh
    "rouge155": ["ROUGE155_HOME"], "meteor": ["NLTK_DATA"],
    "bertscore": ["BERTSCORE_REF", "BERTSCORE_PYTHONPATH"],  # setup_refs_bertscore.sh
    "bertscore-large": ["BERTSCORE_REF", "BERTSCORE_PYTHONPATH"],
}


def env(selected):
    """The environment for the selected workloads' names; exits naming any variable they need that is unset."""
    e = dict(os.environ)
    missing = sorted({k for n in selected for k in NEEDS.get(n, ["REFS_PY"]) if k not in e})
    if missing:
        sys.exit("compare.py: %s not set: install the references (../shared/refs/README.md) and "
                 "`source` their env.sh" % ", ".join(missing))
    return e


def workloads(e):
    d = DATA
    sb = [PY, "-m", "sacrebleu"]
    summ = os.path.join(d, "summ")
    r155 = os.path.join(summ, "rouge155")
    types = "rouge1,rouge2,rougeL,rougeLsum"

    def tok(name, tokenizer, what, library, files):
        """BLEU with one of sacrebleu's optional tokenizers (setup_refs_tok.sh's sacrebleu) on files.{ref,hyp}."""
        ref, hyp = "%s/%s.ref" % (d, files), "%s/%s.hyp" % (d, files)
        return dict(name=name, what="BLEU `-tok %s`%s" % (tokenizer, what), ref="sacrebleu 2.6.0 + " + library,
                    ref_cmd=sb + [ref, "-i", hyp, "-m", "bleu", "-tok", tokenizer, "-b"],
                    ours=["bleu", "-r", ref, "-i", hyp, "--tokenize", tokenizer, "-b"], x10=None,
                    env={"SACREBLEU": os.path.join(d, "sacrebleu-home"), "PYTHONPATH": e.get("REFS_TOK_PY", "")},
                    compare="exact")

    return [
        dict(name="bleu", what="BLEU, 16 WMT17 systems concatenated (48,064 segments)", ref="sacrebleu 2.6.0",
             ref_cmd=sb + [d + "/wmt.ref", "-i", d + "/wmt.hyp", "-m", "bleu", "-b"],
             ours=["bleu", "-r", d + "/wmt.ref", "-i", d + "/wmt.hyp", "-b"],
             x10=["bleu", "-r", d + "/wmt.ref.x10", "-i", d + "/wmt.hyp.x10", "-b"], compare="exact"),
        tok("bleu-flores200", "flores200", " (BPE stand-in `bpe-8k`), same segments", "SentencePiece 0.1.97", "wmt"),
        tok("bleu-flores101", "flores101", " (unigram stand-in `unigram-8k`), same segments", "SentencePiece 0.1.97",
            "wmt"),
        tok("bleu-ja-mecab", "ja-mecab", ", 2,000 Tanaka-corpus sentences", "MeCab 0.996 (IPADIC)", "ja-2k"),
        tok("bleu-ja-mecab-50k", "ja-mecab", ", 50,000 Tanaka-corpus sentences", "MeCab 0.996 (IPADIC)", "ja-50k"),
        dict(name="chrf", what="chrF, same", ref="sacrebleu 2.6.0",
             ref_cmd=sb + [d + "/wmt.ref", "-i", d + "/wmt.hyp", "-m", "chrf", "-b"],
             ours=["chrf", "-r", d + "/wmt.ref", "-i", d + "/wmt.hyp", "-b"],
             x10=["chrf", "-r", d + "/wmt.ref.x10", "-i", d + "/wmt.hyp.x10", "-b"], compare="exact"),
        dict(name="chrf++", what="chrF++, same", ref="sacrebleu 2.6.0",
             ref_cmd=sb + [d + "/wmt.ref", "-i", d + "/wmt.hyp", "-m", "chrf", "--chrf-word-order", "2", "-b"],
             ours=["chrf", "-r", d + "/wmt.ref", "-i", d + "/wmt.hyp", "--chrf-word-order", "2", "-b"],
             x10=None, compare="exact"),
        dict(name="paired", what="paired bootstrap (1,000 resamples), BLEU and chrF, 6 WMT17 systems",
             ref="sacrebleu 2.6.0",
             ref_cmd=sb + ["reference.de", "-i"] + PAIRED_SYSTEMS + ["-m", "bleu", "chrf", "--paired-bs"],
             ours=["sacrebleu", "reference.de", "-i"] + PAIRED_SYSTEMS + ["-m", "bleu", "chrf", "--paired-bs"],
             x10=None, cwd=os.path.join(d, "paired"), compare="exact"),
        dict(name="ter", what="TER, online-B (3,004 segments)", ref="sacrebleu 2.6.0",
             ref_cmd=sb + [d + "/ter.ref", "-i", d + "/ter.hyp", "-m", "ter", "-b"],
             ours=["ter", "-r", d + "/ter.ref", "-i", d + "/ter.hyp", "-b"],
             x10=["ter", "-r", d + "/ter.ref.x10", "-i", d + "/ter.hyp.x10", "-b"], compare="exact"),
        dict(name="rouge", what="ROUGE 1/2/L/Lsum + stemmer, 11,490 generated summary pairs", ref="rouge-score 0.1.2",
             ref_cmd=[PY, os.path.join(SCRIPTS, "rouge_score_corpus.py"), summ + "/hyp.txt", summ + "/ref.txt", types],
             ours=["rouge", "-r", summ + "/ref.txt", "-i", summ + "/hyp.txt", "--sentence-sep", "<n>", "-t", types,
                   "--stemmer"],
             x10=["rouge", "-r", summ + "/ref.txt.x10", "-i", summ + "/hyp.txt.x10", "--sentence-sep", "<n>", "-t",
                  types, "--stemmer"], compare="rouge"),
        dict(name="rouge155", what="ROUGE-1.5.5 `-c 95 -r 1000 -n 2 -m -a`, same pairs", ref="ROUGE-1.5.5.pl",
             ref_cmd=["perl", os.path.join(e.get("ROUGE155_HOME", ""), "ROUGE-1.5.5.pl"), "-e",
                      os.path.join(e.get("ROUGE155_HOME", ""), "data"), "-c", "95", "-r", "1000", "-n", "2", "-m", "-a",
                      "settings.xml"],
             ours=["rouge155", "-c", "95", "-r", "1000", "-n", "2", "-m", "-a", "settings.xml"],
             x10=None, cwd=r155, compare="exact"),
        # jiwer 4.0.0 on rapidfuzz 3.14.5's pure-Python fallback (the one installable here): needs
        # REFS_NEXT_PYTHONPATH from ../shared/refs/setup_refs_next.sh. jiwer's own command cannot read
        # these files (it drops a one-character hypothesis line, then refuses the unequal counts), so
        # the reference side is jiwer.wer on the lines as `nlg-metrics wer` reads them.
        dict(name="wer", what="WER (jiwer), 16 WMT17 systems concatenated (48,064 segments)", ref="jiwer 4.0.0",
             ref_cmd=["env", "PYTHONPATH=" + e.get("REFS_NEXT_PYTHONPATH", ""), "RAPIDFUZZ_IMPLEMENTATION=python", PY,
                      "-c", "import sys, jiwer\n"
                      "def lines(p):\n"
                      "    t = open(p, encoding='utf-8', newline='').read().split('\\n')\n"
                      "    return t[:-1] if t and t[-1] == '' else t\n"
                      "print(jiwer.wer(lines(sys.argv[1]), lines(sys.argv[2])))",
                      d + "/wmt.ref", d + "/wmt.hyp"],
             ours=["wer", "-r", d + "/wmt.ref", "-i", d + "/wmt.hyp", "-b"],
             x10=["wer", "-r", d + "/wmt.ref.x10", "-i", d + "/wmt.hyp.x10", "-b"], compare="exact"),
        # bert_score's own command (the slow tokenizer: its --use_fast_tokenizer flag is inverted), run where
        # the converted model resolves by name; ours resolves the same name to the bundled ONNX export.
        dict(name="bertscore", what="BERTScore (all-MiniLM-L6-v2, layer 6), WMT17 online-B (3,004 pairs)",
             ref="bert_score 0.3.13 (torch 1.13.1)",
             ref_cmd=["sh", "-c", 'cd "$1" && shift && exec "$@"', "sh",
                      os.path.join(e.get("BERTSCORE_REF", ""), "models"), "env",
                      "PYTHONPATH=" + e.get("BERTSCORE_PYTHONPATH", ""), "HF_HUB_OFFLINE=1", "TRANSFORMERS_OFFLINE=1",
                      "/usr/bin/python3", "-c",
                      'import sys; sys.argv[0] = "bert-score"; from bert_score_cli.score import main; main()',
                      "-r", d + "/ter.ref", "-c", d + "/ter.hyp", "-m", "sentence-transformers/all-MiniLM-L6-v2",
                      "-l", "6", "--use_fast_tokenizer"],
             ours=["bert-score", "-r", d + "/ter.ref", "-c", d + "/ter.hyp", "-m",
                   "sentence-transformers/all-MiniLM-L6-v2", "-l", "6", "--use_fast_tokenizer"],
             x10=None, compare="bertscore"),
        # the same command on a checkpoint folder: BERT-large's shape (335 M parameters), random weights, read by
        # transformers (bert_score) and by our checkpoint reader and Java-built graph (ours)
        dict(name="bertscore-large", what="BERTScore on a BERT-large-shaped checkpoint (1.34 GB, layer 24), %d pairs"
             % LARGE_PAIRS, ref="bert_score 0.3.13 (torch 1.13.1)",
             ref_cmd=["env", "PYTHONPATH=" + e.get("BERTSCORE_PYTHONPATH", ""), "HF_HUB_OFFLINE=1",
                      "TRANSFORMERS_OFFLINE=1", "/usr/bin/python3", "-c",
                      'import sys; sys.argv[0] = "bert-score"; from bert_score_cli.score import main; main()',
                      "-r", d + "/large.ref", "-c", d + "/large.hyp", "-m", LARGE_MODEL, "-l", "24",
                      "--use_fast_tokenizer"],
             ours=["bert-score", "-r", d + "/large.ref", "-c", d + "/large.hyp", "-m", LARGE_MODEL, "-l", "24",
                   "--use_fast_tokenizer"],
             x10=None, compare="bertscore"),
        dict(name="meteor", what="METEOR (NLTK profile), same pairs", ref="NLTK 3.8",
             ref_cmd=[PY, os.path.join(SCRIPTS, "nltk_meteor_corpus.py"), summ + "/hyp.plain", summ + "/ref.plain"],
             ours=["meteor", "-r", summ + "/ref.plain", "-i", summ + "/hyp.plain"],
             x10=["meteor", "-r", summ + "/ref.plain.x10", "-i", summ + "/hyp.plain.x10"], compare="last-number"),
    ]


def timed(cmd, cwd, e):
    """(wall seconds, peak RSS MB, stdout) of one run under /usr/bin/time."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as t:
        p = subprocess.run(["/usr/bin/time", "-o", t.name, "-f", "%e %M"] + cmd, cwd=cwd, env=e,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if p.returncode != 0:
            sys.exit("compare.py: failed (%d): %s\n%s" % (p.returncode, " ".join(cmd), p.stderr[-2000:]))
        wall, rss = t.read().split()[-2:]
    return float(wall), int(rss) / 1024.0, p.stdout


def same(kind, a, b):
    if kind == "exact":
        return a.strip() == b.strip()
    if kind == "last-number":
        return a.split()[-1] == b.split()[-1]
    if kind == "rouge":  # the type lines of ours against the reference driver's
        ours = [l.split() for l in b.splitlines() if l.startswith("rouge")]
        ref = [l.split() for l in a.splitlines() if l.startswith("rouge")]
        return ours == ref
    if kind == "bertscore":  # HASH P: x R: y F1: z, 6 decimals of float32 means: the hash equal, one unit apart at most
        num = re.compile(r"-?\d+\.\d+")
        ta, tb = a.split(), b.split()
        if len(ta) != len(tb) or [t for t in ta if not num.fullmatch(t)] != [t for t in tb if not num.fullmatch(t)]:
            return False
        return all(abs(float(x) - float(y)) < 1.5e-6 for x, y in zip(ta, tb) if num.fullmatch(x))
    return False


def count(path):
    with open(path, "rb") as f:
        return sum(1 for _ in f)


def main():
    global LARGE_PAIRS
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--only", default="")
    ap.add_argument("--growth", action="store_true")
    ap.add_argument("--ours-only", action="store_true")
    ap.add_argument("--java-opts", default=None, help="NLG_METRICS_JAVA_OPTS for our runs (e.g. to compare JVM flags)")
    ap.add_argument("--large-pairs", type=int, default=LARGE_PAIRS,
                    help="pairs of the bertscore-large workload (default 256; bert_score takes minutes per 64 pairs)")
    a = ap.parse_args()
    LARGE_PAIRS = a.large_pairs
    only = set(filter(None, a.only.split(",")))
    prepare(only)
    names = [w["name"] for w in workloads(dict(os.environ))]
    unknown = sorted(only - set(names))
    if unknown:
        sys.exit("compare.py: unknown workload(s) %s (known: %s)" % (", ".join(unknown), ", ".join(names)))
    e = env([n for n in names if not only or n in only] if not a.ours_only else [])
    if not only or "bertscore-large" in only:
        prepare_large_model(e)
    e["PYTHONPATH"] = e.get("REFS_PY", "")
    e["NLG_METRICS_PROGRESS"] = "0"
    if a.java_opts is not None:
        e["NLG_METRICS_JAVA_OPTS"] = a.java_opts
    subprocess.run([OURS, "--version"], check=True, stdout=subprocess.DEVNULL)  # build + CDS archive, untimed
    rows = []
    for w in workloads(e):
        if only and w["name"] not in only:
            continue
        cwd = w.get("cwd", ROOT)
        we = dict(e, **w.get("env", {}))
        ref_runs, our_runs = [], []
        ref_out = our_out = ""
        for _ in range(a.runs):
            if not a.ours_only:
                wall, rss, ref_out = timed(w["ref_cmd"], cwd, we)
                ref_runs.append((wall, rss))
            wall, rss, our_out = timed([OURS] + w["ours"], cwd, we)
            our_runs.append((wall, rss))
        row = dict(w=w, ours=med(our_runs), ref=med(ref_runs) if ref_runs else None,
                   match=same(w["compare"], ref_out, our_out) if ref_runs else None)
        if a.growth and w.get("x10"):
            row["x10"] = med([timed([OURS] + w["x10"], cwd, e)[:2] for _ in range(a.runs)])
        rows.append(row)
        print_row(row, file=sys.stderr)
    print("| workload | reference | reference: wall, peak RSS | ours: wall, peak RSS | speed-up | same numbers |"
          + (" ours on 10x: wall, peak RSS (growth) |" if a.growth else ""))
    print("|---|---|---|---|---|---|" + ("---|" if a.growth else ""))
    for r in rows:
        print(print_row(r, a.growth))


def med(runs):
    return statistics.median(x[0] for x in runs), statistics.median(x[1] for x in runs)


def print_row(r, growth=False, file=None):
    w, (ow, orss) = r["w"], r["ours"]
    ref = "%.2f s, %.0f MB" % r["ref"] if r["ref"] else "-"
    speed = "**%.1fx**" % (r["ref"][0] / ow) if r["ref"] else "-"
    match = {True: "yes", False: "NO", None: "-"}[r["match"]]
    line = "| %s | %s | %s | %.2f s, %.0f MB | %s | %s |" % (w["what"], w["ref"], ref, ow, orss, speed, match)
    if growth:
        line += (" %.2f s, %.0f MB (%+.0f%%) |" % (r["x10"][0], r["x10"][1], 100 * (r["x10"][1] / orss - 1))
                 if "x10" in r else " - |")
    if file:
        print(line, file=file)
    return line


if __name__ == "__main__":
    main()
