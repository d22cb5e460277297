#!/usr/bin/env python3
"""Google rouge-score behind the conformance protocol: impl `rouge-score`, metric rouge at levels
sentence (`RougeScorer.score`, or `score_multi` when options.multi) and bootstrap
(`scoring.BootstrapAggregator` after `np.random.seed(options.numpy_seed)`), and metric tokenize
(the scorer's tokenizer). The golden cases were made with rouge-score 0.1.2.

    bin/nlg-metrics conformance --external "python3 conformance-kit/rouge_score_adapter.py" --filter 'rouge-score:*:*'
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from adapter_template import Unsupported, serve  # noqa: E402

from rouge_score import rouge_scorer, scoring  # noqa: E402


def _prf(s):
    return {"precision": s.precision, "recall": s.recall, "fmeasure": s.fmeasure}


def score(case):
    metric, level, o = case["metric"], case["level"], case["options"]
    hyps, refs = case["hypotheses"], case["references"]
    if case["impl"] != "rouge-score":
        raise Unsupported("only impl=rouge-score")
    if metric == "tokenize":
        from rouge_score import tokenizers
        tok = tokenizers.DefaultTokenizer(use_stemmer=o.get("use_stemmer", False))
        return {"tokens": tok.tokenize(hyps[0])}
    if metric != "rouge":
        raise Unsupported("metric %s" % metric)
    scorer = rouge_scorer.RougeScorer(o["rouge_types"], use_stemmer=o.get("use_stemmer", False),
                                      **({"split_summaries": o["split_summaries"]} if "split_summaries" in o else {}))
    if level == "sentence":
        s = scorer.score_multi(refs[0], hyps[0]) if o.get("multi") else scorer.score(refs[0][0], hyps[0])
        return {k: _prf(v) for k, v in s.items()}
    if level == "bootstrap":
        import numpy as np
        np.random.seed(o["numpy_seed"])
        agg = scoring.BootstrapAggregator(confidence_interval=o.get("confidence_interval", 0.95),
                                          n_samples=o.get("n_samples", 1000))
        for h, rs in zip(hyps, refs):
            agg.add_scores(scorer.score_multi(rs, h) if o.get("multi") else scorer.score(rs[0], h))
        return {k: {"low": _prf(v.low), "mid": _prf(v.mid), "high": _prf(v.high)} for k, v in agg.aggregate().items()}
    raise Unsupported("level %s" % level)


if __name__ == "__main__":
    serve(score)
