package io.github.nlgmetrics.rouge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** rouge-score's BootstrapAggregator; bit-exact parity is checked by the significance.csv goldens. */
class BootstrapAggregatorTest {

    private static RougeResult r(double p, double rc) {
        return new RougeResult(Map.of("rouge1", new RougeScore(p, rc, RougeScore.fmeasure(p, rc))));
    }

    @Test
    void constantScoresGiveConstantIntervals() {
        Map<String, AggregateScore> a = BootstrapAggregator.of(0.95, 50).withSeed(1)
                .aggregate(List.of(r(0.5, 0.25), r(0.5, 0.25), r(0.5, 0.25)));
        assertEquals(new RougeScore(0.5, 0.25, RougeScore.fmeasure(0.5, 0.25)), a.get("rouge1").mid());
        assertEquals(a.get("rouge1").low(), a.get("rouge1").high());
    }

    @Test
    void seededRunsRepeatAndLowMidHighAreOrdered() {
        List<RougeResult> segs = List.of(r(0.1, 0.2), r(0.9, 0.5), r(0.4, 0.4), r(0.7, 0.1));
        BootstrapAggregator agg = BootstrapAggregator.rougeScore().withSeed(12345);
        AggregateScore a = agg.aggregate(segs).get("rouge1");
        assertEquals(a, agg.aggregate(segs).get("rouge1"));
        assertTrue(a.low().precision() <= a.mid().precision() && a.mid().precision() <= a.high().precision());
    }

    @Test
    void theRandomStreamRunsOnFromOneTypeToTheNext() {
        // rouge-score seeds once, then resamples type after type: identical score columns under two
        // type names get different intervals (seed 12345 draws differ between the two blocks).
        List<RougeResult> segs = new java.util.ArrayList<>();
        double[][] v = {{0.1, 0.2}, {0.9, 0.5}, {0.4, 0.4}, {0.7, 0.1}, {0.3, 0.8}};
        for (double[] x : v) {
            RougeScore s = new RougeScore(x[0], x[1], RougeScore.fmeasure(x[0], x[1]));
            Map<String, RougeScore> m = new java.util.LinkedHashMap<>();
            m.put("a", s);
            m.put("b", s);
            segs.add(new RougeResult(m));
        }
        Map<String, AggregateScore> agg = BootstrapAggregator.of(0.95, 20).withSeed(12345).aggregate(segs);
        assertTrue(!agg.get("a").equals(agg.get("b")));
    }

    @Test
    void validatesArguments() {
        assertThrows(IllegalArgumentException.class, () -> BootstrapAggregator.of(1.5, 10));
        assertThrows(IllegalArgumentException.class, () -> BootstrapAggregator.of(0.95, 0));
        assertThrows(IllegalArgumentException.class, () -> BootstrapAggregator.of(0.95, 10).withSeed(-1));
        assertTrue(BootstrapAggregator.rougeScore().aggregate(List.of()).isEmpty());
    }
}
