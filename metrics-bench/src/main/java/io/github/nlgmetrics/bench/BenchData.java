package io.github.nlgmetrics.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Deterministic synthetic text for benchmarks (Zipf-like word frequencies, as in real text). */
public final class BenchData {
    private static final String[] ONSETS = {"", "b", "c", "d", "f", "g", "h", "l", "m", "n", "p", "r",
        "s", "t", "v", "w", "br", "cl", "pr", "st", "tr", "sh", "ch", "th"};
    private static final String[] NUCLEI = {"a", "e", "i", "o", "u", "y", "ea", "ou", "ai", "ee"};
    private static final String[] CODAS = {"", "", "n", "r", "s", "t", "l", "m", "nd", "st", "ll", "ck"};

    private BenchData() {
    }

    /**
     * A made-up English-like lower-case word: one to three syllables (onset, vowel nucleus, coda),
     * and one time in three one of {@code suffixes} after them.
     */
    public static String englishWord(SplittableRandom r, String[] suffixes) {
        StringBuilder sb = new StringBuilder();
        int syllables = 1 + r.nextInt(3);
        for (int s = 0; s < syllables; s++) {
            sb.append(ONSETS[r.nextInt(ONSETS.length)]).append(NUCLEI[r.nextInt(NUCLEI.length)])
                    .append(CODAS[r.nextInt(CODAS.length)]);
        }
        if (r.nextInt(3) == 0) {
            sb.append(suffixes[r.nextInt(suffixes.length)]);
        }
        return sb.toString();
    }

    /**
     * A reference and a hypothesis of {@code length} token ids each: Zipf-like ids from a 1,000-word
     * vocabulary (a squared uniform variate), the hypothesis the reference with about 30% of its
     * tokens replaced; {@code [reference, hypothesis]}, the same for the same seed.
     */
    public static int[][] idPair(int length, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int[] ref = new int[length];
        int[] hyp = new int[length];
        for (int i = 0; i < length; i++) {
            double u = r.nextDouble();
            ref[i] = (int) (u * u * 1000);
            hyp[i] = r.nextDouble() < 0.3 ? r.nextInt(1000) : ref[i];
        }
        return new int[][] {ref, hyp};
    }

    /** {@code count} sentences of about {@code meanLength} words from a {@code vocab}-word vocabulary. */
    public static List<String> sentences(int count, int meanLength, int vocab, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        List<String> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int len = Math.max(1, meanLength / 2 + r.nextInt(meanLength + 1));
            StringBuilder sb = new StringBuilder();
            for (int j = 0; j < len; j++) {
                if (j > 0) {
                    sb.append(' ');
                }
                // Zipf-ish: squaring a uniform variate favours small word ids.
                double u = r.nextDouble();
                sb.append('w').append((int) (u * u * vocab));
                if (r.nextInt(12) == 0) {
                    sb.append(r.nextBoolean() ? "," : ".");
                }
            }
            out.add(sb.toString());
        }
        return out;
    }

    /** A noisy copy of each sentence: some words replaced, as a system output would differ. */
    public static List<String> perturb(List<String> sentences, double rate, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        List<String> out = new ArrayList<>(sentences.size());
        for (String s : sentences) {
            String[] words = s.split(" ");
            for (int i = 0; i < words.length; i++) {
                if (r.nextDouble() < rate) {
                    words[i] = "v" + r.nextInt(5000);
                }
            }
            out.add(String.join(" ", words));
        }
        return out;
    }

    /** Real text: hypotheses and their one reference each. */
    public record Corpus(List<String> hyps, List<List<String>> refs) {
    }

    /**
     * The first {@code lines} lines of the WMT17 en-de German reference and the uedin-nmt output
     * ({@code ../shared/data/wmt17-en-de}, 3,004 lines in all).
     */
    public static Corpus wmt17De(int lines) throws IOException {
        Path dir = Path.of("..", "shared", "data", "wmt17-en-de");
        List<String> hyps = Files.readAllLines(dir.resolve("uedin-nmt.4722.de"), StandardCharsets.UTF_8).subList(0, lines);
        List<List<String>> refs = new ArrayList<>();
        for (String r : Files.readAllLines(dir.resolve("reference.de"), StandardCharsets.UTF_8).subList(0, lines)) {
            refs.add(List.of(r));
        }
        return new Corpus(hyps, refs);
    }
}
