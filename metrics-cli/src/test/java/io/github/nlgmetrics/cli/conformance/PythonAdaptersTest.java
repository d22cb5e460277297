package io.github.nlgmetrics.cli.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.nlgmetrics.fixtures.CaseFilter;
import io.github.nlgmetrics.fixtures.CaseResult;
import io.github.nlgmetrics.fixtures.CaseStatus;
import io.github.nlgmetrics.fixtures.GoldenFiles;
import io.github.nlgmetrics.fixtures.RepoPaths;
import io.github.nlgmetrics.fixtures.protocol.ExternalRunner;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The Python adapters of {@code conformance-kit/} against the bundled golden cases: each passes its
 * slice (no failed case). Each runs only where its module imports (skipped with the reason
 * otherwise): the NLTK one where Debian's {@code python3-nltk} is installed, sacrebleu and
 * rouge-score where they are on the Python path. The interpreter is {@code $NLG_METRICS_PYTHON},
 * else the first of {@code python3}, {@code /usr/bin/python3} that imports the module. By default
 * the first {@value #PER_GROUP} cases of every file, impl, metric and level are sent;
 * {@code -Pconformance-full} sends every case.
 */
class PythonAdaptersTest {
    private static final int PER_GROUP = 200;
    private static final Path KIT = RepoPaths.repoRoot().orElseThrow().resolve("conformance-kit");

    /** A Python interpreter that can import {@code module}, if any. */
    static Optional<String> python(String module) {
        List<String> candidates = new ArrayList<>();
        String env = System.getenv("NLG_METRICS_PYTHON");
        if (env != null && !env.isBlank()) {
            candidates.add(env);
        }
        candidates.add("python3");
        candidates.add("/usr/bin/python3");
        for (String p : candidates) {
            try {
                Process proc = new ProcessBuilder(p, "-c", "import " + module).redirectErrorStream(true).start();
                proc.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
                if (proc.waitFor(60, TimeUnit.SECONDS) && proc.exitValue() == 0) {
                    return Optional.of(p);
                }
                proc.destroyForcibly();
            } catch (java.io.IOException e) {
                // Not installed: try the next.
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    private static List<CaseResult> run(String module, String adapter, String filter) {
        Optional<String> python = python(module);
        assumeTrue(python.isPresent(), "no python3 here imports " + module
                + " (install it, or set NLG_METRICS_PYTHON); the " + adapter + " adapter is not exercised");
        String command = "'" + python.get() + "' '" + KIT.resolve(adapter) + "'";
        List<CaseResult> results = new ExternalRunner(command, 2, Duration.ofSeconds(60), null)
                .run(GoldenFiles.stream(List.of(RepoPaths.conformanceData()),
                        ExternalConformanceTest.sample(CaseFilter.parse(filter), PER_GROUP)));
        assertTrue(!results.isEmpty(), filter);
        for (CaseResult r : results) {
            assertTrue(r.status() != CaseStatus.FAILED, r.goldenCase().id() + ": " + r.message());
        }
        return results;
    }

    @Test
    void theNltkAdapterPassesTheNltkSlice() {
        List<CaseResult> r = run("nltk", "nltk_adapter.py", "nltk:*:*");
        // Only METEOR may be unsupported: it needs NLTK's WordNet data.
        for (CaseResult c : r) {
            if (c.status() == CaseStatus.UNSUPPORTED) {
                assertEquals("meteor", c.goldenCase().metric(), c.message());
            }
        }
    }

    @Test
    void theSacrebleuAdapterPassesTheSacrebleuSlice() {
        List<CaseResult> r = run("sacrebleu", "sacrebleu_adapter.py", "sacrebleu:*:*");
        assertTrue(r.stream().allMatch(c -> c.status() == CaseStatus.PASSED));
    }

    @Test
    void theRougeScoreAdapterPassesTheRougeScoreSlice() {
        List<CaseResult> r = run("rouge_score", "rouge_score_adapter.py", "rouge-score:*:*");
        assertTrue(r.stream().allMatch(c -> c.status() == CaseStatus.PASSED));
    }

    @Test
    void theTemplateAnswersEveryCaseUnsupportedByName() {
        List<CaseResult> r = run("json", "adapter_template.py", "tf-nmt");
        assertEquals(45, r.size());
        assertEquals("template: tf-nmt:bleu:corpus is not implemented", r.get(0).message());
        assertTrue(r.stream().allMatch(c -> c.status() == CaseStatus.UNSUPPORTED));
    }

    /**
     * Issue 32: the template as shipped answers every case unsupported; the run printed
     * {@code 0 passed, 0 failed, 45 skipped} and exited 0, so a CI gate that tested nothing passed.
     * Now it is one line and exit 2, unless {@code --allow-all-unsupported}.
     */
    @Test
    void aRunOfTheTemplateThatTestsNothingFailsUnlessAllowed() {
        Optional<String> python = python("json");
        assumeTrue(python.isPresent(), "no python3 here");
        String command = "'" + python.get() + "' '" + KIT.resolve("adapter_template.py") + "'";
        String golden = RepoPaths.conformanceData().resolve("tf-nmt.csv").toString();
        io.github.nlgmetrics.cli.CliRun r = io.github.nlgmetrics.cli.CliRun.of("conformance", "--external", command, golden);
        assertEquals(2, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().strip().endsWith("0 passed, 0 failed, 45 skipped"), r.out());
        assertEquals("nlg-metrics: no case was tested: all 45 selected cases were answered unsupported"
                + " (--allow-all-unsupported accepts a run that tests nothing)", r.err().strip());
        io.github.nlgmetrics.cli.CliRun allowed = io.github.nlgmetrics.cli.CliRun.of("conformance", "--external", command,
                "--allow-all-unsupported", golden);
        assertEquals(0, allowed.exitCode(), allowed.err());
        assertEquals("", allowed.err());
    }
}
