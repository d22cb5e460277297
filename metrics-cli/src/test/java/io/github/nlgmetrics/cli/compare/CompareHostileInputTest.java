package io.github.nlgmetrics.cli.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.cli.CliRun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a hostile run of {@code compare} found (issue 39), each kept out: a system name holding a bidirectional
 * override (U+202E) or a terminal control character reached the table, the JSON and the page as it was, reversing
 * or moving the text around it; {@code --scores} values whose float32 resample sums come near 3.4e38 printed
 * {@code Infinity} or an {@code n/a} interval (the values past it are refused: {@code CompareCommandTest}'s bad
 * inputs; a JSONL line with text after its object is refused there too; warnings on a full standard output:
 * {@code WriteFailurePolicyTest}).
 */
class CompareHostileInputTest {
    private static final String OVERRIDE = "\u202E";
    private static final String ESCAPE = "\u001B";

    @TempDir
    Path tmp;
    CompareFixture f;

    @BeforeEach
    void corpus() throws IOException {
        f = new CompareFixture(tmp, 2, 40, 7);
    }

    @Test
    void aSystemNameWithABidiOverrideOrAnEscapeIsShownEscapedInEveryReport() throws IOException {
        Path evil = tmp.resolve("ab" + OVERRIDE + "cd" + ESCAPE + "[2J.txt");
        Files.copy(f.systems.get(1), evil);
        List<String> args = new ArrayList<>(List.of(f.args()));
        args.add(evil.toString());
        args.addAll(List.of("--bootstrap", "20", "--trials", "20", "-q", "-m", "bleu,nltk:bleu"));
        String shown = "ab\\u202ecd\\x1b[2J"; // TerminalText, as Python's repr
        Path page = tmp.resolve("r.html");
        List<String> withPage = new ArrayList<>(args);
        withPage.addAll(List.of("--html", page.toString()));
        CliRun text = CliRun.of(withPage.toArray(String[]::new));
        assertEquals(0, text.exitCode(), text.err());
        List<String> json = new ArrayList<>(args);
        json.addAll(List.of("--format", "json", "--baseline", "ab" + OVERRIDE + "cd" + ESCAPE + "[2J"));
        CliRun j = CliRun.of(json.toArray(String[]::new));
        assertEquals(0, j.exitCode(), j.err());
        String html = Files.readString(page, StandardCharsets.UTF_8);
        for (String report : List.of(text.out(), j.out(), html)) {
            assertFalse(report.contains(OVERRIDE) || report.contains(ESCAPE), "a raw U+202E or ESC in:\n" + report);
        }
        assertTrue(text.out().contains(shown), text.out());
        assertTrue(html.contains(shown));
        JsonNode r = j.json();
        assertEquals(shown, r.get("systems").get(2).asText());
        assertEquals(shown, r.get("baseline").asText(), "--baseline takes the name as the file has it");
        assertTrue(r.get("command").asText().contains("$'" + tmp + "/" + shown + ".txt'"), r.get("command").asText());
        assertTrue(r.get("explain").get(0).asText().contains(" -i $'" + tmp + "/" + shown + ".txt' "),
                r.get("explain").toString());
    }

    @Test
    void scoresWhoseFloat32SumsStayBelowItsLargestPrintNumbersNotInfinityOrNa() throws IOException {
        StringBuilder tsv = new StringBuilder();
        for (int k = 0; k < f.scores.length; k++) {
            for (int j = 0; j < f.scores[k].length; j++) {
                tsv.append("sys").append(k).append('\t').append(j + 1).append('\t').append(f.scores[k][j] * 1e36)
                        .append('\n');
            }
        }
        Path scores = tmp.resolve("big.tsv");
        Files.writeString(scores, tsv);
        String[] common = {"--scores", "big=" + scores, "-m", "bleu", "--bootstrap", "50", "--trials", "50", "-q"};
        CliRun text = CliRun.of(CompareCommandTest.concat(f.args(), common));
        assertEquals(0, text.exitCode(), text.err());
        String row = text.out().lines().filter(l -> l.startsWith("sys1")).findFirst().orElseThrow();
        assertFalse(row.contains("Infinity") || row.contains("n/a") || row.contains("NaN"), row);
        JsonNode big = CliRun.of(CompareCommandTest.concat(f.args("--format", "json"), common)).json().get("metrics").get(1);
        for (JsonNode s : big.get("systems")) {
            assertTrue(Double.isFinite(s.get("score").asDouble()) && s.get("score").asDouble() > 1e35, s.toString());
            assertTrue(s.get("ci").isNumber() && Double.isFinite(s.get("ci").asDouble()) && s.get("ci").asDouble() > 0,
                    s.toString());
        }
        assertTrue(big.get("systems").get(1).get("p_bootstrap").isNumber());
    }
}
