package io.github.nlgmetrics.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.nlgmetrics.cli.NlgMetrics;
import io.github.nlgmetrics.cli.StdoutGuard;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code nlg-metrics serve} as a process, fed what a hostile or broken client sends (issue 40):
 * malformed JSON, unknown commands, huge and non-UTF-8 payloads, garbage bytes, a client that
 * disappears mid-request, SIGTERM. Each bad request gets an error object and the worker goes on;
 * the process ends cleanly (no stack trace, no hang: every wait is bounded) and writes no file.
 */
class ServeHostileTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** A serve process whose working folder and temporary folder are empty folders of {@code dir}. */
    private Process start(String... options) throws IOException {
        Path cwd = Files.createDirectories(dir.resolve("cwd"));
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m", "-Djava.io.tmpdir=" + tmp, "-cp", System.getProperty("java.class.path"),
                NlgMetrics.class.getName(), "serve"));
        cmd.addAll(List.of(options));
        return new ProcessBuilder(cmd).directory(cwd.toFile()).redirectError(dir.resolve("stderr.txt").toFile()).start();
    }

    private String stderr() throws IOException {
        return Files.readString(dir.resolve("stderr.txt"));
    }

    /** Nothing was written in the process's working folder or temporary folder. */
    private void wroteNoFile() throws IOException {
        for (String d : List.of("cwd", "tmp")) {
            try (var files = Files.list(dir.resolve(d))) {
                assertEquals(List.of(), files.toList(), d);
            }
        }
    }

    private static int exit(Process p) throws InterruptedException {
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("serve did not end within 60 s");
        }
        return p.exitValue();
    }

    private static String request(int id, String... args) throws IOException {
        return JSON.writeValueAsString(java.util.Map.of("id", id, "args", List.of(args), "files",
                java.util.Map.of("r", List.of("The cat sat on the mat.", "A dog barks loudly."),
                        "h", List.of("The cat sat on a mat.", "The dog barks."))));
    }

    @Test
    void everyHostileLineGetsAnErrorObjectTheWorkerGoesOnAndEndsCleanlyAtEof() throws Exception {
        Process p = start("--max-request-bytes", String.valueOf(4 << 20));
        ByteArrayOutputStream lines = new ByteArrayOutputStream();
        List<String> expected = new ArrayList<>();
        // malformed JSON, in several ways
        for (String bad : List.of("{", "}", "{\"args\": [\"bleu\",]}", "NaN", "\"just a string\"", "{\"args\": \"bleu\"}",
                "[".repeat(100_000), "{\"args\": [\"bleu\"], \"files\": {\"r\": [" + "[".repeat(5000) + "]}}")) {
            lines.write((bad + "\n").getBytes(StandardCharsets.UTF_8));
            expected.add("error");
        }
        // unknown commands and options, the commands serve does not run
        for (String[] args : List.of(new String[] {"blue"}, new String[] {"bleu", "--no-such-option"},
                new String[] {"sacrebleu", "r"}, new String[] {"conformance"}, new String[] {"cds-training"},
                new String[] {"serve"}, new String[] {""}, new String[] {"bleu", "-r", "r", "-i", "h", "-w", "99"})) {
            lines.write((request(1, args) + "\n").getBytes(StandardCharsets.UTF_8));
            expected.add("error");
        }
        // non-UTF-8 and binary garbage
        lines.write(new byte[] {'{', '"', 'a', (byte) 0xC3, (byte) 0x28, '"', '}', '\n'});
        expected.add("error");
        byte[] garbage = new byte[10_000];
        new Random(40).nextBytes(garbage);
        for (int i = 0; i < garbage.length; i++) {
            garbage[i] = garbage[i] == '\n' ? 0 : garbage[i];
        }
        lines.write(garbage);
        lines.write('\n');
        expected.add("error");
        // a payload over the limit (skipped without being held), and a large one under it, answered
        lines.write(("{\"args\": [\"bleu\"], \"files\": {\"r\": [\"" + "x".repeat(6 << 20) + "\"]}}\n")
                .getBytes(StandardCharsets.UTF_8));
        expected.add("error");
        List<String> many = new ArrayList<>();
        for (int i = 0; i < 60_000; i++) {
            many.add("segment " + i + " of a long corpus");
        }
        lines.write((JSON.writeValueAsString(java.util.Map.of("id", 2, "args", List.of("bleu", "-r", "r", "-i", "h"),
                "files", java.util.Map.of("r", many, "h", many))) + "\n").getBytes(StandardCharsets.UTF_8));
        expected.add("ok");
        lines.write((request(3, "bleu", "-r", "r", "-i", "h") + "\n").getBytes(StandardCharsets.UTF_8));
        expected.add("ok");
        // the last line without its newline, then EOF
        lines.write("{\"id\": 4, \"args\": [\"chrf\", \"-r\", \"r\"], \"files\": {\"r\": [\"a\"], \"-\": [\"a\"]}}"
                .getBytes(StandardCharsets.UTF_8));
        expected.add("ok");

        Thread writer = new Thread(() -> {
            try (OutputStream in = p.getOutputStream()) {
                in.write(lines.toByteArray());
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        writer.start();
        List<JsonNode> answers = new ArrayList<>();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.US_ASCII))) {
            for (String l = out.readLine(); l != null; l = out.readLine()) {
                answers.add(JSON.readTree(l));
            }
        }
        writer.join(60_000);
        assertEquals(0, exit(p), "the end of the requests ends serve with 0");
        assertEquals(expected.size(), answers.size(), answers::toString);
        for (int i = 0; i < answers.size(); i++) {
            JsonNode a = answers.get(i);
            if (expected.get(i).equals("ok")) {
                assertTrue(a.get("ok").asBoolean(), a::toString);
            } else {
                assertFalse(a.get("ok").asBoolean(), a::toString);
                String e = a.get("error").asText();
                assertTrue(e.startsWith("nlg-metrics: ") && !e.contains("\n") && !e.contains("Exception"), e);
            }
        }
        assertEquals(100.0, answers.get(answers.size() - 3).get("result").get("score").doubleValue(), 1e-9);
        assertEquals("", stderr(), "nothing on stderr: no stack trace");
        wroteNoFile();
    }

    @Test
    void aClientKilledMidRequestEndsTheWorkerSilently() throws Exception {
        Process p = start();
        List<String> many = new ArrayList<>();
        for (int i = 0; i < 50_000; i++) {
            many.add("a longer segment number " + i + " of a corpus that takes a while to score");
        }
        OutputStream in = p.getOutputStream();
        in.write((JSON.writeValueAsString(java.util.Map.of("id", 1, "args", List.of("chrf", "-r", "r", "-i", "h"),
                "files", java.util.Map.of("r", many, "h", many))) + "\n").getBytes(StandardCharsets.UTF_8));
        in.flush();
        // the client dies: both ends of its pipes close while the worker scores
        p.getInputStream().close();
        in.close();
        int code = exit(p);
        assertTrue(code == StdoutGuard.CLOSED_PIPE || code == 0, "exit " + code);
        assertEquals("", stderr(), "a closed pipe is silent");
        wroteNoFile();
    }

    @Test
    void sigtermEndsTheWorkerCleanlyBetweenRequestsAndDuringOne() throws Exception {
        for (boolean busy : new boolean[] {false, true}) {
            Process p = start();
            OutputStream in = p.getOutputStream();
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.US_ASCII));
            in.write((request(1, "bleu", "-r", "r", "-i", "h") + "\n").getBytes(StandardCharsets.UTF_8));
            in.flush();
            assertTrue(JSON.readTree(out.readLine()).get("ok").asBoolean());
            if (busy) {
                List<String> many = new ArrayList<>();
                for (int i = 0; i < 50_000; i++) {
                    many.add("a longer segment number " + i + " of a corpus that takes a while to score");
                }
                in.write((JSON.writeValueAsString(java.util.Map.of("id", 2, "args", List.of("ter", "-r", "r", "-i", "h"),
                        "files", java.util.Map.of("r", many, "h", many))) + "\n").getBytes(StandardCharsets.UTF_8));
                in.flush();
                Thread.sleep(500);
            }
            // SIGTERM alone: Process.destroy() would also close the worker's standard input, and the end of
            // the input (exit 0) could then beat the signal's exit (143), a race a loaded machine loses
            p.toHandle().destroy();
            int code = exit(p);
            assertEquals(143, code, "the JVM's exit on SIGTERM (128 + 15)");
            assertEquals("", stderr(), "no stack trace on SIGTERM");
            wroteNoFile();
        }
    }
}
