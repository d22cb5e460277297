package io.github.nlgmetrics.cli.compare;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code --format json}: everything the comparison computed, as one object (schema in
 * {@code docs/compare.md}). Numbers are full doubles (the equality with the sacrebleu drop-in is
 * checked on them); an undefined value (NaN) is {@code null}.
 */
final class JsonReport {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private JsonReport() {
    }

    /** The object, its {@code warnings} array the warnings (docs/warnings.md; empty with {@code -q}). */
    static String render(Comparison c, String command, List<String> warnings) {
        try {
            Map<String, Object> root = tree(c, command);
            root.put("warnings", warnings);
            return JSON.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Map<String, Object> tree(Comparison c, String command) {
        List<String> names = c.inputs().names();
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("command", command);
        root.put("systems", names);
        root.put("baseline", names.get(c.settings().baseline()));
        root.put("segments", c.inputs().references().size());
        root.put("nrefs", c.inputs().nrefs());
        Comparison.Settings s = c.settings();
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("seed", s.engine().seed());
        settings.put("bootstrap_resamples", s.bootstrap());
        settings.put("randomization_trials", s.trials());
        settings.put("alpha", s.alpha());
        settings.put("cluster_test", s.clusterTest().id());
        settings.put("correction", s.correction().id());
        root.put("settings", settings);
        List<Object> metrics = new ArrayList<>();
        for (Comparison.MetricResult m : c.metrics()) {
            metrics.add(metric(m, names, c.settings().baseline()));
        }
        root.put("metrics", metrics);
        List<Object> agreement = new ArrayList<>();
        for (Comparison.AgreementRow a : c.agreement()) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("metrics", List.of(a.a(), a.b()));
            row.put("system_pearson", num(a.pearson()));
            row.put("system_kendall_tau", num(a.kendall()));
            row.put("segment_kendall_tau", num(a.segmentKendall()));
            agreement.add(row);
        }
        root.put("agreement", agreement);
        root.put("differences", differences(c.differences(), names));
        root.put("explain", c.explain());
        return root;
    }

    private static Map<String, Object> metric(Comparison.MetricResult m, List<String> names, int baseline) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", m.name());
        out.put("profile", m.choice().profile() == null ? null : m.choice().profile().name());
        out.put("part", m.choice().part() == null ? null : m.choice().part().name());
        out.put("signature", m.signature());
        out.put("external", m.external());
        out.put("higher_is_better", m.higherIsBetter());
        out.put("resampled", m.external() || m.choice().part() != null ? "segment scores"
                : m.choice().metric().resampling().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
        out.put("not_tested", m.notTested());
        List<Object> systems = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            Map<String, Object> sys = new LinkedHashMap<>();
            sys.put("system", names.get(i));
            sys.put("score", num(m.scores().get(i)));
            boolean t = m.tested();
            sys.put("mean", t ? num(m.tests().means().get(i)) : null);
            sys.put("ci", t ? num(m.tests().halfWidths().get(i)) : null);
            sys.put("p_bootstrap", i == baseline || !t ? null : num(m.tests().bootstrapP(baseline, i)));
            sys.put("p_randomization", i == baseline || !t || !m.tests().hasRandomization() ? null
                    : num(m.tests().randomizationP(baseline, i)));
            sys.put("cluster", t ? m.ranking().cluster().get(i) : null);
            sys.put("rank_range", t ? List.of(m.ranking().rankTop().get(i), m.ranking().rankBottom().get(i)) : null);
            systems.add(sys);
        }
        out.put("systems", systems);
        List<String> order = new ArrayList<>();
        for (int i : m.order().toArray()) {
            order.add(names.get(i));
        }
        out.put("order", order);
        List<Object> pairs = new ArrayList<>();
        for (int a = 0; a < (m.tested() ? names.size() : 0); a++) {
            for (int b = a + 1; b < names.size(); b++) {
                Map<String, Object> p = new LinkedHashMap<>();
                p.put("a", names.get(a));
                p.put("b", names.get(b));
                p.put("p_bootstrap", num(m.tests().bootstrapP(a, b)));
                p.put("p_randomization", m.tests().hasRandomization() ? num(m.tests().randomizationP(a, b)) : null);
                p.put("p_adjusted", num(m.ranking().adjustedP(a, b)));
                p.put("better", m.ranking().better(a, b) ? names.get(a) : m.ranking().better(b, a) ? names.get(b) : null);
                pairs.add(p);
            }
        }
        out.put("pairs", pairs);
        return out;
    }

    private static Map<String, Object> differences(Differences d, List<String> names) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("a", d.a());
        out.put("b", d.b());
        out.put("score_metric", d.scoreMetric());
        List<Object> buckets = new ArrayList<>();
        for (Differences.BucketTable t : d.buckets()) {
            Map<String, Object> b = new LinkedHashMap<>();
            b.put("title", t.title());
            b.put("value", t.value());
            b.put("labels", t.labels());
            List<Object> rows = new ArrayList<>();
            for (int i = 0; i < names.size(); i++) {
                Map<String, Object> r = new LinkedHashMap<>();
                r.put("system", names.get(i));
                List<Object> v = new ArrayList<>();
                for (int k = 0; k < t.labels().size(); k++) {
                    v.add(num(Formats.bucketValue(t, i, k)));
                }
                r.put("values", v);
                r.put("counts", t.counts()[i]);
                rows.add(r);
            }
            b.put("systems", rows);
            buckets.add(b);
        }
        out.put("buckets", buckets);
        out.put("ngrams_a_matches_more", ngrams(d.favourA()));
        out.put("ngrams_b_matches_more", ngrams(d.favourB()));
        List<Object> segs = new ArrayList<>();
        for (Differences.SegmentDiff s : d.segments()) {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("segment", s.segment());
            r.put("score_a", num(s.scoreA()));
            r.put("score_b", num(s.scoreB()));
            r.put("reference", String.join(" ", s.reference()));
            r.put("a", tokens(s.hypA()));
            r.put("b", tokens(s.hypB()));
            segs.add(r);
        }
        out.put("segments", segs);
        return out;
    }

    private static List<Object> ngrams(List<Differences.NgramDiff> list) {
        List<Object> out = new ArrayList<>();
        for (Differences.NgramDiff g : list) {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("ngram", g.ngram());
            r.put("n", g.n());
            r.put("matches_a", g.matchA());
            r.put("matches_b", g.matchB());
            r.put("ratio", g.ratio());
            out.add(r);
        }
        return out;
    }

    private static List<Object> tokens(List<Differences.Token> list) {
        List<Object> out = new ArrayList<>();
        for (Differences.Token t : list) {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("token", t.text());
            r.put("matched", t.matched());
            out.add(r);
        }
        return out;
    }

    private static Double num(double v) {
        return Double.isFinite(v) ? v : null;
    }
}
