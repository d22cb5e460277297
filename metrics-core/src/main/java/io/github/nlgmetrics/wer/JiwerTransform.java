package io.github.nlgmetrics.wer;

import io.github.nlgmetrics.compat.python.PyCase;
import io.github.nlgmetrics.compat.python.PyRegex;
import io.github.nlgmetrics.compat.python.PyUnicode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    private final String name;
    private final List<JiwerStep> steps;
    /** The final step's word delimiter, or null for characters. */
    private final String wordDelimiter;
    /** The one-scan tokenizer when the pipeline is {@code wer_default} or {@code cer_default} (however spelled), else null. */
    private final JiwerDirectTokens direct;

    private JiwerTransform(String name, List<JiwerStep> steps, String wordDelimiter, JiwerDirectTokens direct) {
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
        for (JiwerStep s : steps) {
            if (!s.perSentence()) {
                return false;
            }
        }
        return true;
    }

    /** The token lists of {@code sentences}: {@code transform(sentences)} in jiwer ({@code [[]]} for none). */
    public List<List<String>> apply(List<String> sentences) {
        List<String> current = sentences;
        for (JiwerStep s : steps) {
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
     * Whether {@link #directTokens} can tokenize for this pipeline: {@code wer_default} and
     * {@code cer_default}, the transforms nearly every call uses (preset or the same steps by name).
     */
    boolean direct() {
        return direct != null;
    }

    /** The one-scan tokenizer of this pipeline ({@link JiwerDirectTokens}), or null when it has none. */
    JiwerDirectTokens directTokens() {
        return direct;
    }

    /** One sentence through the per-sentence steps (only for {@link #perSentence()} pipelines). */
    String mapSentence(String s) {
        List<String> one = List.of(s);
        for (JiwerStep step : steps) {
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
        List<JiwerStep> steps = new ArrayList<>();
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
                    delimiter = JiwerStepArgs.string(stepName, kwargs, "word_delimiter", " ");
                    if (delimiter.isEmpty()) {
                        throw new IllegalArgumentException("ReduceToListOfListOfWords: word_delimiter must not be empty");
                    }
                    reduced = true;
                }
                case "ReduceToListOfListOfChars" -> {
                    JiwerStepArgs.noArgs(stepName, kwargs);
                    reduced = true;
                }
                default -> steps.add(JiwerStepArgs.step(stepName, kwargs));
            }
        }
        if (!reduced) {
            throw new IllegalArgumentException("the jiwer transform " + names + " does not end with "
                    + "ReduceToListOfListOfWords or ReduceToListOfListOfChars (jiwer: ValueError)");
        }
        return new JiwerTransform(String.join("+", names), steps, delimiter, JiwerDirectTokens.of(names, delimiter));
    }
}
