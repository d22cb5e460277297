#!/usr/bin/env python3
"""Builds matrix-ja-mecab.jsonl: what sacrebleu 2.6.0 prints (stdout, exit code) with -tok ja-mecab.

Run from the repository root, with sacrebleu 2.6.0, Debian's python3-mecab and the 392,126-entry
IPADIC importable as `ipadic` (../shared/refs/setup_refs_tok.sh: PYTHONPATH=$REFS_TOK_PY):
    PYTHONPATH=$REFS_TOK_PY /usr/bin/python3 metrics-cli/src/test/resources/sacrebleu/make-matrix-ja.py

The input files are written from conformance-data/sacrebleu-tok.csv: the hypotheses and references
of its largest ja-mecab corpus row (sys.ja, ref.ja), and the inputs of its ja-mecab tokenize rows
(edge.ja, and the same lines reversed as edge-ref.ja; CR and LF inside a line, which would split it,
become spaces; lines with NUL are left out). The first line of the output holds the files and this
command; each case runs `python3 -m sacrebleu ARGS` in a scratch folder holding them.
"""
import csv
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.getcwd()
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'matrix-ja-mecab.jsonl')

rows = list(csv.DictReader(open(os.path.join(ROOT, 'conformance-data', 'sacrebleu-tok.csv'), encoding='utf-8')))
ja = [r for r in rows if json.loads(r['options']).get('tokenize') == 'ja-mecab' and r['level'] == 'corpus']
big = max(ja, key=lambda r: len(json.loads(r['hypotheses'])))
hyps = json.loads(big['hypotheses'])
refs = [seg[0] for seg in json.loads(big['references'])]
assert len(refs) == len(hyps)
edge = []
for r in rows:
    if r['metric'] == 'tokenize' and json.loads(r['options']).get('tokenizer') == 'ja-mecab':
        line = json.loads(r['hypotheses'])[0].replace('\r', ' ').replace('\n', ' ')
        if '\x00' not in line:
            edge.append(line)
FILES = {
    'sys.ja': ''.join(h + '\n' for h in hyps),
    'ref.ja': ''.join(x + '\n' for x in refs),
    'edge.ja': ''.join(x + '\n' for x in edge),
    'edge-ref.ja': ''.join(x + '\n' for x in reversed(edge)),
}
CASES = [
    ('ja-default-json', ['ref.ja', '-i', 'sys.ja', '-tok', 'ja-mecab']),
    ('ja-text', ['ref.ja', '-i', 'sys.ja', '-tok', 'ja-mecab', '-f', 'text']),
    ('ja-lang-en-ja', ['ref.ja', '-i', 'sys.ja', '-l', 'en-ja', '-f', 'text']),
    ('ja-lang-en-ja-json', ['ref.ja', '-i', 'sys.ja', '-l', 'en-ja']),
    ('ja-lc-floor', ['ref.ja', '-i', 'sys.ja', '-tok', 'ja-mecab', '-lc', '--smooth-method', 'floor', '-f', 'text']),
    ('ja-sentence-level', ['ref.ja', '-i', 'sys.ja', '-tok', 'ja-mecab', '-sl', '-f', 'text']),
    ('ja-three-metrics', ['ref.ja', '-i', 'sys.ja', '-tok', 'ja-mecab', '-m', 'bleu', 'chrf', 'ter', '-f', 'text']),
    ('ja-b-w4', ['ref.ja', '-i', 'sys.ja', '-tok', 'ja-mecab', '-b', '-w', '4']),
    ('ja-two-systems', ['edge-ref.ja', '-i', 'edge.ja', 'edge-ref.ja', '-tok', 'ja-mecab', '-f', 'text']),
    ('ja-two-refs', ['edge-ref.ja', 'edge.ja', '-i', 'edge.ja', '-tok', 'ja-mecab', '-f', 'text']),
    ('ja-line-counts-differ', ['ref.ja', '-i', 'sys.ja', 'edge.ja', '-tok', 'ja-mecab', '-f', 'text']),
    ('ja-edge', ['edge-ref.ja', '-i', 'edge.ja', '-tok', 'ja-mecab', '-f', 'text']),
    ('ja-edge-sentence-level', ['edge-ref.ja', '-i', 'edge.ja', '-tok', 'ja-mecab', '-sl']),
    ('ko-mecab-refused', ['ref.ja', '-i', 'sys.ja', '-tok', 'ko-mecab', '-f', 'text']),
]

with tempfile.TemporaryDirectory() as d:
    for name, text in FILES.items():
        with open(os.path.join(d, name), 'w', encoding='utf-8', newline='\n') as f:
            f.write(text)
    env = dict(os.environ, NO_COLOR='1')
    with open(OUT, 'w', encoding='utf-8', newline='\n') as out:
        out.write(json.dumps({
            'generated_by': 'PYTHONPATH=$REFS_TOK_PY /usr/bin/python3 metrics-cli/src/test/resources/sacrebleu/make-matrix-ja.py',
            'sacrebleu': '2.6.0', 'each_case': 'cd SCRATCH && NO_COLOR=1 python3 -m sacrebleu ARGS',
            'files': FILES}, ensure_ascii=False) + '\n')
        for cid, args in CASES:
            p = subprocess.run([sys.executable, '-m', 'sacrebleu'] + args, cwd=d, env=env, capture_output=True)
            out.write(json.dumps({'id': cid, 'args': args, 'exit': p.returncode,
                                  'stdout': p.stdout.decode('utf-8')}, ensure_ascii=False) + '\n')
            print(cid, p.returncode, file=sys.stderr)
