package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.cli.input.InputWarnings;
import io.github.nlgmetrics.cli.input.TextInput;
import io.github.nlgmetrics.fixtures.GoldenCase;
import io.github.nlgmetrics.fixtures.GoldenFiles;
import io.github.nlgmetrics.fixtures.RepoPaths;
import io.github.nlgmetrics.fixtures.eval.ProfileEvaluator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * No false alarm (docs/warnings.md): the input checks run over the inputs of every bundled golden
 * case and over WMT17's 16 en-de systems, and fire only where this class's reviewed list says the
 * input is deliberately odd and the warning is right.
 *
 * <p>A golden case is one run of the command line: a {@code corpus} case is one corpus; the
 * {@code sentence} cases of one profile with the same options are one file scored with
 * {@code --sentence-level} (the way a user gets sentence scores). A case the reference rejected
 * ({@code expected} an error) is skipped: the command refuses it before any warning. BERTScore
 * cases are checked as a profile that does not re-tokenize (their model is not built here).
 */
class InputWarningsFalseAlarmTest {
    /**
     * The golden runs that warn, by group (a corpus case's id without its number; the sentence cases
     * of a profile) and warning: how many runs, and why the warning is right there. Reviewed: each
     * group holds inputs built odd in exactly that way, and the warning says what is odd.
     */
    private static final Map<String, Integer> EXPECTED = new TreeMap<>(Map.of(
            // The tokenizer corpora pair each hypothesis with a second reference that copies it (the
            // first differs by an edit), so that only the tokenizer decides the match: the hypotheses
            // are a reference, as the warning says.
            "sacrebleu-tok-bleu-corpus#identical", 10,
            // The SentencePiece corpora hold one line with U+2581 itself, to test that the tokenizer
            // escapes it: a piece mark in the text, as the warning says.
            "sacrebleu-tok-bleu-corpus#tokenized", 8,
            // Generated corpora that copy the reference into half the hypotheses (5 of 10, 6 of 12).
            "torchmetrics-word_information_lost-corpus#identical", 1,
            "torchmetrics-word_information_preserved-corpus#identical", 1,
            "torchmetrics-bert_score-corpus#identical", 1,
            // Two empty hypotheses of six: the empty-candidate case of the evaluate script.
            "hf-evaluate-bertscore-corpus#empty-hypotheses", 1,
            // Summaries of several sentences without a newline under rougeLsum: these cases test that
            // rougeLsum then equals rougeL, which is what the warning says.
            "hf-evaluate-rouge-corpus#lsum-no-sentences", 5,
            "rouge-score:rouge sentence#lsum-no-sentences", 1,
            // One-segment corpora, there to test the weights from one segment (NIST) or one image (CIDEr).
            "nltk-nist-corpus#one-segment-corpus", 2,
            "coco-cider-d-corpus#one-segment-corpus", 2));

    @Test
    void noWarningOnTheBundledGoldensButTheReviewedOnes() {
        Map<String, InputWarnings> runs = new TreeMap<>();
        List<Path> files;
        try (Stream<Path> s = Files.list(RepoPaths.conformanceData())) {
            files = s.filter(p -> p.toString().endsWith(".csv")).sorted().toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        int cases = 0;
        for (Path file : files) {
            for (GoldenCase c : GoldenFiles.read(file)) {
                if (!(c.level().equals("sentence") || c.level().equals("corpus")) || c.expectsError()
                        || !Profiles.exists(ProfileEvaluator.profileName(c))) {
                    continue;
                }
                List<String> hyps = c.hypothesisList();
                List<List<String>> refs = c.referenceLists();
                if (hyps.contains(null) || refs.stream().anyMatch(r -> r.contains(null)) || refs.size() != hyps.size()) {
                    continue;
                }
                InputWarnings.Traits traits = traits(c);
                if (traits == null) {
                    continue;
                }
                String key = c.level().equals("corpus") ? c.id()
                        : ProfileEvaluator.profileName(c) + " sentence " + c.options();
                InputWarnings scan = runs.computeIfAbsent(key, k -> new InputWarnings(traits));
                for (int i = 0; i < hyps.size(); i++) {
                    scan.add(hyps.get(i), refs.get(i));
                }
                cases++;
            }
        }
        assertTrue(cases > 2_000, "golden cases checked: " + cases);
        Map<String, Integer> found = new TreeMap<>();
        List<String> lines = new ArrayList<>();
        runs.forEach((key, scan) -> {
            String group = key.contains(" sentence ") ? key.substring(0, key.indexOf(" {")) : key.replaceAll("-\\d+$", "");
            for (String line : scan.findings(List.of())) {
                String id = line.replaceAll(".*docs/warnings\\.md#([a-z-]+)\\)$", "$1");
                found.merge(group + "#" + id, 1, Integer::sum);
                lines.add(key + ": " + line);
            }
        });
        assertEquals(EXPECTED, found, "warnings on golden inputs, by group (the reviewed list above):\n"
                + String.join("\n", lines));
    }

    /** The traits of a case's configured profile; null when its options do not build a metric. */
    private static InputWarnings.Traits traits(GoldenCase c) {
        String name = ProfileEvaluator.profileName(c);
        Profile profile = Profiles.byName(name);
        if (name.contains("bert")) {
            return new InputWarnings.Traits(name, false, false, false);
        }
        try {
            return InputWarnings.Traits.of(profile, ProfileEvaluator.metric(c));
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** No false alarm on WMT17's 16 en-de systems, each against the reference under sacrebleu's three metrics. */
    @Test
    void noFalseAlarmOnWmt17() {
        var dir = RepoPaths.shared("data/wmt17-en-de");
        Assumptions.assumeTrue(dir.isPresent(), "../shared/data/wmt17-en-de is absent");
        List<Path> systems;
        try (Stream<Path> files = Files.list(dir.get())) {
            systems = files.filter(p -> !p.getFileName().toString().startsWith("reference") && p.toString().endsWith(".de"))
                    .sorted().toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        assertEquals(16, systems.size(), systems.toString());
        String ref = dir.get().resolve("reference.de").toString();
        for (Path sys : systems) {
            TextInput.Corpus c = TextInput.readCorpus(sys.toString(), List.of(ref));
            for (String name : List.of("sacrebleu:bleu", "sacrebleu:chrf", "sacrebleu:ter")) {
                Metric<?> metric = Profiles.metric(name, Map.of());
                InputWarnings w = new InputWarnings(InputWarnings.Traits.of(Profiles.byName(name), metric));
                w.add(c);
                assertEquals(List.of(), w.findings(List.of(ref)), sys.getFileName() + " under " + name);
            }
        }
    }
}
