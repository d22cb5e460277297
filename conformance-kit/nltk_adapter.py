#!/usr/bin/env python3
"""NLTK behind the conformance protocol: impl `nltk`, metrics bleu, gleu, nist, ribes, chrf
(sentence and corpus), meteor (sentence; needs the WordNet data, else "unsupported") and stem
(word, PorterStemmer). The golden cases were made with NLTK 3.8 (Debian's python3-nltk).

    bin/nlg-metrics conformance --external "python3 conformance-kit/nltk_adapter.py" --filter 'nltk:*:*'
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from adapter_template import Unsupported, serve  # noqa: E402

from nltk.translate import bleu_score, chrf_score, gleu_score, nist_score, ribes_score  # noqa: E402


def _tokens(text, options):
    tokenize = options.get("tokenize", "split")
    if tokenize in ("split", "ids"):
        return text.split()
    raise Unsupported("tokenize=%r" % tokenize)


def _bleu(options):
    smoothing = options.get("smoothing")
    fn = None
    if smoothing:
        fn = getattr(bleu_score.SmoothingFunction(**options.get("smoothing_params", {})), smoothing)
    kw = {"smoothing_function": fn, "auto_reweigh": options.get("auto_reweigh", False)}
    if "weights" in options:
        w = options["weights"]
        kw["weights"] = [tuple(x) for x in w] if w and isinstance(w[0], list) else tuple(w)
    return kw


def score(case):
    metric, level, o = case["metric"], case["level"], case["options"]
    hyps, refs = case["hypotheses"], case["references"]
    if case["impl"] != "nltk":
        raise Unsupported("only impl=nltk")
    if metric == "stem" and level == "word":
        from nltk.stem.porter import PorterStemmer
        return {"stem": PorterStemmer(mode=o.get("mode", "NLTK_EXTENSIONS")).stem(hyps[0])}
    if level not in ("sentence", "corpus"):
        raise Unsupported("level %s" % level)
    if metric == "chrf":  # chrF takes strings
        kw = {k: o[k] for k in ("min_len", "max_len", "beta", "ignore_whitespace") if k in o}
        if level == "sentence":
            return {"score": chrf_score.sentence_chrf(refs[0][0], hyps[0], **kw)}
        return {"score": chrf_score.corpus_chrf([r[0] for r in refs], hyps, **kw)}
    H = [_tokens(h, o) for h in hyps]
    R = [[_tokens(r, o) for r in rs] for rs in refs]
    if metric == "bleu":
        kw = _bleu(o)
        if level == "sentence":
            return {"score": bleu_score.sentence_bleu(R[0], H[0], **kw)}
        return {"score": bleu_score.corpus_bleu(R, H, **kw)}
    if metric == "gleu":
        kw = {k: o[k] for k in ("min_len", "max_len") if k in o}
        if level == "sentence":
            return {"score": gleu_score.sentence_gleu(R[0], H[0], **kw)}
        return {"score": gleu_score.corpus_gleu(R, H, **kw)}
    if metric == "nist":
        kw = {k: o[k] for k in ("n",) if k in o}
        if level == "sentence":
            return {"score": nist_score.sentence_nist(R[0], H[0], **kw)}
        return {"score": nist_score.corpus_nist(R, H, **kw)}
    if metric == "ribes":
        kw = {k: o[k] for k in ("alpha", "beta") if k in o}
        if level == "sentence":
            return {"score": ribes_score.sentence_ribes(R[0], H[0], **kw)}
        return {"score": ribes_score.corpus_ribes(R, H, **kw)}
    if metric == "meteor" and level == "sentence":
        from nltk.translate import meteor_score
        try:
            from nltk.corpus import wordnet
            wordnet.ensure_loaded()
        except LookupError:
            raise Unsupported("NLTK's WordNet data is not installed (nltk.download('wordnet'))")
        kw = {k: o[k] for k in ("alpha", "beta", "gamma") if k in o}
        return {"score": meteor_score.meteor_score(R[0], H[0], **kw)}
    raise Unsupported("nltk %s %s" % (metric, level))


if __name__ == "__main__":
    serve(score)
