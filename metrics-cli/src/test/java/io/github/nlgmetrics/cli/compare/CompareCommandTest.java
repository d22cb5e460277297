package io.github.nlgmetrics.cli.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.bertscore.BertScore;
import io.github.nlgmetrics.bertscore.BertScoreResult;
import io.github.nlgmetrics.cli.CliRun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code compare} on a small generated corpus: the JSON's structure, the HTML's structure (one
 * self-contained file: no external resource, the command and every signature printed, table
 * headers, chart titles), the text table, external scores checked against an independent
 * computation, and every refused input (one line, exit 2, no output, no file).
 */
class CompareCommandTest {
    @TempDir
    Path tmp;
    CompareFixture f;

    @BeforeEach
    void corpus() throws IOException {
        f = new CompareFixture(tmp, 3, 80, 5);
    }

    @Test
    void jsonHoldsEveryMetricSystemPairBucketAndAgreement() throws IOException {
        CliRun r = CliRun.of(f.args("-m", "bleu,chrf,ter", "--scores", "comet=" + f.scoresTsv, "--format", "json",
                "--trials", "200", "--bootstrap", "100", "-q"));
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = r.json();
        assertEquals(List.of("sys0", "sys1", "sys2"), names(j.get("systems")));
        assertEquals("sys0", j.get("baseline").asText());
        assertEquals(80, j.get("segments").asInt());
        assertEquals(4, j.get("metrics").size());
        for (JsonNode m : j.get("metrics")) {
            assertEquals(3, m.get("systems").size());
            assertEquals(3, m.get("pairs").size());
            assertTrue(m.get("signature").asText().contains("bs:100|seed:12345"), m.get("signature").asText());
            for (JsonNode s : m.get("systems")) {
                assertTrue(s.get("score").isNumber() && s.get("ci").isNumber() && s.get("cluster").isInt());
                assertEquals(2, s.get("rank_range").size());
            }
            assertTrue(m.get("systems").get(0).get("p_bootstrap").isNull(), "the baseline has no p-value");
            assertTrue(m.get("systems").get(1).get("p_randomization").isNumber());
        }
        assertEquals("TER", j.get("metrics").get(2).get("name").asText());
        assertFalse(j.get("metrics").get(2).get("higher_is_better").asBoolean());
        assertTrue(j.get("metrics").get(3).get("external").asBoolean());
        assertEquals(6, j.get("agreement").size());
        JsonNode d = j.get("differences");
        assertEquals(3, d.get("buckets").size());
        for (JsonNode b : d.get("buckets")) {
            for (JsonNode s : b.get("systems")) {
                assertEquals(b.get("labels").size(), s.get("values").size());
                assertEquals(b.get("labels").size(), s.get("counts").size());
            }
        }
        long segments = 0;
        for (JsonNode c : d.get("buckets").get(0).get("systems").get(0).get("counts")) {
            segments += c.asLong();
        }
        assertEquals(80, segments, "every segment falls in one length bucket");
        assertTrue(d.get("segments").size() > 0 && d.get("ngrams_a_matches_more").size() > 0);
    }

    private static List<String> names(JsonNode a) {
        List<String> out = new ArrayList<>();
        a.forEach(n -> out.add(n.asText()));
        return out;
    }

    @Test
    void htmlIsOneSelfContainedAccessiblePage() throws IOException {
        Path page = tmp.resolve("r.html");
        CliRun r = CliRun.of(f.args("--html", page.toString(), "--trials", "100", "--bootstrap", "100", "-q"));
        assertEquals(0, r.exitCode(), r.err());
        String html = Files.readString(page, StandardCharsets.UTF_8);
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        // links only within the page (href="#...")
        String outside = html.replace("http://www.w3.org/2000/svg", "").replace("href=\"#", "");
        for (String external : List.of("src=", "href=", "@import", "url(", "http://", "https://")) {
            assertFalse(outside.contains(external), "external resource: " + external);
        }
        assertTrue(html.contains("nlg-metrics compare -r"), "the command is printed");
        JsonNode j = CliRun.of(f.args("--format", "json", "--trials", "100", "--bootstrap", "100", "-q")).json();
        for (JsonNode m : j.get("metrics")) {
            assertTrue(html.contains(Formats.html(m.get("signature").asText())), "signature " + m.get("signature"));
        }
        assertEquals(count(html, "<svg "), count(html, "<title id="), "every chart has a title");
        assertEquals(count(html, "<svg "), count(html, "<desc id="), "every chart has a description");
        assertEquals(count(html, "<table"), count(html, "<thead>"), "every table has a header row");
        assertTrue(count(html, "<h2") >= 5 && html.contains("<html lang=\"en\">"));
    }

    private static int count(String s, String what) {
        return s.split(Pattern.quote(what), -1).length - 1;
    }

    @Test
    void textTableListsEverySystemWithIntervalsPValuesAndRanks() {
        CliRun r = CliRun.of(f.args("--trials", "100", "--bootstrap", "100", "-q", "--baseline", "sys1"));
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("sys1 (baseline)"));
        Matcher m = Pattern.compile("(?m)^sys\\d.*± .*$").matcher(r.out());
        int rows = 0;
        while (m.find()) {
            rows++;
        }
        assertEquals(3, rows);
        assertTrue(r.out().contains("Signatures\n - BLEU nrefs:1|bs:100|seed:12345"));
        assertEquals("", r.err());
    }

    /**
     * {@code --scores}: the means, the intervals and both paired tests recomputed here from the
     * numbers of the file, with numpy's generator and sacrebleu's definitions written out plainly
     * (float32 resample sums; {@code (s[hi] − s[lo]) / 2}; strict counts).
     */
    @Test
    void externalScoresMeansIntervalsAndPairedTestsMatchAnIndependentComputation() throws IOException {
        int samples = 200;
        int trials = 300;
        CliRun r = CliRun.of(f.args("-m", "chrf", "--scores", "comet=" + f.scoresTsv, "--format", "json",
                "--bootstrap", Integer.toString(samples), "--trials", Integer.toString(trials), "--seed", "7", "-q"));
        assertEquals(0, r.exitCode(), r.err());
        JsonNode comet = r.json().get("metrics").get(1);
        PairedByHand expected = new PairedByHand(f.scores, 7, samples, trials);
        for (int a = 0; a < f.scores.length; a++) {
            JsonNode sys = comet.get("systems").get(a);
            assertEquals(expected.mean[a], sys.get("score").asDouble(), 1e-12);
            assertEquals(expected.halfWidth[a], sys.get("ci").asDouble(), 1e-12);
            assertEquals(expected.resampledMean[a], sys.get("mean").asDouble(), 1e-12);
            for (int b = a + 1; b < f.scores.length; b++) {
                JsonNode pair = pair(comet, "sys" + a, "sys" + b);
                assertEquals(expected.pBootstrap[a][b], pair.get("p_bootstrap").asDouble(), "bs " + a + b);
                assertEquals(expected.pRandomization[a][b], pair.get("p_randomization").asDouble(), "ar " + a + b);
            }
        }
        JsonNode agreement = r.json().get("agreement").get(0);
        assertEquals(List.of("chrF2", "comet"), names(agreement.get("metrics")));
        assertTrue(agreement.get("system_kendall_tau").asDouble() > 0.99, "both rank sys0 > sys1 > sys2");
    }

    static JsonNode pair(JsonNode metric, String a, String b) {
        for (JsonNode p : metric.get("pairs")) {
            if (p.get("a").asText().equals(a) && p.get("b").asText().equals(b)) {
                return p;
            }
        }
        throw new AssertionError(a + " " + b);
    }

    /**
     * A metric whose corpus score is the mean of its segment scores (BERTScore) enters every test through those
     * segment scores: its system scores are the metric's own corpus scores, P its mean segment precision, and its
     * p-values a paired bootstrap and randomization of its segment F recomputed by hand at the same seed.
     */
    /**
     * How far a BERTScore system score of compare (the mean of its segment scores, in double) may lie from the
     * metric's own {@code score()}, bert_score's float32 mean of the same segment scores (torch's reduction, issue
     * 38's one mean): float32 rounding of a mean of numbers below 1, about 5e-8 seen. The segment scores themselves
     * are equal (their double mean is checked to 1e-15).
     */
    static final double FLOAT32_MEAN = 1e-6;

    @Test
    void bertscoreIsComparedByItsSegmentScores() throws IOException {
        CliRun r = CliRun.of(f.args("-m", "bertscore,bertscore/P", "--format", "json", "--bootstrap", "200", "--trials",
                "200", "--seed", "3", "-q"));
        assertEquals(0, r.exitCode(), r.err());
        JsonNode f1 = r.json().get("metrics").get(0);
        JsonNode precision = r.json().get("metrics").get(1);
        assertEquals("segment scores", f1.get("resampled").asText());
        assertEquals("bertscore P", precision.get("name").asText());
        assertTrue(precision.get("signature").asText().contains("|part:P"), precision.get("signature").asText());
        BertScore metric = (BertScore) Profiles.byName("bert-score:bertscore").metric(java.util.Map.of());
        List<List<String>> refs = Files.readAllLines(f.reference).stream().map(List::of).toList();
        double[][] segmentF = new double[f.systems.size()][];
        for (int i = 0; i < f.systems.size(); i++) {
            BertScoreResult own = metric.corpusScore(Files.readAllLines(f.systems.get(i)), refs);
            segmentF[i] = own.segments(2);
            assertEquals(Arrays.stream(segmentF[i]).sum() / segmentF[i].length,
                    f1.get("systems").get(i).get("score").asDouble(), 1e-15, "the mean segment F");
            assertEquals(own.score(), f1.get("systems").get(i).get("score").asDouble(), FLOAT32_MEAN,
                    "the metric's own corpus F (a float32 mean)");
            assertEquals(Arrays.stream(own.segments(0)).sum() / segmentF[i].length,
                    precision.get("systems").get(i).get("score").asDouble(), 1e-15, "the mean segment P");
        }
        PairedByHand expected = new PairedByHand(segmentF, 3, 200, 200);
        for (int a = 0; a < segmentF.length; a++) {
            assertEquals(expected.halfWidth[a], f1.get("systems").get(a).get("ci").asDouble(), 1e-12);
            for (int b = a + 1; b < segmentF.length; b++) {
                JsonNode pair = pair(f1, "sys" + a, "sys" + b);
                assertEquals(expected.pBootstrap[a][b], pair.get("p_bootstrap").asDouble(), "bs " + a + b);
                assertEquals(expected.pRandomization[a][b], pair.get("p_randomization").asDouble(), "ar " + a + b);
            }
        }
    }

    /** One way through: {@code bertscore --paired-bs} resamples the same segment scores the same way as compare. */
    @Test
    void bertscorePairsWithTheBaselineAreWhatBertscorePairedBsPrints() throws IOException {
        CliRun r = CliRun.of(f.args("-m", "bertscore", "--format", "json", "--bootstrap", "100", "--trials", "0", "-q"));
        assertEquals(0, r.exitCode(), r.err());
        List<String> args = new ArrayList<>(List.of("bertscore", "-r", f.reference.toString(), "-i"));
        f.systems.forEach(p -> args.add(p.toString()));
        args.addAll(List.of("--paired-bs", "--paired-n", "100", "-f", "json", "-q"));
        CliRun paired = CliRun.of(args.toArray(new String[0]));
        assertEquals(0, paired.exitCode(), paired.err());
        for (int i = 1; i < f.systems.size(); i++) {
            JsonNode theirs = paired.json().get(i).get("bertscore");
            JsonNode ours = r.json().get("metrics").get(0).get("systems").get(i);
            assertEquals(theirs.get("p_value").asDouble(), ours.get("p_bootstrap").asDouble(), "sys" + i);
            assertEquals(theirs.get("score").asDouble(), ours.get("score").asDouble(), 1e-12, "sys" + i);
        }
    }

    /** A metric that cannot be resampled (NLTK's NIST) is scored, and the report says once why it is not tested. */
    @Test
    void aMetricThatCannotBeResampledIsScoredAndSaysWhyOnce() throws IOException {
        String[] common = {"-m", "bleu,nltk:nist", "--bootstrap", "50", "--trials", "50", "-q"};
        CliRun json = CliRun.of(concat(f.args("--format", "json"), common));
        assertEquals(0, json.exitCode(), json.err());
        JsonNode nist = json.json().get("metrics").get(1);
        assertTrue(nist.get("not_tested").asText().startsWith("nltk:nist cannot be resampled"), nist.toString());
        assertEquals("none", nist.get("resampled").asText());
        assertTrue(nist.get("systems").get(1).get("score").isNumber() && nist.get("systems").get(1).get("p_bootstrap").isNull());
        assertEquals(0, nist.get("pairs").size());
        assertTrue(json.json().get("metrics").get(0).get("not_tested").isNull());
        Path page = tmp.resolve("nist.html");
        CliRun text = CliRun.of(concat(f.args("--html", page.toString()), common));
        assertEquals(0, text.exitCode(), text.err());
        assertEquals(1, count(text.out(), "cannot be resampled"), text.out());
        assertEquals(1, count(Files.readString(page), "cannot be resampled"));
    }

    @Test
    void jsonlScoresGiveTheSameNumbersAsTsv() throws IOException {
        StringBuilder jsonl = new StringBuilder();
        for (String line : Files.readAllLines(f.scoresTsv)) {
            String[] t = line.split("\t");
            jsonl.append("{\"system\": \"").append(t[0]).append("\", \"segment\": ").append(t[1]).append(", \"score\": ")
                    .append(t[2]).append("}\n");
        }
        Path p = tmp.resolve("comet.jsonl");
        Files.writeString(p, jsonl);
        String[] common = {"--format", "json", "--bootstrap", "50", "--trials", "50", "-q", "-m", "bleu"};
        JsonNode tsv = CliRun.of(concat(f.args("--scores", "comet=" + f.scoresTsv), common)).json();
        JsonNode js = CliRun.of(concat(f.args("--scores", "comet=" + p), common)).json();
        assertEquals(tsv.get("metrics").get(1).get("systems"), js.get("metrics").get(1).get("systems"));
    }

    static String[] concat(String[] a, String[] b) {
        return Stream.concat(Arrays.stream(a), Arrays.stream(b)).toArray(String[]::new);
    }

    @Test
    void twoProfilesOfOneFamilyAreNamedApartAndLinkedToExplain() throws IOException {
        CliRun r = CliRun.of(f.args("-m", "bleu,nltk:bleu", "--format", "json", "--bootstrap", "20", "--trials", "0", "-q"));
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = r.json();
        assertEquals("BLEU", j.get("metrics").get(0).get("name").asText());
        assertEquals("BLEU (nltk:bleu)", j.get("metrics").get(1).get("name").asText());
        assertTrue(j.get("metrics").get(1).get("systems").get(0).get("p_randomization").isNull(), "--trials 0");
        assertEquals(1, j.get("explain").size());
        assertTrue(j.get("explain").get(0).asText().endsWith("--profiles sacrebleu:bleu,nltk:bleu"), j.get("explain").toString());
    }

    static Stream<Arguments> badInputs() {
        return Stream.of(
                Arguments.of("short", "has 79 lines but the references have 80"),
                Arguments.of("wrong-count", "has 79 scores but there are 80 segments"),
                Arguments.of("not-a-number", "score 'abc' is not a finite decimal number"),
                Arguments.of("nan", "score 'NaN' is not a finite decimal number"),
                Arguments.of("duplicate-score", "a second score for system 'sys0' segment 1"),
                Arguments.of("duplicate-name", "two systems are named 'sys0'"),
                Arguments.of("unknown-metric", "unknown metric 'blue'"),
                Arguments.of("part-of-a-one-score-metric", "-m bleu/P: a part (P, R, F) is for a metric compared by its"
                        + " segment scores"),
                Arguments.of("unknown-part", "-m bertscore/Q: unknown part 'Q' (known: P, R, F)"),
                Arguments.of("jsonl-text-after-the-object", "line 1: text after the JSON object"),
                Arguments.of("score-past-float32-sums", "line 1: score '1e308' is too large: the bootstrap sums 80 scores"
                        + " in float32"),
                Arguments.of("float32-sum-past-its-largest", "line 1: score '1e37' is too large: the bootstrap sums 80"
                        + " scores in float32"),
                Arguments.of("empty-name", "has an empty name"),
                Arguments.of("unknown-baseline", "unknown system 'nope'"),
                Arguments.of("unknown-system-in-scores", "system 'other' is not compared"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badInputs")
    void badInputIsOneLineExitTwoAndNothingWritten(String kind, String message) throws IOException {
        Path page = tmp.resolve("bad.html");
        List<String> extra = new ArrayList<>(List.of("--html", page.toString(), "--bootstrap", "20", "--trials", "20"));
        String[] args;
        List<String> tsv = Files.readAllLines(f.scoresTsv);
        Path scores = tmp.resolve("s.tsv");
        switch (kind) {
            case "short" -> {
                List<String> lines = Files.readAllLines(f.systems.get(1));
                Files.write(f.systems.get(1), lines.subList(0, 79));
            }
            case "wrong-count" -> Files.write(scores, tsv.subList(1, tsv.size()));
            case "not-a-number" -> Files.write(scores, replaceFirstScore(tsv, "abc"));
            case "nan" -> Files.write(scores, replaceFirstScore(tsv, "NaN"));
            case "duplicate-score" -> {
                List<String> l = new ArrayList<>(tsv);
                l.add(tsv.get(0));
                Files.write(scores, l);
            }
            case "unknown-system-in-scores" -> {
                List<String> l = new ArrayList<>(tsv);
                l.add("other\t1\t0.5");
                Files.write(scores, l);
            }
            case "unknown-metric" -> extra.addAll(List.of("-m", "bleu,blue"));
            case "part-of-a-one-score-metric" -> extra.addAll(List.of("-m", "bleu/P"));
            case "unknown-part" -> extra.addAll(List.of("-m", "bertscore/Q"));
            case "jsonl-text-after-the-object" -> Files.write(scores, List.of(
                    "{\"system\": \"sys0\", \"segment\": 1, \"score\": 0.5} and more"));
            case "score-past-float32-sums" -> Files.write(scores, replaceFirstScore(tsv, "1e308"));
            case "float32-sum-past-its-largest" -> Files.write(scores, replaceFirstScore(tsv, "1e37"));
            case "unknown-baseline" -> extra.addAll(List.of("--baseline", "nope"));
            default -> {
            }
        }
        if (Files.exists(scores)) {
            extra.addAll(List.of("--scores", "comet=" + scores));
        }
        if (kind.equals("empty-name")) {
            List<String> a = new ArrayList<>(List.of(f.args()));
            Path blank = tmp.resolve(" .txt"); // the systems share ".txt": the name is " "
            Files.copy(f.systems.get(0), blank);
            a.add(blank.toString());
            a.addAll(extra);
            args = a.toArray(new String[0]);
        } else if (kind.equals("duplicate-name")) {
            Path other = Files.createDirectories(tmp.resolve("other")).resolve("sys0.txt");
            Files.copy(f.systems.get(0), other);
            List<String> a = new ArrayList<>(List.of(f.args()));
            a.add(other.toString());
            a.addAll(extra);
            args = a.toArray(new String[0]);
        } else {
            args = f.args(extra.toArray(new String[0]));
        }
        CliRun r = CliRun.of(args);
        assertEquals(2, r.exitCode(), r.err());
        assertEquals("", r.out());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("nlg-metrics: ") && r.err().contains(message), r.err());
        assertFalse(Files.exists(page), "nothing half-written");
        try (Stream<Path> left = Files.list(tmp)) {
            assertEquals(List.of(), left.filter(p -> p.getFileName().toString().endsWith(".part")).toList());
        }
    }

    private static List<String> replaceFirstScore(List<String> tsv, String value) {
        List<String> l = new ArrayList<>(tsv);
        String[] t = l.get(0).split("\t");
        l.set(0, t[0] + "\t" + t[1] + "\t" + value);
        return l;
    }
}
