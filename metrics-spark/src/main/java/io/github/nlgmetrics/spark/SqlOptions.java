package io.github.nlgmetrics.spark;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The options argument of {@code nlg_score}: null (none), a SQL map ({@code map('tokenize',
 * 'intl')}, arriving as a Scala map) or a text of {@code key=value} pairs separated by commas or
 * whitespace ({@code 'tokenize=intl, effective_order=false'}; a value may itself hold commas, as
 * NLTK's {@code weights=0.5,0.5}: a pair starts only where a {@code key=} follows). The parsed
 * spec is cached per thread, so a constant options argument is parsed once per executor thread.
 */
final class SqlOptions {
    private static final ThreadLocal<Map<Object, MetricSpec>> CACHE = ThreadLocal.withInitial(HashMap::new);

    private SqlOptions() {
    }

    /** The sentence-level spec of {@code profile} with {@code options} (see the class comment). */
    static MetricSpec spec(String profile, Object options) {
        Map<Object, MetricSpec> cache = CACHE.get();
        java.util.List<Object> key = java.util.Arrays.asList(profile, options);
        MetricSpec spec = cache.get(key);
        if (spec == null) {
            spec = MetricSpec.sentence(profile, parse(options));
            if (cache.size() > 256) {
                cache.clear();
            }
            cache.put(key, spec);
        }
        return spec;
    }

    /** {@code options} as a map of keyword names to text. */
    static Map<String, String> parse(Object options) {
        Map<String, String> out = new LinkedHashMap<>();
        if (options == null) {
            return out;
        }
        if (options instanceof String text) {
            for (String pair : text.strip().split("[,\\s]+(?=[A-Za-z_][A-Za-z0-9_]*=)")) {
                if (pair.isBlank()) {
                    continue;
                }
                int eq = pair.indexOf('=');
                if (eq <= 0) {
                    throw new IllegalArgumentException(SparkMetrics.UDF_NAME + ": options are key=value pairs: '"
                            + text + "'");
                }
                String value = pair.substring(eq + 1).strip();
                put(out, pair.substring(0, eq).strip(), value.endsWith(",") ? value.substring(0, value.length() - 1)
                        : value, text);
            }
            return out;
        }
        if (options instanceof scala.collection.Map<?, ?> m) {
            scala.collection.Iterator<? extends scala.Tuple2<?, ?>> it = m.iterator();
            while (it.hasNext()) {
                scala.Tuple2<?, ?> e = it.next();
                put(out, String.valueOf(e._1()), e._2() == null ? null : String.valueOf(e._2()), m);
            }
            return out;
        }
        if (options instanceof Map<?, ?> m) {
            m.forEach((k, v) -> put(out, String.valueOf(k), v == null ? null : String.valueOf(v), m));
            return out;
        }
        throw new IllegalArgumentException(SparkMetrics.UDF_NAME + ": options must be a map or a 'key=value, ...' "
                + "text, not " + options.getClass().getName());
    }

    private static void put(Map<String, String> out, String key, String value, Object whole) {
        if (out.put(key, value) != null) {
            throw new IllegalArgumentException(SparkMetrics.UDF_NAME + ": option '" + key + "' given twice: '"
                    + whole + "'");
        }
    }
}
