"""Records NLTK 3.8's sent_tokenize / word_tokenize / Treebank outputs for PunktNltkParityTest.

Run from the repository root with Debian bookworm's python3-nltk (3.8) and the punkt model whose
conversion is text/punkt/english.txt (nltk_data's tokenizers/punkt/PY3/english.pickle, sha1
89d17a751b416f4988531b0d4e1f4ef98c8d0e41) under $NLTK_DATA/tokenizers/punkt/PY3/:

    NLTK_DATA=... /usr/bin/python3 \
      metrics-core/src/test/resources/io/github/nlgmetrics/text/punkt/record_nltk.py > \
      metrics-core/src/test/resources/io/github/nlgmetrics/text/punkt/nltk38-outputs.txt

Inputs: every distinct text of the hf-evaluate and torchmetrics golden files (conformance-data
and ../shared/data/peer-tests), then 3,000 texts generated from a fixed seed out of pieces that
provoke Punkt's and the Treebank tokenizer's rules (abbreviations, initials, ordinals, ellipses,
quotes, brackets, clitics, contractions, glued punctuation, Unicode whitespace, case, scripts).
Output: one block per text; each line a tag, a tab and a JSON string (UTF-8; control characters and line breaks escaped):
    text  the input
    spans the sentences of sent_tokenize(text) as start-end offsets in code points
          (PunktSentenceTokenizer.span_tokenize; the script asserts they slice to sent_tokenize's)
    word  the tokens of word_tokenize(text), joined by single spaces (no token holds whitespace)
    tb    (generated texts only) the tokens of NLTKWordTokenizer().tokenize(text), the Treebank
          tokenizer on the whole text without the sentence split, joined likewise
    end
"""
import csv
import json
import random
import sys

import nltk
from nltk import sent_tokenize, word_tokenize
from nltk.tokenize.destructive import NLTKWordTokenizer

assert nltk.__version__ == "3.8", nltk.__version__
TB = NLTKWordTokenizer()
PUNKT = nltk.data.load("tokenizers/punkt/english.pickle")
generated = set()

texts = []
seen = set()


def add(t):
    if t not in seen:
        seen.add(t)
        texts.append(t)


def walk(x):
    if isinstance(x, str):
        add(x)
    elif isinstance(x, list):
        for y in x:
            walk(y)


for f in ["conformance-data/hf-evaluate.csv", "conformance-data/torchmetrics.csv",
          "../shared/data/peer-tests/hf-evaluate.csv", "../shared/data/peer-tests/torchmetrics.csv"]:
    for r in csv.DictReader(open(f, encoding="utf-8")):
        walk(json.loads(r["hypotheses"]))
        walk(json.loads(r["references"]))

WORDS = ["the", "The", "cat", "sat", "on", "mat", "However", "however", "he", "He", "It", "it",
         "In", "in", "Smith", "Bach", "york", "New", "Mr.", "Mrs.", "Dr.", "dr.", "St.", "Inc.",
         "Corp.", "U.S.", "u.s.", "e.g.", "i.e.", "etc.", "vs.", "Jan.", "No.", "no.", "J.", "S.",
         "a.", "A.", "3.", "12.", "1,000.", "3.88", "-5", "2.5.", "ca.", "Fig.", "fig.", "co.",
         "Co.", "Ltd.", "Jr.", "Sen.", "Gov.", "calif.", "z.B.", "Nr.", "bzw.", "anti-Mr.", "But",
         "but", "Many", "many", "I", "i", "Indeed", "Meanwhile", "ELI5", "NLTK", "ok", "OK",
         "café", "naïve", "Ελλάδα", "Ωμέγα.", "日本語", "テキスト。", "привет", "Москва.", "😀",
         "👍🏽", "é", "ß", "İstanbul", "ǅemal", "_x", "²", "Ⅻ.", "٣.", "x²."]
PUNCT = [".", ",", ";", ":", "!", "?", "...", "..", ". . .", "--", "-", "—", "(", ")", "[", "]",
         "{", "}", "<", ">", "\"", "'", "''", "``", "`", "“", "”", "‘", "’", "«", "»", "„", "*",
         "@", "#", "$", "%", "&", "!!!", "?!", ".)", ".\"", ".'", ")."]
CLITICS = ["can't", "cannot", "Cannot", "won't", "I'm", "you're", "they'll", "we've", "she'd",
           "it's", "John's", "dogs'", "gonna", "Gotta", "wanna", "gimme", "lemme", "more'n",
           "d'ye", "'tis", "'Twas", "'em", "o'clock", "rock'n'roll", "'s", "n't", "'ll", "'X", "'a"]
SPACES = [" ", " ", " ", " ", "  ", "\n", "\n\n", "\t", "\u00a0", "\u3000", "\u2009", "\r\n",
          "\x1c", "\u0085", "\u2028", ""]

rng = random.Random(20261125)
for _ in range(3000):
    n = rng.randint(1, 30)
    parts = []
    for _ in range(n):
        k = rng.random()
        if k < 0.55:
            parts.append(rng.choice(WORDS))
        elif k < 0.85:
            parts.append(rng.choice(PUNCT))
        else:
            parts.append(rng.choice(CLITICS))
        parts.append(rng.choice(SPACES) if rng.random() < 0.85 else "")
    t = "".join(parts)
    if rng.random() < 0.2:
        t = " " + t
    add(t)
    generated.add(t)

out = sys.stdout
for t in texts:
    out.write("text\t" + json.dumps(t, ensure_ascii=False) + "\n")
    spans = list(PUNKT.span_tokenize(t))
    assert [t[a:b] for a, b in spans] == sent_tokenize(t)
    out.write("spans\t" + " ".join(f"{a}-{b}" for a, b in spans) + "\n")
    out.write("word\t" + json.dumps(" ".join(word_tokenize(t)), ensure_ascii=False) + "\n")
    if t in generated:
        out.write("tb\t" + json.dumps(" ".join(TB.tokenize(t)), ensure_ascii=False) + "\n")
    out.write("end\n")
