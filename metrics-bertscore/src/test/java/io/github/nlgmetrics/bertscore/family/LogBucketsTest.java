package io.github.nlgmetrics.bertscore.family;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code make_log_bucket_position} in float32 equals transformers 4.26.1's (torch's float32 log, division and
 * ceil) at every distance up to 1,200, for deberta-v3's buckets (256 over 512) and others, recorded by
 * {@code src/test/scripts/log_buckets.py}; and the index table saturates where the class comment says.
 */
class LogBucketsTest {
    static Stream<Arguments> configurations() throws IOException {
        try (InputStream in = LogBucketsTest.class.getResourceAsStream("/io/github/nlgmetrics/bertscore/family/log-buckets.json")) {
            JsonNode all = new ObjectMapper().readTree(in);
            List<Arguments> out = new ArrayList<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = all.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                String[] bm = e.getKey().split(",");
                out.add(Arguments.of(Integer.parseInt(bm[0]), Integer.parseInt(bm[1]), e.getValue()));
            }
            return out.stream();
        }
    }

    @ParameterizedTest(name = "buckets {0}, max position {1}")
    @MethodSource("configurations")
    void bucketsAreTorchs(int buckets, int maxPosition, JsonNode expected) {
        LogBuckets b = new LogBuckets(buckets, maxPosition, buckets);
        for (int j = 0; j < expected.get("negative").size(); j++) {
            assertEquals(expected.get("negative").get(j).asLong(), b.bucket(-j), "d = " + -j);
            assertEquals(expected.get("positive").get(j).asLong(), b.bucket(j), "d = " + j);
        }
    }

    @ParameterizedTest(name = "buckets {0}, max position {1}")
    @MethodSource("configurations")
    void indicesSaturatePastTheMaximumPosition(int buckets, int maxPosition, JsonNode expected) {
        LogBuckets b = new LogBuckets(buckets, maxPosition, buckets);
        for (int d = Math.max(maxPosition, buckets); d < 3 * maxPosition + 10; d++) {
            assertEquals(2L * buckets - 1, b.index(d), "d = " + d);
            assertEquals(0, b.index(-d), "d = " + -d);
        }
    }
}
