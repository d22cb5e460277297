package io.github.nlgmetrics.meteor.meteor15;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.StringTokenizer;
import java.util.zip.GZIPInputStream;

/**
 * A METEOR 1.5 paraphrase table ({@code paraphrase-en.gz} format) and its matcher.
 *
 * <p>Format: gzip-compressed UTF-8, three lines per entry: a probability (ignored, as METEOR
 * ignores it), a phrase, its paraphrase (tokens separated by whitespace). The table is directional
 * as stored; matching is tried both ways: for every reference position, every stored phrase that
 * starts there (shortest first, entries in file order) is matched wherever its paraphrase occurs
 * in the test words; then the same from test positions into the reference. Words are compared
 * exactly (no hash codes), and identical phrases match too (no "different word" test).
 *
 * <p>METEOR's own table (59 MB) is not redistributable here: users give its path
 * ({@code -a FILE} on the command line, {@code paraphrase_file} option).
 */
public final class Meteor15Paraphrases {
    private final Node root = new Node();
    private final List<int[]> paraphrases = new ArrayList<>();
    private final Map<String, Integer> vocabulary = new HashMap<>();
    private final Path source;

    private static final class Node {
        final Map<Integer, Node> next = new HashMap<>(2);
        int[] emit = new int[0];
    }

    private Meteor15Paraphrases(Path source) {
        this.source = source;
    }

    /** Reads a table in the {@code paraphrase-en.gz} format. */
    public static Meteor15Paraphrases load(Path file) {
        Meteor15Paraphrases t = new Meteor15Paraphrases(file);
        try (InputStream raw = Files.newInputStream(file);
             BufferedReader in = new BufferedReader(new InputStreamReader(new GZIPInputStream(raw, 1 << 16),
                     StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                int[] phrase = t.ids(in.readLine());
                int[] paraphrase = t.ids(in.readLine());
                t.add(phrase, t.paraphrases.size());
                t.paraphrases.add(paraphrase);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read paraphrase table " + file + ": " + e.getMessage(), e);
        }
        return t;
    }

    /** The file this table was read from. */
    public Path source() {
        return source;
    }

    private int[] ids(String line) {
        if (line == null) {
            throw new IllegalArgumentException("truncated paraphrase table: " + source);
        }
        StringTokenizer tok = new StringTokenizer(line);
        int[] ids = new int[tok.countTokens()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = vocabulary.computeIfAbsent(tok.nextToken(), k -> vocabulary.size());
        }
        return ids;
    }

    private void add(int[] words, int index) {
        Node n = root;
        for (int w : words) {
            n = n.next.computeIfAbsent(w, k -> new Node());
        }
        n.emit = Arrays.copyOf(n.emit, n.emit.length + 1);
        n.emit[n.emit.length - 1] = index;
    }

    private int[] translate(List<String> words) {
        int[] ids = new int[words.size()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = vocabulary.getOrDefault(words.get(i), -1);
        }
        return ids;
    }

    /** [length, paraphrase index] pairs of the stored phrases starting at {@code start}. */
    private List<int[]> paths(int[] words, int start) {
        List<int[]> out = new ArrayList<>();
        Node n = root;
        for (int i = 0; i < words.length - start; i++) {
            n = n.next.get(words[start + i]);
            if (n == null) {
                break;
            }
            for (int e : n.emit) {
                out.add(new int[] {i + 1, e});
            }
        }
        return out;
    }

    void match(int module, List<String> test, List<String> reference, Meteor15Aligner.Stage s) {
        int[] line1 = translate(test);
        int[] line2 = translate(reference);
        for (int j = 0; j < line2.length; j++) {
            for (int[] p : paths(line2, j)) {
                int[] words = paraphrases.get(p[1]);
                for (int i = 0; i < line1.length; i++) {
                    if (occursAt(line1, i, words)) {
                        s.add(new Meteor15Aligner.Match(j, p[0], i, words.length, module));
                    }
                }
            }
        }
        for (int i = 0; i < line1.length; i++) {
            for (int[] p : paths(line1, i)) {
                int[] words = paraphrases.get(p[1]);
                for (int j = 0; j < line2.length; j++) {
                    if (occursAt(line2, j, words)) {
                        s.add(new Meteor15Aligner.Match(j, words.length, i, p[0], module));
                    }
                }
            }
        }
    }

    private static boolean occursAt(int[] line, int at, int[] words) {
        for (int k = 0; k < words.length; k++) {
            if (at + k == line.length || line[at + k] != words[k]) {
                return false;
            }
        }
        return true;
    }
}
