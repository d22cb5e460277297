package io.github.nlgmetrics.compat.numpy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The files that the scripts in {@code src/test/resources/numpy} record from numpy and Python:
 * one expectation per line, its fields separated by {@code |}; blank lines and {@code #} comments
 * are skipped.
 */
final class RecordedValues {
    private RecordedValues() {
    }

    /** The fields of every expectation line of the class-path resource {@code resource}. */
    static List<String[]> read(String resource) throws IOException {
        List<String[]> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                RecordedValues.class.getResourceAsStream(resource), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    out.add(line.split("\\|"));
                }
            }
        }
        return out;
    }
}
