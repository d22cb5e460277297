package io.github.nlgmetrics;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.lang.reflect.Modifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Kernels that only the metrics (and the JMH benchmarks, through same-package classes in
 * {@code metrics-bench}) call are not public API: a caller scores through the {@link Metric}
 * contract, so a kernel can change without breaking anyone (issue 20).
 */
class KernelVisibilityTest {
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"io.github.nlgmetrics.ter.TerAligner", "io.github.nlgmetrics.rouge.SummaryLcs"})
    void aBenchmarkOnlyKernelIsNotPublic(String className) throws ClassNotFoundException {
        assertFalse(Modifier.isPublic(Class.forName(className).getModifiers()), className + " is public");
    }
}
