package io.github.nlgmetrics.cli.dropin.rouge155;

import io.github.nlgmetrics.cli.CliErrors;
import io.github.nlgmetrics.cli.DropInCommand;
import io.github.nlgmetrics.cli.ExitCode;
import io.github.nlgmetrics.cli.VersionProvider;
import io.github.nlgmetrics.cli.report.Progress;
import io.github.nlgmetrics.rouge.rouge155.Rouge155;
import io.github.nlgmetrics.cli.input.TextInput;
import io.github.nlgmetrics.rouge.rouge155.Rouge155Config;
import io.github.nlgmetrics.rouge.rouge155.Rouge155Eval;
import io.github.nlgmetrics.rouge.rouge155.Rouge155Data;
import io.github.nlgmetrics.rouge.rouge155.Rouge155Flags;
import io.github.nlgmetrics.rouge.rouge155.Rouge155Summary;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;

/**
 * {@code nlg-metrics rouge155 [ROUGE-1.5.5 options] CONFIG.xml [SYSTEM_ID]}: a drop-in for
 * ROUGE-1.5.5.pl with the script's own single-dash option syntax (parsed by
 * {@link Rouge155Flags}, not by picocli) and byte-identical output. A long run shows its progress
 * (evaluations done, rate, ETA) on stderr when stderr is a terminal ({@link Progress}).
 */
@Command(name = "rouge155",
        description = "ROUGE-1.5.5.pl drop-in: same options, same XML configuration, byte-identical output.")
public final class Rouge155Command extends DropInCommand {
    /** The script's usage text ({@code -h}), adapted to this command. */
    static final String USAGE = usage();

    @Override
    protected int run(List<String> args, PrintStream out) {
        return run(args, Path.of("").toAbsolutePath(), out, System.err, System.getenv());
    }

    /**
     * A failed write was already reported by {@link #run(List, Path, OutputStream, PrintStream, Map)}
     * in the drop-in's own line (or the error that ended the run was): exit 2 without a second
     * line, 141 silently on a closed pipe.
     */
    @Override
    protected int writeFailed(java.io.IOException cause) {
        return io.github.nlgmetrics.cli.StdoutGuard.closedPipe(cause) ? io.github.nlgmetrics.cli.StdoutGuard.CLOSED_PIPE : 2;
    }

    /**
     * Runs the drop-in with relative paths resolved against {@code baseDir} (the script's
     * working directory). Blocks are written as they complete, so output produced before an
     * error stays, as with the script. Returns the exit code (0, or 2 with one line on {@code err}).
     */
    static int run(List<String> argv, Path baseDir, OutputStream stdout, PrintStream err, Map<String, String> env) {
        PrintStream out = stdout instanceof PrintStream ps ? ps : new PrintStream(stdout, false, StandardCharsets.UTF_8);
        try {
            int end = argv.indexOf("--");
            List<String> options = end < 0 ? argv : argv.subList(0, end);
            if (options.contains("--version")) {
                out.println(new VersionProvider().getVersion()[0]);
                return finish(out, err, 0);
            }
            boolean lines = options.contains("--lines");
            argv = new java.util.ArrayList<>(argv);
            argv.remove("--lines");
            boolean json = takeJsonFormat(argv);
            Rouge155Flags opt = Rouge155Flags.parse(options.contains("--help") ? List.of("-h") : argv);
            if (opt.usage()) {
                out.print(USAGE);
                return finish(out, err, 0);
            }
            List<String> a = opt.arguments();
            if (a.isEmpty() && !lines) {
                throw new IllegalArgumentException(
                        "Please specify the ROUGE configuration file or use option '-h' for help");
            }
            String systemId = lines ? "1" : opt.systemId();
            Rouge155Data data = null; // -m, -s without -e DIR or ROUGE_EVAL_HOME: the bundled data
            if (opt.options().needsData()) {
                String dir = opt.dataDir() != null ? opt.dataDir() : env.get("ROUGE_EVAL_HOME");
                if (dir != null && !dir.isBlank()) {
                    data = Rouge155Data.load(baseDir.resolve(dir));
                }
            }
            Rouge155Config cfg;
            List<String> peers;
            if (lines) {
                cfg = lineFiles(a, baseDir);
                peers = cfg.peerIds();
            } else if (opt.fileListFormat() != null) {
                Path config = baseDir.resolve(a.get(0));
                cfg = Rouge155Config.readFileList(config, opt.fileListFormat(), systemId, baseDir);
                peers = List.of(systemId);
            } else {
                cfg = Rouge155Config.readXml(baseDir.resolve(a.get(0)), baseDir);
                peers = opt.allSystems() ? cfg.peerIds() : List.of(systemId);
            }
            Rouge155 rouge = Rouge155.rouge155(opt.options(), data);
            try (Progress progress = progress(err, (long) cfg.evals().size() * peers.size())) {
                if (json) {
                    List<Object> blocks = new java.util.ArrayList<>();
                    rouge.run(cfg.evals(), peers, b -> blocks.add(json(b)), err::println, () -> progress.advance(1));
                    out.println(io.github.nlgmetrics.cli.report.PyJson.dumps(blocks));
                } else {
                    rouge.run(cfg.evals(), peers, b -> out.print(rouge.format(b)), err::println,
                            () -> progress.advance(1));
                }
            }
            return finish(out, err, 0);
        } catch (IllegalArgumentException | java.io.UncheckedIOException e) {
            out.flush();
            err.println("nlg-metrics rouge155: " + CliErrors.oneLine(e));
            err.flush();
            return ExitCode.USAGE;
        } catch (OutOfMemoryError e) {
            out.flush();
            return CliErrors.outOfMemory(new java.io.PrintWriter(err, true));
        }
    }

    /**
     * One block of the report as JSON: {@code system}, {@code measure}, then the averages with their
     * 95% intervals as the script prints them ({@code %7.5f}, read back as numbers) or the counts
     * ({@code -t 2}), and with {@code -d} the evaluations.
     */
    private static Map<String, Object> json(io.github.nlgmetrics.rouge.rouge155.Rouge155Block b) {
        Map<String, Object> o = new java.util.LinkedHashMap<>();
        o.put("system", b.peerId());
        o.put("measure", b.tag());
        if (b.averages() != null) {
            String[] names = {"recall", "recall_low", "recall_high", "precision", "precision_low", "precision_high",
                "f", "f_low", "f_high"};
            for (int k = 0; k < names.length; k++) {
                o.put(names[k], Double.parseDouble(b.averages().get(k).strip()));
            }
        }
        if (b.counts() != null) {
            o.put("counts", b.counts().toArray());
        }
        if (!b.evals().isEmpty()) {
            List<Object> evals = new java.util.ArrayList<>();
            for (var e : b.evals()) {
                Map<String, Object> m = new java.util.LinkedHashMap<>();
                m.put("id", e.testId());
                m.put("r", Double.parseDouble(e.r().strip()));
                m.put("p", Double.parseDouble(e.p().strip()));
                m.put("f", Double.parseDouble(e.f().strip()));
                evals.add(m);
            }
            o.put("evals", evals);
        }
        return o;
    }

    /**
     * {@code --lines REF... HYP}: ROUGE-1.5.5 on plain line-aligned files (UTF-8, one segment per line,
     * as every other command reads them): line {@code i} of the hypothesis file is the peer summary
     * of evaluation {@code i}, line {@code i} of each reference file one model summary, each a
     * one-sentence SPL summary. The system ID is {@code 1}.
     */
    private static Rouge155Config lineFiles(List<String> files, Path baseDir) {
        if (files.size() < 2) {
            throw new IllegalArgumentException("--lines takes REF.txt [REF2.txt ...] HYP.txt: at least two files (got "
                    + files.size() + ")");
        }
        List<String> refPaths = new java.util.ArrayList<>();
        for (String f : files.subList(0, files.size() - 1)) {
            refPaths.add(baseDir.resolve(f).toString());
        }
        TextInput.Corpus corpus = TextInput.readCorpus(baseDir.resolve(files.get(files.size() - 1)).toString(), refPaths);
        List<Rouge155Eval> evals = new java.util.ArrayList<>();
        for (int i = 0; i < corpus.hypotheses().size(); i++) {
            String id = Integer.toString(i + 1);
            List<Rouge155Summary> models = new java.util.ArrayList<>();
            List<String> refs = corpus.references().get(i);
            for (int r = 0; r < refs.size(); r++) {
                models.add(Rouge155Summary.text("ref" + (r + 1) + ":" + id, refs.get(r)));
            }
            evals.add(new Rouge155Eval(id, "SPL", Map.of("1", Rouge155Summary.text("hyp:" + id,
                    corpus.hypotheses().get(i))), models));
        }
        return new Rouge155Config(evals, List.of("1"));
    }

    /**
     * Progress of the evaluations on stderr ({@link Progress}: only when this process's stderr is a
     * terminal and the run is long); never on another stream.
     */
    private static Progress progress(PrintStream err, long evaluations) {
        return err == System.err ? Progress.onStderr("evaluations", evaluations)
                : new Progress(err, false, System::nanoTime, "evaluations", evaluations);
    }

    /**
     * Flushes the output; a failed write turns {@code code} into 2 with one line, a closed pipe
     * into 141, silently (docs/errors.md, "Failed writes").
     */
    private static int finish(PrintStream out, PrintStream err, int code) {
        out.flush();
        if (out.checkError()) {
            java.io.IOException cause = io.github.nlgmetrics.cli.StdoutGuard.failure();
            if (io.github.nlgmetrics.cli.StdoutGuard.closedPipe(cause)) {
                return io.github.nlgmetrics.cli.StdoutGuard.CLOSED_PIPE;
            }
            err.println("nlg-metrics rouge155: " + CliErrors.WRITE_FAILED
                    + (cause == null || cause.getMessage() == null ? "" : ": " + cause.getMessage()));
            err.flush();
            return ExitCode.USAGE;
        }
        return code;
    }

    private static String usage() {
        try (var in = Rouge155Command.class.getResourceAsStream("rouge155-usage.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (java.io.IOException | NullPointerException e) {
            throw new IllegalStateException("rouge155-usage.txt is missing from the jar", e);
        }
    }
}
