package io.github.nlgmetrics.bertscore.checkpoint;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The central directory of a zip archive, read from the file (PKWARE APPNOTE.TXT 6.3: section 4.3.16
 * end of central directory, 4.3.14/4.3.15 the ZIP64 end record and its locator, 4.3.12 the central
 * headers, 4.5.3 the ZIP64 extra field), with long offsets so that archives past 4 GiB work. Each
 * entry's data offset comes from its <em>local</em> header (torch pads it with an extra field to align
 * the data to 64 bytes, and writes sizes only in the central directory: general-purpose flag bit 3).
 * Only what torch's writer produces is accepted where it matters: one disk, and entries that are read
 * must be STORED (method 0), unencrypted, with equal compressed and uncompressed sizes.
 */
final class ZipDirectory {
    private static final int EOCD = 0x06054b50;
    private static final int ZIP64_LOCATOR = 0x07064b50;
    private static final int ZIP64_EOCD = 0x06064b50;
    private static final int CENTRAL = 0x02014b50;
    private static final int LOCAL = 0x04034b50;
    private static final long MAX_DIRECTORY = 1L << 28;

    /** One entry: where its local header is, how many bytes it holds, and how they are stored. */
    record Entry(String name, long headerOffset, long size, int method, int flags) {
    }

    private final WeightFile file;
    private final Map<String, Entry> entries;

    private ZipDirectory(WeightFile file, Map<String, Entry> entries) {
        this.file = file;
        this.entries = entries;
    }

    /** The entries of {@code file}, in directory order; an error naming the file when it is no readable zip. */
    static ZipDirectory read(WeightFile file) {
        long size = file.size();
        int tail = (int) Math.min(size, 22 + 0xFFFF);
        ByteBuffer end = le(file.read(size - tail, tail, "the end of the archive"));
        int at = -1;
        for (int i = tail - 22; i >= 0; i--) {
            if (end.getInt(i) == EOCD && i + 22 + (end.getShort(i + 20) & 0xFFFF) == tail) {
                at = i;
                break;
            }
        }
        if (at < 0) {
            throw file.error("not a zip archive (no end-of-central-directory record)");
        }
        long eocd = size - tail + at;
        long count = end.getShort(at + 10) & 0xFFFF;
        long dirSize = end.getInt(at + 12) & 0xFFFFFFFFL;
        long dirOffset = end.getInt(at + 16) & 0xFFFFFFFFL;
        long dirEnd = eocd;
        if (eocd >= 20 && le(file.read(eocd - 20, 20, "the ZIP64 locator")).getInt(0) == ZIP64_LOCATOR) {
            long z = le(file.read(eocd - 20, 20, "the ZIP64 locator")).getLong(8);
            ByteBuffer rec = le(file.read(z, 56, "the ZIP64 end record"));
            if (rec.getInt(0) != ZIP64_EOCD) {
                throw file.error("corrupt zip: the ZIP64 locator points at " + z + ", where no ZIP64 end record is");
            }
            count = rec.getLong(32);
            dirSize = rec.getLong(40);
            dirOffset = rec.getLong(48);
            dirEnd = z;
        } else if (count == 0xFFFF || dirSize == 0xFFFFFFFFL || dirOffset == 0xFFFFFFFFL) {
            throw file.error("corrupt zip: ZIP64 sizes without a ZIP64 end record");
        }
        if (dirOffset < 0 || dirSize < 0 || dirSize > dirEnd - dirOffset || dirOffset > dirEnd) {
            throw file.error("corrupt zip: the central directory (" + dirSize + " bytes at " + dirOffset
                    + ") does not lie before its end record (truncated?)");
        }
        if (dirSize > MAX_DIRECTORY || count > dirSize / 46) {
            throw file.error("corrupt zip: " + count + " entries cannot fit a central directory of " + dirSize + " bytes");
        }
        ByteBuffer dir = le(file.read(dirOffset, (int) dirSize, "the central directory"));
        Map<String, Entry> entries = new LinkedHashMap<>();
        int p = 0;
        for (long i = 0; i < count; i++) {
            if (p + 46 > dir.limit() || dir.getInt(p) != CENTRAL) {
                throw file.error("corrupt zip: central directory entry " + i + " of " + count + " is missing or damaged");
            }
            int nameLen = dir.getShort(p + 28) & 0xFFFF;
            int extraLen = dir.getShort(p + 30) & 0xFFFF;
            int commentLen = dir.getShort(p + 32) & 0xFFFF;
            if (p + 46 + nameLen + extraLen + commentLen > dir.limit()) {
                throw file.error("corrupt zip: central directory entry " + i + " runs past the directory");
            }
            String name = new String(dir.array(), p + 46, nameLen, StandardCharsets.UTF_8);
            long[] sizes = {dir.getInt(p + 24) & 0xFFFFFFFFL, dir.getInt(p + 20) & 0xFFFFFFFFL, dir.getInt(p + 42) & 0xFFFFFFFFL};
            zip64(file, name, dir, p + 46 + nameLen, extraLen, sizes);
            int flags = dir.getShort(p + 8) & 0xFFFF;
            int method = dir.getShort(p + 10) & 0xFFFF;
            if (method == 0 && sizes[0] != sizes[1]) {
                throw file.error("corrupt zip: stored entry '" + name + "' has sizes " + sizes[1] + " and " + sizes[0]);
            }
            entries.put(name, new Entry(name, sizes[2], sizes[0], method, flags));
            p += 46 + nameLen + extraLen + commentLen;
        }
        return new ZipDirectory(file, entries);
    }

    /** Replaces the 0xFFFFFFFF fields of {@code sizes} (uncompressed, compressed, local header offset) from the ZIP64 extra. */
    private static void zip64(WeightFile file, String name, ByteBuffer dir, int at, int length, long[] sizes) {
        int end = at + length;
        while (at + 4 <= end) {
            int id = dir.getShort(at) & 0xFFFF;
            int len = dir.getShort(at + 2) & 0xFFFF;
            if (at + 4 + len > end) {
                break;
            }
            if (id == 0x0001) {
                int q = at + 4;
                for (int k = 0; k < 3; k++) {
                    if (sizes[k] == 0xFFFFFFFFL) {
                        if (q + 8 > at + 4 + len) {
                            throw file.error("corrupt zip: the ZIP64 field of '" + name + "' is too short");
                        }
                        sizes[k] = dir.getLong(q);
                        q += 8;
                    }
                }
                return;
            }
            at += 4 + len;
        }
        for (long s : sizes) {
            if (s == 0xFFFFFFFFL) {
                throw file.error("corrupt zip: entry '" + name + "' needs a ZIP64 field and has none");
            }
        }
    }

    /** The entry {@code name}, or null. */
    Entry get(String name) {
        return entries.get(name);
    }

    /** Every entry by name, in directory order. */
    Map<String, Entry> entries() {
        return entries;
    }

    /**
     * Where the bytes of {@code entry} start in the file (after its local header), checked to be a
     * STORED, unencrypted entry lying wholly inside the file.
     */
    long dataStart(Entry entry) {
        if (entry.method() != 0) {
            throw file.error("entry '" + entry.name() + "' is compressed (zip method " + entry.method()
                    + "); torch writes its records uncompressed (STORED) and only those can be mapped: re-save the checkpoint"
                    + " with torch.save");
        }
        if ((entry.flags() & 1) != 0) {
            throw file.error("entry '" + entry.name() + "' is encrypted");
        }
        long lho = entry.headerOffset();
        ByteBuffer local = le(file.read(lho, 30, "the local header of '" + entry.name() + "'"));
        if (local.getInt(0) != LOCAL) {
            throw file.error("corrupt zip: no local header for '" + entry.name() + "' at byte " + lho);
        }
        long start = lho + 30 + (local.getShort(26) & 0xFFFF) + (local.getShort(28) & 0xFFFF);
        if (start > file.size() || entry.size() > file.size() - start) {
            throw file.error("entry '" + entry.name() + "' (" + entry.size() + " bytes at " + start
                    + ") runs past the end of the file (" + file.size() + " bytes; truncated?)");
        }
        return start;
    }

    private static ByteBuffer le(byte[] b) {
        return ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
    }
}
