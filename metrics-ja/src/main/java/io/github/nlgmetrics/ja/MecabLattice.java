package io.github.nlgmetrics.ja;

import java.util.Arrays;

/**
 * MeCab 0.996's best path ({@code Tagger::parse} with {@code -Owakati}) over one sentence, on its
 * UTF-8 bytes as MeCab works: our port of {@code Tokenizer::lookup} ({@code tokenizer.cpp}),
 * {@code CharProperty::seekToOtherType}/{@code getCharInfo} ({@code char_property.h},
 * {@code ucs.h}) and {@code Viterbi::viterbi}/{@code connect} ({@code viterbi.cpp}). Not
 * thread-safe: one per thread.
 *
 * <p>The lattice, at every byte position that some node ends at (BOS ends at 0):
 * <ol>
 *   <li>skip the characters of the kind of U+0020 (category SPACE; the kind is chained: each
 *       skipped character becomes the one the next is compared with); the skipped bytes belong to
 *       the next node ({@code rlength}) but not to its surface;
 *   <li>every dictionary word that is a prefix of the rest (at most 65,535 bytes from the
 *       position), shortest first, each word's entries in dictionary order;
 *   <li>unknown words from the first character's category, unless a word was found and the
 *       category is not {@code invoke}: the grouped run of characters of its kind (if at most
 *       24 characters follow the first), then runs of 1..{@code length} characters of the first
 *       character's kind (the loop stops for good at the grouped length, as MeCab's
 *       {@code continue} skips the step), and a one-character word if nothing else was added;
 *       each unknown word once per {@code unk.def} entry of the category;
 *   <li>every new node (in MeCab's list order: the last added first) takes as predecessor the
 *       first node ending here (most recently connected first) with the least
 *       {@code cost(left) + matrix[left.rightId][node.leftId] + node.cost}; ties keep the first.
 * </ol>
 * EOS connects to the last position that nodes end at. Code points outside the BMP are UCS-2 code
 * 0 to MeCab (category DEFAULT); nodes can end past the end of the sentence (an unknown word at
 * the end of trailing spaces reads the terminating NUL) and are then never used. A node's lengths
 * are 16-bit: after a run of 65,535 spaces or more the next node wraps around and the rest of the
 * line is never reached ({@code 天気 + 65,540 spaces + 天気} → {@code 天気}).
 */
final class MecabLattice {
    private static final int MAX_GROUPING_SIZE = 24;
    private static final int LOOKUP_LIMIT = 65535;
    private static final int NONE = -1;
    /**
     * MeCab's {@code Node::length} and {@code rlength} are {@code unsigned short}: a node after
     * 65,535 or more bytes of skipped spaces wraps around (to end where it starts, or earlier).
     */
    private static final int USHORT = 0xFFFF;

    private final Ipadic dic;
    private final IpadicCharProperty chars;
    private final short[] matrix;
    private final int lsize;

    private byte[] s = new byte[0];
    private int len;
    private int[] endHead = new int[0];

    private int nodeCount;
    private int[] surface = new int[256];
    private int[] length = new int[256];
    private int[] rlength = new int[256];
    private int[] lcAttr = new int[256];
    private int[] rcAttr = new int[256];
    private int[] wcost = new int[256];
    private long[] cost = new long[256];
    private int[] prev = new int[256];
    private int[] bnext = new int[256];
    private int[] enext = new int[256];

    /** Results of the dictionary search at one position: byte lengths and trie nodes. */
    private int[] matchLength = new int[64];
    private int[] matchNode = new int[64];
    /** Set by {@link #charInfo}: the byte length MeCab's decoder consumed. */
    private int mblen;
    /** Set by {@link #seekToOtherType}: the info of the character it stopped at (or the last one), and the count. */
    private int fail;
    private int clen;

    MecabLattice(Ipadic dic) {
        this.dic = dic;
        this.chars = dic.chars;
        this.matrix = dic.matrix;
        this.lsize = dic.lsize;
    }

    /**
     * The surfaces of the best path, as byte ranges of {@code sentence[0, n)} appended to
     * {@code out} in pairs (start, end); returns the number of tokens.
     */
    int parse(byte[] sentence, int n, IntList out) {
        s = sentence;
        len = n;
        if (endHead.length < len + 16) {
            endHead = new int[len + 16];
        }
        Arrays.fill(endHead, 0, len + 16, NONE);
        nodeCount = 0;
        int bos = newNode();
        surface[bos] = 0;
        length[bos] = 0;
        rlength[bos] = 0;
        lcAttr[bos] = 0;
        rcAttr[bos] = 0;
        wcost[bos] = 0;
        cost[bos] = 0;
        prev[bos] = NONE;
        bnext[bos] = NONE;
        enext[bos] = NONE;
        endHead[0] = bos;
        for (int pos = 0; pos < len; pos++) {
            if (endHead[pos] != NONE) {
                connect(pos, lookup(pos, len));
            }
        }
        int eos = newNode();
        lcAttr[eos] = 0;
        rcAttr[eos] = 0;
        wcost[eos] = 0;
        rlength[eos] = 0;
        bnext[eos] = NONE;
        for (int pos = len; pos >= 0; pos--) {
            if (endHead[pos] != NONE) {
                connect(pos, eos);
                break;
            }
        }
        int count = 0;
        for (int node = prev[eos]; node != NONE && prev[node] != NONE; node = prev[node]) {
            count++;
        }
        int start = out.size();
        for (int i = 0; i < 2 * count; i++) {
            out.add(0);
        }
        int k = start + 2 * count;
        for (int node = prev[eos]; node != NONE && prev[node] != NONE; node = prev[node]) {
            out.set(--k, surface[node] + length[node]);
            out.set(--k, surface[node]);
        }
        return count;
    }

    private void connect(int pos, int rnode) {
        // (the arrays in locals: C1, the launcher's compiler, reloads fields in loops)
        int[] endHead = this.endHead;
        int[] enext = this.enext;
        int[] rcAttr = this.rcAttr;
        long[] cost = this.cost;
        short[] matrix = this.matrix;
        for (; rnode != NONE; rnode = bnext[rnode]) {
            long best = 2147483647L;
            int bestNode = NONE;
            int row = lsize * lcAttr[rnode];
            long w = wcost[rnode];
            for (int lnode = endHead[pos]; lnode != NONE; lnode = enext[lnode]) {
                long c = cost[lnode] + matrix[rcAttr[lnode] + row] + w;
                // if (c < best) { best = c; bestNode = lnode; } without a branch: which left node
                // wins is data, and the mispredicted branch cost a fifth of the lattice's time.
                // (path costs change by at most 2^17 a node, so |c| and |best| stay far below 2^62:
                // the difference cannot overflow, and mask is -1 exactly when c < best)
                long d = c - best;
                long mask = d >> 63;
                best += d & mask;
                bestNode ^= (bestNode ^ lnode) & (int) mask;
            }
            if (bestNode == NONE) {
                // MeCab fails the sentence ("too long sentence.") when every path costs 2^31 or more.
                throw new IllegalArgumentException("MeCab cannot parse this sentence: every path costs 2^31 or more");
            }
            prev[rnode] = bestNode;
            cost[rnode] = best;
            int x = rlength[rnode] + pos;
            enext[rnode] = endHead[x];
            endHead[x] = rnode;
        }
    }

    /** The byte at {@code p}; the C string's terminating NUL (and what follows it) reads as 0. */
    private int byteAt(int p) {
        return p < len ? s[p] & 0xFF : 0;
    }

    /** MeCab's {@code getCharInfo(begin, end, &mblen)} with {@code utf8_to_ucs2}. */
    private int charInfo(int begin, int end) {
        int b0 = byteAt(begin);
        int avail = end - begin;
        int ucs2;
        if (b0 < 0x80) {
            mblen = 1;
            ucs2 = b0;
        } else if (avail >= 2 && (b0 & 0xE0) == 0xC0) {
            mblen = 2;
            ucs2 = ((b0 & 0x1F) << 6) | (byteAt(begin + 1) & 0x3F);
        } else if (avail >= 3 && (b0 & 0xF0) == 0xE0) {
            mblen = 3;
            ucs2 = ((b0 & 0x0F) << 12) | ((byteAt(begin + 1) & 0x3F) << 6) | (byteAt(begin + 2) & 0x3F);
        } else if (avail >= 4 && (b0 & 0xF8) == 0xF0) {
            mblen = 4;
            ucs2 = 0;
        } else if (avail >= 5 && (b0 & 0xFC) == 0xF8) {
            mblen = 5;
            ucs2 = 0;
        } else if (avail >= 6 && (b0 & 0xFE) == 0xFC) {
            mblen = 6;
            ucs2 = 0;
        } else {
            mblen = 1;
            ucs2 = 0;
        }
        return chars.info(ucs2 & 0xFFFF);
    }

    /** MeCab's {@code seekToOtherType}: sets {@link #fail}, {@link #mblen}, {@link #clen}. */
    private int seekToOtherType(int begin, int end, int c) {
        return seekToOtherType(begin, end, c, Integer.MAX_VALUE);
    }

    /**
     * {@link #seekToOtherType(int, int, int)} that stops after {@code maxCount} characters. The
     * grouping needs no more than 25: a longer group is not a word, and its end is only compared
     * with the ends of the length loop, at most 15 characters ahead. (Without the cap, a run of n
     * characters of one kind costs n * min(n, 65,535) steps, as in MeCab.)
     */
    private int seekToOtherType(int begin, int end, int c, int maxCount) {
        int p = begin;
        clen = 0;
        while (p != end && clen < maxCount) {
            fail = charInfo(p, end);
            if (!IpadicCharProperty.isKindOf(c, fail)) {
                break;
            }
            p += mblen;
            clen++;
            c = fail;
        }
        return p;
    }

    private int lookup(int begin, int sentenceEnd) {
        int end = sentenceEnd - begin >= LOOKUP_LIMIT ? begin + LOOKUP_LIMIT : sentenceEnd;
        int space = chars.info(0x20);
        fail = 0;
        int begin2 = seekToOtherType(begin, end, space);
        int cinfo = fail;
        int firstLen = mblen;
        int result = NONE;

        int matches = commonPrefixSearch(begin2, end);
        int[] trie = dic.trie;
        short[] entry = dic.entry;
        for (int i = 0; i < matches; i++) {
            int word = matchNode[i];
            int nodeLength = matchLength[i] & USHORT;
            int nodeRlength = (begin2 - begin + matchLength[i]) & USHORT;
            int count = trie[4 * word] >>> 16;
            int e = 3 * trie[4 * word + 3];
            ensureNodes(count);
            // (the node arrays in locals after the one capacity check: C1 reloads fields in loops)
            int[] lcAttr = this.lcAttr;
            int[] rcAttr = this.rcAttr;
            int[] wcost = this.wcost;
            int[] length = this.length;
            int[] rlength = this.rlength;
            int[] surface = this.surface;
            int[] bnext = this.bnext;
            int node = nodeCount;
            for (int last = node + count; node < last; node++, e += 3) {
                lcAttr[node] = entry[e];
                rcAttr[node] = entry[e + 1];
                wcost[node] = entry[e + 2];
                length[node] = nodeLength;
                rlength[node] = nodeRlength;
                surface[node] = begin2;
                bnext[node] = result;
                result = node;
            }
            nodeCount = node;
        }
        if (result != NONE && !IpadicCharProperty.invoke(cinfo)) {
            return result;
        }

        int begin3 = begin2 + firstLen;
        int groupBegin3 = NONE;
        if (begin3 > end) {
            result = addUnknown(result, cinfo, begin, begin2, begin3);
            return result;
        }
        if (IpadicCharProperty.group(cinfo)) {
            int tmp = begin3;
            begin3 = seekToOtherType(begin3, end, cinfo, MAX_GROUPING_SIZE + 1);
            if (clen <= MAX_GROUPING_SIZE) {
                result = addUnknown(result, cinfo, begin, begin2, begin3);
            }
            groupBegin3 = begin3;
            begin3 = tmp;
        }
        int maxLength = IpadicCharProperty.length(cinfo);
        for (int i = 1; i <= maxLength; i++) {
            if (begin3 > end) {
                break;
            }
            if (begin3 == groupBegin3) {
                continue;
            }
            result = addUnknown(result, cinfo, begin, begin2, begin3);
            if (!IpadicCharProperty.isKindOf(cinfo, charInfo(begin3, end))) {
                break;
            }
            begin3 += mblen;
        }
        if (result == NONE) {
            result = addUnknown(result, cinfo, begin, begin2, begin3);
        }
        return result;
    }

    /** MeCab's {@code ADDUNKNWON}: one node per unknown-word entry of the character's default category. */
    private int addUnknown(int result, int cinfo, int begin, int begin2, int begin3) {
        int[] t = dic.unknown[IpadicCharProperty.defaultType(cinfo)];
        for (int k = 0; k < t.length; k += 3) {
            int node = newNode();
            lcAttr[node] = t[k];
            rcAttr[node] = t[k + 1];
            wcost[node] = t[k + 2];
            surface[node] = begin2;
            length[node] = (begin3 - begin2) & USHORT;
            rlength[node] = (begin3 - begin) & USHORT;
            bnext[node] = result;
            result = node;
        }
        return result;
    }

    /**
     * Darts' {@code commonPrefixSearch} from {@code begin2} within {@code end}: every dictionary
     * surface that is a prefix, shortest first, into {@link #matchLength}/{@link #matchNode} (the
     * trie node where it ends, which holds its entries).
     * Surfaces are whole UTF-8 characters, so the key is decoded character by character.
     */
    private int commonPrefixSearch(int begin2, int end) {
        int count = 0;
        int node = 0;
        int p = begin2;
        byte[] s = this.s;
        int[] trie = dic.trie;
        while (p < end) {
            int b0 = s[p] & 0xFF;
            int cp;
            int n;
            if (b0 < 0x80) {
                cp = b0;
                n = 1;
            } else if ((b0 & 0xE0) == 0xC0) {
                cp = b0 & 0x1F;
                n = 2;
            } else if ((b0 & 0xF0) == 0xE0) {
                cp = b0 & 0x0F;
                n = 3;
            } else if ((b0 & 0xF8) == 0xF0) {
                cp = b0 & 0x07;
                n = 4;
            } else {
                break;
            }
            if (p + n > end) {
                break;
            }
            for (int k = 1; k < n; k++) {
                cp = (cp << 6) | (s[p + k] & 0x3F);
            }
            if (cp >= 0x10000) {
                node = dic.child(node, Character.highSurrogate(cp));
                if (node >= 0) {
                    node = dic.child(node, Character.lowSurrogate(cp));
                }
            } else {
                node = dic.child(node, cp);
            }
            if (node < 0) {
                break;
            }
            p += n;
            if (trie[4 * node] >>> 16 != 0) {
                if (count == matchLength.length) {
                    matchLength = Arrays.copyOf(matchLength, count * 2);
                    matchNode = Arrays.copyOf(matchNode, count * 2);
                }
                matchLength[count] = p - begin2;
                matchNode[count] = node;
                count++;
            }
        }
        return count;
    }

    private int newNode() {
        ensureNodes(1);
        return nodeCount++;
    }

    /** Room for {@code k} more nodes. */
    private void ensureNodes(int k) {
        if (nodeCount + k > surface.length) {
            int n = Math.max(nodeCount + k, nodeCount * 2);
            surface = Arrays.copyOf(surface, n);
            length = Arrays.copyOf(length, n);
            rlength = Arrays.copyOf(rlength, n);
            lcAttr = Arrays.copyOf(lcAttr, n);
            rcAttr = Arrays.copyOf(rcAttr, n);
            wcost = Arrays.copyOf(wcost, n);
            cost = Arrays.copyOf(cost, n);
            prev = Arrays.copyOf(prev, n);
            bnext = Arrays.copyOf(bnext, n);
            enext = Arrays.copyOf(enext, n);
        }
    }

    /** A growable list of ints. */
    static final class IntList {
        private int[] a = new int[64];
        private int size;

        int size() {
            return size;
        }

        void add(int v) {
            if (size == a.length) {
                a = Arrays.copyOf(a, size * 2);
            }
            a[size++] = v;
        }

        void set(int i, int v) {
            a[i] = v;
        }

        int get(int i) {
            return a[i];
        }

        void clear() {
            size = 0;
        }
    }
}
