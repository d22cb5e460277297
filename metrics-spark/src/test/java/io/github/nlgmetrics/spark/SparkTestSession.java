package io.github.nlgmetrics.spark;

import org.apache.spark.sql.SparkSession;

/** The local[2] session of one test class (Spark UI off, few shuffle partitions). */
final class SparkTestSession {
    private SparkTestSession() {
    }

    static SparkSession get() {
        return SparkSession.builder()
                .master("local[2]")
                .appName("nlg-metrics-spark-test")
                .config("spark.ui.enabled", "false")
                .config("spark.sql.shuffle.partitions", "4")
                .config("spark.driver.host", "127.0.0.1")
                .getOrCreate();
    }

    static void stop() {
        SparkSession.active().stop();
    }
}
