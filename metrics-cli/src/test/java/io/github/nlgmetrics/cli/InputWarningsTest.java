package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The input checks (docs/warnings.md): each fires on a constructed case, with one line on stderr and
 * a {@code warnings} array in JSON, never changes the number, is silenced by {@code -q} (no false
 * alarm on the goldens and WMT17: {@code InputWarningsFalseAlarmTest}).
 */
class InputWarningsTest extends CommandFixture {
    private static final String REF = "The cat sat on the mat.\nA dog barks loudly.\nHello there, world!\n"
            + "It is raining today.\nWe went home early.\n";
    private static final String HYP = "The cat sat on a mat.\nThe dog barks.\nHello world!\nIt rains today.\nWe went home.\n";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "identical | bleu | The cat sat on the mat.\\nA dog barks loudly.\\nHello there, world!\\nIt is raining today.\\nWe went home early.\\n",
        "tokenized | bleu | The cat sat on a mat .\\nThe dog does n't bark .\\nHello world !\\nIt rains today .\\nWe went home .\\n",
        "tokenized | chrf | The c@@ at sat on a mat.\\nThe dog barks.\\nHello world!\\nIt rains today.\\nWe went home.\\n",
        "tokenized | ter | \u2581The \u2581cat \u2581sat.\\nThe dog barks.\\nHello world!\\nIt rains today.\\nWe went home.\\n",
        "empty-hypotheses | bleu | The cat sat on a mat.\\n\\n\\nIt rains today.\\nWe went home.\\n",
    })
    void eachWarningFiresOnItsCase(String id, String command, String hyp) throws Exception {
        String h = hyp.replace("\\n", "\n");
        CliRun warned = run(command, h, REF);
        assertEquals(0, warned.exitCode(), warned.err());
        assertTrue(warned.err().contains("nlg-metrics: warning: ") && warned.err().contains("docs/warnings.md#" + id),
                warned.err());
        CliRun quiet = run(command, h, REF, "-q");
        assertEquals("", quiet.err());
        assertEquals(quiet.out(), warned.out(), "a warning never changes the output");
        CliRun json = run(command, h, REF, "-f", "json");
        JsonNode w = json.json().get("warnings");
        assertTrue(w != null && w.size() >= 1 && w.get(0).asText().contains("docs/warnings.md#"), json.out());
        assertEquals(run(command, h, REF, "-f", "json", "-q").json().get("score"), json.json().get("score"));
    }

    @Test
    void ptbTokensAreFineWhereTheProfileSplitsOnWhitespace() throws Exception {
        CliRun r = run("bleu", "The cat sat on a mat .\nThe dog does n't bark .\n", "The cat sat on the mat .\nA dog barks .\n",
                "--compat", "nltk");
        assertFalse(r.err().contains("warning"), r.err());
    }

    @Test
    void oneReferenceFileGivenTwice() throws Exception {
        String ref = file("ref", REF);
        CliRun r = CliRun.of("bleu", "-r", ref, "-r", ref, "-i", file("hyp", HYP));
        assertTrue(r.err().contains("docs/warnings.md#duplicate-reference"), r.err());
        CliRun copy = CliRun.of("bleu", "-r", ref, "-r", file("ref2", REF), "-i", file("hyp", HYP));
        assertTrue(copy.err().contains("docs/warnings.md#duplicate-reference"), copy.err());
    }

    @Test
    void rougeLsumWithoutSentenceBreaks() throws Exception {
        String summaries = "The cat sat. It was on a mat.\nA dog barks. It is loud.\n";
        String refs = "The cat sat on the mat. It slept.\nA dog barks loudly. Nobody sleeps.\n";
        CliRun r = run("rouge", summaries, refs, "-t", "rougeL,rougeLsum");
        assertTrue(r.err().contains("docs/warnings.md#lsum-no-sentences"), r.err());
        CliRun json = run("rouge", summaries, refs, "-t", "rougeL,rougeLsum", "-f", "json");
        assertTrue(json.json().has("warnings"), json.out());
        CliRun split = run("rouge", summaries.replace(". I", ".<q>I"), refs.replace(". ", ".<q>"), "-t",
                "rougeL,rougeLsum", "--sentence-sep", "<q>");
        assertEquals("", split.err());
        CliRun noLsum = run("rouge", summaries, refs, "-t", "rougeL");
        assertEquals("", noLsum.err());
    }

    @Test
    void nistOnOneSegment() throws Exception {
        CliRun r = run("nist", "the cat sat on a mat\n", "the cat sat on the mat\n");
        assertTrue(r.err().contains("docs/warnings.md#one-segment-corpus"), r.err());
        assertEquals("", run("nist", HYP, REF).err());
    }

    @Test
    void noWarningOnOrdinaryInput() throws Exception {
        for (String command : List.of("bleu", "chrf", "ter", "wer", "meteor", "gleu", "nist", "ribes", "eed", "rouge")) {
            CliRun r = run(command, HYP, REF);
            assertEquals("", r.err(), command);
        }
    }
}
