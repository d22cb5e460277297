package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.cli.report.SpecialFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A fault and fuzz test of our own over every native command (issue 21): random hostile argument
 * lists over hostile files (missing, a folder, empty, invalid UTF-8, a huge line, mismatched line
 * counts, an input as the segment file), each run bounded in time. Invariants: never a stack trace
 * or an exception's class name on stderr, never exit 0 for bad input, an error is one line, no
 * input file is modified. Every output option of every command ({@code --segment-scores}: the only
 * one that names a file) is also given a device node, a FIFO and links (issue 32): written in place
 * or through the link, never replaced. {@code mvn -B verify} runs {@value #DEFAULT_RUNS} runs (seconds);
 * {@code mvn -B verify -Pfuzz} runs 3,000 (property {@code nlgmetrics.fuzz.runs}, seed
 * {@code nlgmetrics.fuzz.seed}).
 */
class HostileInputFuzzTest extends CommandFixture {
    static final int DEFAULT_RUNS = 150;
    private static final Pattern TRACE = Pattern.compile("\\tat |\\b[A-Z]\\w*(Exception|Error)\\b");
    private static final List<String> COMMANDS = List.of("bleu", "chrf", "ter", "meteor", "gleu", "nist", "ribes",
            "rouge", "coco", "wer", "cer", "regress");

    /** A file the run may name, and whether naming it as input is bad input. */
    record Input(String path, boolean bad) {
    }

    /** An option list and whether it is bad usage. */
    record Opt(List<String> args, boolean bad) {
    }

    private final Map<String, Input> files = new LinkedHashMap<>();

    private void make() throws IOException {
        files.put("good", new Input(file("good", "the cat sat on the mat\na b c d e\nx y z\n"), false));
        files.put("good2", new Input(file("good2", "the cat sat on a mat\na b c d f\nx y w\n"), false));
        files.put("short", new Input(file("short", "the cat\n"), false));
        files.put("empty", new Input(file("empty", ""), true));
        Path bin = dir.resolve("binary");
        Files.write(bin, new byte[] {'a', ' ', (byte) 0xff, (byte) 0xfe, '\n', 'b', '\n', 'c', '\n'});
        files.put("binary", new Input(bin.toString(), true));
        files.put("huge", new Input(file("huge", "x".repeat(200_000) + "\nb\nc\n"), false));
        files.put("missing", new Input(dir.resolve("missing").toString(), true));
        Files.createDirectories(dir.resolve("folder"));
        files.put("folder", new Input(dir.resolve("folder").toString(), true));
        files.put("seg", new Input(file("seg.jsonl", "{\"metric\":\"BLEU\",\"segment\":1,\"score\":1}\n"), false));
        files.put("garbage", new Input(file("garbage.json", "{\"cases\":[1,2]} trailing"), false));
    }

    private Opt option(Random rnd, String hyp) {
        List<Opt> pool = List.of(
                new Opt(List.of("-b"), false), new Opt(List.of("-w", "3"), false), new Opt(List.of("-w", "-1"), true),
                new Opt(List.of("-w", "x"), true), new Opt(List.of("--sentence-level"), false),
                new Opt(List.of("-f", "json"), false), new Opt(List.of("--bogus"), true),
                new Opt(List.of("--segment-scores", dir.resolve("out.jsonl").toString()), false),
                new Opt(List.of("--segment-scores", hyp), true),
                new Opt(List.of("--segment-scores", dir.resolve("folder").toString()), true),
                new Opt(List.of("--segment-scores", dir.resolve("nofolder/x.csv").toString()), true),
                new Opt(List.of("-f", "xml"), true), new Opt(List.of("--confidence", "--confidence-n", "5"), false));
        return pool.get(rnd.nextInt(pool.size()));
    }

    private Input pick(Random rnd) {
        List<Input> all = new ArrayList<>(files.values());
        return all.get(rnd.nextInt(all.size()));
    }

    @Test
    void noStackTraceNoFalseSuccessNoHangNoModifiedInput() throws IOException {
        make();
        int runs = Integer.getInteger("nlgmetrics.fuzz.runs", DEFAULT_RUNS);
        long seed = Long.getLong("nlgmetrics.fuzz.seed", 21L);
        Random rnd = new Random(seed);
        Map<String, byte[]> before = new LinkedHashMap<>();
        for (Input in : files.values()) {
            Path p = Path.of(in.path());
            if (Files.isRegularFile(p)) {
                before.put(in.path(), Files.readAllBytes(p));
            }
        }
        for (int run = 0; run < runs; run++) {
            String command = COMMANDS.get(rnd.nextInt(COMMANDS.size()));
            List<String> args = new ArrayList<>(List.of(command));
            boolean bad = false;
            Input hyp = pick(rnd);
            Input ref = pick(rnd);
            if (command.equals("regress")) {
                args.addAll(List.of("--baseline", hyp.path(), "--current", ref.path()));
                bad = !(hyp.path().endsWith(".jsonl") && ref.path().endsWith(".jsonl"));
            } else {
                args.addAll(List.of("-r", ref.path(), "-i", hyp.path()));
                bad = hyp.bad() || ref.bad() || lines(hyp) != lines(ref);
                int n = rnd.nextInt(3);
                for (int k = 0; k < n; k++) {
                    Opt o = option(rnd, hyp.path());
                    args.addAll(o.args());
                    bad |= o.bad();
                }
            }
            String[] argv = args.toArray(String[]::new);
            CliRun r = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> CliRun.withStdin("", argv),
                    () -> "hung: " + String.join(" ", argv));
            String what = "seed " + seed + " run " + run + ": " + String.join(" ", argv) + "\n" + r.err();
            assertFalse(TRACE.matcher(r.err()).find(), "stack trace or exception: " + what);
            if (bad) {
                assertNotEquals(0, r.exitCode(), "exit 0 on bad input: " + what + r.out());
            }
            if (r.exitCode() == 2) {
                assertEquals(1, r.err().strip().lines().count(), "one line: " + what);
            }
            for (Map.Entry<String, byte[]> e : before.entrySet()) {
                assertArrayEquals(e.getValue(), Files.readAllBytes(Path.of(e.getKey())), "input modified: " + what);
            }
        }
        try (var left = Files.list(dir)) {
            assertTrue(left.noneMatch(p -> p.getFileName().toString().endsWith(".part")), "partial file left");
        }
    }

    /** The commands with an option that names a file to write ({@code --segment-scores}). */
    private static final List<String> WRITERS = List.of("bleu", "chrf", "ter", "meteor", "gleu", "nist", "ribes",
            "rouge", "wer", "cer");

    @Test
    void everyOutputOptionWritesToWhatThePathIs() throws Exception {
        String ref = file("ref", "the cat sat on the mat\na b c d e\n");
        String hyp = file("hyp", "the cat sat on a mat\na b c d f\n");
        Path nul = SpecialFiles.devNull(dir.resolve("null"));
        Path full = SpecialFiles.devFull(dir.resolve("full"));
        Path fifo = SpecialFiles.fifo(dir.resolve("fifo"));
        Path target = dir.resolve("target.jsonl");
        Path link = Files.createSymbolicLink(dir.resolve("link.jsonl"), target);
        Path toNull = Files.createSymbolicLink(dir.resolve("to-null"), nul);
        Path loop = Files.createSymbolicLink(dir.resolve("loop"), Path.of("loop"));
        for (String command : WRITERS) {
            Files.deleteIfExists(target);
            String[] base = {command, "-r", ref, "-i", hyp, "--segment-scores"};
            CliRun r = runTo(base, nul);
            assertEquals(0, r.exitCode(), command + " to a copy of /dev/null: " + r.err());
            r = runTo(base, toNull);
            assertEquals(0, r.exitCode(), command + " to a link to a device: " + r.err());
            r = runTo(base, full);
            assertOneLineError(r, "cannot write --segment-scores " + full + ": No space left on device");
            assertEquals("", r.out(), command + ": a score printed after the failed write");
            CompletableFuture<String> read = SpecialFiles.reader(fifo);
            r = runTo(base, fifo);
            assertEquals(0, r.exitCode(), command + " to a FIFO: " + r.err());
            assertEquals(2, read.get(30, TimeUnit.SECONDS).lines().count(), command + ": the FIFO's reader");
            r = runTo(base, link);
            assertEquals(0, r.exitCode(), command + " to a link: " + r.err());
            assertEquals(2, Files.readAllLines(target).size(), command + ": the link's target");
            assertOneLineError(runTo(base, loop), "--segment-scores " + loop + ": too many levels of symbolic links");
            assertTrue(SpecialFiles.isCharDevice(nul) && SpecialFiles.isCharDevice(full), command + ": a device replaced");
            assertTrue(SpecialFiles.isFifo(fifo), command + ": the FIFO replaced");
            assertTrue(Files.isSymbolicLink(link) && Files.isSymbolicLink(toNull), command + ": a link replaced");
        }
        try (var left = Files.list(dir)) {
            assertTrue(left.noneMatch(p -> p.getFileName().toString().endsWith(".part")), "partial file left");
        }
    }

    private static CliRun runTo(String[] base, Path out) {
        String[] argv = java.util.stream.Stream.concat(java.util.Arrays.stream(base), java.util.stream.Stream.of(out.toString()))
                .toArray(String[]::new);
        return assertTimeoutPreemptively(Duration.ofSeconds(60), () -> CliRun.withStdin("", argv),
                () -> "hung: " + String.join(" ", argv));
    }

    /** The line count of a good file (the bad ones are bad anyway). */
    private static long lines(Input in) throws IOException {
        Path p = Path.of(in.path());
        return in.bad() || !Files.isRegularFile(p) ? -1
                : new String(Files.readAllBytes(p), StandardCharsets.UTF_8).lines().count();
    }
}
