package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.BehaviourFamily;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.rouge.rouge155.Rouge155Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The ROUGE behaviour vector and one parametrised ROUGE-N / ROUGE-L computation that evaluates any point of
 * it: what {@code explain} walks along to say why two ROUGE profiles give different numbers.
 *
 * <p>The compared number is each profile's headline: the corpus F of its first ROUGE type
 * ({@code rouge-score:rouge}: the mean F of {@code rouge1} by default; {@code rouge155:rouge}: the
 * first block's average F, ROUGE-1 with {@code -n}, ROUGE-L without). The family computes the
 * n-gram measures and rougeL (the LCS of the whole texts); a profile whose headline is a
 * summary-level LCS (rougeLsum, ROUGE-1.5.5's ROUGE-L) declares it not switchable, and its effect
 * is reported as that profile's remainder. At each profile's own point with a switchable
 * headline the computation reproduces the profile's score exactly
 * (golden parity tests on {@code rouge-score.csv} and {@code rouge155.csv}). The dimensions, in
 * walk order:
 *
 * <table>
 *   <caption>ROUGE dimensions</caption>
 *   <tr><th>cause</th><th>values</th></tr>
 *   <tr><td>{@code tokenizer}</td><td>{@code rouge-score} (Python lower, then ASCII letters and digits),
 *       {@code unicode} (letters and digits of every script), {@code rouge155} (ASCII lower-casing of the
 *       UTF-8 bytes, {@code [A-Za-z0-9]} runs), {@code split} (Python {@code str.split()}, as given to
 *       rouge-score as a tokenizer object: no lower-casing, no stemming)</td></tr>
 *   <tr><td>{@code stemmer}</td><td>{@code none}, {@code porter} (NLTK's, on tokens longer than 3)</td></tr>
 *   <tr><td>{@code stopwords}</td><td>{@code keep} (ROUGE-1.5.5's {@code -s} cannot be switched)</td></tr>
 *   <tr><td>{@code truncation}</td><td>{@code none} (ROUGE-1.5.5's {@code -l}/{@code -b} cannot be switched)</td></tr>
 *   <tr><td>{@code measure}</td><td>{@code rouge1} .. {@code rouge9}, {@code rougeL} (the LCS of the whole
 *       texts; rougeLsum and ROUGE-1.5.5's ROUGE-L, both unions of LCSs over sentences, cannot be
 *       switched)</td></tr>
 *   <tr><td>{@code multi-reference}</td><td>{@code best-f} (rouge-score {@code score_multi}: the reference
 *       with the highest F, the first on ties), {@code sum-over-models} (ROUGE-1.5.5 {@code -f A}: hits
 *       and counts summed over the references), {@code best-model} ({@code -f B}: the reference with the
 *       highest recall rounded to 5 decimals, the first on ties)</td></tr>
 *   <tr><td>{@code f-measure}</td><td>{@code harmonic} (2·P·R/(P+R)), {@code alpha:A}
 *       (P·R/((1−A)·P + A·R))</td></tr>
 *   <tr><td>{@code rounding}</td><td>{@code none}, {@code 5-decimals} (ROUGE-1.5.5: each evaluation's R and
 *       P rounded, F computed from them and rounded)</td></tr>
 *   <tr><td>{@code aggregation}</td><td>{@code mean} (of the segment scores), {@code rouge155-bootstrap:R}
 *       (ROUGE-1.5.5: the mean of R resample means, drawn with Perl's {@code srand(i)}, printed to 5
 *       decimals), {@code bootstrap-median:SEED[:N]} (rouge-score's {@code BootstrapAggregator}, as HF
 *       evaluate's aggregated {@code rouge} reports it: the median of N (1000) resample means, numpy's
 *       legacy generator seeded with SEED)</td></tr>
 * </table>
 *
 * <p>{@link Corpus#segmentInfluence} is exact under {@code mean}; under a bootstrap aggregation it is
 * the segment's share of the mean ((F at the other point − F here) / N), since a resampled average
 * has no per-segment decomposition.
 */
public final class RougeFamily extends BehaviourFamily.Declared {
    /** The one instance. */
    public static final RougeFamily INSTANCE = new RougeFamily();

    public static final String TOKENIZER = "tokenizer";
    public static final String STEMMER = "stemmer";
    public static final String MEASURE = "measure";
    public static final String MULTI_REFERENCE = "multi-reference";
    public static final String F_MEASURE = "f-measure";
    public static final String ROUNDING = "rounding";
    public static final String AGGREGATION = "aggregation";
    public static final String STOPWORDS = "stopwords";
    public static final String TRUNCATION = "truncation";

    private RougeFamily() {
        super("rouge", "F-measure (0-1)", List.of(
            Cause.of(TOKENIZER, "how a text becomes tokens"),
            Cause.of(STEMMER, "whether tokens are stemmed"),
            Cause.of(STOPWORDS, "whether stop words are removed"),
            Cause.of(TRUNCATION, "whether summaries are cut to a length"),
            Cause.of(MEASURE, "which ROUGE type the headline score is"),
            Cause.of(MULTI_REFERENCE, "how several references make one segment score"),
            Cause.of(F_MEASURE, "the F formula"),
            Cause.of(ROUNDING, "rounding of each segment's scores"),
            Cause.of(AGGREGATION, "how segment scores make the corpus score")));
    }

    @Override
    protected boolean knowsValue(String cause, String value) {
        switch (cause) {
            case TOKENIZER:
                return List.of("rouge-score", "unicode", "rouge155", "split").contains(value);
            case STEMMER:
                return value.equals("none") || value.equals("porter");
            case STOPWORDS:
                return value.equals("keep");
            case TRUNCATION:
                return value.equals("none");
            case MEASURE:
                return value.matches("rouge[1-9]") || value.equals("rougeL");
            case MULTI_REFERENCE:
                return List.of("best-f", "sum-over-models", "best-model").contains(value);
            case F_MEASURE:
                return value.equals("harmonic") || (value.startsWith("alpha:") && number(value.substring(6)) != null);
            case ROUNDING:
                return value.equals("none") || value.equals("5-decimals");
            case AGGREGATION:
                return value.equals("mean") || (value.startsWith("rouge155-bootstrap:")
                        && value.substring(19).matches("[1-9][0-9]{0,6}"))
                        || (value.matches("bootstrap-median:[0-9]{1,10}(:[1-9][0-9]{0,6})?")
                        && Long.parseLong(value.split(":")[1]) <= 0xFFFFFFFFL);
            default:
                return false;
        }
    }

    private static Double number(String s) {
        try {
            double v = Double.parseDouble(s);
            return v >= 0 && v <= 1 ? v : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    @Override
    public Corpus corpus(List<String> hypotheses, List<List<String>> references) {
        return new RougeFamilyCorpus(hypotheses, references);
    }

    /** The tokens of {@code text} for a tokenizer and stemmer value. */
    static List<String> tokens(String text, String tokenizer, boolean stem) {
        switch (tokenizer) {
            case "rouge-score":
                return (stem ? STEMMED : PLAIN).tokenize(text);
            case "unicode":
                return (stem ? UNICODE_STEMMED : UNICODE).tokenize(text);
            case "split":
                // rouge-score with a str.split() tokenizer object: no lower-casing, and no stemming
                return PyStrings.split(text);
            default:
                if (stem) {
                    throw new IllegalArgumentException("the rouge155 tokenizer has no Porter stemmer here");
                }
                // the script reads bytes: every non-ASCII byte separates words; A-Z is lower-cased
                List<String> out = new ArrayList<>();
                for (String w : Rouge155Text.words(Rouge155Text.asciiLower(Rouge155Text.utf8Bytes(text)))) {
                    if (!w.equals("-")) {
                        out.add(w);
                    }
                }
                return out;
        }
    }

    private static final Rouge PLAIN = Rouge.rougeScore().withTypes("rouge1");
    private static final Rouge STEMMED = PLAIN.withStemmer(true);
    private static final Rouge UNICODE = Rouge.unicode().withTypes("rouge1");
    private static final Rouge UNICODE_STEMMED = UNICODE.withStemmer(true);

    record Params(String tokenizer, boolean stem, int n, String multi, Double alpha, boolean round5,
                          int resamples, Long seed) {
        static Params of(Map<String, String> point) {
            INSTANCE.requireComputable(point);
            String f = point.get(F_MEASURE);
            String agg = point.get(AGGREGATION);
            return new Params(point.get(TOKENIZER), point.get(STEMMER).equals("porter"),
                    point.get(MEASURE).equals("rougeL") ? 0 : point.get(MEASURE).charAt(5) - '0', point.get(MULTI_REFERENCE),
                    f.equals("harmonic") ? null : Double.parseDouble(f.substring(6)),
                    point.get(ROUNDING).equals("5-decimals"),
                    agg.equals("mean") ? 0 : agg.startsWith("rouge155") ? Integer.parseInt(agg.substring(19))
                            : agg.split(":").length == 3 ? Integer.parseInt(agg.split(":")[2]) : 1000,
                    agg.startsWith("bootstrap-median") ? Long.valueOf(agg.split(":")[1]) : null);
        }

        String rowKey() {
            return tokenizer + "|" + stem + "|" + n;
        }
    }
}
