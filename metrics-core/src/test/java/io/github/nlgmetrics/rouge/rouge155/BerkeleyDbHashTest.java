package io.github.nlgmetrics.rouge.rouge155;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Berkeley DB hash reader behind a stock ROUGE-1.5.5 {@code data/} folder's
 * {@code WordNet-2.0.exc.db}. Fixtures ({@code exc-db/}, provenance in its README.md): the populated
 * table of the original distribution (Berkeley DB 1.85), an empty table and synthetic tables in
 * both byte orders as Perl's DB_File writes them today (Berkeley DB 5.3, hash version 9).
 */
class BerkeleyDbHashTest {
    private static final Path STOCK_185 = Path.of("WordNet-2.0.exc.db.185");

    static byte[] fixture(String name) {
        try (InputStream in = BerkeleyDbHashTest.class.getResourceAsStream("exc-db/" + name)) {
            if (in == null) {
                throw new IllegalStateException("test fixture exc-db/" + name + " is missing");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The original distribution's table (1.85 format) is exactly the bundled TSV, entry for entry. */
    @Test
    void theStock185TableIsTheBundledTable() {
        Map<String, String> db = BerkeleyDbHash.read(STOCK_185, fixture("WordNet-2.0.exc.db.185"));
        assertEquals(5_930, db.size());
        assertEquals(Rouge155Data.bundled().exceptions(), db);
        assertEquals("child", db.get("children"));
    }

    /**
     * A 1.85 file written on a big-endian machine ({@code lorder} 4321): the header is big-endian
     * either way, the pages' offset tables in the file's byte order. Made from the stock file by
     * swapping every page's table (bitmap pages, which the reader never reads, may be garbled).
     */
    @Test
    void aBigEndian185FileGivesTheSameTable() {
        byte[] b = fixture("WordNet-2.0.exc.db.185");
        ByteBuffer header = ByteBuffer.wrap(b).order(ByteOrder.BIG_ENDIAN);
        int bsize = header.getInt(12);
        int hdrpages = header.getInt(60);
        header.putInt(8, 4321);
        ByteBuffer le = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        for (int page = hdrpages; (page + 1) * bsize <= b.length; page++) {
            int base = page * bsize;
            int n = le.getShort(base) & 0xFFFF;
            if ((n + 3) * 2 <= bsize) {
                for (int i = 0; i <= n + 2; i++) {
                    le.putShort(base + 2 * i, Short.reverseBytes(le.getShort(base + 2 * i)));
                }
            }
        }
        assertEquals(Rouge155Data.bundled().exceptions(), BerkeleyDbHash.read(STOCK_185, b));
    }

    /** The shared copy of the exported table agrees too (when ../shared is present). */
    @Test
    void theStock185TableIsTheSharedExport() throws IOException {
        // ../shared next to the repository (the module's working directory is metrics-core/), as RepoPaths.shared
        String override = System.getProperty("nlgmetrics.shared", System.getenv("NLG_METRICS_SHARED"));
        Path shared = override == null || override.isBlank() ? Path.of("../../shared")
                : override.equals("none") ? null : Path.of(override);
        Path tsv = shared == null ? null : shared.resolve("rouge155-data/WordNet-2.0-exceptions.tsv");
        Assumptions.assumeTrue(tsv != null && Files.isRegularFile(tsv),
                "../shared/rouge155-data/WordNet-2.0-exceptions.tsv is absent");
        Map<String, String> expected = new HashMap<>();
        for (String line : Files.readAllLines(tsv, java.nio.charset.StandardCharsets.ISO_8859_1)) {
            if (!line.isEmpty()) {
                expected.put(line.substring(0, line.indexOf('\t')), line.substring(line.indexOf('\t') + 1));
            }
        }
        assertEquals(expected, BerkeleyDbHash.read(STOCK_185, fixture("WordNet-2.0.exc.db.185")));
    }

    /** Many public copies ship an empty database: it holds no exception, and the map says so. */
    @Test
    void anEmptyDatabaseHoldsNoException() {
        assertEquals(Map.of(), BerkeleyDbHash.read(Path.of("empty-v9.db"), fixture("empty-v9.db")));
    }

    /** What gen2.pl wrote (exc-db/README.md): 400 words over 512-byte pages, off-page items, Latin-1, an empty key. */
    static Map<String, String> synthetic() {
        Map<String, String> m = new HashMap<>();
        for (int i = 1; i <= 400; i++) {
            String k = String.format("w%04d", i);
            m.put(k, new StringBuilder(k).reverse().toString().repeat(i % 7));
        }
        m.put("long-value", "x".repeat(3000));
        m.put("l".repeat(1500), "long-key");
        m.put("caf\u00e9", "\u00e9t\u00e9");
        m.put("", "empty-key");
        return m;
    }

    @ParameterizedTest
    @ValueSource(strings = {"synthetic-v9-le-512.db", "synthetic-v9-be-512.db"})
    void bothByteOrdersOverflowPagesAndOffPageItems(String name) {
        assertEquals(synthetic(), BerkeleyDbHash.read(Path.of(name), fixture(name)));
    }

    /**
     * The full table as Perl's DB_File writes it on this machine (Berkeley DB 5.x, version 9), in
     * both byte orders and two page sizes: the same map as the bundled table.
     */
    @ParameterizedTest
    @ValueSource(strings = {"0 1234", "512 4321"})
    void theFullTableWrittenByTodaysDbFile(String settings, @TempDir Path dir) throws Exception {
        Path tsv = dir.resolve("t.tsv");
        try (InputStream in = Rouge155Data.class.getResourceAsStream(Rouge155Data.EXCEPTIONS_FILE)) {
            Files.write(tsv, in.readAllBytes());
        }
        Path db = dir.resolve("WordNet-2.0.exc.db");
        String[] s = settings.split(" ");
        String script = "use Fcntl; use DB_File; my $i = DB_File::HASHINFO->new(); $i->{bsize} = " + s[0]
                + " if " + s[0] + "; $i->{lorder} = " + s[1] + "; tie my %h, 'DB_File', $ARGV[0], O_CREAT|O_RDWR,"
                + " 0644, $i or die $!; open my $in, '<', $ARGV[1] or die; while (<$in>) { chomp; next if $_ eq '';"
                + " my ($k, $v) = split /\\t/, $_, 2; $h{$k} = $v } untie %h";
        Process p;
        try {
            p = new ProcessBuilder("perl", "-e", script, db.toString(), tsv.toString()).redirectErrorStream(true).start();
        } catch (IOException e) {
            Assumptions.abort("perl is not installed: " + e.getMessage());
            return;
        }
        String output = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        Assumptions.assumeTrue(p.exitValue() == 0, "perl with DB_File cannot write a hash file here: " + output);
        assertEquals(Rouge155Data.bundled().exceptions(), BerkeleyDbHash.read(db));
    }

    // ---- malformed files: one message naming the file and what is wrong ----

    private static String error(byte[] content) {
        return assertThrows(IllegalArgumentException.class, () -> BerkeleyDbHash.read(Path.of("x.db"), content))
                .getMessage();
    }

    @Test
    void aFileThatIsNoBerkeleyDbSaysSo() {
        assertEquals("x.db: too short to be a Berkeley DB file (0 bytes)", error(new byte[0]));
        assertEquals("x.db: not a Berkeley DB hash file (no hash magic number 0x061561 at byte 0 or 12)",
                error("went\tgo\nchildren\tchild\n".getBytes()));
    }

    @Test
    void aBtreeFileIsNamedAsOne() {
        byte[] b = new byte[512];
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt(12, BerkeleyDbHash.BTREE_MAGIC);
        assertEquals("x.db: is a Berkeley DB btree file; ROUGE-1.5.5.pl opens it as a hash ($DB_HASH) and cannot read it",
                error(b));
    }

    @Test
    void anUnknownVersionIsNamed() {
        byte[] b = fixture("empty-v9.db");
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt(16, 6);
        assertTrue(error(b).startsWith("x.db: Berkeley DB hash version 6 is not read"), error(b));
    }

    @Test
    void aTruncatedFileNamesTheMissingPage() {
        byte[] b = fixture("synthetic-v9-le-512.db");
        String m = error(java.util.Arrays.copyOf(b, b.length - 512));
        assertTrue(m.startsWith("x.db: ") && m.contains("page") && m.contains("end of the file"), m);
        String m185 = error(java.util.Arrays.copyOf(fixture("WordNet-2.0.exc.db.185"), 4096 * 20));
        assertTrue(m185.contains("counts 5930 keys, its pages hold"), m185);
    }

    @Test
    void aLoopingPageChainIsRefused() {
        byte[] b = fixture("synthetic-v9-le-512.db");
        ByteBuffer buf = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        // make bucket 0's page name itself as its continuation
        long page0 = buf.getInt(96);
        buf.putInt((int) (page0 * 512 + 16), (int) page0);
        assertTrue(error(b).contains("loops"), error(b));
    }

    /** Whatever a corrupted file holds, the reader answers a map or one message naming the file: never another exception. */
    @Test
    void corruptedBytesGiveAMapOrAMessage() {
        List<String> names = List.of("WordNet-2.0.exc.db.185", "synthetic-v9-le-512.db", "synthetic-v9-be-512.db",
                "empty-v9.db");
        qt().withFixedSeed(20261127L).withExamples(400)
                .forAll(integers().between(0, names.size() - 1), integers().allPositive(), integers().between(0, 255),
                        integers().between(0, 3))
                .check((n, pos, value, mode) -> {
                    byte[] b = fixture(names.get(n));
                    int at = pos % b.length;
                    if (mode == 0) {
                        b = java.util.Arrays.copyOf(b, at);
                    } else {
                        // the headers and the first page's table are where a byte matters most
                        int where = mode == 1 ? at : mode == 2 ? at % 256 : (at % 64) + b.length / (1 + at % 8);
                        b[Math.min(where, b.length - 1)] = (byte) value.intValue();
                    }
                    try {
                        BerkeleyDbHash.read(Path.of("x.db"), b);
                        return true;
                    } catch (IllegalArgumentException e) {
                        return e.getMessage().startsWith("x.db: ");
                    }
                });
    }
}
