package io.github.nlgmetrics.ja;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import org.apache.lucene.util.IntsRef;
import org.apache.lucene.util.fst.IntsRefFSTEnum;

/**
 * Writes the dictionary image {@link Ipadic} loads: IPADIC as {@link KuromojiIpadic} decodes and
 * corrects it from Lucene's Kuromoji, in exactly the form {@link MecabLattice} needs, so that the
 * tokenizer starts with a few bulk reads instead of decoding Kuromoji's resources (its FST, its
 * variable-length word lists and connection costs) and sorting entries on every lookup.
 *
 * <p>Run at build time ({@code exec-maven-plugin} in {@code process-classes}, see the module's
 * pom) into {@code target/classes/io/github/nlgmetrics/ja/ipadic.zip} ({@link #RESOURCE}); the bytes depend only on
 * Kuromoji's resources (the build is reproducible). The corrections are applied here, once:
 * Kuromoji's extra {@code 令和} is left out, U+2014 in Kuromoji's surfaces is written as U+2015
 * (glibc's iconv's A1BD, as MeCab's dictionary has it), and each surface's entries are in MeCab's
 * order ({@link KuromojiIpadic#sortByFile}).
 *
 * <p>Format (big-endian, {@link DataOutputStream}):
 * <pre>
 * int MAGIC, int VERSION
 * int lsize, short[lsize * lsize] matrix            MeCab's matrix[rightIdOfLeft + lsize * leftIdOfRight]
 * int[65536] chars                                 IpadicCharProperty's packed CharInfo per UCS-2 code
 * int categories, per category: int n, int[n]       unk.def's (left, right, cost) triples
 * int nodes, int[4 * nodes] trie                    a trie over the UTF-16 surfaces, breadth first
 * int entries, short[3 * entries] entry             (left id, right id, cost) per entry
 * int MAGIC
 * </pre>
 * Node 0 is the root. Node k is the record {@code trie[4k .. 4k + 3]}: the unit on the edge into
 * it and (above bit 16) its number of entries, its first child, its number of children, its
 * first entry. A node's children are consecutive nodes sorted by unit; its entries (those of the
 * surface ending there) consecutive in MeCab's order. One record holds all a lookup step reads
 * of a node, so a step touches few cache lines (the lattice's dictionary walk is bound by them).
 */
final class IpadicImage {
    static final int MAGIC = 0x4E4C4749; // "NLGI"
    static final int VERSION = 2;
    /**
     * The image's resource name, next to this class: a zip archive holding the image as its one
     * entry, {@link #ENTRY}, stored (not compressed). The packaging then keeps it stored: the
     * shade plugin, which builds the CLI's jar, copies an entry that is itself a zip archive
     * without compressing it, so the tokenizer reads the image from the jar without inflating
     * 14 MB (about 50 ms of every run). Elsewhere (a jar that deflates it) it only loads slower.
     */
    static final String RESOURCE = "ipadic.zip";
    /** The name of the image inside {@link #RESOURCE}. */
    static final String ENTRY = "ipadic.bin";
    /** The fixed time of {@link #ENTRY} (the build stays reproducible). */
    private static final java.time.LocalDateTime ENTRY_TIME = java.time.LocalDateTime.of(2007, 8, 1, 0, 0);

    private IpadicImage() {
    }

    /** Builds the image from Kuromoji into {@code args[0]}. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: IpadicImage OUTPUT_FILE");
        }
        Path out = Path.of(args[0]);
        Files.createDirectories(out.toAbsolutePath().getParent());
        Path tmp = out.resolveSibling(out.getFileName() + ".tmp");
        java.io.ByteArrayOutputStream image = new java.io.ByteArrayOutputStream(1 << 24);
        write(KuromojiIpadic.get(), image);
        byte[] bytes = image.toByteArray();
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(bytes);
        java.util.zip.ZipEntry entry = new java.util.zip.ZipEntry(ENTRY);
        entry.setMethod(java.util.zip.ZipEntry.STORED);
        entry.setSize(bytes.length);
        entry.setCompressedSize(bytes.length);
        entry.setCrc(crc.getValue());
        entry.setTimeLocal(ENTRY_TIME);
        try (java.util.zip.ZipOutputStream zip = new java.util.zip.ZipOutputStream(
                new BufferedOutputStream(Files.newOutputStream(tmp), 1 << 16))) {
            zip.putNextEntry(entry);
            zip.write(bytes);
            zip.closeEntry();
        }
        Files.move(tmp, out, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    /**
     * Every surface of MeCab's dictionary (Kuromoji's, corrected) with its entries as (left id,
     * right id, cost) triples in MeCab's order, sorted by surface (UTF-16 order).
     */
    static TreeMap<String, int[]> surfaces(KuromojiIpadic k) throws IOException {
        TreeMap<String, int[]> bySurface = new TreeMap<>();
        IntsRefFSTEnum<Long> e = new IntsRefFSTEnum<>(k.rawFst);
        IntsRefFSTEnum.InputOutput<Long> io;
        while ((io = e.next()) != null) {
            int output = io.output.intValue();
            if (k.isExcluded(output)) {
                continue;
            }
            IntsRef in = io.input;
            StringBuilder surface = new StringBuilder(in.length);
            for (int i = 0; i < in.length; i++) {
                int unit = in.ints[in.offset + i];
                if (unit == KuromojiIpadic.ICONV_A1BD) {
                    throw new IllegalStateException("a Kuromoji surface holds U+2015, which the A1BD correction assumes absent");
                }
                surface.append((char) (unit == KuromojiIpadic.JAVA_A1BD ? KuromojiIpadic.ICONV_A1BD : unit));
            }
            int[] entries = k.entries(surface.toString());
            if (entries.length == 0 || bySurface.put(surface.toString(), entries) != null) {
                throw new IllegalStateException("Kuromoji's surface " + surface + " has no entries or comes twice");
            }
        }
        return bySurface;
    }

    static void write(KuromojiIpadic k, OutputStream os) throws IOException {
        TreeMap<String, int[]> bySurface = surfaces(k);
        String[] keys = bySurface.keySet().toArray(new String[0]);
        if (keys.length > 0 && keys[0].isEmpty()) {
            throw new IllegalStateException("an empty surface");
        }

        DataOutputStream out = new DataOutputStream(os);
        out.writeInt(MAGIC);
        out.writeInt(VERSION);
        out.writeInt(k.lsize);
        for (short c : k.matrix) {
            out.writeShort(c);
        }
        int[] chars = k.chars.table();
        for (int c : chars) {
            out.writeInt(c);
        }
        out.writeInt(k.unknown.length);
        for (int[] t : k.unknown) {
            out.writeInt(t.length);
            for (int v : t) {
                out.writeInt(v);
            }
        }

        // The trie, breadth first: node k covers keys[lo[k], hi[k]) sharing their first depth[k] units.
        List<int[]> nodes = new ArrayList<>(); // {lo, hi, depth, label}
        nodes.add(new int[] {0, keys.length, 0, 0});
        int[] trie = new int[64];
        short[] entry = new short[3 * 64];
        int entries = 0;
        for (int n = 0; n < nodes.size(); n++) {
            int[] node = nodes.get(n);
            int lo = node[0];
            int hi = node[1];
            int depth = node[2];
            if (4 * n + 4 > trie.length) {
                trie = Arrays.copyOf(trie, trie.length * 2);
            }
            int count = 0;
            int first = entries;
            if (lo < hi && keys[lo].length() == depth) {
                int[] t = bySurface.get(keys[lo]); // the shortest key sorts first
                count = t.length / 3;
                if (count > 0xFFFF) {
                    throw new IllegalStateException(keys[lo] + " has more than 65,535 entries");
                }
                if (3 * (entries + count) > entry.length) {
                    entry = Arrays.copyOf(entry, Math.max(2 * entry.length, 3 * (entries + count)));
                }
                for (int i = 0; i < t.length; i++) {
                    if (t[i] != (short) t[i]) {
                        throw new IllegalStateException("an entry of " + keys[lo] + " does not fit 16 bits: " + t[i]);
                    }
                    entry[3 * entries + i] = (short) t[i];
                }
                entries += count;
                lo++;
            }
            int firstChild = nodes.size();
            while (lo < hi) {
                char c = keys[lo].charAt(depth);
                int end = lo + 1;
                while (end < hi && keys[end].charAt(depth) == c) {
                    end++;
                }
                nodes.add(new int[] {lo, end, depth + 1, c});
                lo = end;
            }
            trie[4 * n] = node[3] | count << 16;
            trie[4 * n + 1] = firstChild;
            trie[4 * n + 2] = nodes.size() - firstChild;
            trie[4 * n + 3] = first;
        }
        out.writeInt(nodes.size());
        for (int i = 0; i < 4 * nodes.size(); i++) {
            out.writeInt(trie[i]);
        }
        out.writeInt(entries);
        for (int i = 0; i < 3 * entries; i++) {
            out.writeShort(entry[i]);
        }
        out.writeInt(MAGIC);
        out.flush();
    }
}
