package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.BehaviourFamily;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.compat.perl.PerlFormat;
import io.github.nlgmetrics.lcs.LcsKernel;
import io.github.nlgmetrics.rouge.rouge155.Rouge155;
import io.github.nlgmetrics.rouge.rouge155.Rouge155Flags;
import io.github.nlgmetrics.rouge.rouge155.Rouge155Text;
import java.util.ArrayList;
import java.util.HashMap;
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
 *       UTF-8 bytes, {@code [A-Za-z0-9]} runs)</td></tr>
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
public final class RougeFamily implements BehaviourFamily {
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

    private static final List<Cause> CAUSES = List.of(
            Cause.of(TOKENIZER, "how a text becomes tokens"),
            Cause.of(STEMMER, "whether tokens are stemmed"),
            Cause.of(STOPWORDS, "whether stop words are removed"),
            Cause.of(TRUNCATION, "whether summaries are cut to a length"),
            Cause.of(MEASURE, "which ROUGE type the headline score is"),
            Cause.of(MULTI_REFERENCE, "how several references make one segment score"),
            Cause.of(F_MEASURE, "the F formula"),
            Cause.of(ROUNDING, "rounding of each segment's scores"),
            Cause.of(AGGREGATION, "how segment scores make the corpus score"));

    private RougeFamily() {
    }

    @Override
    public String name() {
        return "rouge";
    }

    @Override
    public String unit() {
        return "F-measure (0-1)";
    }

    @Override
    public List<Cause> causes() {
        return CAUSES;
    }

    @Override
    public boolean knows(String cause, String value) {
        if (value == null) {
            return false;
        }
        switch (cause) {
            case TOKENIZER:
                return List.of("rouge-score", "unicode", "rouge155").contains(value);
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
    public double inUnit(double nativeScore, Map<String, String> point) {
        return nativeScore;
    }

    @Override
    public Corpus corpus(List<String> hypotheses, List<List<String>> references) {
        return new RougeCorpus(hypotheses, references);
    }

    /** The tokens of {@code text} for a tokenizer and stemmer value. */
    static List<String> tokens(String text, String tokenizer, boolean stem) {
        switch (tokenizer) {
            case "rouge-score":
                return (stem ? STEMMED : PLAIN).tokenize(text);
            case "unicode":
                return (stem ? UNICODE_STEMMED : UNICODE).tokenize(text);
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

    private record Params(String tokenizer, boolean stem, int n, String multi, Double alpha, boolean round5,
                          int resamples, Long seed) {
        static Params of(Map<String, String> point) {
            for (Cause c : CAUSES) {
                if (!INSTANCE.knows(c.name(), point.get(c.name()))) {
                    throw new IllegalArgumentException("rouge: " + c.name() + " has no value the family can compute: '"
                            + point.get(c.name()) + "'");
                }
            }
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

    /** Per segment, per reference: hits, reference n-grams, hypothesis n-grams. */
    private record Counts(int[][] perReference) {
    }

    private static final class RougeCorpus implements Corpus {
        private final List<String> hyps;
        private final List<List<String>> refs;
        private final Map<String, Counts[]> rows = new HashMap<>();

        RougeCorpus(List<String> hypotheses, List<List<String>> references) {
            if (hypotheses == null || references == null) {
                throw new IllegalArgumentException("hypotheses and references are required");
            }
            Stats.requireSameLength(hypotheses.size(), references.size());
            if (hypotheses.isEmpty()) {
                throw new IllegalArgumentException("the corpus is empty");
            }
            for (int i = 0; i < hypotheses.size(); i++) {
                if (hypotheses.get(i) == null) {
                    throw new IllegalArgumentException("hypothesis " + (i + 1) + " is null");
                }
                List<String> r = references.get(i);
                if (r == null || r.isEmpty()) {
                    throw new IllegalArgumentException("segment " + (i + 1) + " has no reference");
                }
                for (String s : r) {
                    if (s == null) {
                        throw new IllegalArgumentException("segment " + (i + 1) + " has a null reference");
                    }
                }
            }
            this.hyps = List.copyOf(hypotheses);
            this.refs = references.stream().map(List::copyOf).toList();
        }

        @Override
        public int size() {
            return hyps.size();
        }

        @Override
        public double score(Map<String, String> point) {
            Params p = Params.of(point);
            return aggregate(p, triples(p));
        }

        @Override
        public double[] segmentInfluence(Map<String, String> from, Map<String, String> to) {
            Params a = Params.of(from);
            Params b = Params.of(to);
            double[][] ta = triples(a);
            double[][] tb = triples(b);
            double[] out = new double[ta.length];
            if (a.resamples() > 0) {
                for (int i = 0; i < out.length; i++) {
                    out[i] = (tb[i][2] - ta[i][2]) / out.length;
                }
                return out;
            }
            // the mean with one segment's F exchanged, from the sum (linear in the corpus, not quadratic)
            double sum = 0;
            for (double[] t : ta) {
                sum += t[2];
            }
            double base = sum / ta.length;
            for (int i = 0; i < out.length; i++) {
                out[i] = (sum - ta[i][2] + tb[i][2]) / ta.length - base;
            }
            return out;
        }

        @Override
        public SegmentView segment(Map<String, String> point, int index) {
            Params p = Params.of(point);
            List<String> hyp = tokens(hyps.get(index), p.tokenizer(), p.stem());
            List<List<String>> rs = new ArrayList<>();
            for (String r : refs.get(index)) {
                rs.add(tokens(r, p.tokenizer(), p.stem()));
            }
            int[][] c = counts(p)[index].perReference();
            double[] t = triples(p)[index];
            StringBuilder sb = new StringBuilder(p.n() == 0 ? "rougeL LCS/reference/hypothesis tokens"
                    : "rouge" + p.n() + " hits/reference/hypothesis n-grams");
            for (int[] k : c) {
                sb.append(' ').append(k[0]).append('/').append(k[1]).append('/').append(k[2]);
            }
            sb.append(", P ").append(t[0]).append(" R ").append(t[1]).append(" F ").append(t[2]);
            return new SegmentView(hyp, rs, sb.toString());
        }

        private Counts[] counts(Params p) {
            return rows.computeIfAbsent(p.rowKey(), k -> {
                Counts[] out = new Counts[hyps.size()];
                LcsKernel lcs = new LcsKernel();
                for (int i = 0; i < out.length; i++) {
                    List<String> hypTokens = tokens(hyps.get(i), p.tokenizer(), p.stem());
                    Map<List<String>, Integer> h = p.n() == 0 ? null : ngrams(hypTokens, p.n());
                    int hTotal = p.n() == 0 ? hypTokens.size() : total(h);
                    int[][] per = new int[refs.get(i).size()][];
                    for (int j = 0; j < per.length; j++) {
                        List<String> refTokens = tokens(refs.get(i).get(j), p.tokenizer(), p.stem());
                        if (p.n() == 0) {
                            // rougeL: the LCS of the whole texts
                            Map<String, Integer> ids = new HashMap<>();
                            int[] a = intern(hypTokens, ids);
                            int[] b = intern(refTokens, ids);
                            per[j] = new int[] {lcs.length(a, b), refTokens.size(), hTotal};
                            continue;
                        }
                        Map<List<String>, Integer> r = ngrams(refTokens, p.n());
                        int hits = 0;
                        for (Map.Entry<List<String>, Integer> e : h.entrySet()) {
                            Integer c = r.get(e.getKey());
                            if (c != null) {
                                hits += Math.min(c, e.getValue());
                            }
                        }
                        per[j] = new int[] {hits, total(r), hTotal};
                    }
                    out[i] = new Counts(per);
                }
                return out;
            });
        }

        /** Each segment's {@code [P, R, F]} at a point. */
        private double[][] triples(Params p) {
            Counts[] c = counts(p);
            double[][] out = new double[c.length][];
            for (int i = 0; i < c.length; i++) {
                out[i] = segmentScore(p, c[i].perReference());
            }
            return out;
        }
    }

    private static int[] intern(List<String> tokens, Map<String, Integer> ids) {
        int[] out = new int[tokens.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ids.computeIfAbsent(tokens.get(i), t -> ids.size());
        }
        return out;
    }

    /** ROUGE-1.5.5's {@code sprintf("%.5f", x) + 0}. */
    private static double round5(double x) {
        return PerlFormat.round(x, 5);
    }

    private static Map<List<String>, Integer> ngrams(List<String> tokens, int n) {
        Map<List<String>, Integer> out = new HashMap<>();
        for (int i = 0; i + n <= tokens.size(); i++) {
            out.merge(tokens.subList(i, i + n), 1, Integer::sum);
        }
        return out;
    }

    private static int total(Map<List<String>, Integer> grams) {
        int t = 0;
        for (int v : grams.values()) {
            t += v;
        }
        return t;
    }

    /** One segment's {@code [P, R, F]} from its per-reference counts {@code {hits, ref n-grams, hyp n-grams}}. */
    private static double[] segmentScore(Params p, int[][] perRef) {
        switch (p.multi()) {
            case "sum-over-models": {
                double hit = 0;
                double count = 0;
                double countP = 0;
                for (int[] k : perRef) {
                    hit += k[0];
                    count += k[1];
                    countP += k[2];
                }
                return prf(p, hit, count, countP);
            }
            case "best-model": {
                double best = -1;
                int[] chosen = perRef[0];
                for (int[] k : perRef) {
                    double s = k[1] != 0 ? round5((double) k[0] / k[1]) : 0;
                    if (s > best) {
                        best = s;
                        chosen = k;
                    }
                }
                return prf(p, chosen[0], chosen[1], chosen[2]);
            }
            default: {
                double[] best = null;
                for (int[] k : perRef) {
                    double[] s = prf(p, k[0], k[1], k[2]);
                    if (best == null || s[2] > best[2]) {
                        best = s;
                    }
                }
                return best;
            }
        }
    }

    /** {@code [P, R, F]} of hits over reference and hypothesis counts, with the point's formula and rounding. */
    private static double[] prf(Params p, double hit, double refCount, double hypCount) {
        double precision = hit / Math.max(hypCount, 1);
        double recall = hit / Math.max(refCount, 1);
        if (p.round5()) {
            precision = hypCount != 0 ? round5(hit / hypCount) : 0;
            recall = refCount != 0 ? round5(hit / refCount) : 0;
        }
        double f;
        if (p.alpha() == null) {
            f = RougeScore.fmeasure(precision, recall);
        } else {
            double a = p.alpha();
            f = (1 - a) * precision + a * recall > 0 ? (precision * recall) / ((1 - a) * precision + a * recall) : 0;
        }
        if (p.round5()) {
            f = round5(f);
        }
        return new double[] {precision, recall, f};
    }

    /** The corpus F: the mean, or ROUGE-1.5.5's bootstrap average of the segment triples. */
    private static double aggregate(Params p, double[][] triples) {
        if (p.resamples() == 0) {
            double sum = 0;
            for (double[] t : triples) {
                sum += t[2];
            }
            return sum / triples.length;
        }
        if (p.seed() != null) {
            // rouge-score's BootstrapAggregator (HF evaluate's aggregated rouge): the median of the resample means
            List<RougeResult> segments = new ArrayList<>(triples.length);
            for (double[] t : triples) {
                segments.add(new RougeResult(Map.of("rouge", new RougeScore(t[0], t[1], t[2]))));
            }
            return BootstrapAggregator.rougeScore().withNSamples(p.resamples()).withSeed(p.seed())
                    .aggregate(segments).get("rouge").mid().fmeasure();
        }
        // ROUGE-1.5.5's own averaging, on rows [R, P, F] of one measure
        Rouge155 script = Rouge155.rouge155(Rouge155Flags.parse("-n 1 -x -r " + p.resamples()).options(), null);
        double[][] rows = new double[triples.length][];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = new double[] {triples[i][1], triples[i][0], triples[i][2]};
        }
        return script.scoreOfSegments(rows).score();
    }
}
