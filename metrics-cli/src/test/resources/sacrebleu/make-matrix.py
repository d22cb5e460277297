#!/usr/bin/env python3
"""Builds matrix.jsonl: what sacrebleu 2.6.0 prints (stdout, exit code) for each case below.

Run from the repository root, with sacrebleu 2.6.0 importable (see /work/refs/README.md):
    source /work/refs/env.sh
    PYTHONPATH=$REFS_PY /usr/bin/python3 metrics-cli/src/test/resources/sacrebleu/make-matrix.py ../shared/data/wmt17-en-de

Each case runs sacrebleu's main() as the `sacrebleu` command with ARGS in a scratch folder holding the edge files of
edge-files.json and symbolic links to the WMT17 files (so system names are the same relative
names for sacrebleu and for the test). The first line of matrix.jsonl records this command.
"""
import base64
import gzip
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
WMT = sys.argv[1] if len(sys.argv) > 1 else '../shared/data/wmt17-en-de'


def edge_files():
    with open(os.path.join(HERE, 'edge-files.json'), encoding='utf-8') as f:
        spec = json.load(f)
    out = {}
    for name, e in spec.items():
        data = base64.b64decode(e['base64']) * e.get('repeat', 1)
        data = base64.b64decode(e.get('prefix', '')) + data + base64.b64decode(e.get('suffix', ''))
        if e.get('gzip'):
            data = gzip.compress(data, mtime=0)
        out[name] = data
    return out


W = 'reference.de'
S = ['xmu.4910.de', 'FBK.4870.de', 'online-A.0.de', 'uedin-nmt.4722.de']

CASES = [
    # (id, args, stdin file or None, env)
    ('wmt-default-json', [W, '-i', S[0]]),
    ('wmt-bom-json', [W, '-i', S[2]]),
    ('wmt-three-metrics-json', [W, '-i', S[0], '-m', 'ter', 'bleu', 'chrf']),
    ('wmt-three-metrics-text', [W, '-i', S[0], '-m', 'bleu', 'chrf', 'ter', '-f', 'text']),
    ('wmt-three-metrics-latex', [W, '-i', S[2], '-m', 'bleu', 'chrf', 'ter', '-f', 'latex']),
    ('wmt-b', [W, '-i', S[0], '-b']),
    ('wmt-b-three-text', [W, '-i', S[0], '-m', 'bleu', 'chrf', 'ter', '-b', '-f', 'text']),
    ('wmt-b-three-json', [W, '-i', S[0], '-m', 'bleu', 'chrf', 'ter', '-b']),
    ('wmt-w0', [W, '-i', S[0], '-w', '0', '-f', 'text']),
    ('wmt-w3-json', [W, '-i', S[0], '-w', '3', '-m', 'bleu', 'chrf']),
    ('wmt-w17-text', [W, '-i', S[0], '-w', '17', '-f', 'text', '-m', 'bleu', 'ter']),
    ('wmt-w17-json', [W, '-i', S[0], '-w', '17']),
    ('wmt-short-text', [W, '-i', S[0], '--short', '-f', 'text', '-m', 'bleu', 'chrf', 'ter']),
    ('wmt-short-json', [W, '-i', S[0], '-sh', '-m', 'ter']),
    ('wmt-quiet-nocolor-force', [W, '-i', S[0], '-q', '-nc', '--force', '-f', 'text']),
    ('wmt-tok-intl-prefix', [W, '-i', S[1], '--tok', 'intl', '-f', 'text']),
    ('wmt-tok-char', [W, '-i', S[1], '-tok', 'char', '-f', 'text']),
    ('wmt-tok-zh', [W, '-i', S[1], '-tok', 'zh', '-f', 'text']),
    ('wmt-tok-none-lc', [W, '-i', S[1], '-tok', 'none', '-lc', '-f', 'text']),
    ('wmt-smooth-floor', [W, '-i', S[1], '-s', 'floor', '-sv', '0.2', '-f', 'text']),
    ('wmt-smooth-addk', [W, '-i', S[1], '--smooth-method=add-k', '-f', 'text']),
    ('wmt-smooth-none', [W, '-i', S[1], '-s', 'none', '-f', 'text']),
    ('wmt-chrf-options', [W, '-i', S[1], '-m', 'chrf', '-cc', '4', '-cw', '2', '--chrf-beta', '3',
                          '--chrf-whitespace', '--chrf-lowercase', '-f', 'text']),
    ('wmt-chrf-eps', [W, '-i', S[1], '-m', 'chrf', '--chrf-eps-smoothing', '-cw', '2']),
    ('wmt-ter-options', [W, '-i', S[3], '-m', 'ter', '--ter-case-sensitive', '--ter-normalized',
                         '--ter-no-punct', '--ter-asian-support', '-f', 'text']),
    ('wmt-systems-text', [W, '-i', S[0], S[1], S[2], '-m', 'bleu', 'chrf', 'ter', '-f', 'text']),
    ('wmt-systems-json', [W, '-i', S[0], S[1], '-m', 'chrf', 'bleu']),
    ('wmt-systems-latex', [W, '-i', S[0], S[1], '-f', 'latex', '-w', '3']),
    ('wmt-systems-short', [W, '-i', S[0], S[1], '-f', 'text', '--short', '-m', 'bleu', 'ter']),
    ('wmt-pbs-text', [W, '-i', S[0], S[1], S[2], '-pbs', '-pbsn', '50', '-f', 'text', '-m', 'bleu', 'chrf']),
    ('wmt-pbs-json', [W, '-i', S[0], S[1], '-pbs', '-pbsn', '50']),
    ('wmt-pbs-latex', [W, '-i', S[0], S[1], '--paired-bs', '--paired-bs-n', '50', '-f', 'latex']),
    ('wmt-par-text', [W, '-i', S[0], S[1], S[0], '-par', '-parn', '50', '-f', 'text', '-m', 'chrf', 'bleu']),
    ('wmt-par-json-j0', [W, '-i', S[0], S[2], '-par', '-parn', '50', '-j', '0']),
    ('wmt-par-seed', [W, '-i', S[0], S[2], '-par', '-parn', '30', '-f', 'text'], None, {'SACREBLEU_SEED': '7'}),
    ('wmt-pbs-short', [W, '-i', S[0], S[2], '-pbs', '-pbsn', '20', '-f', 'text', '--short']),
    ('wmt-ci-text', [W, '-i', S[0], '-ci', '-cin', '50', '-f', 'text', '-m', 'bleu', 'chrf']),
    ('wmt-ci-json', [W, '-i', S[0], '--confidence', '--confidence-n', '50']),
    ('wmt-ci-b', [W, '-i', S[0], '-ci', '-cin', '30', '-b', '-f', 'text']),
    ('wmt-ci-seed-none-free', [W, '-i', S[0], '-ci', '-cin', '30', '-f', 'text'], None, {'SACREBLEU_SEED': '99'}),
    ('wmt-detail-text', [W, '-i', S[0], '-d', '-f', 'text']),
    ('wmt-detail-json', [W, '-i', S[0], '--detail']),
    ('wmt-env-format', [W, '-i', S[0]], None, {'SACREBLEU_FORMAT': 'TEXT'}),
    ('wmt-stdin', [W], S[0]),
    ('wmt-stdin-paired', [W, '-pbs', '-pbsn', '20', '-f', 'text'], 'wmt-two-systems.tsv'),
    ('wmt-gz', ['ref4.gz', '-i', 'hyp4.gz', '-f', 'text']),
    ('err-line-counts', [W, '-i', 'hyp4']),
    ('err-sl-ci', [W, '-i', S[0], '-sl', '-ci']),
    ('err-paired-one', [W, '-i', S[0], '-pbs']),
    ('err-same-file', [W, '-i', S[0], S[0]]),
    ('err-sl-two-metrics', ['ref4', '-i', 'hyp4', '-sl', '-m', 'bleu', 'chrf']),
    ('err-sl-two-systems', ['ref4', '-i', 'hyp4', 'bom', '-sl']),
    ('err-test-set', ['-t', 'wmt17', '-l', 'en-de', '-i', S[0]]),
    ('err-echo', ['--echo', 'src']),
    # needs MeCab and the 392,126-entry IPADIC importable (PYTHONPATH=$REFS_TOK_PY, ../shared/refs/setup_refs_tok.sh)
    ('tok-ja-mecab', ['ref4', '-i', 'hyp4', '-tok', 'ja-mecab']),
    ('err-spm', ['ref4', '-i', 'hyp4', '-tok', 'spm']),
    ('err-ambiguous', ['ref4', '-i', 'hyp4', '--t', '13a']),
    ('err-choice', ['ref4', '-i', 'hyp4', '-m', 'meteor']),
    ('err-unknown', ['ref4', '-i', 'hyp4', '--nope']),
    ('err-par-pbs', ['ref4', '-i', 'hyp4', 'bom', '-par', '-pbs']),
    ('err-no-refs', ['-i', 'hyp4']),
    ('err-nr-two-files', ['ref4', 'ref4', '-nr', '2', '-i', 'hyp4']),
    ('err-origlang', ['ref4', '-i', 'hyp4', '-ol', 'en']),
    ('err-empty-system', ['ref4', '-i', 'empty']),
    ('err-invalid-utf8', ['ref4', '-i', 'badutf8']),
    ('err-missing-file', ['ref4', '-i', 'nosuchfile']),
    ('err-cr-only-file', ['ref4', '-i', 'cr']),
    ('err-int', ['ref4', '-i', 'hyp4', '-w', 'x']),
    ('edge-bom', ['ref4', '-i', 'bom', '-m', 'bleu', 'chrf', 'ter', '-f', 'text', '-w', '6']),
    ('edge-bom-ref', ['bom', '-i', 'hyp4', '-f', 'text', '-w', '6']),
    ('edge-crlf', ['ref4', '-i', 'crlf', '-m', 'bleu', 'chrf', 'ter', '-f', 'text', '-w', '6']),
    ('edge-nofinal', ['ref4', '-i', 'nofinal', '-m', 'bleu', 'chrf', 'ter', '-f', 'text', '-w', '6']),
    ('edge-emptyws', ['ref4', '-i', 'emptyws', '-m', 'bleu', 'chrf', 'ter', '-f', 'text', '-w', '6']),
    ('edge-unispace', ['ref4', '-i', 'unispace', '-m', 'bleu', 'chrf', 'ter', '-f', 'text', '-w', '6']),
    ('edge-ctrl', ['ref4', '-i', 'ctrl', '-m', 'bleu', 'chrf', 'ter', '-f', 'text', '-w', '6']),
    ('edge-nul', ['ref4', '-i', 'nul', '-m', 'bleu', 'chrf', 'ter', '-f', 'text', '-w', '6']),
    ('edge-tabs-file', ['ref4', '-i', 'tabs', '-m', 'bleu', 'chrf', 'ter', '-f', 'text', '-w', '6']),
    ('edge-long', ['long-ref', '-i', 'long', '-m', 'bleu', 'chrf', '-f', 'text', '-w', '6']),
    ('edge-single-empty', ['one-ref', '-i', 'single-empty', '-m', 'bleu', 'chrf', 'ter', '-f', 'text']),
    ('edge-gz-bom', ['ref4', '-i', 'bom.gz', '-f', 'text', '-w', '6']),
    ('edge-two-refs', ['ref4', 'crlf', '-i', 'hyp4', '-f', 'text', '-m', 'bleu', 'chrf', 'ter']),
    ('edge-nr2', ['ref4-tab2', '-nr', '2', '-i', 'hyp4', '-f', 'text', '-m', 'bleu', 'ter']),
    ('edge-nr2-bad', ['ref4', '-nr', '2', '-i', 'hyp4']),
    ('sl-bleu', ['ref4', '-i', 'hyp4', '-sl']),
    ('sl-bleu-json-is-text', ['ref4', '-i', 'hyp4', '--sentence-level', '-f', 'json', '-w', '4']),
    ('sl-chrf-b', ['ref4', '-i', 'hyp4', '-sl', '-m', 'chrf', '-b']),
    ('sl-ter-short', ['ref4', '-i', 'emptyws', '-sl', '-m', 'ter', '--short']),
    ('sl-bleu-emptyws', ['ref4', '-i', 'emptyws', '-sl', '-s', 'floor']),
    ('stdin-lf', ['ref4'], 'hyp4'),
    ('stdin-crlf', ['ref4', '-f', 'text'], 'crlf'),
    ('stdin-cr', ['ref4', '-f', 'text'], 'cr'),
    ('stdin-tabs-two-systems', ['ref4', '-f', 'text', '-m', 'bleu', 'chrf'], 'two-systems.tsv'),
    ('stdin-tabs-paired', ['ref4', '-par', '-parn', '20', '-f', 'text'], 'two-systems.tsv'),
    ('stdin-uneven-tabs', ['ref4'], 'uneven.tsv'),
    ('stdin-empty', ['one-ref', '-f', 'text'], 'empty'),
    ('stdin-bom', ['ref4', '-f', 'text', '-w', '6'], 'bom'),
    ('args-joined-switches', ['ref4', '-i', 'hyp4', '-qb']),
    ('args-w-attached', ['ref4', '-i', 'hyp4', '-w4', '-f', 'text']),
    ('args-equals', ['ref4', '--input=hyp4', '--metrics=chrf', '--format=text']),
    ('args-refs-after-options', ['-q', 'ref4', '-i', 'hyp4', '-f', 'text']),
    ('args-refs-after-input', ['-i', 'hyp4', 'ref4']),
    ('args-m-swallows-ref', ['-m', 'bleu', 'ref4', '-i', 'hyp4']),
    ('args-double-dash', ['-f', 'text', '-i', 'hyp4', '--', 'ref4']),
    ('args-last-wins', ['ref4', '-i', 'hyp4', '-f', 'json', '-f', 'text', '-w', '2', '-w', '3']),
    ('args-dup-metric', ['ref4', '-i', 'hyp4', '-m', 'bleu', 'bleu', '-f', 'text']),
    ('args-language-pair-zh', ['ref4', '-i', 'hyp4', '-l', 'en-zh', '-f', 'text']),
    ('args-version', ['--version']),
    ('args-help', ['--help']),
    ('args-prefix-conf', ['ref4', '-i', 'hyp4', '--conf', '-cin', '20', '-f', 'text']),
    ('args-short-ambiguous', ['ref4', '-i', 'hyp4', '-to', '13a']),
    ('args-pbsn-zero', ['ref4', '-i', 'hyp4', 'bom', '-pbs', '-pbsn', '0', '-f', 'text']),
    ('err-negative-width', ['ref4', '-i', 'hyp4', '-w', '-1']),
    ('sl-chrf-cw2-unispace', ['ref4', '-i', 'unispace', '-sl', '-m', 'chrf', '-cw', '2']),
    ('stdin-ctrl', ['ref4', '-f', 'text', '-m', 'bleu', 'chrf', 'ter'], 'ctrl'),
    ('edge-latex-escape', ['ref4', '-i', 'hyp4', 'hyp_4', '-f', 'latex']),
]


# sacrebleu's own main() with the program name of the installed command (argparse's prog).
RUN = 'import sys; sys.argv[0] = "sacrebleu"; from sacrebleu.sacrebleu import main; main()'


def scratch(tmp):
    """Fills the scratch folder: the edge files of edge-files.json, and links to the WMT17 files."""
    for name, data in edge_files().items():
        with open(os.path.join(tmp, name), 'wb') as f:
            f.write(data)
    for f in os.listdir(WMT):
        os.symlink(os.path.abspath(os.path.join(WMT, f)), os.path.join(tmp, f))


def run_case(tmp, out, cid, args, stdin, env):
    """Runs sacrebleu ARGS in the scratch folder (NO_COLOR, no SACREBLEU* but the case's env) and writes
    its line to out: the case, the exit code, stdout."""
    full_env = {k: v for k, v in os.environ.items() if not k.startswith('SACREBLEU')}
    full_env.update(env)
    full_env['NO_COLOR'] = '1'
    with open(os.path.join(tmp, stdin), 'rb') if stdin else open(os.devnull, 'rb') as fin:
        p = subprocess.run([sys.executable, '-c', RUN, *args], cwd=tmp, env=full_env,
                           stdin=fin, capture_output=True)
    out.write(json.dumps({'id': cid, 'args': args, 'stdin': stdin, 'env': env,
                          'exit': p.returncode, 'stdout': p.stdout.decode('utf-8')},
                         ensure_ascii=False) + '\n')
    print(cid, p.returncode, file=sys.stderr)


def main():
    out_path = os.environ.get('MATRIX_OUT', os.path.join(HERE, 'matrix.jsonl'))
    with tempfile.TemporaryDirectory() as tmp:
        scratch(tmp)
        # Two WMT systems side by side, tab-separated, for stdin.
        with open(os.path.join(WMT, S[0]), encoding='utf-8') as a, open(os.path.join(WMT, S[1]), encoding='utf-8') as b:
            with open(os.path.join(tmp, 'wmt-two-systems.tsv'), 'w', encoding='utf-8', newline='\n') as f:
                for x, y in zip(a, b):
                    f.write(x.rstrip('\n') + '\t' + y.rstrip('\n') + '\n')
        with open(out_path, 'w', encoding='utf-8') as out:
            out.write(json.dumps({'generated_by': 'PYTHONPATH=$REFS_PY /usr/bin/python3 '
                                  'metrics-cli/src/test/resources/sacrebleu/make-matrix.py ../shared/data/wmt17-en-de',
                                  'sacrebleu': '2.6.0',
                                  'each_case': 'cd SCRATCH && NO_COLOR=1 [ENV] sacrebleu ARGS [< STDIN] (sacrebleu.sacrebleu.main, prog sacrebleu)'}) + '\n')
            for case in CASES:
                cid, args = case[0], case[1]
                if os.environ.get('MATRIX_LOCAL_ONLY') and (cid.startswith('wmt') or 'reference.de' in args):
                    continue
                run_case(tmp, out, cid, args, case[2] if len(case) > 2 else None, case[3] if len(case) > 3 else {})


if __name__ == '__main__':
    main()
