package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.nlgmetrics.fixtures.RepoPaths;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every shell command of README.md and docs/*.md either runs as written and prints what its page
 * shows, or is on the reviewed list of commands that cannot run in a test, with the reason
 * (issue 33). A command nobody classified fails the test, so a new page cannot add an unchecked one.
 *
 * <p>Shell blocks are the fenced blocks tagged {@code sh}, {@code bash} or {@code console}, and the
 * untagged ones whose first line is a command ({@code $ ...}, {@code bin/...}, {@code mvn ...}).
 * The output a page shows is the lines after a {@code $ } command up to the next one (compared
 * exactly, {@code ...} lines standing for omitted ones), the {@code # } lines right after a command
 * in an {@code sh} block, or the non-command lines after a command in an untagged block (the lines a
 * page picks from a longer output: compared in order). Only the version in a signature and the
 * folders the command ran in are normalised. A trailing {@code # exits N} comment gives the exit
 * status a command must end with (0 otherwise, non-zero where the page shows an error line).
 *
 * <p>Commands run in-process ({@link CliRun}), in a temporary folder per page seeded with the files
 * a page builds in a table or writes itself ({@code printf 'line
...' > file}, run by the test),
 * or in the folder of {@code ../shared} a page works in. A child JVM runs the drop-ins (they write
 * to the process's own standard output), the commands whose output shows a {@code ../shared} name
 * (from the repository's folder, so the names and table widths are the page's) and
 * {@code --external} adapters; {@code python3 -c} commands (the stdlib-only {@code nlg_metrics}
 * module) run where a {@code python3} is on the PATH, against this build's command line. The report
 * on standard output lists every command run (with its time) and every one skipped, by reason.
 */
class DocumentedShellBlocksTest {
    private static final Path ROOT = RepoPaths.conformanceData().getParent();

    /**
     * One documented command, the output its page shows (empty: none shown) and the exit status the
     * page gives it (a trailing {@code # exits N} comment; 0 otherwise).
     */
    record Command(String page, int line, String text, List<String> expected, boolean exact, int exit) {
        String where() {
            return page + ":" + line + ": " + text;
        }
    }

    private record Skip(Pattern pattern, String reason) {}

    private static Skip skip(String regex, String reason) {
        return new Skip(Pattern.compile(regex), reason);
    }

    /** The reviewed list: commands that cannot run here, each with its reason. */
    private static final List<Skip> CANNOT_RUN = List.of(
            skip("^mvn ", "runs Maven itself (minutes; the build that runs this test)"),
            skip("^java -jar metrics-bench/", "a JMH benchmark (minutes)"),
            skip("^(tar -xzf|export PATH)", "unpacks the release archive (release/ module's package)"),
            skip("^(source REFS|source REFS_TOK|metrics-bench/scripts/compare\\.py)",
                    "needs the Python reference tools (../shared/refs) and takes minutes"),
            skip("^python3 - <<", "a step of the Spark worked example (writes /tmp/wmt17-16.jsonl for a Spark run)"),
            skip("^python3 (?!-c )|--external \"python3 (conformance-kit/(nltk|sacrebleu|rouge_score)_adapter|my_adapter)",
                    "needs a Python with the reference packages (NLTK, ...)"),
            skip("--external \"\\./target/release/", "an adapter of the reader's own implementation"),
            skip("^git ", "changes the working tree (git stash)"),
            skip("^pip install ", "installs into the reader's Python (python/tests/test_install.py installs it offline)"),
            skip("^(alias |printf .*~/bin|chmod \\+x ~/bin)", "writes a user's shell setup outside the repository"),
            skip("^(bin/nlg-metrics-spark|spark-submit|pyspark|metrics-spark/scripts/)",
                    "needs the Spark jar (metrics-spark's package) and a Spark run of minutes"),
            skip("/tmp/nlg-spark-bench-100/", "reads the corpus the Spark benchmark script makes in /tmp"),
            skip("^(cd |: >|for |/usr/bin/time |diff |d=|  printf)",
                    "a step of a timing or comparison recipe over the 16 WMT17 systems (minutes, /tmp)"),
            skip("^(bin/)?nlg-metrics conformance( --json)?( > \\S+)?$",
                    "every bundled golden case: minutes on two cores (the per-file runs are checked)"),
            skip("^(bin/)?nlg-metrics regress --baseline report-before\\.json",
                    "compares two full conformance reports (minutes to make)"));

    /** A synopsis (placeholders outside quotes): shows the options, not a run. */
    private static final Skip SYNOPSIS = skip("\\[|\\.\\.\\.|\\b(REF|HYP|SYS1|CONFIG\\.xml|ROUGE_DATA|FILE)\\b",
            "a synopsis: placeholders, not a runnable example");

    /**
     * Input files a page names that no page can make: a data set's or a tool's own files, which the
     * repository does not ship. Any other file a command reads is made by its page (a table, a
     * {@code printf} step) or is in the repository or {@code ../shared}; else the command fails here.
     */
    private static final Set<String> PLACEHOLDER_FILES = Set.of("captions_val2014_fakecap_results.json",
            "captions_val2014.json", "paraphrase-en.gz");

    /** The commands that write to the process's standard output themselves (as the tools they replace). */
    private static final Set<String> DROP_INS = Set.of("sacrebleu", "jiwer", "meteor15", "rouge155", "bert-score");

    /** Pages whose commands run in a folder of {@code ../shared} (the page names its files bare). */
    private static final Map<String, String> SHARED_FOLDER = Map.of(
            "significance.md", "data/wmt17-en-de",
            "explain.md", "data/wmt17-en-de");

    @TempDir
    Path dir;

    @Test
    void everyDocumentedShellCommandRunsAsWrittenOrIsListedWithItsReason() throws IOException {
        long start = System.nanoTime();
        List<Command> commands = new ArrayList<>();
        for (Path page : pages()) {
            commands.addAll(commands(page.getFileName().toString(), Files.readString(page)));
        }
        assertTrue(commands.size() > 50, "found " + commands.size() + " documented commands");
        Map<String, List<String>> skipped = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        int ran = 0;
        for (Command c : commands) {
            Optional<String> reason = reasonItCannotRun(c);
            if (reason.isPresent()) {
                skipped.computeIfAbsent(reason.get(), k -> new ArrayList<>()).add(c.where());
                continue;
            }
            Optional<Path> cwd = folder(c.page());
            if (cwd.isEmpty()) {
                skipped.computeIfAbsent("../shared is absent", k -> new ArrayList<>()).add(c.where());
                continue;
            }
            if ((c.text().startsWith("python3 ") || c.text().contains("\"python3 ")) && !onPath("python3")) {
                skipped.computeIfAbsent("python3 is absent", k -> new ArrayList<>()).add(c.where());
                continue;
            }
            if (words(c.text()).stream().anyMatch(w -> w.startsWith("../shared/") && !Files.exists(ROOT.resolve(w)))) {
                skipped.computeIfAbsent("../shared is absent", k -> new ArrayList<>()).add(c.where());
                continue;
            }
            String missing = missingPlaceholder(c, cwd.get());
            if (missing != null) {
                skipped.computeIfAbsent("names a data set's or tool's own file (COCO's captions, METEOR 1.5's paraphrase table)",
                        k -> new ArrayList<>())
                        .add(c.where() + "  (" + missing + ")");
                continue;
            }
            ran++;
            long t0 = System.nanoTime();
            String problem = runAndCompare(c, cwd.get());
            skipped.computeIfAbsent("", k -> new ArrayList<>())
                    .add(c.where() + "  (" + (System.nanoTime() - t0) / 1_000_000 + " ms)");
            if (problem != null) {
                failures.add(c.where() + "\n    " + problem.replace("\n", "\n    "));
            }
        }
        StringBuilder report = new StringBuilder();
        report.append(commands.size()).append(" documented commands: ").append(ran).append(" run, ")
                .append(commands.size() - ran).append(" skipped (the commands run, then each reason), in ")
                .append((System.nanoTime() - start) / 1_000_000).append(" ms\n");
        skipped.forEach((r, cs) -> report.append(r.isEmpty() ? "  ran " : "  skipped ").append(cs.size()).append(": ")
                .append(r).append("\n    ").append(String.join("\n    ", cs)).append('\n'));
        System.out.print(report);
        if (!failures.isEmpty()) {
            fail(failures.size() + " documented commands do not do what their page says:\n" + String.join("\n", failures));
        }
        assertTrue(ran >= 15, "too few documented commands run: " + ran);
    }

    @Test
    void theParserReadsCommandsAndTheOutputThePageShows() {
        String page = "```sh\n# a comment\nbin/nlg-metrics bleu -r a -i b   # trailing\n# BLEU = 1\n\nmvn -B verify\n```\n"
                + "```\n$ nlg-metrics x \\\n  --y\nout 1\n...\nout 2\n$ nlg-metrics z\n```\n"
                + "```\nbin/nlg-metrics conformance f.csv\nrow 1\n```\n```java\nint x;\n```\n";
        List<Command> cs = commands("p.md", page);
        assertEquals(List.of("bin/nlg-metrics bleu -r a -i b", "mvn -B verify", "nlg-metrics x --y", "nlg-metrics z",
                "bin/nlg-metrics conformance f.csv"), cs.stream().map(Command::text).toList());
        assertEquals(List.of("BLEU = 1"), cs.get(0).expected());
        assertEquals(List.of("out 1", "...", "out 2"), cs.get(2).expected());
        assertEquals(List.of("row 1"), cs.get(4).expected());
        assertTrue(cs.get(2).exact() && !cs.get(4).exact());
        Command regress = commands("p.md", "```sh\nbin/nlg-metrics regress --baseline a --current b   # exits 1: moved\n```\n").get(0);
        assertEquals("bin/nlg-metrics regress --baseline a --current b", regress.text());
        assertEquals(1, regress.exit());
        assertEquals(0, cs.get(0).exit());
        assertTrue(PRINTF.matcher("printf 'a b\\nc\\n' > ref.txt").matches());
        assertEquals("a b\nc\td\\\n", printfEscapes("a b\\nc\\td\\\\\\n"));
    }

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    private static final Pattern COMMAND_START = Pattern.compile(
            "^(\\$ |bin/|nlg-metrics |mvn |java |cd |: >|for |/usr/bin/time |git |python3 |source |perl |tar |export |alias |printf |chmod |diff |d=|spark-submit |pyspark |metrics-)");

    /** The commands of a page's shell blocks, with the output shown after each. */
    static List<Command> commands(String page, String text) {
        List<Command> out = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (!lines[i].startsWith("```")) {
                continue;
            }
            String lang = lines[i].substring(3).strip();
            int end = i + 1;
            while (end < lines.length && !lines[end].startsWith("```")) {
                end++;
            }
            List<String> body = List.of(lines).subList(i + 1, Math.min(end, lines.length));
            int first = i + 2;
            i = end;
            boolean tagged = Set.of("sh", "bash", "console", "shell").contains(lang);
            String firstLine = body.stream().filter(l -> !l.isBlank()).findFirst().orElse("");
            if (!tagged && !(lang.isEmpty() && (firstLine.startsWith("$ ") || firstLine.startsWith("bin/")
                    || firstLine.startsWith("mvn ") || firstLine.startsWith("cd ")))) {
                continue;
            }
            boolean dollar = body.stream().anyMatch(l -> l.startsWith("$ "));
            Command current = null;
            for (int j = 0; j < body.size(); j++) {
                String l = body.get(j);
                boolean isCommand = dollar ? l.startsWith("$ ")
                        : tagged ? !l.isBlank() && !l.startsWith("#") && !l.startsWith(" ")
                        : COMMAND_START.matcher(l).find();
                if (isCommand) {
                    int lineNo = first + j;
                    StringBuilder cmd = new StringBuilder(dollar ? l.substring(2) : l);
                    while (cmd.toString().endsWith("\\") && j + 1 < body.size()) {
                        cmd.setLength(cmd.length() - 1);
                        cmd.append(' ').append(body.get(++j).strip());
                    }
                    Matcher here = Pattern.compile("<<'?(\\w+)'?").matcher(cmd);
                    if (here.find()) {
                        while (j + 1 < body.size() && !body.get(j + 1).equals(here.group(1))) {
                            j++;
                        }
                        j++;
                    }
                    String bare = stripComment(cmd.toString());
                    Matcher exits = EXITS.matcher(cmd.substring(bare.length()));
                    current = new Command(page, lineNo, bare.replaceAll("\\s+", " ").strip(), new ArrayList<>(), dollar,
                            exits.find() ? Integer.parseInt(exits.group(1)) : 0);
                    out.add(current);
                } else if (current != null && dollar) {
                    current.expected().add(l);
                } else if (current != null && tagged && l.startsWith("# ") && lastLineWasCommandOrOutput(body, j)) {
                    current.expected().add(l.substring(2));
                } else if (current != null && !tagged && !l.isBlank()) {
                    current.expected().add(l);
                } else {
                    current = l.isBlank() ? null : current;
                }
            }
        }
        for (Command c : out) {
            while (!c.expected().isEmpty() && c.expected().get(c.expected().size() - 1).isBlank()) {
                c.expected().remove(c.expected().size() - 1);
            }
        }
        return out;
    }

    /** A trailing comment that gives the command's exit status: {@code # exits 1: ...}. */
    private static final Pattern EXITS = Pattern.compile("^\\s*#.*\\bexits ([0-9]+)\\b");

    /** A page's own input file: {@code printf 'text' > name} (or {@code >>}), the text with printf's escapes. */
    private static final Pattern PRINTF = Pattern.compile("^printf '([^'%]*)' (>>?) ([\\w.-]+)$");

    private static boolean lastLineWasCommandOrOutput(List<String> body, int j) {
        return j > 0 && !body.get(j - 1).isBlank();
    }

    /** The command without a trailing {@code # comment} (outside quotes). */
    static String stripComment(String cmd) {
        char quote = 0;
        for (int k = 0; k < cmd.length(); k++) {
            char ch = cmd.charAt(k);
            if (quote != 0) {
                quote = ch == quote ? 0 : quote;
            } else if (ch == '\'' || ch == '"') {
                quote = ch;
            } else if (ch == '#' && (k == 0 || Character.isWhitespace(cmd.charAt(k - 1)))) {
                return cmd.substring(0, k);
            }
        }
        return cmd;
    }

    private static Optional<String> reasonItCannotRun(Command c) {
        if (PRINTF.matcher(c.text()).matches()) {
            return Optional.empty(); // the page's own input, written in its folder (brackets in it are text)
        }
        for (Skip s : CANNOT_RUN) {
            if (s.pattern().matcher(c.text()).find()) {
                return Optional.of(s.reason());
            }
        }
        if (SYNOPSIS.pattern().matcher(c.text().replaceAll("'[^']*'|\"[^\"]*\"", "''")).find()) {
            return Optional.of(SYNOPSIS.reason());
        }
        if (!c.text().matches("^((bin/)?nlg-metrics( .*)?|python3 -c .*)$")) {
            fail("a documented command nobody classified (run it, or list it with its reason): " + c.where());
        }
        return Optional.empty();
    }

    private Optional<Path> folder(String page) throws IOException {
        String shared = SHARED_FOLDER.get(page);
        if (shared != null) {
            return RepoPaths.shared(shared).filter(Files::isDirectory);
        }
        Path d = dir.resolve(page);
        if (!Files.isDirectory(d)) {
            Files.createDirectories(d);
            seed(page, d);
        }
        return Optional.of(d);
    }

    /** The files a page lays out in a table ({@code | name.txt | `segment 1` ... | `segment 2` ... |}). */
    private static void seed(String page, Path d) throws IOException {
        Path source = page.equals("README.md") ? ROOT.resolve(page) : ROOT.resolve("docs").resolve(page);
        Pattern row = Pattern.compile("^\\| (\\S+\\.txt) \\|(.*)$");
        Pattern segment = Pattern.compile("`([^`]*)`");
        Map<String, List<String>> files = new LinkedHashMap<>();
        for (String l : Files.readAllLines(source)) {
            Matcher m = row.matcher(l);
            if (m.find()) {
                List<String> segs = new ArrayList<>();
                for (Matcher s = segment.matcher(m.group(2)); s.find(); ) {
                    segs.add(s.group(1));
                }
                files.put(m.group(1), segs);
            }
        }
        // The ids files hold the same tokens as ids, one id per distinct token (bleu-profiles.md).
        Map<String, Integer> ids = new LinkedHashMap<>();
        for (Map.Entry<String, List<String>> f : files.entrySet()) {
            Files.writeString(d.resolve(f.getKey()), String.join("\n", f.getValue()) + "\n", StandardCharsets.UTF_8);
            List<String> idLines = new ArrayList<>();
            for (String seg : f.getValue()) {
                List<String> line = new ArrayList<>();
                for (String tok : seg.split(" ")) {
                    line.add(String.valueOf(ids.computeIfAbsent(tok, k -> ids.size() + 1)));
                }
                idLines.add(String.join(" ", line));
            }
            Files.writeString(d.resolve(f.getKey().replace(".txt", ".ids")), String.join("\n", idLines) + "\n",
                    StandardCharsets.UTF_8);
        }
    }

    /**
     * A bare file name with an extension that is not in the repository's folder: a file of the page's
     * folder (one it made, or one the command writes there), never one of the repository.
     */
    private static final Pattern OWN_FILE = Pattern.compile("[\\w.-]+\\.[A-Za-z]\\w*");

    /** The first input file the command names that the page does not provide (files it writes are not inputs). */
    private static String missingPlaceholder(Command c, Path cwd) {
        if (PRINTF.matcher(c.text()).matches()) {
            return null;
        }
        List<String> ws = words(c.text());
        for (int k = 0; k < ws.size(); k++) {
            String w = ws.get(k);
            boolean written = k > 0 && Set.of(">", ">>", "--segment-scores", "--html").contains(ws.get(k - 1));
            if (!written && PLACEHOLDER_FILES.contains(w) && !Files.exists(cwd.resolve(w))) {
                return w;
            }
        }
        return null;
    }

    /** The shell words of a command line: single and double quotes, no expansions. */
    static List<String> words(String cmd) {
        List<String> words = new ArrayList<>();
        StringBuilder w = null;
        char quote = 0;
        for (int k = 0; k < cmd.length(); k++) {
            char ch = cmd.charAt(k);
            if (quote != 0) {
                if (ch == quote) {
                    quote = 0;
                } else {
                    w.append(ch);
                }
            } else if (ch == '\'' || ch == '"') {
                quote = ch;
                w = w == null ? new StringBuilder() : w;
            } else if (Character.isWhitespace(ch)) {
                if (w != null) {
                    words.add(w.toString());
                    w = null;
                }
            } else {
                w = w == null ? new StringBuilder() : w;
                w.append(ch);
            }
        }
        if (w != null) {
            words.add(w.toString());
        }
        return words;
    }

    /** Runs the command in {@code cwd}; null when it did what the page says, else what differs. */
    private static String runAndCompare(Command c, Path cwd) throws IOException {
        Matcher printf = PRINTF.matcher(c.text());
        if (printf.matches()) {
            if (SHARED_FOLDER.containsKey(c.page())) {
                return "a page that works in ../shared writes no files there";
            }
            Path file = cwd.resolve(printf.group(3));
            String text = printfEscapes(printf.group(1));
            if (printf.group(2).equals(">>") && Files.exists(file)) {
                text = Files.readString(file) + text;
            }
            Files.writeString(file, text, StandardCharsets.UTF_8);
            return null;
        }
        List<String> words = words(c.text());
        if (words.get(0).equals("python3")) {
            return compare(c, python(words), null, ROOT);
        }
        words.remove(0);
        List<String> args = new ArrayList<>();
        List<String> plain = new ArrayList<>();
        String stdin = null;
        Path stdinFile = null;
        Path stdout = null;
        for (int k = 0; k < words.size(); k++) {
            String w = words.get(k);
            if (!w.equals(">") && !w.equals("<")) {
                plain.add(w);
            }
            if (w.equals(">") || w.equals("<")) {
                Path p = cwd.resolve(words.get(++k));
                if (w.equals(">")) {
                    stdout = p;
                } else {
                    stdin = Files.readString(p);
                    stdinFile = p;
                }
            } else if (!w.startsWith("-") && Files.exists(cwd.resolve(w))) {
                args.add(cwd.resolve(w).toString());
            } else if (!w.startsWith("-") && w.contains("/") && Files.exists(ROOT.resolve(w))) {
                args.add(ROOT.resolve(w).toString());
            } else if (!w.startsWith("-") && OWN_FILE.matcher(w).matches()) {
                args.add((Files.exists(ROOT.resolve(w)) ? ROOT : cwd).resolve(w).toString());
            } else {
                args.add(w);
            }
        }
        boolean inShared = SHARED_FOLDER.containsKey(c.page());
        // A command whose output shows a name in ../shared runs in the repository's folder: the names it
        // prints (and the widths of sacrebleu's tables) are the ones the page shows; the page's own
        // files stay in the page's folder. So does an --external adapter named from the repository.
        boolean fromRoot = !inShared && (c.expected().stream().anyMatch(l -> l.contains("../shared/"))
                || plain.contains("--external"));
        // The drop-ins write to the process's own standard output, as their tools do: a child JVM sees it.
        boolean dropIn = !plain.isEmpty() && DROP_INS.contains(plain.get(0));
        CliRun r = inShared || (dropIn && !fromRoot) ? childJvm(cwd, plain.stream().map(w -> !w.startsWith("-") && w.contains("/")
                && !Files.exists(cwd.resolve(w)) && Files.exists(ROOT.resolve(w)) ? ROOT.resolve(w).toString() : w).toList(), stdinFile)
                : fromRoot ? childJvm(ROOT, plain.stream().map(w -> !w.startsWith("-") && OWN_FILE.matcher(w).matches() && !Files.exists(ROOT.resolve(w))
                        ? cwd.resolve(w).toString() : w).toList(), stdinFile)
                : CliRun.withStdin(stdin, args.toArray(String[]::new));
        if (stdout != null) {
            Files.writeString(stdout, r.out(), StandardCharsets.UTF_8);
        }
        return compare(c, r, stdout, cwd);
    }

    /** Null when the run did what the page says, else what differs. */
    private static String compare(Command c, CliRun r, Path stdout, Path cwd) {
        List<String> expected = c.expected().stream().map(DocumentedShellBlocksTest::normalise).toList();
        boolean error = !expected.isEmpty() && expected.get(0).startsWith("nlg-metrics: ")
                && !expected.get(0).startsWith("nlg-metrics: note:") && !expected.get(0).startsWith("nlg-metrics: warning:");
        if (c.exit() != 0 ? r.exitCode() != c.exit() : error ? r.exitCode() == 0 : r.exitCode() != 0) {
            return "exit " + r.exitCode() + (c.exit() != 0 ? ", the page says " + c.exit() : error ? ", the page shows an error" : "")
                    + "\n" + r.err();
        }
        if (expected.isEmpty()) {
            return null;
        }
        String prefix = cwd.toString() + "/";
        List<String> actual = (r.err() + (stdout == null ? r.out() : "")).lines()
                .map(l -> normalise(l.replace(prefix, "").replace(ROOT + "/", ""))).toList();
        boolean elided = expected.stream().anyMatch(l -> l.contains("..."));
        if (c.exact() && !elided) {
            return actual.equals(expected) ? null : "the page shows:\n" + String.join("\n", expected)
                    + "\nthe command prints:\n" + String.join("\n", actual);
        }
        int at = 0;
        for (String e : expected) {
            if (e.contains("...")) {
                continue;
            }
            while (at < actual.size() && !actual.get(at).equals(e)) {
                at++;
            }
            if (at == actual.size()) {
                return "the page shows the line\n" + e + "\nwhich the command does not print (in this order):\n"
                        + String.join("\n", actual);
            }
            at++;
        }
        return null;
    }

    /**
     * Runs a stdlib-only Python command in the repository's folder, with this build's command line
     * (the test class path) as the one {@code python/nlg_metrics.py} runs ({@code NLG_METRICS_CMD}).
     */
    private static CliRun python(List<String> words) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(words).directory(ROOT.toFile());
        pb.environment().put("NLG_METRICS_CMD", "'" + java + "' -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp '"
                + System.getProperty("java.class.path") + "' " + NlgMetrics.class.getName());
        pb.environment().put("NLG_METRICS_PROGRESS", "0");
        return run(pb);
    }

    /**
     * Runs the CLI in a child JVM whose working folder is {@code cwd}: the files keep the bare names
     * the page prints (the sacrebleu table's widths depend on them) and notes the input readers print
     * on the process's standard error are seen.
     */
    private static CliRun childJvm(Path cwd, List<String> args, Path stdin) throws IOException {
        // The launcher's JVM settings for a short command (metrics-cli/src/dist/bin/nlg-metrics).
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xshare:auto",
                "-cp", System.getProperty("java.class.path"), NlgMetrics.class.getName()));
        cmd.addAll(args);
        return run(new ProcessBuilder(cmd).directory(cwd.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(stdin == null ? new java.io.File("/dev/null") : stdin.toFile())));
    }

    /** Runs a process to its end (two minutes at most), its output captured. */
    private static CliRun run(ProcessBuilder pb) throws IOException {
        if (pb.redirectInput() == ProcessBuilder.Redirect.PIPE) {
            pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        }
        Path out = Files.createTempFile("doc-out", ".txt");
        Path err = Files.createTempFile("doc-err", ".txt");
        try {
            Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!p.waitFor(120, java.util.concurrent.TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return new CliRun(-1, "", "timed out after 120 s");
            }
            return new CliRun(p.exitValue(), Files.readString(out).replace("\r\n", "\n"),
                    Files.readString(err).replace("\r\n", "\n"));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    private static boolean onPath(String program) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator))
                .anyMatch(d -> !d.isEmpty() && Files.isExecutable(Path.of(d, program)));
    }

    /** The text printf writes for a format without conversions: its backslash escapes replaced. */
    static String printfEscapes(String format) {
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < format.length(); k++) {
            char ch = format.charAt(k);
            if (ch == '\\' && k + 1 < format.length()) {
                char e = format.charAt(++k);
                switch (e) {
                    case 'n' -> out.append('\n');
                    case 't' -> out.append('\t');
                    case '\\' -> out.append('\\');
                    default -> throw new IllegalArgumentException("a printf escape the test does not read: \\" + e);
                }
            } else {
                out.append(ch);
            }
        }
        return out.toString();
    }

    /** What must vary between builds: the version in a signature; trailing blanks. */
    static String normalise(String line) {
        return line.replaceAll("version:[^|\\s)]+", "version:V").stripTrailing();
    }
}
