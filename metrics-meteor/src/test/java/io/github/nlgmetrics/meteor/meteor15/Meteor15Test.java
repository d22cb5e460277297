package io.github.nlgmetrics.meteor.meteor15;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tartarus.snowball.ext.EnglishStemmer;

/** METEOR 1.5's quirks, one named test each; the golden rows are in meteor15.csv (metrics-fixtures). */
class Meteor15Test {
    private static final Meteor15 EXACT = Meteor15.of(Meteor15Flags.parse("-l en -m exact").config());
    private static final Meteor15 ESS = Meteor15.of(Meteor15Flags.parse("-l en -m 'exact stem synonym'").config());

    private static List<String[]> tsv(String name) throws IOException {
        List<String[]> rows = new ArrayList<>();
        try (InputStream in = Meteor15Test.class.getResourceAsStream(name)) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n", -1)) {
                if (!line.isEmpty()) {
                    rows.add(line.split("\t", -1));
                }
            }
        }
        return rows;
    }

    static Stream<Arguments> normalizerRows() throws IOException {
        return tsv("normalizer-jar.tsv").stream().map(r -> Arguments.of(r[0], r[1], r[2]));
    }

    /** normalizer-jar.tsv: the jar's own Normalizer.normalizeLine(line, LANG_EN, true/false) on 1,726 lines. */
    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("normalizerRows")
    void normalizerMatchesTheJar(String line, String keepPunct, String noPunct) {
        assertEquals(keepPunct, Meteor15Normalizer.normalize(line, true));
        assertEquals(noPunct, Meteor15Normalizer.normalize(line, false));
    }

    /** snowball-english-jar.tsv: the jar's englishStemmer (2010 Snowball) on 6,848 words; Lucene's agrees. */
    @Test
    void luceneSnowballEnglishGivesTheJarsStems() throws IOException {
        EnglishStemmer s = new EnglishStemmer();
        int n = 0;
        for (String[] r : tsv("snowball-english-jar.tsv")) {
            s.setCurrent(r[0]);
            s.stem();
            assertEquals(r[1], s.getCurrent(), r[0]);
            n++;
        }
        assertTrue(n > 6000);
    }

    @Test
    void exactMatchingComparesHashCodesSoCollisionsMatch() {
        assertEquals("Aa".hashCode(), "BB".hashCode());
        assertEquals(1.0, EXACT.sentenceScore("Aa", List.of("BB")).score());
        assertEquals(0.0, EXACT.sentenceScore("Aa", List.of("Ab")).score());
    }

    @Test
    void perfectSegmentScoresOneAndItsChunkIsNotSummed() {
        double[] row = ESS.segmentStats("the cat sat", List.of("the cat sat"));
        assertEquals(1.0, row[Meteor15.CHUNKS]);
        assertEquals(0.0, row[Meteor15.CORPUS_CHUNKS]);
        assertEquals(1.0, ESS.segmentScore(row).score());
    }

    @Test
    void firstBestReferenceKeepsItsStatsEvenWhenAllScoreZero() {
        double[] row = ESS.segmentStats("", List.of("one two three", "four five"));
        assertEquals(3.0, row[1]);
        assertEquals(0.0, ESS.segmentScore(row).score());
    }

    /**
     * "cats"/"cat" has a stem and a synonym candidate, so nothing is fixed before the search; both
     * rank as 0 matched words (int truncation of 0.5), and closing their chunk makes them lose to the
     * path that skips the word: the segment scores 0 (the jar prints 0.0). With one candidate
     * (exact stem only) the match is fixed and scores 0.6.
     */
    @Test
    void nonExactSingleWordMatchesAddNothingToTheBeamRanking() {
        assertEquals(0.0, ESS.sentenceScore("cats", List.of("cat")).score());
        Meteor15 exactStem = Meteor15.of(Meteor15Flags.parse("-l en -m 'exact stem'").config());
        assertEquals(0.6, exactStem.sentenceScore("cats", List.of("cat")).score());
        double[] row = ESS.segmentStats("the cats sat", List.of("the cat sat"));
        assertEquals(1.0, row[8]); // stage 2 (stem), test content: chosen beside exact neighbours
        assertEquals(0.8285714285714284, ESS.segmentScore(row).score());
    }

    @Test
    void synonymMorphReappendsFulToTheBase() {
        Meteor15Synonyms syn = Meteor15Synonyms.english();
        assertEquals("cupful", syn.morph("cupfuls"));
        assertEquals("ss", syn.morph("ss"));
        assertEquals("", syn.morph("xyzzyqq"));
    }

    @Test
    void statsLineRoundTripsAsTheJarPrintsIt() {
        double[] row = ESS.segmentStats("the cats sat on a mat", List.of("the cat sat on the mat"));
        String line = Meteor15.statsLine(row);
        assertEquals(23, line.split(" ").length);
        assertArrayEquals(row, Meteor15.parseStatsLine(line));
    }

    @Test
    void modulesKeepTheTaskWeightsPositionally() {
        Meteor15Config c = Meteor15Flags.parse("-l en -m 'synonym stem exact'").config();
        assertEquals(List.of(1.0, 0.6, 0.8), c.weights());
        assertEquals("Custom", c.taskDescription());
    }

    @Test
    void parametersMakeACustomTaskWithAdequacyWeights() {
        Meteor15Config c = Meteor15Flags.parse("-l en -p '0.5 1.0 0.4 0.7' -m 'exact stem synonym'").config();
        assertEquals(List.of(1.0, 1.0, 0.6), c.weights());
        assertEquals(0.5, c.alpha());
    }

    @Test
    void utilTaskIsWordBasedUnlessCharactersAreAskedFor() {
        assertEquals(false, Meteor15Flags.parse("-t util -m exact").config().charBased());
        assertEquals(true, Meteor15Flags.parse("-m exact -ch -t util").config().charBased());
    }

    @Test
    void paraphraseModuleNeedsATable() {
        assertThrows(IllegalArgumentException.class, () -> Meteor15.of(Meteor15Config.english()));
    }

    @Test
    void paraphraseTableMatchesPhrasesBothWays(@TempDir Path dir) throws IOException {
        Path table = dir.resolve("p.gz");
        try (Writer w = new OutputStreamWriter(new GZIPOutputStream(Files.newOutputStream(table)), StandardCharsets.UTF_8)) {
            w.write("0.5\na lot of\nmany\n");
        }
        Meteor15 m = Meteor15.of(Meteor15Flags.parse("-l en -m 'exact paraphrase' -a " + table).config());
        double[] row = m.segmentStats("many people came", List.of("a lot of people came"));
        assertEquals(1.0, row[8] + row[10]);     // paraphrase stage, test side: "many"
        assertEquals(3.0, row[9] + row[11]);     // reference side: "a lot of"
        double[] back = m.segmentStats("a lot of people came", List.of("many people came"));
        assertEquals(3.0, back[8] + back[10]);   // the table is tried from the test side too
    }

    @Test
    void shellSplitKeepsQuotedModuleListsTogether() {
        assertEquals(List.of("-l", "en", "-m", "exact stem synonym", "-p", "a b"),
                Meteor15Flags.shellSplit("-l en -m 'exact stem synonym' -p \"a b\""));
    }

    @Test
    void unknownFlagsAndTasksAreRejectedByName() {
        assertEquals("Unknown option \"-zz\"",
                assertThrows(IllegalArgumentException.class, () -> Meteor15Flags.parse("-zz")).getMessage());
        assertEquals("Unknown task (nope)",
                assertThrows(IllegalArgumentException.class, () -> Meteor15Flags.parse("-t nope")).getMessage());
    }
}
