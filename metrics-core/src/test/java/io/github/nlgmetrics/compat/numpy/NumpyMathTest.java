package io.github.nlgmetrics.compat.numpy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * numpy's pairwise {@code sum}/{@code mean}, Python's {@code statistics.mean} and numpy's
 * row-by-row float32 axis-0 sum, bit for bit against values recorded by
 * {@code src/test/resources/numpy/generate_sums.py}.
 */
class NumpyMathTest {
    record Expectation(String kind, int n, int k, double[] values) {
    }

    /** The recorded values, each test named {@code kind(n=.., k=..)}. */
    static Stream<Named<Expectation>> expectations() throws IOException {
        return RecordedValues.read("/numpy/numpy-sums.txt").stream().map(f -> {
            double[] values = Arrays.stream(f[3].split(" ")).mapToDouble(Double::parseDouble).toArray();
            Expectation e = new Expectation(f[0], Integer.parseInt(f[1]), Integer.parseInt(f[2]), values);
            return Named.of(e.kind() + "(n=" + e.n() + ", k=" + e.k() + ")", e);
        });
    }

    /** The generator's input series (same IEEE operations as the Python script). */
    static double[] series(int n, boolean signed) {
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            double v = ((i * 7919L) % 1000) / 7.0 + 1.0 / (i + 1);
            out[i] = signed && i % 3 == 0 ? -v : v;
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("expectations")
    void matchesNumpyAndPython(Expectation e) {
        if (e.kind().equals("f32sum")) {
            double[] xs = series(e.n() * e.k(), true);
            float[] flat = new float[xs.length];
            for (int i = 0; i < xs.length; i++) {
                flat[i] = (float) (xs[i] / 3.0);
            }
            int[] identity = new int[e.n()];
            for (int i = 0; i < identity.length; i++) {
                identity[i] = i;
            }
            float[] got = Float32Sums.sumFloat32(Float32Sums.columns(flat, e.k(), e.n()), identity, 0, 1, e.n())[0];
            for (int c = 0; c < e.k(); c++) {
                assertEquals(e.values()[c], got[c], 0.0, "column " + c);
            }
            return;
        }
        double[] xs = series(e.n(), e.kind().endsWith("signed"));
        double got;
        if (e.kind().startsWith("sum-")) {
            got = NumpyMath.pairwiseSum(xs, 0, xs.length);
        } else if (e.kind().startsWith("npmean-")) {
            got = NumpyMath.mean(xs);
        } else {
            got = NumpyMath.exactMean(xs);
        }
        assertEquals(e.values()[0], got, 0.0);
    }
}
