package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.fixtures.RepoPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The documented examples are self-contained and say what they need (issue 33): every file a
 * shell block of README.md or docs/*.md gives to {@code regress --baseline} is made earlier in the
 * same block; a page that runs a Python adapter says which packages and which {@code NLTK_DATA};
 * the adapters' measured results are the ones a run gives; significance.md and the README agree on
 * which profiles take {@code --confidence}.
 */
class DocumentedExamplesTest {
    private static final Path ROOT = RepoPaths.conformanceData().getParent();

    /** The fenced blocks of a Markdown page, fences paired in order (an opening one may name a language). */
    static List<String> blocks(String page) {
        List<String> blocks = new ArrayList<>();
        StringBuilder current = null;
        for (String line : page.split("\n", -1)) {
            if (line.startsWith("```")) {
                if (current == null) {
                    current = new StringBuilder();
                } else {
                    blocks.add(current.toString());
                    current = null;
                }
            } else if (current != null) {
                current.append(line).append('\n');
            }
        }
        return blocks;
    }

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    @Test
    void everyRegressBaselineIsMadeInTheSameBlock() throws IOException {
        Pattern baseline = Pattern.compile("regress --baseline (\\S+)");
        for (Path page : pages()) {
            for (String text : blocks(Files.readString(page))) {
                Matcher b = baseline.matcher(text);
                while (b.find()) {
                    String file = b.group(1);
                    String before = text.substring(0, b.start());
                    assertTrue(before.contains("> " + file) || before.contains("--segment-scores " + file),
                            page.getFileName() + ": regress --baseline " + file + " is made nowhere before it in its block");
                }
            }
        }
    }

    @Test
    void pagesThatRunTheNltkAdapterSayWhatItNeeds() throws IOException {
        for (Path page : pages()) {
            String text = Files.readString(page);
            if (text.contains("python3 conformance-kit/nltk_adapter.py")) {
                assertTrue(text.contains("NLTK_DATA") && text.contains("python3-nltk"), page.getFileName()
                        + " runs nltk_adapter.py without saying which packages and NLTK_DATA");
            }
        }
    }

    /** The sacrebleu adapter's slice is every sacrebleu case; the page quotes the total the data holds. */
    @Test
    void theSacrebleuAdaptersQuotedCountsAddUpToItsCases() throws Exception {
        String kit = Files.readString(ROOT.resolve("docs/conformance-kit.md"));
        Matcher m = Pattern.compile("\\| (\\d[\\d,]*) passed, 0 failed, (\\d+) skipped \\(`--filter sacrebleu`: the (\\d+)")
                .matcher(kit);
        assertTrue(m.find(), "conformance-kit.md quotes the sacrebleu adapter's result");
        long passed = Long.parseLong(m.group(1).replace(",", ""));
        long skipped = Long.parseLong(m.group(2));
        long cases = 0;
        for (var it = io.github.nlgmetrics.fixtures.GoldenFiles.stream(List.of(RepoPaths.conformanceData()),
                io.github.nlgmetrics.fixtures.CaseFilter.parse("sacrebleu")); it.hasNext(); it.next()) {
            cases++;
        }
        assertTrue(passed + skipped == cases && Long.parseLong(m.group(3)) == cases,
                passed + " + " + skipped + " quoted, " + cases + " sacrebleu cases");
        assertFalse(kit.contains("334 passed"), "the old count");
    }

    @Test
    void significanceAndReadmeAgreeThatOtherProfilesTakeConfidence() throws IOException {
        String sig = Files.readString(ROOT.resolve("docs/significance.md"));
        assertFalse(sig.contains("reject these options"), "significance.md says other profiles reject --confidence");
        CliRun nltk = CliRun.of("bleu", "--compat", "nltk", "--confidence", "-r", ROOT.resolve("README.md").toString(),
                "-i", ROOT.resolve("README.md").toString());
        assertTrue(nltk.exitCode() == 0, nltk.err());
    }
}
