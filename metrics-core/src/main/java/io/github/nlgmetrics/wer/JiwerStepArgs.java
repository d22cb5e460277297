package io.github.nlgmetrics.wer;

import io.github.nlgmetrics.compat.python.PyRegex;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A jiwer step from its class name and keyword arguments (the golden files' {@code [name, {...}]}):
 * which keywords each step takes, their types and defaults, and the error that names an unknown
 * step or keyword or a value of the wrong type ({@link IllegalArgumentException}).
 */
final class JiwerStepArgs {
    private static final Set<String> NO_ARGS = Set.of();

    private JiwerStepArgs() {
    }

    /** The step {@code name} with {@code kwargs} (not the final {@code ReduceToListOfListOf...}). */
    static JiwerStep step(String name, Map<String, Object> kwargs) {
        switch (name) {
            case "RemoveMultipleSpaces" -> {
                noArgs(name, kwargs);
                return new JiwerStep.RemoveMultipleSpaces();
            }
            case "Strip" -> {
                noArgs(name, kwargs);
                return new JiwerStep.Strip();
            }
            case "ToLowerCase" -> {
                noArgs(name, kwargs);
                return new JiwerStep.ToLowerCase();
            }
            case "ToUpperCase" -> {
                noArgs(name, kwargs);
                return new JiwerStep.ToUpperCase();
            }
            case "RemovePunctuation" -> {
                noArgs(name, kwargs);
                return new JiwerStep.RemovePunctuation();
            }
            case "RemoveWhiteSpace" -> {
                return new JiwerStep.RemoveWhiteSpace(bool(name, kwargs, "replace_by_space", false) ? " " : "");
            }
            case "ExpandCommonEnglishContractions" -> {
                noArgs(name, kwargs);
                return new JiwerStep.ExpandCommonEnglishContractions();
            }
            case "RemoveKaldiNonWords" -> {
                noArgs(name, kwargs);
                return new JiwerStep.RemoveKaldiNonWords();
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
                List<Pattern> patterns = new ArrayList<>();
                List<String> templates = new ArrayList<>();
                mapping(name, kwargs, "substitutions").forEach((k, v) -> {
                    patterns.add(PyRegex.compilePython(k));
                    templates.add(v);
                });
                return new JiwerStep.Substitute(patterns, templates);
            }
            case "RemoveEmptyStrings" -> {
                noArgs(name, kwargs);
                return new JiwerStep.RemoveEmptyStrings();
            }
            case "ReduceToSingleSentence" -> {
                return new JiwerStep.ReduceToSingleSentence(string(name, kwargs, "word_delimiter", " "));
            }
            default -> throw new IllegalArgumentException("unknown jiwer transform step '" + name + "' (known: "
                    + String.join(", ", JiwerTransform.STEPS) + ")");
        }
    }

    /** {@code SubstituteWords}: per key, in order, {@code re.sub(r"\b" + re.escape(key) + r"\b", value, s)}. */
    private static JiwerStep substituteWords(Map<String, String> substitutions) {
        List<Pattern> patterns = new ArrayList<>();
        List<String> templates = new ArrayList<>();
        substitutions.forEach((k, v) -> {
            patterns.add(PyRegex.compilePython("\\b" + pyEscape(k) + "\\b"));
            templates.add(v);
        });
        return new JiwerStep.Substitute(patterns, templates);
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

    static void noArgs(String step, Map<String, Object> kwargs) {
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

    static String string(String step, Map<String, Object> kwargs, String key, String dflt) {
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
