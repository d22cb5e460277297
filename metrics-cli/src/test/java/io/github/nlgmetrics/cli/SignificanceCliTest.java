package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.compat.python.PyFormat;
import io.github.nlgmetrics.fixtures.GoldenCase;
import io.github.nlgmetrics.fixtures.GoldenFiles;
import io.github.nlgmetrics.fixtures.RepoPaths;
import io.github.nlgmetrics.significance.Significance;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code --confidence}, {@code --paired-bs}, {@code --paired-ar}: sacrebleu's output, seeds, errors. */
class SignificanceCliTest extends CommandFixture {
    private String[] corpus() throws IOException {
        StringBuilder ref = new StringBuilder();
        StringBuilder a = new StringBuilder();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            ref.append("the cat number ").append(i).append(" sat on the mat today\n");
            a.append("the cat number ").append(i).append(i % 3 == 0 ? " sat on a mat\n" : " sat on the mat today\n");
            b.append("a cat ").append(i).append(" is on the mat\n");
        }
        return new String[] {file("ref", ref.toString()), file("a.txt", a.toString()), file("b.txt", b.toString())};
    }

    @Test
    void pairedBootstrapPrintsSacrebleusTable() throws IOException {
        String[] f = corpus();
        CliRun r = CliRun.of("bleu", "-r", f[0], "-i", f[1], f[2], "--paired-bs", "--paired-n", "200", "--seed", "7");
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).startsWith("╒═") && lines.get(0).endsWith("═╕"), lines.get(0));
        assertTrue(lines.get(1).matches("│ +System │ +BLEU \\(μ ± 95% CI\\) +│"), lines.get(1));
        assertTrue(lines.get(3).matches("│ Baseline: .*a\\.txt │ +\\d+\\.\\d \\(\\d+\\.\\d ± \\d+\\.\\d\\) +│"), lines.get(3));
        assertTrue(lines.get(6).matches("│ +│ +\\(p = 0\\.\\d{4}\\)\\*? +│"), lines.get(6));
        assertTrue(r.out().contains("Paired bootstrap resampling test with 200 resampling trials\n"), r.out());
        assertTrue(r.out().contains(" - BLEU       nrefs:1|bs:200|seed:7|case:mixed|eff:no|tok:13a|smooth:exp|version:"),
                r.out());
        // every line of the table has the same width
        int width = lines.get(0).length();
        for (int i = 0; i < 8; i++) {
            assertEquals(width, lines.get(i).length(), lines.get(i));
        }
    }

    @Test
    void pairedApproximateRandomizationJsonHasSacrebleusKeys() throws IOException {
        String[] f = corpus();
        CliRun r = CliRun.of("bleu", "-r", f[0], "-i", f[1], f[2], "--paired-ar", "--paired-n", "300", "-f", "json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode arr = r.json();
        assertEquals(2, arr.size());
        assertTrue(arr.get(0).get("system").asText().startsWith("Baseline: "));
        JsonNode sys = arr.get(1).get("BLEU");
        assertTrue(sys.get("p_value").isNumber());
        assertTrue(sys.get("mean").isNull() && sys.get("ci").isNull());
        assertTrue(arr.get(0).get("BLEU").get("p_value").isNull());
        assertTrue(r.out().startsWith("[\n    {\n        \"system\": "), r.out());
    }

    @Test
    void confidencePrintsTheMeanAndHalfWidth() throws Exception {
        String[] f = corpus();
        CliRun r = CliRun.of("bleu", "-r", f[0], "-i", f[1], "--confidence", "--confidence-n", "300");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().matches("BLEU\\|nrefs:1\\|bs:300\\|seed:12345\\|case:mixed\\|eff:no\\|tok:13a\\|smooth:exp"
                + "\\|version:\\S+ = \\d+\\.\\d \\(μ = \\d+\\.\\d ± \\d+\\.\\d\\) \\d+\\.\\d/.*\\n"), r.out());
        CliRun b = CliRun.of("bleu", "-r", f[0], "-i", f[1], "--confidence", "--confidence-n", "300", "-b");
        assertTrue(b.out().strip().matches("\\d+\\.\\d \\(μ = \\d+\\.\\d ± \\d+\\.\\d\\)"), b.out());
        JsonNode o = CliRun.of("bleu", "-r", f[0], "-i", f[1], "--confidence", "-f", "json").json();
        assertTrue(o.get("confidence_mean").isNumber());
        assertTrue(o.get("confidence_var").isNumber());
        assertTrue(o.get("confidence").asText().startsWith("μ = "));
        assertEquals("1000", o.get("bs").asText());
        assertEquals("12345", o.get("seed").asText());
    }

    @Test
    void outputDoesNotDependOnThreadsAndRepeatsWithTheSeed() throws IOException {
        String[] f = corpus();
        CliRun one = CliRun.of("bleu", "-r", f[0], "-i", f[1], f[2], "--paired-bs", "--paired-n", "150",
                "--paired-jobs", "1", "-f", "json");
        CliRun two = CliRun.of("bleu", "-r", f[0], "-i", f[1], f[2], "--paired-bs", "--paired-n", "150",
                "--paired-jobs", "3", "-f", "json");
        assertEquals(one.out(), two.out());
        assertEquals(one.out(), CliRun.of("bleu", "-r", f[0], "-i", f[1], f[2], "--paired-bs", "--paired-n", "150",
                "-f", "json").out());
    }

    @Test
    void theSeedComesFromTheOptionThenSacrebleuSeedThenTheDefault() {
        SignificanceOptions o = new SignificanceOptions();
        assertEquals(12345L, o.engine(Map.of()).seed());
        assertEquals(99L, o.engine(Map.of("SACREBLEU_SEED", "99")).seed());
        assertEquals(null, o.engine(Map.of("SACREBLEU_SEED", "None")).seed());
        o.seed = "5";
        assertEquals(5L, o.engine(Map.of("SACREBLEU_SEED", "99")).seed());
    }

    @Test
    void misuseIsAOneLineError() throws IOException {
        String[] f = corpus();
        assertOneLineError(CliRun.of("bleu", "-r", f[0], "-i", f[1], "--paired-bs"), "several systems");
        assertOneLineError(CliRun.of("bleu", "-r", f[0], "-i", f[1], f[2]), "paired test");
        assertOneLineError(CliRun.of("bleu", "-r", f[0], "-i", f[1], f[2], "--confidence"), "paired test");
        assertOneLineError(CliRun.of("bleu", "-r", f[0], "-i", f[1], f[2], "--paired-bs", "--paired-ar"),
                "mutually exclusive");
        assertOneLineError(CliRun.of("bleu", "-r", f[0], "-i", f[1], "--confidence", "--sentence-level"),
                "sentence-level");
        assertOneLineError(CliRun.of("bleu", "-r", f[0], "-i", f[1], f[2], "--paired-bs", "--seed", "x"), "seed");
        assertOneLineError(CliRun.of("bleu", "-r", f[0], "-i", f[1], f[2], f[2], "--paired-bs"), "already used");
    }

    @Test
    void repeatingTheBaselineFileIsIgnoredAsSacrebleuDoes() throws IOException {
        String[] f = corpus();
        CliRun r = CliRun.of("bleu", "-r", f[0], "-i", f[1], f[2], f[1], "--paired-ar", "--paired-n", "50",
                "-f", "json");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(2, r.json().size());
    }

    /** End to end: the CLI on the golden cases' text gives sacrebleu's numbers (where the case fits in files). */
    @Test
    void theCliReproducesTheSacrebleuPairedGoldensBitForBit() throws IOException {
        List<GoldenCase> cases = GoldenFiles.read(RepoPaths.conformanceData().resolve("significance.csv"));
        int checked = 0;
        for (GoldenCase c : cases) {
            if (!c.impl().equals("sacrebleu") || c.level().equals("bootstrap") || !c.options().has("seed")
                    || c.options().size() != 3) {
                continue;
            }
            List<List<String>> refs = c.referenceLists();
            int nrefs = refs.get(0).size();
            if (refs.stream().anyMatch(r -> r.size() != nrefs || r.contains(null))) {
                continue;
            }
            List<String> args = new ArrayList<>(List.of(c.metric()));
            for (int k = 0; k < nrefs; k++) {
                List<String> stream = new ArrayList<>();
                for (List<String> r : refs) {
                    stream.add(r.get(k));
                }
                args.add("-r");
                args.add(lines(c.id() + ".ref" + k, stream));
            }
            args.add("-i");
            for (int s = 0; s < c.hypotheses().size(); s++) {
                args.add(lines(c.id() + ".sys" + s, GoldenCase.strings(c.hypotheses().get(s))));
            }
            if (args.stream().anyMatch(a -> a == null)) {
                continue;
            }
            args.addAll(List.of(c.level().equals("paired-bs") ? "--paired-bs" : "--paired-ar",
                    "--paired-n", c.option("n_samples").asText(), "--seed", c.option("seed").asText(), "-f", "json"));
            CliRun r = CliRun.of(args.toArray(String[]::new));
            assertEquals(0, r.exitCode(), c.id() + ": " + r.err());
            JsonNode got = r.json();
            String metric = null;
            for (var it = got.get(0).fieldNames(); it.hasNext(); ) {
                String k = it.next();
                if (!k.equals("system")) {
                    metric = k;
                }
            }
            for (String key : List.of("score", "p_value", "mean", "ci")) {
                assertSame(c.expected().get("baseline").get(key), got.get(0).get(metric).get(key), c.id() + " base " + key);
                assertSame(c.expected().get("system").get(key), got.get(1).get(metric).get(key), c.id() + " " + key);
            }
            checked++;
        }
        assertEquals(18, checked, "golden paired cases run through files");
        assertEquals(Significance.DEFAULT_SEED, 12345L);
        assertEquals("0.0010", PyFormat.fixed(0.000999000999000999, 4));
    }

    private static void assertSame(JsonNode expected, JsonNode got, String what) {
        if (expected == null || expected.isNull()) {
            assertTrue(got == null || got.isNull(), what + ": expected null, got " + got);
        } else {
            assertEquals(expected.asDouble(), got.asDouble(), 0.0, what);
        }
    }

    /** The texts as one file, or null when a text would not survive as one line. */
    private String lines(String name, List<String> texts) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (String t : texts) {
            // Every metric here strips or ignores the end of a segment, so only line breaks (and a
            // leading BOM) keep a text from going through a file.
            if (t.contains("\n") || t.contains("\r") || t.startsWith("\uFEFF")) {
                return null;
            }
            sb.append(t).append('\n');
        }
        return file(name, sb.toString());
    }
}
