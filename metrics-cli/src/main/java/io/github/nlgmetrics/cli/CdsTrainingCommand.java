package io.github.nlgmetrics.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine;

/**
 * {@code nlg-metrics cds-training} (hidden): the training run of the launcher's class-data-sharing
 * archive. {@code bin/nlg-metrics} runs it once per build of the jar under
 * {@code -XX:DumpLoadedClassList} and dumps a static archive of the classes it loaded (ours,
 * picocli's, the JDK's, the lambda proxies), pre-parsed and pre-verified; later runs map them
 * instead of loading them, which takes about a third of a second off every short run.
 *
 * <p>It scores a small generated corpus with the common metric commands and the sacreBLEU drop-in,
 * through the same command line a user types, and prints nothing; its exit code is 0 unless a
 * command failed.
 */
@Command(name = "cds-training", hidden = true,
        description = "Training run for the launcher's class-data-sharing archive (internal).")
final class CdsTrainingCommand implements Callable<Integer> {
    /**
     * The commands whose classes the archive should hold; {@code REF} and {@code HYP} stand for the
     * generated files, and {@code -r REF -i HYP} is added when neither is given.
     */
    private static final String[][] RUNS = {
        {"bleu"}, {"bleu", "--sentence-level"}, {"bleu", "-f", "json"}, {"chrf"}, {"chrf", "--chrf-word-order", "2"},
        {"ter"}, {"rouge", "-t", "rouge1,rouge2,rougeL,rougeLsum", "--stemmer"}, {"gleu"}, {"nist"}, {"ribes"},
        {"meteor"}, {"wer"}, {"cer"}, {"sacrebleu", "REF", "-i", "HYP", "-m", "bleu", "chrf", "ter", "-b"},
        // metrics-ja's classes (its dictionary image loads once, ~40 ms, during training only)
        {"bleu", "--tokenize", "ja-mecab"},
    };

    @Override
    public Integer call() throws IOException {
        Path dir = Files.createTempDirectory("nlg-metrics-cds");
        try {
            Path hyp = dir.resolve("hyp.txt");
            Path ref = dir.resolve("ref.txt");
            Files.write(hyp, corpus(1), StandardCharsets.UTF_8);
            Files.write(ref, corpus(2), StandardCharsets.UTF_8);
            return runAll(ref, hyp) == ExitCode.OK ? ExitCode.OK : ExitCode.FAILURES;
        } finally {
            try (var files = Files.list(dir)) {
                for (Path p : (Iterable<Path>) files::iterator) {
                    Files.deleteIfExists(p);
                }
            } catch (IOException | UncheckedIOException e) {
                // A temp directory left behind is harmless.
            }
            Files.deleteIfExists(dir);
        }
    }

    /**
     * {@link #RUNS}, and BLEU with a BPE and a unigram SentencePiece model when the stand-in models
     * are at hand ({@code conformance-data/spm-models/} of the installation, as the launcher names
     * it with {@code -Dnlgmetrics.repo.root}): the encoder's classes and lambda forms then come from
     * the archive too (about 20 ms of a {@code --tokenize flores200} run).
     */
    private static List<String[]> runs() {
        List<String[]> runs = new ArrayList<>(List.of(RUNS));
        Path models = Path.of(System.getProperty("nlgmetrics.repo.root", "."), "conformance-data", "spm-models");
        for (String[] spm : new String[][] {{"flores200", "bpe-8k.model"}, {"flores101", "unigram-8k.model"}}) {
            Path model = models.resolve(spm[1]);
            if (Files.isRegularFile(model)) {
                runs.add(new String[] {"bleu", "--tokenize", spm[0], "--spm-model", model.toString()});
            }
        }
        return runs;
    }

    /** Runs every command of {@link #runs()}; returns how many failed (each named on stderr). */
    private static int runAll(Path ref, Path hyp) {
        int failed = 0;
        for (String[] run : runs()) {
            List<String> args = new ArrayList<>();
            for (String a : run) {
                args.add(a.equals("REF") ? ref.toString() : a.equals("HYP") ? hyp.toString() : a);
            }
            if (!args.contains(ref.toString())) {
                args.addAll(List.of("-r", ref.toString(), "-i", hyp.toString()));
            }
            java.io.StringWriter err = new java.io.StringWriter();
            int code;
            if (run[0].equals("sacrebleu")) {
                // A drop-in writes to file descriptor 1 itself, as sacrebleu does: its run, with stdout discarded.
                DropInCommand dropIn = (DropInCommand) NlgMetrics.commandLine(run[0]).getSubcommands().get(run[0])
                        .getCommand();
                code = dropIn.run(args.subList(1, args.size()), new java.io.PrintStream(OutputStream.nullOutputStream()));
            } else {
                CommandLine cl = NlgMetrics.commandLine(run[0]);
                cl.setOut(new PrintWriter(OutputStream.nullOutputStream()));
                cl.setErr(new PrintWriter(err));
                code = cl.execute(args.toArray(new String[0]));
            }
            if (code != 0) {
                System.err.println("nlg-metrics cds-training: " + String.join(" ", run) + ": " + err.toString().trim());
                failed++;
            }
        }
        return failed;
    }

    /** Sixty deterministic English-like lines; {@code variant} shifts the words so the sides differ. */
    private static List<String> corpus(int variant) {
        String[] words = ("the government said on monday that its new plans for the city would be "
                + "announced after the meeting of ministers , while police reported 12 arrests and "
                + "fans praised the team's early goals in a match played before large crowds .").split(" ");
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            StringBuilder line = new StringBuilder();
            for (int k = 0; k < 12 + i % 9; k++) {
                line.append(k == 0 ? "" : " ").append(words[(i * 7 + k * variant) % words.length]);
            }
            lines.add(line.toString());
        }
        return lines;
    }
}
