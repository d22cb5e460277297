package io.github.nlgmetrics.text;

import io.github.nlgmetrics.compat.python.PyCase;
import io.github.nlgmetrics.compat.python.PyRegex;
import io.github.nlgmetrics.compat.python.PyStrings;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * NLTK 3.8's Punkt sentence splitter ({@code nltk.tokenize.punkt.PunktSentenceTokenizer.tokenize}
 * with {@code realign_boundaries=True}), which {@code nltk.sent_tokenize} and
 * {@code nltk.word_tokenize} run with the pre-trained English model
 * ({@link PunktParameters#english()}). Kiss and Strunk (2006), <i>Unsupervised Multilingual
 * Sentence Boundary Detection</i>, Computational Linguistics 32: 485–525.
 *
 * <p>The algorithm, as NLTK 3.8 implements it (with the default {@code PunktLanguageVars}):
 * <ol>
 *   <li>Every {@code . ? !} followed by punctuation from {@code )";}]*:@'({[!?} or by whitespace
 *       and a token is a candidate. Its context is the "word before" it, found by scanning back
 *       for the last ASCII whitespace ({@code string.whitespace}) after the previous candidate,
 *       plus the candidate and what follows it. When the previous candidate's word overlaps this
 *       one (e.g. {@code acting!!!}) only the last candidate of the run is kept. Quirk kept: a
 *       whitespace at offset 0 of the scanned stretch counts as none, so the word then starts at
 *       the previous word's start.</li>
 *   <li>The context is cut into Punkt word tokens (per line; punctuation other than the period
 *       split off) and annotated: a first pass marks {@code . ? !} tokens and period-final
 *       non-abbreviations as breaks, known abbreviations (also after the last {@code -}) as
 *       abbreviations, runs of periods as ellipses; a second pass revises each period-final
 *       token with the next one: known collocation → no break; abbreviation or ellipsis followed
 *       by a word the orthographic heuristic says starts a sentence, or by a capitalised frequent
 *       sentence starter → break; an initial or {@code ##number##} followed by a word the
 *       heuristic says does not start a sentence → no break, and an initial followed by an
 *       always-capitalised word of unknown evidence → no break. The candidate is a break when
 *       any token but the last of the context is a break.</li>
 *   <li>A sentence ends after the candidate; the next starts at the token after the whitespace
 *       (or right after the candidate). The last sentence ends at the text's right-stripped
 *       end. Closing quotes and brackets ({@code "')]}}) right after a break are moved to the end
 *       of the earlier sentence; empty sentences are dropped.</li>
 * </ol>
 * Token types are lower-cased with Python's {@code str.lower()} and numbers become
 * {@code ##number##}; "upper/lower case" is Python's {@code str.isupper()/islower()} of the first
 * character; regular-expression classes have Python's Unicode meaning ({@link PyRegex}).
 *
 * <pre>
 * tokenize("Mr. Smith went home. He slept.")  = ["Mr. Smith went home.", "He slept."]
 * tokenize("(Sent1.) Sent2.")                  = ["(Sent1.)", "Sent2."]
 * tokenize("Very bad acting!!! I promise.")     = ["Very bad acting!!!", "I promise."]
 * </pre>
 * Thread-safe and immutable.
 */
public final class PunktSentenceTokenizer {
    private static final PunktSentenceTokenizer ENGLISH = new PunktSentenceTokenizer(PunktParameters.english());

    private static final String S = PyRegex.S;
    private static final String NOT_S = PyRegex.NOT_S;
    /** {@code _re_non_word_chars}: characters that cannot appear within words. */
    private static final String NON_WORD = "(?:[)\";}\\]*:@'({\\[!?])";
    /** {@code _re_multi_char_punct}: hyphen runs, period runs, spaced ellipses. */
    private static final String MULTI_CHAR = "(?:-{2,}|\\.{2,}|(?:\\." + S + "){2,}\\.)";
    /** {@code _re_word_start}: characters that cannot start a word token. */
    private static final String WORD_START = "[^(\"`{\\[:;&#*@)}\\]\\-,]";
    /** {@code PunktLanguageVars._word_tokenize_fmt} with the defaults filled in. */
    private static final Pattern WORD_TOKENIZER = PyRegex.compile(MULTI_CHAR
            + "|(?=" + WORD_START + ")" + NOT_S + "+?"
            + "(?=" + S + "|$|" + NON_WORD + "|" + MULTI_CHAR + "|,(?=$|" + S + "|" + NON_WORD + "|" + MULTI_CHAR + "))"
            + "|" + NOT_S);
    /** {@code PunktLanguageVars.period_context_re()}. */
    private static final Pattern PERIOD_CONTEXT = PyRegex.compile(
            "[.?!](?=(?<afterTok>" + NON_WORD + "|" + S + "+(?<nextTok>" + NOT_S + "+)))");
    /** {@code re_boundary_realignment} (MULTILINE). */
    private static final Pattern BOUNDARY_REALIGNMENT = Pattern.compile(
            "[\"')\\]}]+?(?:" + S + "+|(?=--)|$)", PyRegex.FLAGS | Pattern.MULTILINE);
    private static final Pattern NUMERIC = PyRegex.compile("^-?[.,]?" + PyRegex.D + "[" + PyRegex.D + ",.\\-]*\\.?$");
    private static final Pattern ELLIPSIS = PyRegex.compile("\\.\\.+$");
    private static final Pattern INITIAL = PyRegex.compile(PyRegex.WORD_NOT_DIGIT + "\\.$");

    private final PunktParameters params;

    /** A tokenizer with the given model and NLTK's default language variables. */
    public PunktSentenceTokenizer(PunktParameters params) {
        this.params = Objects.requireNonNull(params, "params");
    }

    /** NLTK's English tokenizer ({@code nltk.sent_tokenize(text)}). */
    public static PunktSentenceTokenizer english() {
        return ENGLISH;
    }

    /** The sentences of {@code text}. */
    public List<String> tokenize(String text) {
        List<int[]> spans = spans(text);
        List<String> out = new ArrayList<>(spans.size());
        for (int[] s : spans) {
            out.add(slice(text, s[0], s[1]));
        }
        return out;
    }

    /**
     * The {@code (start, end)} UTF-16 offsets of the sentences ({@code span_tokenize}); an end may
     * precede its start only for a sentence that {@link #tokenize} returns empty.
     */
    public List<int[]> spans(String text) {
        if (text == null) {
            throw new IllegalArgumentException("the text to split into sentences is null");
        }
        List<int[]> slices = slicesFromText(text);
        return realignBoundaries(text, slices);
    }

    // --- _slices_from_text and _match_potential_end_contexts -----------------------------

    private List<int[]> slicesFromText(String text) {
        List<int[]> out = new ArrayList<>();
        int lastBreak = 0;
        Matcher m = PERIOD_CONTEXT.matcher(text);
        int prevStart = 0;
        int prevStop = 0;
        boolean havePrev = false;
        int pEnd = 0;
        int pNextTokStart = -1;
        String pContext = null;
        while (m.find()) {
            String before = text.substring(prevStop, m.start());
            int idx = lastAsciiWhitespace(before);
            int wordStart = idx != 0 ? idx + prevStop + 1 : prevStart;
            if (havePrev && prevStop <= wordStart) {
                if (containsSentbreak(pContext)) {
                    out.add(new int[] {lastBreak, pEnd});
                    lastBreak = pNextTokStart >= 0 ? pNextTokStart : pEnd;
                }
            }
            havePrev = true;
            pEnd = m.end();
            pNextTokStart = m.start("nextTok");
            prevStart = wordStart;
            prevStop = m.start();
            pContext = text.substring(prevStart, prevStop) + m.group() + m.group("afterTok");
        }
        if (havePrev && containsSentbreak(pContext)) {
            out.add(new int[] {lastBreak, pEnd});
            lastBreak = pNextTokStart >= 0 ? pNextTokStart : pEnd;
        }
        out.add(new int[] {lastBreak, PyStrings.rstrip(text).length()});
        return out;
    }

    /** {@code _get_last_whitespace_index}: the last {@code string.whitespace} character, else 0. */
    private static int lastAsciiWhitespace(String s) {
        for (int i = s.length() - 1; i >= 0; i--) {
            char c = s.charAt(i);
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0x0B || c == 0x0C) {
                return i;
            }
        }
        return 0;
    }

    private List<int[]> realignBoundaries(String text, List<int[]> slices) {
        List<int[]> out = new ArrayList<>(slices.size());
        int realign = 0;
        for (int i = 0; i < slices.size(); i++) {
            int start = slices.get(i)[0] + realign;
            int stop = slices.get(i)[1];
            if (i + 1 == slices.size()) {
                if (!slice(text, start, stop).isEmpty()) {
                    out.add(new int[] {start, stop});
                }
                continue;
            }
            int[] next = slices.get(i + 1);
            Matcher m = BOUNDARY_REALIGNMENT.matcher(slice(text, next[0], next[1]));
            if (m.lookingAt()) {
                out.add(new int[] {start, next[0] + PyStrings.rstrip(m.group()).length()});
                realign = m.end();
            } else {
                realign = 0;
                if (!slice(text, start, stop).isEmpty()) {
                    out.add(new int[] {start, stop});
                }
            }
        }
        return out;
    }

    /** Python's {@code text[start:stop]} for non-negative bounds. */
    private static String slice(String text, int start, int stop) {
        int n = text.length();
        int s = Math.min(start, n);
        int e = Math.min(stop, n);
        return s >= e ? "" : text.substring(s, e);
    }

    // --- text_contains_sentbreak ---------------------------------------------------------

    /** Whether any token of {@code context} but the last is a sentence break once annotated. */
    boolean containsSentbreak(String context) {
        List<Token> tokens = new ArrayList<>();
        for (String line : context.split("\n", -1)) {
            if (PyStrings.strip(line).isEmpty()) {
                continue;
            }
            Matcher m = WORD_TOKENIZER.matcher(line);
            while (m.find()) {
                tokens.add(new Token(m.group()));
            }
        }
        for (Token t : tokens) {
            firstPass(t);
        }
        for (int i = 0; i + 1 < tokens.size(); i++) {
            secondPass(tokens.get(i), tokens.get(i + 1));
            if (tokens.get(i).sentbreak) {
                return true;
            }
        }
        return false;
    }

    /** Punkt word tokens of one line ({@code PunktLanguageVars.word_tokenize}). */
    static List<String> wordTokens(String line) {
        List<String> out = new ArrayList<>();
        Matcher m = WORD_TOKENIZER.matcher(line);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    private void firstPass(Token t) {
        String tok = t.tok;
        if (tok.equals(".") || tok.equals("?") || tok.equals("!")) {
            t.sentbreak = true;
        } else if (ELLIPSIS.matcher(tok).lookingAt()) {
            t.ellipsis = true;
        } else if (t.periodFinal && !tok.endsWith("..")) {
            String stem = PyCase.lower(tok.substring(0, tok.length() - 1));
            if (params.abbrevTypes().contains(stem)
                    || params.abbrevTypes().contains(stem.substring(stem.lastIndexOf('-') + 1))) {
                t.abbr = true;
            } else {
                t.sentbreak = true;
            }
        }
    }

    private void secondPass(Token t1, Token t2) {
        if (!t1.periodFinal) {
            return;
        }
        String typ = t1.typeNoPeriod();
        String nextTyp = t2.typeNoSentperiod();
        boolean initial = INITIAL.matcher(t1.tok).lookingAt();
        if (params.isCollocation(typ, nextTyp)) {
            t1.sentbreak = false;
            t1.abbr = true;
            return;
        }
        if ((t1.abbr || t1.ellipsis) && !initial) {
            Ortho starter = orthoHeuristic(t2);
            if (starter == Ortho.TRUE) {
                t1.sentbreak = true;
                return;
            }
            if (t2.firstUpper() && params.sentStarters().contains(nextTyp)) {
                t1.sentbreak = true;
                return;
            }
        }
        if (initial || typ.equals("##number##")) {
            Ortho starter = orthoHeuristic(t2);
            if (starter == Ortho.FALSE) {
                t1.sentbreak = false;
                t1.abbr = true;
                return;
            }
            if (starter == Ortho.UNKNOWN && initial && t2.firstUpper()
                    && (params.ortho(nextTyp) & PunktParameters.ORTHO_LC) == 0) {
                t1.sentbreak = false;
                t1.abbr = true;
            }
        }
    }

    private enum Ortho { TRUE, FALSE, UNKNOWN }

    /** {@code _ortho_heuristic}: does {@code t} start a sentence? */
    private Ortho orthoHeuristic(Token t) {
        switch (t.tok) {
            case ";", ":", ",", ".", "!", "?" -> {
                return Ortho.FALSE;
            }
            default -> {
            }
        }
        int ctx = params.ortho(t.typeNoSentperiod());
        if (t.firstUpper() && (ctx & PunktParameters.ORTHO_LC) != 0 && (ctx & PunktParameters.ORTHO_MID_UC) == 0) {
            return Ortho.TRUE;
        }
        if (t.firstLower() && ((ctx & PunktParameters.ORTHO_UC) != 0 || (ctx & PunktParameters.ORTHO_BEG_LC) == 0)) {
            return Ortho.FALSE;
        }
        return Ortho.UNKNOWN;
    }

    /** {@code PunktToken}: a token and its annotations. */
    private static final class Token {
        final String tok;
        final String type;
        final boolean periodFinal;
        boolean sentbreak;
        boolean abbr;
        boolean ellipsis;

        Token(String tok) {
            this.tok = tok;
            String lower = PyCase.lower(tok);
            this.type = NUMERIC.matcher(lower).lookingAt() ? "##number##" : lower;
            this.periodFinal = tok.endsWith(".");
        }

        String typeNoPeriod() {
            return type.length() > 1 && type.charAt(type.length() - 1) == '.' ? type.substring(0, type.length() - 1) : type;
        }

        String typeNoSentperiod() {
            return sentbreak ? typeNoPeriod() : type;
        }

        boolean firstUpper() {
            return PyRegex.isUpper(tok.codePointAt(0));
        }

        boolean firstLower() {
            return PyRegex.isLower(tok.codePointAt(0));
        }
    }
}
