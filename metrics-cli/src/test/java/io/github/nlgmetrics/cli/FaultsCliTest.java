package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * Bad input and faults end with one plain line on stderr and a non-zero exit, never a number,
 * a stack trace or a silent success (issue 11, section 2; every message is in docs/errors.md).
 */
class FaultsCliTest {
    @TempDir
    Path dir;
    String ref;
    String hyp;

    @BeforeEach
    void files() throws IOException {
        ref = Files.writeString(dir.resolve("ref"), "the cat sat on the mat\n").toString();
        hyp = Files.writeString(dir.resolve("hyp"), "the cat sat on a mat\n").toString();
    }

    private static void assertOneLine(CliRun r, String... needles) {
        assertEquals(2, r.exitCode(), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith("nlg-metrics"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        for (String n : needles) {
            assertTrue(r.err().contains(n), () -> "'" + n + "' not in: " + r.err());
        }
    }

    // ------------------------------------------------------------------ 1. write errors

    /** A writer that fails as /dev/full does. */
    private static final class FullWriter extends Writer {
        @Override
        public void write(char[] buf, int off, int len) throws IOException {
            throw new IOException("No space left on device");
        }

        @Override
        public void flush() throws IOException {
            throw new IOException("No space left on device");
        }

        @Override
        public void close() {
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"bleu", "chrf", "ter", "rouge", "gleu", "nist", "ribes", "meteor"})
    void aFailedWriteOfTheResultsExitsTwoWithOneLine(String command) {
        CommandLine cl = NlgMetrics.commandLine();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(new FullWriter()));
        cl.setErr(new PrintWriter(err, true));
        int code = NlgMetrics.execute(cl, new String[] {command, "-r", ref, "-i", hyp}, null);
        assertOneLine(new CliRun(code, "", err.toString()), "cannot write the results");
    }

    @Test
    void aFailedWriteOfTheProfileListExitsTwo() {
        CommandLine cl = NlgMetrics.commandLine();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(new FullWriter()));
        cl.setErr(new PrintWriter(err, true));
        assertEquals(2, NlgMetrics.execute(cl, new String[] {"profiles"}, null));
        assertTrue(err.toString().contains("cannot write"), err::toString);
    }

    // ------------------------------------------------------------------ 4. numeric options

    static Stream<Arguments> nonsensicalNumbers() {
        return Stream.of(
                Arguments.of(List.of("bleu", "-s", "floor", "-sv", "-1"), "smooth_value"),
                Arguments.of(List.of("bleu", "-s", "add-k", "-sv", "-5"), "smooth_value"),
                Arguments.of(List.of("bleu", "-s", "add-k", "-sv", "1e308"), "smooth_value"),
                Arguments.of(List.of("bleu", "-s", "floor", "-sv", "NaN"), "smooth_value"),
                Arguments.of(List.of("bleu", "--compat", "nltk", "--smoothing", "method1", "--epsilon", "-1"), "epsilon"),
                Arguments.of(List.of("bleu", "--compat", "nltk", "--k", "NaN"), "k"),
                Arguments.of(List.of("bleu", "--compat", "r-sacrebleu", "--epsilon", "Infinity"), "epsilon"),
                Arguments.of(List.of("meteor", "--alpha", "2"), "alpha"),
                Arguments.of(List.of("meteor", "--gamma", "-5"), "gamma"),
                Arguments.of(List.of("meteor", "--beta", "NaN"), "beta"),
                Arguments.of(List.of("ribes", "--alpha", "-1"), "alpha"),
                Arguments.of(List.of("ribes", "--beta", "Infinity"), "beta"),
                Arguments.of(List.of("chrf", "--compat", "nltk", "--beta", "-1"), "beta"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("nonsensicalNumbers")
    void nonsensicalNumbersAreRejectedNamingTheOption(List<String> args, String option) {
        List<String> argv = new ArrayList<>(args);
        argv.addAll(List.of("-r", ref, "-i", hyp));
        assertOneLine(CliRun.of(argv.toArray(new String[0])), option);
    }

    // ------------------------------------------------------------------ 6. vacuous golden data

    private static final String HEADER = "id,impl,metric,level,options,hypotheses,references,expected,tolerance\n";
    private static final String GOOD = "c1,sacrebleu,bleu,sentence,{},\"[\"\"the cat\"\"]\",\"[[\"\"the cat\"\"]]\","
            + "\"{\"\"score\"\": 12}\",";

    private CliRun conformance(String name, byte[] content) throws IOException {
        Path f = dir.resolve(name);
        Files.write(f, content);
        return CliRun.of("conformance", f.toString());
    }

    static Stream<Arguments> vacuousGoldenFiles() {
        return Stream.of(
                Arguments.of("infinite tolerance", HEADER + GOOD + "Infinity\n", "line 2 column 'tolerance'"),
                Arguments.of("NaN tolerance", HEADER + GOOD + "NaN\n", "line 2 column 'tolerance'"),
                Arguments.of("negative tolerance", HEADER + GOOD + "-1\n", "line 2 column 'tolerance'"),
                Arguments.of("tolerance abc", HEADER + GOOD + "abc\n", "line 2 column 'tolerance'"),
                Arguments.of("empty expected", HEADER + GOOD.replace("\"{\"\"score\"\": 12}\"", "{}") + "0\n",
                        "line 2 column 'expected'"),
                Arguments.of("header only", HEADER, "no golden cases"),
                Arguments.of("short row", HEADER + "c1,sacrebleu,bleu\n", "line 2"),
                Arguments.of("unterminated quote", HEADER + GOOD + "0\nc2,\"sacrebleu\n", "line 3"),
                Arguments.of("bad JSON", HEADER + GOOD.replace("{},", "{x},") + "0\n", "line 2 column 'options'"),
                Arguments.of("missing column", "id,impl\nc1,x\n", "column 'metric' is missing"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("vacuousGoldenFiles")
    void vacuousOrMalformedGoldenDataIsRejectedNamingFileLineAndColumn(String what, String csv, String where)
            throws IOException {
        CliRun r = conformance("bad.csv", csv.getBytes(StandardCharsets.UTF_8));
        assertOneLine(r, "bad.csv", where);
    }

    @Test
    void invalidUtf8NamesFileLineAndColumn() throws IOException {
        byte[] head = (HEADER + "c1,sacre").getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[head.length + 1];
        System.arraycopy(head, 0, bytes, 0, head.length);
        bytes[head.length] = (byte) 0xC3; // a lead byte with nothing after it
        assertOneLine(conformance("bad.csv", bytes), "bad.csv line 2 column 9", "invalid UTF-8");
    }

    @Test
    void aByteOrderMarkIsAccepted() throws IOException {
        byte[] body = (HEADER + GOOD + "1e-9\n").getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[body.length + 3];
        bytes[0] = (byte) 0xEF;
        bytes[1] = (byte) 0xBB;
        bytes[2] = (byte) 0xBF;
        System.arraycopy(body, 0, bytes, 3, body.length);
        CliRun r = conformance("bom.csv", bytes);
        assertFalse(r.err().contains("missing"), r.err());
        assertTrue(r.out().contains("0 passed, 1 failed"), r.out() + r.err()); // 12 is not the BLEU of "the cat"
    }

    @Test
    void anEmptyDirectoryIsAnError() throws IOException {
        Path empty = Files.createDirectory(dir.resolve("empty"));
        assertOneLine(CliRun.of("conformance", empty.toString()), "no golden files");
    }

    // ------------------------------------------------------------------ 7. small things

    @ParameterizedTest(name = "{0} --version")
    @ValueSource(strings = {"bleu", "chrf", "ter", "rouge", "meteor", "gleu", "nist", "ribes", "conformance", "profiles"})
    void everySubcommandPrintsTheVersion(String command) {
        CliRun r = CliRun.of(command, "--version");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("nlg-metrics "), r.out());
    }

    @ParameterizedTest(name = "{0} --help")
    @ValueSource(strings = {"bleu", "chrf", "ter", "rouge", "meteor", "gleu", "nist", "ribes", "conformance", "profiles"})
    void helpPrintsNoPicocliWarnings(String command) {
        PrintStream saved = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        CliRun r;
        try {
            r = CliRun.of(command, "--help");
        } finally {
            System.setErr(saved);
        }
        assertEquals(0, r.exitCode());
        assertEquals("", r.err() + captured.toString(StandardCharsets.UTF_8));
        assertFalse(r.out().contains("WARN"), r.out());
    }
}
