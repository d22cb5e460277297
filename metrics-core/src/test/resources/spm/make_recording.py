#!/usr/bin/python3
"""Records SentencePiece 0.1.97's EncodeAsPieces on generated text, for SentencePieceRecordingTest.

Run once, from the repository root, with Debian's python3-sentencepiece 0.1.97 (apt-get install
python3-sentencepiece):

    /usr/bin/python3 metrics-core/src/test/resources/spm/make_recording.py \
        conformance-data/spm-models > metrics-core/src/test/resources/spm/recording.tsv

and for the small models of extra/ (made by extra/make_models.py; see extra/README.md):

    cd metrics-core/src/test/resources/spm/extra && /usr/bin/python3 ../make_recording.py . 1500 \
        unigram-suffix-userdef.model unigram-noescape.model bpe-userdef-bytes-noprefix.model \
        char-identity.model word-identity.model > recording.tsv

Deterministic (seeded); the inputs are synthetic (no corpus text). Format: '#' lines are comments;
each other line is the input, then the pieces under each model in MODELS order, tab-separated;
pieces are separated by single spaces. Escapes: '\\\\' is a backslash, '\\u{HEX}' the code point
HEX (used for tabs, newlines, spaces inside pieces, control, format, separator and private-use
characters, every Python whitespace character, and a '#' starting an input).
"""
import random
import sys
import unicodedata

import sentencepiece

MODELS = ['unigram-8k.model', 'bpe-8k.model', 'bpe-6k-identity-bytefallback.model',
          'unigram-4k-nfkc-bytefallback-digits-spaces.model']
N = 3000
rng = random.Random(20261125)

WORDS = ('the of and to in is was for that on with as by at from this be it an are which or his '
         'her their they we you he she not but have has had one all were when more also after new '
         'first time years world people city state government school university music film game '
         'der die das und ist nicht mit von für auf dem den ein eine sich auch als nach wird bei '
         'la le les des est une pour dans que qui sur pas plus par avec son ses aux été '
         'el los las del por con una para como más pero sus este entre cuando '
         'в и не на что с по как это из за от до так его но '
         'في من على إلى أن عن مع هذا التي الذي كان '
         'का के की में है और से को पर यह था '
         'và của là có được trong cho những một người '
         'ที่ และ ใน ของ เป็น ได้ มี '
         '的 是 在 了 和 有 人 这 中 大 为 上 个 国 '
         '私 は が を に の です ます した する こと もの 日本 東京 学校 先生 '
         'İstanbul ıdır ΟΔΟΣ Οδός straße Ǆemal ﬁnal ﬂow Ⅻ ⅻ ① ½ ㍻ ㌀ ™ ℡ ǅ').split()

# Characters whose handling differs between normalizers or that SentencePiece treats specially.
SPECIAL = list('\t\n\r\x0b\x0c\x00\x01\x08\x0e\x1c\x1d\x1e\x1f\x7f\x80\x85\x9f\xa0\xad'
               '\u1680\u2000\u2001\u2002\u2007\u200a\u200b\u200c\u200d\u200e\u200f\u2028\u2029'
               '\u202a\u202e\u202f\u205f\u2060\u3000\ufeff\ufffd\ufe0f\u0301\u0308\u3099\ue000'
               '▁<>/ ') + ['<s>', '</s>', '<unk>', '<0x41>', '<pad>', '▁▁', '  ', '   ']
LETTERS = list('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
               '.,;:!?\'"()[]{}-_/\\@#$%^&*+=|~`'
               'äöüßéèàçñÄÖÜÉİıΣσςΟΔΩЁёЙй'
               'ＨｅｌｌｏＡＺ０１９！？（）ｶﾞｷﾞﾊﾟ①②⑳Ⅻⅻﬁﬂ™½²³㍻㌀㎏'
               '私たちはその町に来て週間滞在。「」、ー・カタカナ鬱龘𠮷'
               'абвгдежзийклмнопрстуфхцчшщъыьэюя'
               'مرحبابالعالم' 'नमस्तेदुनिया' 'สวัสดีชาวโลก' '你好世界中文测试' 'ạặếờữỹ'
               '한국어가나다' '😀🍣🍺👍🏽🇩🇪')
SPACES = [' ', ' ', ' ', '  ', '\t', '\xa0', '\u3000', '\u2009', ' \u200b', '\n', '']


def text():
    kind = rng.random()
    if kind < 0.25:  # random characters
        return ''.join(rng.choice(LETTERS + SPECIAL) for _ in range(rng.randint(0, 24)))
    if kind < 0.55:  # sentences of words, slightly perturbed
        s = ' '.join(rng.choice(WORDS) for _ in range(rng.randint(1, 14)))
        for _ in range(rng.randint(0, 3)):
            i = rng.randint(0, len(s))
            s = s[:i] + rng.choice(LETTERS + SPECIAL) + s[i:]
        return s
    if kind < 0.75:  # words and fragments with odd spacing
        parts = [rng.choice(WORDS) if rng.random() < 0.5
                 else ''.join(rng.choice(LETTERS) for _ in range(rng.randint(1, 6)))
                 for _ in range(rng.randint(1, 8))]
        s = ''.join(p + rng.choice(SPACES) for p in parts)
        return rng.choice(SPACES) + s if rng.random() < 0.3 else s
    if kind < 0.85:  # numbers (split_digits)
        return ' '.join(rng.choice(['', '$', '#', '€']) + str(rng.randint(0, 10 ** rng.randint(1, 12)))
                        + rng.choice(['', '.5', ',000', '%', 'km', '年'])
                        for _ in range(rng.randint(1, 5)))
    # whitespace and specials only, with an occasional letter
    return ''.join(rng.choice(SPECIAL + SPACES + ['a', 'é', '私']) for _ in range(rng.randint(0, 12)))


def escape(s, in_pieces):
    out = []
    for c in s:
        if c == '\\':
            out.append('\\\\')
        elif (c.isspace() or unicodedata.category(c) in ('Cc', 'Cf', 'Zs', 'Zl', 'Zp', 'Co', 'Cs', 'Cn')) \
                and (c != ' ' or in_pieces):
            out.append('\\u{%X}' % ord(c))
        else:
            out.append(c)
    return ''.join(out)


def main(model_dir):
    sps = [sentencepiece.SentencePieceProcessor(model_file=model_dir + '/' + m) for m in MODELS]
    print('# SentencePiece %s EncodeAsPieces, made by make_recording.py (see its docstring)' % sentencepiece.__version__)
    print('# columns: input\t' + '\t'.join(MODELS))
    seen = set()
    n = 0
    while n < N:
        s = text()
        if s in seen:
            continue
        seen.add(s)
        line = escape(s, False)
        if line.startswith('#'):  # not a comment
            line = '\\u{23}' + line[1:]
        fields = [line] + [' '.join(escape(p, True) for p in sp.EncodeAsPieces(s)) for sp in sps]
        print('\t'.join(fields))
        n += 1


if __name__ == '__main__':
    if len(sys.argv) > 2:  # the extra models: make_recording.py DIR N MODEL...
        N = int(sys.argv[2])
        MODELS = sys.argv[3:]
        WORDS += ['<sep>', '[MASK]', 'ab', '<sep>[MASK]', 'x<sep>y']
    main(sys.argv[1])
