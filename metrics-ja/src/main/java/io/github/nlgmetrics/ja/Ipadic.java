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

    private Ipadic(Sections b) throws IOException {
        check(b.readInt() == IpadicImage.MAGIC && b.readInt() == IpadicImage.VERSION, "header");
        lsize = b.readInt();
        matrix = b.shorts(lsize * lsize);
        chars = new IpadicCharProperty(b.ints(0x10000));
        unknown = new int[b.readInt()][];
        for (int cat = 0; cat < unknown.length; cat++) {
            unknown[cat] = b.ints(b.readInt());
        }
        int nodes = b.readInt();
        label = b.chars(nodes);
        firstChild = b.ints(nodes + 1);
        surface = b.ints(nodes);
        entryStart = b.ints(b.readInt() + 1);
        int entries = b.readInt();
        leftId = b.shorts(entries);
        rightId = b.shorts(entries);
        cost = b.shorts(entries);
        check(b.readInt() == IpadicImage.MAGIC, "trailer");
        for (int c = firstChild[0]; c < firstChild[1]; c++) {
            rootChild[label[c]] = c;
        }
    }

    private static void check(boolean ok, String what) {
        if (!ok) {
            throw new IllegalStateException("the dictionary image " + IpadicImage.RESOURCE + " is damaged (" + what + ")");
        }
    }

    /**
     * The image's sections read straight into their arrays through one 64 KB buffer: the 12 MB
     * are copied once, and nothing else of their size is allocated (in the launcher's small
     * initial heap a whole-image byte array cost collections).
     */
    private static final class Sections {
        final InputStream in;
        private final byte[] buf = new byte[1 << 16];
        private final ByteBuffer bb = ByteBuffer.wrap(buf);

        Sections(InputStream in) {
            this.in = in;
        }

        /** Reads the next {@code n} bytes into the buffer. */
        private ByteBuffer fill(int n) throws IOException {
            if (in.readNBytes(buf, 0, n) != n) {
                check(false, "truncated");
            }
            return bb.clear().limit(n);
        }

        /**
         * Skips the local header of the zip archive's one stored entry ({@link IpadicImage#RESOURCE}):
         * signature, method 0 (stored), then the name and extra field whose lengths it gives.
         */
        void skipZipHeader() throws IOException {
            ByteBuffer h = fill(30).order(java.nio.ByteOrder.LITTLE_ENDIAN);
            check(h.getInt(0) == 0x04034b50 && h.getShort(8) == 0, "not a stored zip entry");
            int skip = (h.getShort(26) & 0xFFFF) + (h.getShort(28) & 0xFFFF);
            h.order(java.nio.ByteOrder.BIG_ENDIAN);
            fill(skip);
        }

        int readInt() throws IOException {
            return fill(4).getInt();
        }

        short[] shorts(int n) throws IOException {
            short[] a = new short[n];
            for (int done = 0; done < n;) {
                int k = Math.min(n - done, buf.length / 2);
                fill(2 * k).asShortBuffer().get(a, done, k);
                done += k;
            }
            return a;
        }

        char[] chars(int n) throws IOException {
            char[] a = new char[n];
            for (int done = 0; done < n;) {
                int k = Math.min(n - done, buf.length / 2);
                fill(2 * k).asCharBuffer().get(a, done, k);
                done += k;
            }
            return a;
        }

        int[] ints(int n) throws IOException {
            int[] a = new int[n];
            for (int done = 0; done < n;) {
                int k = Math.min(n - done, buf.length / 4);
                fill(4 * k).asIntBuffer().get(a, done, k);
                done += k;
            }
            return a;
        }
    }

    private static Ipadic load() {
        try (InputStream is = Ipadic.class.getResourceAsStream(IpadicImage.RESOURCE)) {
            if (is == null) {
                throw new IllegalStateException("no " + IpadicImage.RESOURCE + " next to " + Ipadic.class.getName()
                        + " (the build writes it: mvn process-classes in metrics-ja)");
            }
            Sections sections = new Sections(is);
            sections.skipZipHeader();
            return new Ipadic(sections);
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
        if (hi - lo < 8) {
            for (int c = lo; c <= hi; c++) {
                if (label[c] == unit) {
                    return c;
                }
            }
            return -1;
        }
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
