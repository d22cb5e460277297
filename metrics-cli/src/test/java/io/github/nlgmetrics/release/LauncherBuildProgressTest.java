package io.github.nlgmetrics.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.fixtures.RepoPaths;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The repository's {@code bin/nlg-metrics} on a fresh clone builds the CLI with Maven first, which
 * takes minutes (issue 39: one "building" line, then silence). It says which module Maven is building
 * and at which step, as the commands show their progress: rewritten in place, on a terminal only
 * ({@code NLG_METRICS_PROGRESS=1} shows it where stderr is a file, {@code 0} hides it), erased before
 * the command runs; a failed build names its log. The launcher runs here in a copy of the checkout's
 * layout, with a stand-in {@code mvn} that prints Maven's lines and makes the jar, and a stand-in
 * for the archive's launcher it hands over to.
 */
class LauncherBuildProgressTest {
    private static final String MAVEN = """
            #!/bin/sh
            echo "[INFO] Scanning for projects..."
            echo "[INFO] ------------------< io.github.nlgmetrics:metrics-core >------------------"
            echo "[INFO] Building nlg-metrics core 0.1.0-SNAPSHOT                                  [1/2]"
            echo "[INFO] --- maven-compiler-plugin:3.13.0:compile (default-compile) @ metrics-core ---"
            echo "[INFO] Building jar: /x/metrics-core-0.1.0-SNAPSHOT.jar"
            echo "[INFO] ------------------< io.github.nlgmetrics:metrics-cli >-------------------"
            echo "[INFO] Building nlg-metrics CLI 0.1.0-SNAPSHOT                                   [2/2]"
            echo "[INFO] --- shade:3.6.0:shade (default) @ metrics-cli ---"
            [ -n "$FAIL" ] && exit 1
            mkdir -p metrics-cli/target && : > metrics-cli/target/nlg-metrics.jar
            """;

    @TempDir
    Path dir;

    @Test
    void theFirstBuildShowsTheModuleAndStepMavenIsAt() throws Exception {
        String[] shown = launch("1", false);
        assertEquals("ran --version\n", shown[0]);
        assertEquals("nlg-metrics: building the CLI (mvn -DskipTests package; minutes on a fresh clone), once...\n"
                + "\rnlg-metrics: building metrics-core (1/2): compile\u001b[K"
                + "\rnlg-metrics: building metrics-cli (2/2): shade\u001b[K\r\u001b[K", shown[1]);
        Files.delete(dir.resolve("checkout/metrics-cli/target/nlg-metrics.jar"));
        assertEquals("nlg-metrics: building the CLI (mvn -DskipTests package; minutes on a fresh clone), once...\n",
                launch("0", false)[1], "NLG_METRICS_PROGRESS=0 (and a stderr that is no terminal): the one line");
        assertEquals("", launch("1", false)[1], "the jar is built: nothing to say");
    }

    @Test
    void aFailedBuildNamesItsLogWhichHoldsMavensLines() throws Exception {
        String[] failed = launch("1", true);
        assertEquals("", failed[0]);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                "\r\u001b\\[Knlg-metrics: the build failed; see (/tmp/nlg-metrics-build\\.\\d+\\.log)\n$").matcher(failed[1]);
        assertTrue(m.find(), "the progress line is erased, then one line names the log: " + failed[1]);
        Path log = Path.of(m.group(1));
        try {
            assertTrue(Files.readString(log).contains("[INFO] Building nlg-metrics CLI"), "the log holds Maven's lines");
        } finally {
            Files.deleteIfExists(log);
        }
    }

    /** Runs a copy of bin/nlg-metrics --version with the stand-ins; its stdout and stderr (exit 0, or 2 when failing). */
    private String[] launch(String progress, boolean fail) throws Exception {
        Path checkout = dir.resolve("checkout");
        Path launcher = checkout.resolve("bin/nlg-metrics");
        if (!Files.exists(launcher)) {
            executable(launcher, Files.readString(RepoPaths.conformanceData().getParent().resolve("bin/nlg-metrics")));
            executable(checkout.resolve("metrics-cli/src/dist/bin/nlg-metrics"), "#!/bin/sh\necho \"ran $*\"\n");
            executable(dir.resolve("tools/mvn"), MAVEN);
        }
        ProcessBuilder pb = new ProcessBuilder(List.of(launcher.toString(), "--version"))
                .directory(dir.toFile())
                .redirectOutput(dir.resolve("out").toFile()).redirectError(dir.resolve("err").toFile());
        pb.environment().put("PATH", dir.resolve("tools") + ":" + System.getenv("PATH"));
        pb.environment().put("NLG_METRICS_PROGRESS", progress);
        if (fail) {
            pb.environment().put("FAIL", "1");
        }
        Process p = pb.start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the launcher did not end");
        String err = Files.readString(dir.resolve("err"), StandardCharsets.UTF_8);
        assertEquals(fail ? 2 : 0, p.exitValue(), err);
        return new String[] {Files.readString(dir.resolve("out"), StandardCharsets.UTF_8), err};
    }

    private static void executable(Path file, String text) throws Exception {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
