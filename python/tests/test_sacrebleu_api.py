"""The module's sacrebleu profiles return the numbers sacrebleu 2.6.0's Python API returns, bit for bit
(issue 40): ``data/sacrebleu-api.json`` holds what ``BLEU``/``CHRF``/``TER`` ``corpus_score`` and
``sentence_score`` returned (recorded by ``record_sacrebleu_api.py`` with the reference), on our small corpora
and on WMT17 en-de systems (read from ../shared/data/wmt17-en-de; those cases skip, with the reason, where it is
absent). Every case calls the module with sacrebleu's own keyword arguments.
"""
import json
import os
import unittest

from support import NEEDS_COMMAND, nlg_metrics, shared

HERE = os.path.dirname(os.path.abspath(__file__))
WMT17 = shared("data/wmt17-en-de")
with open(os.path.join(HERE, "data", "sacrebleu-api.json"), encoding="utf-8") as f:
    RECORDED = json.load(f)


def lines(name):
    with open(os.path.join(WMT17, name), encoding="utf-8") as f:
        return [l.rstrip("\n") for l in f]


@NEEDS_COMMAND
class SacrebleuApiTest(unittest.TestCase):
    def corpus(self, case):
        if case["corpus"] == "small":
            return RECORDED["small"]["hyps"], RECORDED["small"]["refs"][:case["nrefs"]]
        if WMT17 is None:
            self.skipTest("../shared/data/wmt17-en-de is absent")
        return lines(case["corpus"][len("wmt17:"):]), [lines("reference.de")]

    def test_every_recorded_number(self):
        checked = 0
        for case in RECORDED["cases"]:
            with self.subTest(corpus=case["corpus"], metric=case["metric"], kwargs=case["kwargs"], nrefs=case["nrefs"],
                              level=case["level"]):
                hyps, refs = self.corpus(case)
                refs = refs[0] if len(refs) == 1 else refs
                expected = case["expected"]
                if case["level"] == "sentence":
                    got = nlg_metrics.score(case["metric"], hyps, refs, sentence_level=True, quiet=True, **case["kwargs"])
                    self.assertEqual(expected["score"], [s["score"] for s in got])
                else:
                    got = nlg_metrics.score(case["metric"], hyps, refs, quiet=True, **case["kwargs"])
                    self.assertEqual(expected["score"], got["score"])
                    self.assertIsInstance(got["score"], float)
                    for key, value in expected.items():
                        self.assertEqual(value, got["fields"][key], key)
                checked += 1
        self.assertGreater(checked, 40)


if __name__ == "__main__":
    unittest.main()
