package io.github.nlgmetrics.meteor;

import io.github.nlgmetrics.compat.python.PyCase;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.GZIPInputStream;

/**
 * WordNet 3.0 as NLTK 3.8's {@code nltk.corpus.wordnet} answers {@code synsets(word)}, reduced to
 * what METEOR asks of it: the single-word lemma names of every synset of a word.
 *
 * <p>NLTK's lookup, reproduced here:
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
 *
 * <p>The data is a compact table ({@value #TABLE}: 2.6 MB gzipped, 6 MB of arrays, read in a few
 * tens of milliseconds) derived from Princeton WordNet 3.0 as {@code net.sf.extjwnl:extjwnl-data-wn30} ships it: the
 * index and exception files parsed as NLTK parses them (later exception lines replace earlier
 * ones, as in NLTK and unlike extjwnl: they differ on {@code involucra}, {@code aurar} and
 * {@code offer}), the synsets' lemma names read through extjwnl. A test rebuilds the table from
 * the WordNet files and compares it with this one byte for byte. Layout (big-endian, gzipped):
 *
 * <pre>
 * int magic "NWN3", int format
 * int S, int C; byte[C] ASCII characters of the S strings, sorted; int[S] cumulative string ends
 * byte[S] flags: bit p = in the index of part of speech p, bit 4 + p = a key of exception list p
 * int[S] cumulative sense ends; int N, int[N] senses: p &lt;&lt; 28 | synset number
 * int Y, int[Y] cumulative name ends per synset; int M, int[M] single-word lemma names (string numbers)
 * int[S] cumulative exception ends; int E, int[E] base forms: p &lt;&lt; 28 | string number
 * </pre>
 * (p: 0 noun, 1 verb, 2 adjective with satellites, 3 adverb; synsets numbered by p then offset.)
 *
 * <p>Thread-safe: the table is immutable, and each word's synonyms are computed once and memoized;
 * {@link #shared()} loads once per JVM, on first use.
 */
public final class NltkWordNet {
    /** The table's resource name, beside this class. */
    static final String TABLE = "nltk-wordnet-3.0.bin.gz";
    static final int MAGIC = 0x4E574E33;
    static final int FORMAT = 1;
    private static final int POS_COUNT = 4;
    private static final int POS_SHIFT = 28;
    private static final int ID_MASK = (1 << POS_SHIFT) - 1;
    /** NLTK's MORPHOLOGICAL_SUBSTITUTIONS, per POS_LIST entry: (old suffix, new suffix) pairs. */
    private static final String[][][] SUBSTITUTIONS = {
        {{"s", ""}, {"ses", "s"}, {"ves", "f"}, {"xes", "x"}, {"zes", "z"}, {"ches", "ch"}, {"shes", "sh"},
            {"men", "man"}, {"ies", "y"}},
        {{"s", ""}, {"ies", "y"}, {"es", "e"}, {"es", ""}, {"ed", "e"}, {"ed", ""}, {"ing", "e"}, {"ing", ""}},
        {{"er", ""}, {"est", ""}, {"er", "e"}, {"est", "e"}},
        {},
    };
    private static final int[] NONE = new int[0];
    /** Entries of the synonym memo; at this size it is emptied and refilled. */
    private static final int MAX_CACHE = 1 << 16;

    private static volatile NltkWordNet shared;

    private final byte[] chars;
    private final int[] ends;
    private final byte[] flags;
    private final int[] senseEnds;
    private final int[] senses;
    private final int[] nameEnds;
    private final int[] names;
    private final int[] exceptionEnds;
    private final int[] exceptions;
    private final ConcurrentHashMap<String, int[]> synonymCache = new ConcurrentHashMap<>();

    private NltkWordNet(ByteBuffer in) {
        if (in.getInt() != MAGIC || in.getInt() != FORMAT) {
            throw new IllegalStateException("not an NLTK WordNet table of format " + FORMAT + ": " + TABLE);
        }
        int strings = in.getInt();
        chars = new byte[in.getInt()];
        in.get(chars);
        ends = ints(in, strings);
        flags = new byte[strings];
        in.get(flags);
        senseEnds = ints(in, strings);
        senses = ints(in, in.getInt());
        nameEnds = ints(in, in.getInt());
        names = ints(in, in.getInt());
        exceptionEnds = ints(in, strings);
        exceptions = ints(in, in.getInt());
        if (in.hasRemaining()) {
            throw new IllegalStateException("trailing bytes in " + TABLE);
        }
    }

    private static int[] ints(ByteBuffer in, int n) {
        int[] out = new int[n];
        in.asIntBuffer().get(out);
        in.position(in.position() + 4 * n);
        return out;
    }

    /** WordNet 3.0 as NLTK reads it, loaded on first use and shared. */
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
        try (InputStream raw = NltkWordNet.class.getResourceAsStream(TABLE)) {
            if (raw == null) {
                throw new IllegalStateException("WordNet table missing from the classpath: " + TABLE);
            }
            try (InputStream in = new GZIPInputStream(raw, 1 << 16)) {
                return new NltkWordNet(ByteBuffer.wrap(in.readAllBytes()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the WordNet table " + TABLE, e);
        }
    }

    /** Number of distinct index forms (all parts of speech), as NLTK's {@code _lemma_pos_offset_map}. */
    public int indexSize() {
        int n = 0;
        for (byte f : flags) {
            if ((f & 0xF) != 0) {
                n++;
            }
        }
        return n;
    }

    /** The number of strings in the table: every string number is below it. */
    int size() {
        return ends.length;
    }

    /** The number of {@code s} in the table, or -1 (binary search over the sorted strings). */
    int id(String s) {
        int lo = 0;
        int hi = ends.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = compare(mid, s);
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -1;
    }

    /** {@code string(id).compareTo(s)} without building the string. */
    private int compare(int id, String s) {
        int start = id == 0 ? 0 : ends[id - 1];
        int len = ends[id] - start;
        int n = Math.min(len, s.length());
        for (int k = 0; k < n; k++) {
            int d = chars[start + k] - s.charAt(k);
            if (d != 0) {
                return d;
            }
        }
        return len - s.length();
    }

    /** The string numbered {@code id}. */
    String string(int id) {
        int start = id == 0 ? 0 : ends[id - 1];
        return new String(chars, start, ends[id] - start, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    /**
     * The names NLTK's METEOR gathers for {@code word}: every lemma name without {@code _} of
     * {@code wordnet.synsets(word)}, plus {@code word} itself. Unmodifiable.
     */
    public Set<String> synonyms(String word) {
        Set<String> out = new HashSet<>();
        for (int id : synonymIds(word)) {
            out.add(string(id));
        }
        out.add(word);
        return Collections.unmodifiableSet(out);
    }

    /**
     * The string numbers of the lemma names without {@code _} of {@code wordnet.synsets(word)},
     * sorted and distinct ({@code word} itself is not added). METEOR's synonym test is then
     * "equal, or the other word's number is in this array". Memoized JVM-wide (the scorers of a
     * corpus share the work); the array is shared and must not be modified.
     */
    int[] synonymIds(String word) {
        int[] ids = synonymCache.get(word);
        if (ids == null) {
            ids = computeSynonymIds(word);
            if (synonymCache.size() >= MAX_CACHE) {
                synonymCache.clear();
            }
            synonymCache.put(word, ids);
        }
        return ids;
    }

    private int[] computeSynonymIds(String word) {
        String lemma = PyCase.lower(word);
        int[] buf = NONE;
        int n = 0;
        for (int p = 0; p < POS_COUNT; p++) {
            for (String form : morphy(lemma, p)) {
                int f = id(form);
                for (int k = f == 0 ? 0 : senseEnds[f - 1]; k < senseEnds[f]; k++) {
                    if (senses[k] >>> POS_SHIFT != p) {
                        continue;
                    }
                    int synset = senses[k] & ID_MASK;
                    int from = synset == 0 ? 0 : nameEnds[synset - 1];
                    int to = nameEnds[synset];
                    if (n + (to - from) > buf.length) {
                        buf = Arrays.copyOf(buf, Math.max(2 * buf.length, n + (to - from)));
                    }
                    System.arraycopy(names, from, buf, n, to - from);
                    n += to - from;
                }
            }
        }
        if (n == 0) {
            return NONE;
        }
        Arrays.sort(buf, 0, n);
        int distinct = 1;
        for (int k = 1; k < n; k++) {
            if (buf[k] != buf[distinct - 1]) {
                buf[distinct++] = buf[k];
            }
        }
        return Arrays.copyOf(buf, distinct);
    }

    /** Whether NLTK's index has {@code form} with part of speech {@code p}. */
    private boolean indexed(String form, int p) {
        int id = id(form);
        return id >= 0 && (flags[id] & (1 << p)) != 0;
    }

    /** NLTK 3.8's {@code WordNetCorpusReader._morphy(form, pos)} with {@code check_exceptions=True}. */
    List<String> morphy(String form, int p) {
        int id = id(form);
        if (id >= 0 && (flags[id] & (1 << (4 + p))) != 0) {
            List<String> candidates = new ArrayList<>();
            candidates.add(form);
            for (int k = id == 0 ? 0 : exceptionEnds[id - 1]; k < exceptionEnds[id]; k++) {
                if (exceptions[k] >>> POS_SHIFT == p) {
                    candidates.add(string(exceptions[k] & ID_MASK));
                }
            }
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
}
