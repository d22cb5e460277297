package io.github.nlgmetrics.cli.input;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

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
        try (LineReader reader = CorpusStream.open(path)) {
            return lines(reader);
        }
    }

    /** The lines of {@code bytes}, read as {@link #readLines} reads a file called {@code name}. */
    public static List<String> decodeLines(byte[] bytes, String name) {
        return lines(new LineReader(new ByteArrayInputStream(bytes), name));
    }

    private static List<String> lines(LineReader reader) {
        List<String> lines = new ArrayList<>();
        for (String line = reader.next(); line != null; line = reader.next()) {
            lines.add(line);
        }
        return lines;
    }

    /** The stderr notice, when {@code firstLine} of {@code name} starts with a byte-order mark, that it is kept. */
    static void noticeBom(String firstLine, String name) {
        if (firstLine.startsWith("\uFEFF")) {
            System.err.println("nlg-metrics: note: line 1 of " + TerminalText.escape(name)
                    + " starts with a byte-order mark (U+FEFF); it is kept, as the reference tools read it");
        }
    }

    /**
     * Hypotheses and references, checked: at least one reference file, the same number of lines in
     * every file, and at least one segment ({@link CorpusStream} reads them; this holds them all).
     */
    public static Corpus readCorpus(String hypPath, List<String> refPaths) {
        return readCorpus(hypPath, refPaths, UnaryOperator.identity());
    }

    /** {@link #readCorpus(String, List)} with {@code lineMap} applied to every line. */
    public static Corpus readCorpus(String hypPath, List<String> refPaths, UnaryOperator<String> lineMap) {
        try (CorpusStream stream = new CorpusStream(hypPath, refPaths, lineMap)) {
            return stream.rest();
        }
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
