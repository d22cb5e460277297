package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An output path that names one of the process's open streams ({@code /dev/stdout}, {@code /dev/stderr},
 * {@code /dev/fd/N}, {@code /proc/self/fd/N}) is written through that stream, on a real process with the
 * shell's redirections (issue 39): {@code >> log.txt} keeps what the log held and appends, {@code > log.txt}
 * holds the segment lines and then the score (neither overwrites the other), a pipe receives the lines and
 * no internal {@code .part} path is ever named. An output path with a trailing slash is refused, and a
 * run killed (SIGTERM, SIGINT) while it writes leaves no {@code .part} file.
 */
@EnabledOnOs(OS.LINUX)
class OutputToOpenStreamsTest extends CommandFixture {
    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    private static final String HYP = "The cat sat on a mat.\nThe dog barks.\nHello world!\n";
    private static final String REF = "The cat sat on the mat.\nA dog barks loudly.\nHello there, world!\n";

    record Shell(int code, String out, String err) {
    }

    /** Runs {@code script} in bash in the test folder, {@code $NLG} the command line (a JVM on the test class path). */
    private Shell sh(String script) throws IOException, InterruptedException {
        file("hyp.txt", HYP);
        file("ref.txt", REF);
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", script).directory(dir.toFile());
        pb.environment().put("NLG", "'" + JAVA + "' -cp '" + System.getProperty("java.class.path") + "' "
                + NlgMetrics.class.getName());
        pb.redirectOutput(dir.resolve(".out").toFile()).redirectError(dir.resolve(".err").toFile());
        Process p = pb.start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "hung: " + script);
        return new Shell(p.exitValue(), Files.readString(dir.resolve(".out")), Files.readString(dir.resolve(".err")));
    }

    private String read(String name) throws IOException {
        return Files.readString(dir.resolve(name), StandardCharsets.UTF_8);
    }

    private void assertNoPartFile() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".part")).toList());
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"})
    void appendingToALogKeepsWhatItHeld(String path) throws Exception {
        Shell s = sh("echo EARLIER > log.txt; eval \"$NLG bleu -r ref.txt -i hyp.txt --segment-scores " + path
                + "\" >> log.txt");
        assertEquals(0, s.code(), s.err());
        List<String> log = read("log.txt").lines().toList();
        assertEquals("EARLIER", log.get(0), String.join("\n", log));
        assertEquals(5, log.size(), "EARLIER, three segment lines, the score: " + log);
        assertTrue(log.get(1).startsWith("{\"metric\""), log.get(1));
        assertTrue(log.get(4).startsWith("BLEU|"), log.get(4));
        assertNoPartFile();
    }

    @Test
    void aTruncatingRedirectionHoldsTheSegmentsThenTheScore() throws Exception {
        Shell s = sh("eval \"$NLG bleu -r ref.txt -i hyp.txt --segment-scores /dev/stdout\" > log.txt");
        assertEquals(0, s.code(), s.err());
        List<String> log = read("log.txt").lines().toList();
        assertEquals(4, log.size(), String.join("\n", log));
        assertTrue(log.get(3).startsWith("BLEU|"), log.get(3));
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"/dev/stderr, 2>>", "/dev/fd/3, 3>>"})
    void standardErrorAndAnotherDescriptorAreAppendedToo(String path, String redirection) throws Exception {
        Shell s = sh("echo EARLIER > log.txt; eval \"$NLG chrf -r ref.txt -i hyp.txt --segment-scores " + path + "\" "
                + redirection + " log.txt");
        assertEquals(0, s.code(), s.err());
        List<String> lines = read("log.txt").lines().toList();
        assertEquals("EARLIER", lines.get(0));
        assertEquals(4, lines.size(), String.join("\n", lines));
        assertNoPartFile();
    }

    @Test
    void aPipeReceivesTheLinesAndNoInternalPathIsNamed() throws Exception {
        Shell s = sh("eval \"$NLG bleu -r ref.txt -i hyp.txt --segment-scores /proc/self/fd/1\" | cat");
        assertEquals(0, s.code(), s.err());
        assertEquals("", s.err());
        assertEquals(4, s.out().lines().count(), s.out());
        assertFalse(s.err().contains(".part"), s.err());
    }

    @Test
    void compareWritesItsPageThroughStandardOutput() throws Exception {
        Shell s = sh("echo EARLIER > log.txt; eval \"$NLG compare -r ref.txt -i hyp.txt ref.txt -m bleu -q"
                + " --html /dev/stdout\" >> log.txt");
        assertEquals(0, s.code(), s.err());
        String log = read("log.txt");
        assertTrue(log.startsWith("EARLIER\n<!DOCTYPE html>") || log.startsWith("EARLIER\n<!doctype html>"),
                log.substring(0, Math.min(200, log.length())));
    }

    @Test
    void theFileStandardInputReadsIsAnInputToo() throws Exception {
        Shell s = sh("eval \"$NLG bleu -r ref.txt --segment-scores hyp.txt\" < hyp.txt");
        assertEquals(2, s.code(), s.err());
        assertTrue(s.err().startsWith("nlg-metrics: --segment-scores hyp.txt: is an input file"), s.err());
        assertEquals(HYP, read("hyp.txt"));
    }

    @Test
    void aTrailingSlashIsRefusedInOneLine() throws Exception {
        CliRun r = run("bleu", HYP, REF, "--segment-scores", dir.resolve("out.jsonl") + "/");
        assertOneLineError(r, "--segment-scores", "out.jsonl/");
        assertFalse(Files.exists(dir.resolve("out.jsonl")), "out.jsonl written");
        CliRun html = CliRun.of("compare", "-r", file("ref", REF), "-i", file("hyp", HYP), file("h2", REF),
                "--html", dir.resolve("out.html") + "/");
        assertOneLineError(html, "--html", "out.html/");
        assertFalse(Files.exists(dir.resolve("out.html")), "out.html written");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"TERM", "INT"})
    void aRunKilledWhileItWritesLeavesNoPartFile(String signal) throws Exception {
        StringBuilder hyp = new StringBuilder();
        StringBuilder ref = new StringBuilder();
        for (int i = 0; i < 60_000; i++) {
            hyp.append("the cat number ").append(i).append(" sat on a mat near the door today\n");
            ref.append("the cat number ").append(i).append(" sat on the mat by the door today\n");
        }
        file("big.hyp", hyp.toString());
        file("big.ref", ref.toString());
        Files.writeString(dir.resolve("seg.jsonl"), "old\n");
        ProcessBuilder pb = new ProcessBuilder(JAVA, "-cp", System.getProperty("java.class.path"),
                NlgMetrics.class.getName(), "ter", "-r", "big.ref", "-i", "big.hyp", "--segment-scores", "seg.jsonl")
                .directory(dir.toFile()).redirectOutput(dir.resolve(".out").toFile())
                .redirectError(dir.resolve(".err").toFile());
        Process p = pb.start();
        boolean sawPart = false;
        for (int i = 0; i < 12_000 && p.isAlive() && !sawPart; i++) {
            try (Stream<Path> files = Files.list(dir)) {
                sawPart = files.anyMatch(f -> f.getFileName().toString().endsWith(".part"));
            }
            if (!sawPart) {
                Thread.sleep(5);
            }
        }
        assertTrue(sawPart, "the run ended before its .part file was seen");
        new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start().waitFor();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "did not end on SIG" + signal);
        assertNoPartFile();
        // killed before the rename: the old file is kept; under load the signal may land just after the finished
        // file replaced it (the run had written it whole): never a file half-written
        String after = read("seg.jsonl");
        if (!after.equals("old\n")) {
            List<String> lines = after.lines().toList();
            assertEquals(60_000, lines.size(), "the old file kept, or the whole new one");
            assertTrue(after.endsWith("\n") && lines.get(59_999).startsWith("{\"metric\":\"TER\",\"segment\":60000,"),
                    "the whole new file ends with its last segment");
        }
    }
}
