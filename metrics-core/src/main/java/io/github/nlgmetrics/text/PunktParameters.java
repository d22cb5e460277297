package io.github.nlgmetrics.text;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The learned tables of a Punkt sentence-boundary model (NLTK's {@code PunktParameters}):
 * abbreviation types, collocations (a period-final type and the type after it that together
 * mark no sentence break), frequent sentence starters, and each type's orthographic contexts
 * (bit flags: upper/lower case first letter at the beginning, middle or unknown position of a
 * sentence).
 *
 * <p>{@link #english()} is NLTK's pre-trained English model ({@code tokenizers/punkt/PY3/
 * english.pickle} of nltk_data's {@code punkt} package, trained by Kiss and Strunk on Wall
 * Street Journal text), converted once to the text resource {@code text/punkt/english.txt} by
 * {@code scripts/punkt_params_to_text.py}; the resource's README states its provenance and
 * licence. Instances are immutable.
 *
 * @param abbrevTypes known abbreviations, lower case, without the final period
 * @param collocations known collocations, each written {@code first + "\t" + second}
 * @param sentStarters frequent sentence starters, lower case
 * @param orthoContext orthographic context flags per type ({@link PunktSentenceTokenizer} names
 *     the bits); absent types have none
 */
public record PunktParameters(Set<String> abbrevTypes, Set<String> collocations, Set<String> sentStarters,
        Map<String, Integer> orthoContext) {
    /** Upper-case first letter at the beginning of a sentence. */
    public static final int ORTHO_BEG_UC = 1 << 1;
    /** Upper-case first letter in the middle of a sentence. */
    public static final int ORTHO_MID_UC = 1 << 2;
    /** Upper-case first letter at an unknown position. */
    public static final int ORTHO_UNK_UC = 1 << 3;
    /** Lower-case first letter at the beginning of a sentence. */
    public static final int ORTHO_BEG_LC = 1 << 4;
    /** Lower-case first letter in the middle of a sentence. */
    public static final int ORTHO_MID_LC = 1 << 5;
    /** Lower-case first letter at an unknown position. */
    public static final int ORTHO_UNK_LC = 1 << 6;
    /** Any upper-case context. */
    public static final int ORTHO_UC = ORTHO_BEG_UC + ORTHO_MID_UC + ORTHO_UNK_UC;
    /** Any lower-case context. */
    public static final int ORTHO_LC = ORTHO_BEG_LC + ORTHO_MID_LC + ORTHO_UNK_LC;

    private static final String ENGLISH_RESOURCE = "punkt/english.txt";

    /** Copies the tables into unmodifiable collections. */
    public PunktParameters {
        abbrevTypes = Set.copyOf(abbrevTypes);
        collocations = Set.copyOf(collocations);
        sentStarters = Set.copyOf(sentStarters);
        orthoContext = Map.copyOf(orthoContext);
    }

    /** NLTK's pre-trained English model (loaded once). */
    public static PunktParameters english() {
        return English.INSTANCE;
    }

    /** Whether {@code (first, second)} is a known collocation. */
    public boolean isCollocation(String first, String second) {
        return collocations.contains(first + "\t" + second);
    }

    /** The orthographic context flags of {@code type} (0 when never seen). */
    public int ortho(String type) {
        Integer f = orthoContext.get(type);
        return f == null ? 0 : f;
    }

    private static final class English {
        static final PunktParameters INSTANCE = load(ENGLISH_RESOURCE);
    }

    /**
     * Reads the text format written by {@code scripts/punkt_params_to_text.py}: comment lines
     * ({@code #}) before the first section, then the sections {@code [abbrev_types]},
     * {@code [collocations]}, {@code [sent_starters]}, {@code [ortho_context]}; fields separated by
     * a tab; {@code \\} and {@code \\uXXXX} / {@code \\UXXXXXXXX} escapes.
     */
    static PunktParameters load(String resource) {
        try (InputStream in = PunktParameters.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)), resource);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static PunktParameters parse(BufferedReader r, String name) throws IOException {
        Set<String> abbrevs = new HashSet<>();
        Set<String> colls = new HashSet<>();
        Set<String> starters = new HashSet<>();
        Map<String, Integer> ortho = new HashMap<>();
        String section = null;
        String line;
        int lineNo = 0;
        while ((line = r.readLine()) != null) {
            lineNo++;
            if (section == null && line.startsWith("#")) {
                continue;
            }
            switch (line) {
                case "[abbrev_types]", "[collocations]", "[sent_starters]", "[ortho_context]" -> {
                    section = line;
                    continue;
                }
                default -> {
                }
            }
            if (section == null) {
                throw new IllegalStateException(name + ":" + lineNo + ": entry before any section");
            }
            String[] f = line.split("\t", -1);
            int want = section.equals("[collocations]") || section.equals("[ortho_context]") ? 2 : 1;
            if (f.length != want) {
                throw new IllegalStateException(name + ":" + lineNo + ": expected " + want + " fields");
            }
            switch (section) {
                case "[abbrev_types]" -> abbrevs.add(unescape(f[0]));
                case "[collocations]" -> colls.add(unescape(f[0]) + "\t" + unescape(f[1]));
                case "[sent_starters]" -> starters.add(unescape(f[0]));
                default -> ortho.put(unescape(f[0]), Integer.parseInt(f[1]));
            }
        }
        return new PunktParameters(abbrevs, colls, starters, ortho);
    }

    static String unescape(String s) {
        if (s.indexOf('\\') < 0) {
            return s;
        }
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char k = s.charAt(++i);
            if (k == '\\') {
                sb.append('\\');
            } else if (k == 'u') {
                sb.appendCodePoint(Integer.parseInt(s.substring(i + 1, i + 5), 16));
                i += 4;
            } else if (k == 'U') {
                sb.appendCodePoint(Integer.parseInt(s.substring(i + 1, i + 9), 16));
                i += 8;
            } else {
                throw new IllegalStateException("bad escape in " + s);
            }
        }
        return sb.toString();
    }
}
