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
    /**
     * The trie over the UTF-16 surfaces: node k is {@code trie[4k .. 4k + 3]}, the unit on the edge
     * into it | its number of entries &lt;&lt; 16, its first child, its number of children, its
     * first entry (children consecutive and sorted by unit; see {@link IpadicImage}).
     */
    final int[] trie;
    /** The root's child by unit, or 0 (the root is nobody's child). */
    final int[] rootChild = new int[0x10000];
    /** The entries: (left id, right id, cost) of entry e at {@code entry[3e .. 3e + 2]}, each surface's in MeCab's order. */
    final short[] entry;

    private Ipadic(Sections b) throws IOException {
        check(b.readInt() == IpadicImage.MAGIC && b.readInt() == IpadicImage.VERSION, "header");
        lsize = b.readInt();
        matrix = b.shorts(lsize * lsize);
        chars = new IpadicCharProperty(b.ints(0x10000));
        unknown = new int[b.readInt()][];
        for (int cat = 0; cat < unknown.length; cat++) {
            unknown[cat] = b.ints(b.readInt());
        }
        trie = b.ints(4 * b.readInt());
        entry = b.shorts(3 * b.readInt());
        check(b.readInt() == IpadicImage.MAGIC, "trailer");
        for (int c = trie[1], last = trie[1] + trie[2]; c < last; c++) {
            rootChild[trie[4 * c] & 0xFFFF] = c;
        }
    }

    private static void check(boolean ok, String what) {
        if (!ok) {
            throw new IllegalStateException("the dictionary image " + IpadicImage.RESOURCE + " is damaged (" + what + ")");
        }
    }

    /**
     * The image's sections read straight into their arrays through one 64 KB buffer: the 14 MB
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
        int[] trie = this.trie;
        int lo = trie[4 * node + 1];
        int hi = lo + trie[4 * node + 2] - 1;
        if (hi - lo < 8) {
            for (int c = lo; c <= hi; c++) {
                if ((trie[4 * c] & 0xFFFF) == unit) {
                    return c;
                }
            }
            return -1;
        }
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int l = trie[4 * mid] & 0xFFFF;
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

    /** The number of entries of the surface ending at {@code node} (0: none). */
    int entryCount(int node) {
        return trie[4 * node] >>> 16;
    }

    /** The index of the first entry of the surface ending at {@code node}. */
    int firstEntry(int node) {
        return trie[4 * node + 3];
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
        if (word.isEmpty() || node < 0) {
            return new int[0];
        }
        int[] t = new int[3 * entryCount(node)];
        for (int i = 0; i < t.length; i++) {
            t[i] = entry[3 * firstEntry(node) + i];
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
        if (entryCount(node) > 0) {
            out.add(prefix.toString());
        }
        for (int c = trie[4 * node + 1], last = c + trie[4 * node + 2]; c < last; c++) {
            prefix.append((char) (trie[4 * c] & 0xFFFF));
            walk(c, prefix, out);
            prefix.setLength(prefix.length() - 1);
        }
    }

    /** The number of entries (392,126). */
    int entryCount() {
        return entry.length / 3;
    }
}
