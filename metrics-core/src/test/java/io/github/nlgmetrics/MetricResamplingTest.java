package io.github.nlgmetrics;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Metric#resampling()} and {@link Metric#corpusStatsOfSystems}, what {@code compare} and the metric commands'
 * {@code --confidence} read for every metric: an additive metric resamples its statistics, any other metric of this
 * module cannot be resampled (only a metric that says so resamples segment scores: BERTScore, metrics-bertscore);
 * and the rows of several systems are, system by system, the rows of each system's own corpus call, computed when
 * the iterator reaches that system.
 */
class MetricResamplingTest {
    static final List<List<String>> REFS = List.of(List.of("the cat sat on the mat", "a cat was on the mat"),
            List.of("prices went up again", "prices rose again"), List.of("it rained all day", "rain all day"));
    static final List<List<String>> SYSTEMS = List.of(List.of("the cat sat on a mat", "prices rose", "it rained"),
            List.of("a cat on the mat", "prices went up again", "all day it rained"));

    static Stream<String> profiles() {
        return Profiles.all().stream().map(Profile::name);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("profiles")
    void anAdditiveMetricResamplesItsStatisticsAndOtherMetricsOfTheCoreNothing(String name) {
        Metric<?> metric = Profiles.byName(name).metric();
        assertEquals(metric.additive() ? Metric.Resampling.STATISTICS : Metric.Resampling.NONE, metric.resampling());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("profiles")
    void theRowsOfSeveralSystemsAreEachSystemsOwnRowsComputedOneSystemAtATime(String name) {
        Metric<?> metric = Profiles.byName(name).metric();
        List<double[][]> alone = new ArrayList<>();
        for (List<String> system : SYSTEMS) {
            try {
                alone.add(metric.corpusStats(system, REFS));
            } catch (IllegalArgumentException | UnsupportedOperationException e) {
                // a metric that refuses this input (token ids only) or has no rows refuses it the same way for several
                Assertions.assertThrows(e.getClass(), () -> metric.corpusStatsOfSystems(SYSTEMS, REFS).next());
                return;
            }
        }
        List<List<String>> seen = new ArrayList<>();
        List<List<String>> systems = new ArrayList<>();
        for (List<String> s : SYSTEMS) {
            systems.add(new java.util.AbstractList<>() {
                @Override
                public String get(int index) {
                    if (!seen.contains(s)) {
                        seen.add(s);
                    }
                    return s.get(index);
                }

                @Override
                public int size() {
                    return s.size();
                }
            });
        }
        Iterator<double[][]> rows = metric.corpusStatsOfSystems(systems, REFS);
        assertTrue(seen.isEmpty(), "nothing scored before the iterator is read");
        for (int i = 0; i < SYSTEMS.size(); i++) {
            assertTrue(rows.hasNext());
            double[][] r = rows.next();
            assertEquals(i + 1, seen.size(), "system " + i + " scored when reached, no later one");
            assertEquals(alone.get(i).length, r.length);
            for (int j = 0; j < r.length; j++) {
                assertArrayEquals(alone.get(i)[j], r[j], "system " + i + " segment " + j);
            }
        }
        assertFalse(rows.hasNext());
        Assertions.assertThrows(NoSuchElementException.class, rows::next);
    }
}
