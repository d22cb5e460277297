"""Tests of nlg_metrics.py: the module returns what the command line prints, bit for bit.

Runs where a command is found (NLG_METRICS_CMD, nlg-metrics on PATH, ../bin beside the module);
skips with the reason otherwise. The Maven build runs it with NLG_METRICS_CMD set to the CLI on
its test class path (PythonModuleTest).
"""
import json
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import nlg_metrics  # noqa: E402

HYPS = ["The cat sat on a mat.", "The dog barks.", "Hello world!", "It rains today."]
REFS = ["The cat sat on the mat.", "A dog barks loudly.", "Hello there, world!", "It is raining today."]


def available():
    try:
        nlg_metrics.command()
        return True
    except nlg_metrics.NlgMetricsError:
        return False


@unittest.skipUnless(available(), "no nlg-metrics command: set NLG_METRICS_CMD or put nlg-metrics on PATH")
class ScoreTest(unittest.TestCase):
    def cli(self, *args, hyps=HYPS, refs=(REFS,)):
        """The command line's own JSON for the same texts."""
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
            out = subprocess.run(nlg_metrics.command() + [args[0]] + files + ["-i", h, "-f", "json"] + list(args[1:]),
                                 capture_output=True, text=True, check=True).stdout
            return json.loads(out)

    def test_bleu_as_sacrebleu(self):
        got = nlg_metrics.score("bleu", HYPS, REFS)
        self.assertEqual(self.cli("bleu"), got)
        self.assertEqual("BLEU", got["name"])

    def test_compat_and_options(self):
        got = nlg_metrics.score("chrf", HYPS, REFS, compat="torchmetrics", word_order=2)
        self.assertEqual(self.cli("chrf", "--compat", "torchmetrics", "--word-order", "2"), got)
        self.assertEqual(nlg_metrics.score("bleu", HYPS, REFS, compat="sacrebleu")["score"],
                         nlg_metrics.score("bleu", HYPS, REFS)["score"])

    def test_a_switch(self):
        got = nlg_metrics.score("ter", HYPS, REFS, no_punct=True)
        self.assertEqual(self.cli("ter", "--no-punct"), got)

    def test_several_references(self):
        other = ["A cat sat on a mat.", "The dog barks.", "Hello world.", "It rains."]
        got = nlg_metrics.score("bleu", HYPS, [REFS, other])
        self.assertEqual(self.cli("bleu", refs=(REFS, other)), got)
        self.assertIn("nrefs:2", got["signature"])

    def test_rouge_profile(self):
        got = nlg_metrics.score("rouge", HYPS, REFS, compat="torchmetrics")
        self.assertEqual(self.cli("rouge", "--profile", "torchmetrics"), got)

    def test_sentence_level_is_a_list(self):
        got = nlg_metrics.score("bleu", HYPS, REFS, sentence_level=True)
        self.assertEqual(len(HYPS), len(got))

    def test_compare(self):
        other = ["The cat sat on the mat.", "A dog barks.", "Hello there world!", "It is raining."]
        got = nlg_metrics.compare("bleu", HYPS, [other], REFS)
        self.assertEqual(2, len(got))
        self.assertTrue(got[0]["system"].startswith("Baseline"))
        self.assertIn("p_value", got[1]["BLEU"])

    def test_explain(self):
        got = nlg_metrics.explain(["sacrebleu:bleu", "nltk:bleu"], HYPS, REFS)
        self.assertIsInstance(got, dict)

    def test_warnings_reach_python(self):
        # five segments at least: fewer are a toy example, where the counting checks stay silent
        same = REFS + ["We went home early."]
        got = nlg_metrics.score("bleu", same, same)
        self.assertEqual(100.0, got["score"])
        self.assertTrue(any("identical" in w for w in got["warnings"]), got)

    def test_a_bad_option_raises_with_the_commands_message(self):
        with self.assertRaises(nlg_metrics.NlgMetricsError) as e:
            nlg_metrics.score("bleu", HYPS, REFS, widht=2)
        self.assertEqual(2, e.exception.returncode)
        self.assertIn("--widht", e.exception.message)

    def test_unequal_lengths_raise(self):
        with self.assertRaises(nlg_metrics.NlgMetricsError):
            nlg_metrics.score("bleu", HYPS[:2], REFS)


class InputTest(unittest.TestCase):
    def test_a_segment_with_a_line_break_is_refused(self):
        with tempfile.TemporaryDirectory() as tmp:
            with self.assertRaises(ValueError):
                nlg_metrics._write(tmp, "hyp.txt", ["two\nlines"])

    def test_reference_streams(self):
        self.assertEqual([["a", "b"]], nlg_metrics._reference_streams(["a", "b"]))
        self.assertEqual([["a"], ["b"]], nlg_metrics._reference_streams([["a"], ["b"]]))
        with self.assertRaises(ValueError):
            nlg_metrics._reference_streams([])

    def test_flags(self):
        self.assertEqual(["--word-order", "2", "--no-punct", "--weights", "0.5", "--weights", "0.5"],
                         nlg_metrics._flags({"word_order": 2, "no_punct": True, "lowercase": False,
                                             "weights": [0.5, 0.5], "x": None}))


if __name__ == "__main__":
    unittest.main()
