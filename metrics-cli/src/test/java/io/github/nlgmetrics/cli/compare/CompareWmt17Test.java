package io.github.nlgmetrics.cli.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.cli.CliRun;
import io.github.nlgmetrics.cli.dropin.sacrebleu.DropInRun;
import io.github.nlgmetrics.fixtures.RepoPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The acceptance run on WMT17 en-de's 16 systems: {@code compare -m bleu,chrf,ter --baseline
 * uedin-nmt.4722 --html r.html --format json} gives every system score and every paired p-value
 * equal to what the sacrebleu drop-in prints with {@code -pbs} and {@code -par} for the same seed;
 * the clusters and rank ranges follow from its own table of pairs by the documented rule; and every
 * pair's p-value equals the drop-in's with either system as the baseline (checked for a second
 * baseline; {@code PairwiseTest} checks every baseline on generated data). Skipped where {@code ../shared/data/wmt17-en-de} is absent.
 */
class CompareWmt17Test {
    static final Path DATA = RepoPaths.shared("data/wmt17-en-de").orElse(Path.of("../shared/data/wmt17-en-de"));
    private static final int TRIALS = 1000;
    private static JsonNode compare;
    private static List<String> files;

    @TempDir
    static Path tmp;

    static List<String> systemFiles() throws IOException {
        try (Stream<Path> s = Files.list(DATA)) {
            return s.map(Path::toString).filter(p -> p.endsWith(".de") && !p.endsWith("reference.de")).sorted().toList();
        }
    }

    @BeforeAll
    static void run() throws IOException {
        assumeTrue(Files.isDirectory(DATA), "WMT17 data absent: " + DATA.toAbsolutePath());
        files = systemFiles();
        List<String> args = new ArrayList<>(List.of("compare", "-r", DATA.resolve("reference.de").toString(), "-i"));
        args.addAll(files);
        args.addAll(List.of("-m", "bleu,chrf,ter", "--baseline", "uedin-nmt.4722", "--html", tmp.resolve("r.html").toString(),
                "--format", "json", "--trials", Integer.toString(TRIALS), "-q"));
        CliRun r = CliRun.of(args.toArray(new String[0]));
        assertEquals(0, r.exitCode(), r.err());
        compare = r.json();
    }

    /** The drop-in's JSON for a paired test with {@code baseline} first. */
    private static JsonNode dropIn(String baseline, String test) throws IOException {
        List<String> args = new ArrayList<>(List.of(DATA.resolve("reference.de").toString(), "-i", baseline));
        files.stream().filter(f -> !f.equals(baseline)).forEach(args::add);
        args.addAll(List.of("-m", "bleu", "chrf", "ter", test, "-f", "json"));
        if (test.equals("-par")) {
            args.addAll(List.of("-parn", Integer.toString(TRIALS)));
        }
        DropInRun r = DropInRun.of(args);
        assertEquals(0, r.code(), r.err());
        JsonNode json = new com.fasterxml.jackson.databind.ObjectMapper().readTree(r.out());
        assertEquals(16, json.size(), "the drop-in's systems");
        return json;
    }

    private static String name(String file) {
        String base = Path.of(file).getFileName().toString();
        return base.substring(0, base.length() - 3);
    }

    private static JsonNode system(JsonNode metric, String name) {
        for (JsonNode s : metric.get("systems")) {
            if (s.get("system").asText().equals(name)) {
                return s;
            }
        }
        throw new AssertionError("no system " + name);
    }

    private static double pair(JsonNode metric, String a, String b, String key) {
        for (JsonNode p : metric.get("pairs")) {
            if ((p.get("a").asText().equals(a) && p.get("b").asText().equals(b))
                    || (p.get("a").asText().equals(b) && p.get("b").asText().equals(a))) {
                return p.get(key).asDouble();
            }
        }
        throw new AssertionError("no pair " + a + " " + b);
    }

    @Test
    void scoresIntervalsAndPValuesAgainstTheBaselineEqualTheSacrebleuDropIn() throws IOException {
        String baseline = DATA.resolve("uedin-nmt.4722.de").toString();
        JsonNode bs = dropIn(baseline, "-pbs");
        JsonNode ar = dropIn(baseline, "-par");
        assertEquals(16, compare.get("systems").size());
        int checked = 0;
        for (int m = 0; m < 3; m++) {
            JsonNode metric = compare.get("metrics").get(m);
            String key = metric.get("name").asText();
            for (int i = 0; i < bs.size(); i++) {
                String label = bs.get(i).get("system").asText().replace("Baseline: ", "");
                JsonNode ours = system(metric, name(label));
                JsonNode theirs = bs.get(i).get(key);
                assertEquals(theirs.get("score").asDouble(), ours.get("score").asDouble(), key + " " + label);
                assertEquals(theirs.get("mean").asDouble(), ours.get("mean").asDouble(), key + " " + label);
                assertEquals(theirs.get("ci").asDouble(), ours.get("ci").asDouble(), key + " " + label);
                if (i > 0) {
                    assertEquals(theirs.get("p_value").asDouble(), ours.get("p_bootstrap").asDouble(), key + " " + label);
                    assertEquals(ar.get(i).get(key).get("p_value").asDouble(), ours.get("p_randomization").asDouble(),
                            key + " AR " + label);
                    checked++;
                }
            }
        }
        assertEquals(45, checked);
    }

    @Test
    void everyPairEqualsTheDropInWithEitherSystemAsBaseline() throws IOException {
        for (String b : List.of("online-A.0.de")) {
            String baseline = DATA.resolve(b).toString();
            JsonNode bs = dropIn(baseline, "-pbs");
            JsonNode ar = dropIn(baseline, "-par");
            for (int m = 0; m < 3; m++) {
                JsonNode metric = compare.get("metrics").get(m);
                String key = metric.get("name").asText();
                for (int i = 1; i < bs.size(); i++) {
                    String other = name(bs.get(i).get("system").asText());
                    assertEquals(bs.get(i).get(key).get("p_value").asDouble(), pair(metric, name(b), other, "p_bootstrap"));
                    assertEquals(ar.get(i).get(key).get("p_value").asDouble(), pair(metric, name(b), other, "p_randomization"));
                }
            }
        }
    }

    @Test
    void clustersAndRankRangesFollowFromThePairsByTheWmtRule() {
        for (JsonNode metric : compare.get("metrics")) {
            boolean higher = metric.get("higher_is_better").asBoolean();
            List<String> names = new ArrayList<>();
            compare.get("systems").forEach(n -> names.add(n.asText()));
            int s = names.size();
            boolean[][] better = new boolean[s][s];
            double[] score = new double[s];
            for (int a = 0; a < s; a++) {
                score[a] = system(metric, names.get(a)).get("score").asDouble();
            }
            for (int a = 0; a < s; a++) {
                for (int b = 0; b < s; b++) {
                    if (a != b) {
                        double d = higher ? score[a] - score[b] : score[b] - score[a];
                        better[a][b] = pair(metric, names.get(a), names.get(b), "p_bootstrap") < 0.05 && d > 0;
                    }
                }
            }
            for (int a = 0; a < s; a++) {
                int beatenBy = 0;
                int beats = 0;
                for (int b = 0; b < s; b++) {
                    beatenBy += better[b][a] ? 1 : 0;
                    beats += better[a][b] ? 1 : 0;
                }
                JsonNode range = system(metric, names.get(a)).get("rank_range");
                assertEquals(1 + beatenBy, range.get(0).asInt(), names.get(a));
                assertEquals(s - beats, range.get(1).asInt(), names.get(a));
            }
            List<String> order = new ArrayList<>();
            metric.get("order").forEach(n -> order.add(n.asText()));
            for (int k = 0; k + 1 < s; k++) {
                boolean boundary = true;
                for (int i = 0; i <= k; i++) {
                    for (int j = k + 1; j < s; j++) {
                        boundary &= better[names.indexOf(order.get(i))][names.indexOf(order.get(j))];
                    }
                }
                int c1 = system(metric, order.get(k)).get("cluster").asInt();
                int c2 = system(metric, order.get(k + 1)).get("cluster").asInt();
                assertEquals(boundary ? c1 + 1 : c1, c2, metric.get("name") + " after " + order.get(k));
            }
        }
        assertTrue(Files.isRegularFile(tmp.resolve("r.html")));
    }
}
