package io.github.nlgmetrics.bertscore.tokenizer;

import io.github.nlgmetrics.compat.python.PyCase;
import io.github.nlgmetrics.compat.python.PyNormalization;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.compat.python.PyUnicode;
import io.github.nlgmetrics.text.spm.SentencePieceEncoder;
import java.util.ArrayList;
import java.util.List;

/**
 * What a SentencePiece tokenizer class of transformers 4.26.1 does to a piece of text around
 * {@code sp_model.encode} ({@link SpmModel}):
 * <ul>
 *   <li>{@link #albert ALBERT}'s {@code preprocess_text}: with {@code remove_space} the text's whitespace runs
 *       become one space and its ends are stripped ({@code " ".join(s.strip().split())}); {@code ``} and
 *       {@code ''} become {@code "}; unless {@code keep_accents}, NFKD and every combining character dropped
 *       ({@code unicodedata.combining}, not the {@code Mn} category); with {@code do_lower_case},
 *       {@code str.lower()}. Then its digit-comma rule: a piece of two characters or more that ends with a comma
 *       after a digit ({@code str.isdigit}) is encoded again without the comma and without {@code ▁}, loses the
 *       {@code ▁} that encoding puts in front when the piece did not start with one, and is followed by the
 *       comma alone;</li>
 *   <li>{@link #debertaV2 DeBERTa-v2}'s {@code _tokenize}: {@code str.lower()} with {@code do_lower_case}, and
 *       with {@code split_by_punct} every punctuation character a word of its own (BERT's
 *       {@code _is_punctuation}), each word encoded on its own;</li>
 *   <li>{@link #plain XLM-R and CamemBERT}: nothing.</li>
 * </ul>
 *
 * @param removeSpace ALBERT's {@code remove_space}
 * @param stripAccents ALBERT's {@code not keep_accents}
 * @param lowerCase the class's own {@code str.lower()} ({@code do_lower_case})
 * @param splitByPunct DeBERTa-v2's {@code split_by_punct}
 * @param digitComma ALBERT's digit-comma rule (and its {@code preprocess_text})
 * @param unknownBeyondVocabulary DeBERTa-v2's {@code _convert_id_to_token}: an id past the pieces reads as the unknown token
 */
record SpmRules(boolean removeSpace, boolean stripAccents, boolean lowerCase, boolean splitByPunct, boolean digitComma,
                boolean unknownBeyondVocabulary) {
    private static final String SPIECE_UNDERLINE = "\u2581";

    /** XLM-R, CamemBERT: the text as it is. */
    static SpmRules plain() {
        return new SpmRules(false, false, false, false, false, false);
    }

    /** {@code AlbertTokenizer(remove_space, keep_accents, do_lower_case)}. */
    static SpmRules albert(boolean removeSpace, boolean keepAccents, boolean doLowerCase) {
        return new SpmRules(removeSpace, !keepAccents, doLowerCase, false, true, false);
    }

    /** {@code DebertaV2Tokenizer(do_lower_case, split_by_punct)}. */
    static SpmRules debertaV2(boolean doLowerCase, boolean splitByPunct) {
        return new SpmRules(false, false, doLowerCase, splitByPunct, false, true);
    }

    /** The text before it is split into words: ALBERT's {@code preprocess_text}, DeBERTa-v2's lower-casing. */
    String normalize(String text) {
        if (!digitComma) {
            return lowerCase ? PyCase.lower(text) : text;
        }
        String s = removeSpace ? PyStrings.normalizeSpace(text) : text;
        s = s.replace("``", "\"").replace("''", "\"");
        if (stripAccents && !ascii(s)) { // NFKD changes no ASCII text and it has no combining character
            String d = PyNormalization.nfkd(s);
            StringBuilder sb = new StringBuilder(d.length());
            d.codePoints().filter(cp -> !PyNormalization.isCombining(cp)).forEach(sb::appendCodePoint);
            s = sb.toString();
        }
        return lowerCase ? PyCase.lower(s) : s;
    }

    private static boolean ascii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /** The words encoded one by one: the text, or with {@code split_by_punct} DeBERTa-v2's {@code _run_split_on_punc}. */
    List<String> words(String text) {
        if (!splitByPunct) {
            return List.of(text);
        }
        List<String> out = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            int next = i + Character.charCount(cp);
            if (BertBasicTokenizer.isPunctuation(cp)) {
                if (i > start) {
                    out.add(text.substring(start, i));
                }
                out.add(text.substring(i, next));
                start = next;
            }
            i = next;
        }
        if (start < text.length()) {
            out.add(text.substring(start));
        }
        return out;
    }

    /**
     * Whether ALBERT's digit-comma rule applies to {@code piece}: two characters or more, the last a comma, the one
     * before a digit ({@code str.isdigit}).
     */
    boolean digitCommaApplies(String piece) {
        int n = piece.length();
        return digitComma && n >= 2 && piece.charAt(n - 1) == ',' && PyUnicode.isDigit(piece.codePointBefore(n - 1));
    }

    /**
     * ALBERT's {@code _tokenize} after {@code sp_model.encode} on a piece the rule applies to: the piece without
     * its comma and {@code ▁} encoded again, its leading {@code ▁} dropped unless the piece had one, then the comma.
     */
    List<String> digitCommaPieces(String piece, SentencePieceEncoder spm) {
        String body = piece.substring(0, piece.length() - 1);
        List<String> out = new ArrayList<>(spm.encodeAsPieces(body.replace(SPIECE_UNDERLINE, "")));
        if (!piece.startsWith(SPIECE_UNDERLINE) && !out.isEmpty() && out.get(0).startsWith(SPIECE_UNDERLINE)) {
            if (out.get(0).length() == 1) {
                out.remove(0);
            } else {
                out.set(0, out.get(0).substring(1));
            }
        }
        out.add(",");
        return out;
    }
}
