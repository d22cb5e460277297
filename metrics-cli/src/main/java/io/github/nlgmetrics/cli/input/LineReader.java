package io.github.nlgmetrics.cli.input;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads a UTF-8 text stream one line at a time, strictly and without holding the file: lines end
 * at {@code \n}, one trailing {@code \r} is removed, a last line without {@code \n} counts, and an
 * invalid UTF-8 byte sequence is an error naming the stream and the line.
 *
 * <p>Each line is decoded once with the JDK's fast (intrinsic) UTF-8 decoder; only a line whose
 * text then holds U+FFFD — a replacement for bad bytes, or a real U+FFFD — is checked again with
 * a strict decoder, so valid input pays for one decode.
 */
final class LineReader implements Closeable {
    private final InputStream in;
    private final String name;
    private byte[] buf = new byte[1 << 16];
    private int pos;
    private int limit;
    private boolean eof;
    private int lineNo;
    private CharsetDecoder strict;

    /**
     * @param in the bytes (closed by {@link #close})
     * @param name how errors name the stream (a path, or {@code <stdin>})
     */
    LineReader(InputStream in, String name) {
        this.in = in;
        this.name = name;
    }

    /** Whether the bytes are held in memory (a text given inline), not read from a file or a pipe. */
    boolean inMemory() {
        return in instanceof java.io.ByteArrayInputStream;
    }

    /** The stream's name in messages. */
    String name() {
        return name;
    }

    /** Lines returned so far. */
    int lines() {
        return lineNo;
    }

    /** The next line, or null at the end of the stream. */
    String next() {
        int scanFrom = pos;
        while (true) {
            int nl = indexOfNewline(scanFrom);
            if (nl >= 0) {
                String line = decode(pos, nl);
                pos = nl + 1;
                return line;
            }
            if (eof) {
                if (pos == limit) {
                    return null;
                }
                String line = decode(pos, limit);
                pos = limit;
                return line;
            }
            scanFrom = limit - pos;
            fill();
            scanFrom += pos;
        }
    }

    /** Skips the rest of the stream, returning how many lines it held (for a line-count message). */
    int countRemaining() {
        int n = 0;
        while (next() != null) {
            n++;
        }
        return n;
    }

    private int indexOfNewline(int from) {
        for (int i = from; i < limit; i++) {
            if (buf[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    /** Moves the unread bytes to the front, grows the buffer when a line fills it, and reads more. */
    private void fill() {
        if (pos > 0) {
            System.arraycopy(buf, pos, buf, 0, limit - pos);
            limit -= pos;
            pos = 0;
        }
        if (limit == buf.length) {
            buf = Arrays.copyOf(buf, buf.length * 2);
        }
        try {
            int n = in.read(buf, limit, buf.length - limit);
            if (n < 0) {
                eof = true;
            } else {
                limit += n;
            }
        } catch (IOException e) {
            throw new IllegalArgumentException(name + ": cannot read: " + e.getMessage(), e);
        }
    }

    private String decode(int from, int end) {
        lineNo++;
        if (end > from && buf[end - 1] == '\r') {
            end--;
        }
        String line = new String(buf, from, end - from, StandardCharsets.UTF_8);
        if (line.indexOf('\uFFFD') >= 0) {
            requireValid(from, end);
        }
        return line;
    }

    private void requireValid(int from, int end) {
        if (strict == null) {
            strict = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT);
        }
        try {
            strict.reset().decode(ByteBuffer.wrap(buf, from, end - from));
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(name + ": line " + lineNo + " is not valid UTF-8");
        }
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException e) {
            // Nothing was lost: the stream was only read.
        }
    }
}
