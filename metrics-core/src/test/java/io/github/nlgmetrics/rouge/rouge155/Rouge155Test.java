package io.github.nlgmetrics.rouge.rouge155;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The ROUGE-1.5.5 quirks, one named test each (values worked out by hand from the script). */
class Rouge155Test {
    private static List<Rouge155Block> run(String flags, String peer, String... models) {
        Map<String, Rouge155Summary> peers = new LinkedHashMap<>();
        peers.put("S", Rouge155Summary.text("peer", peer));
        List<Rouge155Summary> ms = new ArrayList<>();
        for (int i = 0; i < models.length; i++) {
            ms.add(Rouge155Summary.text("model" + i, models[i]));
        }
        Rouge155 r = Rouge155.rouge155(Rouge155Flags.parse(flags).options(), null);
        return r.runAll(List.of(new Rouge155Eval("1", "SPL", peers, ms)), List.of("S"), w -> { });
    }

    private static List<String> tags(List<Rouge155Block> blocks) {
        return blocks.stream().map(Rouge155Block::tag).toList();
    }

    @Test
    void identicalSummariesScoreOne() {
        for (Rouge155Block b : run("-n 2 -2 4 -u -r 10", "the cat sat\non the mat", "the cat sat\non the mat")) {
            assertEquals("1.00000", b.averages().get(0), b.tag());
            assertEquals("1.00000", b.averages().get(3), b.tag());
            assertEquals("1.00000", b.averages().get(6), b.tag());
        }
    }

    @Test
    void rougeWWeighsTheModelCountTwiceSoIdenticalSummariesScoreBelowOne() {
        // hit = 2 * 3^1.2; model count = (3^1.2 + 3^1.2)^1.2; R = (hit / count)^(1/1.2).
        Rouge155Block b = run("-x -w 1.2 -r 3", "the cat sat\non the mat", "the cat sat\non the mat").get(0);
        assertEquals("ROUGE-W-1.2", b.tag());
        assertEquals("0.71516", b.averages().get(0));
    }

    @Test
    void skipBigramUnigramsLeaveOutTheLastToken() {
        // -u: pairs (a b) (b c) plus the unigrams a, b but not c; a one-token peer has no SU units.
        Rouge155Block b = run("-x -2 0 -u -t 2", "c", "a b c").get(0);
        assertEquals("ROUGE-SU0", b.tag());
        assertArrayEquals(new long[] {4, 0, 0}, b.counts().toArray());
    }

    @Test
    void skipBigramsSpanSentenceBoundaries() {
        Rouge155Block b = run("-x -2 0 -t 2", "a\nb", "a b").get(0);
        assertArrayEquals(new long[] {1, 1, 1}, b.counts().toArray());
    }

    @Test
    void capitalUSkipDistanceTagsAndOrder() {
        assertEquals(List.of("ROUGE-S4", "ROUGE-SU4"), tags(run("-x -2 4 -U -r 5", "a b", "a b")));
        assertEquals(List.of("ROUGE-SU4"), tags(run("-x -2 4 -u -U -r 5", "a b", "a b")));
        assertEquals(List.of("ROUGE-S*", "ROUGE-SU*"), tags(run("-x -2 -1 -U -r 5", "a b", "a b")));
        assertEquals(List.of("ROUGE-SU*"), tags(run("-x -2 -1 -u -r 5", "a b", "a b")));
    }

    @Test
    void rougeWRunLostWhenItsLastMarkedTokenIsClipped() {
        // Model sentences "c" and "b c", peer "b c", w = 2. Sentence 1 uses the peer's only "c";
        // in sentence 2, "b" opens a run, "c" is marked but clipped, and the run is never flushed.
        // M = (1^2 + 2^2)^2 = 25, P = 2^2 = 4, hit = 1 (an LCS-faithful count would be 2).
        Rouge155Block b = run("-x -w 2 -t 2", "b c", "c\nb c").get(0);
        assertArrayEquals(new long[] {25, 4, 1}, b.counts().toArray());
    }

    @Test
    void rougeWRunContinuesOverAClippedMarkedToken() {
        // Model "c" / "b c d", peer "b c d": in sentence 2, b and d form one run of 2 across the
        // clipped c: hit = 1 + 2^2 = 5. M = (1 + 3^2)^2 = 100, P = 3^2 = 9.
        Rouge155Block b = run("-x -w 2 -t 2", "b c d", "c\nb c d").get(0);
        assertArrayEquals(new long[] {100, 9, 5}, b.counts().toArray());
    }

    @Test
    void rougeWOnAModelWithoutTokensDiesNamingEvaluationAndSummary() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> run("-x -w 1.2", "the cat", "..."));
        assertTrue(e.getMessage().contains("model0") && e.getMessage().contains("evaluation 1"), e.getMessage());
    }

    @Test
    void lcsClipsTokensAlreadyUsedByAnotherModelSentence() {
        // Both model sentences have an LCS "a" with the peer, but the peer has one "a".
        Rouge155Block b = run("-t 2", "a", "a\na").get(0);
        assertEquals("ROUGE-L", b.tag());
        assertArrayEquals(new long[] {2, 1, 1}, b.counts().toArray());
    }

    @Test
    void tokensMustStartWithALetterOrDigit() {
        // "-" is split off as its own token and then dropped; non-ASCII bytes separate words.
        Rouge155Block b = run("-n 1 -x -t 2", "e-mail naïve", "e mail na ve").get(0);
        assertArrayEquals(new long[] {4, 4, 4}, b.counts().toArray());
    }

    @Test
    void wordLimitCountsRawWordsAndALeadingSpace() {
        Rouge155Measures r = new Rouge155Measures(Rouge155Flags.parse("-l 3").options(), null);
        // " a b" is three words for the script (a leading empty field), so "c d" is cut off.
        assertEquals(" a b", r.truncateFlat(List.of(" a b", "c d")));
        assertEquals("a b c", r.truncateFlat(List.of("a b", "c d")));
    }

    @Test
    void byteLimitForLcsIsCheckedPerSentence() {
        Rouge155Measures r = new Rouge155Measures(Rouge155Flags.parse("-b 8").options(), null);
        List<String> s = List.of("abcde", "fghij", "klmnopqrstu");
        assertEquals("abcde fgh", r.truncateFlat(s));
        assertEquals(List.of("abcde", "fghij", "klmnopqr"), r.truncateLcs(s));
    }

    @Test
    void modelAverageSumsHitsAndCounts() {
        // Model 1: 2 of 2 unigrams, model 2: 0 of 4: R = 2/6, P = 2/(2+2).
        Rouge155Block b = run("-n 1 -x -r 3", "a b", "a b", "c d e f").get(0);
        assertEquals("0.33333", b.averages().get(0));
        assertEquals("0.50000", b.averages().get(3));
        assertEquals("0.40000", b.averages().get(6));
    }

    @Test
    void bestModelTakesTheFirstBestRecall() {
        Rouge155Block b = run("-n 1 -x -f B -r 3", "a b", "c d e f", "a b x").get(0);
        assertEquals("0.66667", b.averages().get(0));
        assertEquals("1.00000", b.averages().get(3));
    }

    @Test
    void perEvaluationLinesSortByLeadingNumber() {
        assertTrue(Rouge155Averages.byEvalId("9.S", "10.S") < 0);
        assertTrue(Rouge155Averages.byEvalId("b.S", "a.S") > 0);
    }

    @Test
    void formatPrintsTheScriptsLines() {
        Rouge155 r = Rouge155.rouge155(Rouge155Flags.parse("-n 1 -x -r 3 -d").options(), null);
        Map<String, Rouge155Summary> peers = new LinkedHashMap<>();
        peers.put("S", Rouge155Summary.text("p", "a b"));
        Rouge155Block b = r.runAll(List.of(new Rouge155Eval("1", "SPL", peers,
                List.of(Rouge155Summary.text("m", "a b")))), List.of("S"), w -> { }).get(0);
        assertEquals("---------------------------------------------\n"
                + "S ROUGE-1 Average_R: 1.00000 (95%-conf.int. 1.00000 - 1.00000)\n"
                + "S ROUGE-1 Average_P: 1.00000 (95%-conf.int. 1.00000 - 1.00000)\n"
                + "S ROUGE-1 Average_F: 1.00000 (95%-conf.int. 1.00000 - 1.00000)\n"
                + ".............................................\n"
                + "S ROUGE-1 Eval 1.S R:1.00000 P:1.00000 F:1.00000\n", r.format(b));
    }

    @Test
    void missingPeerIsAWarningOnce() {
        List<String> warnings = new ArrayList<>();
        Rouge155 r = Rouge155.rouge155(Rouge155Flags.parse("-n 2 -x -r 3").options(), null);
        Map<String, Rouge155Summary> peers = new LinkedHashMap<>();
        peers.put("S", Rouge155Summary.text("p", "a b"));
        r.runAll(List.of(new Rouge155Eval("1", "SPL", peers, List.of(Rouge155Summary.text("m", "a b")))),
                List.of("T"), warnings::add);
        assertEquals(List.of("*ROUGE Warning: test instance for peer T does not exist for evaluation 1"), warnings);
    }

    @Test
    void optionsParseLikeGetopts() {
        Rouge155Flags f = Rouge155Flags.parse(List.of("-am", "-n4", "-2", "-1", "-U", "cfg.xml", "X"));
        Rouge155Options o = f.options();
        assertTrue(f.allSystems() && o.stem() && o.skipBoth());
        assertEquals(4, o.maxNgram());
        assertEquals("-1", o.skipText());
        assertEquals(List.of("cfg.xml", "X"), f.arguments());
        assertThrows(IllegalArgumentException.class, () -> Rouge155Flags.parse("-3 HM -a x.xml"));
        assertThrows(IllegalArgumentException.class, () -> Rouge155Flags.parse("-l 10 -b 75 x.xml"));
        assertThrows(IllegalArgumentException.class, () -> Rouge155Flags.parse("-q x.xml"));
    }

    @Test
    void capitalMStemsModelsForRougeLButNotForRougeN() {
        Map<String, Rouge155Summary> peers = new LinkedHashMap<>();
        peers.put("S", Rouge155Summary.text("p", "running"));
        Rouge155 r = Rouge155.rouge155(Rouge155Flags.parse("-n 1 -M -t 2").options(), new Rouge155Data(Map.of(), java.util.Set.of()));
        List<Rouge155Block> b = r.runAll(List.of(new Rouge155Eval("1", "SPL", peers,
                List.of(Rouge155Summary.text("m", "running")))), List.of("S"), w -> { });
        assertArrayEquals(new long[] {1, 1, 1}, b.get(0).counts().toArray()); // ROUGE-1: -M ignored
        assertArrayEquals(new long[] {1, 1, 0}, b.get(1).counts().toArray()); // ROUGE-L: "run" vs "running"
        assertThrows(IllegalArgumentException.class, () -> Rouge155Flags.parse("-m -M -a x.xml"));
    }

    @Test
    void stemmingWithoutADataDirectoryUsesTheBundledData() {
        Rouge155 r = Rouge155.rouge155(Rouge155Flags.parse("-m -a x.xml").options(), null);
        assertSame(Rouge155Data.bundled(), r.data());
        assertEquals(null, Rouge155.rouge155(Rouge155Flags.parse("-a x.xml").options(), null).data());
    }

    @Test
    void rougeWAddsRunWeightsOneByOneAcrossSentences() {
        // The script adds each run's len^w to one running hit: ((0 + 2^w) + 4^w) + 9^w here, which
        // differs in the last bit from adding a per-sentence subtotal (2^w + (4^w + 9^w)).
        Rouge155Options o = Rouge155Flags.parse("-x -w 1.2 -t 1").options();
        Rouge155Summary peer = Rouge155Summary.text("p", "a b c d e f g h i j k l m n o");
        Rouge155Eval e = new Rouge155Eval("1", "SPL", Map.of("S", peer),
                List.of(Rouge155Summary.text("m", "a b\nc d e f x g h i j k l m n o")));
        double hit = new Rouge155Measures(o, null).values(Rouge155Measures.measures(o).get(0), e, peer)[2];
        double w2 = Math.pow(2, 1.2);
        double w4 = Math.pow(4, 1.2);
        double w9 = Math.pow(9, 1.2);
        assertEquals(((0 + w2) + w4) + w9, hit);
        assertTrue(w2 + (w4 + w9) != hit);
    }
}
