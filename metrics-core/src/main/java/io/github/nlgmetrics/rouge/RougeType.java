package io.github.nlgmetrics.rouge;

/**
 * One ROUGE type by rouge-score's name: {@code rouge1} … {@code rouge9} (n-gram overlap),
 * {@code rougeL} (longest common subsequence of the whole texts) or {@code rougeLsum}
 * (summary-level union LCS over {@code \n}-separated sentences).
 *
 * @param name the type's name, as given
 * @param kind what it measures
 * @param n the n-gram order for {@link Kind#NGRAM}, else 0
 */
public record RougeType(String name, Kind kind, int n) {
    /** {@code rouge1}: unigram overlap. */
    public static final RougeType ROUGE_1 = new RougeType("rouge1", Kind.NGRAM, 1);
    /** {@code rouge2}: bigram overlap. */
    public static final RougeType ROUGE_2 = new RougeType("rouge2", Kind.NGRAM, 2);
    /** {@code rougeL}: the longest common subsequence of the whole texts. */
    public static final RougeType ROUGE_L = new RougeType("rougeL", Kind.LCS, 0);
    /** {@code rougeLsum}: the summary-level union LCS over {@code \n}-separated sentences. */
    public static final RougeType ROUGE_LSUM = new RougeType("rougeLsum", Kind.SUMMARY_LCS, 0);

    /** {@code rouge<n>} for n = 1..9, the n-gram types rouge-score accepts. */
    public static RougeType rougeN(int n) {
        if (n < 1 || n > 9) {
            throw new IllegalArgumentException("rouge-score's n-gram types are rouge1..rouge9: n = " + n);
        }
        return new RougeType("rouge" + n, Kind.NGRAM, n);
    }

    /** The three families of rouge-score types. */
    public enum Kind {
        NGRAM, LCS, SUMMARY_LCS
    }

    /**
     * Parses a type as rouge-score does: {@code rouge[0-9]} where {@code rouge0} is rejected
     * ("rougen requires positive n"), {@code rougeL}, {@code rougeLsum}; anything else is invalid
     * (so there is no {@code rouge10}).
     */
    public static RougeType parse(String name) {
        if (name == null) {
            throw new IllegalArgumentException("Invalid rouge type: null");
        }
        if (name.equals("rougeL")) {
            return new RougeType(name, Kind.LCS, 0);
        }
        if (name.equals("rougeLsum")) {
            return new RougeType(name, Kind.SUMMARY_LCS, 0);
        }
        if (name.length() == 6 && name.startsWith("rouge") && name.charAt(5) >= '0' && name.charAt(5) <= '9') {
            int n = name.charAt(5) - '0';
            if (n == 0) {
                throw new IllegalArgumentException("rougen requires positive n: " + name);
            }
            return new RougeType(name, Kind.NGRAM, n);
        }
        throw new IllegalArgumentException("Invalid rouge type: " + name);
    }
}
