package io.github.nlgmetrics.bertscore.tokenizer;

/**
 * {@code BertTokenizer}'s text options ({@code DistilBertTokenizer} and {@code ElectraTokenizer} have the same):
 * {@code do_lower_case}, {@code strip_accents} ({@code null} = None: strip exactly when lower-casing) and
 * {@code tokenize_chinese_chars}.
 */
public record WordPieceOptions(boolean doLowerCase, Boolean stripAccents, boolean tokenizeChineseChars) {
    /** {@code BertTokenizer}'s defaults: lower-casing, accents stripped with it, CJK ideographs split. */
    public static WordPieceOptions defaults() {
        return new WordPieceOptions(true, null, true);
    }

    /** These options with {@code do_lower_case} set. */
    public WordPieceOptions withDoLowerCase(boolean v) {
        return new WordPieceOptions(v, stripAccents, tokenizeChineseChars);
    }

    /** These options with {@code strip_accents} set ({@code null} = None). */
    public WordPieceOptions withStripAccents(Boolean v) {
        return new WordPieceOptions(doLowerCase, v, tokenizeChineseChars);
    }

    /** These options with {@code tokenize_chinese_chars} set. */
    public WordPieceOptions withTokenizeChineseChars(boolean v) {
        return new WordPieceOptions(doLowerCase, stripAccents, v);
    }
}
