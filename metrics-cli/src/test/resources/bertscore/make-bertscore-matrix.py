# The bert-score drop-in matrix: bert_score 0.3.13's own command (Tiiiger/bert_score dbcf6db, `bert_score_cli/score.py`)
# on transformers 4.26.1 and torch 1.13.1 (Debian, CPU), model sentence-transformers/all-MiniLM-L6-v2 (the ONNX
# weights of the langchain4j jar converted to a BertModel directory by ../shared/refs/setup_refs_bertscore.sh).
# Each case records its arguments, exit code, stdout and the last line of stderr; the first output line records
# this command and the input files.
# Run: source DIR/env-bertscore.sh && python3 make-bertscore-matrix.py > matrix.jsonl
# (python3 make-bertscore-matrix.py N >> matrix.jsonl records only the cases from number N on, without the
# first line: how cases appended to CASES are added to an existing recording.)
# (DIR as given to setup_refs_bertscore.sh; the model resolves as sentence-transformers/all-MiniLM-L6-v2 in the
# working directory, which holds the files below and a link to $BERTSCORE_REF/models/sentence-transformers.)
import json, os, subprocess, sys, tempfile

M = "sentence-transformers/all-MiniLM-L6-v2"
LONG = " ".join(["the committee discussed the annual budget and the new building plans"] * 60)
FILES = {
    "cand.txt": "The cat sat on the mat.\nA quick brown fox jumps over the lazy dog!\nHello, wörld — naïve café.\n"
                "Researchers released a new model for summarisation yesterday.\nIt rained all day in Paris.\n",
    "ref.txt": "A cat was sitting on the mat.\nThe quick brown fox jumped over a lazy dog.\nhello world, naive cafe\n"
               "Yesterday a new summarization model was released by researchers.\nParis had rain the whole day.\n",
    "ref2.txt": "There is a cat on the mat.\nA fast fox leaps over a sleepy dog.\nHi world.\n"
                "A model for summaries came out.\nIt was raining in Paris.\n",
    "blank-cand.txt": "The cat sat on the mat.\n\n   \nIt rained all day in Paris.\nsome words here\n",
    "blank-ref.txt": "A cat was sitting on the mat.\nnot empty\n\nParis had rain the whole day.\n\t\n",
    "crlf-cand.txt": "The cat sat on the mat.\r\nIt rained all day in Paris.\r\n",
    "crlf-ref.txt": "A cat was sitting on the mat.\r\nParis had rain the whole day.\r\n",
    "long-cand.txt": LONG + "\nshort line\n",
    "long-ref.txt": LONG.replace("annual", "yearly") + "\na short line\n",
    "uni-cand.txt": "東京は今日晴れです。\nΟΔΟΣ ΣΟΦΙΑΣ\nемодзи 👍🏽 и ﬁne\n",
    "uni-ref.txt": "今日は東京で晴れ。\nοδος σοφιας\nemoji 👍 and fine\n",
    "short-ref.txt": "A cat was sitting on the mat.\nThe quick brown fox jumped over a lazy dog.\n",
    "empty.txt": "",
    "baseline.csv": "LAYER,P,R,F\n0,0.61,0.62,0.615\n1,0.52,0.53,0.525\n2,0.45,0.46,0.455\n3,0.40,0.41,0.405\n"
                    "4,0.36,0.37,0.365\n5,0.33,0.34,0.335\n6,0.30,0.31,0.305\n",
}
SLOW = ["--use_fast_tokenizer"]  # inverted in bert_score_cli: WITH the flag the slow tokenizer runs
CASES = []


def add(*args):
    CASES.append(list(args))


base = ["-m", M]
add("-r", "ref.txt", "-c", "cand.txt", *base, "-l", "6", *SLOW)
add("-r", "ref.txt", "-c", "cand.txt", *base, "-l", "6", *SLOW, "-s")
add("-r", "ref.txt", "ref2.txt", "-c", "cand.txt", *base, "-l", "6", *SLOW)
add("-r", "ref.txt", "ref2.txt", "-c", "cand.txt", *base, "-l", "6", *SLOW, "-s")
add("-r", "ref.txt", "-c", "cand.txt", *base, "-l", "6", *SLOW, "--idf", "-s")
add("-r", "ref.txt", "ref2.txt", "-c", "cand.txt", *base, "-l", "6", *SLOW, "--idf", "-s")
for layer in range(0, 6):
    add("-r", "ref.txt", "-c", "cand.txt", *base, "-l", str(layer), *SLOW, "-s")
add("-r", "ref.txt", "-c", "cand.txt", *base, *SLOW, "-s")  # no -l: the model's default (unknown model)
add("-r", "ref.txt", "-c", "cand.txt", *base, "-l", "7", *SLOW)
add("-r", "ref.txt", "-c", "cand.txt", *base, "-l", "6", *SLOW, "--rescale_with_baseline", "--baseline_path", "baseline.csv", "-s")
add("-r", "ref.txt", "-c", "cand.txt", *base, "-l", "3", *SLOW, "--rescale_with_baseline", "--baseline_path", "baseline.csv", "-s")
add("-r", "ref.txt", "ref2.txt", "-c", "cand.txt", *base, "-l", "0", *SLOW, "--rescale_with_baseline", "--baseline_path", "baseline.csv", "--idf")
add("-r", "ref.txt", "-c", "cand.txt", *base, "-l", "6", *SLOW, "--baseline_path", "baseline.csv")
add("-r", "ref.txt", "-c", "cand.txt", *base, "-l", "6", *SLOW, "--lang", "en", "-s")
add("-r", "ref.txt", "-c", "cand.txt", *base, "-l", "6", *SLOW, "--lang", "en", "--rescale_with_baseline")
add("-r", "blank-ref.txt", "-c", "blank-cand.txt", *base, "-l", "6", *SLOW, "-s")
add("-r", "blank-ref.txt", "-c", "blank-cand.txt", *base, "-l", "6", *SLOW, "--idf", "-s")
add("-r", "crlf-ref.txt", "-c", "crlf-cand.txt", *base, "-l", "6", *SLOW, "-s")
add("-r", "long-ref.txt", "-c", "long-cand.txt", *base, "-l", "6", *SLOW, "-s")
add("-r", "uni-ref.txt", "-c", "uni-cand.txt", *base, "-l", "6", *SLOW, "-s")
add("-r", "ref.txt", "-c", "cand.txt", *base, "-l", "6", *SLOW, "-b", "2", "-s")
add("-r", "empty.txt", "-c", "empty.txt", *base, "-l", "6", *SLOW)
add("-r", "short-ref.txt", "-c", "cand.txt", *base, "-l", "6", *SLOW)
add("-r", "ref.txt", "missing.txt", "-c", "cand.txt", *base, "-l", "6", *SLOW)
add("-r", "ref.txt", "-c", "missing.txt", *base, "-l", "6", *SLOW)
add("-r", "a cat sat on the mat", "-c", "the cat sat on the mat", *base, "-l", "6", *SLOW, "-s")
add("-r", "a cat sat on the mat", "there is a cat", "-c", "the cat sat on the mat", *base, "-l", "6", *SLOW, "-s")
add("-r", "a cat sat", "-c", "the cat sat", *base, "-l", "6", *SLOW, "--idf")
add("-r", "ref.txt", "-c", "cand.txt", "-l", "6", *SLOW)  # neither -m nor --lang
add("-h")
add("-r", "ref.txt", "-c", "cand.txt", *base, "--bogus")
add("-r", "ref.txt", *base)
add("-r", "ref.txt", "-c", "cand.txt", *base, "-l", "six")
add("-c", "cand.txt", *base)
add("-r", "ref.txt", "-c", "cand.txt", *base, "-l", "6")  # without the flag: the fast tokenizer (absent here)
# custom baselines need --lang (cases 014-016 show the assertion without it)
add("-r", "ref.txt", "-c", "cand.txt", *base, "-l", "6", *SLOW, "--lang", "en", "--rescale_with_baseline", "--baseline_path", "baseline.csv", "-s")
add("-r", "ref.txt", "-c", "cand.txt", *base, "-l", "3", *SLOW, "--lang", "en", "--rescale_with_baseline", "--baseline_path", "baseline.csv", "-s")
add("-r", "ref.txt", "ref2.txt", "-c", "cand.txt", *base, "-l", "0", *SLOW, "--lang", "en", "--rescale_with_baseline", "--baseline_path", "baseline.csv", "--idf", "-s")
add("-r", "ref.txt", "-c", "cand.txt", *base, "-l", "6", *SLOW, "--lang", "en", "--rescale_with_baseline", "--baseline_path", "missing.csv")
add("-r", "ref.txt", "-c", "cand.txt", "--num", "6", "--mod", M, *SLOW, "-b", "1", "--idf")

d = tempfile.mkdtemp()
for name, text in FILES.items():
    with open(os.path.join(d, name), "w", encoding="utf-8", newline="") as f:
        f.write(text)
os.symlink(os.path.join(os.environ["BERTSCORE_REF"], "models", "sentence-transformers"), os.path.join(d, "sentence-transformers"))
code = 'import sys; sys.argv[0]="bert-score"; from bert_score_cli.score import main; main()'
env = dict(os.environ, PYTHONPATH=os.environ["BERTSCORE_PYTHONPATH"], OMP_NUM_THREADS="1")
first = int(sys.argv[1]) if len(sys.argv) > 1 else 0
if first == 0:
    print(json.dumps({"command": "source DIR/env-bertscore.sh && python3 make-bertscore-matrix.py > matrix.jsonl",
                      "reference": "bert_score 0.3.13 (Tiiiger/bert_score dbcf6db) bert_score_cli on transformers 4.26.1, "
                      "torch 1.13.1 (Debian, CPU), /usr/bin/python3; model " + M, "files": FILES}, ensure_ascii=False))
for i, args in enumerate(CASES):
    if i < first:
        continue
    p = subprocess.run(["/usr/bin/python3", "-c", code, *args], cwd=d, capture_output=True, env=env)
    err = [l for l in p.stderr.decode("utf-8", "replace").splitlines() if l.strip()]
    print(json.dumps({"id": f"bert-score-cli-{i:03d}", "args": args, "exit": p.returncode,
                      "stdout": p.stdout.decode("utf-8"), "stderr_last_line": err[-1] if err else ""},
                     ensure_ascii=False), flush=True)
