#!/usr/bin/env python3
"""Convert NLTK's pre-trained Punkt model (a pickled PunktSentenceTokenizer) to plain text.

Usage (NLTK 3.8 installed, e.g. Debian bookworm's python3-nltk):

    /usr/bin/python3 scripts/punkt_params_to_text.py english.pickle > \
        metrics-core/src/main/resources/io/github/nlgmetrics/text/punkt/english.txt

The pickle is read with an Unpickler that only resolves the globals this model is known to name
(the Punkt classes, set, int, defaultdict), so no other code can run. The output lists the four
learned parameter tables of PunktParameters, each sorted, one entry per line:

    [abbrev_types]      one type per line
    [collocations]      two types per line, separated by a tab
    [sent_starters]     one type per line
    [ortho_context]     type, tab, the orthographic context flags as a decimal integer

Types are escaped so that every entry fits on one line: a backslash is written "\\\\", and a
space, tab, newline, carriage return or any other non-printable character "\\uXXXX" (or
"\\UXXXXXXXX" beyond the BMP). The file also records the model's language variables, which the
Java port checks it implements (this model uses NLTK's default PunktLanguageVars).
"""
import hashlib
import pickle
import sys

ALLOWED = {
    ("nltk.tokenize.punkt", "PunktSentenceTokenizer"),
    ("nltk.tokenize.punkt", "PunktLanguageVars"),
    ("nltk.tokenize.punkt", "PunktParameters"),
    ("nltk.tokenize.punkt", "PunktToken"),
    ("builtins", "set"),
    ("builtins", "int"),
    ("collections", "defaultdict"),
}


class SafeUnpickler(pickle.Unpickler):
    def find_class(self, module, name):
        if (module, name) not in ALLOWED:
            raise pickle.UnpicklingError(f"unexpected global {module}.{name}")
        return super().find_class(module, name)


def esc(s):
    out = []
    for ch in s:
        if ch == "\\":
            out.append("\\\\")
        elif ch.isspace() or not ch.isprintable():
            out.append(f"\\u{ord(ch):04x}" if ord(ch) < 0x10000 else f"\\U{ord(ch):08x}")
        else:
            out.append(ch)
    return "".join(out)


def main(path):
    data = open(path, "rb").read()
    tok = SafeUnpickler(open(path, "rb")).load()
    import nltk
    from nltk.tokenize.punkt import PunktLanguageVars, PunktToken

    lv = tok._lang_vars
    if type(lv) is not PunktLanguageVars or tok._Token is not PunktToken:
        sys.exit("the model does not use NLTK's default PunktLanguageVars / PunktToken")
    p = tok._params
    w = sys.stdout.write
    w("# Punkt parameters converted from a pickled NLTK PunktSentenceTokenizer.\n")
    w(f"# source sha1 {hashlib.sha1(data).hexdigest()}, {len(data)} bytes; "
      f"converted with NLTK {nltk.__version__} by scripts/punkt_params_to_text.py\n")
    w(f"# language variables: PunktLanguageVars defaults (sent_end_chars {''.join(lv.sent_end_chars)},"
      f" internal_punctuation {lv.internal_punctuation})\n")
    w(f"# counts: abbrev_types {len(p.abbrev_types)}, collocations {len(p.collocations)}, "
      f"sent_starters {len(p.sent_starters)}, ortho_context {len(p.ortho_context)}\n")
    w("[abbrev_types]\n")
    for t in sorted(p.abbrev_types):
        w(esc(t) + "\n")
    w("[collocations]\n")
    for a, b in sorted(p.collocations):
        w(esc(a) + "\t" + esc(b) + "\n")
    w("[sent_starters]\n")
    for t in sorted(p.sent_starters):
        w(esc(t) + "\n")
    w("[ortho_context]\n")
    for t, flags in sorted(p.ortho_context.items()):
        w(f"{esc(t)}\t{int(flags)}\n")


if __name__ == "__main__":
    main(sys.argv[1])
