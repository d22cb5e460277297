package io.github.nlgmetrics.meteor;

import io.github.nlgmetrics.compat.python.PyCase;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import net.sf.extjwnl.JWNLException;
import net.sf.extjwnl.data.POS;
import net.sf.extjwnl.data.Synset;
import net.sf.extjwnl.data.Word;
import net.sf.extjwnl.dictionary.Dictionary;

/**
 * WordNet 3.0 as NLTK 3.8's {@code nltk.corpus.wordnet} answers {@code synsets(word)}, reduced to
 * what METEOR asks of it: the single-word lemma names of every synset of a word.
 *
 * <p>The data is Princeton WordNet 3.0 from {@code net.sf.extjwnl:extjwnl-data-wn30}: the synsets
 * (lemma names by offset) are read through extjwnl; the index and exception files are read from the
 * same jar the way NLTK reads them (see below). NLTK's lookup is reproduced on top of it:
 * <ol>
 *   <li>{@code synsets(word)} lower-cases the word (Python's {@code str.lower()}) and, for each part
 *       of speech in NLTK's order noun, verb, adjective, adverb, looks up every form returned by
 *       NLTK's {@code _morphy(word, pos)};</li>
 *   <li>{@code _morphy}: if the word is in the part of speech's exception list, the forms are the
 *       word and its listed base forms that are in the index (and nothing else); otherwise the
 *       word and the results of one round of suffix rules that are in the index; if none is,
 *       the rules are applied again and again to all forms produced (found or not) until some
 *       round yields an indexed form or no form is left;</li>
 *   <li>a lemma name is the synset's word as written in the data file (case kept: the synset of
 *       {@code us} lists {@code US}, which a lower-cased reference word never equals), with the
 *       adjective markers {@code (a) (p) (ip)} removed; names with {@code _} (multi-word lemmas)
 *       are left out by METEOR.</li>
 * </ol>
 * The exception lists are read from the data jar's {@code *.exc} files the way NLTK reads them
 * (later lines replace earlier ones with the same first word), not through extjwnl, which keeps
 * the first: they differ on {@code involucra}, {@code aurar} (nouns) and {@code offer} (adjective).
 * The index files are parsed as NLTK's {@code _load_lemma_pos_offset_map} does, so that a form is
 * found by exact string equality (extjwnl's lookup trims and lower-cases its query and binary-searches
 * the file), and because it loads several times faster than iterating extjwnl's index words.
 * extjwnl writes multi-word lemmas with spaces; they are turned back into NLTK's underscores.
 *
 * <p>Loading takes about a second; {@link #shared()} loads once per JVM. Thread-safe: the index
 * and exception maps are immutable after loading, synset reads are serialized, and each word's
 * synonym set is computed once and cached.
 */
public final class NltkWordNet {
    private static final String DATA_PATH = "/net/sf/extjwnl/data/wordnet/wn30/";
    /** NLTK's POS_LIST order; NLTK's tags n, v, a, r. */
    private static final POS[] POS_LIST = {POS.NOUN, POS.VERB, POS.ADJECTIVE, POS.ADVERB};
    private static final String[] EXC_FILES = {"noun.exc", "verb.exc", "adj.exc", "adv.exc"};
    private static final String[] INDEX_FILES = {"index.noun", "index.verb", "index.adj", "index.adv"};
    /** NLTK's MORPHOLOGICAL_SUBSTITUTIONS, per POS_LIST entry: (old suffix, new suffix) pairs. */
    private static final String[][][] SUBSTITUTIONS = {
        {{"s", ""}, {"ses", "s"}, {"ves", "f"}, {"xes", "x"}, {"zes", "z"}, {"ches", "ch"}, {"shes", "sh"},
            {"men", "man"}, {"ies", "y"}},
        {{"s", ""}, {"ies", "y"}, {"es", "e"}, {"es", ""}, {"ed", "e"}, {"ed", ""}, {"ing", "e"}, {"ing", ""}},
        {{"er", ""}, {"est", ""}, {"er", "e"}, {"est", "e"}},
        {},
    };
    private static final int MAX_CACHE = 1 << 20;

    private static volatile NltkWordNet shared;

    private final Dictionary dictionary;
    /** NLTK's {@code _lemma_pos_offset_map}: form → synset offsets per POS_LIST index (null if none). */
    private final Map<String, long[][]> index;
    /** NLTK's {@code _exception_map} per POS_LIST index. */
    private final List<Map<String, List<String>>> exceptions;
    private final ConcurrentHashMap<String, Set<String>> synonymCache = new ConcurrentHashMap<>();

    private NltkWordNet(Dictionary dictionary, Map<String, long[][]> index,
                        List<Map<String, List<String>>> exceptions) {
        this.dictionary = dictionary;
        this.index = index;
        this.exceptions = exceptions;
    }

    /** The WordNet 3.0 of the extjwnl data jar, loaded on first use and shared. */
    public static NltkWordNet shared() {
        NltkWordNet w = shared;
        if (w == null) {
            synchronized (NltkWordNet.class) {
                w = shared;
                if (w == null) {
                    w = load();
                    shared = w;
                }
            }
        }
        return w;
    }

    private static NltkWordNet load() {
        // extjwnl's dictionary loads on another thread while this one parses the index files.
        FutureTask<Dictionary> dictionary = new FutureTask<>(
                () -> Dictionary.getResourceInstance(DATA_PATH + "res_properties.xml"));
        Thread loader = new Thread(dictionary, "wordnet-loader");
        loader.setDaemon(true);
        loader.start();
        Map<String, long[][]> idx = new HashMap<>(1 << 18);
        for (int p = 0; p < POS_LIST.length; p++) {
            readIndex(INDEX_FILES[p], p, idx);
        }
        List<Map<String, List<String>>> exc = new ArrayList<>();
        for (String file : EXC_FILES) {
            exc.add(readExceptions(file));
        }
        try {
            return new NltkWordNet(dictionary.get(), idx, exc);
        } catch (ExecutionException e) {
            throw new IllegalStateException("cannot load WordNet 3.0 from extjwnl-data-wn30: " + e.getCause(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while loading WordNet", e);
        }
    }

    /** extjwnl writes multi-word lemmas with spaces; NLTK's names use underscores. */
    private static String nltkName(String lemma) {
        return lemma.replace(' ', '_');
    }

    private static InputStream resource(String file) {
        InputStream in = NltkWordNet.class.getResourceAsStream(DATA_PATH + file);
        if (in == null) {
            throw new IllegalStateException("WordNet file missing from the classpath (extjwnl-data-wn30): "
                    + DATA_PATH + file);
        }
        return in;
    }

    /**
     * NLTK's {@code _load_lemma_pos_offset_map} for one index file: lines starting with a space are
     * the licence; otherwise {@code lemma pos n_synsets n_pointers pointers... n_senses tagsense_cnt
     * offsets...}.
     */
    private static void readIndex(String file, int p, Map<String, long[][]> idx) {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(resource(file), StandardCharsets.UTF_8),
                1 << 16)) {
            String line;
            int lineNo = 0;
            while ((line = r.readLine()) != null) {
                lineNo++;
                if (line.startsWith(" ")) {
                    continue;
                }
                String[] t = fields(line);
                try {
                    int k = 0;
                    String lemma = t[k++];
                    k++; // the part of speech: the file's
                    int nSynsets = Integer.parseInt(t[k++]);
                    int nPointers = Integer.parseInt(t[k++]);
                    k += nPointers;
                    k += 2; // n_senses (= n_synsets) and the tagged sense count
                    long[] offsets = new long[nSynsets];
                    for (int i = 0; i < nSynsets; i++) {
                        offsets[i] = Long.parseLong(t[k++]);
                    }
                    idx.computeIfAbsent(lemma, x -> new long[POS_LIST.length][])[p] = offsets;
                } catch (RuntimeException e) {
                    throw new IllegalStateException("WordNet " + file + ", line " + lineNo + ": " + e, e);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Python's {@code line.split()} for the ASCII WordNet files (space, tab, CR, LF separate). */
    private static String[] fields(String line) {
        List<String> out = new ArrayList<>(16);
        int n = line.length();
        int i = 0;
        while (i < n) {
            while (i < n && line.charAt(i) <= ' ') {
                i++;
            }
            int start = i;
            while (i < n && line.charAt(i) > ' ') {
                i++;
            }
            if (i > start) {
                out.add(line.substring(start, i));
            }
        }
        return out.toArray(new String[0]);
    }

    /** NLTK's {@code _load_exception_map} for one file: {@code line.split()}, later lines win. */
    private static Map<String, List<String>> readExceptions(String file) {
        Map<String, List<String>> map = new HashMap<>();
        try (InputStream in = resource(file)) {
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = r.readLine()) != null) {
                String[] terms = fields(line);
                if (terms.length == 0) {
                    continue;
                }
                map.put(terms[0], List.of(Arrays.copyOfRange(terms, 1, terms.length)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return map;
    }

    /**
     * The names NLTK's METEOR gathers for {@code word}: every lemma name without {@code _} of
     * {@code wordnet.synsets(word)}, plus {@code word} itself. Unmodifiable.
     */
    public Set<String> synonyms(String word) {
        Set<String> cached = synonymCache.get(word);
        if (cached != null) {
            return cached;
        }
        Set<String> computed = computeSynonyms(word);
        if (synonymCache.size() > MAX_CACHE) {
            synonymCache.clear();
        }
        synonymCache.putIfAbsent(word, computed);
        return computed;
    }

    private Set<String> computeSynonyms(String word) {
        String lemma = PyCase.lower(word);
        Set<String> out = new HashSet<>();
        for (int p = 0; p < POS_LIST.length; p++) {
            for (String form : morphy(lemma, p)) {
                long[] offsets = index.get(form)[p];
                for (long offset : offsets) {
                    for (String name : lemmaNames(POS_LIST[p], offset)) {
                        if (name.indexOf('_') < 0) {
                            out.add(name);
                        }
                    }
                }
            }
        }
        out.add(word);
        return Collections.unmodifiableSet(out);
    }

    private List<String> lemmaNames(POS pos, long offset) {
        synchronized (dictionary) {
            try {
                Synset s = dictionary.getSynsetAt(pos, offset);
                if (s == null) {
                    throw new IllegalStateException("WordNet synset " + pos.getKey() + " " + offset + " not found");
                }
                List<String> names = new ArrayList<>(s.getWords().size());
                for (Word w : s.getWords()) {
                    names.add(nltkName(w.getLemma()));
                }
                return names;
            } catch (JWNLException e) {
                throw new IllegalStateException("cannot read WordNet synset " + pos.getKey() + " " + offset, e);
            }
        }
    }

    /** Whether NLTK's index has {@code form} with part of speech {@code p}. */
    private boolean indexed(String form, int p) {
        long[][] byPos = index.get(form);
        return byPos != null && byPos[p] != null;
    }

    /** NLTK 3.8's {@code WordNetCorpusReader._morphy(form, pos)} with {@code check_exceptions=True}. */
    List<String> morphy(String form, int p) {
        List<String> exc = exceptions.get(p).get(form);
        if (exc != null) {
            List<String> candidates = new ArrayList<>(exc.size() + 1);
            candidates.add(form);
            candidates.addAll(exc);
            return filterForms(candidates, p);
        }
        List<String> forms = applyRules(List.of(form), p);
        List<String> first = new ArrayList<>(forms.size() + 1);
        first.add(form);
        first.addAll(forms);
        List<String> results = filterForms(first, p);
        if (!results.isEmpty()) {
            return results;
        }
        while (!forms.isEmpty()) {
            forms = applyRules(forms, p);
            results = filterForms(forms, p);
            if (!results.isEmpty()) {
                return results;
            }
        }
        return List.of();
    }

    private static List<String> applyRules(List<String> forms, int p) {
        String[][] subs = SUBSTITUTIONS[p];
        List<String> out = new ArrayList<>();
        for (String f : forms) {
            for (String[] sub : subs) {
                if (f.endsWith(sub[0])) {
                    out.add(f.substring(0, f.length() - sub[0].length()) + sub[1]);
                }
            }
        }
        return out;
    }

    private List<String> filterForms(List<String> forms, int p) {
        List<String> result = new ArrayList<>();
        for (String f : forms) {
            if (indexed(f, p) && !result.contains(f)) {
                result.add(f);
            }
        }
        return result;
    }

    /** Number of distinct index forms (all parts of speech). */
    public int indexSize() {
        return index.size();
    }
}
