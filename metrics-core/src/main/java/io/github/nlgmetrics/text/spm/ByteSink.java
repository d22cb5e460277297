package io.github.nlgmetrics.text.spm;

import java.util.Arrays;

/** A growable byte array, reused across calls by one thread. */
final class ByteSink {
    private byte[] buf = new byte[256];
    private int length;

    void clear() {
        length = 0;
    }

    int length() {
        return length;
    }

    byte[] array() {
        return buf;
    }

    void append(byte b) {
        if (length == buf.length) {
            buf = Arrays.copyOf(buf, buf.length * 2);
        }
        buf[length++] = b;
    }

    void append(byte[] bytes) {
        if (length + bytes.length > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(buf.length * 2, length + bytes.length));
        }
        System.arraycopy(bytes, 0, buf, length, bytes.length);
        length += bytes.length;
    }

    boolean endsWith(byte[] suffix) {
        if (length < suffix.length) {
            return false;
        }
        for (int i = 0; i < suffix.length; i++) {
            if (buf[length - suffix.length + i] != suffix[i]) {
                return false;
            }
        }
        return true;
    }

    void truncate(int newLength) {
        length = newLength;
    }

    byte[] toArray() {
        return Arrays.copyOf(buf, length);
    }
}
