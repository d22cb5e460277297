"""nlg_metrics: the nlg-metrics scorers from Python, with nothing but the standard library.

The numbers are those of the Java library, bit for bit, at full precision: ``score("bleu", ...)["score"]``
is the float sacrebleu's ``BLEUScore.score`` holds (36.65671146483689, not the command line's 36.7), and
the other profiles' numbers are the floats and dicts their reference's Python API returns.

    >>> import nlg_metrics
    >>> nlg_metrics.score("bleu", ["the cat sat on the mat"], ["the cat sat on the mat"])["score"]
    100.00000000000004
    >>> nlg_metrics.score("bleu", hyps, refs, compat="nltk")              # NLTK 3.8's corpus_bleu
    >>> nlg_metrics.score("chrf", hyps, [refs_a, refs_b], word_order=2)   # two references, chrF++
    >>> nlg_metrics.compare("bleu", baseline, {"big": big, "small": small}, refs)  # sacrebleu's paired bootstrap
    >>> nlg_metrics.explain(["sacrebleu:bleu", "nltk:bleu"], hyps, refs)

One Java process answers every call (``nlg-metrics serve``): it starts on the first call (about a
second) and stays, with its models loaded, until the interpreter exits, so a later call costs
milliseconds. ``with nlg_metrics.Session() as s: s.score(...)`` holds a worker of its own; a Session
is safe to share between threads (one call at a time). Where the command is too old to serve, each
call runs the command once instead (the numbers then as its ``--format json`` prints them).

Where the command is found, first match wins: ``$NLG_METRICS_CMD`` (a command line, split as the
shell does, e.g. ``java -jar /opt/nlg-metrics/lib/nlg-metrics.jar``); ``nlg-metrics`` on ``PATH``;
``../bin/nlg-metrics`` beside this file (the unpacked release archive, a repository checkout). It needs
a Java runtime (17+), nothing else.

References follow sacrebleu's convention: a list of strings is one reference per segment; a list of
lists is several reference streams (``refs[k][i]`` is reference ``k`` of segment ``i``).
Options are the command's flags as keyword arguments: ``word_order=2`` is ``--word-order 2``,
``no_punct=True`` is ``--no-punct``, ``False``/``None`` leave a flag out, a list repeats it.
A failure raises :class:`NlgMetricsError` with the command's one-line message (a bad argument:
:class:`ArgumentError`, also a ``ValueError``); a warning about the input is a :class:`InputWarning`.
"""

import atexit
import collections
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import warnings
import weakref

__all__ = ["score", "compare", "explain", "run", "command", "Session", "NlgMetricsError", "ArgumentError",
           "InputWarning"]
__version__ = "0.1.0"


class NlgMetricsError(RuntimeError):
    """The command failed: ``message`` is its one-line message, ``returncode`` its exit code."""

    def __init__(self, message, returncode=2, args=()):
        super().__init__(message)
        self.message = message
        self.returncode = returncode
        self.args_given = list(args)


class ArgumentError(NlgMetricsError, ValueError):
    """An argument the module refuses before running anything (a ``str`` where a list of segments goes, ...)."""


class InputWarning(UserWarning):
    """A finding of the command's input checks (docs/warnings.md), as the command line prints on stderr."""


def command():
    """The command line that runs nlg-metrics here, as a list (see the module's documentation)."""
    env = os.environ.get("NLG_METRICS_CMD")
    if env and env.strip():
        return _command_line(env, "NLG_METRICS_CMD")
    on_path = shutil.which("nlg-metrics")
    if on_path:
        return [on_path]
    here = os.path.dirname(os.path.abspath(__file__))
    beside = os.path.join(os.path.dirname(here), "bin", "nlg-metrics")
    if os.path.isfile(beside) and os.access(beside, os.X_OK):
        return [beside]
    raise NlgMetricsError("nlg-metrics not found: put its bin/ on PATH, or set NLG_METRICS_CMD"
                          " (e.g. 'java -jar /path/to/nlg-metrics.jar')", 127, [])


def _command_line(cmd, what):
    """``cmd`` as a list: a string is split as the shell does (``java -jar 'my dir/nlg-metrics.jar'``)."""
    if isinstance(cmd, str):
        try:
            cmd = shlex.split(cmd)
        except ValueError as e:
            raise ArgumentError("%s is not a command line (%s): %r" % (what, e, cmd)) from None
    elif not isinstance(cmd, (list, tuple)) or not all(isinstance(a, str) for a in cmd):
        raise ArgumentError("%s: a command line, as a string or a list of strings, not %r" % (what, cmd))
    if not cmd:
        raise ArgumentError("%s: an empty command line" % what)
    return list(cmd)


def run(args, stdin=None):
    """Runs ``nlg-metrics ARGS`` as a process of its own; its stdout (text). Raises NlgMetricsError on a
    non-zero exit other than 1 with output (regress and conformance exit 1 on a finding and still print
    their report)."""
    full = command() + [str(a) for a in args]
    proc = _process(full, stdin)
    if proc.returncode != 0 and not (proc.returncode == 1 and proc.stdout.strip()):
        message = proc.stderr.strip().splitlines()
        raise NlgMetricsError(message[-1] if message else "exit code %d" % proc.returncode, proc.returncode, full)
    return proc.stdout


def _process(full, stdin=None):
    """Runs ``full`` to its end: its exit code and its output as text (UTF-8, a byte that is not UTF-8 read as U+FFFD,
    never a UnicodeDecodeError); a command that cannot be started is an NlgMetricsError (exit code 127, as a shell's)."""
    try:
        return subprocess.run(full, input=stdin, capture_output=True, text=True, encoding="utf-8", errors="replace")
    except OSError as e:
        raise NlgMetricsError("cannot run %s: %s" % (full[0], e.strerror or e), 127, full) from None


# --- arguments ---------------------------------------------------------------------------------------

def _flags(options, declared=None):
    """The command-line flags of keyword ``options``: ``word_order=2`` is ``--word-order 2``. ``declared``
    (the profile's options, ``{key: (flag, default)}``) maps a reference's own keyword to its flag
    (sacrebleu's ``TER(normalized=True)`` is ``--normalize``) and turns off an option that is on by default
    (``use_aggregator=False`` is ``--use-aggregator false``)."""
    out = []
    declared = declared or {}
    for key, value in options.items():
        flag, default = declared.get(key, ("--" + key.replace("_", "-"), None))
        if value is False and default == "true":
            out += [flag, "false"]
            continue
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


def _segments(what, lines):
    """``lines`` checked as one text: a list (or tuple) of strings, one segment each, none holding a line break."""
    if isinstance(lines, (str, bytes)):
        raise ArgumentError("%s: give a list of segments, not one %s (it would be scored character by character)"
                            % (what, type(lines).__name__))
    if isinstance(lines, dict) or not isinstance(lines, (list, tuple)):
        raise ArgumentError("%s: give a list of strings, one per segment (got a %s)" % (what, type(lines).__name__))
    for i, line in enumerate(lines):
        if not isinstance(line, str):
            raise ArgumentError("%s: segment %d is a %s, not a string" % (what, i + 1, type(line).__name__))
        if "\n" in line or "\r" in line:
            raise ArgumentError("%s: segment %d holds a line break (one segment per line): %r" % (what, i + 1, line))
    return list(lines)


def _reference_streams(refs):
    if isinstance(refs, (str, bytes, dict)) or not isinstance(refs, (list, tuple)):
        raise ArgumentError("refs: a list of strings (one reference per segment) or a list of lists (reference"
                            " streams), not a %s" % type(refs).__name__)
    if not refs:
        raise ArgumentError("refs: give at least one reference per segment")
    if all(isinstance(r, str) for r in refs):
        return [_segments("refs", refs)]
    if all(isinstance(r, (list, tuple)) for r in refs):
        return [_segments("refs[%d]" % k, r) for k, r in enumerate(refs)]
    raise ArgumentError("refs: a list of strings (one reference) or a list of lists (reference streams), not a mix")


def _reference_files(refs):
    """``-r NAME`` per reference stream and the texts under those names."""
    streams = _reference_streams(refs)
    names = ["refs"] if len(streams) == 1 else ["refs[%d]" % k for k in range(len(streams))]
    args = []
    for n in names:
        args += ["-r", n]
    return args, dict(zip(names, streams))


def _system_name(name, what):
    if not isinstance(name, str) or not name.strip():
        raise ArgumentError("%s: a system name is a non-empty string: %r" % (what, name))
    if name.startswith(("-", "@")) or "\n" in name or "\r" in name or "\0" in name:
        raise ArgumentError("%s: a system name may not start with '-' or '@' nor hold a line break: %r" % (what, name))
    return name


def _named_systems(systems, names, what):
    """``[(name, hyps), ...]`` from a dict ``{name: hyps}`` or a list of lists with ``names``."""
    if isinstance(systems, dict):
        if names is not None:
            raise ArgumentError("%s: give names= or a dict of systems, not both" % what)
        pairs = list(systems.items())
    else:
        if isinstance(systems, (str, bytes)) or not isinstance(systems, (list, tuple)):
            raise ArgumentError("%s: a dict {name: hypotheses} or a list of hypothesis lists" % what)
        if names is None:
            names = ["system%d" % (k + 1) for k in range(len(systems))]
        if isinstance(names, str) or len(names) != len(systems):
            raise ArgumentError("names: one name per system (%d systems)" % len(systems))
        pairs = list(zip(names, systems))
    return [(_system_name(n, what), _segments("%s %r" % (what, n), h)) for n, h in pairs]


# --- answers -----------------------------------------------------------------------------------------

def _result(answer, args, list_expected=False):
    """The result of a serve answer (or of a per-call run shaped like one); raises on an error answer."""
    if not isinstance(answer, dict):
        raise NlgMetricsError("the worker's answer is not an object: %r" % (answer,), 2, args)
    if not answer.get("ok"):
        raise NlgMetricsError(answer.get("error") or "exit code %s" % answer.get("exit"), answer.get("exit", 2), args)
    for w in answer.get("warnings") or ():
        warnings.warn(w, InputWarning, stacklevel=3)
    if "result" not in answer:
        text = answer.get("text", "")
        raise NlgMetricsError("the command printed no JSON" + (": " + text.strip()[:200] if text.strip() else ""),
                              2, args)
    result = answer["result"]
    if list_expected and not isinstance(result, list):
        result = [result]
    return result


def _answer_of_process(proc):
    """A process's run as serve answers it: ``ok``, ``exit``, ``result`` (or ``text``), ``warnings``, ``error``."""
    err = [l for l in proc.stderr.splitlines() if l.strip()]
    if proc.returncode != 0:
        return {"ok": False, "exit": proc.returncode, "error": err[-1] if err else "exit code %d" % proc.returncode,
                "warnings": [l[len("nlg-metrics: "):] if l.startswith("nlg-metrics: ") else l for l in err[:-1]]}
    answer = {"ok": True, "exit": 0,
              "warnings": [l[len("nlg-metrics: "):] if l.startswith("nlg-metrics: ") else l for l in err]}
    text = proc.stdout
    values = []
    decoder = json.JSONDecoder()
    at = 0
    try:
        while True:
            while at < len(text) and text[at].isspace():
                at += 1
            if at == len(text):
                break
            value, at = decoder.raw_decode(text, at)
            values.append(value)
    except ValueError:
        values = []
    if len(values) == 1:
        answer["result"] = values[0]
    elif values:
        answer["result"] = values
    else:
        answer["text"] = text
    return answer


# --- the worker --------------------------------------------------------------------------------------

class Session:
    """One ``nlg-metrics serve`` worker: a Java process that answers every call of this session, its models
    loaded once. A context manager (``with Session() as s: s.score(...)``); ``close()`` ends the worker.
    Safe to share between threads: calls take turns. A call interrupted (Ctrl-C) ends the worker; the next
    call starts a new one. ``cmd``: the command line to run, a list or a string split as the shell does (default:
    :func:`command`)."""

    def __init__(self, cmd=None):
        self._cmd = _command_line(cmd, "cmd") if cmd is not None else None
        self._lock = threading.RLock()
        self._proc = None
        self._pid = None
        self._stderr = collections.deque(maxlen=20)
        self._serves = None      # None: not known yet; False: the command has no serve (one process per call)
        self._next_id = 0
        self._closed = False
        self._drainer = None
        self._profiles = None    # (metric, compat) -> {keyword: (flag, default)}, asked on first need
        _live.add(self)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def __del__(self):
        if sys.is_finalizing():
            return          # the sessions still open were closed at exit (_close_all), before the threads froze
        try:
            self.close()
        except Exception:  # noqa: BLE001 - a collected session: nothing to report to
            pass

    # the scorers

    def score(self, metric, hyps, refs, compat=None, **options):
        """The corpus score of ``hyps`` against ``refs``: what ``nlg-metrics METRIC --format json
        --full-precision`` prints, as a dict (for the Python-dict profiles, the reference's own dict).
        ``metric``: bleu, chrf, ter, meteor, gleu, nist, ribes, eed, wer, cer, rouge, bertscore.
        ``compat``: the profile (``--compat``; for rouge the ``--profile``). ``sentence_level=True``
        gives a list of per-segment dicts."""
        if not isinstance(metric, str):
            raise ArgumentError("metric: a command name such as 'bleu', not %r" % (metric,))
        ref_args, files = _reference_files(refs)
        files["hyps"] = _segments("hyps", hyps)
        args = [metric] + ref_args + ["-i", "hyps", "--no-rstrip"]      # the strings as given, as the APIs take them
        if compat is not None:
            args += ["--profile" if metric == "rouge" else "--compat", compat]
        args += _flags(options, self._declared(metric, compat) if options else None)
        return _result(self.request(args, files), args, list_expected=bool(options.get("sentence_level")))

    def compare(self, metric, baseline, systems, refs, test="paired-bs", compat=None, names=None, **options):
        """sacrebleu's paired significance test (``test``: paired-bs or paired-ar) of each of ``systems``
        against ``baseline``: sacrebleu's JSON list, the baseline first (``"Baseline: NAME"``). ``systems``:
        a dict ``{name: hypotheses}``, or a list of hypothesis lists named by ``names`` (default system1,
        system2, ...); ``baseline``: a list (named ``baseline``) or a one-entry dict ``{name: hypotheses}``."""
        if test not in ("paired-bs", "paired-ar"):
            raise ArgumentError("test must be paired-bs or paired-ar: %r" % (test,))
        if isinstance(baseline, dict):
            if len(baseline) != 1:
                raise ArgumentError("baseline: one system, a list or a one-entry dict {name: hypotheses}")
            base = _named_systems(baseline, None, "baseline")
        else:
            base = [("baseline", _segments("baseline", baseline))]
        others = _named_systems(systems, names, "systems")
        named = base + others
        seen = set()
        for n, _ in named:
            if n in seen:
                raise ArgumentError("two systems are named %r" % n)
            seen.add(n)
        ref_args, files = _reference_files(refs)
        if seen & set(files):
            raise ArgumentError("a system may not be named %r (the references' name)" % sorted(seen & set(files))[0])
        files.update(named)
        args = [metric] + ref_args + ["-i"] + [n for n, _ in named] + ["--" + test, "--no-rstrip"]
        if compat is not None:
            args += ["--profile" if metric == "rouge" else "--compat", compat]
        args += _flags(options, self._declared(metric, compat) if options else None)
        return _result(self.request(args, files), args)

    def explain(self, profiles, hyps, refs, names=None, **options):
        """Why ``profiles`` (two or more of one family, e.g. ["sacrebleu:bleu", "nltk:bleu"]) give different
        numbers on this corpus: ``nlg-metrics explain --format json``, a dict. ``hyps``: a list, or a
        one-entry dict ``{name: hypotheses}`` (or ``names=[name]``): the name messages give the system."""
        if isinstance(profiles, str) or not isinstance(profiles, (list, tuple)):
            raise ArgumentError("profiles: a list of two or more profile names, e.g. ['sacrebleu:bleu', 'nltk:bleu']")
        if isinstance(hyps, dict) or names is not None:
            system = _named_systems(hyps, names, "hyps")
            if len(system) != 1:
                raise ArgumentError("hyps: explain takes one system")
            name, lines = system[0]
        else:
            name, lines = "hyps", _segments("hyps", hyps)
        ref_args, files = _reference_files(refs)
        if name in files:
            raise ArgumentError("the system may not be named %r (the references' name)" % name)
        files[name] = lines
        args = ["explain", "--profiles", ",".join(profiles)] + ref_args + ["-i", name] + _flags(options)
        return _result(self.request(args, files), args)

    def _declared(self, metric, compat):
        """The options of the profile ``nlg-metrics METRIC [--compat COMPAT]`` runs: ``{key: (flag, default)}``,
        from ``nlg-metrics profiles`` (asked once per session; empty where it cannot say)."""
        with self._lock:
            if self._profiles is None:
                self._profiles = {}
                try:
                    listed = _result(self.request(["profiles", "--format", "json"]), ["profiles"])
                except NlgMetricsError:
                    listed = []
                for p in listed if isinstance(listed, list) else []:
                    route = re.match(r"nlg-metrics (\S+)(?: --(?:compat|profile) (\S+))? -r REF -i HYP$",
                                     p.get("command", ""))
                    if route:
                        declared = {o["key"]: (o["flags"][0], o["default"]) for o in p.get("options", ())
                                    if o.get("flags")}
                        self._profiles[route.groups()] = declared
                        if route.group(2) is None:        # the default profile, also by its reference's name
                            self._profiles[(route.group(1), p["name"].split(":")[0])] = declared
            return self._profiles.get((metric, compat), {})

    # the protocol

    def request(self, args, files=None):
        """Sends one request, ``nlg-metrics ARGS`` with ``files`` (name -> list of segments) standing for the
        files the arguments name, and returns the worker's answer (a dict: ``ok``, ``exit``, ``result`` or
        ``text``, ``warnings``, ``error``). The scorers above build on it."""
        args = [str(a) for a in args]
        files = dict(files or {})
        with self._lock:
            if self._closed:
                raise NlgMetricsError("this Session is closed", 2, args)
            if self._serves is False:
                return self._per_call(args, files)
            self._ensure_worker()
            answer = self._exchange(args, files)
            if answer is None:      # the command has no serve: run this call, and every later one, per process
                return self._per_call(args, files)
            return answer

    def close(self):
        """Ends the worker (its standard input closed; killed if it has not ended within five seconds)."""
        with self._lock:
            self._closed = True
            self._stop()

    def _ensure_worker(self):
        if self._proc is not None and self._pid == os.getpid() and self._proc.poll() is None:
            return
        if self._pid is not None and self._pid != os.getpid():
            self._proc = None       # a forked child: the parent's worker is the parent's
        else:
            self._stop()
        cmd = (self._cmd if self._cmd is not None else command()) + ["serve"]
        try:
            proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        except OSError as e:
            raise NlgMetricsError("cannot run %s: %s" % (cmd[0], e.strerror or e), 127, cmd) from None
        self._proc, self._pid = proc, os.getpid()
        self._stderr = collections.deque(maxlen=20)
        self._drainer = threading.Thread(target=self._drain, args=(proc, self._stderr), daemon=True,
                                         name="nlg-metrics-stderr")
        self._drainer.start()

    @staticmethod
    def _drain(proc, lines):
        """Keeps the worker's last stderr lines (why it ended), so that a full pipe never blocks it; the only
        reader of that pipe, it closes it at its end."""
        try:
            for raw in iter(proc.stderr.readline, b""):
                lines.append(raw.decode("utf-8", "replace").rstrip("\n"))
        except (OSError, ValueError):
            pass
        finally:
            try:
                proc.stderr.close()
            except (OSError, ValueError):
                pass

    def _exchange(self, args, files):
        self._next_id += 1
        rid = self._next_id
        request = {"id": rid, "args": args, "files": files}
        try:
            line = json.dumps(request, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            line = json.dumps(request).encode("ascii")      # a lone surrogate: the worker names its segment
        proc = self._proc
        try:
            try:
                proc.stdin.write(line + b"\n")
                proc.stdin.flush()
            except (BrokenPipeError, OSError):
                pass                                          # the worker has ended: its reason below
            raw = proc.stdout.readline()
        except BaseException:
            self._stop(kill=True)                             # interrupted mid-call: the answer would come late
            raise
        if not raw:
            return self._worker_ended(args)
        try:
            answer = json.loads(raw.decode("utf-8"))
        except ValueError:
            self._stop(kill=True)
            raise NlgMetricsError("the worker's answer is not JSON: %r" % raw[:200], 2, args) from None
        if not isinstance(answer, dict) or answer.get("id") != rid:
            self._stop(kill=True)
            raise NlgMetricsError("the worker answered out of turn: %r" % raw[:200], 2, args)
        self._serves = True
        return answer

    def _worker_ended(self, args):
        proc = self._proc
        try:
            code = proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            code = None
        self._stop()
        lines = [l for l in self._stderr if l.strip()]
        if self._serves is None and code == 2 and any("'serve'" in l for l in lines):
            self._serves = False                              # an older command: no serve
            return None
        reason = lines[-1] if lines else "exit code %s" % code
        raise NlgMetricsError("the nlg-metrics worker ended: " + reason, code if code is not None else 2, args)

    def _per_call(self, args, files):
        """One process for this call, the texts in temporary files (a command too old to serve)."""
        with tempfile.TemporaryDirectory(prefix="nlg-metrics-") as tmp:
            paths = {}
            stdin = None
            for k, (name, lines) in enumerate(files.items()):
                if name == "-":
                    stdin = "".join(l + "\n" for l in lines)
                    continue
                paths[name] = os.path.join(tmp, "%d.txt" % k)
                with open(paths[name], "w", encoding="utf-8", newline="\n") as f:
                    for line in lines:
                        f.write(line + "\n")
            # an older command: no --no-rstrip nor --full-precision (its numbers are its --format json's)
            argv = [paths.get(a, a) for a in args if a != "--no-rstrip"]
            if "--format" not in argv and "-f" not in argv:
                argv += ["--format", "json"]
            return _answer_of_process(_process((self._cmd if self._cmd is not None else command()) + argv, stdin))

    def _stop(self, kill=False):
        """Ends the worker: its standard input closed (it ends when its request is answered), or killed."""
        proc, self._proc = self._proc, None
        if proc is None or self._pid != os.getpid():
            return
        if kill:
            proc.kill()
        try:
            proc.stdin.close()
        except OSError:
            pass
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        if self._drainer is not None:
            self._drainer.join(timeout=2)                     # its last lines: why the worker ended
        try:
            proc.stdout.close()
        except OSError:
            pass


# --- the shared session ------------------------------------------------------------------------------

_shared = None
_shared_lock = threading.Lock()


def _session():
    global _shared
    with _shared_lock:
        if _shared is None or _shared._closed:
            _shared = Session()
        return _shared


_live = weakref.WeakSet()


@atexit.register
def _close_all():
    """At exit, before the interpreter's threads stop: the shared session and every other one still open."""
    for session in list(_live):
        try:
            session.close()
        except Exception:  # noqa: BLE001 - exiting anyway
            pass


def score(metric, hyps, refs, compat=None, **options):
    """:meth:`Session.score` on the module's shared session (started on first use, closed at exit)."""
    return _session().score(metric, hyps, refs, compat=compat, **options)


def compare(metric, baseline, systems, refs, test="paired-bs", compat=None, names=None, **options):
    """:meth:`Session.compare` on the module's shared session."""
    return _session().compare(metric, baseline, systems, refs, test=test, compat=compat, names=names, **options)


def explain(profiles, hyps, refs, names=None, **options):
    """:meth:`Session.explain` on the module's shared session."""
    return _session().explain(profiles, hyps, refs, names=names, **options)
