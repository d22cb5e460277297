package io.github.nlgmetrics.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.fixtures.CaseResult;
import io.github.nlgmetrics.fixtures.CaseStatus;
import io.github.nlgmetrics.fixtures.ConformanceRunner;
import io.github.nlgmetrics.fixtures.EvalContext;
import io.github.nlgmetrics.fixtures.GoldenCase;
import io.github.nlgmetrics.fixtures.RepoPaths;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code nlg-metrics conformance}: runs golden cases through the compatibility profiles and prints
 * a parity table. Exit 0 only when no case failed.
 */
@Command(name = "conformance", mixinStandardHelpOptions = true,
        description = "Check golden cases (default: the bundled conformance-data/) against our profiles.")
final class ConformanceCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--json", description = "Print one JSON object (summary and every case).")
    boolean json;

    @Option(names = "--rouge-data", paramLabel = "DIR",
            description = "ROUGE-1.5.5 data directory (default: $ROUGE_EVAL_HOME, else ../shared/rouge155-data where present).")
    Path rougeData;

    @Option(names = "--failures", description = "List every failed case (text mode).")
    boolean listFailures;

    @Parameters(paramLabel = "FILE|DIR", arity = "0..*", description = "Golden CSV files or directories.")
    List<Path> inputs = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        List<Path> paths = inputs.isEmpty() ? List.of(RepoPaths.conformanceData()) : inputs;
        Path data = rougeData;
        if (data != null && !Files.isDirectory(data)) {
            throw new IllegalArgumentException("--rouge-data: not a directory: " + data);
        }
        EvalContext ctx = EvalContext.fromEnvironment(data);
        if (ctx.rougeDataDir() == null) {
            ctx = new EvalContext(RepoPaths.shared("rouge155-data").orElse(null));
        }
        List<CaseResult> results = new ConformanceRunner(ctx).runAll(paths);
        PrintWriter out = spec.commandLine().getOut();
        int passed = 0;
        int failed = 0;
        int unsupported = 0;
        for (CaseResult r : results) {
            switch (r.status()) {
                case PASSED -> passed++;
                case FAILED -> failed++;
                default -> unsupported++;
            }
        }
        if (json) {
            printJson(out, results, passed, failed, unsupported);
        } else {
            printTable(out, results);
            String last = passed + " passed, " + failed + " failed";
            if (unsupported > 0) {
                last += ", " + unsupported + " skipped";
            }
            out.println(last);
        }
        out.flush();
        return failed == 0 ? 0 : 1;
    }

    private void printTable(PrintWriter out, List<CaseResult> results) {
        Map<String, int[]> rows = new TreeMap<>();
        Map<String, Double> worst = new TreeMap<>();
        for (CaseResult r : results) {
            GoldenCase c = r.goldenCase();
            String key = String.format("%-12s %-9s %-10s", c.impl(), c.metric(), c.level());
            int[] counts = rows.computeIfAbsent(key, k -> new int[3]);
            counts[r.status().ordinal()]++;
            if (r.status() == CaseStatus.PASSED) {
                worst.merge(key, r.maxAbsDiff(), Math::max);
            }
        }
        out.println(String.format("%-12s %-9s %-10s %7s %7s %11s  %s", "impl", "metric", "level", "passed",
                "failed", "unsupported", "max |diff| (passed)"));
        for (Map.Entry<String, int[]> e : rows.entrySet()) {
            int[] c = e.getValue();
            Double w = worst.get(e.getKey());
            out.println(String.format("%s %7d %7d %11d  %s", e.getKey(), c[0], c[1], c[2],
                    w == null ? "-" : String.format("%.3g", w)));
        }
        List<CaseResult> failures = results.stream().filter(r -> r.status() == CaseStatus.FAILED).toList();
        if (!failures.isEmpty()) {
            out.println();
            int shown = 0;
            for (CaseResult r : failures) {
                if (!listFailures && shown == 10) {
                    out.println("... " + (failures.size() - shown) + " more failures (--failures lists all)");
                    break;
                }
                out.println("FAILED " + r.goldenCase().id() + " [" + r.goldenCase().file() + "]: " + r.message());
                shown++;
            }
        }
        out.println();
    }

    private void printJson(PrintWriter out, List<CaseResult> results, int passed, int failed, int unsupported)
            throws Exception {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = mapper.createObjectNode();
        ObjectNode summary = root.putObject("summary");
        summary.put("passed", passed);
        summary.put("failed", failed);
        summary.put("unsupported", unsupported);
        ArrayNode cases = root.putArray("cases");
        for (CaseResult r : results) {
            GoldenCase c = r.goldenCase();
            ObjectNode o = cases.addObject();
            o.put("id", c.id());
            o.put("impl", c.impl());
            o.put("metric", c.metric());
            o.put("level", c.level());
            o.put("status", r.status().label());
            if (Double.isNaN(r.maxAbsDiff())) {
                o.putNull("max_abs_diff");
            } else {
                o.put("max_abs_diff", r.maxAbsDiff());
            }
            o.put("message", r.message());
        }
        out.println(mapper.writeValueAsString(root));
    }
}
