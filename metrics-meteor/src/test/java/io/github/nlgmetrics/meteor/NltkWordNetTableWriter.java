package io.github.nlgmetrics.meteor;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.zip.GZIPOutputStream;
import net.sf.extjwnl.JWNLException;
import net.sf.extjwnl.data.POS;
import net.sf.extjwnl.data.Synset;
import net.sf.extjwnl.data.Word;
import net.sf.extjwnl.dictionary.Dictionary;

/**
 * Builds {@link NltkWordNet}'s table ({@value NltkWordNet#TABLE}) from Princeton WordNet 3.0 as
 * {@code net.sf.extjwnl:extjwnl-data-wn30} ships it, read the way NLTK 3.8 reads it:
 * <ul>
 *   <li>the index files as NLTK's {@code _load_lemma_pos_offset_map} parses them ({@code lemma pos
 *       n_synsets n_pointers pointers... n_senses tagsense_cnt offsets...}; lines starting with a
 *       space are the licence; a lemma listed twice keeps its last line);</li>
 *   <li>the exception files as NLTK's {@code _load_exception_map} ({@code line.split()}, later
 *       lines win: extjwnl keeps the first, and differs on {@code involucra}, {@code aurar} and
 *       {@code offer});</li>
 *   <li>the lemma names of each synset through extjwnl ({@code Synset.getWords()}, adjective
 *       markers removed), spaces turned back into NLTK's underscores; names with {@code _}
 *       (multi-word lemmas, which METEOR never matches) are left out.</li>
 * </ul>
 * The output is deterministic (strings sorted, synsets numbered by part of speech then offset):
 * {@link NltkWordNetTableTest} rebuilds it and compares it with the shipped resource byte for byte.
 * To regenerate the resource, run that test: on a mismatch it writes the rebuilt table to
 * {@code metrics-meteor/target/} and names the file to copy.
 *
 * <p>Layout (big-endian, after gzip): see {@link NltkWordNet}.
 */
final class NltkWordNetTableWriter {
    private static final String DATA_PATH = "/net/sf/extjwnl/data/wordnet/wn30/";
    /** NLTK's POS_LIST order; NLTK's tags n, v, a, r. */
    private static final POS[] POS_LIST = {POS.NOUN, POS.VERB, POS.ADJECTIVE, POS.ADVERB};
    private static final String[] EXC_FILES = {"noun.exc", "verb.exc", "adj.exc", "adv.exc"};
    private static final String[] INDEX_FILES = {"index.noun", "index.verb", "index.adj", "index.adv"};

    private NltkWordNetTableWriter() {
    }

    /** The uncompressed table. */
    static byte[] build() {
        Map<String, long[][]> index = new HashMap<>(1 << 18);
        for (int p = 0; p < POS_LIST.length; p++) {
            readIndex(INDEX_FILES[p], p, index);
        }
        List<Map<String, List<String>>> exceptions = new ArrayList<>();
        for (String file : EXC_FILES) {
            exceptions.add(readExceptions(file));
        }
        // Synsets by (part of speech, offset), numbered in that order.
        List<TreeMap<Long, List<String>>> synsets = new ArrayList<>();
        for (int p = 0; p < POS_LIST.length; p++) {
            synsets.add(new TreeMap<>());
        }
        for (long[][] byPos : index.values()) {
            for (int p = 0; p < POS_LIST.length; p++) {
                if (byPos[p] != null) {
                    for (long offset : byPos[p]) {
                        synsets.get(p).put(offset, null);
                    }
                }
            }
        }
        Dictionary dictionary = dictionary();
        TreeSet<String> strings = new TreeSet<>(index.keySet());
        for (int p = 0; p < POS_LIST.length; p++) {
            // One pass over the data file (several times faster than a seek per offset).
            TreeMap<Long, List<String>> byOffset = synsets.get(p);
            Iterator<Synset> it = synsetIterator(dictionary, POS_LIST[p]);
            while (it.hasNext()) {
                Synset synset = it.next();
                if (byOffset.containsKey(synset.getOffset())) {
                    List<String> names = singleWordNames(synset);
                    byOffset.put(synset.getOffset(), names);
                    strings.addAll(names);
                }
            }
            for (Map.Entry<Long, List<String>> e : byOffset.entrySet()) {
                if (e.getValue() == null) {
                    throw new IllegalStateException("WordNet synset " + POS_LIST[p].getKey() + " " + e.getKey()
                            + " not found");
                }
            }
            for (Map.Entry<String, List<String>> e : exceptions.get(p).entrySet()) {
                strings.add(e.getKey());
                strings.addAll(e.getValue());
            }
        }
        String[] table = strings.toArray(new String[0]);
        Map<String, Integer> id = new HashMap<>(table.length * 2);
        for (int i = 0; i < table.length; i++) {
            id.put(table[i], i);
        }
        Map<Long, Integer> synsetId = new HashMap<>();
        int nSynsets = 0;
        for (int p = 0; p < POS_LIST.length; p++) {
            for (Long offset : synsets.get(p).keySet()) {
                synsetId.put(((long) p << 40) | offset, nSynsets++);
            }
        }
        ByteBuffer out = ByteBuffer.allocate(16 << 20);
        out.putInt(NltkWordNet.MAGIC);
        out.putInt(NltkWordNet.FORMAT);
        // Strings: count, character count, the characters (ASCII), cumulative ends.
        int nChars = 0;
        for (String s : table) {
            nChars += s.length();
        }
        out.putInt(table.length);
        out.putInt(nChars);
        for (String s : table) {
            for (int k = 0; k < s.length(); k++) {
                char c = s.charAt(k);
                if (c >= 0x80) {
                    throw new IllegalStateException("non-ASCII WordNet string: " + s);
                }
                out.put((byte) c);
            }
        }
        int end = 0;
        for (String s : table) {
            end += s.length();
            out.putInt(end);
        }
        // Flags: bit p = in index p, bit 4 + p = a key of exception list p.
        for (String s : table) {
            long[][] byPos = index.get(s);
            int flags = 0;
            for (int p = 0; p < POS_LIST.length; p++) {
                if (byPos != null && byPos[p] != null) {
                    flags |= 1 << p;
                }
                if (exceptions.get(p).containsKey(s)) {
                    flags |= 1 << (4 + p);
                }
            }
            out.put((byte) flags);
        }
        // Senses of each string: (p << 28 | synset), in index-file order per p.
        List<Integer> senses = new ArrayList<>();
        for (String s : table) {
            long[][] byPos = index.get(s);
            for (int p = 0; byPos != null && p < POS_LIST.length; p++) {
                for (long offset : byPos[p] == null ? new long[0] : byPos[p]) {
                    senses.add(p << 28 | synsetId.get(((long) p << 40) | offset));
                }
            }
            out.putInt(senses.size());
        }
        writeInts(out, senses);
        // Synsets: cumulative ends, then their single-word lemma names (string ids).
        List<Integer> names = new ArrayList<>();
        out.putInt(nSynsets);
        for (int p = 0; p < POS_LIST.length; p++) {
            for (List<String> synsetNames : synsets.get(p).values()) {
                for (String n : synsetNames) {
                    names.add(id.get(n));
                }
                out.putInt(names.size());
            }
        }
        writeInts(out, names);
        // Exceptions of each string: (p << 28 | base form), in file order per p.
        List<Integer> bases = new ArrayList<>();
        for (String s : table) {
            for (int p = 0; p < POS_LIST.length; p++) {
                for (String base : exceptions.get(p).getOrDefault(s, List.of())) {
                    bases.add(p << 28 | id.get(base));
                }
            }
            out.putInt(bases.size());
        }
        writeInts(out, bases);
        return Arrays.copyOf(out.array(), out.position());
    }

    /** Writes the gzipped table to {@code file}. */
    static void write(Path file) throws IOException {
        byte[] table = build();
        Files.createDirectories(file.toAbsolutePath().getParent());
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            out.write(table);
        }
    }

    private static void writeInts(ByteBuffer out, List<Integer> values) {
        out.putInt(values.size());
        for (int v : values) {
            out.putInt(v);
        }
    }

    private static Dictionary dictionary() {
        try {
            return Dictionary.getResourceInstance(DATA_PATH + "res_properties.xml");
        } catch (JWNLException e) {
            throw new IllegalStateException("cannot load WordNet 3.0 from extjwnl-data-wn30: " + e, e);
        }
    }

    private static Iterator<Synset> synsetIterator(Dictionary dictionary, POS pos) {
        try {
            return dictionary.getSynsetIterator(pos);
        } catch (JWNLException e) {
            throw new IllegalStateException("cannot read WordNet synsets of " + pos.getKey(), e);
        }
    }

    /** The lemma names of a synset without {@code _}, in extjwnl's order, duplicates kept once. */
    private static List<String> singleWordNames(Synset s) {
        List<String> names = new ArrayList<>(s.getWords().size());
        for (Word w : s.getWords()) {
            // extjwnl writes multi-word lemmas with spaces; NLTK's names use underscores.
            String name = w.getLemma().replace(' ', '_');
            if (name.indexOf('_') < 0 && !names.contains(name)) {
                names.add(name);
            }
        }
        return names;
    }

    private static InputStream resource(String file) {
        // Through the class loader: on the module path Class.getResourceAsStream searches this
        // class's own module only, and the WordNet files live in the extjwnl-data-wn30 jar.
        InputStream in = NltkWordNetTableWriter.class.getClassLoader()
                .getResourceAsStream(DATA_PATH.substring(1) + file);
        if (in == null) {
            throw new IllegalStateException("WordNet file missing from the classpath (extjwnl-data-wn30): "
                    + DATA_PATH + file);
        }
        return in;
    }

    /** NLTK's {@code _load_lemma_pos_offset_map} for one index file. */
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
        try (BufferedReader r = new BufferedReader(new InputStreamReader(resource(file), StandardCharsets.UTF_8))) {
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
}
