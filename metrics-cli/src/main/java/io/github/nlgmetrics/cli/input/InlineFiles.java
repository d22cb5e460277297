package io.github.nlgmetrics.cli.input;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Texts held in memory that a command reads under the names its command line gives files
 * ({@code nlg-metrics serve}: a request carries its texts inline). While {@link #run} runs a
 * command on the calling thread, every file the command opens through this package
 * ({@link TextInput}, {@link CorpusStream}) whose name is a key of the map is read from that
 * list, exactly as a file holding those lines would be read (each segment then {@code \n}, in
 * UTF-8, through the same strict {@link LineReader}: a trailing {@code \r} is dropped, a
 * byte-order mark kept and noted); any other name is a file on disk, as on the command line.
 * Standard input ({@code -}, or no {@code -i}) is the map's {@code "-"} entry, never the process's
 * own standard input, which belongs to the caller's protocol. A segment holding a line break, or
 * a lone UTF-16 surrogate (text no file can hold), is an {@link IllegalArgumentException} naming
 * the text and the segment.
 *
 * <p>The notes a reading prints on the command line's standard error (a kept byte-order mark) are
 * collected instead ({@link #notes()}), so the caller can return them with its answer.
 */
public final class InlineFiles {
    private static final ThreadLocal<InlineFiles> CURRENT = new ThreadLocal<>();

    /** The name of standard input among the texts. */
    public static final String STDIN = "-";

    private final Map<String, List<String>> texts;
    private final List<String> notes = Collections.synchronizedList(new ArrayList<>());

    private InlineFiles(Map<String, List<String>> texts) {
        this.texts = texts;
    }

    /**
     * Runs {@code body} on this thread with {@code texts} readable under their names; returns its
     * result and, in {@code notes}, what the reading noted on the way (one line each).
     */
    public static <T> T run(Map<String, List<String>> texts, Consumer<List<String>> notes, Supplier<T> body) {
        InlineFiles previous = CURRENT.get();
        InlineFiles files = new InlineFiles(Map.copyOf(texts));
        CURRENT.set(files);
        try {
            return body.get();
        } finally {
            CURRENT.set(previous);
            notes.accept(List.copyOf(files.notes));
        }
    }

    /** The notes collected so far (a kept byte-order mark), in order. */
    List<String> notes() {
        return notes;
    }

    /**
     * Where a reading started on this thread sends its notes: the current texts' notes while
     * {@link #run} runs, else this process's standard error.
     */
    static Consumer<String> notesSink() {
        InlineFiles files = CURRENT.get();
        return files == null ? System.err::println : files.notes::add;
    }

    /**
     * A reader of the text called {@code path} when one is held for this thread, else null (read
     * the file). Standard input is refused when no {@code "-"} text was given: it is the caller's.
     */
    static LineReader open(String path) {
        InlineFiles files = CURRENT.get();
        if (files == null) {
            return null;
        }
        List<String> lines = files.texts.get(path);
        if (lines == null && path.equals(STDIN)) {
            throw new IllegalArgumentException("no standard input here: name the hypotheses with -i NAME and give their"
                    + " text under that name");
        }
        return lines == null ? null : new LineReader(new ByteArrayInputStream(bytes(path, lines)),
                path.equals(STDIN) ? "<stdin>" : path);
    }

    /** The bytes of a file holding {@code lines}, one per line, in UTF-8. */
    private static byte[] bytes(String name, List<String> lines) {
        CharsetEncoder utf8 = StandardCharsets.UTF_8.newEncoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line == null) {
                throw new IllegalArgumentException(name + ": segment " + (i + 1) + " is not a string");
            }
            if (line.indexOf('\n') >= 0) {
                throw new IllegalArgumentException(name + ": segment " + (i + 1) + " holds a line break (one segment"
                        + " per line)");
            }
            try {
                ByteBuffer b = utf8.reset().encode(CharBuffer.wrap(line));
                out.write(b.array(), b.arrayOffset() + b.position(), b.remaining());
            } catch (CharacterCodingException e) {
                throw new IllegalArgumentException(name + ": segment " + (i + 1) + " is not valid Unicode (a lone"
                        + " surrogate)");
            }
            out.write('\n');
        }
        return out.toByteArray();
    }
}
