package io.github.nlgmetrics.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** sacrebleu's JSON reports write strings and numbers as Python's {@code json.dumps} does. */
class PyJsonTest {
    @Test
    void jsonNumbersAreWrittenAsPythonDoes() {
        assertEquals("0.000999000999000999", PyJson.jsonNumber(0.000999000999000999));
        assertEquals("null", PyJson.jsonNumber(null));
        assertEquals("NaN", PyJson.jsonNumber(Double.NaN));
        assertEquals("\"Baseline: caf\\u00e9.txt\"", PyJson.jsonString("Baseline: café.txt"));
    }
}
