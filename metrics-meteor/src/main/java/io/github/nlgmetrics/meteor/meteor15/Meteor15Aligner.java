package io.github.nlgmetrics.meteor.meteor15;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tartarus.snowball.ext.EnglishStemmer;

/**
 * METEOR 1.5's aligner: candidate matches from each module in order, then a left-to-right beam
 * search over the reference words for the best one-to-one alignment. Not thread-safe (one per
 * scorer: the stemmer keeps state, and stems and synsets are cached per word).
 *
 * <p>Matchers (module {@code k} is the k-th of the configured list): <b>exact</b> matches words
 * whose Java {@code String.hashCode()} values are equal (so {@code Aa}/{@code BB} match);
 * <b>stem</b> matches words whose Snowball English stems have equal hash codes and whose own hash
 * codes differ; <b>synonym</b> matches words sharing a synset ({@link Meteor15Synonyms}) whose hash
 * codes differ; <b>paraphrase</b> matches phrases of a {@link Meteor15Paraphrases} table. When the
 * two word sequences have equal hash codes throughout, only the first module runs. A candidate
 * that is the only match at its reference position and overlaps no other candidate is fixed
 * before the search.
 *
 * <p>Beam search (beam 40 by default): paths rank by (1) more matched words, counted in an
 * {@code int} to which each match adds {@code length × w} with {@code w = 1.0} for exact and
 * {@code 0.5} for every other module, with Java's {@code int += double} truncation (a one-word
 * non-exact match adds nothing), (2) fewer chunks, (3) smaller distance, where the distance of a
 * newly chosen match is added to the parent path object, which is then also kept as the "skip"
 * branch (a reference bug reproduced). The sort is Java's stable sort.
 */
public final class Meteor15Aligner {
    private final List<Meteor15Config.Module> modules;
    private final double[] rankWeights;
    private final int beamSize;
    private final EnglishStemmer stemmer = new EnglishStemmer();
    private final Map<String, Integer> stemKeyCache = new HashMap<>();
    private final Map<String, int[]> synsetCache = new HashMap<>();
    private final Meteor15Synonyms synonyms;
    private final Meteor15Paraphrases paraphrases;

    Meteor15Aligner(List<Meteor15Config.Module> modules, int beamSize, Meteor15Synonyms synonyms,
                    Meteor15Paraphrases paraphrases) {
        this.modules = List.copyOf(modules);
        this.beamSize = beamSize;
        this.synonyms = synonyms;
        this.paraphrases = paraphrases;
        this.rankWeights = new double[modules.size()];
        for (int i = 0; i < rankWeights.length; i++) {
            rankWeights[i] = modules.get(i) == Meteor15Config.Module.EXACT ? 1.0 : 0.5;
        }
    }

    /** One candidate match: {@code length} reference words from {@code start} to test words. */
    record Match(int start, int length, int matchStart, int matchLength, int module) {
    }

    /** The chosen alignment: {@code matches[j]} is the match starting at reference word j, or null. */
    record Result(Match[] matches, int chunks, int testMatches, int referenceMatches) {
    }

    /** Candidate matches per reference start index, and coverage counts. */
    static final class Stage {
        final int[] keys1;
        final int[] keys2;
        final List<List<Match>> matches;
        final int[] coverage1;
        final int[] coverage2;

        Stage(List<String> test, List<String> reference) {
            keys1 = keys(test);
            keys2 = keys(reference);
            matches = new ArrayList<>(keys2.length);
            for (int i = 0; i < keys2.length; i++) {
                matches.add(new ArrayList<>(2));
            }
            coverage1 = new int[keys1.length];
            coverage2 = new int[keys2.length];
        }

        void add(Match m) {
            matches.get(m.start()).add(m);
            for (int i = 0; i < m.matchLength(); i++) {
                coverage1[m.matchStart() + i]++;
            }
            for (int j = 0; j < m.length(); j++) {
                coverage2[m.start() + j]++;
            }
        }

        private static int[] keys(List<String> words) {
            int[] k = new int[words.size()];
            for (int i = 0; i < k.length; i++) {
                k[i] = words.get(i).hashCode();
            }
            return k;
        }
    }

    /** Aligns test words (line 1) to reference words (line 2). */
    Result align(List<String> test, List<String> reference) {
        Stage s = new Stage(test, reference);
        int used = modules.size();
        if (test.size() == reference.size() && Arrays.equals(s.keys1, s.keys2)) {
            used = Math.min(1, used);
        }
        for (int k = 0; k < used; k++) {
            switch (modules.get(k)) {
                case EXACT -> exact(k, s);
                case STEM -> stem(k, test, reference, s);
                case SYNONYM -> synonym(k, test, reference, s);
                case PARAPHRASE -> paraphrases.match(k, test, reference, s);
                default -> throw new IllegalStateException(modules.get(k).toString());
            }
        }
        Path start = new Path(new Match[reference.size()], new boolean[test.size()], new boolean[reference.size()]);
        for (int j = 0; j < s.matches.size(); j++) {
            if (s.matches.get(j).size() == 1) {
                Match m = s.matches.get(j).get(0);
                boolean overlap = false;
                for (int x = 0; x < m.length(); x++) {
                    overlap |= s.coverage2[j + x] != 1;
                }
                for (int x = 0; x < m.matchLength(); x++) {
                    overlap |= s.coverage1[m.matchStart() + x] != 1;
                }
                if (!overlap) {
                    start.matches[j] = m;
                    start.setUsed(m);
                }
            }
        }
        Path best = resolve(s, start);
        return countAndChunks(best.matches);
    }

    private static void exact(int module, Stage s) {
        for (int j = 0; j < s.keys2.length; j++) {
            for (int i = 0; i < s.keys1.length; i++) {
                if (s.keys1[i] == s.keys2[j]) {
                    s.add(new Match(j, 1, i, 1, module));
                }
            }
        }
    }

    private void stem(int module, List<String> test, List<String> reference, Stage s) {
        int[] stems1 = stemKeys(test);
        int[] stems2 = stemKeys(reference);
        for (int j = 0; j < stems2.length; j++) {
            for (int i = 0; i < stems1.length; i++) {
                if (stems1[i] == stems2[j] && s.keys1[i] != s.keys2[j]) {
                    s.add(new Match(j, 1, i, 1, module));
                }
            }
        }
    }

    private int[] stemKeys(List<String> words) {
        int[] k = new int[words.size()];
        for (int i = 0; i < k.length; i++) {
            k[i] = stemKeyCache.computeIfAbsent(words.get(i), w -> {
                stemmer.setCurrent(w);
                stemmer.stem();
                return stemmer.getCurrent().hashCode();
            });
        }
        return k;
    }

    /** Sorted synset numbers of a word and its base forms (cached per aligner: words repeat). */
    private int[] synsets(String word) {
        return synsetCache.computeIfAbsent(word, w -> {
            Set<Integer> set = synonyms.synsetsWithBase(w);
            int[] a = new int[set.size()];
            int n = 0;
            for (int id : set) {
                a[n++] = id;
            }
            Arrays.sort(a);
            return a;
        });
    }

    private static boolean intersect(int[] a, int[] b) {
        int i = 0;
        int j = 0;
        while (i < a.length && j < b.length) {
            if (a[i] == b[j]) {
                return true;
            }
            if (a[i] < b[j]) {
                i++;
            } else {
                j++;
            }
        }
        return false;
    }

    private void synonym(int module, List<String> test, List<String> reference, Stage s) {
        int[][] sets1 = new int[test.size()][];
        for (int i = 0; i < sets1.length; i++) {
            sets1[i] = synsets(test.get(i));
        }
        for (int j = 0; j < reference.size(); j++) {
            int[] b = synsets(reference.get(j));
            for (int i = 0; i < sets1.length; i++) {
                if (intersect(sets1[i], b) && s.keys1[i] != s.keys2[j]) {
                    s.add(new Match(j, 1, i, 1, module));
                }
            }
        }
    }

    /** A partial alignment of the beam search (mutable, as in the reference). */
    private static final class Path {
        final Match[] matches;
        final boolean[] used1;
        final boolean[] used2;
        int matches1;
        int matches2;
        int chunks;
        int idx;
        int lastMatchEnd = -1;
        int distance;

        Path(Match[] matches, boolean[] used1, boolean[] used2) {
            this.matches = matches;
            this.used1 = used1;
            this.used2 = used2;
        }

        Path(Path p) {
            this(p.matches.clone(), p.used1.clone(), p.used2.clone());
            matches1 = p.matches1;
            matches2 = p.matches2;
            chunks = p.chunks;
            idx = p.idx;
            lastMatchEnd = p.lastMatchEnd;
            distance = p.distance;
        }

        boolean isUsed(Match m) {
            for (int i = 0; i < m.length(); i++) {
                if (used2[m.start() + i]) {
                    return true;
                }
            }
            for (int i = 0; i < m.matchLength(); i++) {
                if (used1[m.matchStart() + i]) {
                    return true;
                }
            }
            return false;
        }

        void setUsed(Match m) {
            for (int i = 0; i < m.length(); i++) {
                used2[m.start() + i] = true;
            }
            for (int i = 0; i < m.matchLength(); i++) {
                used1[m.matchStart() + i] = true;
            }
        }

        void count(Match m, double weight) {
            // Java's compound assignment int += double truncates: non-exact single words add 0.
            matches1 = (int) (matches1 + m.matchLength() * weight);
            matches2 = (int) (matches2 + m.length() * weight);
            if (lastMatchEnd != -1 && m.matchStart() != lastMatchEnd) {
                chunks++;
            }
            idx = m.start() + m.length();
            lastMatchEnd = m.matchStart() + m.matchLength();
        }
    }

    private static final Comparator<Path> RANK = (x, y) -> {
        int matchDiff = (y.matches1 + y.matches2) - (x.matches1 + x.matches2);
        if (matchDiff > 0) {
            return 1;
        }
        if (matchDiff < 0) {
            return -1;
        }
        int chunkDiff = x.chunks - y.chunks;
        if (chunkDiff != 0) {
            return chunkDiff;
        }
        return x.distance - y.distance;
    };

    private Path resolve(Stage s, Path start) {
        List<Path> paths;
        List<Path> next = new ArrayList<>();
        next.add(start);
        int n = s.matches.size();
        for (int current = 0; current <= n; current++) {
            paths = next;
            next = new ArrayList<>();
            paths.sort(RANK);
            for (int rank = 0; rank < beamSize && rank < paths.size(); rank++) {
                Path path = paths.get(rank);
                if (current == n) {
                    if (path.lastMatchEnd != -1) {
                        path.chunks++;
                    }
                    next.add(path);
                    continue;
                }
                if (path.used2[current]) {
                    if (current < path.idx) {
                        next.add(path);
                    } else if (path.matches[path.idx] != null) {
                        Match m = path.matches[path.idx];
                        path.count(m, rankWeights[m.module()]);
                        path.distance += Math.abs(m.start() - m.matchStart());
                        next.add(path);
                    }
                    continue;
                }
                for (Match m : s.matches.get(current)) {
                    if (path.isUsed(m)) {
                        continue;
                    }
                    Path p = new Path(path);
                    p.setUsed(m);
                    p.matches[current] = m;
                    p.count(m, rankWeights[m.module()]);
                    path.distance += Math.abs(m.start() - m.matchStart());
                    next.add(p);
                }
                if (path.lastMatchEnd != -1) {
                    path.chunks++;
                    path.lastMatchEnd = -1;
                }
                path.idx++;
                next.add(path);
            }
            if (next.isEmpty()) {
                next.add(paths.get(0));
            }
        }
        next.sort(RANK);
        return next.get(0);
    }

    private static Result countAndChunks(Match[] matches) {
        int m1 = 0;
        int m2 = 0;
        int chunks = 0;
        int idx = 0;
        int lastMatchEnd = -1;
        while (idx < matches.length) {
            Match m = matches[idx];
            if (m == null) {
                if (lastMatchEnd != -1) {
                    chunks++;
                    lastMatchEnd = -1;
                }
                idx++;
            } else {
                m1 += m.matchLength();
                m2 += m.length();
                if (lastMatchEnd != -1 && m.matchStart() != lastMatchEnd) {
                    chunks++;
                }
                idx = m.start() + m.length();
                lastMatchEnd = m.matchStart() + m.matchLength();
            }
        }
        if (lastMatchEnd != -1) {
            chunks++;
        }
        return new Result(matches.clone(), chunks, m1, m2);
    }
}
