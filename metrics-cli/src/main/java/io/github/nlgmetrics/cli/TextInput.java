package io.github.nlgmetrics.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads line-per-segment text files strictly: UTF-8 only (an invalid byte is an error naming
 * the file and line), lines split on {@code \n} with one trailing {@code \r} removed, and the
 * references' line counts checked against the hypotheses'.
 *
 * <p>A UTF-8 byte-order mark is kept: the reference tools open files with {@code encoding='utf-8'},
 * so U+FEFF stays glued to the first token of line 1 and changes its n-grams (sacrebleu scores
 * {@code online-A.0.de} of WMT17 with it). A one-line notice on stderr says so; stdout is unchanged.
 */
public final class TextInput {
    private TextInput() {
    }

    /** The lines of {@code path} ({@code "-"} reads standard input), a byte-order mark kept. */
    public static List<String> readLines(String path) {
        byte[] bytes;
        String name = path.equals("-") ? "<stdin>" : path;
        try {
            if (path.equals("-")) {
                bytes = readAll(System.in);
            } else {
                Path p = Path.of(path);
                if (Files.isDirectory(p)) {
                    throw new IllegalArgumentException(path + ": is a directory, not a text file");
                }
                bytes = Files.readAllBytes(p);
            }
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("no such file: " + path);
        } catch (IOException e) {
            throw new IllegalArgumentException(name + ": cannot read: " + e.getMessage());
        }
        return decodeLines(bytes, name);
    }

    static List<String> decodeLines(byte[] bytes, String name) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        int lineNo = 1;
        CharsetDecoder dec = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        for (int i = 0; i <= bytes.length; i++) {
            if (i == bytes.length || bytes[i] == '\n') {
                if (i == bytes.length && start == bytes.length) {
                    break;
                }
                int end = i;
                if (end > start && bytes[end - 1] == '\r') {
                    end--;
                }
                try {
                    CharBuffer cb = dec.reset().decode(ByteBuffer.wrap(bytes, start, end - start));
                    lines.add(cb.toString());
                } catch (CharacterCodingException e) {
                    throw new IllegalArgumentException(name + ": line " + lineNo + " is not valid UTF-8");
                }
                start = i + 1;
                lineNo++;
            }
        }
        return lines;
    }

    /** The stderr notice, when line 1 of {@code name} starts with a byte-order mark, that it is kept. */
    static void noticeBom(List<String> lines, String name) {
        if (lines.isEmpty() || !lines.get(0).startsWith("\uFEFF")) {
            return;
        }
        System.err.println("nlg-metrics: note: line 1 of " + name
                + " starts with a byte-order mark (U+FEFF); it is kept, as the reference tools read it");
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        in.transferTo(out);
        return out.toByteArray();
    }

    /**
     * Hypotheses and references, checked: at least one reference file, the same number of lines in
     * every file, and at least one segment.
     */
    public static Corpus readCorpus(String hypPath, List<String> refPaths) {
        if (refPaths == null || refPaths.isEmpty()) {
            throw new IllegalArgumentException("no reference file given (use -r REF)");
        }
        List<String> hyps = readLines(hypPath == null ? "-" : hypPath);
        noticeBom(hyps, hypPath == null ? "<stdin>" : hypPath);
        List<List<String>> streams = new ArrayList<>();
        for (String r : refPaths) {
            List<String> lines = readLines(r);
            noticeBom(lines, r);
            if (lines.size() != hyps.size()) {
                throw new IllegalArgumentException("line counts differ: " + (hypPath == null ? "<stdin>" : hypPath)
                        + " has " + hyps.size() + " lines but " + r + " has " + lines.size());
            }
            streams.add(lines);
        }
        if (hyps.isEmpty()) {
            throw new IllegalArgumentException("empty input: " + (hypPath == null ? "<stdin>" : hypPath)
                    + " has no lines");
        }
        List<List<String>> perSegment = new ArrayList<>(hyps.size());
        for (int i = 0; i < hyps.size(); i++) {
            List<String> refs = new ArrayList<>(streams.size());
            for (List<String> s : streams) {
                refs.add(s.get(i));
            }
            perSegment.add(refs);
        }
        return new Corpus(hyps, perSegment, streams.size());
    }

    /**
     * The corpus with every line right-stripped of Python whitespace, as sacrebleu's command line
     * reads its files ({@code line.rstrip()}).
     */
    public static Corpus rstripped(Corpus c) {
        return c.map(io.github.nlgmetrics.compat.python.PyStrings::rstrip);
    }

    /**
     * A corpus read from files.
     *
     * @param hypotheses one per segment
     * @param references per segment, one entry per reference file
     * @param nrefs number of reference files
     */
    public record Corpus(List<String> hypotheses, List<List<String>> references, int nrefs) {
        /** This corpus with {@code f} applied to every hypothesis and reference. */
        public Corpus map(java.util.function.UnaryOperator<String> f) {
            List<String> hyps = new ArrayList<>(hypotheses.size());
            hypotheses.forEach(h -> hyps.add(f.apply(h)));
            List<List<String>> refs = new ArrayList<>(references.size());
            for (List<String> seg : references) {
                List<String> r = new ArrayList<>(seg.size());
                seg.forEach(x -> r.add(f.apply(x)));
                refs.add(r);
            }
            return new Corpus(hyps, refs, nrefs);
        }
    }
}
