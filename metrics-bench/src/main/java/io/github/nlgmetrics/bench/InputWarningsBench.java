package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.Accumulator;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.cli.input.InputWarnings;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What the input checks ({@code cli.input.InputWarnings}, docs/warnings.md) cost against the scoring they
 * accompany, on the workload of issue 39: WMT17's 16 en-de systems concatenated (48,064 segments of
 * {@code ../shared/data/wmt17-en-de}, or {@code $NLG_METRICS_SHARED/data/wmt17-en-de}), in the command line's blocks of 2,048 segments, under BLEU and chrF.
 * {@code score} is a streamed run's work (each block's statistics on all cores, folded in order);
 * {@code scoreAndCheck} adds the checks of every block as the command line ran them before issue 39 (after the
 * block, on the same thread); {@code check} is the checks alone, {@code checkWithRegexes} the same counts
 * found by the three regular expressions that defined the marks before (the "before" of the one-scan change).
 * The fork runs C1 only ({@code -XX:TieredStopAtLevel=1}), as {@code bin/nlg-metrics} does for inputs under 256 MiB.
 *
 * <p>Run: {@code mvn -B -q -pl metrics-bench -am package -DskipTests &&
 * java -jar metrics-bench/target/benchmarks.jar InputWarningsBench}
 */
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"})
public class InputWarningsBench extends CorpusBenchSettings.Long {
    /** The command line's block size ({@code Pipeline.BLOCK}). */
    private static final int BLOCK = 2_048;
    private static final Pattern PTB = Pattern.compile(" (?:n't|'s|'re|'ve|'ll|'d|'m)(?= |$)| [.?!]$| , ");
    private static final Pattern SENTENCE_INSIDE = Pattern.compile("[.!?][\"')]? +\\S");
    private static final Pattern BPE = Pattern.compile("@@( |$)");

    /** The profile scored: sacrebleu's BLEU or chrF. */
    @Param({"sacrebleu:bleu", "sacrebleu:chrf"})
    public String profile;

    Profile chosen;
    Metric<?> metric;
    final List<List<String>> hyps = new ArrayList<>();
    final List<List<List<String>>> refs = new ArrayList<>();

    @Setup
    public void setup() throws IOException {
        // ../shared beside the checkout, or where NLG_METRICS_SHARED says (as the tests read it)
        String shared = System.getenv().getOrDefault("NLG_METRICS_SHARED", Path.of("..", "shared").toString());
        Path dir = Path.of(shared, "data", "wmt17-en-de");
        List<String> reference = Files.readAllLines(dir.resolve("reference.de"), StandardCharsets.UTF_8);
        List<String> allHyps = new ArrayList<>();
        List<List<String>> allRefs = new ArrayList<>();
        try (var files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".de") && !p.endsWith("reference.de")).sorted().toList()) {
                for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
                    allHyps.add(line.stripTrailing());
                }
                reference.forEach(r -> allRefs.add(List.of(r.stripTrailing())));
            }
        }
        for (int from = 0; from < allHyps.size(); from += BLOCK) {
            int to = Math.min(allHyps.size(), from + BLOCK);
            hyps.add(allHyps.subList(from, to));
            refs.add(allRefs.subList(from, to));
        }
        chosen = Profiles.byName(profile);
        metric = chosen.metric(Map.of());
    }

    private <S extends io.github.nlgmetrics.Score> double score(Metric<S> m, InputWarnings scan) {
        Accumulator<S> acc = m.newAccumulator();
        for (int b = 0; b < hyps.size(); b++) {
            for (double[] row : m.corpusStats(hyps.get(b), refs.get(b))) {
                acc.add(row);
            }
            if (scan != null) {
                for (int i = 0; i < hyps.get(b).size(); i++) {
                    scan.add(hyps.get(b).get(i), refs.get(b).get(i));
                }
            }
        }
        return acc.score().score();
    }

    /** The scoring of a streamed run, without the checks. */
    @Benchmark
    public double score() {
        return score(metric, null);
    }

    /** The scoring and, after each block, its checks. */
    @Benchmark
    public Object scoreAndCheck() {
        InputWarnings scan = new InputWarnings(InputWarnings.Traits.of(chosen, metric));
        double s = score(metric, scan);
        return List.of(s, scan.findings(List.of("reference.de")));
    }

    /** The checks alone. */
    @Benchmark
    public List<String> check() {
        InputWarnings scan = new InputWarnings(InputWarnings.Traits.of(chosen, metric));
        for (int b = 0; b < hyps.size(); b++) {
            for (int i = 0; i < hyps.get(b).size(); i++) {
                scan.add(hyps.get(b).get(i), refs.get(b).get(i));
            }
        }
        return scan.findings(List.of("reference.de"));
    }

    /** The marks counted by the three regular expressions that defined them before issue 39. */
    @Benchmark
    public long checkWithRegexes() {
        long count = 0;
        for (List<String> block : hyps) {
            for (String hyp : block) {
                String h = hyp.strip();
                count += PTB.matcher(h).find() ? 1 : 0;
                count += BPE.matcher(h).find() ? 2 : 0;
                count += h.indexOf('\u2581') >= 0 ? 4 : 0;
                count += SENTENCE_INSIDE.matcher(h).find() ? 8 : 0;
            }
        }
        return count;
    }
}
