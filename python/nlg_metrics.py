"""nlg_metrics: the nlg-metrics command line from Python, with nothing but the standard library.

Each function writes its texts to temporary files, runs the command line with ``--format json``
and returns the parsed JSON: the same numbers, bit for bit, as the command (and as the reference
tool each profile reproduces).

    >>> import nlg_metrics
    >>> nlg_metrics.score("bleu", ["the cat sat on the mat"], ["the cat sat on the mat"])["score"]
    100.0
    >>> nlg_metrics.score("bleu", hyps, refs, compat="nltk")          # NLTK 3.8's corpus_bleu
    >>> nlg_metrics.score("chrf", hyps, [refs_a, refs_b], word_order=2)   # two references, chrF++
    >>> nlg_metrics.compare("bleu", baseline, [system1, system2], refs)  # sacrebleu's paired bootstrap
    >>> nlg_metrics.explain(["sacrebleu:bleu", "nltk:bleu"], hyps, refs)

Where the command is found, first match wins: ``$NLG_METRICS_CMD`` (a command line, split as the
shell does, e.g. ``java -jar /opt/nlg-metrics/lib/nlg-metrics.jar``); ``nlg-metrics`` on ``PATH``;
``../bin/nlg-metrics`` beside this file (the unpacked release archive); ``../bin/nlg-metrics`` of a
repository checkout. It needs a Java runtime (17+), nothing else.

References follow sacrebleu's convention: a list of strings is one reference per segment; a list of
lists is several reference streams (``refs[k][i]`` is reference ``k`` of segment ``i``).
Options are the command's flags as keyword arguments: ``word_order=2`` is ``--word-order 2``,
``no_punct=True`` is ``--no-punct``, ``False``/``None`` leave a flag out, a list repeats it.
A failure raises :class:`NlgMetricsError` with the command's one-line message.
"""

import json
import os
import shlex
import shutil
import subprocess
import tempfile

__all__ = ["score", "compare", "explain", "run", "command", "NlgMetricsError"]
__version__ = "0.1.0"


class NlgMetricsError(RuntimeError):
    """The command line failed: ``message`` is its stderr (one line), ``returncode`` its exit code."""

    def __init__(self, message, returncode, args):
        super().__init__(message)
        self.message = message
        self.returncode = returncode
        self.args_given = args


def command():
    """The command line that runs nlg-metrics here, as a list (see the module's documentation)."""
    env = os.environ.get("NLG_METRICS_CMD")
    if env:
        return shlex.split(env)
    on_path = shutil.which("nlg-metrics")
    if on_path:
        return [on_path]
    here = os.path.dirname(os.path.abspath(__file__))
    beside = os.path.join(os.path.dirname(here), "bin", "nlg-metrics")
    if os.path.isfile(beside) and os.access(beside, os.X_OK):
        return [beside]
    raise NlgMetricsError("nlg-metrics not found: put its bin/ on PATH, or set NLG_METRICS_CMD"
                          " (e.g. 'java -jar /path/to/nlg-metrics.jar')", 127, [])


def run(args, stdin=None):
    """Runs ``nlg-metrics ARGS``; its stdout (text). Raises NlgMetricsError on a non-zero exit other
    than 1 with output (regress and conformance exit 1 on a finding and still print their report)."""
    full = command() + [str(a) for a in args]
    proc = subprocess.run(full, input=stdin, capture_output=True, text=True, encoding="utf-8")
    if proc.returncode != 0 and not (proc.returncode == 1 and proc.stdout.strip()):
        message = proc.stderr.strip().splitlines()
        raise NlgMetricsError(message[-1] if message else "exit code %d" % proc.returncode, proc.returncode, full)
    return proc.stdout


def _flags(options):
    out = []
    for key, value in options.items():
        flag = "--" + key.replace("_", "-")
        if value is None or value is False:
            continue
        if value is True:
            out.append(flag)
        elif isinstance(value, (list, tuple)):
            for v in value:
                out += [flag, str(v)]
        else:
            out += [flag, str(value)]
    return out


def _write(tmp, name, lines):
    path = os.path.join(tmp, name)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for line in lines:
            if "\n" in line or "\r" in line:
                raise ValueError("%s: a segment holds a line break (one segment per line): %r" % (name, line))
            f.write(line + "\n")
    return path


def _reference_streams(refs):
    if not refs:
        raise ValueError("refs: give at least one reference per segment")
    if all(isinstance(r, str) for r in refs):
        return [list(refs)]
    if all(isinstance(r, (list, tuple)) for r in refs):
        return [list(r) for r in refs]
    raise ValueError("refs: a list of strings (one reference) or a list of lists (reference streams)")


def _json(text):
    text = text.strip()
    if "\n" in text and not text.startswith(("{", "[")):
        raise NlgMetricsError("not JSON: " + text[:200], 0, [])
    try:
        return json.loads(text)
    except ValueError:
        # --sentence-level prints one object per line
        return [json.loads(line) for line in text.splitlines() if line.strip()]


def score(metric, hyps, refs, compat=None, **options):
    """The corpus score of ``hyps`` against ``refs`` as ``nlg-metrics METRIC --format json`` prints it
    (a dict; for the Python-dict profiles the tool's own returned dict). ``metric``: bleu, chrf, ter,
    meteor, gleu, nist, ribes, wer, cer, rouge. ``compat``: the profile (``--compat``; for rouge the
    ``--profile``). ``sentence_level=True`` gives a list of per-segment dicts."""
    with tempfile.TemporaryDirectory(prefix="nlg-metrics-") as tmp:
        args = [metric]
        for k, stream in enumerate(_reference_streams(refs)):
            args += ["-r", _write(tmp, "ref%d.txt" % k, stream)]
        args += ["-i", _write(tmp, "hyp.txt", hyps), "--format", "json"]
        if compat is not None:
            args += ["--profile" if metric == "rouge" else "--compat", compat]
        return _json(run(args + _flags(options)))


def compare(metric, baseline, systems, refs, test="paired-bs", compat=None, **options):
    """sacrebleu's paired significance test (``test``: paired-bs or paired-ar) of each of ``systems``
    (lists of hypotheses) against ``baseline``: sacrebleu's JSON list, the baseline first."""
    if test not in ("paired-bs", "paired-ar"):
        raise ValueError("test must be paired-bs or paired-ar: %r" % (test,))
    with tempfile.TemporaryDirectory(prefix="nlg-metrics-") as tmp:
        args = [metric]
        for k, stream in enumerate(_reference_streams(refs)):
            args += ["-r", _write(tmp, "ref%d.txt" % k, stream)]
        args += ["-i", _write(tmp, "baseline.txt", baseline)]
        for k, system in enumerate(systems):
            args.append(_write(tmp, "system%d.txt" % (k + 1), system))
        args += ["--" + test, "--format", "json"]
        if compat is not None:
            args += ["--compat", compat]
        return _json(run(args + _flags(options)))


def explain(profiles, hyps, refs, **options):
    """Why ``profiles`` (two or more of one family, e.g. ["sacrebleu:bleu", "nltk:bleu"]) give
    different numbers on this corpus: ``nlg-metrics explain --format json``."""
    with tempfile.TemporaryDirectory(prefix="nlg-metrics-") as tmp:
        args = ["explain", "--profiles", ",".join(profiles)]
        for k, stream in enumerate(_reference_streams(refs)):
            args += ["-r", _write(tmp, "ref%d.txt" % k, stream)]
        args += ["-i", _write(tmp, "hyp.txt", hyps), "--format", "json"]
        return _json(run(args + _flags(options)))
