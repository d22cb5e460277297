"""nlg-metrics on PySpark: thin wrappers over the JVM module metrics-spark (stdlib only).

The session must have the jar (``pyspark --jars metrics-spark/target/nlg-metrics-spark.jar``).
Every function is one call through PySpark's JVM gateway to ``io.github.nlgmetrics.spark.SparkMetrics``
(docs/spark.md, "From PySpark"); the scores are computed on the executors by the Java code, equal
bit for bit to ``bin/nlg-metrics`` on one machine.

    import nlg_metrics_spark as nm
    nm.register(spark)                                   # SQL: nlg_score(profile, hyp, refs [, options])
    nm.corpus_score(df, "sacrebleu:bleu")                # 26.67...
    nm.corpus_score(df, "sacrebleu:chrf", word_order=2)  # chrF++
    nm.grouped_corpus_scores(df, "sacrebleu:bleu", "system")   # {"uedin-nmt.4722.de": 28.3..., ...}
    nm.sentence_scores(df, "sacrebleu:chrf", "chrf")     # df with a column chrf
"""

__all__ = ["register", "corpus_score", "corpus_line", "grouped_corpus_scores", "sentence_scores"]


def _metrics(spark):
    return spark.sparkContext._jvm.io.github.nlgmetrics.spark.SparkMetrics


def _options(spark, options):
    """A java.util.HashMap of the options (keyword names; values keep their Python types)."""
    m = spark.sparkContext._jvm.java.util.HashMap()
    for k, v in options.items():
        if v is not None:
            m.put(str(k), v if isinstance(v, (bool, int, float, str)) else str(v))
    return m


def register(spark):
    """Registers the SQL function nlg_score(profile, hyp, refs [, options]) in this session."""
    _metrics(spark).register(spark._jsparkSession)


def corpus_score(df, profile, hyp="hyp", refs="refs", **options):
    """The profile's corpus score (a float) of every row of df."""
    spark = df.sparkSession
    return _metrics(spark).corpusScore(df._jdf, profile, _options(spark, options), hyp, refs).score()


def corpus_line(df, profile, hyp="hyp", refs="refs", **options):
    """The score with its verbose part, e.g. '26.7 58.1/32.4/20.1/12.8 (BP = ...)' as a (float, str) pair."""
    spark = df.sparkSession
    s = _metrics(spark).corpusScore(df._jdf, profile, _options(spark, options), hyp, refs)
    return s.score(), s.verbose()


def grouped_corpus_scores(df, profile, group, hyp="hyp", refs="refs", **options):
    """One corpus score per value of the group column: {value: float}, sorted by value."""
    spark = df.sparkSession
    per = _metrics(spark).groupedCorpusScores(df._jdf, profile, _options(spark, options), hyp, refs, group)
    return {k: per.get(k).score() for k in sorted(per.keySet())}


def sentence_scores(df, profile, out, hyp="hyp", refs="refs", **options):
    """df with one more double column ``out``: each row's sentence score (sacrebleu's BLEU with effective order)."""
    from pyspark.sql import DataFrame  # only here: the module imports without PySpark
    spark = df.sparkSession
    return DataFrame(_metrics(spark).sentenceScores(df._jdf, profile, _options(spark, options), hyp, refs, out), spark)
