#!/usr/bin/env python3
"""Builds matrix-spm.jsonl: what sacrebleu 2.6.0 prints (stdout, exit code) with its SentencePiece
tokenizers (-tok spm, flores101, flores200, spBLEU-1K), the models read from $SACREBLEU/models/.

Run from the repository root, with sacrebleu 2.6.0 and SentencePiece 0.1.97 importable (see
../shared/refs/README.md, setup_refs_tok.sh):
    PYTHONPATH=$REFS_TOK_PY /usr/bin/python3 metrics-cli/src/test/resources/sacrebleu/make-matrix-spm.py \
        ../shared/data/wmt17-en-de

Like make-matrix.py (same scratch folder: the edge files of edge-files.json and links to the WMT17
files), plus three sacrebleu homes in it, made from the stand-in models of
conformance-data/spm-models/ under the file names sacrebleu loads:
  home-a: spm/flores101 = unigram-8k, flores200 = bpe-8k, spBLEU-1K = unigram-4k-nfkc-bytefallback-digits-spaces
  home-b: spm/flores101 = bpe-8k, flores200 = bpe-6k-identity-bytefallback, spBLEU-1K = unigram-8k
  home-empty: no models (sacrebleu's download fails offline: exit 1)
A case's env names its home relative to the scratch folder (SACREBLEU=home-a).
"""
import importlib.util
import json
import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
MODELS = os.path.join(HERE, '..', '..', '..', '..', '..', 'conformance-data', 'spm-models')

spec = importlib.util.spec_from_file_location('make_matrix', os.path.join(HERE, 'make-matrix.py'))
mm = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mm)

HOMES = {
    'home-a': {'sacrebleu_tokenizer_spm.model': 'unigram-8k.model', 'flores200sacrebleuspm': 'bpe-8k.model',
               'spbleu-1k_tokenizer_spm.model': 'unigram-4k-nfkc-bytefallback-digits-spaces.model'},
    'home-b': {'sacrebleu_tokenizer_spm.model': 'bpe-8k.model',
               'flores200sacrebleuspm': 'bpe-6k-identity-bytefallback.model',
               'spbleu-1k_tokenizer_spm.model': 'unigram-8k.model'},
    'home-empty': {},
}

W = 'reference.de'
S = ['xmu.4910.de', 'FBK.4870.de', 'online-A.0.de', 'uedin-nmt.4722.de']
A = {'SACREBLEU': 'home-a'}
B = {'SACREBLEU': 'home-b'}
E = {'SACREBLEU': 'home-empty'}

CASES = [
    # (id, args, stdin file or None, env)
    ('spm-wmt-flores200-json-a', [W, '-i', S[0], '-tok', 'flores200'], None, A),
    ('spm-wmt-flores101-text-a', [W, '-i', S[1], '-tok', 'flores101', '-f', 'text'], None, A),
    ('spm-wmt-spm-b-a', [W, '-i', S[2], '-tok', 'spm', '-b'], None, A),
    ('spm-wmt-spbleu1k-text-a', [W, '-i', S[3], '-tok', 'spBLEU-1K', '-f', 'text'], None, A),
    ('spm-wmt-flores200-lc-b', [W, '-i', S[0], '-tok', 'flores200', '-lc', '-f', 'text'], None, B),
    ('spm-wmt-spbleu1k-json-b', [W, '-i', S[1], '--tokenize', 'spBLEU-1K'], None, B),
    ('spm-wmt-flores101-three-metrics-b', [W, '-i', S[0], '-m', 'bleu', 'chrf', 'ter', '-tok', 'flores101',
                                           '-f', 'text'], None, B),
    ('spm-wmt-systems-text-a', [W, '-i', S[0], S[1], '-tok', 'flores200', '-f', 'text'], None, A),
    ('spm-wmt-pbs-text-b', [W, '-i', S[0], S[1], '-pbs', '-pbsn', '20', '-tok', 'flores200', '-f', 'text'], None, B),
    ('spm-wmt-smooth-floor-a', [W, '-i', S[2], '-tok', 'spBLEU-1K', '-s', 'floor', '-sv', '0.2', '-w', '4'], None, A),
    ('spm-edge-unispace-sl-a', ['ref4', '-i', 'unispace', '-tok', 'spBLEU-1K', '-sl', '-f', 'text'], None, A),
    ('spm-edge-unispace-sl-b', ['ref4', '-i', 'unispace', '-tok', 'flores200', '-sl'], None, B),
    ('spm-edge-ctrl-sl-a', ['ref4', '-i', 'ctrl', '-tok', 'flores101', '-sl', '-f', 'text'], None, A),
    ('spm-edge-ctrl-sl-b', ['ref4', '-i', 'ctrl', '-tok', 'flores200', '-sl', '-f', 'text'], None, B),
    ('spm-edge-nul-a', ['ref4', '-i', 'nul', '-tok', 'flores200', '-f', 'text'], None, A),
    ('spm-edge-tabs-sl-a', ['ref4', '-i', 'tabs', '-tok', 'spBLEU-1K', '-sl', '-f', 'text'], None, A),
    ('spm-edge-tabs-sl-b', ['ref4', '-i', 'tabs', '-tok', 'flores200', '-sl', '-f', 'text'], None, B),
    ('spm-edge-emptyws-sl-a', ['emptyws', '-i', 'emptyws', '-tok', 'spBLEU-1K', '-sl', '-f', 'text'], None, A),
    ('spm-edge-bom-a', ['ref4', '-i', 'bom', '-tok', 'flores101', '-f', 'text'], None, A),
    ('spm-edge-crlf-b', ['ref4', '-i', 'crlf', '-tok', 'spm', '-f', 'text'], None, B),
    ('spm-edge-stdin-b', ['ref4', '-tok', 'spBLEU-1K', '-f', 'text'], 'hyp4', B),
    ('spm-edge-long-a', ['long-ref', '-i', 'long', '-tok', 'flores200', '-f', 'text'], None, A),
    ('spm-edge-long-b', ['long-ref', '-i', 'long', '-tok', 'flores101', '-f', 'text'], None, B),
    ('spm-edge-chrf-ignores-tok-empty', ['ref4', '-i', 'hyp4', '-m', 'chrf', '-tok', 'flores200'], None, E),
    ('spm-missing-model-empty', ['ref4', '-i', 'hyp4', '-tok', 'flores200'], None, E),
    ('spm-missing-model-spbleu1k-empty', ['ref4', '-i', 'hyp4', '-tok', 'spBLEU-1K', '-f', 'text'], None, E),
]


def main():
    out_path = os.environ.get('MATRIX_OUT', os.path.join(HERE, 'matrix-spm.jsonl'))
    with tempfile.TemporaryDirectory() as tmp:
        mm.scratch(tmp)
        for home, files in HOMES.items():
            os.makedirs(os.path.join(tmp, home, 'models'))
            for target, model in files.items():
                shutil.copyfile(os.path.join(MODELS, model), os.path.join(tmp, home, 'models', target))
        with open(out_path, 'w', encoding='utf-8') as out:
            out.write(json.dumps({'generated_by': 'PYTHONPATH=$REFS_TOK_PY /usr/bin/python3 '
                                  'metrics-cli/src/test/resources/sacrebleu/make-matrix-spm.py ../shared/data/wmt17-en-de',
                                  'sacrebleu': '2.6.0', 'sentencepiece': '0.1.97',
                                  'homes': HOMES,
                                  'each_case': 'cd SCRATCH && NO_COLOR=1 [ENV] sacrebleu ARGS [< STDIN] (sacrebleu.sacrebleu.main, prog sacrebleu)'}) + '\n')
            for cid, args, stdin, env in CASES:
                # A failed download leaves a lock file behind: start each case from the same homes.
                lock_dir = os.path.join(tmp, 'home-empty', 'models')
                for f in os.listdir(lock_dir):
                    os.remove(os.path.join(lock_dir, f))
                mm.run_case(tmp, out, cid, args, stdin, env)


if __name__ == '__main__':
    main()
