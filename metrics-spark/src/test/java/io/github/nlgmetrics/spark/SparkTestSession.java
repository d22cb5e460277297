package io.github.nlgmetrics.spark;

import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

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

    /** {@code rows} in exactly {@code partitions} partitions, in list order (the dataset order). */
    static Dataset<Row> dataset(List<Row> rows, StructType schema, int partitions) {
        SparkSession spark = SparkSession.active();
        return spark.createDataFrame(spark.sparkContext().parallelize(
                scala.jdk.javaapi.CollectionConverters.asScala(rows).toSeq(), partitions,
                scala.reflect.ClassTag$.MODULE$.apply(Row.class)), schema);
    }

    static void stop() {
        SparkSession.active().stop();
    }
}
