package io.github.nlgmetrics.caption;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The caption tokenizer of pycocoevalcap: Stanford CoreNLP 3.4.1's {@code PTBTokenizer
 * -preserveLines -lowerCase} followed by the wrapper's punctuation filter
 * ({@code tokenizer/ptbtokenizer.py}). Our own rules, written from the tokenizer's observed
 * behaviour (no CoreNLP code; CoreNLP is GPL): a longest-match lexer over the whole input, each
 * rule a pattern plus the normalisation of its token, ties going to the earlier rule.
 *
 * <pre>
 *   "Sandwich's cats isn't fast."       -&gt; "sandwich 's cats is n't fast"
 *   "\"little\" clock (mostly) [white]" -&gt; "little clock -lrb- mostly -rrb- -lsb- white -rsb-"
 *   "Kid gonna catch, cannot finish"    -&gt; "kid gon na catch can not finish"
 *   "Mouse costs $5.99 &amp;amp; 50% off"   -&gt; "mouse costs $ 5.99 &amp; 50 % off"
 *   "Dog at 3:30pm, e.g. in the U.S."   -&gt; "dog at 3:30 pm e.g. in the u.s."
 * </pre>
 *
 * <p>What the rules reproduce: brackets become {@code -LRB- -RRB- -LSB- -RSB- -LCB- -RCB-}
 * (lower-cased, so the wrapper's upper-case filter never removes them); {@code n't} and
 * {@code 's 'm 'd 're 've 'll} split off (a two-letter clitic only when a non-letter follows, so
 * not at the very end of the input); {@code gonna/wanna/gotta} → two tokens, {@code cannot} →
 * {@code can not}; quotes become {@code `` '' ` '} (removed) except {@code „ ‚ ‟}; dashes become
 * {@code --}; {@code …} and U+0085 become {@code ...}; {@code &amp;amp;} → {@code &amp;}; abbreviations
 * ({@code Mr.}, {@code e.g.}, {@code U.S.}, {@code etc.}, single letters, {@code No.} before a
 * number) keep their period; {@code 10 1/2} is one token joined by a no-break space, {@code ½} →
 * {@code 1/2}; currency signs normalise ({@code €} → {@code $}, {@code £} → {@code #},
 * {@code ¢} → {@code cents}); smileys keep their parentheses as {@code -RRB-}; characters no rule
 * takes (emoji and other supplementary characters, letter numbers such as {@code Ⅻ}, format
 * characters) are deleted; soft hyphens vanish from words; {@code \r}, {@code \r\n}, U+2028,
 * U+2029, vertical tab and form feed end a line. Lower-casing is Java's {@code Locale.ENGLISH}
 * ({@code İ} → {@code i̇}).
 *
 * <p>Immutable; the static methods are thread-safe.
 */
public final class PtbTokenizer {
    /** The wrapper's {@code PUNCTUATIONS}: tokens removed after tokenization. */
    static final Set<String> PUNCTUATION = Set.of("''", "'", "``", "`", "-LRB-", "-RRB-", "-LCB-", "-RCB-", ".", "?",
            "!", ",", ":", "-", "--", "...", ";");

    private static final String APOS = "['\\u0092\\u2019]";
    private static final String APOSETC = "['\\u0092\\u2019`\\u0091\\u2018\\u201B]";
    private static final String BMP = "&&[^\\x{10000}-\\x{10FFFF}]";
    private static final String LETTER = "[\\p{L}\\p{M}\\u00AD" + BMP + "]";
    private static final String LD = "[\\p{L}\\p{M}\\p{Nd}\\u00AD" + BMP + "]";
    private static final String NOT_TOKEN_END = "[^ \\t\\n\\f\\r\\u000B\\u2028\\u2029\"<>|(){}]";

    private static final String ABBREV_CASELESS = String.join("|",
            // titles
            "Mr", "Mrs", "Ms", "Drs?", "Profs?", "Sens?", "Reps?", "Attys?", "Lt", "Col", "Gen", "Messrs", "Govs?",
            "Adm", "Rev", "Maj", "Sgt", "Cpl", "Pvt", "Capt", "Ste?", "Ave", "Pres", "Lieut", "Hon", "Brig",
            "Co?mdr", "Pfc", "Spc", "Supts?", "Det", "M", "Mme", "Mmes", "Mlle", "Mlles",
            // after names, companies
            "Jr", "Sr", "Bros", "Ph\\.D", "Ed\\.D", "Blvd", "Rd", "Esq", "Inc", "Cos?", "Corp", "Pp?t[ye]s?", "Ltd",
            "Plc", "Bancorp", "Dept", "Bhd", "Assn", "Univ", "Intl", "Sys", "Invt", "Elec", "Natl", "M[ft]g",
            // months and days
            "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sept?", "Oct", "Nov", "Dec", "Mon", "Tues?", "Wed",
            "Thu", "Thurs", "Fri",
            // states (those written with an upper-case first letter are below)
            "Ala", "Ariz", "Calif", "Colo", "Conn", "Ct", "Dak", "Fla", "Ga", "Ind", "Kans?", "Ky", "Md", "Mich",
            "Minn", "Mo", "Mont", "Neb", "Nev", "Okla", "Penn", "Tenn", "Va", "Vt", "Wisc?", "Wyo",
            // others
            "etc", "al", "seq", "Bldg", "vs", "Alex", "Wm", "Jos", "Cie", "a\\.k\\.a", "cf", "TREAS", "tel", "est",
            "ext", "sq");
    private static final String ABBREV_CAPITAL = "A(?i:rk)|D(?i:el)|I(?i:ll)|L(?i:a)|M(?i:ass)|M(?i:iss)|O(?i:re)"
            + "|P(?i:a)|T(?i:ex)|W(?i:ash)";

    private static final String SGML = "<[A-Za-z!?][A-Za-z0-9_:.\\- !?]*/?>|</[A-Za-z][A-Za-z0-9_:.\\-]*>";
    /** Capitalised words after which a one-letter initial's period ends the sentence (first letter upper case). */
    private static final String SENTENCE_STARTS = "the|a|an|in|it|he|she|they|we|you|this|that|these|there|but|so|if"
            + "|when|what|as|at|one|her|our|their|some|many|after|while|since|however|then|now|here|such|other|more"
            + "|yet|once|about|last";

    /** A lexer rule: the pattern (group 1, when present, is the token; the rest is trailing context). */
    private enum Kind {
        NEWLINE, SGML, URL, EMAIL, WORD, QUOTE, BRACKET, SMILEY, DOTS, DASH, FRAC, FRAC_CHAR, CURRENCY, ENTITY,
        SYMBOL
    }

    private record Rule(Kind kind, Pattern pattern) {
        static Rule of(Kind kind, String regex) {
            return new Rule(kind, Pattern.compile(regex));
        }
    }

    private static final List<Rule> RULES = List.of(
            Rule.of(Kind.NEWLINE, "\\r\\n|[\\n\\r\\u2028\\u2029\\u000B\\u000C]"),
            Rule.of(Kind.SGML, SGML),
            Rule.of(Kind.URL, "https?://" + NOT_TOKEN_END + "*[^ \\t\\n\\f\\r\\u000B\\u2028\\u2029\"<>|.!?(){},\\-]"),
            Rule.of(Kind.EMAIL, "[a-zA-Z0-9][^ \\t\\n\\f\\r\\u000B\\u2028\\u2029\"<>|()\\u00A0{}]*@"
                    + "(?:[^ \\t\\n\\f\\r\\u000B\\u2028\\u2029\"<>|(){}.\\u00A0]+\\.)*"
                    + "[^ \\t\\n\\f\\r\\u000B\\u2028\\u2029\"<>|(){}\\[\\].,;:\\u00A0]+"),
            Rule.of(Kind.WORD, "@[a-zA-Z_][a-zA-Z_0-9]*|#\\p{L}+|(?i:[cf]#|c\\+\\+)"),
            // abbreviations keeping their period
            Rule.of(Kind.WORD, "(?:(?i:" + ABBREV_CASELESS + ")|" + ABBREV_CAPITAL + ")\\."),
            // an initial keeps its period unless a sentence-starting word or a tag follows
            Rule.of(Kind.WORD, "[A-Za-z]\\.(?!\\s+(?:(?=[A-Z])(?i:" + SENTENCE_STARTS + ")\\s|" + SGML + "))"),
            Rule.of(Kind.WORD, "[A-Za-z](?:\\.[A-Za-z])+\\."),
            Rule.of(Kind.WORD, "(?i:Canada|Sino|Korean|EU|Japan|non)-U\\.S\\.|U\\.S\\.-(?:U\\.K|Soviet)\\."),
            Rule.of(Kind.WORD, "((?i:ca|figs?|prop|nos?|art|bldg|pp|op)\\.)[ \\u00A0]?\\p{Nd}"),
            // clitics and the words they split from
            Rule.of(Kind.WORD, "([A-Za-z\\u00AD]*[A-MO-Za-mo-z]\\u00AD*)[nN]" + APOSETC + "[tT]"),
            Rule.of(Kind.WORD, "(?i:(gon|wan|got)na|(can)not)"),
            Rule.of(Kind.QUOTE, "[nN]" + APOSETC + "[tT]"),
            Rule.of(Kind.QUOTE, "(" + APOS + "[msdMSD])(?![A-Za-z])"),
            Rule.of(Kind.QUOTE, "(" + APOS + "(?i:re|ve|ll))[^A-Za-z]"),
            Rule.of(Kind.QUOTE, "('[tT])(?i:is|was)"),
            Rule.of(Kind.WORD, APOS + "n" + APOS + "?"),
            Rule.of(Kind.WORD, "[lLdDjJ]" + APOS),
            Rule.of(Kind.WORD, "(?i:Dunkin|somethin|ol)" + APOS),
            Rule.of(Kind.WORD, APOS + "(?i:em|cause|till?)"),
            Rule.of(Kind.WORD, "[A-HJ-XZn]" + APOSETC + "\\p{L}{2}\\p{L}*"),
            Rule.of(Kind.WORD, APOS + "[2-9]0s"),
            Rule.of(Kind.WORD, "\\p{L}\\p{L}*[aeiouyAEIOUY]" + APOSETC + "[aeiou]\\p{L}*"),
            Rule.of(Kind.WORD, "[yY]" + APOS + "(?=\\p{L})"),
            Rule.of(Kind.WORD, "(?i:cont'd\\.?|nor'easter|c'mon|e'er|s'mores|ev'ry|li'l|nat'l)|O" + APOSETC + "o"),
            Rule.of(Kind.WORD, "&#[0-9]+;"),
            Rule.of(Kind.WORD, "-(?i:RRB|LRB|RCB|LCB|RSB|LSB)-"),
            Rule.of(Kind.WORD, "[A-Z]+(?:(?:[+&]|&amp;)[A-Z]+)+"),
            Rule.of(Kind.WORD, "(?:[dDoOlL]" + APOSETC + LD + ")?" + LD + "+(?:[\\-_\\u058A\\u2010\\u2011](?:[dDoOlL]"
                    + APOSETC + LD + ")?" + LD + "+)*"),
            Rule.of(Kind.WORD, LD + "+(?:/(?:" + LD + "|-)+)+"),
            Rule.of(Kind.WORD, LETTER + LD + "*(?:[.!?]" + LETTER + LD + "*)*"),
            Rule.of(Kind.FRAC, "(?:\\p{Nd}{1,4}[\\- \\u00A0])?\\p{Nd}{1,4}(?:\\\\?/|\\u2044)\\p{Nd}{1,4}"),
            Rule.of(Kind.WORD, "[\\-+]?(?:\\p{Nd}*(?:[.:,\\u00AD\\u066B\\u066C]\\p{Nd}+)+|\\p{Nd}+)"),
            Rule.of(Kind.FRAC_CHAR, "[\\u00BC\\u00BD\\u00BE\\u2153-\\u215E]"),
            Rule.of(Kind.SMILEY, "([<>]?[:;=][\\-o*']?[()DPdpO\\\\{@|\\[\\]])[^A-Za-z]"),
            Rule.of(Kind.DOTS, "\\.{3,5}|(?:\\.[ \\u00A0]){2,4}\\.|[\\u0085\\u2026]"),
            Rule.of(Kind.DASH, "-{2,}|[\\u2013\\u2014\\u2015\\u0096\\u0097]+|&(?:MD|mdash|ndash);"),
            Rule.of(Kind.WORD, "-|[?!]+|\\*+|_+|#+|@+"),
            Rule.of(Kind.BRACKET, "[()\\[\\]{}]"),
            Rule.of(Kind.QUOTE, "''|``|\"|&quot;|[`\\u2018\\u2019\\u201A\\u201B\\u201C\\u201D\\u0091-\\u0094"
                    + "\\u201E\\u201F\\u2039\\u203A\\u00AB\\u00BB]{1,2}|" + APOS),
            Rule.of(Kind.ENTITY, "&(?:amp|lt|gt);"),
            Rule.of(Kind.CURRENCY, "[A-Z]*\\$|[\\u00A2\\u00A3\\u00A4\\u00A5\\u0080\\u20A0\\u20AC\\u060B\\u0E3F\\u20A4"
                    + "\\uFFE0\\uFFE1\\uFFE5\\uFFE6]"),
            Rule.of(Kind.SYMBOL, "[\\p{P}\\p{S}" + BMP + "]|[\\u00B2\\u00B3\\u00B9\\u2070-\\u209F\\u2460-\\u24FF"
                    + "\\u2776-\\u2793]"));

    private PtbTokenizer() {
    }

    /**
     * The tokenizer's output lines for {@code text} (one per input line), tokens lower-cased and
     * joined by single spaces, before the wrapper's punctuation filter.
     */
    public static List<String> lines(String text) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        Matcher[] matchers = new Matcher[RULES.size()];
        for (int r = 0; r < matchers.length; r++) {
            matchers[r] = RULES.get(r).pattern().matcher(text);
        }
        int n = text.length();
        int p = 0;
        while (p < n) {
            char c = text.charAt(p);
            if (isSpace(c)) {
                p++;
                continue;
            }
            int plain = plainWordEnd(text, p);
            if (plain > p) {
                if (line.length() > 0) {
                    line.append(' ');
                }
                line.append(text.substring(p, plain).toLowerCase(Locale.ENGLISH));
                p = plain;
                continue;
            }
            int bestRule = -1;
            int bestClaim = 0;
            int bestEnd = 0;
            int bestStart = 0;
            for (int r = 0; r < matchers.length; r++) {
                Matcher m = matchers[r];
                m.region(p, n);
                m.useTransparentBounds(true);
                m.useAnchoringBounds(false);
                if (m.lookingAt() && m.end() > p) {
                    int claim = m.end() - p;
                    if (claim > bestClaim) {
                        bestClaim = claim;
                        bestRule = r;
                        int g = firstGroup(m);
                        bestStart = g < 0 ? m.start() : m.start(g);
                        bestEnd = g < 0 ? m.end() : m.end(g);
                    }
                }
            }
            if (bestRule < 0) {
                p++; // untokenizable: deleted
                continue;
            }
            Kind kind = RULES.get(bestRule).kind();
            String raw = text.substring(bestStart, bestEnd);
            p = bestEnd;
            if (kind == Kind.NEWLINE) {
                lines.add(line.toString());
                line.setLength(0);
                continue;
            }
            String token = normalize(kind, raw);
            if (token.isEmpty()) {
                continue;
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(token.toLowerCase(Locale.ENGLISH));
        }
        lines.add(line.toString());
        return lines;
    }

    /**
     * Fast path: the end of an ASCII word at {@code p} (a letter, then letters and digits) that ends
     * at a space, a line feed or the end of the text, where no rule but the word rules can match
     * (no period, apostrophe or symbol follows); {@code p} when the full lexer must decide.
     */
    private static int plainWordEnd(String text, int p) {
        int n = text.length();
        int i = p;
        if (i >= n || !isAsciiLetter(text.charAt(i))) {
            return p;
        }
        while (i < n && (isAsciiLetter(text.charAt(i)) || (text.charAt(i) >= '0' && text.charAt(i) <= '9'))) {
            i++;
        }
        if (i < n && text.charAt(i) != ' ' && text.charAt(i) != '\n') {
            return p;
        }
        int len = i - p;
        if ((len == 5 || len == 6) && SPLIT_WORDS.matcher(text).region(p, i).matches()) {
            return p;
        }
        return i;
    }

    private static final Pattern SPLIT_WORDS = Pattern.compile("(?i:(?:gon|wan|got)na|cannot)");

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static int firstGroup(Matcher m) {
        for (int g = 1; g <= m.groupCount(); g++) {
            if (m.start(g) >= 0) {
                return g;
            }
        }
        return -1;
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\u00A0' || (c >= '\u2000' && c <= '\u200A') || c == '\u3000';
    }

    private static String normalize(Kind kind, String raw) {
        switch (kind) {
            case SGML:
                return raw.replace(' ', '\u00A0');
            case WORD, URL, EMAIL:
                return raw.replace("\u00AD", "");
            case BRACKET:
                return switch (raw.charAt(0)) {
                    case '(' -> "-LRB-";
                    case ')' -> "-RRB-";
                    case '[' -> "-LSB-";
                    case ']' -> "-RSB-";
                    case '{' -> "-LCB-";
                    default -> "-RCB-";
                };
            case SMILEY:
                return raw.replace("(", "-LRB-").replace(")", "-RRB-");
            case DOTS:
                return "...";
            case DASH:
                return "--";
            case FRAC:
                return raw.replace(' ', '\u00A0').replace("\\/", "/");
            case FRAC_CHAR:
                return fraction(raw.charAt(0));
            case ENTITY:
                return raw.equals("&amp;") ? "&" : raw.equals("&lt;") ? "<" : ">";
            case CURRENCY:
                return switch (raw.charAt(raw.length() - 1)) {
                    case '\u00A2' -> "cents";
                    case '\u00A3' -> "#";
                    case '\u00A4', '\u0080', '\u20A0', '\u20AC' -> "$";
                    default -> raw;
                };
            case QUOTE:
                return quote(raw);
            case SYMBOL:
                return raw.equals("\u00AD") ? "" : raw;
            default:
                return raw;
        }
    }

    private static String quote(String raw) {
        if (raw.equals("\"") || raw.equals("&quot;")) {
            return "''";
        }
        if (raw.length() > 1 && (raw.charAt(0) == '\'' || raw.charAt(0) == '\u2019' || raw.charAt(0) == '\u0092'
                || raw.equalsIgnoreCase("n't") || raw.charAt(1) == '\'' || raw.charAt(1) == '\u2019')) {
            // clitics: 's 'll n't 't with the apostrophe made ASCII
            StringBuilder sb = new StringBuilder();
            for (char ch : raw.toCharArray()) {
                sb.append(ch == '\u2019' || ch == '\u0092' || ch == '`' || ch == '\u2018' || ch == '\u0091'
                        || ch == '\u201B' ? '\'' : ch);
            }
            if (!sb.toString().equals("''")) {
                return sb.toString();
            }
        }
        StringBuilder sb = new StringBuilder();
        for (char ch : raw.toCharArray()) {
            sb.append(switch (ch) {
                case '\u2018', '\u201B', '\u0091', '`' -> "`";
                case '\u2019', '\u0092', '\'' -> "'";
                case '\u201C', '\u00AB', '\u0093' -> "``";
                case '\u201D', '\u00BB', '\u0094' -> "''";
                case '\u2039' -> "`";
                case '\u203A' -> "'";
                default -> String.valueOf(ch);
            });
        }
        return sb.toString();
    }

    private static String fraction(char c) {
        return switch (c) {
            case '\u00BC' -> "1/4";
            case '\u00BD' -> "1/2";
            case '\u00BE' -> "3/4";
            case '\u2153' -> "1/3";
            case '\u2154' -> "2/3";
            case '\u2155' -> "1/5";
            case '\u2156' -> "2/5";
            case '\u2157' -> "3/5";
            case '\u2158' -> "4/5";
            case '\u2159' -> "1/6";
            case '\u215A' -> "5/6";
            case '\u215B' -> "1/8";
            case '\u215C' -> "3/8";
            case '\u215D' -> "5/8";
            default -> "7/8";
        };
    }

    /** The wrapper's filter on one output line: {@code line.rstrip().split(' ')} minus {@link #PUNCTUATION}. */
    static String filter(String line) {
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (String w : line.stripTrailing().split(" ", -1)) {
            if (PUNCTUATION.contains(w)) {
                continue;
            }
            if (!first) {
                sb.append(' ');
            }
            sb.append(w);
            first = false;
        }
        return sb.toString();
    }

    /**
     * {@code PTBTokenizer().tokenize} for a list of captions: {@code "\n"} inside a caption becomes a
     * space, the captions are joined by {@code "\n"}, tokenized in one run, and the output lines
     * (filtered) returned in order. A caption holding another line break yields two lines, so the
     * list can be longer than the input; the caller zips it back to the captions as the wrapper does.
     */
    public static List<String> tokenizeCaptions(List<String> captions) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < captions.size(); i++) {
            if (i > 0) {
                sb.append('\n');
            }
            sb.append(captions.get(i).replace('\n', ' '));
        }
        List<String> out = new ArrayList<>();
        for (String line : lines(sb.toString())) {
            out.add(filter(line));
        }
        return out;
    }

    /** One caption tokenized alone (the first output line, as the wrapper keeps for a lone caption). */
    public static String tokenizeCaption(String caption) {
        return tokenizeCaptions(List.of(caption)).get(0);
    }
}
