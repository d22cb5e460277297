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
 * {@code ROUGE_EVAL_HOME}): the WordNet 2.0 exception table of {@code -m}, either the script's own
 * {@code WordNet-2.0.exc.db} (a stock ROUGE-1.5.5 {@code data/} folder: the Berkeley DB hash file
 * is read in Java, {@link BerkeleyDbHash}) or {@code WordNet-2.0-exceptions.tsv} (its keys and
 * values, one {@code word<TAB>base} a line), and {@code smart_common_words.txt} (the SMART stop
 * words of {@code -s}). Read as bytes (ISO-8859-1), as the script compares them with byte-string
 * tokens.
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

    /**
     * Loads a data directory: the exception table from {@code WordNet-2.0.exc.db} when the folder
     * has one (a stock ROUGE-1.5.5 {@code data/} folder, what pyrouge users point
     * {@code ROUGE_EVAL_HOME} at: read as the script reads it, whatever it holds, so an empty
     * database gives an empty table, see {@link BerkeleyDbHash}), else from
     * {@code WordNet-2.0-exceptions.tsv}; and {@code smart_common_words.txt}. A missing or
     * malformed file is an {@link IllegalArgumentException} naming it and what is wrong.
     */
    public static Rouge155Data load(Path dir) {
        Path db = dir.resolve(STOCK_EXCEPTIONS_DB);
        Path exc = dir.resolve(EXCEPTIONS_FILE);
        Path stop = dir.resolve(STOPWORDS_FILE);
        try {
            if (!Files.isDirectory(dir)) {
                throw new IllegalArgumentException("ROUGE data directory " + dir + " is not a directory");
            }
            Map<String, String> exceptions;
            if (Files.isRegularFile(db)) {
                exceptions = BerkeleyDbHash.read(db);
            } else if (Files.isSymbolicLink(db)) {
                throw new IllegalArgumentException("ROUGE data directory " + dir + ": " + STOCK_EXCEPTIONS_DB
                        + " is a link to " + Files.readSymbolicLink(db) + ", which is not a file");
            } else if (Files.isRegularFile(exc)) {
                exceptions = parseExceptions(Files.readAllLines(exc, StandardCharsets.ISO_8859_1), exc.toString());
            } else {
                throw new IllegalArgumentException("ROUGE data directory " + dir + " has neither " + STOCK_EXCEPTIONS_DB
                        + " (ROUGE-1.5.5's exception table) nor " + EXCEPTIONS_FILE + " (its text export); leave out"
                        + " -e/--rouge-data/ROUGE_EVAL_HOME to use the bundled table");
            }
            if (!Files.isRegularFile(stop)) {
                throw new IllegalArgumentException("ROUGE data directory " + dir + " has no " + STOPWORDS_FILE);
            }
            return new Rouge155Data(exceptions, new HashSet<>(Files.readAllLines(stop, StandardCharsets.ISO_8859_1)));
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read ROUGE data directory " + dir + ": " + e.getMessage(), e);
        }
    }

    /**
     * The stock ROUGE-1.5.5 {@code data/} folder's exception table, the file the script ties with
     * {@code DB_File} and {@code $DB_HASH}: a Berkeley DB hash file (1.85 in the original
     * distribution, 4.x-6.x where it was rebuilt or shipped empty), read by {@link BerkeleyDbHash}.
     */
    public static final String STOCK_EXCEPTIONS_DB = "WordNet-2.0.exc.db";

    private static Rouge155Data parse(List<String> exceptionLines, String exceptionSource, List<String> stopLines) {
        return new Rouge155Data(parseExceptions(exceptionLines, exceptionSource), new HashSet<>(stopLines));
    }

    private static Map<String, String> parseExceptions(List<String> exceptionLines, String exceptionSource) {
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
        return map;
    }
}
