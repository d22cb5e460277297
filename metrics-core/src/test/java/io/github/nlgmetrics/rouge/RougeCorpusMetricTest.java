package io.github.nlgmetrics.rouge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class RougeCorpusMetricTest {
    @Test
    void meanFFromSummedStatistics() {
        RougeCorpusMetric m = new RougeCorpusMetric(Rouge.rougeScore(), "rouge1");
        double[][] rows = m.corpusStats(List.of("a b", "c"), List.of(List.of("a b"), List.of("d", "c")));
        assertEquals(1.0, rows[0][0]);
        assertEquals(1.0, rows[1][0]);
        assertEquals(1.0, m.score(new double[] {rows[0][0] + rows[1][0], 2}).score());
        assertTrue(m.signature(-1).toString().startsWith("nrefs:var|profile:rouge-score|types:rouge1|"));
        assertThrows(IllegalArgumentException.class, () -> new RougeCorpusMetric(Rouge.rougeScore(), "rougeW"));
    }
}
