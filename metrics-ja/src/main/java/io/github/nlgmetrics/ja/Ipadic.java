package io.github.nlgmetrics.ja;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * IPADIC 2.7.0-20070801 as sacrebleu's MeCab sees it (392,126 entries, UTF-8), loaded from the
 * dictionary image {@link IpadicImage} derives at build time from Lucene's Kuromoji
 * ({@link KuromojiIpadic}: where the data comes from, how it differs from MeCab's build and how
 * that is corrected). The image is read with a few bulk reads into flat arrays, in the form
 * {@link MecabLattice} walks: a trie over the UTF-16 surfaces, each surface's entries in MeCab's
 * order, MeCab's connection-cost matrix, the character table and the unknown-word entries.
 * {@code IpadicImageTest} proves it equal to the Kuromoji-decoded dictionary entry by entry.
 */
final class Ipadic {
    private static final class Holder {
        static final Ipadic INSTANCE = load();
    }

    /** MeCab's matrix: {@code matrix[rightIdOfLeft + lsize * leftIdOfRight]}. */
    final short[] matrix;
    final int lsize;
    /** Per MeCab category: the unknown-word entries as (left id, right id, cost) triples. */
    final int[][] unknown;
    final IpadicCharProperty chars;
    /** The trie: the unit on the edge into each node, sorted among siblings. */
    final char[] label;
    /** The children of node k: {@code firstChild[k] .. firstChild[k + 1] - 1}. */
    final int[] firstChild;
    /** The surface id ending at each node, or -1. */
    final int[] surface;
    /** The root's child by unit, or 0 (the root is nobody's child). */
    final int[] rootChild = new int[0x10000];
    /** The entries of surface s: {@code entryStart[s] .. entryStart[s + 1] - 1}. */
    final int[] entryStart;
    final short[] leftId;
    final short[] rightId;
    final short[] cost;

    private Ipadic(ByteBuffer b) {
        check(b.getInt() == IpadicImage.MAGIC && b.getInt() == IpadicImage.VERSION, "header");
        lsize = b.getInt();
        matrix = shorts(b, lsize * lsize);
        chars = new IpadicCharProperty(ints(b, 0x10000));
        unknown = new int[b.getInt()][];
        for (int cat = 0; cat < unknown.length; cat++) {
            unknown[cat] = ints(b, b.getInt());
        }
        int nodes = b.getInt();
        label = new char[nodes];
        b.asCharBuffer().get(label);
        b.position(b.position() + 2 * nodes);
        firstChild = ints(b, nodes + 1);
        surface = ints(b, nodes);
        entryStart = ints(b, b.getInt() + 1);
        int entries = b.getInt();
        leftId = shorts(b, entries);
        rightId = shorts(b, entries);
        cost = shorts(b, entries);
        check(b.getInt() == IpadicImage.MAGIC && !b.hasRemaining(), "trailer");
        for (int c = firstChild[0]; c < firstChild[1]; c++) {
            rootChild[label[c]] = c;
        }
    }

    private static void check(boolean ok, String what) {
        if (!ok) {
            throw new IllegalStateException("the dictionary image " + IpadicImage.RESOURCE + " is damaged (" + what + ")");
        }
    }

    private static short[] shorts(ByteBuffer b, int n) {
        short[] a = new short[n];
        b.asShortBuffer().get(a);
        b.position(b.position() + 2 * n);
        return a;
    }

    private static int[] ints(ByteBuffer b, int n) {
        int[] a = new int[n];
        b.asIntBuffer().get(a);
        b.position(b.position() + 4 * n);
        return a;
    }

    private static Ipadic load() {
        try (InputStream is = Ipadic.class.getResourceAsStream(IpadicImage.RESOURCE)) {
            if (is == null) {
                throw new IllegalStateException("no " + IpadicImage.RESOURCE + " next to " + Ipadic.class.getName()
                        + " (the build writes it: mvn process-classes in metrics-ja)");
            }
            return new Ipadic(ByteBuffer.wrap(is.readAllBytes()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The shared instance, loaded on first use. */
    static Ipadic get() {
        return Holder.INSTANCE;
    }

    /** The child of {@code node} along {@code unit}, or -1. */
    int child(int node, int unit) {
        if (node == 0) {
            int c = rootChild[unit];
            return c == 0 ? -1 : c;
        }
        int lo = firstChild[node];
        int hi = firstChild[node + 1] - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int l = label[mid];
            if (l < unit) {
                lo = mid + 1;
            } else if (l > unit) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -1;
    }

    /**
     * The entries of the word {@code surface} as MeCab's dictionary holds them: (left id, right
     * id, cost) triples in MeCab's order; empty when it is not a word.
     */
    int[] entries(String word) {
        int node = 0;
        for (int i = 0; i < word.length() && node >= 0; i++) {
            node = child(node, word.charAt(i));
        }
        if (word.isEmpty() || node < 0 || surface[node] < 0) {
            return new int[0];
        }
        int s = surface[node];
        int from = entryStart[s];
        int[] t = new int[3 * (entryStart[s + 1] - from)];
        for (int i = 0; i < t.length / 3; i++) {
            t[3 * i] = leftId[from + i];
            t[3 * i + 1] = rightId[from + i];
            t[3 * i + 2] = cost[from + i];
        }
        return t;
    }

    /** Every surface of the trie, in UTF-16 order (depth first; for tests). */
    List<String> surfaces() {
        List<String> out = new ArrayList<>();
        walk(0, new StringBuilder(), out);
        return out;
    }

    private void walk(int node, StringBuilder prefix, List<String> out) {
        if (surface[node] >= 0) {
            out.add(prefix.toString());
        }
        for (int c = firstChild[node]; c < firstChild[node + 1]; c++) {
            prefix.append(label[c]);
            walk(c, prefix, out);
            prefix.setLength(prefix.length() - 1);
        }
    }

    /** The number of entries (392,126). */
    int entryCount() {
        return leftId.length;
    }
}
