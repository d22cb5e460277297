package io.github.nlgmetrics.cli.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.cli.CliRun;
import io.github.nlgmetrics.cli.NlgMetrics;
import io.github.nlgmetrics.fixtures.CaseFilter;
import io.github.nlgmetrics.fixtures.CaseResult;
import io.github.nlgmetrics.fixtures.CaseStatus;
import io.github.nlgmetrics.fixtures.ConformanceRunner;
import io.github.nlgmetrics.fixtures.GoldenCase;
import io.github.nlgmetrics.fixtures.GoldenFiles;
import io.github.nlgmetrics.fixtures.RepoPaths;
import io.github.nlgmetrics.fixtures.protocol.ExternalRunner;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * {@code conformance --external}: the protocol end to end against our own adapter (same statuses
 * as the in-process runner), and deliberately broken adapters (failed cases with precise
 * messages, never a hang or a stack trace).
 *
 * <p>By default the comparison runs a deterministic sample: the first {@value #PER_GROUP} cases
 * of every file, impl, metric and level (every group is covered; BERTScore's score groups two rows each at the
 * model's last layer: {@link #PER_BERTSCORE_GROUP}). {@code mvn -B verify
 * -Pconformance-full} runs every bundled case through the subprocess.
 */
class ExternalConformanceTest {
    private static final int PER_GROUP = 10;
    private static final Path DATA = RepoPaths.conformanceData();
    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    /** {@code java -cp <test classpath> MAIN ARGS}, as one shell command line. */
    static String javaCommand(String main, String... args) {
        StringBuilder sb = new StringBuilder(quote(JAVA)).append(" -cp ")
                .append(quote(System.getProperty("java.class.path")))
                .append(" -Dnlgmetrics.repo.root=").append(quote(System.getProperty("nlgmetrics.repo.root", ".")))
                .append(' ').append(main);
        for (String a : args) {
            sb.append(' ').append(quote(a));
        }
        return sb.toString();
    }

    private static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }

    /**
     * The cases {@code filter} selects, only the first {@code perGroup} of each file, impl, metric and
     * level unless {@code -Pconformance-full} (system property {@code nlgmetrics.conformance.full}).
     */
    static Predicate<GoldenCase> sample(Predicate<GoldenCase> filter, int perGroup) {
        if (Boolean.getBoolean("nlgmetrics.conformance.full")) {
            return filter;
        }
        Map<String, Integer> seen = new HashMap<>();
        return c -> filter.test(c) && (!encodes(c) || atTheLastLayer(c))
                && seen.merge(c.file() + ":" + c.impl() + ":" + c.metric() + ":" + c.level(), 1, Integer::sum)
                <= (encodes(c) ? PER_BERTSCORE_GROUP : perGroup);
    }

    /**
     * BERTScore score rows sampled per group: each runs the encoder, and a row at another layer costs an ONNX
     * Runtime session in each child JVM (seconds); the protocol is the same for every row, and every row runs in
     * process in {@code BertScoreGoldenTest} and {@code -Pconformance-full}.
     */
    private static final int PER_BERTSCORE_GROUP = 2;

    /** A row of bertscore.csv that runs the model (its tokenizer rows are as cheap as any other). */
    private static boolean encodes(GoldenCase c) {
        return c.file().endsWith("bertscore.csv") && !c.metric().equals("tokenize");
    }

    /** A row at the bundled model's last layer (6, the default), one state: the one session every JVM has. */
    private static boolean atTheLastLayer(GoldenCase c) {
        JsonNode layer = c.option("num_layers");
        JsonNode all = c.option("all_layers");
        return (layer == null || layer.asInt() == 6) && (all == null || !all.asBoolean());
    }

    private static List<CaseResult> external(String command, String filter, int jobs, Duration timeout) {
        return new ExternalRunner(command, jobs, timeout, null)
                .run(GoldenFiles.stream(List.of(DATA), CaseFilter.parse(filter)));
    }

    private static List<CaseResult> broken(String mode, String filter) {
        return external(javaCommand(BrokenAdapter.class.getName(), mode), filter, 1, Duration.ofSeconds(60));
    }

    @Test
    void ourAdapterGetsTheSameStatusesAsTheInProcessRunnerOnEveryGroup() {
        List<CaseResult> in = new ConformanceRunner(ConformanceCommand.context(null))
                .runAll(List.of(DATA), sample(CaseFilter.ALL, PER_GROUP));
        List<CaseResult> out = new ExternalRunner(javaCommand(NlgMetrics.class.getName(), "conformance-adapter"), 2,
                Duration.ofSeconds(60), null)
                .run(GoldenFiles.stream(List.of(DATA), sample(CaseFilter.ALL, PER_GROUP)));
        assertEquals(in.size(), out.size());
        assertTrue(in.size() > 300, "sample of " + in.size());
        for (int i = 0; i < in.size(); i++) {
            CaseResult a = in.get(i);
            CaseResult b = out.get(i);
            assertEquals(a.goldenCase().id(), b.goldenCase().id());
            assertEquals(a.status(), b.status(), a.goldenCase().id() + ": in process " + a.message()
                    + " / external " + b.message());
        }
    }

    @Test
    void anAdapterThatAddsOneHundredthToBleuFailsEveryBleuCaseWithTheMismatch() {
        List<CaseResult> r = broken("bleu-plus", "sacrebleu:bleu:sentence");
        assertFalse(r.isEmpty());
        int failed = 0;
        int unsupported = 0;
        for (CaseResult c : r) {
            // A row the library cannot run (sacrebleu-tok's MeCab and SentencePiece rows, reported
            // UNSUPPORTED by name) has no score to shift: it stays UNSUPPORTED through the adapter.
            if (c.status() == CaseStatus.UNSUPPORTED) {
                unsupported++;
                continue;
            }
            if (c.goldenCase().expectsError()) {
                continue;
            }
            assertEquals(CaseStatus.FAILED, c.status(), c.goldenCase().id());
            assertTrue(c.message().startsWith("score: expected "), c.message());
            assertEquals(0.01, c.maxAbsDiff(), 1e-9);
            failed++;
        }
        assertTrue(failed > unsupported, failed + " failed, " + unsupported + " unsupported");
    }

    @Test
    void anAdapterThatCrashesOnItsTenthCaseFailsThatCaseAndIsRestarted() {
        List<CaseResult> r = broken("crash-10", "nltk:chrf:sentence");
        assertEquals(16, r.size());
        for (int i = 0; i < r.size(); i++) {
            CaseResult c = r.get(i);
            if (i % 10 == 9) {
                assertEquals(CaseStatus.FAILED, c.status());
                assertEquals("the adapter exited with status 3 (stderr: \"boom\") before answering; restarted",
                        c.message());
            } else {
                assertEquals(CaseStatus.PASSED, c.status(), c.message());
            }
        }
    }

    @Test
    void anAdapterThatPrintsGarbageFailsEveryCaseWithTheLineItPrinted() {
        List<CaseResult> r = broken("garbage", "nltk:ribes:*");
        assertEquals(36, r.size());
        for (CaseResult c : r) {
            assertEquals(CaseStatus.FAILED, c.status());
            assertEquals("answer is not JSON: \"Traceback (most recent call last): not json at all\"", c.message());
        }
    }

    @Test
    void anAnswerForAnotherIdOrWithoutAResultFails() {
        CaseResult wrong = broken("wrong-id", "tf-nmt").get(0);
        assertEquals(CaseStatus.FAILED, wrong.status());
        assertTrue(wrong.message().startsWith("answer is for id \"x-tf-nmt-bleu-corpus-00000\", expected "
                + "\"tf-nmt-bleu-corpus-00000\""), wrong.message());
        CaseResult none = broken("no-key", "tf-nmt").get(0);
        assertEquals("answer has none of \"result\", \"error\", \"unsupported\": "
                + "\"{\"id\": \"tf-nmt-bleu-corpus-00000\"}\"", none.message());
    }

    @Test
    void anAdapterThatHangsIsStoppedAfterTheCaseTimeoutAndTheRunGoesOn() {
        // A shell adapter (starts at once): "unsupported" for every case, but sleeps on the 3rd.
        String hang = "while IFS= read -r line; do "
                + "id=$(printf '%s' \"$line\" | sed 's/^{\"id\":\"\\([^\"]*\\)\".*/\\1/'); "
                + "if [ \"$id\" = tf-nmt-bleu-corpus-00002 ]; then sleep 600; fi; "
                + "printf '{\"id\":\"%s\",\"unsupported\":\"shell\"}\\n' \"$id\"; done";
        List<CaseResult> r = external(hang, "tf-nmt", 1, Duration.ofSeconds(2));
        assertEquals(45, r.size());
        assertEquals(CaseStatus.FAILED, r.get(2).status());
        assertEquals("no answer within 2 s (--case-timeout); the adapter was stopped and restarted",
                r.get(2).message());
        assertEquals(44, r.stream().filter(c -> c.status() == CaseStatus.UNSUPPORTED).count());
    }

    @Test
    void aCommandThatCannotStartStopsTheRunWithOneLine() {
        ExternalRunner.AdapterException e = assertThrows(ExternalRunner.AdapterException.class,
                () -> broken("exit-at-once", "tf-nmt"));
        assertTrue(e.getMessage().endsWith("exited with status 5 (stderr: \"exit-at-once: no model loaded\") "
                + "without answering the first case"), e.getMessage());
        CliRun run = CliRun.of("conformance", "--external", "/nonexistent/adapter --serve", "--filter", "tf-nmt");
        assertEquals(2, run.exitCode());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().startsWith("nlg-metrics: cannot run /nonexistent/adapter --serve: it exited with status 127"),
                run.err());
    }

    @Test
    void theCommandLinePrintsTheSameTableForAnExternalImplementation() {
        String adapter = javaCommand(NlgMetrics.class.getName(), "conformance-adapter");
        CliRun ext = CliRun.of("conformance", "--external", adapter, "--jobs", "2", "--filter", "tf-nmt:*:corpus");
        CliRun in = CliRun.of("conformance", "--filter", "tf-nmt:*:corpus");
        assertEquals(0, ext.exitCode(), ext.err());
        assertEquals(in.out(), ext.out());
        assertTrue(ext.out().strip().endsWith("45 passed, 0 failed"), ext.out());
        CliRun misuse = CliRun.of("conformance", "--jobs", "2", "--filter", "tf-nmt");
        assertEquals(2, misuse.exitCode());
        assertEquals("nlg-metrics: --jobs and --case-timeout apply to --external CMD only", misuse.err().strip());
    }

    @Test
    void theFilterSelectsByGlobs() {
        CaseFilter f = CaseFilter.parse("sacre*:bleu");
        assertTrue(f.test(new GoldenCase("i", "sacrebleu", "bleu", "corpus", null, null, null, null, 0, "f")));
        assertFalse(f.test(new GoldenCase("i", "sacrebleu", "chrf", "corpus", null, null, null, null, 0, "f")));
        assertThrows(IllegalArgumentException.class, () -> CaseFilter.parse("a:b:c:d"));
    }
}
