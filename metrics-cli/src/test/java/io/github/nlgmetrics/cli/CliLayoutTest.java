package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The layout of {@code metrics-cli} as a map a newcomer can trust (issue 20): which package may
 * use which, read from the imports (and fully qualified names) of every main source file, and no
 * class over {@value #MAX_LINES} lines unless its top comment says why, with the phrase
 * {@value #REASON}.
 *
 * <pre>
 * package                      may use
 * cli.input                    (nothing of the CLI)
 * cli.report                   cli.input
 * cli                          cli.input, cli.report   (NlgMetrics also registers the drop-ins and conformance)
 * cli.dropin.*                 cli, cli.input, cli.report
 * cli.conformance              cli, cli.input, cli.report
 * cli.compare                  cli, cli.input, cli.report
 * cli.serve                    cli, cli.input, cli.report
 * </pre>
 *
 * Each package states its rule in its {@code package-info.java}.
 */
public class CliLayoutTest {
    static final int MAX_LINES = 300;
    static final String REASON = "Longer than 300 lines because";

    private static final String ROOT = "io.github.nlgmetrics.cli";
    /** The one class of the root package that may refer to the drop-ins and conformance: it registers their subcommands. */
    private static final String REGISTRAR = ROOT + ".NlgMetrics";
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package ([\\w.]+);");
    private static final Pattern REFERENCE = Pattern.compile("\\b(io\\.github\\.nlgmetrics\\.cli(?:\\.[a-z]\\w*)*)\\.[A-Z]");

    /** A main source file: its class name, package and the CLI packages it refers to. */
    record Source(Path file, String className, String pkg, Set<String> uses, int lines, String text) {
    }

    static Path mainSources() {
        Path p = Path.of("src/main/java");
        return Files.isDirectory(p) ? p : Path.of("metrics-cli/src/main/java");
    }

    static List<Source> sources(Path root) throws IOException {
        List<Source> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                String text = Files.readString(f, StandardCharsets.UTF_8);
                Matcher m = PACKAGE.matcher(text);
                assertTrue(m.find(), f + ": no package declaration");
                String pkg = m.group(1);
                String name = f.getFileName().toString().replace(".java", "");
                Set<String> uses = new TreeSet<>();
                Matcher r = REFERENCE.matcher(withoutComments(text).replaceAll("(?m)^package [^;]*;", ""));
                while (r.find()) {
                    if (!r.group(1).equals(pkg)) {
                        uses.add(r.group(1));
                    }
                }
                out.add(new Source(f, pkg + "." + name, pkg, uses, (int) text.lines().count(), text));
            }
        }
        return out;
    }

    /** Java source without its comments (string literals naming a class would still count). */
    static String withoutComments(String s) {
        return s.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\n]*", "");
    }

    /** The packages {@code pkg} may use; {@code null} for a package the map does not know. */
    static Set<String> allowed(String pkg) {
        if (pkg.equals(ROOT + ".input")) {
            return Set.of();
        }
        if (pkg.equals(ROOT + ".report")) {
            return Set.of(ROOT + ".input");
        }
        if (pkg.equals(ROOT)) {
            return Set.of(ROOT + ".input", ROOT + ".report");
        }
        if (pkg.matches(Pattern.quote(ROOT) + "\\.dropin\\.[a-z0-9]+") || pkg.equals(ROOT + ".conformance")
                || pkg.equals(ROOT + ".compare") || pkg.equals(ROOT + ".serve")) {
            return Set.of(ROOT, ROOT + ".input", ROOT + ".report");
        }
        return null;
    }

    @Test
    void everyPackageUsesOnlyThePackagesItsRuleAllows() throws IOException {
        List<String> violations = new ArrayList<>();
        for (Source s : sources(mainSources())) {
            Set<String> ok = allowed(s.pkg());
            if (ok == null) {
                violations.add(s.pkg() + ": a package the map does not know (add it to CliLayoutTest and docs/architecture.md)");
                continue;
            }
            for (String used : s.uses()) {
                boolean registration = s.className().equals(REGISTRAR)
                        && (used.startsWith(ROOT + ".dropin.") || used.equals(ROOT + ".conformance")
                        || used.equals(ROOT + ".compare") || used.equals(ROOT + ".serve"));
                if (!ok.contains(used) && !registration) {
                    violations.add(s.className() + " uses " + used);
                }
            }
        }
        assertEquals(List.of(), violations);
    }

    @Test
    void thePackagesFormNoCycleApartFromTheRegistration() throws IOException {
        Map<String, Set<String>> graph = new TreeMap<>();
        for (Source s : sources(mainSources())) {
            Set<String> edges = graph.computeIfAbsent(s.pkg(), k -> new TreeSet<>());
            if (!s.className().equals(REGISTRAR)) {
                edges.addAll(s.uses());
            }
        }
        assertEquals(List.of(), onCycles(graph), "packages on an import cycle: " + graph);
    }

    /** The nodes of {@code graph} (node → the nodes it uses) that lie on a cycle; public for the packages' own layout tests. */
    public static List<String> onCycles(Map<String, Set<String>> graph) {
        List<String> cycles = new ArrayList<>();
        for (String start : graph.keySet()) {
            if (reaches(graph, start, start, new TreeSet<>())) {
                cycles.add(start);
            }
        }
        return cycles;
    }

    private static boolean reaches(Map<String, Set<String>> graph, String from, String target, Set<String> seen) {
        for (String next : graph.getOrDefault(from, Set.of())) {
            if (next.equals(target)) {
                return true;
            }
            if (seen.add(next) && reaches(graph, next, target, seen)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void theMapHasItsPackages() throws IOException {
        Set<String> packages = new TreeSet<>();
        sources(mainSources()).forEach(s -> packages.add(s.pkg()));
        assertTrue(packages.containsAll(Set.of(ROOT, ROOT + ".input", ROOT + ".report", ROOT + ".conformance",
                ROOT + ".dropin.sacrebleu", ROOT + ".dropin.rouge155", ROOT + ".dropin.meteor15", ROOT + ".dropin.coco")),
                packages::toString);
        for (String pkg : packages) {
            Path info = mainSources().resolve(pkg.replace('.', '/')).resolve("package-info.java");
            assertTrue(Files.exists(info), pkg + " has no package-info.java stating its dependency rule");
            assertTrue(Files.readString(info).contains("Dependencies:"), info + " states no dependency rule");
        }
    }

    @Test
    void noClassIsLongerThan300LinesWithoutAReasonAtItsTop() throws IOException {
        List<String> unexplained = new ArrayList<>();
        for (Source s : sources(mainSources())) {
            if (s.lines() > MAX_LINES && !topComment(s.text()).contains(REASON)) {
                unexplained.add(s.className() + " (" + s.lines() + " lines)");
            }
        }
        assertEquals(List.of(), unexplained, "say why at the top (\"" + REASON + " ...\") or split along a seam");
    }

    /**
     * Exit codes by name ({@link ExitCode}, or a drop-in's named constant for its tool's own code):
     * no command (nor the registrar, nor {@code CliErrors}) returns a bare number, and the registrar
     * decides nothing by a command's name.
     */
    @Test
    void exitCodesAndCommandKindsAreNamedNotLiteral() throws IOException {
        Pattern bare = Pattern.compile("return\\s+\\d+\\s*;|\\?\\s*\\d+\\s*:\\s*\\d+\\s*;");
        List<String> literal = new ArrayList<>();
        for (Source s : sources(mainSources())) {
            String[] lines = s.text().split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                String code = lines[i].trim();
                if (!code.startsWith("*") && !code.startsWith("//") && bare.matcher(code).find()
                        && (s.className().endsWith("Command") || s.className().equals(REGISTRAR)
                                || s.className().equals(ROOT + ".CliErrors"))) {
                    literal.add(s.className() + ":" + (i + 1) + ": " + code);
                }
            }
            if (s.className().equals(REGISTRAR)) {
                assertTrue(!s.text().contains("name().equals(") && !s.text().contains("new String[] {\""),
                        "NlgMetrics picks command classes by name: let the command declare it");
            }
        }
        assertEquals(List.of(), literal, "return an ExitCode constant (or the drop-in's named code)");
    }

    /** The text before the first type declaration: the imports and the type's own comment. */
    static String topComment(String text) {
        Matcher m = Pattern.compile("(?m)^(public |abstract |final |sealed )*(class|record|enum|interface) ").matcher(text);
        return m.find() ? text.substring(0, m.start()) : text;
    }
}
