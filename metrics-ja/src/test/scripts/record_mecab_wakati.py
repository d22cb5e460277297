#!/usr/bin/python3
"""Records MeCab 0.996's -Owakati output, as sacrebleu 2.6.0's ja-mecab calls it, on generated lines.

    /usr/bin/python3 metrics-ja/src/test/scripts/record_mecab_wakati.py DICDIR SRCDIR SEED N > OUT.jsonl

DICDIR: IPADIC 2.7.0-20070801 compiled as ../shared/refs/setup_refs_tok.sh does (392,126 entries,
sys.dic sha256 ce935ff3116d8bd0...), with PyPI ipadic's dicrc and mecabrc. SRCDIR: IPADIC's CSV
sources (Debian's mecab-ipadic, /usr/share/mecab/dic/ipadic, EUC-JP), the vocabulary the generator
draws words from (it holds 令和, which the compiled dictionary lacks); every surface with a character
EUC-JP decoders disagree on is also drawn in its other spellings (U+2015/U+2014, U+2212/U+FF0D,
U+301C/U+FF5E). Needs Debian's python3-mecab (MeCab's own SWIG binding). Each output line is a
JSON object {"in": line, "out": tagger.parse(line.strip()).strip()}, as sacrebleu's ja-mecab.
"""
import glob
import json
import os
import random
import sys

import MeCab

dicdir, srcdir, seed, n = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
tagger = MeCab.Tagger('-r {0}/mecabrc -d {0} -Owakati'.format(dicdir))
info = tagger.dictionary_info()
assert info.size == 392126 and info.next is None, info.size

surfaces = set()
for f in sorted(glob.glob(os.path.join(srcdir, '*.csv'))):
    for line in open(f, encoding='euc_jp'):
        surfaces.add(line.split(',', 1)[0])
for a, b in (('\u2015', '\u2014'), ('\u2212', '\uff0d'), ('\u301c', '\uff5e')):
    surfaces |= {w.replace(a, b) for w in surfaces if a in w}
words = sorted(surfaces)
# drawn more often: the words whose spelling depends on the EUC-JP decoder, and 令和
tricky = [w for w in words if any(ch in w for ch in '\u2015\u2014\u2212\uff0d\u301c\uff5e')] + ['令和']
rng = random.Random(seed)

def rand_range(lo, hi):
    return chr(rng.randint(lo, hi))

CLASSES = [
    lambda: rand_range(0x3041, 0x3096),            # hiragana
    lambda: rand_range(0x30A1, 0x30FA),            # katakana
    lambda: rng.choice('ーヽヾ・ｰｱｲｳｶｷﾞﾟ'),          # katakana marks, half-width
    lambda: rand_range(0x4E00, 0x9FA5),            # kanji
    lambda: rng.choice('一二三四五六七八九十百千万億兆〇々'),  # kanji numerals, 〇, 々
    lambda: rand_range(0x3400, 0x4DB5),            # kanji extension A
    lambda: rng.choice('龘鬱纛𠮷𩸽𡈽'),                # rare and non-BMP kanji
    lambda: rand_range(0x41, 0x5A), lambda: rand_range(0x61, 0x7A),   # ASCII letters
    lambda: rand_range(0x30, 0x39),                # digits
    lambda: rand_range(0xFF10, 0xFF19), lambda: rand_range(0xFF21, 0xFF3A),   # full-width
    lambda: rng.choice('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'),
    lambda: rng.choice('、。「」『』（）！？：；…‥・〜～−－―—‐'),   # Japanese punctuation, dashes
    lambda: rng.choice('αβγΩЖжДÐðÀéñ'),            # Greek, Cyrillic, Latin-1
    lambda: rng.choice('😀🍣🍺👍🏻❤️✨①②Ⅻ℃¥£￥＼‖'),    # emoji, symbols
    lambda: rng.choice('\u0020\u0020\u0020\t\u000b\u000c\r\n\u00a0\u3000\u2009\u200b\ufeff\u0085\u2028'),
]

def piece():
    r = rng.random()
    if r < 0.03:
        return rng.choice(tricky)
    if r < 0.55:
        return rng.choice(words)
    if r < 0.9:
        k = rng.choice([1, 1, 1, 2, 3, 5, 8, 30])
        cls = rng.choice(CLASSES)
        if rng.random() < 0.5:
            return ''.join(cls() for _ in range(k))
        return ''.join(rng.choice(CLASSES)() for _ in range(k))
    return rng.choice([' ', '  ', '\t', '\u3000', '\u00a0', '\r', '\u000b', '\u200b', '\x00'])

for i in range(n):
    m = rng.choice([1, 2, 3, 4, 6, 8, 12, 20, 40])
    line = ''.join(piece() for _ in range(m))
    out = tagger.parse(line.strip()).strip()
    print(json.dumps({'in': line, 'out': out}, ensure_ascii=False))
