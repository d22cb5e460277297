package io.github.nlgmetrics.text.spm;

/**
 * SentencePiece's normalizer ({@code normalizer.cc} of SentencePiece 0.1.97), on UTF-8 bytes.
 *
 * <p>The rules are the model's {@code precompiled_charsmap}: {@code <uint32 LE trie size><darts-clone
 * double array><NUL-terminated replacement strings>}. At each position the longest key of the
 * double array that is a prefix of the rest of the input is replaced by the string its value
 * points to (possibly empty: the characters a rule deletes); without a match one UTF-8 character
 * is copied, and a malformed byte becomes U+FFFD consuming one byte. An empty map (the
 * {@code identity} rule) copies everything. User-defined symbols are matched first and never
 * normalized.
 *
 * <p>Whitespace, exactly as the library handles it:
 * <ul>
 *   <li>{@code remove_extra_whitespaces}: leading normalized units that are exactly {@code " "}
 *       are skipped; a replacement's leading spaces are dropped while the output so far ends with
 *       a space; trailing spaces (escaped or not) are removed at the end;</li>
 *   <li>{@code add_dummy_prefix}: one space before the text (after it, with
 *       {@code treat_whitespace_as_suffix}), added only when something is left;</li>
 *   <li>{@code escape_whitespaces}: every U+0020 of the output is written as U+2581 {@code ▁}.</li>
 * </ul>
 *
 * <p>Immutable and thread-safe.
 */
final class SpmNormalizer {
    private static final byte[] SPACE_SYMBOL = {(byte) 0xE2, (byte) 0x96, (byte) 0x81};
    private static final byte[] REPLACEMENT_CHAR = {(byte) 0xEF, (byte) 0xBF, (byte) 0xBD};
    /** A {@link #normalizePrefix} replacement that is the input itself. */
    private static final int FROM_INPUT = -1;
    /** A {@link #normalizePrefix} replacement that is U+FFFD. */
    private static final int REPLACEMENT = -2;

    private final int[] units;
    private final byte[] normalized;
    /**
     * ASCII bytes no rule starts with (and no user-defined symbol): such a byte is one unit copied
     * from the input, found without walking the double array (most of the bytes of Latin-script text).
     */
    private final boolean[] asciiUnchanged = new boolean[128];
    /**
     * ASCII bytes that are no key of the double array and start none whose next byte is ASCII:
     * such a byte followed by an ASCII byte (or by nothing) is one unit copied from the input (a
     * letter, unless a combining mark follows).
     */
    private final boolean[] asciiUnchangedBeforeAscii = new boolean[128];
    private final ByteTrie userDefined;
    private final boolean addDummyPrefix;
    private final boolean removeExtraWhitespaces;
    private final boolean escapeWhitespaces;
    private final boolean treatWhitespaceAsSuffix;

    SpmNormalizer(SentencePieceModel model, ByteTrie userDefined) {
        byte[] blob = model.precompiledCharsmap();
        this.userDefined = userDefined;
        this.addDummyPrefix = model.addDummyPrefix();
        this.removeExtraWhitespaces = model.removeExtraWhitespaces();
        this.escapeWhitespaces = model.escapeWhitespaces();
        this.treatWhitespaceAsSuffix = model.treatWhitespaceAsSuffix();
        if (blob.length == 0) {
            units = null;
            normalized = null;
            markUnchangedAscii();
            return;
        }
        long trieSize = blob.length <= 4 ? -1 : Integer.toUnsignedLong(littleEndian(blob, 0));
        if (trieSize < 0 || trieSize >= blob.length) {
            throw new IllegalArgumentException("Blob for normalization rule is broken.");
        }
        if (trieSize >= blob.length - 4) {
            throw new IllegalArgumentException("Trie data size exceeds the input blob size.");
        }
        units = new int[(int) trieSize / 4];
        for (int i = 0; i < units.length; i++) {
            units[i] = littleEndian(blob, 4 + 4 * i);
        }
        int start = 4 + (int) trieSize;
        normalized = new byte[blob.length - start];
        System.arraycopy(blob, start, normalized, 0, normalized.length);
        markUnchangedAscii();
    }

    /** Fills {@link #asciiUnchanged}: no key of the double array, and no user-defined symbol, starts with the byte. */
    private void markUnchangedAscii() {
        for (int c = 0; c < 128; c++) {
            boolean ruleStarts = false;
            if (units != null) {
                int nodePos = offset(units[0]) ^ c;
                ruleStarts = nodePos < units.length && label(units[nodePos]) == c;
            }
            boolean userStarts = userDefined != null && userDefined.next(0, (byte) c) != ByteTrie.NONE;
            asciiUnchanged[c] = !ruleStarts && !userStarts;
            boolean asciiContinues = false;
            if (ruleStarts) {
                int nodePos = offset(units[0]) ^ c;
                int unit = units[nodePos];
                nodePos ^= offset(unit);
                asciiContinues = hasLeaf(unit); // the byte alone is a key
                for (int b = 0; b < 128 && !asciiContinues; b++) {
                    int next = nodePos ^ b;
                    asciiContinues = next < units.length && label(units[next]) == b;
                }
            }
            asciiUnchangedBeforeAscii[c] = !asciiContinues && !userStarts;
        }
    }

    private static int littleEndian(byte[] b, int at) {
        return (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8 | (b[at + 2] & 0xFF) << 16 | (b[at + 3] & 0xFF) << 24;
    }

    /** The normalized text of {@code input} (UTF-8), as {@code Normalizer::Normalize} writes it. */
    ByteSink normalize(byte[] input, ByteSink out) {
        return normalize(input, input.length, out);
    }

    /** {@link #normalize(byte[], ByteSink)} of the first {@code n} bytes of {@code input}. */
    ByteSink normalize(byte[] input, int n, ByteSink out) {
        out.clear();
        if (n == 0) {
            return out;
        }
        int pos = 0;
        if (removeExtraWhitespaces) {
            while (pos < n) {
                long p = normalizePrefix(input, pos, n);
                if (!isSingleSpace(input, pos, p)) {
                    break;
                }
                pos += consumed(p);
            }
        }
        if (pos == n) {
            return out;
        }
        if (!treatWhitespaceAsSuffix && addDummyPrefix) {
            addSpace(out);
        }
        boolean isPrevSpace = removeExtraWhitespaces;
        while (pos < n) {
            int c = input[pos];
            if (c > ' ' && (asciiUnchanged[c] || asciiUnchangedBeforeAscii[c] && (pos + 1 == n || input[pos + 1] >= 0))) {
                // The common unit: one ASCII byte, no space, copied (what the general path below does with it).
                out.append((byte) c);
                isPrevSpace = false;
                pos++;
                continue;
            }
            long p = normalizePrefix(input, pos, n);
            int consumed = consumed(p);
            int ref = reference(p);
            byte[] src;
            int from;
            int to;
            if (ref == FROM_INPUT) {
                src = input;
                from = pos;
                to = pos + consumed;
            } else if (ref == REPLACEMENT) {
                src = REPLACEMENT_CHAR;
                from = 0;
                to = 3;
            } else {
                src = normalized;
                from = ref;
                to = ref;
                while (to < src.length && src[to] != 0) {
                    to++;
                }
            }
            // Removes heading spaces of the replacement if the output so far ends with one.
            while (isPrevSpace && from < to && src[from] == ' ') {
                from++;
            }
            if (from < to) {
                for (int i = from; i < to; i++) {
                    if (escapeWhitespaces && src[i] == ' ') {
                        out.append(SPACE_SYMBOL);
                    } else {
                        out.append(src[i]);
                    }
                }
                isPrevSpace = src[to - 1] == ' ';
            }
            pos += consumed;
            if (!removeExtraWhitespaces) {
                isPrevSpace = false;
            }
        }
        if (removeExtraWhitespaces) {
            byte[] space = escapeWhitespaces ? SPACE_SYMBOL : new byte[] {' '};
            while (out.endsWith(space)) {
                out.truncate(out.length() - space.length);
            }
        }
        if (treatWhitespaceAsSuffix && addDummyPrefix) {
            addSpace(out);
        }
        return out;
    }

    private void addSpace(ByteSink out) {
        if (escapeWhitespaces) {
            out.append(SPACE_SYMBOL);
        } else {
            out.append((byte) ' ');
        }
    }

    private boolean isSingleSpace(byte[] input, int pos, long p) {
        int ref = reference(p);
        if (ref == FROM_INPUT) {
            return consumed(p) == 1 && input[pos] == ' ';
        }
        return ref >= 0 && ref < normalized.length && normalized[ref] == ' '
                && (ref + 1 == normalized.length || normalized[ref + 1] == 0);
    }

    private static int consumed(long p) {
        return (int) (p >>> 32);
    }

    private static int reference(long p) {
        return (int) p;
    }

    /**
     * {@code NormalizePrefix}: how many input bytes the next unit consumes (high 32 bits) and its
     * replacement (low 32 bits): an offset into the replacement strings, {@link #FROM_INPUT} or
     * {@link #REPLACEMENT}.
     */
    private long normalizePrefix(byte[] input, int pos, int n) {
        int first = input[pos];
        if (first >= 0 && (asciiUnchanged[first]
                || asciiUnchangedBeforeAscii[first] && (pos + 1 == n || input[pos + 1] >= 0))) {
            return 1L << 32 | (FROM_INPUT & 0xFFFFFFFFL);
        }
        if (userDefined != null) {
            int len = userDefined.longestPrefix(input, pos, n);
            if (len > 0) {
                return (long) len << 32 | (FROM_INPUT & 0xFFFFFFFFL);
            }
        }
        int longestLength = 0;
        int longestValue = 0;
        if (units != null) {
            // Darts::DoubleArray::commonPrefixSearch; the results come shortest first.
            int nodePos = offset(units[0]);
            for (int i = pos; i < n; i++) {
                int c = input[i] & 0xFF;
                nodePos ^= c;
                if (nodePos >= units.length) {
                    break;
                }
                int unit = units[nodePos];
                if (label(unit) != c) {
                    break;
                }
                nodePos ^= offset(unit);
                if (hasLeaf(unit)) {
                    if (nodePos >= units.length) {
                        break;
                    }
                    longestLength = i + 1 - pos;
                    longestValue = units[nodePos] & 0x7FFFFFFF;
                }
            }
        }
        if (longestLength == 0) {
            int length = validUtf8Length(input, pos, n);
            if (length < 0) {
                return 1L << 32 | (REPLACEMENT & 0xFFFFFFFFL);
            }
            return (long) length << 32 | (FROM_INPUT & 0xFFFFFFFFL);
        }
        return (long) longestLength << 32 | longestValue;
    }

    private static boolean hasLeaf(int unit) {
        return ((unit >>> 8) & 1) == 1;
    }

    private static int label(int unit) {
        return unit & (0x80000000 | 0xFF);
    }

    private static int offset(int unit) {
        return (unit >>> 10) << ((unit & (1 << 9)) >>> 6);
    }

    /**
     * {@code string_util::IsValidDecodeUTF8}: the length of the character at {@code pos}, or -1
     * when it is malformed (overlong, surrogate, above U+10FFFF, truncated). A decoded U+FFFD
     * counts as valid, as in the library.
     */
    static int validUtf8Length(byte[] s, int pos, int end) {
        int len = end - pos;
        int b0 = s[pos] & 0xFF;
        if (b0 < 0x80) {
            return 1;
        } else if (len >= 2 && (b0 & 0xE0) == 0xC0) {
            int cp = (b0 & 0x1F) << 6 | (s[pos + 1] & 0x3F);
            if (trail(s[pos + 1]) && cp >= 0x80 && validCodepoint(cp)) {
                return 2;
            }
        } else if (len >= 3 && (b0 & 0xF0) == 0xE0) {
            int cp = (b0 & 0x0F) << 12 | (s[pos + 1] & 0x3F) << 6 | (s[pos + 2] & 0x3F);
            if (trail(s[pos + 1]) && trail(s[pos + 2]) && cp >= 0x800 && validCodepoint(cp)) {
                return 3;
            }
        } else if (len >= 4 && (b0 & 0xF8) == 0xF0) {
            int cp = (b0 & 0x07) << 18 | (s[pos + 1] & 0x3F) << 12 | (s[pos + 2] & 0x3F) << 6 | (s[pos + 3] & 0x3F);
            if (trail(s[pos + 1]) && trail(s[pos + 2]) && trail(s[pos + 3]) && cp >= 0x10000 && validCodepoint(cp)) {
                return 4;
            }
        }
        return -1;
    }

    private static boolean trail(byte b) {
        return b < -0x40;
    }

    private static boolean validCodepoint(int c) {
        return c < 0xD800 || (c >= 0xE000 && c <= 0x10FFFF);
    }
}
