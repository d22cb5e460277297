package io.github.nlgmetrics.rouge.rouge155;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * A read-only reader of the Berkeley DB <em>hash</em> files that ROUGE-1.5.5.pl ties with Perl's
 * {@code DB_File} and {@code $DB_HASH} ({@code WordNet-2.0.exc.db}): every key and value, as
 * byte strings (ISO-8859-1), in no particular order.
 *
 * <p>Two on-disk formats are read, the two that public ROUGE-1.5.5 copies hold:
 * <ul>
 * <li><b>Berkeley DB 1.85 hash, version 2</b> (the original distribution's populated table, 5,930
 * pairs): a big-endian header page ({@code magic 0x061561, version, lorder, bsize, bshift, ...,
 * max_bucket, ..., nkeys, hdrpages, h_charkey, spares[32], bitmaps[32]}), then bucket pages in the
 * byte order {@code lorder} names (1234 little-endian, 4321 big-endian). Bucket {@code b} is page
 * {@code b + hdrpages + (b > 0 ? spares[ceil(log2(b+1)) - 1] : 0)}; a page is {@code n}, then
 * {@code n/2} (key offset, data offset) pairs of 16-bit words; a key runs from its offset to the
 * previous data offset (the page end for the first), its data from the data offset to the key's.
 * A pair whose data offset is 0 names an overflow page {@code (split << 11) | page} that
 * continues the bucket (page {@code bucketPage((1 << split) - 1) + page}). A page never written
 * (past the end of the file, or all zeros) is empty. Offsets 1-3 mark a key or value longer than a
 * page, which no exception table holds: refused with a message.</li>
 * <li><b>Berkeley DB 4.x-6.x hash, versions 8 and 9</b> (what Perl's {@code DB_File} writes today;
 * many public copies ship an empty one): a metadata page 0 ({@code magic} at byte 12 in the
 * file's own byte order, {@code pagesize}, {@code max_bucket} at 72, {@code spares[32]} at 96),
 * bucket {@code b} on page {@code b + spares[ceil(log2(b+1))]}; a hash page has a 26-byte header
 * ({@code next_pgno} at 16, {@code entries} at 20, {@code type} at 25) and {@code entries} item
 * offsets, key and data alternating, item {@code i} running from its offset to item
 * {@code i-1}'s (the page end for item 0); an item is {@code H_KEYDATA} (1, the bytes follow) or
 * {@code H_OFFPAGE} (3: {@code pgno} at 4, total length at 8, the bytes on a chain of overflow
 * pages, {@code hf_offset} bytes each after the header). Duplicates, checksums and encryption
 * (which {@code DB_File}'s {@code $DB_HASH} never writes) are refused with a message.</li>
 * </ul>
 *
 * <p>Reading follows what the file holds: an empty database (0 pairs) gives an empty map, exactly
 * as the script then stems without exceptions. A file that is neither format, or whose pages
 * contradict themselves, is an {@link IllegalArgumentException} naming the file and what is wrong.
 * Perl's {@code DB_File} on Berkeley DB 4.x or later cannot open the 1.85 format (the script dies
 * with "Cannot open exception db file for reading"); the script of its time read it, and so do we.
 */
final class BerkeleyDbHash {
    static final int HASH_MAGIC = 0x061561;
    static final int BTREE_MAGIC = 0x053162;

    private static final int V185_OVFLPAGE = 0;
    private static final int V185_REAL_KEY = 4;
    private static final int P_HASH_UNSORTED = 2;
    private static final int P_OVERFLOW = 7;
    private static final int P_HASHMETA = 8;
    private static final int P_HASH = 13;
    private static final int PAGE_HEADER = 26;
    private static final int H_KEYDATA = 1;
    private static final int H_DUPLICATE = 2;
    private static final int H_OFFPAGE = 3;
    private static final int H_OFFDUP = 4;

    private final Path file;
    private final ByteBuffer bytes;
    private final Map<String, String> entries = new HashMap<>();

    private BerkeleyDbHash(Path file, byte[] content) {
        this.file = file;
        this.bytes = ByteBuffer.wrap(content);
    }

    /** Every key → value of the Berkeley DB hash file {@code file}. */
    static Map<String, String> read(Path file) throws IOException {
        return read(file, Files.readAllBytes(file));
    }

    /** Every key → value of {@code content}, the bytes of a Berkeley DB hash file ({@code file} names it in errors). */
    static Map<String, String> read(Path file, byte[] content) {
        BerkeleyDbHash db = new BerkeleyDbHash(file, content);
        if (content.length < 16) {
            throw db.bad("too short to be a Berkeley DB file (" + content.length + " bytes)");
        }
        ByteBuffer b = db.bytes;
        if (b.order(ByteOrder.BIG_ENDIAN).getInt(0) == HASH_MAGIC) {
            db.read185();
        } else if (magicAt12(b, ByteOrder.LITTLE_ENDIAN) == HASH_MAGIC) {
            db.readModern(ByteOrder.LITTLE_ENDIAN);
        } else if (magicAt12(b, ByteOrder.BIG_ENDIAN) == HASH_MAGIC) {
            db.readModern(ByteOrder.BIG_ENDIAN);
        } else if (b.order(ByteOrder.BIG_ENDIAN).getInt(0) == BTREE_MAGIC
                || magicAt12(b, ByteOrder.LITTLE_ENDIAN) == BTREE_MAGIC || magicAt12(b, ByteOrder.BIG_ENDIAN) == BTREE_MAGIC) {
            throw db.bad("is a Berkeley DB btree file; ROUGE-1.5.5.pl opens it as a hash ($DB_HASH) and cannot read it");
        } else {
            throw db.bad("not a Berkeley DB hash file (no hash magic number 0x061561 at byte 0 or 12)");
        }
        return db.entries;
    }

    private static int magicAt12(ByteBuffer b, ByteOrder order) {
        return b.order(order).getInt(12);
    }

    // ---- Berkeley DB 1.85 ----

    private void read185() {
        ByteBuffer h = bytes.duplicate().order(ByteOrder.BIG_ENDIAN);
        if (bytes.capacity() < 68 + 32 * 4) {
            throw bad("Berkeley DB 1.85 hash header cut short (" + bytes.capacity() + " bytes)");
        }
        int version = h.getInt(4);
        if (version != 1 && version != 2) {
            throw bad("Berkeley DB 1.85 hash version " + version + " is not read (versions 1 and 2 are)");
        }
        int lorder = h.getInt(8);
        ByteOrder pageOrder = switch (lorder) {
            case 1234 -> ByteOrder.LITTLE_ENDIAN;
            case 4321 -> ByteOrder.BIG_ENDIAN;
            default -> throw bad("Berkeley DB 1.85 hash header: byte order " + lorder + " (expected 1234 or 4321)");
        };
        int bsize = h.getInt(12);
        int bshift = h.getInt(16);
        if (bshift < 6 || bshift > 16 || bsize != 1 << bshift) {
            throw bad("Berkeley DB 1.85 hash header: page size " + bsize + " with shift " + bshift);
        }
        long maxBucket = h.getInt(40) & 0xFFFFFFFFL;
        int nkeys = h.getInt(56);
        int hdrpages = h.getInt(60);
        long[] spares = new long[32];
        for (int i = 0; i < 32; i++) {
            spares[i] = h.getInt(68 + 4 * i);
            if (spares[i] < 0) {
                throw bad("Berkeley DB 1.85 hash header: spares[" + i + "] is negative (" + spares[i] + ")");
            }
        }
        long pages = (bytes.capacity() + bsize - 1L) / bsize;
        if (maxBucket >= pages + (1L << 16) || hdrpages < 1) {
            throw bad("Berkeley DB 1.85 hash header: " + maxBucket + " buckets, " + hdrpages + " header pages in a file of "
                    + pages + " pages");
        }
        ByteBuffer p = bytes.duplicate().order(pageOrder);
        Set<Long> seen = new HashSet<>();
        for (long bucket = 0; bucket <= maxBucket; bucket++) {
            long page = bucketPage185(bucket, hdrpages, spares);
            while (page >= 0) {
                if (!seen.add(page)) {
                    throw bad("page " + page + " is reached twice (bucket " + bucket + "): the overflow chain loops");
                }
                page = readPage185(p, page, bsize, hdrpages, spares, bucket);
            }
        }
        if (entries.size() != nkeys) {
            throw bad("the Berkeley DB 1.85 hash header counts " + nkeys + " keys, its pages hold " + entries.size());
        }
    }

    private static long bucketPage185(long bucket, int hdrpages, long[] spares) {
        return bucket + hdrpages + (bucket == 0 ? 0 : spares[ceilLog2(bucket + 1) - 1]);
    }

    /** Reads the pairs of one 1.85 page; returns the overflow page that continues it, or -1. */
    private long readPage185(ByteBuffer p, long page, int bsize, int hdrpages, long[] spares, long bucket) {
        long start = page * bsize;
        if (start >= bytes.capacity()) {
            return -1; // never written: an empty page
        }
        if (start + bsize > bytes.capacity()) {
            throw bad("page " + page + " is cut short by the end of the file");
        }
        int base = (int) start;
        int n = p.getShort(base) & 0xFFFF;
        if (n == 0) {
            return -1;
        }
        if (n % 2 != 0 || (n + 3) * 2 > bsize) {
            throw bad("page " + page + " (bucket " + bucket + ") lists " + n + " offsets");
        }
        int tableEnd = (n + 3) * 2;
        int end = bsize;
        for (int i = 1; i < n; i += 2) {
            int keyOff = p.getShort(base + 2 * i) & 0xFFFF;
            int dataOff = p.getShort(base + 2 * i + 2) & 0xFFFF;
            if (dataOff == V185_OVFLPAGE) {
                int split = keyOff >>> 11;
                long next = bucketPage185((1L << split) - 1, hdrpages, spares) + (keyOff & 0x7FF);
                if (i + 2 < n) {
                    throw bad("page " + page + " (bucket " + bucket + ") names an overflow page before its last pair");
                }
                return next;
            }
            if (dataOff < V185_REAL_KEY) {
                throw bad("page " + page + " (bucket " + bucket + ") holds a key or value longer than a page"
                        + " (a Berkeley DB 1.85 big pair), which no exception table holds and this reader does not read");
            }
            if (dataOff < tableEnd || dataOff > keyOff || keyOff > end) {
                throw bad("page " + page + " (bucket " + bucket + ") pair " + (i / 2 + 1) + ": offsets " + keyOff + ", "
                        + dataOff + " outside " + tableEnd + ".." + end);
            }
            put(string(base + keyOff, end - keyOff), string(base + dataOff, keyOff - dataOff));
            end = dataOff;
        }
        return -1;
    }

    // ---- Berkeley DB 4.x-6.x ----

    private void readModern(ByteOrder order) {
        ByteBuffer b = bytes.duplicate().order(order);
        if (bytes.capacity() < 96 + 32 * 4) {
            throw bad("Berkeley DB hash metadata page cut short (" + bytes.capacity() + " bytes)");
        }
        int version = b.getInt(16);
        if (version != 8 && version != 9) {
            throw bad("Berkeley DB hash version " + version + " is not read (1.85's version 2 and 4.x-6.x's versions 8"
                    + " and 9 are); rewrite it with db_dump and db_load of Berkeley DB 4.x or later");
        }
        int pageSize = b.getInt(20);
        if (pageSize < 512 || pageSize > 65536 || Integer.bitCount(pageSize) != 1) {
            throw bad("Berkeley DB hash metadata: page size " + pageSize);
        }
        if (b.get(24) != 0) {
            throw bad("is encrypted; DB_File's $DB_HASH never writes encrypted files");
        }
        if ((b.get(25) & 0xFF) != P_HASHMETA) {
            throw bad("page 0 is not a hash metadata page (type " + (b.get(25) & 0xFF) + ")");
        }
        if ((b.get(26) & 1) != 0) {
            throw bad("has page checksums; DB_File's $DB_HASH never writes them");
        }
        if ((b.getInt(48) & 0x07) != 0) {
            throw bad("allows duplicate keys or holds sub-databases (hash flags " + b.getInt(48)
                    + "); DB_File's $DB_HASH writes neither");
        }
        long maxBucket = b.getInt(72) & 0xFFFFFFFFL;
        long pages = bytes.capacity() / pageSize;
        if (maxBucket >= pages) {
            throw bad("Berkeley DB hash metadata: " + (maxBucket + 1) + " buckets in a file of " + pages + " pages");
        }
        long[] spares = new long[32];
        for (int i = 0; i < 32; i++) {
            spares[i] = b.getInt(96 + 4 * i) & 0xFFFFFFFFL;
        }
        Set<Long> seen = new HashSet<>();
        for (long bucket = 0; bucket <= maxBucket; bucket++) {
            long page = bucket + spares[ceilLog2(bucket + 1)];
            if (page == 0) {
                throw bad("bucket " + bucket + " maps to page 0, the metadata page");
            }
            while (page != 0) {
                if (!seen.add(page)) {
                    throw bad("page " + page + " is reached twice (bucket " + bucket + "): the page chain loops");
                }
                page = readPageModern(b, page, pageSize, bucket, seen);
            }
        }
    }

    /** Reads the pairs of one hash page; returns the page that continues its bucket, or 0. */
    private long readPageModern(ByteBuffer b, long page, int pageSize, long bucket, Set<Long> seen) {
        int base = pageStart(page, pageSize, "bucket " + bucket);
        int type = b.get(base + 25) & 0xFF;
        int count = b.getShort(base + 20) & 0xFFFF;
        if (type == 0 && count == 0 && (b.getInt(base + 16)) == 0) {
            return 0; // a bucket page never written: all zeros
        }
        if (type != P_HASH && type != P_HASH_UNSORTED) {
            throw bad("page " + page + " (bucket " + bucket + ") is not a hash page (type " + type + ")");
        }
        if (count % 2 != 0 || PAGE_HEADER + 2 * count > pageSize) {
            throw bad("page " + page + " (bucket " + bucket + ") lists " + count + " items");
        }
        int end = pageSize;
        String key = null;
        for (int i = 0; i < count; i++) {
            int off = b.getShort(base + PAGE_HEADER + 2 * i) & 0xFFFF;
            if (off < PAGE_HEADER + 2 * count || off >= end) {
                throw bad("page " + page + " (bucket " + bucket + ") item " + i + ": offset " + off + " outside "
                        + (PAGE_HEADER + 2 * count) + ".." + end);
            }
            String item = switch (b.get(base + off)) {
                case H_KEYDATA -> string(base + off + 1, end - off - 1);
                case H_OFFPAGE -> {
                    if (end - off < 12) {
                        throw bad("page " + page + " (bucket " + bucket + ") item " + i + ": an off-page reference cut short");
                    }
                    yield overflow(b, b.getInt(base + off + 4) & 0xFFFFFFFFL, b.getInt(base + off + 8) & 0xFFFFFFFFL,
                            pageSize, seen);
                }
                case H_DUPLICATE, H_OFFDUP -> throw bad("page " + page + " (bucket " + bucket
                        + ") holds duplicate values of one key; DB_File's $DB_HASH writes none");
                default -> throw bad("page " + page + " (bucket " + bucket + ") item " + i + ": unknown item type "
                        + b.get(base + off));
            };
            if (i % 2 == 0) {
                key = item;
            } else {
                put(key, item);
            }
            end = off;
        }
        return b.getInt(base + 16) & 0xFFFFFFFFL;
    }

    /** The {@code length} bytes of an off-page item, from the overflow chain starting at {@code first}. */
    private String overflow(ByteBuffer b, long first, long length, int pageSize, Set<Long> seen) {
        if (length > bytes.capacity()) {
            throw bad("an off-page item of " + length + " bytes is longer than the file");
        }
        StringBuilder s = new StringBuilder((int) length);
        long page = first;
        while (s.length() < length) {
            if (page == 0 || !seen.add(page)) {
                throw bad("the overflow chain from page " + first + " ends or loops after " + s.length() + " of " + length
                        + " bytes");
            }
            int base = pageStart(page, pageSize, "overflow chain from page " + first);
            if ((b.get(base + 25) & 0xFF) != P_OVERFLOW) {
                throw bad("page " + page + " (overflow chain from page " + first + ") is not an overflow page (type "
                        + (b.get(base + 25) & 0xFF) + ")");
            }
            int len = b.getShort(base + 22) & 0xFFFF;
            if (len > pageSize - PAGE_HEADER || s.length() + len > length) {
                throw bad("page " + page + " (overflow chain from page " + first + ") holds " + len + " bytes");
            }
            s.append(string(base + PAGE_HEADER, len));
            page = b.getInt(base + 16) & 0xFFFFFFFFL;
        }
        return s.toString();
    }

    private int pageStart(long page, int pageSize, String where) {
        long start = page * pageSize;
        if (start + pageSize > bytes.capacity()) {
            throw bad("page " + page + " (" + where + ") lies beyond the end of the file (" + bytes.capacity() + " bytes)");
        }
        return (int) start;
    }

    // ---- shared ----

    /** The smallest {@code i} with {@code 2^i >= n}: Berkeley DB's {@code __log2} / {@code __db_log2}. */
    static int ceilLog2(long n) {
        return n <= 1 ? 0 : 64 - Long.numberOfLeadingZeros(n - 1);
    }

    private void put(String key, String value) {
        if (entries.put(key, value) != null) {
            throw bad("holds the key '" + key + "' twice");
        }
    }

    private String string(int offset, int length) {
        return new String(bytes.array(), offset, length, StandardCharsets.ISO_8859_1);
    }

    private IllegalArgumentException bad(String what) {
        return new IllegalArgumentException(file + ": " + what);
    }
}
