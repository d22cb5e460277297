package io.github.nlgmetrics.cli.serve;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The request lines of {@code serve}, read from a byte stream: a line ends at {@code \n} (one
 * trailing {@code \r} dropped), the last one may lack it, and each is decoded strictly as UTF-8. A
 * line longer than the limit is skipped to its end without being held, and reported as
 * {@link Line#tooLong()}; a line that is not UTF-8 as {@link Line#error()}. Neither stops the
 * reading: the caller answers with an error and reads on.
 */
final class RequestLines {
    /**
     * One line: its text, or why there is none.
     *
     * @param text the decoded line (null when {@code error} is set)
     * @param error why the line cannot be read (not UTF-8, too long), or null
     * @param tooLong whether the line was over the limit (then skipped)
     */
    record Line(String text, String error, boolean tooLong) {
    }

    private final InputStream in;
    private final long limit;
    private byte[] buf = new byte[1 << 16];
    private int pos;
    private int end;
    private boolean eof;

    /**
     * @param in the requests
     * @param limit the longest line read, in bytes
     */
    RequestLines(InputStream in, long limit) {
        this.in = in;
        this.limit = limit;
    }

    /** The next line, or null at the end of the stream. */
    Line next() throws IOException {
        byte[] line = new byte[0];
        int length = 0;
        long skipped = 0;
        while (true) {
            if (pos == end) {
                if (eof || !fill()) {
                    eof = true;
                    if (length == 0 && skipped == 0) {
                        return null;
                    }
                    return finish(line, length, skipped);
                }
            }
            int nl = pos;
            while (nl < end && buf[nl] != '\n') {
                nl++;
            }
            int n = nl - pos;
            if (skipped > 0 || (long) length + n > limit) {
                skipped += length + n;
                length = 0;
                line = new byte[0];
            } else {
                if (length + n > line.length) {
                    line = Arrays.copyOf(line, (int) Math.min(limit, Math.max((long) length + n, 2L * line.length)));
                }
                System.arraycopy(buf, pos, line, length, n);
                length += n;
            }
            pos = nl;
            if (nl < end) {
                pos++;
                return finish(line, length, skipped);
            }
        }
    }

    private Line finish(byte[] line, int length, long skipped) {
        if (skipped > 0) {
            return new Line(null, "the request is longer than --max-request-bytes " + limit + " (" + skipped
                    + " bytes or more): send the texts in smaller requests, or start serve with a larger limit", true);
        }
        if (length > 0 && line[length - 1] == '\r') {
            length--;
        }
        try {
            String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(line, 0, length)).toString();
            return new Line(text, null, false);
        } catch (CharacterCodingException e) {
            return new Line(null, "the request is not valid UTF-8", false);
        }
    }

    private boolean fill() throws IOException {
        int n = in.read(buf, 0, buf.length);
        if (n <= 0) {
            return false;
        }
        pos = 0;
        end = n;
        return true;
    }
}
