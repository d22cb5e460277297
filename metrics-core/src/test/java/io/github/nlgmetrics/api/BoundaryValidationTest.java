package io.github.nlgmetrics.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Metric#score(double[])} and {@link Metric#signature(int)} of every registered profile take
 * only what a corpus can produce: summed statistics are counts and sums of non-negative segment
 * values, so a NaN, an infinity, a negative entry or a row of the wrong width is an
 * IllegalArgumentException naming the index and the value (before, several turned them into a
 * score of 0.0), and {@code nrefs} is at least 1 or -1 ("varies").
 */
class BoundaryValidationTest {
    static Stream<String> profiles() {
        return Profiles.all().stream().map(Profile::name);
    }

    /** A row of a real segment (in token ids for a profile that reads ids: r-sacrebleu). */
    private static double[] realRow(Metric<?> m) {
        try {
            return m.segmentStats("the cat sat on the mat", List.of("the cat is on the mat"));
        } catch (IllegalArgumentException e) {
            return m.segmentStats("1 2 3 4 1 5", List.of("1 2 6 4 1 5"));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("profiles")
    void badSummedStatisticsAreRejectedByIndexAndValue(String profile) {
        Metric<?> m = Profiles.metric(profile, Map.of());
        Assumptions.assumeTrue(m.additive(), profile + " is not additive: score(double[]) is unsupported");
        double[] row = realRow(m);
        m.score(row); // a real row scores
        for (int k = 0; k < row.length; k++) {
            for (double bad : new double[] {Double.NaN, -1.0, Double.POSITIVE_INFINITY}) {
                double[] r = row.clone();
                r[k] = bad;
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> m.score(r),
                        profile + " accepted statistics[" + k + "] = " + bad);
                assertTrue(e.getMessage().contains("[" + k + "]") && e.getMessage().contains(Double.toString(bad)),
                        e.getMessage());
            }
        }
        for (int width : new int[] {row.length - 1, row.length + 1, 0}) {
            double[] r = new double[width];
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> m.score(r),
                    profile + " accepted " + width + " columns");
            assertTrue(e.getMessage().contains(Integer.toString(width)), e.getMessage());
        }
        assertEquals("summedStats", assertThrows(NullPointerException.class, () -> m.score(null)).getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("profiles")
    void nrefsIsAtLeastOneOrVaries(String profile) {
        Metric<?> m = Profiles.metric(profile, Map.of());
        m.signature(1);
        m.signature(-1);
        for (int bad : new int[] {0, -2}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> m.signature(bad),
                    profile + " accepted nrefs " + bad);
            assertTrue(e.getMessage().contains("nrefs") && e.getMessage().contains(Integer.toString(bad)), e.getMessage());
        }
    }
}
