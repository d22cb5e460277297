package io.github.nlgmetrics.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.significance.Significance;
import io.github.nlgmetrics.text.Tokenizers;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every public entry point of every registered profile, of the significance engine and of the
 * tokenizers, called with {@code null} in each argument and inside each list: the answer is an
 * {@code IllegalArgumentException} or a {@code NullPointerException} whose message names the
 * argument ({@code "hypotheses"}, {@code "references"}, ...) or the element ({@code
 * "hypotheses[1]"}), never a message-less NullPointerException from deep inside.
 */
class NullProbeTest {
    private static final List<String> HYPS = List.of("the cat sat on the mat", "a dog ran");
    private static final List<List<String>> REFS = List.of(List.of("the cat is on the mat"), List.of("a dog runs"));

    static Stream<String> profiles() {
        return Profiles.all().stream().map(Profile::name);
    }

    /** Calls by what they pass, each expected to name what is null. */
    private static Map<String, Runnable> calls(Metric<?> m) {
        Map<String, Runnable> c = new LinkedHashMap<>();
        Parallelism seq = Parallelism.sequential();
        c.put("corpusScore(null, refs)", () -> m.corpusScore(null, REFS));
        c.put("corpusScore(hyps, null)", () -> m.corpusScore(HYPS, null));
        c.put("corpusScore(hyps, refs, null)", () -> m.corpusScore(HYPS, REFS, null));
        c.put("corpusScore(null, refs, seq)", () -> m.corpusScore(null, REFS, seq));
        c.put("corpusScore(hyps, null, seq)", () -> m.corpusScore(HYPS, null, seq));
        c.put("corpusScore([h, null], refs)", () -> m.corpusScore(Arrays.asList(HYPS.get(0), null), REFS));
        c.put("corpusScore(hyps, [r, null])", () -> m.corpusScore(HYPS, Arrays.asList(REFS.get(0), null)));
        c.put("corpusStats(null, refs)", () -> m.corpusStats(null, REFS));
        c.put("corpusStats(hyps, null)", () -> m.corpusStats(HYPS, null));
        c.put("corpusStats(hyps, refs, null)", () -> m.corpusStats(HYPS, REFS, null));
        c.put("corpusStats([h, null], refs)", () -> m.corpusStats(Arrays.asList(HYPS.get(0), null), REFS));
        c.put("corpusStats(hyps, [r, null])", () -> m.corpusStats(HYPS, Arrays.asList(REFS.get(0), null)));
        c.put("segmentStats(null, refs)", () -> m.segmentStats(null, REFS.get(0)));
        c.put("segmentStats(h, null)", () -> m.segmentStats(HYPS.get(0), null));
        c.put("sentenceScore(null, refs)", () -> m.sentenceScore(null, REFS.get(0)));
        c.put("sentenceScore(h, null)", () -> m.sentenceScore(HYPS.get(0), null));
        c.put("scoreOfSegments(null)", () -> m.scoreOfSegments(null));
        c.put("scoreOfSegments([null])", () -> m.scoreOfSegments(new double[][] {null}));
        c.put("score(null)", () -> m.score(null));
        c.put("newAccumulator().add(null)", () -> m.newAccumulator().add(null));
        return c;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("profiles")
    void everyEntryPointNamesItsNullArgument(String profile) {
        Metric<?> m = Profiles.metric(profile, Map.of());
        List<String> bad = new ArrayList<>();
        calls(m).forEach((what, call) -> probe(what, call, bad));
        assertEquals(List.of(), bad, profile);
    }

    @Test
    void significanceNamesItsNullArguments() {
        Metric<?> m = Profiles.metric("sacrebleu:bleu", Map.of());
        double[][] rows = m.corpusStats(HYPS, REFS);
        Significance s = Significance.sacrebleu();
        Map<String, Runnable> c = new LinkedHashMap<>();
        c.put("bootstrap(null, rows)", () -> s.bootstrap(null, rows, 10));
        c.put("bootstrap(m, null)", () -> s.bootstrap(m, null, 10));
        c.put("bootstrap(m, [row, null])", () -> s.bootstrap(m, new double[][] {rows[0], null}, 10));
        c.put("pairedBootstrap(null, ...)", () -> s.pairedBootstrap(null, rows, List.<double[][]>of(rows), 10));
        c.put("pairedBootstrap(m, null, ...)", () -> s.pairedBootstrap(m, null, List.<double[][]>of(rows), 10));
        c.put("pairedBootstrap(m, rows, null)", () -> s.pairedBootstrap(m, rows, null, 10));
        c.put("pairedBootstrap(m, rows, [null])", () -> s.pairedBootstrap(m, rows, java.util.Collections.singletonList((double[][]) null), 10));
        c.put("approximateRandomization(null, ...)", () -> s.approximateRandomization(null, rows, List.<double[][]>of(rows), 10, 0));
        c.put("approximateRandomization(m, null, ...)", () -> s.approximateRandomization(m, null, List.<double[][]>of(rows), 10, 0));
        c.put("approximateRandomization(m, rows, null)", () -> s.approximateRandomization(m, rows, null, 10, 0));
        c.put("approximateRandomization(m, rows, [null])",
                () -> s.approximateRandomization(m, rows, java.util.Collections.singletonList((double[][]) null), 10, 0));
        List<String> bad = new ArrayList<>();
        c.forEach((what, call) -> probe(what, call, bad));
        assertEquals(List.of(), bad);
    }

    @Test
    void tokenizersAndTheRegistryNameTheirNullArguments() {
        Map<String, Runnable> c = new LinkedHashMap<>();
        c.put("Profiles.byName(null)", () -> Profiles.byName(null));
        c.put("Profiles.metric(null, {})", () -> Profiles.metric(null, Map.of()));
        c.put("Profiles.metric(p, null)", () -> Profiles.metric("sacrebleu:bleu", null));
        c.put("Tokenizers.byName(null)", () -> Tokenizers.byName(null));
        for (String name : Tokenizers.names()) {
            if (name.equals("ja-mecab") || name.startsWith("spm") || name.startsWith("flores")) {
                continue; // need data not on the core class path
            }
            c.put("Tokenizers.byName(" + name + ").tokenize(null)", () -> Tokenizers.byName(name).tokenize(null));
        }
        List<String> bad = new ArrayList<>();
        c.forEach((what, call) -> probe(what, call, bad));
        assertEquals(List.of(), bad);
    }

    private static final Pattern NAMED = Pattern.compile("[A-Za-z]");

    private static void probe(String what, Runnable call, List<String> bad) {
        try {
            call.run();
            bad.add(what + ": accepted");
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            if (e.getMessage() == null || e.getMessage().isBlank()) {
                bad.add(what + ": " + e);
            }
        } catch (NullPointerException e) {
            if (e.getMessage() == null || !NAMED.matcher(e.getMessage()).find()
                    || e.getMessage().startsWith("Cannot ")) { // the JVM's helpful message: not an argument name
                StackTraceElement at = e.getStackTrace().length > 0 ? e.getStackTrace()[0] : null;
                bad.add(what + ": " + e + " at " + at);
            }
        } catch (RuntimeException e) {
            bad.add(what + ": " + e);
        }
    }
}
