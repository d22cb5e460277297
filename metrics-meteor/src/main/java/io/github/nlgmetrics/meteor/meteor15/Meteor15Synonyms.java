package io.github.nlgmetrics.meteor.meteor15;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringTokenizer;
import java.util.zip.GZIPInputStream;

/**
 * METEOR 1.5's English synonym table: WordNet 3.0 synset numbers per word form
 * ({@code english.synsets}) and irregular forms to base forms ({@code english.exceptions}), both
 * from the METEOR 1.5 distribution (cmu-mtlab/meteor, LGPL; WordNet 3.0 licence in
 * {@code COPYING.WORDNET}), bundled gzipped and unchanged.
 *
 * <p>Two words are synonyms when the synsets of their forms <em>or</em> of their base forms
 * intersect. A base form is the exception list's entry, else the result of WordNet's
 * {@code morph()} suffix rules, applied as METEOR applies them: the first of 20 suffix rules
 * (nouns {@code s ses xes zes ches shes men ies}, verbs {@code s ies es es ed ed ing ing},
 * adjectives {@code er est er est}) whose stripped form is in the table wins; words of at most two
 * characters or ending in {@code ss} are their own base form; a word ending in {@code ful} gets
 * {@code ful} re-appended to the found base (a METEOR quirk: the suffix is not stripped first).
 * Nothing found gives the empty string (no synsets). Lookups are case-sensitive.
 */
public final class Meteor15Synonyms {
    private static final String[] SUFFIX = {
        "s", "ses", "xes", "zes", "ches", "shes", "men", "ies",
        "s", "ies", "es", "es", "ed", "ed", "ing", "ing",
        "er", "est", "er", "est"};
    private static final String[] ENDING = {
        "", "s", "x", "z", "ch", "sh", "man", "y",
        "", "y", "e", "", "e", "", "e", "",
        "", "", "e", "e"};
    private static final int[] NONE = new int[0];

    private final Map<String, int[]> synsets;
    private final Map<String, List<String>> bases;

    private Meteor15Synonyms(Map<String, int[]> synsets, Map<String, List<String>> bases) {
        this.synsets = synsets;
        this.bases = bases;
    }

    /** The bundled English table (loaded once, about 150,000 forms). */
    public static Meteor15Synonyms english() {
        return Holder.ENGLISH;
    }

    private static final class Holder {
        static final Meteor15Synonyms ENGLISH = load();
    }

    /** The synset numbers of {@code word} and of its base forms (a fresh set). */
    public Set<Integer> synsetsWithBase(String word) {
        Set<Integer> set = new HashSet<>();
        addAll(set, synsets.getOrDefault(word, NONE));
        List<String> b = bases.get(word);
        if (b != null) {
            for (String base : b) {
                addAll(set, synsets.getOrDefault(base, NONE));
            }
        } else {
            addAll(set, synsets.getOrDefault(morph(word), NONE));
        }
        return set;
    }

    /** WordNet's {@code morph()} as METEOR applies it (see the class comment); "" when no rule applies. */
    String morph(String word) {
        String end = word.endsWith("ful") ? "ful" : "";
        if (word.endsWith("ss") || word.length() <= 2) {
            return word;
        }
        for (int i = 0; i < SUFFIX.length; i++) {
            if (word.endsWith(SUFFIX[i])) {
                String base = word.substring(0, word.length() - SUFFIX[i].length()) + ENDING[i];
                if (synsets.containsKey(base)) {
                    return base + end;
                }
            }
        }
        return "";
    }

    private static void addAll(Set<Integer> set, int[] values) {
        for (int v : values) {
            set.add(v);
        }
    }

    private static Meteor15Synonyms load() {
        Map<String, List<String>> bases = new HashMap<>();
        try (BufferedReader in = reader("english.exceptions.gz")) {
            String base;
            while ((base = in.readLine()) != null) {
                String line = in.readLine();
                StringTokenizer tok = new StringTokenizer(line);
                while (tok.hasMoreTokens()) {
                    bases.computeIfAbsent(tok.nextToken(), k -> new ArrayList<>(1)).add(base);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, int[]> synsets = new HashMap<>(300_000);
        try (BufferedReader in = reader("english.synsets.gz")) {
            String word;
            while ((word = in.readLine()) != null) {
                StringTokenizer tok = new StringTokenizer(in.readLine());
                int[] ids = new int[tok.countTokens()];
                for (int i = 0; i < ids.length; i++) {
                    ids[i] = Integer.parseInt(tok.nextToken());
                }
                synsets.put(word, ids);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Meteor15Synonyms(synsets, bases);
    }

    private static BufferedReader reader(String resource) throws IOException {
        InputStream raw = Meteor15Synonyms.class.getResourceAsStream(resource);
        if (raw == null) {
            throw new IOException("missing resource " + resource);
        }
        return new BufferedReader(new InputStreamReader(new GZIPInputStream(raw, 1 << 16), StandardCharsets.UTF_8));
    }
}
