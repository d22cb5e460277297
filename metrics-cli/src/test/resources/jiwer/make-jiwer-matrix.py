# The jiwer drop-in matrix: jiwer 4.0.0's own `jiwer` command (jitsi/jiwer 19e88ea, rapidfuzz 3.14.5
# edf9f3c pure-Python) run on edge files; each case records the arguments, exit code and stdout.
# Run: PYTHONPATH=JIWER_AND_RAPIDFUZZ_SRC RAPIDFUZZ_IMPLEMENTATION=python python3 make-jiwer-matrix.py > matrix.jsonl
# (the first output line records this command and the files; the cases follow, one per line).
import base64, json, os, subprocess, sys, tempfile

FILES = {
    "ref.txt": "the cat sat on the mat\nhello world\nshort one here\nquite a bit of longer sentence\n",
    "hyp.txt": "the cat sat on mat\nhello big world\nshoe order one\nquite bit of an even longest sentence here\n",
    "ref-short.txt": "the cat sat on the mat\nhello world\n",
    "hyp-blank.txt": "the cat sat on mat\n\nx\nhello big world\n   \nshoe order one\nquite bit of an even longest sentence here\n",
    "ref-tabs.txt": "the\tcat  sat\u00a0on the mat \nnaïve café 👍🏽\n",
    "hyp-tabs.txt": "the cat sat on the\tmat\nnaive cafe 👍\n",
    "crlf-ref.txt": "a b c\r\nd e f\r\n",
    "crlf-hyp.txt": "a b d\r\nd f\r\n",
    "empty.txt": "",
    "ones.txt": "a\nb\nc\n",
    "same.txt": "one two three\nfour five six\n",
    "two-chars.txt": "ab\ncd\n",
    "two-chars-hyp.txt": "ab\nce\n",
}
CASES = []
def add(*args):
    CASES.append(list(args))
for r, h in [("ref.txt", "hyp.txt"), ("ref-tabs.txt", "hyp-tabs.txt"), ("crlf-ref.txt", "crlf-hyp.txt"),
             ("same.txt", "same.txt"), ("two-chars.txt", "two-chars-hyp.txt")]:
    for extra in ([], ["-c"], ["-a"], ["-a", "-c"], ["-g"], ["-g", "-c"], ["-g", "-a"], ["-g", "-a", "-c"]):
        add("-r", r, "-h", h, *extra)
add("--reference", "ref.txt", "--hypothesis", "hyp.txt", "--cer", "--align")
add("--reference=ref.txt", "--hypothesis=hyp.txt", "--global")
add("-h", "hyp.txt", "-r", "ref.txt", "-ac")
add("-r", "ref-short.txt", "-h", "hyp.txt")
add("-r", "ref-short.txt", "-h", "hyp.txt", "-g")
add("-r", "ref-short.txt", "-h", "hyp.txt", "-g", "-a")
add("-r", "ref.txt", "-h", "hyp-blank.txt")
add("-r", "ref.txt", "-h", "hyp-blank.txt", "-a")
add("-r", "empty.txt", "-h", "hyp.txt", "-g")
add("-r", "empty.txt", "-h", "empty.txt")
add("-r", "empty.txt", "-h", "empty.txt", "-a")
add("-r", "ones.txt", "-h", "ones.txt")
add("-r", "ones.txt", "-h", "same.txt", "-g")
add("-r", "ref.txt", "-h", "missing.txt")
add("-r", "ref.txt")
add("-h", "hyp.txt")
add()
add("-r", "ref.txt", "-h", "hyp.txt", "-x")
add("-r", "ref.txt", "-h", "hyp.txt", "extra")

d = tempfile.mkdtemp()
for name, text in FILES.items():
    with open(os.path.join(d, name), "w", encoding="utf-8", newline="") as f:
        f.write(text)
code = 'import sys; sys.argv[0]="jiwer"; from jiwer.cli import cli; cli()'
print(json.dumps({"command": "PYTHONPATH=JIWER_AND_RAPIDFUZZ_SRC RAPIDFUZZ_IMPLEMENTATION=python python3 make-jiwer-matrix.py",
                  "reference": "jiwer 4.0.0 (jitsi/jiwer 19e88ea) on rapidfuzz 3.14.5 (edf9f3c) pure-Python, click "
                  + __import__("importlib.metadata").metadata.version("click"), "files": FILES}, ensure_ascii=False))
for i, args in enumerate(CASES):
    p = subprocess.run([sys.executable, "-c", code, *args], cwd=d, capture_output=True)
    print(json.dumps({"id": f"jiwer-cli-{i:03d}", "args": args, "exit": p.returncode,
                      "stdout": p.stdout.decode("utf-8"), "stderr_first_line": (p.stderr.decode("utf-8").splitlines() or [""])[-1]},
                     ensure_ascii=False))
