package io.github.nlgmetrics.ja;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The dictionary read from Kuromoji, corrected, against IPADIC as sacrebleu's MeCab has it. The
 * tests that compare with MeCab's own files need Debian's {@code mecab-ipadic} (sources in
 * {@code /usr/share/mecab/dic/ipadic}) and {@code mecab-ipadic-utf8} (compiled, in
 * {@code /var/lib/mecab/dic/ipadic-utf8}: its {@code char.bin} and {@code matrix.bin} are
 * byte-identical to the reference build's) and are skipped, saying so, without them.
 */
class IpadicTest {
    private static final Path SOURCES = Path.of("/usr/share/mecab/dic/ipadic");
    private static final Path COMPILED = Path.of("/var/lib/mecab/dic/ipadic-utf8");
    private static final Ipadic DIC = Ipadic.get();

    @Test
    void kuromojisExtraEntryReiwaIsNotAWord() {
        assertEquals(0, DIC.entries("令和").length);
        assertEquals(true, DIC.entries("令").length > 0);
    }

    @Test
    void a1bdIsTheHorizontalBarAsIconvDecodesIt() {
        assertArrayEquals(new int[] {1285, 1285, 7592}, DIC.entries("ＣＤ―ＲＯＭ"));
        assertArrayEquals(new int[0], DIC.entries("ＣＤ—ＲＯＭ"));
        assertArrayEquals(new int[] {5, 5, 3970}, DIC.entries("―"));
        assertArrayEquals(new int[0], DIC.entries("—"));
    }

    @Test
    void theEntriesOfOneSurfaceAreInMecabsOrder() {
        // the order of 好き's five entries in the reference sys.dic (Kuromoji's: 21, 1287, 1285, 1299, 689)
        assertArrayEquals(new int[] {1285, 1285, 5930, 689, 689, 7159, 1287, 1287, 1715, 21, 21, 6440, 1299, 1299, 4101},
                DIC.entries("好き"));
    }

    @Test
    void everyEntryEqualsIpadicsSourcesInMecabsOrder() throws IOException {
        assumeTrue(Files.isDirectory(SOURCES), "no IPADIC sources in " + SOURCES + " (Debian package mecab-ipadic)");
        Map<String, List<Integer>> bySurface = new LinkedHashMap<>();
        int entries = 0;
        for (String file : KuromojiIpadic.fileOrder()) {
            List<String> lines = Files.readAllLines(SOURCES.resolve(file), Charset.forName("EUC-JP"));
            if (file.equals("Noun.proper.csv") && lines.get(lines.size() - 1).startsWith("令和,")) {
                lines = lines.subList(0, lines.size() - 1); // Debian's 2019 addition, not in sacrebleu's IPADIC
            }
            for (String line : lines) {
                String[] f = line.split(",", 5);
                // glibc's iconv decodes A1BD as U+2015, Java as U+2014
                String surface = f[0].replace('\u2014', '\u2015');
                List<Integer> t = bySurface.computeIfAbsent(surface, k -> new ArrayList<>());
                t.add(Integer.parseInt(f[1]));
                t.add(Integer.parseInt(f[2]));
                t.add(Integer.parseInt(f[3]));
                entries++;
            }
        }
        assertEquals(392126, entries);
        List<String> differ = new ArrayList<>();
        for (Map.Entry<String, List<Integer>> e : bySurface.entrySet()) {
            int[] expected = e.getValue().stream().mapToInt(Integer::intValue).toArray();
            int[] got = DIC.entries(e.getKey());
            if (!java.util.Arrays.equals(expected, got)) {
                differ.add(e.getKey());
            }
        }
        assertEquals(List.of(), differ);
    }

    @Test
    void theCharacterTableEqualsMecabsCharBin() throws IOException {
        Path charBin = COMPILED.resolve("char.bin");
        assumeTrue(Files.isRegularFile(charBin), "no " + charBin + " (Debian package mecab-ipadic-utf8)");
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(charBin)).order(ByteOrder.LITTLE_ENDIAN);
        int categories = b.getInt();
        for (int i = 0; i < categories; i++) {
            byte[] name = new byte[32];
            b.get(name);
            assertEquals(IpadicCharProperty.NAMES[i], new String(name, 0, indexOfNul(name), "US-ASCII"));
        }
        List<String> differ = new ArrayList<>();
        for (int ch = 0; ch < 0xFFFF; ch++) {
            if (b.getInt() != DIC.chars.info(ch)) {
                differ.add(Integer.toHexString(ch));
            }
        }
        assertEquals(List.of(), differ);
        assertEquals(0, DIC.chars.info(0xFFFF));
    }

    @Test
    void theConnectionCostsEqualMecabsMatrixBin() throws IOException {
        Path matrixBin = COMPILED.resolve("matrix.bin");
        assumeTrue(Files.isRegularFile(matrixBin), "no " + matrixBin + " (Debian package mecab-ipadic-utf8)");
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(matrixBin)).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(DIC.lsize, b.getShort());
        assertEquals(DIC.lsize, b.getShort());
        short[] m = new short[DIC.lsize * DIC.lsize];
        b.asShortBuffer().get(m);
        assertArrayEquals(m, DIC.matrix);
    }

    @Test
    void theUnknownWordEntriesEqualUnkDef() throws IOException {
        Path unkDef = SOURCES.resolve("unk.def");
        assumeTrue(Files.isRegularFile(unkDef), "no " + unkDef + " (Debian package mecab-ipadic)");
        Map<String, List<Integer>> byCategory = new LinkedHashMap<>();
        for (String line : Files.readAllLines(unkDef, Charset.forName("EUC-JP"))) {
            String[] f = line.split(",", 5);
            List<Integer> t = byCategory.computeIfAbsent(f[0], k -> new ArrayList<>());
            t.add(Integer.parseInt(f[1]));
            t.add(Integer.parseInt(f[2]));
            t.add(Integer.parseInt(f[3]));
        }
        assertEquals(IpadicCharProperty.NAMES.length, byCategory.size());
        for (int cat = 0; cat < IpadicCharProperty.NAMES.length; cat++) {
            int[] expected = byCategory.get(IpadicCharProperty.NAMES[cat]).stream().mapToInt(Integer::intValue).toArray();
            assertArrayEquals(expected, DIC.unknown[cat], IpadicCharProperty.NAMES[cat]);
        }
    }

    private static int indexOfNul(byte[] b) {
        for (int i = 0; i < b.length; i++) {
            if (b[i] == 0) {
                return i;
            }
        }
        return b.length;
    }
}
