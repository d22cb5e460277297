package io.github.nlgmetrics.cli.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A hypothesis file and its reference files read in lockstep, block by block, so that a corpus
 * is scored without being held: each block is a {@link TextInput.Corpus} of at most the requested
 * number of segments. The checks are those of {@link TextInput#readCorpus}: at least one
 * reference file, the same number of lines in every file (the message gives both counts, found by
 * reading on to the end of the longer file), at least one segment.
 */
public final class CorpusStream implements AutoCloseable {
    private final String hypName;
    private final LineReader hyp;
    private final List<LineReader> refs = new ArrayList<>();
    private final UnaryOperator<String> lineMap;
    /** Where the notes go (a kept byte-order mark): chosen on the opening thread, used on the reading one. */
    private final java.util.function.Consumer<String> notes = InlineFiles.notesSink();
    private int segments;
    private boolean done;

    /**
     * @param hypPath the hypotheses ({@code null} or {@code "-"}: standard input)
     * @param refPaths one file per reference
     * @param lineMap applied to every line read (identity, or sacrebleu's right-strip)
     */
    public CorpusStream(String hypPath, List<String> refPaths, UnaryOperator<String> lineMap) {
        if (refPaths == null || refPaths.isEmpty()) {
            throw new IllegalArgumentException("no reference file given (use -r REF)");
        }
        this.lineMap = lineMap;
        String path = hypPath == null ? "-" : hypPath;
        this.hypName = path.equals("-") ? "<stdin>" : path;
        this.hyp = open(path);
        try {
            for (String r : refPaths) {
                refs.add(open(r));
            }
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    /**
     * A strict line reader of {@code path} ({@code "-"}: standard input), or of the text held
     * under that name ({@link InlineFiles}).
     */
    static LineReader open(String path) {
        LineReader inline = InlineFiles.open(path);
        if (inline != null) {
            return inline;
        }
        if (path.equals("-")) {
            return new LineReader(System.in, "<stdin>");
        }
        Path p = Path.of(path);
        if (Files.isDirectory(p)) {
            throw new IllegalArgumentException(path + ": is a directory, not a text file");
        }
        try {
            InputStream in = Files.newInputStream(p);
            return new LineReader(in, path);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("no such file: " + path);
        } catch (IOException e) {
            throw new IllegalArgumentException(path + ": cannot read: " + e.getMessage());
        }
    }

    /** Whether every text is held in memory ({@link InlineFiles}): nothing to read ahead. */
    boolean inMemory() {
        return hyp.inMemory() && refs.stream().allMatch(LineReader::inMemory);
    }

    /** Number of reference files. */
    public int nrefs() {
        return refs.size();
    }

    /** Segments returned so far. */
    public int segments() {
        return segments;
    }

    /** The next block of up to {@code max} segments, or null once every file is read and checked. */
    public TextInput.Corpus next(int max) {
        if (done) {
            return null;
        }
        List<String> hyps = new ArrayList<>(Math.min(max, 8192));
        List<List<String>> perSegment = new ArrayList<>(Math.min(max, 8192));
        while (hyps.size() < max) {
            String h = hyp.next();
            List<String> segRefs = new ArrayList<>(refs.size());
            for (LineReader r : refs) {
                String line = r.next();
                if ((line == null) != (h == null)) {
                    throw lineCountsDiffer(r, h == null);
                }
                if (line != null) {
                    segRefs.add(map(r, line));
                }
            }
            if (h == null) {
                done = true;
                break;
            }
            hyps.add(map(hyp, h));
            perSegment.add(segRefs);
        }
        segments += hyps.size();
        if (done && segments == 0) {
            throw new IllegalArgumentException("empty input: " + hypName + " has no lines");
        }
        return hyps.isEmpty() ? null : new TextInput.Corpus(hyps, perSegment, refs.size());
    }

    /** Every remaining segment in one block (the whole corpus, when nothing was read yet). */
    TextInput.Corpus rest() {
        TextInput.Corpus all = next(Integer.MAX_VALUE);
        if (all == null) {
            throw new IllegalStateException("the corpus was already read");
        }
        return all;
    }

    private String map(LineReader from, String line) {
        if (from.lines() == 1) {
            TextInput.noticeBom(line, from.name(), notes);
        }
        return lineMap.apply(line);
    }

    /** The line-count error, once the shorter file has ended: both counts, read to the end. */
    private IllegalArgumentException lineCountsDiffer(LineReader ref, boolean hypEnded) {
        int hypLines = hyp.lines() + (hypEnded ? 0 : hyp.countRemaining());
        int refLines = ref.lines() + (hypEnded ? ref.countRemaining() : 0);
        return new IllegalArgumentException("line counts differ: " + hypName + " has " + hypLines
                + " lines but " + ref.name() + " has " + refLines);
    }

    @Override
    public void close() {
        if (hyp != null) {
            hyp.close();
        }
        refs.forEach(LineReader::close);
    }
}
