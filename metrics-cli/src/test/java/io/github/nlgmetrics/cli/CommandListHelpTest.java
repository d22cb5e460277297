package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The command list of {@code nlg-metrics --help} (#33, "no dangling 'with --compat:' endings"):
 * every command is summed up by a whole sentence, and a command's own help is unchanged.
 */
class CommandListHelpTest {
    @Test
    void everyCommandIsSummedUpByAWholeSentence() {
        Map<String, String> entries = commandList(CliRun.of("--help").out());
        assertTrue(entries.keySet().containsAll(List.of("bleu", "chrf", "ter", "gleu", "wer", "rouge", "compare", "coco")),
                entries.toString());
        for (Map.Entry<String, String> e : entries.entrySet()) {
            assertTrue(e.getValue().endsWith("."), e.getKey() + ": " + e.getValue());
            assertTrue(!e.getValue().endsWith(":") && !e.getValue().contains("--compat:"), e.getKey() + ": " + e.getValue());
        }
        assertEquals("BLEU, exactly as sacrebleu 2.6.0 computes it, or as another tool does with --compat.",
                entries.get("bleu"));
    }

    @Test
    void aCommandsOwnHelpKeepsItsDescription() {
        String help = CliRun.of("bleu", "--help").out();
        assertTrue(help.startsWith("Usage: nlg-metrics bleu"), help);
        assertTrue(help.contains("\nBLEU, exactly as sacrebleu 2.6.0 computes it, or as another tool does with --compat:\n"
                + "  nltk "), help);
        assertTrue(!help.contains("with --compat.\n"), "no header line above the usage: " + help);
    }

    @Test
    void theSummaryIsTheFirstSentenceOrTheTextBeforeAList() {
        assertEquals("A b.", NlgMetrics.summary(new String[] {"A b. C d."}));
        assertEquals("A b, c d.", NlgMetrics.summary(new String[] {"A b,", "c d:", "  x  y"}));
        assertEquals("Uses e.g. this and that.", NlgMetrics.summary(new String[] {"Uses e.g. this", "and that. More."}));
        assertEquals("No end", NlgMetrics.summary(new String[] {"No end"}));
    }

    /** The entries after "Commands:": name and summary, continuation lines joined. */
    private static Map<String, String> commandList(String help) {
        Map<String, String> out = new LinkedHashMap<>();
        List<String> lines = new ArrayList<>(help.lines().toList());
        int start = lines.indexOf("Commands:");
        assertTrue(start >= 0, help);
        String name = null;
        for (String line : lines.subList(start + 1, lines.size())) {
            if (line.matches("  [a-z0-9-]+ .*")) {
                name = line.strip().split(" +", 2)[0];
                out.put(name, line.strip().split(" +", 2)[1].strip());
            } else if (name != null && !line.isBlank()) {
                out.put(name, out.get(name) + " " + line.strip());
            }
        }
        return out;
    }
}
