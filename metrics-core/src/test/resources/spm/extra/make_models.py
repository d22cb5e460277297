#!/usr/bin/python3
"""Trains the small SentencePiece models of this folder, for the code paths the four stand-in
models do not reach (user-defined symbols, treat_whitespace_as_suffix, no dummy prefix, no
whitespace escaping, the char and word model types). See README.md; run from this folder:

    /usr/bin/python3 make_models.py

Needs spm_train of SentencePiece 0.1.97 (Debian package `sentencepiece`). The corpus is synthetic
(words of make_recording.py, seeded) and is not kept.
"""
import importlib.util
import os
import random
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location('make_recording', os.path.join(HERE, '..', 'make_recording.py'))
mr = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mr)

rng = random.Random(5)
with open('corpus.txt', 'w') as f:
    for _ in range(3000):
        s = ' '.join(rng.choice(mr.WORDS) for _ in range(rng.randint(3, 15)))
        if rng.random() < 0.2:
            s += ' <sep> ' + ' '.join(rng.choice(mr.WORDS) for _ in range(3))
        if rng.random() < 0.1:
            s += ' [MASK] 12345 '
        f.write(s + '\n')

COMMON = ['--input=corpus.txt', '--num_threads=1', '--random_seed=1', '--minloglevel=1',
          '--character_coverage=1.0']
MODELS = {
    'unigram-suffix-userdef': ['--model_type=unigram', '--vocab_size=350', '--user_defined_symbols=<sep>,[MASK],ab',
                               '--treat_whitespace_as_suffix=true', '--normalization_rule_name=identity'],
    'unigram-plain': ['--model_type=unigram', '--vocab_size=350', '--normalization_rule_name=identity'],
    'bpe-userdef-bytes-noprefix': ['--model_type=bpe', '--vocab_size=1000', '--user_defined_symbols=<sep>,[MASK]',
                                   '--byte_fallback=true', '--remove_extra_whitespaces=false',
                                   '--add_dummy_prefix=false', '--normalization_rule_name=identity'],
    'char-identity': ['--model_type=char', '--normalization_rule_name=identity'],
    'word-identity': ['--model_type=word', '--vocab_size=200', '--normalization_rule_name=identity'],
}
for name, flags in MODELS.items():
    subprocess.run(['spm_train'] + COMMON + ['--model_prefix=' + name] + flags, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.remove(name + '.vocab')


# spm_train 0.1.97 has no flag for normalizer_spec.escape_whitespaces: unigram-noescape is
# unigram-plain with that field (NormalizerSpec field 5) set to false in the protobuf bytes.
def varint(b, i):
    r = s = 0
    while True:
        x = b[i]
        i += 1
        r |= (x & 0x7F) << s
        s += 7
        if x < 0x80:
            return r, i


def enc_varint(v):
    out = bytearray()
    while True:
        x = v & 0x7F
        v >>= 7
        if v:
            out.append(x | 0x80)
        else:
            out.append(x)
            return bytes(out)


def fields(b):
    i, out = 0, []
    while i < len(b):
        tag, j = varint(b, i)
        wt = tag & 7
        if wt == 0:
            _, k = varint(b, j)
        elif wt == 1:
            k = j + 8
        elif wt == 5:
            k = j + 4
        else:
            n, j2 = varint(b, j)
            k = j2 + n
        out.append((tag, b[i:k]))
        i = k
    return out


plain = open('unigram-plain.model', 'rb').read()
out = bytearray()
for tag, raw in fields(plain):
    if tag == (3 << 3 | 2):
        _, j = varint(raw, 1)
        body = bytearray(b''.join(r for t, r in fields(raw[j:]) if t != (5 << 3 | 0)))
        body += enc_varint(5 << 3 | 0) + enc_varint(0)
        out += enc_varint(tag) + enc_varint(len(body)) + body
    else:
        out += raw
open('unigram-noescape.model', 'wb').write(bytes(out))
os.remove('unigram-plain.model')
os.remove('corpus.txt')
