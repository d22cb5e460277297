package io.github.nlgmetrics.rouge.rouge155;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * ROUGE-1.5.5's data directory ({@code -e DIR}, {@code --rouge-data DIR} or
 * {@code ROUGE_EVAL_HOME}): {@code WordNet-2.0-exceptions.tsv} (every key and value of the
 * script's {@code WordNet-2.0.exc.db}, one {@code word<TAB>base} a line) and
 * {@code smart_common_words.txt} (the SMART stop words of {@code -s}). Read as bytes
 * (ISO-8859-1), as the script compares them with byte-string tokens.
 *
 * <p>Both files are bundled ({@link #bundled()}, the default when no directory is given): the
 * exception table exported from a <em>populated</em> {@code WordNet-2.0.exc.db} (many public
 * ROUGE-1.5.5 copies ship an empty one, which silently turns the table off with {@code -m}),
 * under WordNet 2.0's licence, and the script's SMART stop-word list (notices beside them:
 * {@code WordNet-2.0-exceptions.LICENSE.txt}, {@code smart_common_words.NOTICE.txt}, and the
 * project's {@code NOTICE}). A directory given by {@code -e DIR}, {@code --rouge-data DIR} or
 * {@code ROUGE_EVAL_HOME} overrides them.
 *
 * @param exceptions word → base of the WordNet 2.0 exception table
 * @param stopwords the SMART stop-word list
 */
public record Rouge155Data(Map<String, String> exceptions, Set<String> stopwords) {
    public static final String EXCEPTIONS_FILE = "WordNet-2.0-exceptions.tsv";
    public static final String STOPWORDS_FILE = "smart_common_words.txt";

    public Rouge155Data {
        exceptions = Map.copyOf(exceptions);
        stopwords = Set.copyOf(stopwords);
    }

    private static volatile Rouge155Data bundled;

    /** The data shipped in this jar (the populated WordNet 2.0 exception table, the SMART list), loaded once. */
    public static Rouge155Data bundled() {
        Rouge155Data d = bundled;
        if (d == null) {
            synchronized (Rouge155Data.class) {
                d = bundled;
                if (d == null) {
                    d = parse(resourceLines(EXCEPTIONS_FILE), EXCEPTIONS_FILE + " (bundled)", resourceLines(STOPWORDS_FILE));
                    bundled = d;
                }
            }
        }
        return d;
    }

    private static List<String> resourceLines(String name) {
        try (InputStream in = Rouge155Data.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException(name + " is missing from the metrics-core jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1).lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the bundled " + name, e);
        }
    }

    /** Loads both files from {@code dir}; a missing file is an error naming it. */
    public static Rouge155Data load(Path dir) {
        Path exc = dir.resolve(EXCEPTIONS_FILE);
        Path stop = dir.resolve(STOPWORDS_FILE);
        try {
            if (!Files.isRegularFile(exc) && Files.isRegularFile(dir.resolve(STOCK_EXCEPTIONS_DB))) {
                throw new IllegalArgumentException(stockFolder(dir));
            }
            if (!Files.isRegularFile(exc)) {
                throw new IllegalArgumentException("ROUGE data directory " + dir + " has no " + EXCEPTIONS_FILE);
            }
            if (!Files.isRegularFile(stop)) {
                throw new IllegalArgumentException("ROUGE data directory " + dir + " has no " + STOPWORDS_FILE);
            }
            return parse(Files.readAllLines(exc, StandardCharsets.ISO_8859_1), exc.toString(),
                    Files.readAllLines(stop, StandardCharsets.ISO_8859_1));
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read ROUGE data directory " + dir + ": " + e.getMessage(), e);
        }
    }

    /** The stock ROUGE-1.5.5 {@code data/} folder's exception table: a Berkeley DB hash file ({@code DB_File}). */
    public static final String STOCK_EXCEPTIONS_DB = "WordNet-2.0.exc.db";

    /**
     * What to do with a stock ROUGE-1.5.5 {@code data/} folder (what pyrouge users point
     * {@code ROUGE_EVAL_HOME} at): its {@code WordNet-2.0.exc.db} is a Berkeley DB file this library
     * does not read. Either leave the folder out (the bundled table is an export of a populated
     * {@code .exc.db}), or export the folder's own table, so that the numbers follow what that
     * file holds (many public copies ship it empty, and the script then stems without exceptions).
     */
    static String stockFolder(Path dir) {
        Path db = dir.resolve(STOCK_EXCEPTIONS_DB);
        return "ROUGE data directory " + dir + " is a stock ROUGE-1.5.5 data/ folder: its " + STOCK_EXCEPTIONS_DB
                + " (a Berkeley DB file) is not read here. Leave out -e/--rouge-data/ROUGE_EVAL_HOME to use the"
                + " bundled table (exported from a populated " + STOCK_EXCEPTIONS_DB + "), or export this folder's"
                + " own table beside it (an empty .exc.db gives an empty table, as the script then uses): perl"
                + " -MFcntl -MDB_File -e 'tie my %h, \"DB_File\", $ARGV[0], O_RDONLY, 0, $DB_HASH or die $!;"
                + " while (my ($k, $v) = each %h) { print \"$k\\t$v\\n\" }' " + db + " > "
                + dir.resolve(EXCEPTIONS_FILE);
    }

    private static Rouge155Data parse(List<String> exceptionLines, String exceptionSource, List<String> stopLines) {
        Map<String, String> map = new HashMap<>();
        for (int i = 0; i < exceptionLines.size(); i++) {
            String line = exceptionLines.get(i);
            if (line.isEmpty()) {
                continue;
            }
            int tab = line.indexOf('\t');
            if (tab < 0) {
                throw new IllegalArgumentException(exceptionSource + " line " + (i + 1) + ": expected word<TAB>base");
            }
            map.put(line.substring(0, tab), line.substring(tab + 1));
        }
        return new Rouge155Data(map, new HashSet<>(stopLines));
    }
}
