package io.github.nlgmetrics.cli.compare;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A small comparison for the tests: a reference of {@code segments} generated sentences and
 * {@code systems} hypotheses, each a noisier copy of it (system k changes about k+1 words in 8),
 * plus a TSV of external segment scores.
 */
final class CompareFixture {
    private static final String[] WORDS = ("the a cat dog sat on mat rug quickly slowly house tree river blue green "
            + "runs walks sees red big small old new").split(" ");

    final Path reference;
    final List<Path> systems = new ArrayList<>();
    final Path scoresTsv;
    final double[][] scores;

    CompareFixture(Path dir, int systemCount, int segments, long seed) throws IOException {
        Random r = new Random(seed);
        List<String> ref = new ArrayList<>();
        for (int j = 0; j < segments; j++) {
            StringBuilder sb = new StringBuilder();
            int len = 3 + r.nextInt(40);
            for (int w = 0; w < len; w++) {
                sb.append(w > 0 ? " " : "").append(WORDS[r.nextInt(WORDS.length)]);
            }
            ref.add(sb.toString());
        }
        reference = dir.resolve("ref.txt");
        Files.write(reference, ref, StandardCharsets.UTF_8);
        scores = new double[systemCount][segments];
        StringBuilder tsv = new StringBuilder();
        for (int k = 0; k < systemCount; k++) {
            List<String> hyp = new ArrayList<>();
            for (int j = 0; j < segments; j++) {
                String[] t = ref.get(j).split(" ");
                for (int w = 0; w < t.length; w++) {
                    if (r.nextInt(8) <= k) {
                        t[w] = WORDS[r.nextInt(WORDS.length)];
                    }
                }
                hyp.add(String.join(" ", t));
                scores[k][j] = Math.round((0.9 - 0.1 * k + r.nextGaussian() * 0.1) * 1e4) / 1e4;
                tsv.append("sys").append(k).append('\t').append(j + 1).append('\t').append(scores[k][j]).append('\n');
            }
            Path p = dir.resolve("sys" + k + ".txt");
            Files.write(p, hyp, StandardCharsets.UTF_8);
            systems.add(p);
        }
        scoresTsv = dir.resolve("comet.tsv");
        Files.writeString(scoresTsv, tsv.toString(), StandardCharsets.UTF_8);
    }

    /** {@code compare -r REF -i SYSTEMS} followed by {@code more}. */
    String[] args(String... more) {
        List<String> a = new ArrayList<>(List.of("compare", "-r", reference.toString(), "-i"));
        systems.forEach(p -> a.add(p.toString()));
        a.addAll(List.of(more));
        return a.toArray(new String[0]);
    }
}
