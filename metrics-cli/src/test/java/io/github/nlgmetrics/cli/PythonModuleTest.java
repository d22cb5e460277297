package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.fixtures.RepoPaths;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Python code of the repository runs its own unittest suites in the Maven build where a
 * {@code python3} is present (skipped with the reason where not): {@code python/tests} (the
 * stdlib-only {@code nlg_metrics} module, against this build's command line on the test class
 * path, through {@code NLG_METRICS_CMD}: its sessions and faults, sacrebleu's recorded API numbers, its offline
 * install, the Python blocks of docs/python.md) and {@code metrics-bench/scripts/tests} ({@code compare.py}'s
 * workload selection).
 */
class PythonModuleTest {
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"python/tests", "metrics-bench/scripts/tests"})
    void unittestSuitePasses(String suite) throws Exception {
        Path root = RepoPaths.repoRoot().orElseThrow();
        Assumptions.assumeTrue(python(), "no python3 on PATH: the Python tests are skipped");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder("python3", "-m", "unittest", "discover", "-s", suite, "-t", suite, "-v")
                .directory(root.toFile()).redirectErrorStream(true);
        pb.environment().put("NLG_METRICS_CMD", quote(java) + " -cp " + quote(System.getProperty("java.class.path"))
                + " " + NlgMetrics.class.getName());
        pb.environment().put("NLG_METRICS_PROGRESS", "0");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(600, TimeUnit.SECONDS), "python3 -m unittest did not end: " + out);
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains("OK"), out);
        assertTrue(!out.contains("skipped 'no nlg-metrics command"), out);
    }

    private static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }

    private static boolean python() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (new File(dir, "python3").canExecute()) {
                return true;
            }
        }
        return false;
    }

}
