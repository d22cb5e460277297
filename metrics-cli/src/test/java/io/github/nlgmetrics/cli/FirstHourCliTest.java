package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What a new user meets in the first hour (issue 33): every profile reachable and its route listed,
 * JSON from {@code profiles}, intervals that keep their digits, help that reads, and a suggestion
 * for a mistyped command or option.
 */
class FirstHourCliTest extends CommandFixture {
    private static final String HYP = "the cat sat on a mat\nthe dog barks\nhello world\nit rains today\n";
    private static final String REF = "the cat sat on the mat\na dog barks loudly\nhello there world\nit is raining today\n";

    @Test
    void everyProfileHasARouteAndTheProfilesTheIssueNamesAreReachable() {
        Map<String, String> routes = ProfilesCommand.routes();
        for (Profile p : Profiles.all()) {
            assertTrue(routes.containsKey(p.name()), p.name() + " is reached by no command");
        }
        assertEquals("nlg-metrics gleu --compat hf-evaluate -r REF -i HYP", routes.get("hf-evaluate:google_bleu"));
        assertEquals("nlg-metrics bleu --compat hf-evaluate-sacrebleu -r REF -i HYP", routes.get("hf-evaluate:sacrebleu"));
        assertTrue(routes.get("rouge155:rouge").contains("--lines"), routes.get("rouge155:rouge"));
    }

    /** Every route of the form {@code nlg-metrics CMD [--compat X] -r REF -i HYP} runs as listed. */
    @Test
    void everyMetricCommandRouteRuns() throws Exception {
        String ref = file("ref", REF);
        String hyp = file("hyp", HYP);
        Pattern route = Pattern.compile("nlg-metrics (.*) -r REF -i HYP");
        for (Map.Entry<String, String> e : ProfilesCommand.routes().entrySet()) {
            Matcher m = route.matcher(e.getValue());
            if (!m.lookingAt()) {
                continue;
            }
            List<String> args = new ArrayList<>(List.of(m.group(1).split(" ")));
            args.addAll(List.of("-r", ref, "-i", hyp));
            if (e.getKey().equals("r-sacrebleu:bleu")) {
                args.set(args.size() - 3, file("ref-ids", "1 2 3 4 5 6\n7 8 9 10\n"));
                args.set(args.size() - 1, file("hyp-ids", "1 2 3 4 5 7\n7 8 9\n"));
            }
            if (e.getKey().equals("hf-evaluate:rouge")) {
                args.addAll(List.of("--seed", "1"));
            }
            CliRun r = CliRun.of(args.toArray(String[]::new));
            assertEquals(0, r.exitCode(), e + ": " + r.err());
            assertFalse(r.out().isBlank(), e.toString());
        }
    }

    @Test
    void profilesListsItsRoutesAndPrintsJson() throws Exception {
        CliRun text = CliRun.of("profiles");
        assertTrue(text.out().contains("hf-evaluate:google_bleu  ")
                && text.out().contains("    reached by: nlg-metrics gleu --compat hf-evaluate"), text.out());
        CliRun json = CliRun.of("profiles", "--format", "json");
        assertEquals(0, json.exitCode(), json.err());
        JsonNode all = json.json();
        assertEquals(Profiles.all().size(), all.size());
        JsonNode first = all.get(0);
        assertEquals(List.of("name", "description", "command", "options"), fieldNames(first));
        for (JsonNode p : all) {
            for (JsonNode o : p.get("options")) {
                assertEquals(List.of("key", "flags", "default", "description"), fieldNames(o));
            }
        }
    }

    @Test
    void gleuAndSacrebleuOfHfEvaluatePrintTheScriptsDict() throws Exception {
        CliRun gleu = run("gleu", HYP, REF, "--compat", "hf-evaluate", "-f", "json");
        assertEquals(0, gleu.exitCode(), gleu.err());
        assertEquals(List.of("google_bleu"), fieldNames(gleu.json()));
        CliRun bleu = run("bleu", HYP, REF, "--compat", "hf-evaluate-sacrebleu", "-f", "json");
        assertEquals(0, bleu.exitCode(), bleu.err());
        assertEquals("score", fieldNames(bleu.json()).get(0));
        // the same number as sacrebleu's own BLEU (evaluate's script calls corpus_bleu)
        CliRun sacrebleu = run("bleu", HYP, REF, "-f", "json", "-w", "16");
        assertEquals(sacrebleu.json().get("score").asDouble(), bleu.json().get("score").asDouble(), 1e-12);
    }

    /** A score on a 0-1 scale with an interval: four decimals unless -w, never {@code 0.3 (μ = 0.3 ± 0.0)}. */
    @ParameterizedTest(name = "{0} --compat {1}")
    @CsvSource({"bleu, nltk", "bleu, torchmetrics", "chrf, nltk", "ter, torchmetrics", "gleu, nltk"})
    void intervalsOnZeroOneScalesKeepTheirDigits(String command, String compat) throws Exception {
        CliRun r = run(command, HYP, REF, "--compat", compat, "--confidence");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().strip().matches(".* = \\d\\.\\d{4} \\(μ = \\d\\.\\d{4} ± \\d\\.\\d{4}\\).*"), r.out());
        CliRun w = run(command, HYP, REF, "--compat", compat, "--confidence", "-w", "2");
        assertTrue(w.out().strip().matches(".* = \\d\\.\\d{2} \\(μ = \\d\\.\\d{2} ± \\d\\.\\d{2}\\).*"), w.out());
    }

    @Test
    void sacrebleuIntervalsKeepSacrebleusWidth() throws Exception {
        CliRun r = run("bleu", HYP, REF, "--confidence");
        assertTrue(r.out().matches("(?s).* = \\d+\\.\\d \\(μ = \\d+\\.\\d ± \\d+\\.\\d\\).*"), r.out());
    }

    @ParameterizedTest(name = "{0} suggests {1}")
    @CsvSource({"bleuu, bleu", "profils, profiles", "rouge155x, rouge155", "'bleu --widht', --width",
        "'ter --no-puntc', --no-punct", "'chrf --chrf-word-ordr', --chrf-word-order"})
    void aMistypedCommandOrOptionSuggestsTheNearest(String typed, String suggestion) throws Exception {
        CliRun r = CliRun.of(typed.split(" "));
        assertOneLineError(r, "did you mean " + suggestion + "?");
    }

    /**
     * Issue 39: the typos people make most (two letters swapped: blue, chfr, rogue) got picocli's "Unmatched
     * argument" alone, since a swap is two edits and four letters allow one; and an option typo after
     * {@code -i FILE} got "Expected parameter for option '--input'". A swap counts as one edit now, and the
     * option typo is answered with the nearest option.
     */
    @ParameterizedTest(name = "{0} suggests {1}")
    @CsvSource({"blue, bleu", "chfr, chrf", "rogue, rouge", "'ter --no-pnuct', --no-punct"})
    void swappedLettersSuggestTheNearest(String typed, String suggestion) {
        assertOneLineError(CliRun.of(typed.split(" ")), "did you mean " + suggestion + "?");
    }

    @Test
    void anOptionTypoAfterTheInputFileSuggestsTheNearest() throws Exception {
        String ref = file("ref.txt", REF);
        String hyp = file("hyp.txt", HYP);
        for (String[] args : List.of(new String[] {"bleu", "-r", ref, "-i", hyp, "--widht", "3"},
                new String[] {"bleu", "-i", hyp, "--tokenise", "intl", "-r", ref})) {
            CliRun r = CliRun.of(args);
            String typo = List.of(args).stream().filter(a -> a.startsWith("--")).findFirst().orElseThrow();
            assertOneLineError(r, "Unknown option: '" + typo + "'", "did you mean");
            assertFalse(r.err().contains("Expected parameter"), r.err());
        }
    }

    @Test
    void noSuggestionForSomethingFarFromEveryName() {
        CliRun r = CliRun.of("bleu", "--xyzzy-plugh");
        assertEquals(2, r.exitCode());
        assertFalse(r.err().contains("did you mean"), r.err());
    }

    /** No help text wraps a line of a command's description (NlgMetrics.HELP_WIDTH columns): no dangling "--compat:". */
    @Test
    void helpDescriptionsFitTheirWidth() {
        List<MetricCommandSpec> all = new ArrayList<>(MetricCommandSpec.all());
        all.add(MetricCommandSpec.rouge());
        for (MetricCommandSpec c : all) {
            for (String line : c.description()) {
                assertTrue(line.length() <= NlgMetrics.HELP_WIDTH, c.name() + ": " + line.length() + " columns: " + line);
            }
            CliRun help = CliRun.of(c.name(), "--help");
            assertFalse(help.out().lines().anyMatch(l -> l.strip().equals("--compat:")), help.out());
        }
    }

    /**
     * An option several {@code --compat} profiles share says each text once (issue 39: {@code bertscore --help}
     * gave every option's text three times, once per profile): no profile is named when all have it, the
     * profiles are named together when some share it.
     */
    @Test
    void anOptionsHelpSaysEachTextOnce() {
        String bertscore = CliRun.of("bertscore", "--help").out().replaceAll("\\s+", " ");
        for (io.github.nlgmetrics.Option<?> o : Profiles.byName("torchmetrics:bert_score").options()) {
            if (!o.flags().isEmpty()) {
                int at = bertscore.indexOf(o.description());
                assertTrue(at >= 0 && bertscore.indexOf(o.description(), at + 1) < 0, o.description() + " in " + bertscore);
            }
        }
        assertTrue(bertscore.contains(" --idf idf weights from the references. "), bertscore);
        assertTrue(bertscore.contains(" --max-length=VALUE torchmetrics: pad (and with truncation, cut) to this many tokens"
                + " (default: 512). "), bertscore);
        String bleu = CliRun.of("bleu", "--help").out().replaceAll("\\s+", " ");
        assertTrue(bleu.contains(" -lc, --lowercase sacrebleu, hf-evaluate-sacrebleu: lowercase before scoring;"
                + " torchmetrics-sacrebleu: lowercase the tokenized text. "), bleu);
        assertEquals("a.", ProfileFlags.help(Map.of("a", List.of("p", "q")), 2));
        assertEquals("p: a.", ProfileFlags.help(Map.of("a", List.of("p")), 2));
        Map<String, List<String>> two = new java.util.LinkedHashMap<>();
        two.put("a", List.of("p", "r"));
        two.put("b", List.of("q"));
        assertEquals("p, r: a; q: b.", ProfileFlags.help(two, 3));
    }

    @Test
    void explainHelpDescribesItsOwnInput() {
        CliRun help = CliRun.of("explain", "--help");
        assertFalse(help.out().contains("paired"), help.out());
        assertTrue(help.out().contains("-i, --input=HYP"), help.out());
    }

    private static List<String> fieldNames(JsonNode o) {
        List<String> names = new ArrayList<>();
        o.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
