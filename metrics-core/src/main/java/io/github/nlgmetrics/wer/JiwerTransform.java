package io.github.nlgmetrics.wer;

import io.github.nlgmetrics.compat.python.PyCase;
import io.github.nlgmetrics.compat.python.PyRegex;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.compat.python.PyUnicode;
import io.github.nlgmetrics.text.TokenBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A jiwer 4.0 transformation pipeline ({@code jiwer.Compose([...])}): steps applied to the LIST of
 * sentences, ending with {@code ReduceToListOfListOfWords} or {@code ReduceToListOfListOfChars},
 * which turn it into one token list per sentence.
 *
 * <p>The presets of {@code jiwer.transformations}:
 * <pre>
 * wer_default                = RemoveMultipleSpaces, Strip, ReduceToListOfListOfWords
 * wer_contiguous             = RemoveMultipleSpaces, Strip, ReduceToSingleSentence, ReduceToListOfListOfWords
 * wer_standardize            = ToLowerCase, ExpandCommonEnglishContractions, RemoveKaldiNonWords,
 *                              RemoveWhiteSpace(replace_by_space=True), RemoveMultipleSpaces, Strip,
 *                              ReduceToListOfListOfWords
 * wer_standardize_contiguous = the same with ReduceToSingleSentence before the last step
 * cer_default                = Strip, ReduceToListOfListOfChars
 * cer_contiguous             = Strip, ReduceToSingleSentence, ReduceToListOfListOfChars
 * </pre>
 *
 * <p>The steps, as jiwer implements them (Python semantics reproduced through {@code compat.python}):
 * <ul>
 *   <li>{@code RemoveMultipleSpaces}: {@code re.sub(r"\s\s+", " ", s)} with Python's Unicode
 *       {@code \s}; a single tab, NBSP or U+3000 between two words is kept (and so is not a word
 *       separator for {@code ReduceToListOfListOfWords}).</li>
 *   <li>{@code Strip}: {@code str.strip()} (Python's whitespace).
 *       {@code RemoveEmptyStrings}: drops the sentences whose {@code strip()} is empty (changes
 *       the number of sentences).</li>
 *   <li>{@code ToLowerCase} / {@code ToUpperCase}: {@code str.lower()} ({@link PyCase}) /
 *       {@code str.upper()} (Java's full upper-case mapping, {@code ß} → {@code SS} as in
 *       Python).</li>
 *   <li>{@code RemovePunctuation}: every code point of a {@code P*} category, Unicode 14
 *       ({@link PyUnicode#isPunctuation}).</li>
 *   <li>{@code RemoveWhiteSpace(replace_by_space)}: each of {@code string.whitespace}
 *       (ASCII only: space, {@code \t \n \r \x0b \x0c}) removed or replaced by a space.</li>
 *   <li>{@code ExpandCommonEnglishContractions}: plain substring replacements in this order:
 *       {@code won't}, {@code can't}, {@code let's}, then {@code n't 're 's 'd 'll 't 've 'm}
 *       (so {@code it's} → {@code it is} and also {@code he's} → {@code he is}).</li>
 *   <li>{@code RemoveKaldiNonWords}: {@code re.sub(r"[<\[][^>\]]*[>\]]", "", s)}.</li>
 *   <li>{@code SubstituteWords(substitutions)}: per key, in order,
 *       {@code re.sub(r"\b" + re.escape(key) + r"\b", value, s)};
 *       {@code RemoveSpecificWords(words_to_remove)}: the same with every value {@code " "};
 *       {@code SubstituteRegexes(substitutions)}: {@code re.sub(key, value, s)} per key
 *       ({@link PyRegex}).</li>
 *   <li>{@code ReduceToSingleSentence(word_delimiter=" ")}: drops the empty strings and joins
 *       the rest with the delimiter; nothing left gives an EMPTY list.</li>
 *   <li>{@code ReduceToListOfListOfWords(word_delimiter=" ")}: {@code s.split(delimiter)} without
 *       the empty strings; {@code ReduceToListOfListOfChars}: the code points. Both turn an empty
 *       list of sentences into {@code [[]]}: one empty sentence.</li>
 * </ul>
 *
 * <p>A specification is a preset name, or a list of steps, each a step name or a
 * {@code [name, {keyword arguments}]} pair (the golden files' form); from text, a preset name or
 * comma-separated step names. Anything else (an unknown name or keyword, a pipeline that does not
 * end with a {@code ReduceToListOfListOf...} step) is an {@link IllegalArgumentException} naming it.
 * Immutable and thread-safe.
 */
public final class JiwerTransform {
    /** The preset names of {@code jiwer.transformations}. */
    public static final List<String> PRESETS = List.of("wer_default", "wer_contiguous", "wer_standardize",
            "wer_standardize_contiguous", "cer_default", "cer_contiguous");
    /** The step class names of {@code jiwer.transforms} this port implements (all of them). */
    public static final List<String> STEPS = List.of("RemoveMultipleSpaces", "Strip", "RemoveEmptyStrings",
            "ToLowerCase", "ToUpperCase", "RemovePunctuation", "RemoveWhiteSpace", "ExpandCommonEnglishContractions",
            "RemoveKaldiNonWords", "SubstituteWords", "RemoveSpecificWords", "SubstituteRegexes",
            "ReduceToSingleSentence", "ReduceToListOfListOfWords", "ReduceToListOfListOfChars");

    public static final JiwerTransform WER_DEFAULT = preset("wer_default");
    public static final JiwerTransform CER_DEFAULT = preset("cer_default");

    /** One step: a list of sentences to a list of sentences. */
    private interface Step {
        List<String> apply(List<String> sentences);

        /** Whether sentence {@code i} of the output depends on sentence {@code i} of the input only. */
        default boolean perSentence() {
            return true;
        }
    }

    /** A step that maps each sentence on its own. */
    private interface SentenceStep extends Step {
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

    private final String name;
    private final List<Step> steps;
    /** The final step's word delimiter, or null for characters. */
    private final String wordDelimiter;
    /**
     * {@link #DIRECT_WORDS} or {@link #DIRECT_CHARS} when the pipeline is {@code wer_default} or
     * {@code cer_default} (however spelled), which {@link #directIds} tokenizes in one scan; else 0.
     */
    private final int direct;
    private static final int DIRECT_WORDS = 1;
    private static final int DIRECT_CHARS = 2;

    private JiwerTransform(String name, List<Step> steps, String wordDelimiter, int direct) {
        this.name = name;
        this.steps = List.copyOf(steps);
        this.wordDelimiter = wordDelimiter;
        this.direct = direct;
    }

    /** The preset or step names this transform was built from, e.g. {@code wer_default}. */
    public String name() {
        return name;
    }

    /** Whether the pipeline splits into words (else into characters). */
    public boolean words() {
        return wordDelimiter != null;
    }

    /**
     * Whether every step keeps sentence {@code i} a function of input sentence {@code i} alone (no
     * {@code ReduceToSingleSentence}, no {@code RemoveEmptyStrings}): only then are a corpus's
     * counts the sums of its sentences' counts.
     */
    public boolean perSentence() {
        for (Step s : steps) {
            if (!s.perSentence()) {
                return false;
            }
        }
        return true;
    }

    /** The token lists of {@code sentences}: {@code transform(sentences)} in jiwer ({@code [[]]} for none). */
    public List<List<String>> apply(List<String> sentences) {
        List<String> current = sentences;
        for (Step s : steps) {
            current = s.apply(current);
        }
        List<List<String>> out = new ArrayList<>(Math.max(1, current.size()));
        for (String s : current) {
            out.add(tokens(s));
        }
        if (out.isEmpty()) {
            out.add(List.of());
        }
        return out;
    }

    /** The tokens of one sentence after the steps: the final {@code ReduceToListOfListOf...}. */
    List<String> tokens(String s) {
        List<String> out = new ArrayList<>();
        if (wordDelimiter == null) {
            s.codePoints().forEach(cp -> out.add(new String(Character.toChars(cp))));
            return out;
        }
        int from = 0;
        while (true) {
            int at = s.indexOf(wordDelimiter, from);
            int end = at < 0 ? s.length() : at;
            if (end > from) {
                out.add(s.substring(from, end));
            }
            if (at < 0) {
                return out;
            }
            from = at + wordDelimiter.length();
        }
    }

    /**
     * Whether {@link #directIds} can tokenize for this pipeline: {@code wer_default} and
     * {@code cer_default}, the transforms nearly every call uses (preset or the same steps by name).
     */
    boolean direct() {
        return direct != 0;
    }

    /**
     * The tokens of {@code transform([s])[0]} as segment-local ids of {@code buffer} (whose text
     * {@code s} is appended to), in one scan without a string per step or per token: the same
     * tokens as {@link #apply}, which a property test checks on hostile text. For
     * {@code wer_default}: after {@code strip()}, a token ends at a run of two or more Python
     * whitespace characters ({@code re.sub(r"\s\s+", " ")} makes it one space) or at a single
     * space; a single other whitespace character (a tab, a no-break space) stays inside the token,
     * as in jiwer. For {@code cer_default}: the code points of {@code s.strip()}. Writes the count
     * to {@code count[0]} and returns {@code ids}, grown when too small.
     */
    int[] directIds(String s, TokenBuffer buffer, int[] ids, int[] count) {
        int from = buffer.length();
        buffer.append(s);
        char[] cs = buffer.chars();
        int a = from;
        int b = buffer.length();
        // (Python's whitespace is all in the Basic Multilingual Plane and no surrogate is whitespace,
        // so deciding per UTF-16 unit is deciding per code point.)
        while (a < b && TokenBuffer.isSpace(cs[a])) {
            a++;
        }
        while (b > a && TokenBuffer.isSpace(cs[b - 1])) {
            b--;
        }
        int n = 0;
        int i = a;
        while (i < b) {
            int start = i;
            int h = 0;
            if (direct == DIRECT_CHARS) {
                h = cs[i++];
                if (Character.isHighSurrogate((char) h) && i < b && Character.isLowSurrogate(cs[i])) {
                    h = 31 * h + cs[i++];
                }
            } else {
                while (i < b) {
                    char c = cs[i];
                    // (cs[b - 1] is not whitespace, so a whitespace cs[i] has a successor before b;
                    // the common case, a letter above the space, costs one comparison)
                    if (c <= ' ' || c >= 0x85) {
                        if (TokenBuffer.isSpace(c) && (c == ' ' || TokenBuffer.isSpace(cs[i + 1]))) {
                            break;
                        }
                    }
                    h = 31 * h + c;
                    i++;
                }
            }
            if (n == ids.length) {
                ids = Arrays.copyOf(ids, 2 * n + 16);
            }
            ids[n++] = buffer.intern(start, i - start, h);
            while (direct == DIRECT_WORDS && i < b && TokenBuffer.isSpace(cs[i])) {
                i++;
            }
        }
        count[0] = n;
        return ids;
    }

    /** One sentence through the per-sentence steps (only for {@link #perSentence()} pipelines). */
    String mapSentence(String s) {
        List<String> one = List.of(s);
        for (Step step : steps) {
            one = step.apply(one);
        }
        return one.get(0);
    }

    @Override
    public String toString() {
        return name;
    }

    /**
     * The transform a specification names: a preset name, comma-separated step names, or a
     * {@link List} of steps (each a name or a {@code [name, Map of keyword arguments]} list).
     */
    public static JiwerTransform parse(Object spec) {
        if (spec instanceof JiwerTransform t) {
            return t;
        }
        if (spec instanceof List<?> list) {
            return compose(list);
        }
        if (spec instanceof String s) {
            String t = s.trim();
            if (PRESETS.contains(t)) {
                return preset(t);
            }
            if (t.contains(",") || STEPS.contains(t)) {
                List<Object> names = new ArrayList<>();
                for (String part : t.split(",", -1)) {
                    names.add(part.trim());
                }
                return compose(names);
            }
            throw new IllegalArgumentException("unknown jiwer transform '" + s + "' (presets: "
                    + String.join(", ", PRESETS) + "; or comma-separated steps of: " + String.join(", ", STEPS) + ")");
        }
        throw new IllegalArgumentException("a jiwer transform is a preset name or a list of steps, not: " + spec);
    }

    /** A preset of {@code jiwer.transformations}. */
    public static JiwerTransform preset(String name) {
        List<Object> steps = switch (name) {
            case "wer_default" -> List.of("RemoveMultipleSpaces", "Strip", "ReduceToListOfListOfWords");
            case "wer_contiguous" -> List.of("RemoveMultipleSpaces", "Strip", "ReduceToSingleSentence",
                    "ReduceToListOfListOfWords");
            case "wer_standardize" -> List.of("ToLowerCase", "ExpandCommonEnglishContractions", "RemoveKaldiNonWords",
                    List.of("RemoveWhiteSpace", Map.of("replace_by_space", true)), "RemoveMultipleSpaces", "Strip",
                    "ReduceToListOfListOfWords");
            case "wer_standardize_contiguous" -> List.of("ToLowerCase", "ExpandCommonEnglishContractions",
                    "RemoveKaldiNonWords", List.of("RemoveWhiteSpace", Map.of("replace_by_space", true)),
                    "RemoveMultipleSpaces", "Strip", "ReduceToSingleSentence", "ReduceToListOfListOfWords");
            case "cer_default" -> List.of("Strip", "ReduceToListOfListOfChars");
            case "cer_contiguous" -> List.of("Strip", "ReduceToSingleSentence", "ReduceToListOfListOfChars");
            default -> throw new IllegalArgumentException("unknown jiwer transform preset '" + name + "' (known: "
                    + String.join(", ", PRESETS) + ")");
        };
        JiwerTransform t = compose(steps);
        return new JiwerTransform(name, t.steps, t.wordDelimiter, t.direct);
    }

    private static JiwerTransform compose(List<?> items) {
        if (items.isEmpty()) {
            throw new IllegalArgumentException("an empty jiwer Compose([]) does not reduce the sentences to token lists");
        }
        List<Step> steps = new ArrayList<>();
        List<String> names = new ArrayList<>();
        String delimiter = null;
        boolean reduced = false;
        for (int k = 0; k < items.size(); k++) {
            Object item = items.get(k);
            String stepName;
            Map<String, Object> kwargs = new LinkedHashMap<>();
            if (item instanceof String s) {
                stepName = s;
            } else if (item instanceof List<?> pair && !pair.isEmpty() && pair.size() <= 2
                    && pair.get(0) instanceof String s) {
                stepName = s;
                if (pair.size() == 2) {
                    if (!(pair.get(1) instanceof Map<?, ?> m)) {
                        throw new IllegalArgumentException("jiwer step " + s + ": keyword arguments must be an object: "
                                + pair.get(1));
                    }
                    m.forEach((key, v) -> kwargs.put(String.valueOf(key), v));
                }
            } else {
                throw new IllegalArgumentException("a jiwer step is a name or [name, {arguments}], not: " + item);
            }
            if (reduced) {
                throw new IllegalArgumentException("jiwer step " + stepName + " after " + names.get(names.size() - 1)
                        + ": ReduceToListOfListOfWords/Chars must be the last step");
            }
            names.add(kwargs.isEmpty() ? stepName : stepName + kwargs);
            switch (stepName) {
                case "ReduceToListOfListOfWords" -> {
                    delimiter = string(stepName, kwargs, "word_delimiter", " ");
                    if (delimiter.isEmpty()) {
                        throw new IllegalArgumentException("ReduceToListOfListOfWords: word_delimiter must not be empty");
                    }
                    reduced = true;
                }
                case "ReduceToListOfListOfChars" -> {
                    noArgs(stepName, kwargs);
                    reduced = true;
                }
                default -> steps.add(step(stepName, kwargs));
            }
        }
        if (!reduced) {
            throw new IllegalArgumentException("the jiwer transform " + names + " does not end with "
                    + "ReduceToListOfListOfWords or ReduceToListOfListOfChars (jiwer: ValueError)");
        }
        int direct = names.equals(List.of("RemoveMultipleSpaces", "Strip", "ReduceToListOfListOfWords"))
                && " ".equals(delimiter) ? DIRECT_WORDS
                : names.equals(List.of("Strip", "ReduceToListOfListOfChars")) ? DIRECT_CHARS : 0;
        return new JiwerTransform(String.join("+", names), steps, delimiter, direct);
    }

    private static Step step(String name, Map<String, Object> kwargs) {
        switch (name) {
            case "RemoveMultipleSpaces" -> {
                noArgs(name, kwargs);
                return (SentenceStep) JiwerTransform::removeMultipleSpaces;
            }
            case "Strip" -> {
                noArgs(name, kwargs);
                return (SentenceStep) PyStrings::strip;
            }
            case "ToLowerCase" -> {
                noArgs(name, kwargs);
                return (SentenceStep) PyCase::lower;
            }
            case "ToUpperCase" -> {
                noArgs(name, kwargs);
                return (SentenceStep) s -> s.toUpperCase(Locale.ROOT);
            }
            case "RemovePunctuation" -> {
                noArgs(name, kwargs);
                return (SentenceStep) JiwerTransform::removePunctuation;
            }
            case "RemoveWhiteSpace" -> {
                boolean bySpace = bool(name, kwargs, "replace_by_space", false);
                String by = bySpace ? " " : "";
                return (SentenceStep) s -> removeAsciiWhitespace(s, by);
            }
            case "ExpandCommonEnglishContractions" -> {
                noArgs(name, kwargs);
                return (SentenceStep) JiwerTransform::expandContractions;
            }
            case "RemoveKaldiNonWords" -> {
                noArgs(name, kwargs);
                Pattern kaldi = Pattern.compile("[<\\[][^>\\]]*[>\\]]");
                return (SentenceStep) s -> kaldi.matcher(s).replaceAll("");
            }
            case "SubstituteWords" -> {
                return substituteWords(mapping(name, kwargs, "substitutions"));
            }
            case "RemoveSpecificWords" -> {
                Object raw = required(name, kwargs, "words_to_remove");
                if (!(raw instanceof List<?> words)) {
                    throw new IllegalArgumentException(name + ": words_to_remove must be a list of strings: " + raw);
                }
                Map<String, String> m = new LinkedHashMap<>();
                for (Object w : words) {
                    m.put(String.valueOf(w), " ");
                }
                return substituteWords(m);
            }
            case "SubstituteRegexes" -> {
                Map<String, String> m = mapping(name, kwargs, "substitutions");
                List<Pattern> patterns = new ArrayList<>();
                List<String> templates = new ArrayList<>();
                m.forEach((k, v) -> {
                    patterns.add(PyRegex.compilePython(k));
                    templates.add(v);
                });
                return (SentenceStep) s -> {
                    for (int i = 0; i < patterns.size(); i++) {
                        s = PyRegex.sub(patterns.get(i), templates.get(i), s);
                    }
                    return s;
                };
            }
            case "RemoveEmptyStrings" -> {
                noArgs(name, kwargs);
                return new Step() {
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
                };
            }
            case "ReduceToSingleSentence" -> {
                String delimiter = string(name, kwargs, "word_delimiter", " ");
                return new Step() {
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
                };
            }
            default -> throw new IllegalArgumentException("unknown jiwer transform step '" + name + "' (known: "
                    + String.join(", ", STEPS) + ")");
        }
    }

    /** {@code re.sub(r"\s\s+", " ", s)}: every run of two or more Python whitespace characters becomes one space. */
    static String removeMultipleSpaces(String s) {
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

    private static String removePunctuation(String s) {
        StringBuilder out = new StringBuilder(s.length());
        s.codePoints().filter(cp -> !PyUnicode.isPunctuation(cp)).forEach(out::appendCodePoint);
        return out.toString();
    }

    /** {@code string.whitespace}: the six ASCII whitespace characters. */
    private static String removeAsciiWhitespace(String s, String by) {
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

    private static final String[][] CONTRACTIONS = {
        {"won't", "will not"}, {"can't", "can not"}, {"let's", "let us"}, {"n't", " not"}, {"'re", " are"},
        {"'s", " is"}, {"'d", " would"}, {"'ll", " will"}, {"'t", " not"}, {"'ve", " have"}, {"'m", " am"},
    };

    private static String expandContractions(String s) {
        for (String[] c : CONTRACTIONS) {
            s = s.replace(c[0], c[1]);
        }
        return s;
    }

    private static Step substituteWords(Map<String, String> substitutions) {
        List<Pattern> patterns = new ArrayList<>();
        List<String> templates = new ArrayList<>();
        substitutions.forEach((k, v) -> {
            patterns.add(PyRegex.compilePython("\\b" + pyEscape(k) + "\\b"));
            templates.add(v);
        });
        return (SentenceStep) s -> {
            for (int i = 0; i < patterns.size(); i++) {
                s = PyRegex.sub(patterns.get(i), templates.get(i), s);
            }
            return s;
        };
    }

    /** Python's {@code re.escape}: every character but ASCII letters, digits and {@code _} escaped where special. */
    private static String pyEscape(String s) {
        StringBuilder out = new StringBuilder();
        s.codePoints().forEach(cp -> {
            if (cp < 128 && !Character.isLetterOrDigit(cp) && cp != '_') {
                out.append('\\');
            }
            out.appendCodePoint(cp);
        });
        return out.toString();
    }

    private static final Set<String> NO_ARGS = Set.of();

    private static void noArgs(String step, Map<String, Object> kwargs) {
        known(step, kwargs, NO_ARGS);
    }

    private static void known(String step, Map<String, Object> kwargs, Set<String> keys) {
        for (String k : kwargs.keySet()) {
            if (!keys.contains(k)) {
                throw new IllegalArgumentException("jiwer step " + step + ": unknown keyword argument '" + k + "'");
            }
        }
    }

    private static Object required(String step, Map<String, Object> kwargs, String key) {
        known(step, kwargs, Set.of(key));
        Object v = kwargs.get(key);
        if (v == null) {
            throw new IllegalArgumentException("jiwer step " + step + " needs the keyword argument '" + key + "'");
        }
        return v;
    }

    private static String string(String step, Map<String, Object> kwargs, String key, String dflt) {
        known(step, kwargs, Set.of(key));
        Object v = kwargs.get(key);
        if (v == null) {
            return dflt;
        }
        if (!(v instanceof String s)) {
            throw new IllegalArgumentException("jiwer step " + step + ": " + key + " must be a string: " + v);
        }
        return s;
    }

    private static boolean bool(String step, Map<String, Object> kwargs, String key, boolean dflt) {
        known(step, kwargs, Set.of(key));
        Object v = kwargs.get(key);
        if (v == null) {
            return dflt;
        }
        if (!(v instanceof Boolean b)) {
            throw new IllegalArgumentException("jiwer step " + step + ": " + key + " must be true or false: " + v);
        }
        return b;
    }

    private static Map<String, String> mapping(String step, Map<String, Object> kwargs, String key) {
        Object raw = required(step, kwargs, key);
        if (!(raw instanceof Map<?, ?> m)) {
            throw new IllegalArgumentException("jiwer step " + step + ": " + key + " must be an object of strings: " + raw);
        }
        Map<String, String> out = new LinkedHashMap<>();
        m.forEach((k, v) -> {
            if (!(v instanceof String)) {
                throw new IllegalArgumentException("jiwer step " + step + ": " + key + " values must be strings: " + v);
            }
            out.put(String.valueOf(k), (String) v);
        });
        return out;
    }
}
