#!/usr/bin/env python3
"""Adapter template for `nlg-metrics conformance --external CMD` (Python standard library only).

Copy this file, replace `score(case)` with a call into your implementation, and run

    bin/nlg-metrics conformance --external "python3 my_adapter.py" --filter 'myimpl:*:*'

Protocol (docs/conformance-kit.md): one JSON object per line on stdin,

    {"id", "impl", "metric", "level", "options", "hypotheses", "references"}

and exactly one JSON line back on stdout per case, flushed:

    {"id": ..., "result": {...}}        keys as in the golden row's `expected`
    {"id": ..., "error": "..."}         your implementation rejected the input
    {"id": ..., "unsupported": "..."}   you do not implement this impl/metric/level/option

`serve` does the reading, writing and flushing, turns an exception raised by `score` into an
"error" answer and `Unsupported` into an "unsupported" answer, so `score` only computes.
Never print anything else on stdout (use stderr for logging).
"""
import json
import sys


class Unsupported(Exception):
    """Raise from `score` for a case your implementation does not cover (never counted as passed)."""


def serve(score, stdin=None, stdout=None):
    """Answer every case line of `stdin` with `score(case)` on `stdout`, one line each, flushed."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    for line in stdin:
        if not line.strip():
            continue
        case_id = None
        try:
            case = json.loads(line)
            case_id = case["id"]
            answer = {"id": case_id, "result": score(case)}
        except Unsupported as e:
            answer = {"id": case_id, "unsupported": str(e)}
        except Exception as e:  # the implementation rejected the input
            answer = {"id": case_id, "error": "%s: %s" % (type(e).__name__, e)}
        try:
            text = json.dumps(answer, ensure_ascii=False, allow_nan=True)
        except (TypeError, ValueError) as e:
            text = json.dumps({"id": case_id, "error": "result is not JSON: %s" % e})
        stdout.write(text + "\n")
        stdout.flush()


def options_without(options, *keys):
    """The case's options as keyword arguments, without the informative or protocol-only keys."""
    return {k: v for k, v in options.items() if k not in keys}


def score(case):
    """Your implementation: return the outputs of one case as a dict (keys as in `expected`)."""
    impl, metric, level = case["impl"], case["metric"], case["level"]
    raise Unsupported("template: %s:%s:%s is not implemented" % (impl, metric, level))


if __name__ == "__main__":
    serve(score)
