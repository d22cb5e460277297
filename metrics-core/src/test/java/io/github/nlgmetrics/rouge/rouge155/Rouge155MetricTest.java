package io.github.nlgmetrics.rouge.rouge155;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.parallel.SegmentMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** ROUGE-1.5.5 as a Metric and a profile: the same blocks as the script's run on the same evaluations. */
class Rouge155MetricTest {
    private static final String FLAGS = "-n 2 -w 1.2 -2 4 -u -c 95 -r 50 -f A -p 0.5 -t 0";
    private static final List<String> HYPS = List.of("the cat sat\non the mat", "a dog ran", "x y z w");
    private static final List<List<String>> REFS = List.of(List.of("the cat was on a mat", "a cat\nsat there"),
            List.of("the dog ran fast"), List.of("w z y x"));

    @Test
    void corpusScoreIsTheScriptsRunOverOneEvaluationPerSegment() {
        Rouge155Options options = Rouge155Flags.parse(FLAGS).options();
        Rouge155 rouge = Rouge155.rouge155(options, null);
        List<Rouge155Eval> evals = new ArrayList<>();
        for (int i = 0; i < HYPS.size(); i++) {
            String id = String.format("e%04d", i);
            Map<String, Rouge155Summary> peers = new LinkedHashMap<>();
            peers.put(Rouge155.PEER, Rouge155Summary.text(id + ".peer", HYPS.get(i)));
            List<Rouge155Summary> models = new ArrayList<>();
            for (int k = 0; k < REFS.get(i).size(); k++) {
                models.add(Rouge155Summary.text(id + ".model" + k, REFS.get(i).get(k)));
            }
            evals.add(new Rouge155Eval(id, "SPL", peers, models));
        }
        List<Rouge155Block> expected = rouge.runAll(evals, List.of(Rouge155.PEER), w -> { });
        Rouge155Score score = rouge.corpusScore(HYPS, REFS);
        assertEquals(expected.size(), score.blocks().size());
        for (int j = 0; j < expected.size(); j++) {
            Rouge155Block e = expected.get(j);
            Rouge155Block a = score.blocks().get(j);
            assertEquals(e.tag(), a.tag());
            assertEquals(e.averages(), a.averages(), e.tag());
            assertEquals(e.evals(), a.evals(), e.tag());
        }
        assertEquals(List.of("ROUGE-1", "ROUGE-2", "ROUGE-L", "ROUGE-W-1.2", "ROUGE-SU4"),
                new ArrayList<>(((Map<?, ?>) score.fields().get("average")).keySet()));
        assertEquals(HYPS.size(), ((List<?>) score.fields().get("evals")).size());
        assertEquals(Double.parseDouble(expected.get(0).averages().get(6)), score.score());
        StringBuilder report = new StringBuilder();
        expected.forEach(b -> report.append(rouge.format(b)));
        assertEquals(report.toString(), Rouge155Report.format(score, options));
    }

    @Test
    void averagesAreNotAFunctionOfSummedRows() {
        Rouge155 rouge = Rouge155.rouge155();
        assertFalse(rouge.additive());
        assertThrows(UnsupportedOperationException.class, () -> rouge.score(new double[3]));
        // One segment: the corpus of that segment.
        assertEquals(rouge.corpusScore(HYPS.subList(0, 1), REFS.subList(0, 1)),
                rouge.sentenceScore(HYPS.get(0), REFS.get(0)));
    }

    @Test
    void rowsDoNotDependOnTheNumberOfThreads() {
        Rouge155 rouge = Rouge155.rouge155(Rouge155Flags.parse(FLAGS).options(), null);
        List<String> hyps = new ArrayList<>();
        List<List<String>> refs = new ArrayList<>();
        for (int i = 0; i < SegmentMap.MIN_PARALLEL + 100; i++) {
            hyps.add(HYPS.get(i % HYPS.size()) + " " + i);
            refs.add(REFS.get((i + 1) % REFS.size()));
        }
        double[][] parallel = rouge.corpusStats(hyps, refs);
        SegmentScorer sequential = rouge.newScorer();
        for (int i = 0; i < hyps.size(); i++) {
            assertArrayEquals(sequential.stats(hyps.get(i), refs.get(i)), parallel[i], "segment " + i);
        }
    }

    @Test
    void countModeTwoHasCountsInsteadOfAverages() {
        Rouge155Score s = Rouge155.rouge155(Rouge155Flags.parse("-n 1 -x -t 2").options(), null)
                .corpusScore(HYPS, REFS);
        assertTrue(s.fields().containsKey("counts"));
        assertTrue(Double.isNaN(s.score()));
    }

    @Test
    void profileWithoutOptionsIsTheFactoryDefault() {
        assertEquals(Rouge155.rouge155().signature(1), Profiles.byName("rouge155:rouge").metric().signature(1));
        assertEquals(Rouge155Options.defaults(), Rouge155Flags.parse("").options());
        assertEquals("-c 95 -r 1000 -f A -p 0.5 -t 0", Rouge155Options.defaults().toFlags());
        assertEquals(Rouge155Flags.parse("-n 2 -w 1.2 -2 4 -u -m").options(), Rouge155Options.defaults()
                .withMaxNgram(2).withWeight("1.2").withSkipDistance("4").withSkipUnigrams(true).withStem(true));
    }

    @Test
    void profileFlagsConfigureTheScript() {
        Rouge155 r = (Rouge155) Profiles.metric("rouge155:rouge", Map.of("flags", FLAGS));
        assertEquals(Rouge155Flags.parse(FLAGS).options(), r.options());
        assertEquals("nrefs:1|profile:rouge155|flags:" + FLAGS + "|version:", r.signature(1).toString()
                .replaceFirst("version:.*", "version:"));
        Rouge155 list = (Rouge155) Profiles.metric("rouge155:rouge", Map.of("flags", List.of("-n", "2", "-x")));
        assertEquals(2, list.options().maxNgram());
        assertThrows(IllegalArgumentException.class, () -> Profiles.metric("rouge155:rouge", Map.of("flags", "-n 2 x.xml")));
        assertThrows(IllegalArgumentException.class, () -> Profiles.metric("rouge155:rouge", Map.of("flags", "-z SPL")));
        Rouge155 bundled = (Rouge155) Profiles.metric("rouge155:rouge", Map.of("flags", "-m"));
        assertSame(Rouge155Data.bundled(), bundled.data(), "-m without a data directory uses the bundled data");
        Rouge155Data empty = new Rouge155Data(Map.of(), java.util.Set.of());
        Rouge155 stem = (Rouge155) Profiles.metric("rouge155:rouge", Map.of("flags", "-m -n 1", "data_dir", empty));
        assertTrue(stem.options().stem());
    }

    @Test
    void toFlagsRoundTrips() {
        for (String flags : List.of(FLAGS, "-n 4 -x -2 -1 -U -M -l 10 -c 90 -r 7 -f B -p 0.3 -t 1 -d",
                "-m -s -b 75", "")) {
            Rouge155Options o = Rouge155Flags.parse(flags).options();
            assertEquals(o, Rouge155Flags.parse(o.toFlags()).options(), flags);
        }
    }

    @Test
    void optionsRejectBadValuesNamingThem() {
        Rouge155Options d = Rouge155Options.defaults();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> d.withAlpha(1.5));
        assertTrue(e.getMessage().contains("1.5"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> d.withConfidence("101"));
        assertTrue(e.getMessage().contains("101"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> d.withWeight("0"));
        assertTrue(e.getMessage().contains("0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> d.withResamples(0));
        assertTrue(e.getMessage().contains("0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> d.withStem(true).withStemModels(true));
        assertTrue(e.getMessage().contains("-M"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> d.withLengthLimit(10).withByteLimit(75));
        assertTrue(e.getMessage().contains("75"), e.getMessage());
    }
}
