package io.github.nlgmetrics.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line as a download ({@code target/nlg-metrics-VERSION.tar.gz}, made by the build):
 * unpacked, it runs with a Java runtime alone. The runtime is a minimal one made with
 * {@code jlink} (only the modules the jar needs: no compiler, no Maven, no repository around), and
 * the environment holds nothing of ours: the launcher finds its jar and golden files from its own
 * location, and builds the class-data archive on the first run beside the jar, or in the user's
 * cache when the install is read-only.
 */
class DistArchiveIT {
    private static final String VERSION = System.getProperty("nlgmetrics.version", "0.1.0-SNAPSHOT");
    private static final Path ARCHIVE = Path.of(System.getProperty("nlgmetrics.dist.archive",
            "target/nlg-metrics-" + VERSION + ".tar.gz"));
    /** The modules {@code jdeps --print-module-deps} lists for the shaded jar, and core's {@code java.xml}. */
    private static final String MODULES = "java.base,java.desktop,java.sql,java.xml";

    private static Path runtime;

    @BeforeAll
    static void minimalRuntime() throws Exception {
        Path jre = ARCHIVE.toAbsolutePath().getParent().resolve("dist-it-jre");
        if (!Files.isExecutable(jre.resolve("bin/java"))) {
            Path jlink = Path.of(System.getProperty("java.home"), "bin", "jlink");
            assertTrue(Files.isExecutable(jlink), "a JDK with jlink runs this test: " + jlink);
            Result r = run(List.of(jlink.toString(), "--add-modules", MODULES, "--strip-debug", "--no-header-files",
                    "--no-man-pages", "--output", jre.toString()), Map.of(), null);
            assertEquals(0, r.exit(), r.output());
        }
        runtime = jre;
        assertFalse(Files.exists(runtime.resolve("bin/javac")), "a runtime, not a JDK");
    }

    @Test
    void theArchiveRunsOnAJavaRuntimeAlone(@TempDir Path dir) throws Exception {
        Path home = unpack(dir);
        Path userHome = Files.createDirectories(dir.resolve("user"));
        Map<String, String> env = Map.of("PATH", runtime.resolve("bin") + ":/usr/bin:/bin", "HOME", userHome.toString());

        Result version = run(List.of(home.resolve("bin/nlg-metrics").toString(), "--version"), env, dir);
        assertEquals(0, version.exit(), version.output());
        assertEquals("nlg-metrics " + VERSION, version.stdout().strip());
        assertEquals("nlg-metrics: building the class-data archive " + home.resolve("lib/nlg-metrics.jsa")
                + " for a faster start (once, about 7 s)...", version.stderr().strip(), "the first run says why it waits");
        assertTrue(Files.isRegularFile(home.resolve("lib/nlg-metrics.jsa")), "the class-data archive, built on the first run");
        Result again = run(List.of(home.resolve("bin/nlg-metrics").toString(), "--version"), env, dir);
        assertEquals("", again.stderr(), "later runs are silent");

        Files.writeString(dir.resolve("hyp.txt"), "the cat sat on the mat\n");
        Files.writeString(dir.resolve("ref.txt"), "the cat is on the mat\n");
        Result bleu = run(List.of(home.resolve("bin/nlg-metrics").toString(), "bleu", "-r", "ref.txt", "-i", "hyp.txt"),
                env, dir);
        assertEquals(0, bleu.exit(), bleu.output());
        assertTrue(bleu.stdout().startsWith("BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:" + VERSION
                + " = 38.0 "), bleu.output());

        Result conformance = run(List.of(home.resolve("bin/nlg-metrics").toString(), "conformance",
                "conformance-data/tf-nmt.csv"), env, home);
        assertEquals(0, conformance.exit(), conformance.output());
        String[] lines = conformance.stdout().strip().split("\n");
        assertTrue(lines[lines.length - 1].matches("\\d+ passed, 0 failed"), conformance.output());
    }

    @Test
    void aReadOnlyInstallKeepsItsClassDataArchiveInTheUsersCache(@TempDir Path dir) throws Exception {
        Path home = unpack(dir);
        Path userHome = Files.createDirectories(dir.resolve("user"));
        Files.setPosixFilePermissions(home.resolve("lib"), PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            Map<String, String> env = Map.of("PATH", runtime.resolve("bin") + ":/usr/bin:/bin", "HOME", userHome.toString());
            Result version = run(List.of(home.resolve("bin/nlg-metrics").toString(), "--version"), env, dir);
            assertEquals(0, version.exit(), version.output());
            if (!Files.isWritable(home.resolve("lib"))) { // (root writes anywhere: then the jar's folder is used)
                assertTrue(Files.isRegularFile(userHome.resolve(".cache/nlg-metrics/nlg-metrics.jsa")),
                        "the archive in ~/.cache/nlg-metrics");
            }
        } finally {
            Files.setPosixFilePermissions(home.resolve("lib"), PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    /**
     * Issue 32: an archive cut to half its size (a full disk, an interrupted copy) made every later
     * run die with SIGBUS, the crash report on stdout and an hs_err file in the working directory.
     * Now the launcher checks the archive's recorded size, says so in one line, rebuilds it, and the
     * run succeeds.
     */
    @Test
    void aTruncatedClassDataArchiveIsReportedRebuiltAndNeverCrashes(@TempDir Path dir) throws Exception {
        Install in = installWithArchive(dir);
        long size = Files.size(in.jsa());
        try (var ch = java.nio.channels.FileChannel.open(in.jsa(), java.nio.file.StandardOpenOption.WRITE)) {
            ch.truncate(size / 2);
        }
        Result bleu = in.bleu();
        assertEquals(0, bleu.exit(), bleu.output());
        assertEquals("38.0", bleu.stdout().strip(), "the score, and nothing of a crash, on stdout");
        assertEquals("nlg-metrics: the class-data archive " + in.jsa() + " is damaged (" + size / 2 + " bytes, " + size
                + " expected): rebuilding it (about 7 s)...", bleu.stderr().strip());
        assertEquals(size, Files.size(in.jsa()), "the archive rebuilt");
        try (Stream<Path> left = Files.list(in.work())) {
            assertFalse(left.anyMatch(p -> p.getFileName().toString().startsWith("hs_err")), "a crash report in the cwd");
        }
        assertHealed(in);
    }

    /**
     * Issue 39: an archive damaged without a change of size (a write into it, its modification time
     * put back) crashed every later run (SIGSEGV with the banner on stdout, or NoClassDefFoundError),
     * since the launcher checked the size alone. Now it checks the archive's stamp on every run and its
     * checksum when the stamp changed: one line, rebuilt, and the run succeeds.
     */
    @Test
    void anArchiveDamagedWithoutAChangeOfSizeIsReportedRebuiltAndNeverCrashes(@TempDir Path dir) throws Exception {
        Install in = installWithArchive(dir);
        long size = Files.size(in.jsa());
        java.nio.file.attribute.FileTime modified = Files.getLastModifiedTime(in.jsa());
        try (var ch = java.nio.channels.FileChannel.open(in.jsa(), java.nio.file.StandardOpenOption.WRITE)) {
            ch.write(java.nio.ByteBuffer.wrap("GARBAGE!".repeat(4096).getBytes(StandardCharsets.US_ASCII)), size / 3);
        }
        Files.setLastModifiedTime(in.jsa(), modified);
        assertEquals(size, Files.size(in.jsa()));
        Result bleu = in.bleu();
        assertEquals(0, bleu.exit(), bleu.output());
        assertEquals("38.0", bleu.stdout().strip(), "the score, and nothing of a crash, on stdout");
        assertTrue(bleu.stderr().strip().matches("nlg-metrics: the class-data archive " + java.util.regex.Pattern.quote(
                in.jsa().toString()) + " is damaged \\(checksum \\d+, \\d+ expected\\): rebuilding it \\(about 7 s\\)\\.\\.\\."),
                bleu.stderr());
        assertHealed(in);
        Files.setLastModifiedTime(in.jsa(), java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis()));
        assertEquals("", in.bleu().stderr(), "a touched archive with the same content is kept");
    }

    /** An unpacked install whose first run built its class-data archive (left writable), with a work folder. */
    private record Install(Path work, Map<String, String> env, String launcher, Path jsa) {
        Result bleu() throws IOException, InterruptedException {
            return run(List.of(launcher, "bleu", "-r", "ref.txt", "-i", "hyp.txt", "-b"), env, work);
        }
    }

    private static Install installWithArchive(Path dir) throws Exception {
        Path home = unpack(dir);
        Path work = Files.createDirectories(dir.resolve("work"));
        Map<String, String> env = Map.of("PATH", runtime.resolve("bin") + ":/usr/bin:/bin", "HOME", work.toString());
        String launcher = home.resolve("bin/nlg-metrics").toString();
        assertEquals(0, run(List.of(launcher, "--version"), env, work).exit());
        Path jsa = home.resolve("lib/nlg-metrics.jsa");
        Files.setPosixFilePermissions(jsa, PosixFilePermissions.fromString("rw-r--r--"));
        Files.writeString(work.resolve("hyp.txt"), "the cat sat on the mat\n");
        Files.writeString(work.resolve("ref.txt"), "the cat is on the mat\n");
        return new Install(work, env, launcher, jsa);
    }

    /** The run after the rebuild: the score, and no notice. */
    private static void assertHealed(Install in) throws IOException, InterruptedException {
        Result healed = in.bleu();
        assertEquals("38.0", healed.stdout().strip());
        assertEquals("", healed.stderr(), "healed: no notice");
    }

    /**
     * Issue 39: {@code NLG_METRICS_JAVA_OPTS=-Xlog:gc} (the JVM logs to stdout unless told
     * otherwise) put log lines on stdout before the result. The launcher sends them to stderr.
     */
    @Test
    void jvmLogLinesNeverReachStdout(@TempDir Path dir) throws Exception {
        Path home = unpack(dir);
        Files.writeString(dir.resolve("hyp.txt"), "the cat sat on the mat\n");
        Files.writeString(dir.resolve("ref.txt"), "the cat is on the mat\n");
        for (String opts : List.of("-Xlog:gc", "-verbose:gc", "-Xlog:gc*::uptime", "-Xlog -Xmx64m")) {
            Map<String, String> env = Map.of("PATH", runtime.resolve("bin") + ":/usr/bin:/bin", "HOME", dir.toString(),
                    "NLG_METRICS_CDS", "0", "NLG_METRICS_JAVA_OPTS", opts);
            Result r = run(List.of(home.resolve("bin/nlg-metrics").toString(), "bleu", "-r", "ref.txt", "-i", "hyp.txt",
                    "-b"), env, dir);
            assertEquals(0, r.exit(), opts + ": " + r.output());
            assertEquals("38.0\n", r.stdout(), opts);
            assertFalse(r.stderr().isEmpty(), opts + ": the log lines, on stderr");
        }
    }

    /**
     * Issue 39: the repository's {@code bin/nlg-metrics} run through a symbolic link looked for the
     * checkout in the link's folder (and tried a Maven build there); the release launcher already
     * followed the link. Both find their real folder.
     */
    @Test
    void aLinkToEitherLauncherFindsItsInstall(@TempDir Path dir) throws Exception {
        Path home = unpack(dir);
        Path links = Files.createDirectories(dir.resolve("links"));
        Path checkout = Path.of(System.getProperty("nlgmetrics.repo.root", "..")).toAbsolutePath().normalize();
        Files.createSymbolicLink(links.resolve("dist"), home.resolve("bin/nlg-metrics"));
        Files.createSymbolicLink(links.resolve("repo"), checkout.resolve("bin/nlg-metrics"));
        Map<String, String> env = Map.of("PATH", runtime.resolve("bin") + ":/usr/bin:/bin", "HOME", dir.toString(),
                "NLG_METRICS_CDS", "0");
        try {
            for (String link : List.of("dist", "repo")) {
                Result r = run(List.of(links.resolve(link).toString(), "--version"), env, dir);
                assertEquals(0, r.exit(), link + ": " + r.output());
                assertEquals("nlg-metrics " + VERSION, r.stdout().strip(), link);
                assertEquals("", r.stderr(), link + ": no build, no notice");
            }
        } finally {
            deleteLinks(links);
        }
    }

    /**
     * Issue 32: {@code NLG_METRICS_JAVA_OPTS=-Xmx16m} (below the launcher's {@code -Xms32m}) could
     * not start; the user's options override the launcher's, and the JVM's own start-up errors go
     * to stderr, never stdout.
     */
    @Test
    void theUsersHeapWinsAndJvmErrorsGoToStderr(@TempDir Path dir) throws Exception {
        Path home = unpack(dir);
        String launcher = home.resolve("bin/nlg-metrics").toString();
        String path = runtime.resolve("bin") + ":/usr/bin:/bin";
        Map<String, String> small = Map.of("PATH", path, "HOME", dir.toString(), "NLG_METRICS_CDS", "0",
                "NLG_METRICS_JAVA_OPTS", "-Xmx16m");
        Result version = run(List.of(launcher, "--version"), small, dir);
        assertEquals(0, version.exit(), version.output());
        assertEquals("nlg-metrics " + VERSION, version.stdout().strip());
        Map<String, String> impossible = Map.of("PATH", path, "HOME", dir.toString(), "NLG_METRICS_CDS", "0",
                "NLG_METRICS_JAVA_OPTS", "-Xms64m -Xmx16m");
        Result bad = run(List.of(launcher, "--version"), impossible, dir);
        assertTrue(bad.exit() != 0, bad.output());
        assertEquals("", bad.stdout(), "the JVM's error on stdout");
        assertTrue(bad.stderr().contains("Initial heap size set to a larger value than the maximum heap size"),
                bad.stderr());
    }

    @Test
    void withoutAJavaRuntimeItSaysSoInOneLine(@TempDir Path dir) throws Exception {
        Path home = unpack(dir);
        // a PATH with the few tools the launcher uses and no java (this machine's /usr/bin has one)
        Path tools = Files.createDirectories(dir.resolve("tools"));
        for (String tool : List.of("readlink", "dirname", "basename", "stat", "mkdir", "mv", "rm")) {
            for (String folder : List.of("/usr/bin/", "/bin/")) {
                if (Files.isExecutable(Path.of(folder + tool)) && !Files.exists(tools.resolve(tool))) {
                    Files.createSymbolicLink(tools.resolve(tool), Path.of(folder + tool));
                }
            }
        }
        Result r;
        try {
            r = run(List.of("/bin/bash", home.resolve("bin/nlg-metrics").toString(), "--version"),
                    Map.of("PATH", tools.toString(), "HOME", dir.toString()), dir);
        } finally {
            // the links point outside the temporary folder: removed here, JUnit's clean-up would log a
            // "Deleting symbolic link ..." warning for each of them
            deleteLinks(tools);
        }
        assertEquals(2, r.exit(), r.output());
        assertEquals("nlg-metrics: no Java runtime found: install Java 17 or later, or set JAVA_HOME", r.output().strip());
    }

    private static void deleteLinks(Path folder) throws Exception {
        try (var links = Files.list(folder)) {
            for (Path link : links.filter(Files::isSymbolicLink).toList()) {
                Files.delete(link);
            }
        }
    }

    private static Path unpack(Path dir) throws Exception {
        assertTrue(Files.isRegularFile(ARCHIVE), "the build made " + ARCHIVE);
        Result r = run(List.of("tar", "-xzf", ARCHIVE.toAbsolutePath().toString(), "-C", dir.toString()), Map.of(), dir);
        assertEquals(0, r.exit(), r.output());
        Path home = dir.resolve("nlg-metrics-" + VERSION);
        for (String f : List.of("bin/nlg-metrics", "lib/nlg-metrics.jar", "LICENSE", "NOTICE", "README.txt",
                "conformance-data/PROVENANCE.md", "conformance-data/sacrebleu.csv")) {
            assertTrue(Files.exists(home.resolve(f)), "the archive holds " + f);
        }
        assertTrue(Files.isExecutable(home.resolve("bin/nlg-metrics")));
        try (Stream<Path> all = Files.walk(home)) {
            assertFalse(all.anyMatch(p -> p.getFileName().toString().equals("pom.xml")), "no build files");
        }
        return home;
    }

    /** A run's exit code, standard output and standard error. */
    record Result(int exit, String stdout, String stderr) {
        /** Both streams, for the messages of failed assertions and the checks of all the output. */
        String output() {
            return stdout + stderr;
        }
    }

    /** Runs {@code command} with exactly {@code env} (nothing inherited) in {@code dir}, two minutes at most. */
    private static Result run(List<String> command, Map<String, String> env, Path dir) throws IOException, InterruptedException {
        Path errFile = Files.createTempFile("dist-it", ".err");
        ProcessBuilder pb = new ProcessBuilder(new ArrayList<>(command)).redirectError(errFile.toFile());
        if (!env.isEmpty()) {
            pb.environment().clear();
            pb.environment().putAll(env);
        }
        if (dir != null) {
            pb.directory(dir.toFile());
        }
        Process p = pb.start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "finishes: " + command);
        String err = Files.readString(errFile, StandardCharsets.UTF_8);
        Files.delete(errFile);
        return new Result(p.exitValue(), out, err);
    }
}
