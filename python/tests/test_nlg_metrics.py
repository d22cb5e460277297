"""Tests of nlg_metrics.py: the module returns what the command line computes, at full precision, from one
warm worker (``nlg-metrics serve``), and fails with NlgMetricsError, never a bare exception.

Runs where a command is found (NLG_METRICS_CMD, nlg-metrics on PATH, ../bin beside the module); skips with the
reason otherwise. The Maven build runs it with NLG_METRICS_CMD set to the CLI on its test class path
(PythonModuleTest). The numbers against the Java API: PythonParityTest (Maven); against sacrebleu's Python API:
test_sacrebleu_api.py.
"""
import contextlib
import json
import os
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import textwrap
import threading
import unittest
import warnings

from support import NEEDS_COMMAND, nlg_metrics

HYPS = ["The cat sat on a mat.", "The dog barks.", "Hello world!", "It rains today."]
REFS = ["The cat sat on the mat.", "A dog barks loudly.", "Hello there, world!", "It is raining today."]
OTHER = ["The cat sat on the mat.", "A dog barks.", "Hello there world!", "It is raining."]


@contextlib.contextmanager
def command_env(value):
    """NLG_METRICS_CMD is ``value`` inside the block, and as it was after it."""
    saved = os.environ.get("NLG_METRICS_CMD")
    os.environ["NLG_METRICS_CMD"] = value
    try:
        yield
    finally:
        if saved is None:
            del os.environ["NLG_METRICS_CMD"]
        else:
            os.environ["NLG_METRICS_CMD"] = saved


def fake_command(tmp, body):
    """A stand-in for the command (a Python script run as ``python3 script``): for the protocol's faults."""
    path = os.path.join(tmp, "fake.py")
    with open(path, "w", encoding="utf-8") as f:
        f.write(textwrap.dedent(body))
    return [sys.executable, path]


@NEEDS_COMMAND
class ScoreTest(unittest.TestCase):
    def cli(self, *args, hyps=HYPS, refs=(REFS,)):
        """The command line's own JSON at full precision for the same texts."""
        with tempfile.TemporaryDirectory() as tmp:
            files = []
            for k, lines in enumerate(refs):
                p = os.path.join(tmp, "r%d" % k)
                with open(p, "w", encoding="utf-8") as f:
                    f.write("\n".join(lines) + "\n")
                files += ["-r", p]
            h = os.path.join(tmp, "h")
            with open(h, "w", encoding="utf-8") as f:
                f.write("\n".join(hyps) + "\n")
            out = subprocess.run(nlg_metrics.command() + [args[0]] + files + ["-i", h, "-f", "json", "--full-precision",
                                                                               "--no-rstrip"] + list(args[1:]),
                                 capture_output=True, text=True, check=True).stdout
            return json.loads(out)

    def test_bleu_is_sacrebleus_full_float(self):
        got = nlg_metrics.score("bleu", HYPS, REFS)
        self.assertEqual(self.cli("bleu"), got)
        self.assertEqual("BLEU", got["name"])
        two = nlg_metrics.score("bleu", HYPS[:2], REFS[:2])
        self.assertEqual(36.65671146483689, two["score"], "BLEUScore.score, not the command line's 36.7")
        self.assertEqual("81.8/55.6/28.6/20.0 (BP = 0.913 ratio = 0.917 hyp_len = 11 ref_len = 12)",
                         two["verbose_score"], "the rounded text fields stay")
        self.assertEqual([9, 5, 2, 1], two["fields"]["counts"])

    def test_compat_and_options(self):
        plain = nlg_metrics.score("chrf", HYPS, REFS, compat="torchmetrics", word_order=0)    # torchmetrics: 2
        self.assertNotEqual(nlg_metrics.score("chrf", HYPS, REFS, compat="torchmetrics"), plain)
        self.assertEqual(plain, nlg_metrics.score("chrf", HYPS, REFS, compat="torchmetrics", n_word_order=0),
                         "the reference's keyword (torchmetrics' n_word_order) or the flag's name")
        self.assertEqual(nlg_metrics.score("bleu", HYPS, REFS, compat="sacrebleu")["score"],
                         nlg_metrics.score("bleu", HYPS, REFS)["score"])

    def test_a_switch_and_the_references_own_keyword(self):
        self.assertIn("punct:no", nlg_metrics.score("ter", HYPS, REFS, no_punct=True)["signature"])
        self.assertEqual(nlg_metrics.score("ter", HYPS, REFS, normalize=True),
                         nlg_metrics.score("ter", HYPS, REFS, normalized=True),
                         "sacrebleu's TER(normalized=True) keyword reaches its flag, --normalize")
        on = nlg_metrics.score("rouge", HYPS, REFS, compat="hf-evaluate", seed=1)
        off = nlg_metrics.score("rouge", HYPS, REFS, compat="hf-evaluate", use_aggregator=False)
        self.assertIsInstance(on["rouge1"], float)
        self.assertEqual(len(HYPS), len(off["rouge1"]), "an option on by default is turned off")

    def test_several_references(self):
        got = nlg_metrics.score("bleu", HYPS, [REFS, OTHER])
        self.assertEqual(self.cli("bleu", refs=(REFS, OTHER)), got)
        self.assertIn("nrefs:2", got["signature"])

    def test_rouge_profiles(self):
        got = nlg_metrics.score("rouge", HYPS, REFS, compat="torchmetrics")
        self.assertIsInstance(got["rouge1_fmeasure"], float, "torchmetrics' dict as it returns it")
        mean = nlg_metrics.score("rouge", HYPS, REFS)
        self.assertIsInstance(mean["scores"]["rougeL"]["fmeasure"], float, "rouge-score's Score fields")

    def test_sentence_level_is_a_list_even_of_one(self):
        self.assertEqual(len(HYPS), len(nlg_metrics.score("bleu", HYPS, REFS, sentence_level=True)))
        one = nlg_metrics.score("bleu", HYPS[:1], REFS[:1], sentence_level=True)
        self.assertIsInstance(one, list)
        self.assertEqual(1, len(one))

    def test_compare_names_the_systems_by_the_users_names(self):
        got = nlg_metrics.compare("bleu", HYPS, {"bigger": OTHER, "smaller": HYPS}, REFS)
        self.assertEqual(["Baseline: baseline", "bigger", "smaller"], [s["system"] for s in got])
        self.assertIn("p_value", got[1]["BLEU"])
        named = nlg_metrics.compare("bleu", {"v1": HYPS}, [OTHER], REFS, names=["v2"], test="paired-ar")
        self.assertEqual(["Baseline: v1", "v2"], [s["system"] for s in named])

    def test_explain(self):
        got = nlg_metrics.explain(["sacrebleu:bleu", "nltk:bleu"], HYPS, REFS)
        self.assertEqual("bleu", got["family"])
        with self.assertRaises(nlg_metrics.NlgMetricsError) as e:
            nlg_metrics.explain(["sacrebleu:bleu", "nltk:bleu"], {"my system": HYPS[:2]}, REFS)
        self.assertIn("my system has 2 lines", e.exception.message, "the user's name in the message")

    def test_warnings_reach_python(self):
        # five segments at least: fewer are a toy example, where the counting checks stay silent
        same = REFS + ["We went home early."]
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            got = nlg_metrics.score("bleu", same, same)
        self.assertEqual(100.0, round(got["score"], 9))
        self.assertTrue(any("identical" in w for w in got["warnings"]), got)
        self.assertTrue(any(issubclass(w.category, nlg_metrics.InputWarning) and "identical" in str(w.message)
                            for w in caught), caught)
        self.assertNotIn("warnings", nlg_metrics.score("bleu", same, same, quiet=True))

    def test_a_bad_option_raises_with_the_commands_message(self):
        with self.assertRaises(nlg_metrics.NlgMetricsError) as e:
            nlg_metrics.score("bleu", HYPS, REFS, widht=2)
        self.assertEqual(2, e.exception.returncode)
        self.assertIn("--widht", e.exception.message)

    def test_unequal_lengths_raise(self):
        with self.assertRaises(nlg_metrics.NlgMetricsError) as e:
            nlg_metrics.score("bleu", HYPS[:2], REFS)
        self.assertEqual("nlg-metrics: line counts differ: hyps has 2 lines but refs has 4", e.exception.message)


@NEEDS_COMMAND
class SessionTest(unittest.TestCase):
    def test_one_worker_answers_every_call_and_ends_with_the_session(self):
        with nlg_metrics.Session() as s:
            first = s.score("bleu", HYPS, REFS)
            pid = s._proc.pid
            self.assertEqual(first, s.score("bleu", HYPS, REFS))
            self.assertEqual(pid, s._proc.pid, "the same worker")
            proc = s._proc
        self.assertIsNotNone(proc.poll(), "the worker ended with the session")
        with self.assertRaises(nlg_metrics.NlgMetricsError):
            s.score("bleu", HYPS, REFS)

    def test_the_module_functions_share_one_session(self):
        nlg_metrics.score("bleu", HYPS, REFS)
        pid = nlg_metrics._session()._proc.pid
        nlg_metrics.score("chrf", HYPS, REFS)
        nlg_metrics.explain(["sacrebleu:bleu", "nltk:bleu"], HYPS, REFS)
        self.assertEqual(pid, nlg_metrics._session()._proc.pid)

    def test_a_session_is_safe_to_share_between_threads(self):
        texts = [(HYPS[k:] + HYPS[:k], REFS[k:] + REFS[:k]) for k in range(4)]
        with nlg_metrics.Session() as s:
            expected = [s.score("chrf", h, r)["score"] for h, r in texts]
            got = {}
            errors = []

            def work(k):
                try:
                    for _ in range(5):
                        got.setdefault(k, []).append(s.score("chrf", *texts[k % 4])["score"])
                except Exception as e:  # noqa: BLE001 - reported below
                    errors.append(e)

            threads = [threading.Thread(target=work, args=(k,)) for k in range(8)]
            for t in threads:
                t.start()
            for t in threads:
                t.join(120)
        self.assertEqual([], errors)
        for k in range(8):
            self.assertEqual([expected[k % 4]] * 5, got[k])

    def test_a_killed_worker_is_replaced_on_the_next_call(self):
        with nlg_metrics.Session() as s:
            s.score("bleu", HYPS, REFS)
            os.kill(s._proc.pid, signal.SIGKILL)
            s._proc.wait()
            self.assertEqual(nlg_metrics.score("bleu", HYPS, REFS)["score"], s.score("bleu", HYPS, REFS)["score"])

    def test_an_interrupted_call_and_sessions_left_open_at_exit(self):
        script = textwrap.dedent("""
            import os, signal, sys, threading
            sys.path.insert(0, %r)
            import nlg_metrics
            s = nlg_metrics.Session()
            s.score("bleu", ["a b c d"], ["a b c d"])
            big = ["segment %%d of a corpus that takes a while to score" %% i for i in range(200000)]
            refs = ["segment %%d of the corpus that takes long to score" %% i for i in range(200000)]
            # Ctrl-C's KeyboardInterrupt even where SIGINT came ignored (a build started with `&` or nohup)
            signal.signal(signal.SIGINT, signal.default_int_handler)
            threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT)).start()  # the call takes seconds
            try:
                s.score("ter", big, refs)   # (seconds of work; not the references themselves: no warning)
                print("not interrupted")
            except KeyboardInterrupt:
                pass
            print(s.score("bleu", ["a b c d"], ["a b c d"])["score"], s._proc.pid)
            nlg_metrics.score("bleu", ["a b c d"], ["a b c d"])     # the shared session, left open too
            """) % os.path.join(os.path.dirname(os.path.abspath(nlg_metrics.__file__)))
        run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
        self.assertEqual(0, run.returncode, run.stderr)
        self.assertEqual("", run.stderr, "no traceback, no fatal error at exit")
        self.assertNotIn("not interrupted", run.stdout, "the call ended before the interrupt: make it longer")
        score, pid = run.stdout.split()
        self.assertEqual(100.0, round(float(score), 9), "the call after the interrupted one, on a new worker")
        with self.assertRaises(ProcessLookupError):
            for _ in range(50):                     # the worker ended with the interpreter
                os.kill(int(pid), 0)
                threading.Event().wait(0.1)

    def test_the_answer_of_a_request(self):
        with nlg_metrics.Session() as s:
            answer = s.request(["bleu", "-r", "r", "-i", "h"], {"r": REFS, "h": HYPS})
            self.assertTrue(answer["ok"])
            self.assertEqual([], answer["warnings"])
            self.assertEqual(nlg_metrics.score("bleu", HYPS, REFS)["score"], answer["result"]["score"])
            bad = s.request(["blue"])
            self.assertFalse(bad["ok"])
            self.assertEqual(2, bad["exit"])


class FaultTest(unittest.TestCase):
    """Every failure is an NlgMetricsError (issue 39): bad arguments, a missing command, a worker that dies or
    answers nonsense, a command that prints nothing."""

    def test_a_str_or_a_dict_is_refused_not_scored_character_by_character(self):
        s = nlg_metrics.Session(cmd=["/nonexistent/nlg-metrics"])
        for bad in ("The cat sat.", b"bytes", {"a": 1}, None, 3, [1, 2], ["ok", None]):
            with self.assertRaises(nlg_metrics.ArgumentError):
                s.score("bleu", bad, REFS)
        for bad in ("The cat sat on the mat.", {"The cat sat on the mat.": 1}, None):
            with self.assertRaises(nlg_metrics.ArgumentError):
                s.score("bleu", HYPS, bad)
        with self.assertRaises(nlg_metrics.NlgMetricsError):
            s.score("bleu", HYPS, [REFS, "a string"])
        with self.assertRaises(nlg_metrics.ArgumentError):
            s.score("bleu", ["two\nlines"], REFS[:1])
        with self.assertRaises(nlg_metrics.ArgumentError):
            s.compare("bleu", HYPS, {"-x": HYPS}, REFS)
        with self.assertRaises(nlg_metrics.ArgumentError):
            s.compare("bleu", HYPS, [HYPS, OTHER], REFS, names=["one"])

    def test_a_missing_command_is_an_nlg_metrics_error(self):
        with self.assertRaises(nlg_metrics.NlgMetricsError) as e:
            nlg_metrics.Session(cmd=["/nonexistent/nlg-metrics"]).score("bleu", HYPS, REFS)
        self.assertEqual(127, e.exception.returncode)
        with command_env("/nonexistent/nlg-metrics"):
            with self.assertRaises(nlg_metrics.NlgMetricsError):
                nlg_metrics.run(["bleu", "--help"])

    def test_a_command_line_that_cannot_be_split_or_is_empty_is_an_argument_error(self):
        for bad in ("java -jar 'unclosed", "", [], ["java", 3]):
            with self.assertRaises(nlg_metrics.ArgumentError):
                nlg_metrics.Session(cmd=bad)
        with command_env("java -jar 'unclosed"):
            with self.assertRaises(nlg_metrics.NlgMetricsError) as e:
                nlg_metrics.command()
            self.assertIn("NLG_METRICS_CMD is not a command line (No closing quotation)", e.exception.message)
            with self.assertRaises(nlg_metrics.NlgMetricsError):
                nlg_metrics.run(["bleu", "--help"])

    def test_no_command_anywhere_is_an_nlg_metrics_error_not_file_not_found(self):
        with tempfile.TemporaryDirectory() as root:
            tmp = os.path.join(root, "code")                # no ../bin beside it, nothing on PATH, no NLG_METRICS_CMD
            os.mkdir(tmp)
            shutil.copy(nlg_metrics.__file__, tmp)
            env = {k: v for k, v in os.environ.items() if k != "NLG_METRICS_CMD"}
            env["PATH"] = tmp
            out = subprocess.run([sys.executable, "-c", textwrap.dedent("""
                import nlg_metrics
                try:
                    nlg_metrics.score("bleu", ["a b"], ["a b"])
                except nlg_metrics.NlgMetricsError as e:
                    print(e.returncode, e.message)
                """)], cwd=tmp, env=env, capture_output=True, text=True)
            self.assertEqual("", out.stderr)
            self.assertTrue(out.stdout.startswith("127 nlg-metrics not found: put its bin/ on PATH"), out.stdout)

    def test_output_that_is_not_utf8_is_an_nlg_metrics_error_not_a_decode_error(self):
        with tempfile.TemporaryDirectory() as tmp:
            bad = fake_command(tmp, """
                import sys
                if sys.argv[1:2] == ["serve"]:
                    sys.stderr.write("nlg-metrics: Unmatched argument at index 0: 'serve'\\n")
                    sys.exit(2)
                sys.stdout.buffer.write(b"\\xff\\xfe not UTF-8\\n")
                """)
            with self.assertRaises(nlg_metrics.NlgMetricsError) as e:
                nlg_metrics.Session(cmd=bad).score("bleu", HYPS, REFS)
            self.assertEqual("the command printed no JSON: \ufffd\ufffd not UTF-8", e.exception.message)
            with command_env(" ".join(shlex.quote(a) for a in bad)):
                self.assertEqual("\ufffd\ufffd not UTF-8\n", nlg_metrics.run(["bleu"]))

    def test_a_worker_that_answers_nonsense_or_dies(self):
        with tempfile.TemporaryDirectory() as tmp:
            garbage = fake_command(tmp, """
                import sys
                for line in sys.stdin:
                    print("this is not JSON", flush=True)
                """)
            with self.assertRaises(nlg_metrics.NlgMetricsError) as e:
                nlg_metrics.Session(cmd=garbage).score("bleu", HYPS, REFS)
            self.assertIn("not JSON", e.exception.message)
            dies = fake_command(tmp, """
                import sys
                sys.stdin.readline()
                sys.stderr.write("Segmentation fault\\n")
                sys.exit(139)
                """)
            with self.assertRaises(nlg_metrics.NlgMetricsError) as e:
                nlg_metrics.Session(cmd=dies).score("bleu", HYPS, REFS)
            self.assertEqual("the nlg-metrics worker ended: Segmentation fault", e.exception.message)
            self.assertEqual(139, e.exception.returncode)
            text = fake_command(tmp, """
                import json, sys
                for line in sys.stdin:
                    print(json.dumps({"id": json.loads(line)["id"], "ok": True, "exit": 0, "text": "", "warnings": []}),
                          flush=True)
                """)
            with self.assertRaises(nlg_metrics.NlgMetricsError) as e:
                nlg_metrics.Session(cmd=text).score("bleu", HYPS, REFS)
            self.assertEqual("the command printed no JSON", e.exception.message, "never [] for nothing printed")


@NEEDS_COMMAND
class OlderCommandTest(unittest.TestCase):
    """A command without serve: each call runs the command once (its --format json's numbers)."""

    def test_one_process_per_call_where_serve_is_unavailable(self):
        with tempfile.TemporaryDirectory() as tmp:
            old = fake_command(tmp, """
                import os, shlex, subprocess, sys
                if sys.argv[1:2] == ["serve"] or "--full-precision" in sys.argv or "--no-rstrip" in sys.argv:
                    sys.stderr.write("nlg-metrics: Unmatched argument at index 0: '%s'\\n" % sys.argv[1])
                    sys.exit(2)
                sys.exit(subprocess.call(shlex.split(os.environ["NLG_METRICS_REAL"]) + sys.argv[1:]))
                """)
            os.environ["NLG_METRICS_REAL"] = " ".join(shlex.quote(a) for a in nlg_metrics.command())
            with nlg_metrics.Session(cmd=old) as s:
                got = s.score("bleu", HYPS[:2], REFS[:2])
                self.assertEqual(36.7, got["score"], "the older command's --format json")
                self.assertFalse(s._serves)
                with self.assertRaises(nlg_metrics.NlgMetricsError) as e:
                    s.score("bleu", HYPS[:1], REFS)
                self.assertIn("line counts differ", e.exception.message)
            silent = fake_command(tmp, """
                import sys
                if sys.argv[1:2] == ["serve"]:
                    sys.stderr.write("nlg-metrics: Unmatched argument at index 0: 'serve'\\n")
                    sys.exit(2)
                """)
            with self.assertRaises(nlg_metrics.NlgMetricsError) as e:
                nlg_metrics.Session(cmd=silent).score("bleu", HYPS, REFS)
            self.assertEqual("the command printed no JSON", e.exception.message)


class InputTest(unittest.TestCase):
    def test_segments(self):
        self.assertEqual(["a", "b"], nlg_metrics._segments("hyps", ("a", "b")))
        with self.assertRaises(nlg_metrics.ArgumentError):
            nlg_metrics._segments("hyps", ["two\nlines"])

    def test_reference_streams(self):
        self.assertEqual([["a", "b"]], nlg_metrics._reference_streams(["a", "b"]))
        self.assertEqual([["a"], ["b"]], nlg_metrics._reference_streams([["a"], ["b"]]))
        with self.assertRaises(ValueError):
            nlg_metrics._reference_streams([])

    def test_flags(self):
        self.assertEqual(["--word-order", "2", "--no-punct", "--weights", "0.5", "--weights", "0.5"],
                         nlg_metrics._flags({"word_order": 2, "no_punct": True, "lowercase": False,
                                             "weights": [0.5, 0.5], "x": None}))
        declared = {"normalized": ("--normalize", "false"), "use_aggregator": ("--use-aggregator", "true")}
        self.assertEqual(["--normalize", "--use-aggregator", "false"],
                         nlg_metrics._flags({"normalized": True, "use_aggregator": False}, declared))


if __name__ == "__main__":
    unittest.main()
