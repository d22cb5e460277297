package io.github.nlgmetrics.cli.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.cli.CliRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every metric enters {@code compare} (issue 41): each profile of the library, by its name, on two systems. Its
 * system scores are the profile's own corpus scores of each system; it is resampled as it declares
 * ({@link Metric#resampling()}: statistics, segment scores, or none); a metric that can be resampled has every
 * pair's paired bootstrap and randomization and a cluster, and one that cannot is scored and says why. A profile
 * that refuses the input (token ids only) refuses it in {@code compare} too, in one line naming the system.
 */
class CompareEveryProfileTest {
    @TempDir
    Path tmp;

    static Stream<String> profiles() {
        return Profiles.all().stream().map(Profile::name);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("profiles")
    void everyProfileIsScoredAsItsOwnCorpusCallAndTestedOrSaysWhyNot(String name) throws IOException {
        CompareFixture f = new CompareFixture(tmp, 2, 12, 3);
        Metric<?> metric = Profiles.byName(name).metric(Map.of());
        List<List<String>> refs = Files.readAllLines(f.reference).stream().map(List::of).toList();
        double[] own = new double[f.systems.size()];
        CliRun r = CliRun.of(f.args("-m", name, "--format", "json", "--bootstrap", "20", "--trials", "20", "-q"));
        for (int i = 0; i < own.length; i++) {
            try {
                own[i] = metric.corpusScore(Files.readAllLines(f.systems.get(i)), refs).score();
            } catch (IllegalArgumentException e) {
                assertEquals(2, r.exitCode(), r.err());
                assertEquals(1, r.err().lines().count(), r.err());
                assertTrue(r.err().contains(" on system sys" + i + ": " + e.getMessage()), r.err());
                return;
            }
        }
        assertEquals(0, r.exitCode(), r.err());
        JsonNode m = r.json().get("metrics").get(0);
        assertEquals(metric.resampling().name().toLowerCase(Locale.ROOT).replace('_', ' '), m.get("resampled").asText());
        List<String> first = Files.readAllLines(f.systems.get(0));
        boolean drawn = metric.corpusScore(first, refs).score() != own[0];
        for (int i = 0; i < own.length; i++) {
            double score = m.get("systems").get(i).get("score").asDouble();
            if (drawn) {
                // a score drawn anew on every call (evaluate's ROUGE: the median of bootstrap means, unseeded)
                assertTrue(Double.isFinite(score), m.toString());
            } else {
                double within = metric.resampling() == Metric.Resampling.SEGMENT_SCORES
                        ? CompareCommandTest.FLOAT32_MEAN // the profile's score is a float32 mean, compare's a double one
                        : 1e-12 * Math.max(1, Math.abs(own[i]));
                assertEquals(own[i], score, within, "system " + i + ": the profile's own corpus score");
            }
        }
        JsonNode other = m.get("systems").get(1);
        if (metric.resampling() == Metric.Resampling.NONE) {
            assertTrue(m.get("not_tested").asText().startsWith(name + " cannot be resampled"), m.toString());
            assertTrue(other.get("p_bootstrap").isNull() && other.get("cluster").isNull(), other.toString());
            assertEquals(0, m.get("pairs").size());
        } else {
            assertTrue(m.get("not_tested").isNull(), m.toString());
            assertTrue(other.get("p_bootstrap").isNumber() && other.get("p_randomization").isNumber()
                    && other.get("ci").isNumber() && other.get("cluster").isInt(), other.toString());
            assertEquals(1, m.get("pairs").size());
        }
    }
}
