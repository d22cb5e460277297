package io.github.nlgmetrics.rouge;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.nlgmetrics.lcs.Lcs;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * rouge-score 0.1.2's own LCS read-out ({@code lcs_ind}) and rougeLsum on 600 tie-heavy inputs
 * (2–6 word alphabets, so most pairs have several LCSs), recorded by
 * {@code src/test/resources/rouge-score/make_lcs_ties.py}: the linear-memory bit-parallel
 * backtrack must pick the very positions {@code _backtrack_norec} picks, and rougeLsum's union
 * must give rouge-score's scores bit for bit.
 */
class RougeScoreLcsTiesTest {
    static Stream<List<String>> rows(String kind) throws IOException {
        List<List<String>> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                RougeScoreLcsTiesTest.class.getResourceAsStream("/rouge-score/lcs-ties.tsv"), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                String[] f = line.split("\t", -1);
                if (f[0].equals(kind)) {
                    out.add(List.of(f));
                }
            }
        }
        return out.stream();
    }

    static Stream<List<String>> lcsInd() throws IOException {
        return rows("lcs_ind");
    }

    static Stream<List<String>> rougeLsum() throws IOException {
        return rows("rougeLsum");
    }

    private static int[] ints(String s) {
        return s.isEmpty() ? new int[0] : Arrays.stream(s.split(" ")).mapToInt(Integer::parseInt).toArray();
    }

    @ParameterizedTest
    @MethodSource("lcsInd")
    void backtrackPicksRougeScoresPositions(List<String> f) {
        String[] row = f.toArray(new String[0]);
        int[] ref = ints(row[1]);
        int[] can = ints(row[2]);
        assertArrayEquals(ints(row[3]), Lcs.indices(ref, can), row[1] + " / " + row[2]);
        assertArrayEquals(ints(row[3]), SummaryLcs.lcsIndices(ref, can));
    }

    @ParameterizedTest
    @MethodSource("rougeLsum")
    void rougeLsumEqualsRougeScore(List<String> f) {
        String[] row = f.toArray(new String[0]);
        RougeScore s = Rouge.rougeScore().withTypes("rougeLsum")
                .score(row[2].replace('|', '\n'), row[1].replace('|', '\n')).get("rougeLsum");
        assertEquals(new RougeScore(Double.parseDouble(row[3]), Double.parseDouble(row[4]), Double.parseDouble(row[5])), s,
                row[1] + " / " + row[2]);
    }
}
