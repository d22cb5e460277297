package io.github.nlgmetrics.meteor;

import io.github.nlgmetrics.compat.python.PyStrings;
import java.util.Arrays;
import java.util.List;

/**
 * NLTK's METEOR alignment on numbered words, with the scratch state of one thread: the
 * {@link MeteorTerms} seen so far and the buffers of one segment, reused across segments. The
 * hypothesis is loaded once per segment and aligned with each reference in turn.
 *
 * <p>Each stage is NLTK's {@code _match_enums} (or {@code _enum_wordnetsyn_match}): unmatched
 * hypothesis words from the last, each matched with the last unmatched reference word that is
 * equal (lower-cased words, then stems) or, in the last stage, a WordNet synonym of its stem.
 */
final class MeteorAligner {
    private final MeteorTerms terms;
    /** The characters of the text being split. */
    private char[] chars = new char[1024];
    /** The start and end of each token of the text being split. */
    private int[] bounds = new int[256];
    private int[] hyp = new int[64];
    private int[] hypStem = new int[64];
    private int hypLen;
    private int[] ref = new int[64];
    private int[] refStem = new int[64];
    private boolean[] refUsed = new boolean[64];
    private int refLen;
    /** The next lower unmatched reference position with the same word (or WordNet number), or -1. */
    private int[] refNext = new int[64];
    /** The WordNet number of each unmatched reference stem in the synonym stage, or -1. */
    private int[] refSynonym = new int[64];
    /** Per word number: the last unmatched reference position with that word, or -1 (all -1 between stages). */
    private int[] wordHeads = new int[0];
    /** Per WordNet number: the same for the synonym stage, allocated on first use. */
    private int[] synonymHeads;
    /** The reference position matched with each hypothesis position, or -1. */
    private int[] match = new int[64];

    MeteorAligner() {
        this(MeteorTerms.MAX_TERMS);
    }

    /** An aligner whose word table is emptied at {@code maxTerms} words. */
    MeteorAligner(int maxTerms) {
        terms = new MeteorTerms(maxTerms);
    }

    /** Loads a hypothesis text, split as Python's {@code str.split()}. */
    void hypothesis(String text) {
        terms.startSegment();
        int n = split(text);
        hyp = words(n, hyp);
        hypLen = n;
    }

    /** Loads a pre-tokenized hypothesis. */
    void hypothesis(List<String> tokens) {
        terms.startSegment();
        hyp = load(tokens, hyp);
        hypLen = tokens.size();
    }

    /** Loads a reference text, split as Python's {@code str.split()}. */
    void reference(String text) {
        if (text == null) {
            throw new IllegalArgumentException("a segment is null");
        }
        int n = split(text);
        ref = words(n, ref);
        refLen = n;
    }

    /** Loads a pre-tokenized reference. */
    void reference(List<String> tokens) {
        ref = load(tokens, ref);
        refLen = tokens.size();
    }

    int hypothesisLength() {
        return hypLen;
    }

    int referenceLength() {
        return refLen;
    }

    private int[] load(List<String> tokens, int[] into) {
        int[] out = into.length >= tokens.size() ? into : new int[tokens.size()];
        for (int i = 0; i < tokens.size(); i++) {
            out[i] = terms.word(tokens.get(i));
        }
        return out;
    }

    /**
     * Python's {@code text.split()}: copies the text to {@link #chars} and its tokens' bounds to
     * {@link #bounds} (start, end pairs); returns the number of tokens.
     */
    private int split(String text) {
        int n = text.length();
        if (chars.length < n) {
            chars = new char[Math.max(n, 2 * chars.length)];
        }
        char[] cs = chars;
        text.getChars(0, n, cs, 0);
        int[] b = bounds;
        int k = 0;
        int i = 0;
        // No surrogate and no supplementary code point is Python whitespace: a char scan is exact.
        while (i < n) {
            if (isSpace(cs[i])) {
                i++;
                continue;
            }
            if (k == b.length) {
                b = Arrays.copyOf(b, 2 * k);
                bounds = b;
            }
            b[k] = i;
            while (i < n && !isSpace(cs[i])) {
                i++;
            }
            b[k + 1] = i;
            k += 2;
        }
        return k / 2;
    }

    /** The lower-cased word numbers of the {@code n} tokens just split. */
    private int[] words(int n, int[] into) {
        int[] out = into.length >= n ? into : new int[Math.max(n, 2 * into.length)];
        for (int k = 0; k < n; k++) {
            out[k] = terms.word(chars, bounds[2 * k], bounds[2 * k + 1]);
        }
        return out;
    }

    /** {@link PyStrings#isSpace}, with printable ASCII answered inline. */
    private static boolean isSpace(char c) {
        return (c <= ' ' || c >= 0x7F) && PyStrings.isSpace(c);
    }

    /**
     * Aligns the loaded hypothesis with the loaded reference: exact, stem, then WordNet synonym
     * stage. Returns the number of matches; {@link #chunks()} then counts their runs.
     */
    int align() {
        ensureCapacity();
        Arrays.fill(match, 0, hypLen, -1);
        Arrays.fill(refUsed, 0, refLen, false);
        int matches = exactStage(hyp, ref, 0);
        if (matches < hypLen && matches < refLen) {
            // NLTK stems the unmatched words; stemming all of them (each distinct word once per
            // scorer) keeps every entry of the stem arrays a valid word number.
            for (int i = 0; i < hypLen; i++) {
                hypStem[i] = terms.stem(hyp[i]);
            }
            for (int j = 0; j < refLen; j++) {
                refStem[j] = terms.stem(ref[j]);
            }
            matches = exactStage(hypStem, refStem, matches);
            if (matches < hypLen && matches < refLen) {
                matches = synonymStage(matches);
            }
        }
        return matches;
    }

    private void ensureCapacity() {
        if (match.length < hypLen) {
            match = new int[Math.max(hypLen, 2 * match.length)];
            hypStem = new int[match.length];
        }
        if (refUsed.length < refLen) {
            refUsed = new boolean[Math.max(refLen, 2 * refUsed.length)];
            refStem = new int[refUsed.length];
            refNext = new int[refUsed.length];
            refSynonym = new int[refUsed.length];
        }
    }

    /**
     * One equality stage on word numbers; returns the matches so far. The unmatched reference
     * positions of each word are chained from the last ({@code heads[word]}, then
     * {@link #refNext}), so "the last unmatched equal reference word" is the head of the chain:
     * NLTK's quadratic search in linear time.
     */
    private int exactStage(int[] h, int[] r, int matches) {
        int[] heads = wordHeads;
        if (heads.length < terms.size()) {
            heads = new int[Math.max(terms.size(), 2 * heads.length)];
            Arrays.fill(heads, -1);
            wordHeads = heads;
        }
        for (int j = 0; j < refLen; j++) {
            if (!refUsed[j]) {
                refNext[j] = heads[r[j]];
                heads[r[j]] = j;
            }
        }
        for (int i = hypLen - 1; i >= 0; i--) {
            if (match[i] < 0) {
                int j = heads[h[i]];
                if (j >= 0) {
                    match[i] = j;
                    refUsed[j] = true;
                    heads[h[i]] = refNext[j];
                    matches++;
                }
            }
        }
        for (int j = 0; j < refLen; j++) {
            heads[r[j]] = -1;
        }
        return matches;
    }

    /**
     * The WordNet stage on stems: the reference stem is one of the hypothesis stem's synonyms, or
     * the stem itself. After the stem stage no unmatched hypothesis stem equals an unmatched
     * reference stem (it would have been matched, and stages only use reference words up), so
     * only the synonyms can match. The unmatched reference stems are chained by WordNet number
     * as in {@link #exactStage}; the last unmatched reference word among the synonyms is the
     * largest chain head over the synonyms.
     */
    private int synonymStage(int matches) {
        int[] heads = synonymHeads;
        if (heads == null) {
            heads = new int[NltkWordNet.shared().size()];
            Arrays.fill(heads, -1);
            synonymHeads = heads;
        }
        int candidates = 0;
        for (int j = 0; j < refLen; j++) {
            int id = refUsed[j] ? -1 : terms.wordNet(refStem[j]);
            refSynonym[j] = id;
            if (id >= 0) {
                refNext[j] = heads[id];
                heads[id] = j;
                candidates++;
            }
        }
        for (int i = hypLen - 1; i >= 0 && candidates > 0; i--) {
            if (match[i] >= 0) {
                continue;
            }
            int best = -1;
            int bestId = -1;
            for (int id : terms.synonyms(hypStem[i])) {
                if (heads[id] > best) {
                    best = heads[id];
                    bestId = id;
                }
            }
            if (best >= 0) {
                match[i] = best;
                refUsed[best] = true;
                heads[bestId] = refNext[best];
                matches++;
                candidates--;
            }
        }
        for (int j = 0; j < refLen; j++) {
            if (refSynonym[j] >= 0) {
                heads[refSynonym[j]] = -1;
            }
        }
        return matches;
    }

    /** NLTK's {@code _count_chunks} over the matches sorted by hypothesis position. */
    int chunks() {
        int chunks = 0;
        int prevHyp = -2;
        int prevRef = -2;
        for (int i = 0; i < hypLen; i++) {
            int j = match[i];
            if (j < 0) {
                continue;
            }
            if (!(i == prevHyp + 1 && j == prevRef + 1)) {
                chunks++;
            }
            prevHyp = i;
            prevRef = j;
        }
        return chunks;
    }

    /** The alignment as (hypothesis index, reference index) pairs sorted by hypothesis index. */
    int[][] pairs() {
        int n = 0;
        for (int i = 0; i < hypLen; i++) {
            if (match[i] >= 0) {
                n++;
            }
        }
        int[][] out = new int[n][];
        for (int i = 0, k = 0; i < hypLen; i++) {
            if (match[i] >= 0) {
                out[k++] = new int[] {i, match[i]};
            }
        }
        return out;
    }
}
