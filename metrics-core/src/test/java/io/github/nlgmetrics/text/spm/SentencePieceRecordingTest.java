package io.github.nlgmetrics.text.spm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The encoder against a stored recording of the real library: SentencePiece 0.1.97 (Debian's
 * {@code python3-sentencepiece}) {@code EncodeAsPieces} of 3,000 generated strings (random
 * characters of many scripts, whitespace and control characters, NFKC-sensitive forms, numbers,
 * literal {@code ▁} and {@code <s>}) under each of the four stand-in models, made once by
 * {@code src/test/resources/spm/make_recording.py} (the command is in its docstring). Every string,
 * every model, piece for piece. The same for five small models trained for the paths the
 * stand-ins do not reach (user-defined symbols, whitespace as suffix, no dummy prefix, no escaping,
 * char and word models): {@code src/test/resources/spm/extra/} and its README.
 */
class SentencePieceRecordingTest {
    private static final String MAIN = "/spm/recording.tsv";
    private static final String EXTRA = "/spm/extra/recording.tsv";

    record Recorded(List<String> models, List<String> inputs, List<List<List<String>>> pieces) {
    }

    static Recorded recording(String resource) throws IOException {
        List<String> models = null;
        List<String> inputs = new ArrayList<>();
        List<List<List<String>>> pieces = new ArrayList<>();
        try (InputStream in = SentencePieceRecordingTest.class.getResourceAsStream(resource);
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (line.startsWith("# columns: ")) {
                    List<String> cols = Arrays.asList(line.substring("# columns: ".length()).split("\t", -1));
                    models = cols.subList(1, cols.size());
                    for (int m = 0; m < models.size(); m++) {
                        pieces.add(new ArrayList<>());
                    }
                    continue;
                }
                if (line.startsWith("#")) {
                    continue;
                }
                String[] fields = line.split("\t", -1);
                assertEquals(models.size() + 1, fields.length, "fields of line: " + line);
                inputs.add(unescape(fields[0]));
                for (int m = 0; m < models.size(); m++) {
                    List<String> ps = new ArrayList<>();
                    if (!fields[m + 1].isEmpty()) {
                        for (String p : fields[m + 1].split(" ", -1)) {
                            ps.add(unescape(p));
                        }
                    }
                    pieces.get(m).add(ps);
                }
            }
        }
        return new Recorded(models, inputs, pieces);
    }

    /** The recording's escapes: a doubled backslash, and backslash-u-{HEX} for a code point. */
    static String unescape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\') {
                sb.append(c);
            } else if (s.charAt(i + 1) == '\\') {
                sb.append('\\');
                i++;
            } else {
                int close = s.indexOf('}', i);
                sb.appendCodePoint(Integer.parseInt(s.substring(i + 3, close), 16));
                i = close;
            }
        }
        return sb.toString();
    }

    /** The stand-ins with the main recording, the small models of {@code spm/extra/} with theirs. */
    static Stream<Arguments> models() throws IOException {
        Stream<Arguments> standIns = recording(MAIN).models().stream().map(m -> Arguments.of(MAIN, m));
        Stream<Arguments> extra = recording(EXTRA).models().stream().map(m -> Arguments.of(EXTRA, m));
        return Stream.concat(standIns, extra);
    }

    private static SentencePieceEncoder encoder(String recording, String model) throws IOException {
        if (recording.equals(MAIN)) {
            return SpmTestModels.encoder(model);
        }
        try (InputStream in = SentencePieceRecordingTest.class.getResourceAsStream("/spm/extra/" + model)) {
            return SentencePieceEncoder.of(SentencePieceModel.parse(in.readAllBytes()));
        }
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("models")
    void everyRecordedStringIsEncodedAsTheLibraryDoes(String recording, String model) throws IOException {
        Recorded rec = recording(recording);
        int m = rec.models().indexOf(model);
        SentencePieceEncoder encoder = encoder(recording, model);
        assertTrue(rec.inputs().size() >= 1500, "recorded strings: " + rec.inputs().size());
        List<String> mismatches = new ArrayList<>();
        for (int i = 0; i < rec.inputs().size(); i++) {
            List<String> expected = rec.pieces().get(m).get(i);
            List<String> actual = encoder.encodeAsPieces(rec.inputs().get(i));
            if (!expected.equals(actual) && mismatches.size() < 10) {
                mismatches.add("input " + i + " " + escapeForMessage(rec.inputs().get(i)) + ": expected "
                        + expected + ", got " + actual);
            }
            assertEquals(String.join(" ", expected), encoder.encodeToString(rec.inputs().get(i)));
        }
        assertEquals(List.of(), mismatches);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {SpmTestModels.BPE_8K, SpmTestModels.BPE_6K_IDENTITY_BYTES})
    void bpeWordByWordEqualsBpeOverTheWholeLine(String model) throws IOException {
        SentencePieceEncoder byWord = SpmTestModels.encoder(model);
        SentencePieceEncoder whole = SentencePieceEncoder.wholeLineBpe(byWord.model());
        for (String input : recording(MAIN).inputs()) {
            assertEquals(whole.encodeAsPieces(input), byWord.encodeAsPieces(input), input);
        }
    }

    private static String escapeForMessage(String s) {
        StringBuilder sb = new StringBuilder("'");
        s.codePoints().forEach(cp -> {
            if (cp < 0x20 || cp == 0x7F) {
                sb.append(String.format("\\x%02x", cp));
            } else {
                sb.appendCodePoint(cp);
            }
        });
        return sb.append("'").toString();
    }
}
