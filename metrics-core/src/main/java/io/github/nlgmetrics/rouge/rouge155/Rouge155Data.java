package io.github.nlgmetrics.rouge.rouge155;

import java.io.IOException;
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

    /** Loads both files from {@code dir}; a missing file is an error naming it. */
    public static Rouge155Data load(Path dir) {
        Path exc = dir.resolve(EXCEPTIONS_FILE);
        Path stop = dir.resolve(STOPWORDS_FILE);
        try {
            if (!Files.isRegularFile(exc)) {
                throw new IllegalArgumentException("ROUGE data directory " + dir + " has no " + EXCEPTIONS_FILE);
            }
            if (!Files.isRegularFile(stop)) {
                throw new IllegalArgumentException("ROUGE data directory " + dir + " has no " + STOPWORDS_FILE);
            }
            Map<String, String> map = new HashMap<>();
            List<String> lines = Files.readAllLines(exc, StandardCharsets.ISO_8859_1);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.isEmpty()) {
                    continue;
                }
                int tab = line.indexOf('\t');
                if (tab < 0) {
                    throw new IllegalArgumentException(exc + " line " + (i + 1) + ": expected word<TAB>base");
                }
                map.put(line.substring(0, tab), line.substring(tab + 1));
            }
            Set<String> words = new HashSet<>();
            for (String line : Files.readAllLines(stop, StandardCharsets.ISO_8859_1)) {
                words.add(line);
            }
            return new Rouge155Data(map, words);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read ROUGE data directory " + dir + ": " + e.getMessage(), e);
        }
    }
}
