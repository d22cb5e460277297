package io.github.nlgmetrics.cli.dropin.meteor15;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code nlg-metrics meteor15 ... --format json} (issue 33, one grammar): for every recorded run of
 * the real jar ({@code COMMANDS.txt}) that prints scores, the JSON holds the numbers the jar printed
 * (its Eval ID, each segment's score, the final score, the system statistics), and without
 * {@code --format} the output is the jar's, byte for byte ({@link Meteor15DropInTest}).
 */
class Meteor15JsonTest {
    static Stream<Arguments> scoringRuns() throws IOException {
        List<Arguments> out = new ArrayList<>();
        for (String line : Files.readAllLines(dir().resolve("COMMANDS.txt"))) {
            if (!line.startsWith("#") && !line.isBlank() && !line.contains("-ssOut") && !line.startsWith("short.out")) {
                out.add(Arguments.of((Object[]) line.split("\t", 2)));
            }
        }
        return out.stream();
    }

    private static Path dir() {
        return Meteor15DropInTest.dir();
    }

    private static List<String> argv(String args, String... more) {
        List<String> argv = new ArrayList<>(Meteor15DropInTest.argv(args));
        argv.addAll(List.of(more));
        return argv;
    }

    private static String[] run(List<String> argv) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Meteor15Command.run(argv, new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, false, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {Integer.toString(code), out.toString(StandardCharsets.UTF_8),
            err.toString(StandardCharsets.UTF_8)};
    }

    /** The value after {@code label} on the jar's line that starts with it. */
    private static String line(String text, String label) {
        return text.lines().filter(l -> l.startsWith(label)).findFirst().orElseThrow(() -> new AssertionError(label))
                .substring(label.length()).strip();
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("scoringRuns")
    void theJsonHoldsTheNumbersTheJarPrinted(String expected, String args) throws IOException {
        String jarOut = Files.readString(dir().resolve(expected));
        boolean quiet = args.contains("-q");
        // --format anywhere, either spelling: the jar's own arguments are unchanged
        String[] got = run(expected.hashCode() % 2 == 0 ? argv(args, "--format", "json") : argv("--format=json " + args));
        assertEquals("0", got[0], got[2]);
        // Python's json.dumps, as every JSON of ours: a segment without matches has NaN statistics, as in the jar's -vOut
        JsonNode o = com.fasterxml.jackson.databind.json.JsonMapper.builder()
                .enable(com.fasterxml.jackson.core.json.JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS).build().readTree(got[1]);
        assertEquals(got[1].strip(), got[1].strip().lines().findFirst().orElseThrow(), "one line of JSON");
        List<String> segmentScores = quiet ? Files.readString(dir().resolve(expected.replace(".out", ".err"))).lines().toList()
                : jarOut.lines().filter(l -> l.startsWith("Segment ")).map(l -> l.substring(l.lastIndexOf('\t') + 1)).toList();
        assertEquals(segmentScores.size(), o.get("segments").size());
        for (int i = 0; i < segmentScores.size(); i++) {
            assertEquals(Double.parseDouble(segmentScores.get(i)), o.get("segments").get(i).get("score").asDouble(), 0.0,
                    "segment " + (i + 1));
        }
        if (quiet) {
            assertEquals(Double.parseDouble(jarOut.strip()), o.get("score").asDouble(), 0.0);
            return;
        }
        assertEquals(line(jarOut, "Eval ID:"), o.get("eval_id").asText());
        assertEquals(Double.parseDouble(line(jarOut, "Final score:")), o.get("score").asDouble(), 0.0);
        assertEquals(Double.parseDouble(line(jarOut, "Precision:")), o.get("precision").asDouble(), 0.0);
        assertEquals(Double.parseDouble(line(jarOut, "Recall:")), o.get("recall").asDouble(), 0.0);
        assertEquals(Double.parseDouble(line(jarOut, "fMean:")), o.get("fMean").asDouble(), 0.0);
        assertEquals(Double.parseDouble(line(jarOut, "Fragmentation penalty:")), o.get("frag_penalty").asDouble(), 0.0);
        assertEquals(Double.parseDouble(line(jarOut, "Chunks:")), o.get("chunks").asDouble(), 0.0);
        String unit = args.contains("-ch") ? "chars:" : "words:";
        assertEquals(Double.parseDouble(line(jarOut, "Test " + unit)), o.get("test_length").asDouble(), 0.0);
        assertEquals(Double.parseDouble(line(jarOut, "Reference " + unit)), o.get("reference_length").asDouble(), 0.0);
    }

    @Test
    void textIsTheJarsOutput() throws IOException {
        String[] got = run(argv("test1.txt ref1.txt -l en -norm -m 'exact stem synonym'", "--format", "text"));
        assertEquals(Files.readString(dir().resolve("norm.out")), got[1]);
    }

    @Test
    void lineCountsThatDisagreeAreAnErrorInJson() {
        String[] got = run(argv("test1.txt ref1-short.txt -l en -norm -m 'exact stem synonym'", "--format", "json"));
        assertEquals("2", got[0]);
        assertEquals("", got[1]);
        assertEquals("nlg-metrics meteor15: Error: test and reference not same length\n", got[2]);
    }

    @Test
    void theProtocolModesAndABadValueAreRefused() {
        for (String[] c : new String[][] {
            {"- - -stdio", "nlg-metrics meteor15: --format json prints the scores of two files: -stdio speaks the jar's"
                + " protocol instead; leave one out\n"},
            {"test1.txt ref1.txt -ssOut -m 'exact stem synonym'", "nlg-metrics meteor15: --format json prints the"
                + " scores of two files: -ssOut prints statistics lines instead; leave one out\n"}}) {
            String[] got = run(argv(c[0], "--format", "json"));
            assertEquals("2", got[0]);
            assertEquals(c[1], got[2]);
        }
        String[] got = run(argv("test1.txt ref1.txt", "--format", "xml"));
        assertEquals("2", got[0]);
        assertTrue(got[2].equals("nlg-metrics meteor15: --format takes text or json: xml\n"), got[2]);
    }
}
