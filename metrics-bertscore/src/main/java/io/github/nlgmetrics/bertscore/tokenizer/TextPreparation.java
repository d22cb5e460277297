package io.github.nlgmetrics.bertscore.tokenizer;

import io.github.nlgmetrics.compat.python.PyCase;
import io.github.nlgmetrics.compat.python.PyStrings;
import java.util.List;

/**
 * What happens to the whole text before the special tokens are split out of it: the class's
 * {@code prepare_for_tokenization} (the prefix space of the byte-level BPE classes) and, for a tokenizer whose
 * {@code do_lower_case} attribute is true, {@code PreTrainedTokenizer.tokenize}'s lower-casing
 * {@code re.sub(r"(tok1|tok2|...)|(.+?)", lambda m: m.groups()[0] or m.groups()[1].lower(), text)}: the kept
 * tokens are tried in order at each position and copied as they are; any other character except a line feed
 * ({@code .} does not match it) is lower-cased <em>on its own</em>, so a capital sigma is always {@code σ}, never
 * the final {@code ς}.
 *
 * <p>Immutable.
 */
final class TextPreparation {
    /** {@code prepare_for_tokenization}'s space before the text. */
    enum PrefixSpace {
        /** No space added (the base class; DeBERTa-v2 without {@code add_prefix_space}). */
        NONE,
        /** {@code " " + text} ({@code GPT2Tokenizer} with {@code add_prefix_space}). */
        ALWAYS,
        /** {@code " " + text} unless it is empty or starts with whitespace (RoBERTa, BART, Longformer, DeBERTa). */
        UNLESS_SPACE
    }

    private final PrefixSpace prefix;
    private final String[] keptWhole;
    /** Whether a kept token starts with the character (the array ends after the largest such character). */
    private final boolean[] keptStarts;

    /** {@code keptWhole}: null when the tokenizer does not lower-case, else the tokens copied as they are. */
    TextPreparation(PrefixSpace prefix, List<String> keptWhole) {
        this.prefix = prefix;
        this.keptWhole = keptWhole == null ? null : keptWhole.toArray(new String[0]);
        int size = 0;
        for (String t : keptWhole == null ? List.<String>of() : keptWhole) {
            size = t.isEmpty() ? size : Math.max(size, t.charAt(0) + 1);
        }
        this.keptStarts = new boolean[size];
        for (String t : keptWhole == null ? List.<String>of() : keptWhole) {
            if (!t.isEmpty()) {
                keptStarts[t.charAt(0)] = true;
            }
        }
    }

    /** The same preparation with another prefix space (the class's own, where {@code sent_encode} forces one). */
    TextPreparation withPrefix(PrefixSpace other) {
        return other == prefix ? this : new TextPreparation(other, keptWhole, keptStarts);
    }

    private TextPreparation(PrefixSpace prefix, String[] keptWhole, boolean[] keptStarts) {
        this.prefix = prefix;
        this.keptWhole = keptWhole;
        this.keptStarts = keptStarts;
    }

    /** The text as the model's tokenization begins with it. */
    String prepare(String text) {
        String s = switch (prefix) {
            case NONE -> text;
            case ALWAYS -> " " + text;
            case UNLESS_SPACE -> text.isEmpty() || PyStrings.isSpace(text.codePointAt(0)) ? text : " " + text;
        };
        return keptWhole == null ? s : lower(s);
    }

    private String lower(String text) {
        StringBuilder sb = null;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            String kept = c < keptStarts.length && keptStarts[c] ? keptAt(text, i) : null;
            if (kept != null) {
                if (sb != null) {
                    sb.append(kept);
                }
                i += kept.length();
                continue;
            }
            int cp = text.codePointAt(i);
            // str.lower() of one code point: U+0130 is the only one with a longer lower case (SpecialCasing);
            // alone, a capital sigma is never final
            int lower = cp < 0x80 ? (cp >= 'A' && cp <= 'Z' ? cp + 32 : cp) : cp == 0x130 ? -1 : PyCase.lowerCodePoint(cp);
            if (lower != cp && sb == null) {
                sb = new StringBuilder(text.length() + 8).append(text, 0, i);
            }
            if (sb != null) {
                if (lower == -1) {
                    sb.append("i\u0307");
                } else {
                    sb.appendCodePoint(lower);
                }
            }
            i += Character.charCount(cp);
        }
        return sb == null ? text : sb.toString();
    }

    private String keptAt(String text, int i) {
        for (String t : keptWhole) {
            if (!t.isEmpty() && text.startsWith(t, i)) {
                return t;
            }
        }
        return null;
    }
}
