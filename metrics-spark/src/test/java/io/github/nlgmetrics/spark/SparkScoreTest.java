package io.github.nlgmetrics.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profiles;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line's edges as a new user meets them: every defect is one line naming what is
 * wrong (for a bad row: the file and the line), exit code 2, and never a silently different score.
 * One local[2] session for the class.
 */
class SparkScoreTest {
    private static SparkSession spark;
    private static final Metric<?> BLEU = Profiles.metric("sacrebleu:bleu", Map.of());

    @BeforeAll
    static void start() {
        spark = SparkTestSession.get();
    }

    @AfterAll
    static void stop() {
        SparkTestSession.stop();
    }

    // ------------------------------------------------------------------ arguments

    @Test
    void withoutMasterTheMasterIsSparkSubmitsElseEveryLocalCore() {
        CommandArgs.Args args = CommandArgs.Args.parse(new String[] {"--profile", "sacrebleu:bleu", "--input", "x.jsonl"});
        assertNull(args.master());
        String before = System.getProperty("spark.master");
        try {
            System.clearProperty("spark.master");
            assertEquals("local[*]", SparkScore.master(args));
            System.setProperty("spark.master", "spark://127.0.0.1:7077");
            assertNull(SparkScore.master(args), "spark-submit's master is left to Spark");
        } finally {
            if (before == null) {
                System.clearProperty("spark.master");
            } else {
                System.setProperty("spark.master", before);
            }
        }
    }

    @Test
    void aBogusMasterIsOneLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CommandArgs.Args.parse(
                new String[] {"--master", "bogus://x", "--profile", "sacrebleu:bleu", "--input", "x.jsonl"}));
        assertTrue(e.getMessage().startsWith("--master 'bogus://x' is not a Spark master URL"), e.getMessage());
        for (String ok : List.of("local", "local[2]", "local[*]", "local[4, 3]", "local-cluster[2, 1, 1024]",
                "spark://127.0.0.1:7077", "spark://a:7077,b:7077", "yarn", "k8s://https://host:443")) {
            assertEquals(ok, CommandArgs.checkedMaster(ok));
        }
    }

    @Test
    void widthIsZeroToSixteenAsInNlgMetrics() {
        for (String bad : List.of("-1", "17", "20")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CommandArgs.Args.parse(
                    new String[] {"-w", bad, "--profile", "sacrebleu:bleu", "--input", "x.jsonl"}));
            assertEquals("--width must be between 0 and 16: " + bad, e.getMessage());
        }
        assertEquals(0, CommandArgs.Args.parse(new String[] {"-w", "0", "--profile", "p:q", "--input", "x"}).width());
        assertEquals(16, CommandArgs.Args.parse(new String[] {"-w", "16", "--profile", "p:q", "--input", "x"}).width());
    }

    @Test
    void aMissingInputIsOneLine(@TempDir Path tmp) {
        String missing = tmp.resolve("nope.jsonl").toString();
        assertEquals(List.of("nlg-metrics-spark: --input: no such file or directory: " + missing),
                fails("--profile", "sacrebleu:bleu", "--input", missing));
    }

    // ------------------------------------------------------------------ JSON Lines read with a schema

    @Test
    void referencesAsAnArrayInMostRowsAndAStringInOneScoreAsTheReferences(@TempDir Path tmp) throws IOException {
        // Spark's schema inference makes such a column a string, and scored the arrays' JSON text.
        List<String> lines = lines(20);
        lines.set(13, "{\"hyp\": \"" + hyp(13) + "\", \"refs\": \"" + ref(13) + "\"}");
        Path f = write(tmp.resolve("mixed.jsonl"), lines);
        assertEquals(List.of(cliLine(20)), runs("--profile", "sacrebleu:bleu", "--input", f.toString()));
    }

    @Test
    void aNumberAsHypothesisIsRejectedWithItsFileAndLine(@TempDir Path tmp) throws IOException {
        List<String> lines = lines(20);
        lines.set(7, "{\"hyp\": 42, \"refs\": [\"x\"]}");
        Path f = write(tmp.resolve("num.jsonl"), lines);
        assertEquals(List.of("nlg-metrics-spark: " + f + ": line 8: \"hyp\" must be a string, not a number"),
                fails("--profile", "sacrebleu:bleu", "--input", f.toString()));
    }

    @Test
    void referencesThatAreNeitherTextNorAnArrayOfTextAreRejected(@TempDir Path tmp) throws IOException {
        List<String> lines = lines(20);
        lines.set(2, "{\"hyp\": \"a\", \"refs\": [\"x\", 3]}");
        Path f = write(tmp.resolve("refs.jsonl"), lines);
        assertEquals(List.of("nlg-metrics-spark: " + f + ": line 3: \"refs\" must be a string or an array of "
                + "strings, not an array holding a number"), fails("--profile", "sacrebleu:bleu", "--input", f.toString()));
    }

    @Test
    void aMalformedLineMidFileIsReportedByFileAndLine(@TempDir Path tmp) throws IOException {
        List<String> lines = lines(20);
        lines.set(11, "{\"hyp\": \"a\", \"refs\": [\"x\"");
        Path f = write(tmp.resolve("mal.jsonl"), lines);
        List<String> err = fails("--profile", "sacrebleu:bleu", "--input", f.toString());
        assertEquals(1, err.size(), err.toString());
        assertTrue(err.get(0).startsWith("nlg-metrics-spark: " + f + ": line 12, column "), err.get(0));
        assertTrue(err.get(0).contains("not valid JSON"), err.get(0));
    }

    @Test
    void invalidUtf8MidFileIsReportedByFileAndLine(@TempDir Path tmp) throws IOException {
        List<String> lines = lines(20);
        Path f = tmp.resolve("utf.jsonl");
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        for (int i = 0; i < lines.size(); i++) {
            bytes.write(i == 15 ? new byte[] {'{', '"', 'h', 'y', 'p', '"', ':', '"', 'c', 'a', 'f', (byte) 0xE9, '"',
                ',', '"', 'r', 'e', 'f', 's', '"', ':', '"', 'x', '"', '}'} : lines.get(i).getBytes(StandardCharsets.UTF_8));
            bytes.write('\n');
        }
        Files.write(f, bytes.toByteArray());
        List<String> err = fails("--profile", "sacrebleu:bleu", "--input", f.toString());
        assertEquals(1, err.size(), err.toString());
        assertTrue(err.get(0).startsWith("nlg-metrics-spark: " + f + ": line 16, column "), err.get(0));
        assertTrue(err.get(0).contains("invalid UTF-8"), err.get(0));
    }

    @Test
    void aBadLineInALaterSplitOfAFileIsCountedFromTheFilesStart(@TempDir Path tmp) throws IOException {
        List<String> lines = lines(400);
        lines.set(350, "{\"hyp\": \"a\", \"refs\": null}");
        Path f = write(tmp.resolve("big.jsonl"), lines);
        String key = "mapreduce.input.fileinputformat.split.maxsize";
        spark.sparkContext().hadoopConfiguration().set(key, "2000");
        try {
            assertTrue(SparkScore.segments(spark, CommandArgs.Args.parse(new String[] {"--profile", "sacrebleu:bleu",
                "--input", f.toString()})).getNumPartitions() > 5, "several splits");
            assertEquals(List.of("nlg-metrics-spark: " + f + ": line 351: \"refs\" must be a string or an array of "
                    + "strings, not null"), fails("--profile", "sacrebleu:bleu", "--input", f.toString()));
        } finally {
            spark.sparkContext().hadoopConfiguration().unset(key);
        }
    }

    @Test
    void aDirectoryOfJsonLinesIsReadAsJsonLinesInFileOrder(@TempDir Path tmp) throws IOException {
        List<String> lines = lines(20);
        Path dir = Files.createDirectory(tmp.resolve("parts"));
        write(dir.resolve("b.jsonl"), lines.subList(10, 20));
        write(dir.resolve("a.jsonl"), lines.subList(0, 10));
        Files.writeString(dir.resolve("_SUCCESS"), "");
        Inputs in = Inputs.resolve(dir.toString(), spark.sparkContext().hadoopConfiguration());
        assertEquals(false, in.parquet());
        assertEquals(2, in.files().size());
        assertTrue(in.files().get(0).endsWith("a.jsonl"), in.files().toString());
        assertEquals(List.of(cliLine(20)), runs("--profile", "sacrebleu:bleu", "--input", dir.toString()));
    }

    @Test
    void aFileThatIsNeitherJsonLinesNorParquetIsOneLine(@TempDir Path tmp) throws IOException {
        Path f = write(tmp.resolve("data.txt"), lines(3));
        assertEquals(List.of("nlg-metrics-spark: --input: " + f + " is neither JSON Lines (.jsonl, .json, .ndjson) nor Parquet (.parquet)"),
                fails("--profile", "sacrebleu:bleu", "--input", f.toString()));
    }

    @Test
    void everyProfileAndTheReferenceCountComeFromOnePass(@TempDir Path tmp) throws IOException {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            lines.add("{\"system\": \"s" + (i % 3) + "\", \"hyp\": \"" + hyp(i) + "\", \"refs\": [\"" + ref(i)
                    + "\", \"" + ref(i + 1) + "\"]}");
        }
        Path f = write(tmp.resolve("g.jsonl"), lines);
        List<String> out = runs("--profile", "sacrebleu:bleu", "--profile", "sacrebleu:chrf", "--input", f.toString(),
                "--group-by", "system");
        List<String> expected = new ArrayList<>();
        for (String profile : List.of("sacrebleu:bleu", "sacrebleu:chrf")) {
            Metric<?> m = Profiles.metric(profile, Map.of());
            for (int s = 0; s < 3; s++) {
                List<String> hyps = new ArrayList<>();
                List<List<String>> refs = new ArrayList<>();
                for (int i = s; i < 30; i += 3) {
                    hyps.add(hyp(i));
                    refs.add(List.of(ref(i), ref(i + 1)));
                }
                expected.add("s" + s + "\t" + SparkScore.line(m, m.signature(2).toString(), m.corpusScore(hyps, refs), 1));
            }
        }
        assertEquals(expected, out);
        assertTrue(out.get(0).contains("nrefs:2"), out.get(0));
    }

    @Test
    void aFractionColumnTheProbeTookForCountsCostsOneMorePassNotABit(@TempDir Path tmp) throws IOException {
        // The first 70 segments are perfect (RIBES 1.0, a whole number): the probe of the first 64
        // takes the score column for counts; the later fractions force the pass that carries it as values.
        List<String> lines = new ArrayList<>();
        List<String> hyps = new ArrayList<>();
        List<List<String>> refs = new ArrayList<>();
        for (int i = 0; i < 130; i++) {
            String h = i < 70 ? ref(i) : hyp(i) + " extra words " + (i % 7);
            lines.add("{\"hyp\": \"" + h + "\", \"refs\": \"" + ref(i) + "\"}");
            hyps.add(h);
            refs.add(List.of(ref(i)));
        }
        Path f = write(tmp.resolve("ribes.jsonl"), lines);
        Metric<?> ribes = Profiles.metric("nltk:ribes", Map.of());
        assertEquals(List.of(SparkScore.line(ribes, ribes.signature(1).toString(), ribes.corpusScore(hyps, refs), 16)),
                runs("--profile", "nltk:ribes", "--input", f.toString(), "-w", "16"));
    }

    // ------------------------------------------------------------------ helpers

    private static String hyp(int i) {
        return "the cat sat on the mat number " + i + " today";
    }

    private static String ref(int i) {
        return "the cat sat on a mat number " + i + (i % 2 == 0 ? " today" : " now");
    }

    private static List<String> lines(int n) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add("{\"id\": " + i + ", \"hyp\": \"" + hyp(i) + "\", \"refs\": [\"" + ref(i) + "\"]}");
        }
        return out;
    }

    /** What {@code nlg-metrics bleu} prints for the first {@code n} segments. */
    private static String cliLine(int n) {
        List<String> hyps = new ArrayList<>();
        List<List<String>> refs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            hyps.add(hyp(i));
            refs.add(List.of(ref(i)));
        }
        return SparkScore.line(BLEU, BLEU.signature(1).toString(), BLEU.corpusScore(hyps, refs), 1);
    }

    private static Path write(Path f, List<String> lines) throws IOException {
        return Files.write(f, lines, StandardCharsets.UTF_8);
    }

    private static List<String> runs(String... argv) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SparkScore.run(spark, CommandArgs.Args.parse(argv), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private static List<String> fails(String... argv) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SparkScore.run(spark, CommandArgs.Args.parse(argv), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, code, out.toString(StandardCharsets.UTF_8));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        return err.toString(StandardCharsets.UTF_8).lines().toList();
    }
}
