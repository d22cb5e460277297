"""What can be tested without PySpark: the gateway calls the wrappers make, on a fake gateway.

    python3 -m unittest metrics-spark/python/test_nlg_metrics_spark.py
"""
import os
import sys
import types
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nlg_metrics_spark as nm  # noqa: E402


class FakeScore:
    def __init__(self, v):
        self.v = v

    def score(self):
        return self.v

    def verbose(self):
        return "verbose"


class FakeMap(dict):
    def put(self, k, v):
        self[k] = v

    def keySet(self):
        return list(self.keys())


class FakeMetrics:
    def __init__(self):
        self.calls = []

    def register(self, jspark):
        self.calls.append(("register", jspark))

    def corpusScore(self, jdf, profile, options, hyp, refs):
        self.calls.append(("corpusScore", jdf, profile, dict(options), hyp, refs))
        return FakeScore(26.5)

    def groupedCorpusScores(self, jdf, profile, options, hyp, refs, group):
        self.calls.append(("groupedCorpusScores", jdf, profile, dict(options), hyp, refs, group))
        return FakeMap({"b": FakeScore(2.0), "a": FakeScore(1.0)})


def fake_spark(metrics):
    jvm = types.SimpleNamespace(
        io=types.SimpleNamespace(github=types.SimpleNamespace(nlgmetrics=types.SimpleNamespace(
            spark=types.SimpleNamespace(SparkMetrics=metrics)))),
        java=types.SimpleNamespace(util=types.SimpleNamespace(HashMap=FakeMap)))
    spark = types.SimpleNamespace(sparkContext=types.SimpleNamespace(_jvm=jvm), _jsparkSession="JSESSION")
    return spark


class GatewayCalls(unittest.TestCase):
    def setUp(self):
        self.metrics = FakeMetrics()
        self.spark = fake_spark(self.metrics)
        self.df = types.SimpleNamespace(sparkSession=self.spark, _jdf="JDF")

    def test_register_passes_the_jvm_session(self):
        nm.register(self.spark)
        self.assertEqual([("register", "JSESSION")], self.metrics.calls)

    def test_options_are_keyword_names_with_their_python_types(self):
        self.assertEqual(26.5, nm.corpus_score(self.df, "sacrebleu:chrf", word_order=2, lowercase=True))
        self.assertEqual(("corpusScore", "JDF", "sacrebleu:chrf", {"word_order": 2, "lowercase": True}, "hyp", "refs"),
                         self.metrics.calls[0])

    def test_none_means_the_default_and_is_not_sent(self):
        nm.corpus_score(self.df, "sacrebleu:bleu", hyp="h", refs="r", tokenize=None)
        self.assertEqual({}, self.metrics.calls[0][3])
        self.assertEqual(("h", "r"), self.metrics.calls[0][4:])

    def test_grouped_scores_come_back_as_a_sorted_dict(self):
        out = nm.grouped_corpus_scores(self.df, "sacrebleu:bleu", "system")
        self.assertEqual(["a", "b"], list(out))
        self.assertEqual({"a": 1.0, "b": 2.0}, out)
        self.assertEqual("system", self.metrics.calls[0][6])

    def test_corpus_line_gives_score_and_verbose(self):
        self.assertEqual((26.5, "verbose"), nm.corpus_line(self.df, "sacrebleu:bleu"))


if __name__ == "__main__":
    unittest.main()
