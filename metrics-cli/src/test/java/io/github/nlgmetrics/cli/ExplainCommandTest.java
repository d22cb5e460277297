package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/** {@code nlg-metrics explain}: text for people, JSON for scripts, one line and exit 2 for bad input. */
class ExplainCommandTest extends CommandFixture {
    @Test
    void textNamesTheCauseAndItsChange() throws Exception {
        // "a b c d e." vs "a b c d e .": only the tokenizer differs between tf-nmt and hf-evaluate (ExplainerTest)
        String ref = file("ref", "a b c d e .\n");
        String hyp = file("hyp", "a b c d e.\n");
        CliRun r = CliRun.of("explain", "-r", ref, "-i", hyp, "--profiles", "tf-nmt:bleu,hf-evaluate:bleu");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("tf-nmt:bleu -> hf-evaluate:bleu: observed +45."), r.out());
        assertTrue(r.out().contains("walk order: tokenizer"), r.out());
        assertTrue(r.out().contains("only tf-nmt:bleu: [e.]"), r.out());
    }

    @Test
    void jsonAddsUp() throws Exception {
        String ref = file("ref", "the cat sat on the mat .\nthere is a dog here\n");
        String hyp = file("hyp", "The cat sat on the mat.\nthere is dog here\n");
        CliRun r = CliRun.of("explain", "-r", ref, "-i", hyp, "--profiles",
                "sacrebleu:bleu,nltk:bleu,hf-evaluate:bleu", "--format", "json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = r.json();
        assertEquals("bleu", j.get("family").asText());
        assertEquals(3, j.get("comparisons").size());
        addsUp(j, false);
    }

    /** Each comparison's remainders and path changes add up to its observed difference (remainders 0 if asked). */
    private static void addsUp(JsonNode explanation, boolean noRemainder) {
        for (JsonNode c : explanation.get("comparisons")) {
            double sum = c.get("remainderFrom").get("value").asDouble() + c.get("remainderTo").get("value").asDouble();
            if (noRemainder) {
                assertEquals(0.0, sum, 0.0, "each profile is reproduced at its point");
            }
            for (JsonNode x : c.get("causes")) {
                sum += x.get("path").asDouble();
            }
            assertEquals(c.get("observed").asDouble(), sum, 1e-12);
        }
    }

    @Test
    void optionsPerProfile() throws Exception {
        String ref = file("ref", "a b c d\n");
        String hyp = file("hyp", "a b c x\n");
        CliRun r = CliRun.of("explain", "-r", ref, "-i", hyp, "--profiles", "sacrebleu:bleu,nltk:bleu",
                "--option", "nltk:bleu.smoothing=method1");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("floor:0.1"), r.out());
    }

    @Test
    void bertScoreProfilesAreExplainedCauseByCauseInTextAndJson() throws Exception {
        // lengths differ, so torchmetrics' ordering quirk pairs other texts (ExplainBertScoreTest has the numbers)
        String ref = file("ref", "a cat was sitting on the mat\nhello there, world\nprices went up sharply\n");
        String hyp = file("hyp", "the cat sat on the mat\nhello world\nprices rose\n");
        String profiles = "bert-score:bertscore,torchmetrics:bert_score,hf-evaluate:bertscore";
        CliRun t = CliRun.of("explain", "-r", ref, "-i", hyp, "--profiles", profiles, "--option",
                "torchmetrics:bert_score.num_layers=4", "--segments", "1");
        assertEquals(0, t.exitCode(), t.err());
        assertTrue(t.out().startsWith("3 profiles of the bertscore family on 3 segments"), t.out());
        for (String cause : new String[] {"truncation", "layer", "padding", "cls-sep", "ordering"}) {
            assertTrue(t.out().contains("\n  " + cause + " "), cause + " in\n" + t.out());
        }
        assertTrue(t.out().contains("walk order: truncation, layer, padding, cls-sep, ordering"), t.out());

        CliRun j = CliRun.of("explain", "-r", ref, "-i", hyp, "--profiles", profiles, "--option",
                "torchmetrics:bert_score.num_layers=4", "--format", "json");
        assertEquals(0, j.exitCode(), j.err());
        JsonNode root = j.json();
        assertEquals("bertscore", root.get("family").asText());
        assertEquals(3, root.get("comparisons").size());
        addsUp(root, true);
        assertEquals("layer", root.get("comparisons").get(0).get("causes").get(1).get("cause").asText());
    }

    /**
     * Issue 39: the help says to repeat {@code -r} for several references, but a second {@code -r} was refused
     * ("should be specified only once"). Several references are explained: each profile's score is the one its
     * command prints with the same references.
     */
    @Test
    void severalReferencesAreExplained() throws Exception {
        String ref = file("ref", "the cat sat on the mat today\na dog barks in the garden\nit is raining\n");
        String ref2 = file("ref2", "the cat is on the mat today\nthe dog is barking in the garden\nit rains\n");
        String hyp = file("hyp", "the cat sat on a mat today\nthe dog barks in the garden\nit is raining now\n");
        CliRun r = CliRun.of("explain", "-r", ref, "-r", ref2, "-i", hyp, "--profiles", "sacrebleu:bleu,nltk:bleu",
                "-f", "json");
        assertEquals(0, r.exitCode(), r.err());
        double explained = r.json().get("profiles").get(0).get("score").asDouble();
        CliRun bleu = CliRun.of("bleu", "-r", ref, "-r", ref2, "-i", hyp, "-b", "-w", "12");
        assertEquals(Double.parseDouble(bleu.out().strip()), explained, 1e-9);
        CliRun one = CliRun.of("bleu", "-r", ref, "-i", hyp, "-f", "json");
        assertTrue(Math.abs(one.json().get("score").asDouble() - explained) > 1e-6, "the second reference counts");
    }

    @Test
    void mixedFamiliesAndBadInputAreOneLineExit2() throws Exception {
        String ref = file("ref", "a b c d\n");
        String hyp = file("hyp", "a b c d\n");
        String two = file("two", "a b\nc d\n");
        assertOneLineError(CliRun.of("explain", "-r", ref, "-i", hyp, "--profiles", "sacrebleu:bleu,rouge-score:rouge"),
                "different families");
        assertOneLineError(CliRun.of("explain", "-r", ref, "-i", two, "--profiles", "sacrebleu:bleu,nltk:bleu"));
        assertOneLineError(CliRun.of("explain", "-r", ref, "-i", hyp, "--profiles", "sacrebleu:bleu"), "at least two");
        assertOneLineError(CliRun.of("explain", "-r", ref, "-i", hyp, "--profiles", "sacrebleu:bleu,nope:bleu"),
                "nope:bleu");
        assertOneLineError(CliRun.of("explain", "-r", ref, "-i", hyp, "--profiles", "sacrebleu:bleu,nltk:bleu",
                "--option", "nltk:bleu.smoothing=method9"), "method9");
        assertOneLineError(CliRun.of("explain", "-r", ref, "-i", hyp, "--profiles", "sacrebleu:bleu,nltk:bleu",
                "--option", "chrf:chrf.beta=2"), "not in --profiles");
    }
}
