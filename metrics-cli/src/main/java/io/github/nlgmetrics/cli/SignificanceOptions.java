package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.significance.Significance;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * The significance options every metric command mixes in ({@code @Mixin}), with sacrebleu's
 * names: {@code --confidence [--confidence-n N]} for a bootstrap confidence interval of one
 * system, {@code --paired-bs} / {@code --paired-ar} [{@code --paired-n N}] for a paired test of
 * several {@code -i} systems against the first, {@code --seed} (else {@code SACREBLEU_SEED},
 * else 12345; {@code none} draws from the operating system) and {@code --paired-jobs} threads.
 */
public final class SignificanceOptions {
    /** The environment variable sacrebleu reads its seed from. */
    public static final String SEED_VARIABLE = "SACREBLEU_SEED";

    @Option(names = {"--confidence", "-ci"},
            description = "Report a 95%% confidence interval from bootstrap resampling.")
    boolean confidence;

    @Option(names = {"--confidence-n", "-cin"}, paramLabel = "N", defaultValue = "1000",
            description = "Bootstrap resamples for --confidence (default: ${DEFAULT-VALUE}).")
    int confidenceN;

    @Option(names = {"--paired-bs", "-pbs"},
            description = "Paired bootstrap resampling test of every -i system against the first (the baseline).")
    boolean pairedBs;

    @Option(names = {"--paired-ar", "-par"},
            description = "Paired approximate randomization test of every -i system against the first.")
    boolean pairedAr;

    @Option(names = {"--paired-n", "--paired-bs-n", "--paired-ar-n"}, paramLabel = "N",
            description = "Resamples (--paired-bs, default 1000) or trials (--paired-ar, default 10000).")
    Integer pairedN;

    @Option(names = "--seed", paramLabel = "SEED",
            description = "Random seed, or 'none' (default: $SACREBLEU_SEED, else 12345).")
    String seed;

    @Option(names = {"--paired-jobs", "-j"}, paramLabel = "N",
            description = "Threads for resampling (default: all cores; results do not depend on it).")
    Integer jobs;

    /** Whether a paired test was requested. */
    public boolean paired() {
        return pairedBs || pairedAr;
    }

    /** Whether any significance output was requested. */
    public boolean any() {
        return confidence || paired();
    }

    /** {@code bs} or {@code ar} (sacrebleu's {@code test_type}); only for a paired test. */
    public String testType() {
        return pairedBs ? "bs" : "ar";
    }

    /** The number of paired resamples or trials. */
    public int pairedSamples() {
        if (pairedN != null) {
            return pairedN;
        }
        return pairedBs ? Significance.DEFAULT_BOOTSTRAP_SAMPLES : Significance.DEFAULT_AR_TRIALS;
    }

    /**
     * Checks the combination against the number of systems, with sacrebleu's rules: one paired
     * test at a time, paired tests need two systems or more, several systems need a paired test,
     * no statistics in sentence-level mode.
     */
    public void validate(int systems, boolean sentenceLevel) {
        if (pairedBs && pairedAr) {
            throw new IllegalArgumentException("--paired-bs and --paired-ar are mutually exclusive");
        }
        if (sentenceLevel && (any() || systems > 1)) {
            throw new IllegalArgumentException(systems > 1 && !any()
                    ? "only one system can be evaluated in sentence-level mode"
                    : "statistical tests are unavailable in sentence-level mode");
        }
        if (confidence && confidenceN < 1) {
            throw new IllegalArgumentException("--confidence-n must be at least 1: " + confidenceN);
        }
        if (pairedN != null && pairedN < 1) {
            throw new IllegalArgumentException("--paired-n must be at least 1: " + pairedN);
        }
        if (jobs != null && jobs < 1) {
            throw new IllegalArgumentException("--paired-jobs must be at least 1: " + jobs);
        }
        if (paired() && systems < 2) {
            throw new IllegalArgumentException("paired tests require several systems given to -i (the first is the baseline)");
        }
        if (!paired() && systems > 1) {
            throw new IllegalArgumentException(confidence
                    ? "use a paired test (--paired-bs or --paired-ar) for several systems"
                    : "several -i systems need a paired test (--paired-bs or --paired-ar)");
        }
    }

    /** The engine for these options, the seed taken from {@code env} when {@code --seed} is absent. */
    public Significance engine(Map<String, String> env) {
        Significance s = Significance.sacrebleu().withSeed(resolveSeed(env));
        return jobs == null ? s : s.withThreads(jobs);
    }

    /** {@link #engine(Map)} with the process environment. */
    public Significance engine() {
        return engine(System.getenv());
    }

    /**
     * sacrebleu reads the variable with Python's {@code int()}: surrounding whitespace, a sign,
     * leading zeros, underscores between digits and any Unicode decimal digits are accepted
     * ({@code ' 7 '}, {@code 007}, {@code +7}, {@code 1_000}, {@code １}); the text in that form.
     */
    static String pythonInt(String text) {
        StringBuilder sb = new StringBuilder();
        text.strip().codePoints().forEach(cp -> sb.append(Character.getType(cp) == Character.DECIMAL_DIGIT_NUMBER
                ? Character.toString('0' + Character.digit(cp, 10)) : Character.toString(cp)));
        String t = sb.toString();
        return t.matches("[+-]?\\d+(_\\d+)*") ? t.replace("_", "") : text;
    }

    private Long resolveSeed(Map<String, String> env) {
        if (seed != null) {
            return Significance.parseSeed(seed);
        }
        String fromEnv = env.get(SEED_VARIABLE);
        if (fromEnv != null) {
            try {
                return Significance.parseSeed(pythonInt(fromEnv));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(SEED_VARIABLE + ": " + e.getMessage());
            }
        }
        return Significance.DEFAULT_SEED;
    }
}
