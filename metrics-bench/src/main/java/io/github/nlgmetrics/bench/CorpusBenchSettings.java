package io.github.nlgmetrics.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The run settings of the whole-corpus benchmarks (milliseconds per corpus, one fork), inherited
 * by each of them (JMH's class-level annotations are inherited); the command line's
 * {@code -wi}/{@code -i}/{@code -f} override them for a quicker run.
 */
final class CorpusBenchSettings {
    private CorpusBenchSettings() {
    }

    /** Three warm-up and five measured iterations of two seconds. */
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    @Warmup(iterations = 3, time = 2)
    @Measurement(iterations = 5, time = 2)
    @Fork(1)
    abstract static class Long {
    }
}
