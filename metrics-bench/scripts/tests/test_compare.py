"""compare.py's selection: a workload set without ja-mecab never reads the Japanese corpus."""
import os
import sys
import unittest
from unittest import mock

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import compare  # noqa: E402


class NeedsJaTest(unittest.TestCase):
    def test_only_bleu_does_not_need_the_japanese_corpus(self):
        self.assertFalse(compare.needs_ja({"bleu"}))
        self.assertFalse(compare.needs_ja({"bleu", "chrf", "rouge"}))

    def test_ja_workloads_and_the_full_run_need_it(self):
        self.assertTrue(compare.needs_ja(set()))
        self.assertTrue(compare.needs_ja({"bleu-ja-mecab"}))
        self.assertTrue(compare.needs_ja({"bleu", "bleu-ja-mecab-50k"}))

    def test_prepare_only_bleu_never_calls_prepare_ja(self):
        with mock.patch.object(compare, "prepare_ja", side_effect=AssertionError("read the Japanese corpus")), \
                mock.patch.object(compare, "os") as fake_os, mock.patch.object(compare, "subprocess"), \
                mock.patch.object(compare, "shutil"), mock.patch("builtins.open", mock.mock_open(read_data=b"x")):
            fake_os.path.exists.return_value = True
            fake_os.path.join = os.path.join
            compare.prepare({"bleu"})


if __name__ == "__main__":
    unittest.main()
