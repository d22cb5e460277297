package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.BehaviourFamily;
import io.github.nlgmetrics.text.NltkWordTokenizer;
import io.github.nlgmetrics.text.Tokenizers;
import java.util.List;
import java.util.Map;

/**
 * The BLEU behaviour vector and one parametrised BLEU computation that evaluates any point of
 * it: what {@code explain} walks along to say why two BLEU profiles give different numbers.
 *
 * <p>Every BLEU profile is a point ({@link BleuProfiles} declares each one's {@code Quirk}s next
 * to its options); at a profile's own point this computation reproduces the profile's corpus
 * score bit for bit (tested on each profile's golden file). The dimensions, in walk order:
 *
 * <table>
 *   <caption>BLEU dimensions</caption>
 *   <tr><th>cause</th><th>values</th></tr>
 *   <tr><td>{@code tokenizer}</td><td>{@code split} (Python {@code str.split()}), a sacrebleu tokenizer
 *       ({@code 13a}, {@code intl}, {@code zh}, {@code char}, {@code none}), {@code ids} (integer token ids)</td></tr>
 *   <tr><td>{@code lowercase}</td><td>{@code no}, {@code yes}</td></tr>
 *   <tr><td>{@code lowercase-order}</td><td>{@code before-tokenizer} (sacrebleu), {@code after-tokenizer}
 *       (torchmetrics)</td></tr>
 *   <tr><td>{@code rstrip}</td><td>{@code yes} (sacrebleu strips trailing whitespace before its tokenizer:
 *       13a joins {@code "-\n"}), {@code no}</td></tr>
 *   <tr><td>{@code closest-ref-rule}</td><td>{@code closest-shorter-on-tie}, {@code closest-first-on-tie},
 *       {@code shortest}</td></tr>
 *   <tr><td>{@code denominator-floor}</td><td>{@code none}, {@code 1-per-segment} (NLTK, R: each segment's
 *       n-gram count per order raised to at least 1)</td></tr>
 *   <tr><td>{@code max-order}</td><td>N (uniform weights 1/N)</td></tr>
 *   <tr><td>{@code smoothing}</td><td>{@code none}, {@code exp} (NIST: k-th empty order 1/(2^k·t)),
 *       {@code floor:V} (V/t), {@code add-k:K:from-2} / {@code add-k:K:all} (K added to matches and
 *       totals of orders ≥ 2 / of every order), {@code float-min} (NLTK method0: 2.2e-308),
 *       {@code segment-floor:V} (R: V added to a segment's numerator where it has no match)</td></tr>
 *   <tr><td>{@code zero-match-rule}</td><td>{@code none}, {@code no-match-at-all} (0 before any smoothing
 *       when nothing matches), {@code any-order} (torchmetrics: 0 when any order has no match)</td></tr>
 *   <tr><td>{@code effective-order}</td><td>{@code no}, {@code yes} (orders without hypothesis n-grams
 *       leave the mean)</td></tr>
 *   <tr><td>{@code zero-precision}</td><td>{@code zero-score} (a zero precision makes BLEU 0),
 *       {@code skipped} (NLTK: its term is left out of the sum)</td></tr>
 *   <tr><td>{@code arithmetic}</td><td>{@code sacrebleu} (percent precisions, Σ log / N),
 *       {@code nltk} (w·ln p added with {@code math.fsum}), {@code tf-nmt} (Σ (1/N)·ln p, BP from
 *       the length ratio), {@code r-sacrebleu} (single-precision weights), {@code float32}
 *       (torchmetrics: every step in float32)</td></tr>
 *   <tr><td>{@code scale}</td><td>{@code 100}, {@code 1}: presentation only (scores are compared in
 *       BLEU points)</td></tr>
 * </table>
 *
 * <p>Two halves: the statistics of a corpus at a point's row dimensions ({@code BleuFamilyCorpus}:
 * the shared {@link BleuCounter}'s rows in sacrebleu's layout {@code [c, r, m_1..N, t_1..N]},
 * cached per combination of those dimensions, so a walk over many points tokenizes each variant
 * once) and the score of their sums at the other dimensions ({@code BleuPointScore}).
 */
public final class BleuFamily extends BehaviourFamily.Declared {
    /** The one instance. */
    public static final BleuFamily INSTANCE = new BleuFamily();

    public static final String TOKENIZER = "tokenizer";
    public static final String LOWERCASE = "lowercase";
    public static final String LOWERCASE_ORDER = "lowercase-order";
    public static final String RSTRIP = "rstrip";
    public static final String CLOSEST_REF_RULE = "closest-ref-rule";
    public static final String DENOMINATOR_FLOOR = "denominator-floor";
    public static final String MAX_ORDER = "max-order";
    public static final String SMOOTHING = "smoothing";
    public static final String ZERO_MATCH_RULE = "zero-match-rule";
    public static final String EFFECTIVE_ORDER = "effective-order";
    public static final String ZERO_PRECISION = "zero-precision";
    public static final String ARITHMETIC = "arithmetic";
    public static final String SCALE = "scale";

    /** {@code tokenizer} value: Python's {@code str.split()} of the text. */
    public static final String SPLIT = "split";
    /** {@code tokenizer} value: space-separated integer token ids (R sacRebleu). */
    public static final String IDS = "ids";

    private BleuFamily() {
        super("bleu", "BLEU points (0-100)", List.of(
            Cause.of(TOKENIZER, "how a segment becomes tokens"),
            Cause.of(LOWERCASE, "whether text is lowercased"),
            Cause.of(LOWERCASE_ORDER, "lowercasing before or after the tokenizer"),
            Cause.of(RSTRIP, "whether trailing whitespace is stripped before the tokenizer"),
            Cause.of(CLOSEST_REF_RULE, "which reference length a segment contributes to the brevity penalty"),
            Cause.of(DENOMINATOR_FLOOR, "whether each segment's n-gram count per order is raised to at least 1"),
            Cause.of(MAX_ORDER, "the highest n-gram order (uniform weights)"),
            Cause.of(SMOOTHING, "what an order without matches contributes"),
            Cause.of(ZERO_MATCH_RULE, "when the score is 0 before any smoothing"),
            Cause.of(EFFECTIVE_ORDER, "whether orders without hypothesis n-grams leave the mean"),
            Cause.of(ZERO_PRECISION, "what a precision left at 0 does to the mean"),
            Cause.of(ARITHMETIC, "floating-point order of operations and precision"),
            Cause.presentationOnly(SCALE, "0-100 or 0-1")));
    }

    @Override
    protected boolean knowsValue(String cause, String value) {
        try {
            switch (cause) {
                case TOKENIZER:
                    return value.equals(SPLIT) || value.equals(IDS) || value.equals(NltkWordTokenizer.NAME)
                            || Tokenizers.names().contains(value);
                case LOWERCASE, EFFECTIVE_ORDER, RSTRIP:
                    return value.equals("no") || value.equals("yes");
                case LOWERCASE_ORDER:
                    return value.equals("before-tokenizer") || value.equals("after-tokenizer");
                case CLOSEST_REF_RULE:
                    refPolicy(value);
                    return true;
                case DENOMINATOR_FLOOR:
                    return value.equals("none") || value.equals("1-per-segment");
                case MAX_ORDER:
                    return Integer.parseInt(value) >= 1;
                case SMOOTHING:
                    Smoothing.parse(value);
                    return true;
                case ZERO_MATCH_RULE:
                    return List.of("none", "no-match-at-all", "any-order").contains(value);
                case ZERO_PRECISION:
                    return value.equals("zero-score") || value.equals("skipped");
                case ARITHMETIC:
                    return List.of("sacrebleu", "nltk", "tf-nmt", "r-sacrebleu", "float32").contains(value);
                case SCALE:
                    return value.equals("100") || value.equals("1");
                default:
                    return false;
            }
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    @Override
    public double inUnit(double nativeScore, Map<String, String> point) {
        return "1".equals(point.get(SCALE)) ? nativeScore * 100.0 : nativeScore;
    }

    @Override
    public Corpus corpus(List<String> hypotheses, List<List<String>> references) {
        return new BleuFamilyCorpus(hypotheses, references);
    }

    private static RefLengthPolicy refPolicy(String value) {
        switch (value) {
            case "closest-shorter-on-tie":
                return RefLengthPolicy.CLOSEST_SHORTER_ON_TIE;
            case "closest-first-on-tie":
                return RefLengthPolicy.CLOSEST_FIRST_ON_TIE;
            case "shortest":
                return RefLengthPolicy.SHORTEST;
            default:
                throw new IllegalArgumentException("closest-ref-rule: unknown value '" + value + "'");
        }
    }

    /**
     * A {@code smoothing} value.
     *
     * @param kind none, exp, floor, add-k, float-min, segment-floor
     * @param value V or K (0 when the kind takes none)
     * @param fromOrder add-k: the first order it applies to (1 or 2)
     */
    record Smoothing(String kind, double value, int fromOrder) {
        static Smoothing parse(String text) {
            String[] parts = text.split(":", -1);
            switch (parts[0]) {
                case "none", "exp", "float-min":
                    if (parts.length != 1) {
                        break;
                    }
                    return new Smoothing(parts[0], 0, 0);
                case "floor", "segment-floor":
                    if (parts.length != 2) {
                        break;
                    }
                    return new Smoothing(parts[0], number(parts[1]), 0);
                case "add-k":
                    if (parts.length != 3 || !(parts[2].equals("all") || parts[2].equals("from-2"))) {
                        break;
                    }
                    return new Smoothing(parts[0], number(parts[1]), parts[2].equals("all") ? 1 : 2);
                default:
                    break;
            }
            throw new IllegalArgumentException("smoothing: unknown value '" + text + "'");
        }

        private static double number(String s) {
            double v = Double.parseDouble(s);
            if (!Double.isFinite(v) || v < 0) {
                throw new IllegalArgumentException("smoothing value must be a finite number >= 0: " + s);
            }
            return v;
        }
    }

    /** A point, parsed: the parameters of one computation. */
    record Params(String tokenizer, boolean lowercase, boolean lowercaseAfter, boolean rstrip,
                          RefLengthPolicy refRule,
                          boolean floor, int maxOrder, Smoothing smoothing, String zeroRule, boolean effectiveOrder,
                          boolean skipZero, String arithmetic) {
        static Params of(Map<String, String> point) {
            INSTANCE.requireComputable(point);
            return new Params(point.get(TOKENIZER), point.get(LOWERCASE).equals("yes"),
                    point.get(LOWERCASE_ORDER).equals("after-tokenizer"), point.get(RSTRIP).equals("yes"),
                    refPolicy(point.get(CLOSEST_REF_RULE)),
                    point.get(DENOMINATOR_FLOOR).equals("1-per-segment"), Integer.parseInt(point.get(MAX_ORDER)),
                    Smoothing.parse(point.get(SMOOTHING)), point.get(ZERO_MATCH_RULE),
                    point.get(EFFECTIVE_ORDER).equals("yes"), point.get(ZERO_PRECISION).equals("skipped"),
                    point.get(ARITHMETIC));
        }

        /** What the rows depend on. */
        String rowKey() {
            return tokenizer + "|" + lowercase + "|" + lowercaseAfter + "|" + rstrip + "|" + refRule + "|" + floor + "|" + maxOrder
                    + "|" + (smoothing.kind().equals("segment-floor") ? smoothing.value() : "");
        }
    }
}
