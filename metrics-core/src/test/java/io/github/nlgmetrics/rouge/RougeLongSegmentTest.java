package io.github.nlgmetrics.rouge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 11, defect 2: a 50,000-token segment is scored by rougeL and rougeLsum in memory linear
 * in the segment (the (n+1)×(m+1) LCS table would be 10 GB; the bit-parallel kernels need a few
 * MB). No timing is asserted; the scores are checked against what they must be.
 */
class RougeLongSegmentTest {
    private static final Rouge L_LSUM = Rouge.rougeScore().withTypes("rougeL", "rougeLsum");

    private static String text(SplittableRandom rnd, int tokens, int vocabulary, int sentenceLength) {
        StringBuilder sb = new StringBuilder(tokens * 6);
        for (int i = 0; i < tokens; i++) {
            if (i > 0) {
                sb.append(i % sentenceLength == 0 ? '\n' : ' ');
            }
            sb.append('w').append(rnd.nextInt(vocabulary));
        }
        return sb.toString();
    }

    @Test
    void aFiftyThousandTokenSentenceScoresRougeLAndRougeLsum() {
        SplittableRandom rnd = new SplittableRandom(50_000);
        String hyp = text(rnd, 50_000, 3_000, Integer.MAX_VALUE);
        String ref = text(rnd, 50_000, 3_000, Integer.MAX_VALUE);
        RougeResult r = L_LSUM.score(hyp, ref);
        // One sentence a side: the union LCS is the LCS, so rougeLsum is rougeL.
        assertEquals(r.get("rougeL"), r.get("rougeLsum"));
        assertTrue(r.get("rougeL").fmeasure() > 0.01 && r.get("rougeL").fmeasure() < 0.2, r.toString());
    }

    @Test
    void aSegmentScoredAgainstItselfIsPerfectAtAnyLength() {
        String text = text(new SplittableRandom(7), 50_000, 50_000, 1_000);
        RougeResult r = L_LSUM.score(text, text);
        assertEquals(new RougeScore(1, 1, 1), r.get("rougeL"));
        assertEquals(new RougeScore(1, 1, 1), r.get("rougeLsum"));
    }
}
