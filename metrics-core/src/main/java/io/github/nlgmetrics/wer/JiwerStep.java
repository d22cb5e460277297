package io.github.nlgmetrics.wer;

import io.github.nlgmetrics.compat.python.PyCase;
import io.github.nlgmetrics.compat.python.PyRegex;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.compat.python.PyUnicode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * One step of a jiwer 4.0 pipeline ({@link JiwerTransform}): a list of sentences to a list of
 * sentences, one small type per {@code jiwer.transforms} class (the final
 * {@code ReduceToListOfListOf...} step is the transform's own). Built from a name and keyword
 * arguments by {@link JiwerStepArgs#step}. Each step is immutable.
 */
interface JiwerStep {
    List<String> apply(List<String> sentences);

    /** Whether sentence {@code i} of the output depends on sentence {@code i} of the input only. */
    default boolean perSentence() {
        return true;
    }

    /** A step that maps each sentence on its own. */
    interface PerSentence extends JiwerStep {
        String map(String s);

        @Override
        default List<String> apply(List<String> sentences) {
            List<String> out = new ArrayList<>(sentences.size());
            for (String s : sentences) {
                out.add(map(s));
            }
            return out;
        }
    }

    /** {@code RemoveMultipleSpaces}: {@code re.sub(r"\s\s+", " ", s)} with Python's Unicode {@code \s}. */
    record RemoveMultipleSpaces() implements PerSentence {
        @Override
        public String map(String s) {
            StringBuilder out = null;
            int n = s.length();
            int i = 0;
            while (i < n) {
                int cp = s.codePointAt(i);
                int len = Character.charCount(cp);
                if (PyStrings.isSpace(cp) && i + len < n && PyStrings.isSpace(s.codePointAt(i + len))) {
                    int j = i;
                    while (j < n && PyStrings.isSpace(s.codePointAt(j))) {
                        j += Character.charCount(s.codePointAt(j));
                    }
                    if (out == null) {
                        out = new StringBuilder(n).append(s, 0, i);
                    }
                    out.append(' ');
                    i = j;
                    continue;
                }
                if (out != null) {
                    out.appendCodePoint(cp);
                }
                i += len;
            }
            return out == null ? s : out.toString();
        }
    }

    /** {@code Strip}: {@code str.strip()} (Python's whitespace). */
    record Strip() implements PerSentence {
        @Override
        public String map(String s) {
            return PyStrings.strip(s);
        }
    }

    /** {@code ToLowerCase}: {@code str.lower()} ({@link PyCase}). */
    record ToLowerCase() implements PerSentence {
        @Override
        public String map(String s) {
            return PyCase.lower(s);
        }
    }

    /** {@code ToUpperCase}: {@code str.upper()} (Java's full upper-case mapping, {@code ß} → {@code SS} as in Python). */
    record ToUpperCase() implements PerSentence {
        @Override
        public String map(String s) {
            return s.toUpperCase(Locale.ROOT);
        }
    }

    /** {@code RemovePunctuation}: every code point of a {@code P*} category, Unicode 14. */
    record RemovePunctuation() implements PerSentence {
        @Override
        public String map(String s) {
            StringBuilder out = new StringBuilder(s.length());
            s.codePoints().filter(cp -> !PyUnicode.isPunctuation(cp)).forEach(out::appendCodePoint);
            return out.toString();
        }
    }

    /**
     * {@code RemoveWhiteSpace(replace_by_space)}: each of {@code string.whitespace} (ASCII only:
     * space, {@code \t \n \r \x0b \x0c}) replaced by {@code by} ({@code ""} or {@code " "}).
     */
    record RemoveWhiteSpace(String by) implements PerSentence {
        @Override
        public String map(String s) {
            StringBuilder out = new StringBuilder(s.length());
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == ' ' || (c >= '\t' && c <= '\r')) {
                    out.append(by);
                } else {
                    out.append(c);
                }
            }
            return out.toString();
        }
    }

    /**
     * {@code ExpandCommonEnglishContractions}: plain substring replacements in this order:
     * {@code won't}, {@code can't}, {@code let's}, then {@code n't 're 's 'd 'll 't 've 'm}.
     */
    record ExpandCommonEnglishContractions() implements PerSentence {
        private static final String[][] CONTRACTIONS = {
            {"won't", "will not"}, {"can't", "can not"}, {"let's", "let us"}, {"n't", " not"}, {"'re", " are"},
            {"'s", " is"}, {"'d", " would"}, {"'ll", " will"}, {"'t", " not"}, {"'ve", " have"}, {"'m", " am"},
        };

        @Override
        public String map(String s) {
            for (String[] c : CONTRACTIONS) {
                s = s.replace(c[0], c[1]);
            }
            return s;
        }
    }

    /** {@code RemoveKaldiNonWords}: {@code re.sub(r"[<\[][^>\]]*[>\]]", "", s)}. */
    record RemoveKaldiNonWords() implements PerSentence {
        private static final Pattern KALDI = Pattern.compile("[<\\[][^>\\]]*[>\\]]");

        @Override
        public String map(String s) {
            return KALDI.matcher(s).replaceAll("");
        }
    }

    /**
     * {@code re.sub(pattern, template, s)} for each pair in order ({@link PyRegex}): jiwer's
     * {@code SubstituteRegexes}, and {@code SubstituteWords} / {@code RemoveSpecificWords} with
     * {@code \b + re.escape(word) + \b} patterns.
     */
    record Substitute(List<Pattern> patterns, List<String> templates) implements PerSentence {
        public Substitute {
            patterns = List.copyOf(patterns);
            templates = List.copyOf(templates);
        }

        @Override
        public String map(String s) {
            for (int i = 0; i < patterns.size(); i++) {
                s = PyRegex.sub(patterns.get(i), templates.get(i), s);
            }
            return s;
        }
    }

    /** {@code RemoveEmptyStrings}: drops the sentences whose {@code strip()} is empty. */
    record RemoveEmptyStrings() implements JiwerStep {
        @Override
        public List<String> apply(List<String> sentences) {
            List<String> out = new ArrayList<>();
            for (String s : sentences) {
                if (!PyStrings.strip(s).isEmpty()) {
                    out.add(s);
                }
            }
            return out;
        }

        @Override
        public boolean perSentence() {
            return false;
        }
    }

    /**
     * {@code ReduceToSingleSentence(word_delimiter)}: drops the empty strings and joins the rest
     * with the delimiter; nothing left gives an EMPTY list.
     */
    record ReduceToSingleSentence(String delimiter) implements JiwerStep {
        @Override
        public List<String> apply(List<String> sentences) {
            List<String> kept = new ArrayList<>();
            for (String s : sentences) {
                if (!s.isEmpty()) {
                    kept.add(s);
                }
            }
            return kept.isEmpty() ? List.of() : List.of(String.join(delimiter, kept));
        }

        @Override
        public boolean perSentence() {
            return false;
        }
    }
}
