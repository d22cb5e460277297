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
        assertEquals("nlg-metrics " + VERSION, version.output().strip());
        assertTrue(Files.isRegularFile(home.resolve("lib/nlg-metrics.jsa")), "the class-data archive, built on the first run");

        Files.writeString(dir.resolve("hyp.txt"), "the cat sat on the mat\n");
        Files.writeString(dir.resolve("ref.txt"), "the cat is on the mat\n");
        Result bleu = run(List.of(home.resolve("bin/nlg-metrics").toString(), "bleu", "-r", "ref.txt", "-i", "hyp.txt"),
                env, dir);
        assertEquals(0, bleu.exit(), bleu.output());
        assertTrue(bleu.output().startsWith("BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:" + VERSION
                + " = 38.0 "), bleu.output());

        Result conformance = run(List.of(home.resolve("bin/nlg-metrics").toString(), "conformance",
                "conformance-data/tf-nmt.csv"), env, home);
        assertEquals(0, conformance.exit(), conformance.output());
        String[] lines = conformance.output().strip().split("\n");
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
        Result r = run(List.of("/bin/bash", home.resolve("bin/nlg-metrics").toString(), "--version"),
                Map.of("PATH", tools.toString(), "HOME", dir.toString()), dir);
        assertEquals(2, r.exit(), r.output());
        assertEquals("nlg-metrics: no Java runtime found: install Java 17 or later, or set JAVA_HOME", r.output().strip());
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

    record Result(int exit, String output) {
    }

    /** Runs {@code command} with exactly {@code env} (nothing inherited) in {@code dir}, two minutes at most. */
    private static Result run(List<String> command, Map<String, String> env, Path dir) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(new ArrayList<>(command)).redirectErrorStream(true);
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
        return new Result(p.exitValue(), out);
    }
}
