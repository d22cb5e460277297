package io.github.nlgmetrics.cli;

import static io.github.nlgmetrics.cli.DocumentedCommands.PRINTF;
import static io.github.nlgmetrics.cli.DocumentedCommands.commands;
import static io.github.nlgmetrics.cli.DocumentedCommands.normalise;
import static io.github.nlgmetrics.cli.DocumentedCommands.printfEscapes;
import static io.github.nlgmetrics.cli.DocumentedCommands.words;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.nlgmetrics.cli.DocumentedCommands.Command;
import io.github.nlgmetrics.fixtures.RepoPaths;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every shell command of README.md and docs/*.md runs as written from the repository's root, where
 * the Quick start leaves a user, or after a setup line shown on the same page, and prints what its
 * page shows; or it is on the reviewed list of commands that cannot run in a test, with the reason
 * (issues 33 and 39). A command nobody classified fails the test, so a new page cannot add an
 * unchecked one. {@link DocumentedCommands} reads the commands and the output shown after each.
 *
 * <p>Each page runs in order in a fresh folder of its own that stands for the repository's root: a
 * link to every top-level entry of the checkout ({@code bin/}, {@code conformance-data/},
 * {@code python/}, ...) and {@code ../shared} beside it (a link to the shared data, where present).
 * A page therefore has only the files it makes itself ({@code printf 'line\n...' > file}, run by the
 * test, or a command's output) and cannot lean on another page's; and no page writes a file the
 * README makes for its own examples ({@code ref.txt}, ...), so following a page never breaks the
 * README's commands. The rules a first hour trips over fail the test: a bare {@code nlg-metrics}
 * without a line on the page that puts it on the PATH (from the root it is {@code bin/nlg-metrics}),
 * a synopsis in a block tagged as shell (a reader runs those line by line), a README file written by
 * another page.
 *
 * <p>Commands run in-process ({@link CliRun}, their file arguments resolved in the page's folder).
 * A child JVM in the page's folder runs the drop-ins (they write to the process's own standard
 * output), the commands whose output shows a {@code ../shared} name (the names and table widths are
 * then the page's) and {@code --external} adapters; {@code python3 -c} commands (the stdlib-only
 * {@code nlg_metrics} module) run in the page's folder where a {@code python3} is on the PATH,
 * against this build's command line. Only the version in a signature and the folder a command ran
 * in are normalised in what it prints. The report on standard output lists every command run (with
 * its time) and every one skipped, by reason.
 */
class DocumentedShellBlocksTest {
    private static final Path ROOT = RepoPaths.conformanceData().getParent();

    private record Skip(Pattern pattern, String reason) {}

    private static Skip skip(String regex, String reason) {
        return new Skip(Pattern.compile(regex), reason);
    }

    /** The reviewed list: commands that cannot run here, each with its reason. */
    private static final List<Skip> CANNOT_RUN = List.of(
            skip("^mvn ", "runs Maven itself (minutes; the build that runs this test)"),
            skip("^java -jar metrics-bench/", "a JMH benchmark (minutes)"),
            skip("^(tar -xzf metrics-cli/target/|export PATH=\"\\$PWD/nlg-metrics-)",
                    "unpacks the archive that `mvn -B package` makes after this test has run (DistArchiveIT runs it)"),
            skip("^(source REFS|source REFS_TOK|metrics-bench/scripts/compare\\.py)",
                    "needs the Python reference tools (../shared/refs) and takes minutes"),
            skip("^python3 - <<", "a step of the Spark worked example (writes /tmp/wmt17-16.jsonl for a Spark run)"),
            skip("^python3 (?!-c )|--external \"python3 (conformance-kit/(nltk|sacrebleu|rouge_score)_adapter|my_adapter)",
                    "needs a Python with the reference packages (NLTK, ...)"),
            skip("--lang en\\b|--model microsoft/deberta-xlarge-mnli",
                    "needs roberta-large or deberta-xlarge-mnli in a hub cache (1.4-3 GB; no model hub here:"
                    + " BertScoreHubCacheTest runs --lang en on a hub cache it makes)"),
            skip("^optimum-cli ", "exports a Hugging Face model with Optimum (needs optimum and the model hub)"),
            skip("--external \"\\./target/release/", "an adapter of the reader's own implementation"),
            skip("^git ", "changes the working tree (git stash)"),
            skip("^pip install ", "installs into the reader's Python (python/tests/test_install.py installs it offline)"),
            skip("^(alias |printf .*~/bin|chmod \\+x ~/bin)", "writes a user's shell setup outside the repository"),
            skip("^(NLG_METRICS_JAVA_OPTS='[^']*' )?(bin/nlg-metrics-spark|spark-submit|pyspark|metrics-spark/scripts/)",
                    "needs the Spark jar (metrics-spark's package) and a Spark run of minutes"),
            skip("/tmp/nlg-spark-bench-100/", "reads the corpus the Spark benchmark script makes in /tmp"),
            skip("^(cd |: >|for |/usr/bin/time |diff |d=|  printf)",
                    "a step of a timing or comparison recipe over the 16 WMT17 systems (minutes, /tmp)"),
            skip("^(bin/)?nlg-metrics conformance( --json)?( > \\S+)?$",
                    "every bundled golden case: minutes on two cores (the per-file runs are checked)"),
            skip("^(bin/)?nlg-metrics regress --baseline report-before\\.json",
                    "compares two full conformance reports (minutes to make)"));

    /** A synopsis (placeholders outside quotes): shows the options, not a run. */
    private static final Skip SYNOPSIS = skip("\\[|\\.\\.\\.|\\b(REF|HYP|SYS1|CONFIG\\.xml|ROUGE_DATA|FILE|CAND)\\b",
            "a synopsis: placeholders, not a runnable example");

    /** A line that puts {@code nlg-metrics} on the PATH: after it, a page may name the command bare. */
    private static final Pattern SETUP = Pattern.compile("^(export PATH=.*nlg-metrics|alias nlg-metrics=)");

    /**
     * Input files a page names that no page can make: a data set's or a tool's own files, which the
     * repository does not ship. Any other file a command reads is made by its page (a {@code printf}
     * step) or is in the repository or {@code ../shared}; else the command fails here.
     */
    private static final Set<String> PLACEHOLDER_FILES = Set.of("captions_val2014_fakecap_results.json",
            "captions_val2014.json", "paraphrase-en.gz");

    /** The commands that write to the process's standard output themselves (as the tools they replace). */
    private static final Set<String> DROP_INS = Set.of("sacrebleu", "jiwer", "meteor15", "rouge155", "bert-score");

    /** The options whose value is a file the command writes. */
    private static final Set<String> WRITES = Set.of(">", ">>", "--segment-scores", "--html");

    @TempDir
    Path dir;

    /** The links of the fresh roots go before JUnit removes the folder (it warns about each link it meets). */
    @AfterEach
    void removeLinks() throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.filter(Files::isSymbolicLink).toList()) {
                Files.delete(p);
            }
        }
    }

    @Test
    void everyDocumentedShellCommandRunsAsWrittenOrIsListedWithItsReason() throws IOException {
        long start = System.nanoTime();
        Map<String, List<Command>> pages = new LinkedHashMap<>();
        for (Path page : pages()) {
            String name = page.getFileName().toString();
            pages.put(name, commands(name, Files.readString(page)));
        }
        int total = pages.values().stream().mapToInt(List::size).sum();
        assertTrue(total > 50, "found " + total + " documented commands");
        Set<String> readmeFiles = madeByPrintf(pages.get("README.md"));
        Map<String, List<String>> skipped = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        int ran = 0;
        for (Map.Entry<String, List<Command>> page : pages.entrySet()) {
            failures.addAll(ruleBreaches(page.getValue(), page.getKey().equals("README.md") ? Set.of() : readmeFiles));
            Path cwd = freshRoot(page.getKey());
            for (Command c : page.getValue()) {
                Optional<String> reason = reasonItCannotRun(c, cwd);
                if (reason.isPresent()) {
                    skipped.computeIfAbsent(reason.get(), k -> new ArrayList<>()).add(c.where());
                    continue;
                }
                ran++;
                long t0 = System.nanoTime();
                String problem = runAndCompare(c, cwd);
                skipped.computeIfAbsent("", k -> new ArrayList<>())
                        .add(c.where() + "  (" + (System.nanoTime() - t0) / 1_000_000 + " ms)");
                if (problem != null) {
                    failures.add(c.where() + "\n    " + problem.replace("\n", "\n    "));
                }
            }
        }
        StringBuilder report = new StringBuilder();
        report.append(total).append(" documented commands: ").append(ran).append(" run, ")
                .append(total - ran).append(" skipped (the commands run, then each reason), in ")
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
                + "```\nbin/nlg-metrics conformance f.csv\nrow 1\n```\n```java\nint x;\n```\n"
                + "Text:\n\n    bin/nlg-metrics explain -r a -i b\n\nmore text\n    not a block\n";
        List<Command> cs = commands("p.md", page);
        assertEquals(List.of("bin/nlg-metrics bleu -r a -i b", "mvn -B verify", "nlg-metrics x --y", "nlg-metrics z",
                "bin/nlg-metrics conformance f.csv", "bin/nlg-metrics explain -r a -i b"),
                cs.stream().map(Command::text).toList());
        assertEquals(List.of("BLEU = 1"), cs.get(0).expected());
        assertEquals(List.of("out 1", "...", "out 2"), cs.get(2).expected());
        assertEquals(List.of("row 1"), cs.get(4).expected());
        assertTrue(cs.get(2).exact() && !cs.get(4).exact());
        assertTrue(cs.get(0).shellBlock() && !cs.get(2).shellBlock() && !cs.get(5).shellBlock());
        assertEquals(25, cs.get(5).line());
        Command regress = commands("p.md", "```sh\nbin/nlg-metrics regress --baseline a --current b   # exits 1: moved\n```\n").get(0);
        assertEquals("bin/nlg-metrics regress --baseline a --current b", regress.text());
        assertEquals(1, regress.exit());
        assertEquals(0, cs.get(0).exit());
        assertTrue(PRINTF.matcher("printf 'a b\\nc\\n' > ref.txt").matches());
        assertEquals("a b\nc\td\\\n", printfEscapes("a b\\nc\\td\\\\\\n"));
    }

    /** What a first hour tripped over (issue 39), each refused by the rules every page is held to. */
    @Test
    void theRulesRefuseABareCommandASynopsisInAShellBlockAndAReadmeFileOverwritten() {
        List<Command> page = commands("p.md", "```sh\nnlg-metrics bleu -r r.txt -i h.txt\n"
                + "bin/nlg-metrics jiwer -r r.txt -h h.txt [-c] [-a]\n"
                + "printf 'x\\n' > ref.txt\nbin/nlg-metrics bleu -r r.txt -i h.txt --segment-scores hyp.txt\n```\n"
                + "```\nnlg-metrics rouge -r REF [-i HYP]\n```\n");
        List<String> breaches = ruleBreaches(page, Set.of("ref.txt", "hyp.txt"));
        assertEquals(4, breaches.size(), String.join("\n", breaches));
        assertTrue(breaches.get(0).startsWith("p.md:2: nlg-metrics bleu") && breaches.get(0).contains("bin/nlg-metrics"),
                breaches.get(0));
        assertTrue(breaches.get(1).startsWith("p.md:3: ") && breaches.get(1).contains("a synopsis in a block tagged as shell"),
                breaches.get(1));
        assertTrue(breaches.get(2).contains("writes ref.txt, which the README makes"), breaches.get(2));
        assertTrue(breaches.get(3).contains("writes hyp.txt, which the README makes"), breaches.get(3));
        List<Command> installed = commands("p.md", "```sh\nexport PATH=\"$PWD/nlg-metrics-1/bin:$PATH\"\n"
                + "nlg-metrics bleu -r r.txt -i h.txt\n```\n");
        assertEquals(List.of(), ruleBreaches(installed, Set.of()), "a setup line on the page puts the command on the PATH");
    }

    /**
     * The rules of one page's commands, in order: no bare {@code nlg-metrics} before a setup line
     * puts it on the PATH, no synopsis in a shell block, no file of {@code readmeFiles} written.
     */
    static List<String> ruleBreaches(List<Command> page, Set<String> readmeFiles) {
        List<String> out = new ArrayList<>();
        boolean onPath = false;
        for (Command c : page) {
            onPath |= SETUP.matcher(c.text()).find();
            boolean synopsis = isSynopsis(c);
            if (synopsis && c.shellBlock()) {
                out.add(c.where() + "\n    a synopsis in a block tagged as shell, which a reader runs line by line:"
                        + " put it in the text or an untagged block");
            }
            if (!synopsis && c.text().startsWith("nlg-metrics ") && !onPath) {
                out.add(c.where() + "\n    a bare nlg-metrics: from the repository's root the command is bin/nlg-metrics"
                        + " (or show the line that puts it on the PATH)");
            }
            for (String f : written(c)) {
                if (readmeFiles.contains(f)) {
                    out.add(c.where() + "\n    writes " + f + ", which the README makes for its own examples:"
                            + " give the page's files names of their own");
                }
            }
        }
        return out;
    }

    /** The files a command writes in its folder: a printf's target, a redirection's, an output option's. */
    private static Set<String> written(Command c) {
        Set<String> out = new LinkedHashSet<>();
        Matcher printf = PRINTF.matcher(c.text());
        if (printf.matches()) {
            out.add(printf.group(3));
            return out;
        }
        List<String> ws = words(c.text());
        for (int k = 1; k < ws.size(); k++) {
            if (WRITES.contains(ws.get(k - 1))) {
                out.add(ws.get(k));
            }
        }
        return out;
    }

    private static Set<String> madeByPrintf(List<Command> page) {
        Set<String> out = new LinkedHashSet<>();
        for (Command c : page) {
            Matcher printf = PRINTF.matcher(c.text());
            if (printf.matches()) {
                out.add(printf.group(3));
            }
        }
        return out;
    }

    private static boolean isSynopsis(Command c) {
        return !PRINTF.matcher(c.text()).matches()
                && SYNOPSIS.pattern().matcher(c.text().replaceAll("'[^']*'|\"[^\"]*\"", "''")).find();
    }

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    /**
     * A fresh folder for one page that stands for the repository's root: a link to each of the
     * checkout's top-level entries, and {@code ../shared} beside it where the shared data is present.
     */
    private Path freshRoot(String page) throws IOException {
        Optional<Path> shared = RepoPaths.shared("");
        if (shared.isPresent() && !Files.exists(dir.resolve("shared"), java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            Files.createSymbolicLink(dir.resolve("shared"), shared.get().toAbsolutePath());
        }
        Path root = Files.createDirectories(dir.resolve("root-of-" + page));
        try (Stream<Path> entries = Files.list(ROOT)) {
            for (Path e : entries.filter(e -> !e.getFileName().toString().equals(".git")).toList()) {
                Files.createSymbolicLink(root.resolve(e.getFileName().toString()), e.toAbsolutePath());
            }
        }
        return root;
    }

    /** Why the command cannot run here, or empty when it runs. */
    private static Optional<String> reasonItCannotRun(Command c, Path cwd) {
        if (PRINTF.matcher(c.text()).matches()) {
            return Optional.empty(); // the page's own input, written in its folder (brackets in it are text)
        }
        for (Skip s : CANNOT_RUN) {
            if (s.pattern().matcher(c.text()).find()) {
                return Optional.of(s.reason());
            }
        }
        if (isSynopsis(c)) {
            return Optional.of(SYNOPSIS.reason());
        }
        if (!c.text().matches("^((bin/)?nlg-metrics( .*)?|python3 -c .*)$")) {
            fail("a documented command nobody classified (run it, or list it with its reason): " + c.where());
        }
        if ((c.text().startsWith("python3 ") || c.text().contains("\"python3 ")) && !onPath("python3")) {
            return Optional.of("python3 is absent");
        }
        List<String> ws = words(c.text());
        if (ws.stream().anyMatch(w -> w.startsWith("../shared/") && !Files.exists(cwd.resolve(w)))) {
            return Optional.of("../shared is absent");
        }
        for (int k = 0; k < ws.size(); k++) {
            boolean output = k > 0 && WRITES.contains(ws.get(k - 1));
            if (!output && PLACEHOLDER_FILES.contains(ws.get(k)) && !Files.exists(cwd.resolve(ws.get(k)))) {
                return Optional.of("names a data set's or tool's own file (COCO's captions, METEOR 1.5's paraphrase table)");
            }
        }
        return Optional.empty();
    }

    /**
     * A bare file name with an extension: a file of the page's folder (one it made, or one the
     * command writes there).
     */
    private static final Pattern OWN_FILE = Pattern.compile("[\\w.-]+\\.[A-Za-z]\\w*");

    /** Runs the command in {@code cwd}; null when it did what the page says, else what differs. */
    private static String runAndCompare(Command c, Path cwd) throws IOException {
        Matcher printf = PRINTF.matcher(c.text());
        if (printf.matches()) {
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
            return compare(c, python(words, cwd), null, cwd);
        }
        words.remove(0);
        List<String> args = new ArrayList<>();
        List<String> plain = new ArrayList<>();
        String stdin = null;
        Path stdinFile = null;
        Path stdout = null;
        for (int k = 0; k < words.size(); k++) {
            String w = words.get(k);
            if (w.equals(">") || w.equals("<")) {
                Path p = cwd.resolve(words.get(++k));
                if (w.equals(">")) {
                    stdout = p;
                } else {
                    stdin = Files.readString(p);
                    stdinFile = p;
                }
                continue;
            }
            plain.add(w);
            boolean file = !w.startsWith("-") && (Files.exists(cwd.resolve(w)) || OWN_FILE.matcher(w).matches());
            args.add(file ? cwd.resolve(w).toString() : w);
        }
        // The drop-ins write to the process's own standard output, as their tools do; a command whose
        // output shows a ../shared name prints the names (and sacrebleu's table widths) as given; an
        // --external adapter is started from the JVM's folder. A child JVM in the page's folder runs those.
        boolean child = !plain.isEmpty() && DROP_INS.contains(plain.get(0)) || plain.contains("--external")
                || c.expected().stream().anyMatch(l -> l.contains("../shared/"));
        CliRun r = child ? childJvm(cwd, plain, stdinFile) : CliRun.withStdin(stdin, args.toArray(String[]::new));
        if (stdout != null) {
            Files.writeString(stdout, r.out(), StandardCharsets.UTF_8);
        }
        return compare(c, r, stdout, cwd);
    }

    /** Null when the run did what the page says, else what differs. */
    private static String compare(Command c, CliRun r, Path stdout, Path cwd) {
        List<String> expected = c.expected().stream().map(DocumentedCommands::normalise).toList();
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
     * Runs a stdlib-only Python command in the page's folder, with this build's command line (the
     * test class path) as the one {@code python/nlg_metrics.py} runs ({@code NLG_METRICS_CMD}).
     */
    private static CliRun python(List<String> words, Path cwd) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(words).directory(cwd.toFile());
        pb.environment().put("NLG_METRICS_CMD", "'" + java + "' -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp '"
                + System.getProperty("java.class.path") + "' " + NlgMetrics.class.getName());
        pb.environment().put("NLG_METRICS_PROGRESS", "0");
        return run(pb);
    }

    /**
     * Runs the CLI in a child JVM whose working folder is {@code cwd}, with the arguments as the page
     * writes them: the names it prints are the page's, and notes the input readers print on the
     * process's standard error are seen.
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
}
