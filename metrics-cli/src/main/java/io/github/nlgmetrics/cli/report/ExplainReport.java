package io.github.nlgmetrics.cli.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.github.nlgmetrics.explain.Explanation;
import java.io.PrintWriter;

/**
 * What {@code nlg-metrics explain} prints: the {@link Explanation}'s text for people, or its
 * records as one JSON object for scripts ({@code family}, {@code unit}, {@code segments},
 * {@code profiles[]}, {@code comparisons[]} with {@code observed}, {@code order}, {@code causes[]}
 * ({@code cause, fromValue, toValue, kind, alone, path, shapley}), {@code remainderFrom},
 * {@code remainderTo}, {@code rounding}, {@code segments[]}).
 */
public final class ExplainReport {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ExplainReport() {
    }

    /** Prints {@code e} in {@code format}. */
    public static void print(Explanation e, OutputFormat format, PrintWriter out) throws JsonProcessingException {
        if (format == OutputFormat.JSON) {
            out.println(JSON.writeValueAsString(e));
        } else {
            out.print(e.toText());
        }
        out.flush();
    }
}
