package io.github.nlgmetrics.cli.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.cli.CliLayoutTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The classes of {@code cli.compare} depend on one another in one direction only, read from the source (the
 * class names each file mentions outside comments and string literals): the command builds the inputs and the
 * computation, the computation ({@code Comparison}) uses the analyses ({@code Differences}) and never the other
 * way, and the renderers use the shared helpers ({@code Formats}) and the charts ({@code Svg}), which use neither
 * the page ({@code HtmlReport}) nor a renderer. No class is on a cycle.
 */
class CompareLayoutTest {
    private static final Pattern COMMENTS = Pattern.compile("(?s)/\\*.*?\\*/|//[^\n]*");
    private static final Pattern STRINGS = Pattern.compile("(?s)\"\"\".*?\"\"\"|\"(\\\\.|[^\"\\\\\n])*\"");

    static Path sources() {
        Path p = Path.of("src/main/java/io/github/nlgmetrics/cli/compare");
        return Files.isDirectory(p) ? p : Path.of("metrics-cli").resolve(p);
    }

    /** Each class of the package → the other classes of the package its source names. */
    static Map<String, Set<String>> graph() throws IOException {
        Map<String, String> code = new TreeMap<>();
        try (Stream<Path> files = Files.list(sources())) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String name = f.getFileName().toString().replace(".java", "");
                if (!name.equals("package-info")) {
                    String text = Files.readString(f, StandardCharsets.UTF_8);
                    code.put(name, STRINGS.matcher(COMMENTS.matcher(text).replaceAll("")).replaceAll("\"\""));
                }
            }
        }
        Map<String, Set<String>> graph = new TreeMap<>();
        code.forEach((name, text) -> {
            Set<String> uses = new TreeSet<>();
            for (String other : code.keySet()) {
                if (!other.equals(name) && Pattern.compile("\\b" + other + "\\b").matcher(text).find()) {
                    uses.add(other);
                }
            }
            graph.put(name, uses);
        });
        return graph;
    }

    @Test
    void thePageAndItsChartsAndTheComputationAndItsAnalysesDependOneWay() throws IOException {
        Map<String, Set<String>> g = graph();
        assertTrue(g.get("HtmlReport").contains("Svg"), "the page draws the charts");
        assertFalse(g.get("Svg").contains("HtmlReport"), "the charts never use the page: " + g.get("Svg"));
        assertTrue(g.get("Comparison").contains("Differences"), "the computation runs the analyses");
        assertFalse(g.get("Differences").contains("Comparison"), "the analyses never use the computation: "
                + g.get("Differences"));
        for (String other : List.of("TextReport", "JsonReport", "Svg", "Formats")) {
            assertFalse(g.get(other).contains("HtmlReport"), other + " uses the page");
        }
        assertFalse(g.get("HtmlReport").contains("TextReport"), "the page borrows nothing from the text report");
        for (String shared : List.of("Formats", "Svg", "Comparison", "Differences")) {
            for (String renderer : List.of("TextReport", "JsonReport", "HtmlReport")) {
                assertFalse(g.get(shared).contains(renderer), shared + " uses " + renderer);
            }
        }
    }

    @Test
    void noClassOfThePackageIsOnACycle() throws IOException {
        Map<String, Set<String>> g = graph();
        assertEquals(List.of(), CliLayoutTest.onCycles(g), "classes on a dependency cycle: " + g);
    }
}
