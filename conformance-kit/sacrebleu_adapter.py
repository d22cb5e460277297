#!/usr/bin/env python3
"""sacrebleu behind the conformance protocol: impl `sacrebleu`, metrics bleu, chrf, ter at levels
sentence, corpus, bootstrap (`corpus_score(..., n_bootstrap=N)`, seed from options.seed as
SACREBLEU_SEED) and paired-bs / paired-ar (`significance.PairedTest`); `tokenize` rows of the
SentencePiece tokenizers, and BLEU rows naming a SentencePiece model (needs `sentencepiece`).
The golden cases were made with sacrebleu 2.6.0.

    bin/nlg-metrics conformance --external "python3 conformance-kit/sacrebleu_adapter.py" --filter 'sacrebleu:*:*'
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from adapter_template import Unsupported, options_without, serve  # noqa: E402

from sacrebleu.metrics import BLEU, CHRF, TER  # noqa: E402

METRICS = {"bleu": BLEU, "chrf": CHRF, "ter": TER}
# Keys of the options that are not constructor arguments.
NOT_KWARGS = ("source", "seed", "n_bootstrap", "n_samples", "test_type", "model", "model_sha256")

# SentencePiece rows (sacrebleu-tok.csv) name their stand-in model (options.model, bundled in
# conformance-data/spm-models/): it is put where sacrebleu looks, $SACREBLEU/models/FILE, in a
# scratch home used for this process only.
SPM_FILES = {"spm": "sacrebleu_tokenizer_spm.model", "flores101": "sacrebleu_tokenizer_spm.model",
             "flores200": "flores200sacrebleuspm", "spBLEU-1K": "spbleu-1k_tokenizer_spm.model"}
SPM_MODELS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "conformance-data", "spm-models")


def _spm_home(o, tokenizer):
    """Points sacrebleu's SentencePiece tokenizers at a home holding options.model as FILE."""
    import hashlib
    import shutil
    import tempfile
    from sacrebleu.tokenizers import tokenizer_spm
    src = os.path.join(SPM_MODELS, o["model"])
    data = open(src, "rb").read()
    if hashlib.sha256(data).hexdigest() != o.get("model_sha256"):
        raise ValueError("%s: SHA-256 differs from options.model_sha256" % src)
    home = getattr(_spm_home, "dir", None) or tempfile.mkdtemp(prefix="sacrebleu-home-")
    _spm_home.dir = home
    os.makedirs(os.path.join(home, "models"), exist_ok=True)
    shutil.copyfile(src, os.path.join(home, "models", SPM_FILES[tokenizer]))
    tokenizer_spm.SACREBLEU_DIR = home


def _result(metric, s):
    if metric == "bleu":
        return {"score": s.score, "counts": s.counts, "totals": s.totals, "precisions": s.precisions,
                "bp": s.bp, "sys_len": s.sys_len, "ref_len": s.ref_len}
    if metric == "ter":
        return {"score": s.score, "num_edits": s.num_edits, "ref_length": s.ref_length}
    return {"score": s.score}


def _streams(refs):
    """Per-segment reference lists as sacrebleu's reference streams (None pads missing ones)."""
    n = max((len(r) for r in refs), default=0)
    return [[r[i] if i < len(r) else None for r in refs] for i in range(n)]


def _sig(r):
    return {"score": r.score, "mean": r.mean, "ci": r.ci, **({"p_value": r.p_value} if r.p_value is not None else {})}


def score(case):
    metric, level, o = case["metric"], case["level"], case["options"]
    hyps, refs = case["hypotheses"], case["references"]
    if case["impl"] == "sacrebleu" and metric == "tokenize" and o.get("tokenizer") in SPM_FILES:
        from sacrebleu.tokenizers.tokenizer_spm import TokenizerSPM
        _spm_home(o, o["tokenizer"])
        return {"tokens": TokenizerSPM(o["tokenizer"])(hyps[0])}
    if case["impl"] != "sacrebleu" or metric not in METRICS:
        raise Unsupported("only sacrebleu bleu/chrf/ter, and the SentencePiece tokenizers")
    if "model" in o:
        _spm_home(o, o["tokenize"])
    m = METRICS[metric](**options_without(o, *NOT_KWARGS))
    if level == "sentence":
        return _result(metric, m.sentence_score(hyps[0], refs[0]))
    if level == "corpus":
        return _result(metric, m.corpus_score(hyps, _streams(refs)))
    if "seed" in o:
        os.environ["SACREBLEU_SEED"] = str(o["seed"])
    if level == "bootstrap":
        s = m.corpus_score(hyps, _streams(refs), n_bootstrap=o["n_bootstrap"])
        return {"score": s.score, "mean": s._mean, "ci": s._ci}
    if level in ("paired-bs", "paired-ar"):
        from sacrebleu.significance import PairedTest
        test = PairedTest([("baseline", hyps[0]), ("system", hyps[1])], {metric: m}, _streams(refs),
                          test_type=o.get("test_type", level[-2:]), n_samples=o.get("n_samples", 0))
        _, scores = test()
        base, system = [v for k, v in scores.items() if k != "System"][0]
        return {"baseline": _sig(base), "system": _sig(system)}
    raise Unsupported("level %s" % level)


if __name__ == "__main__":
    serve(score)
