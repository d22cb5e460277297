package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code bertscore --compat torchmetrics --max-length N [--truncation]} against the model's 512 positions (issue
 * 39), as torchmetrics 1.9.0's {@code bert_score(preds, target, model=AutoModel(M), user_tokenizer=AutoTokenizer(M,
 * use_fast=False), max_length=N, truncation=T, num_layers=6)} does on all-MiniLM-L6-v2, recorded with the
 * reference env. Its batches reach the model trimmed to their longest text, so:
 * <ul>
 *   <li>short texts score under any N (N = 600, with truncation or without: P [0.9646074771881104,
 *       0.9478014707565308], the same as N = 512);</li>
 *   <li>with truncation, a text cut to N = 600 tokens is still longer than 512 positions: {@code RuntimeError: The
 *       expanded size of the tensor (600) must match the existing size (512) at non-singleton dimension 1}
 *       (a 552-token text: the same with 552);</li>
 *   <li>without truncation, a 702-token text beside a short one cannot be stacked: {@code ValueError: Unable to
 *       create tensor, you should probably activate truncation ...}: the refusal names the 702-token text, never
 *       the short one.</li>
 * </ul>
 */
class TorchmetricsBertScoreLengthTest extends CommandFixture {
    private CliRun torchmetrics(int words, String... options) throws IOException {
        String longText = words == 0 ? "hello world" : String.join(" ", java.util.Collections.nCopies(words, "word"));
        List<String> args = new ArrayList<>(List.of("bertscore", "--compat", "torchmetrics", "--layer", "6",
                "-r", file("ref.txt", "a cat sat on a mat\nhello there world\n"),
                "-i", file("hyp.txt", "the cat sat on the mat\n" + longText + "\n"), "-f", "json"));
        args.addAll(List.of(options));
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void shortTextsScoreUnderAMaxLengthAboveThePositions() throws IOException {
        double p = (0.9646074771881104 + 0.9478014707565308) / 2;
        for (String[] options : List.of(new String[] {"--max-length", "600", "--truncation"},
                new String[] {"--max-length", "600"}, new String[] {"--max-length", "512"})) {
            CliRun r = torchmetrics(0, options);
            assertEquals(0, r.exitCode(), String.join(" ", options) + ": " + r.err());
            assertEquals(p, r.json().get("P").asDouble(), 1e-6, String.join(" ", options));
        }
    }

    @Test
    void aTextCutToMoreThanThePositionsIsRefusedAsTorchmetricsRaises() throws IOException {
        assertOneLineError(torchmetrics(700, "--max-length", "600", "--truncation"), "600 tokens", "512 positions",
                "RuntimeError");
        assertOneLineError(torchmetrics(550, "--max-length", "600", "--truncation"), "552 tokens", "512 positions");
    }

    @Test
    void withoutTruncationTheRefusalNamesTheLongText() throws IOException {
        CliRun r = torchmetrics(700, "--max-length", "600");
        assertOneLineError(r, "702 tokens", "max_length=600");
        assertFalse(r.err().contains(" 8 tokens"), r.err());
        assertOneLineError(torchmetrics(550, "--max-length", "600"), "552 tokens", "512 positions");
    }
}
