package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code nlg-metrics profiles}: every registered profile with its options (the reference's keyword
 * name, the command-line flags, the default), as declared once in the library.
 */
@Command(name = "profiles", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"List every compatibility profile with its options and defaults, and the command and flags"
                + " that reach it (\"reached by\").",
                "  -f json: one array of {\"name\", \"description\", \"command\", \"options\": [{\"key\","
                + " \"flags\", \"default\", \"description\"}]}."})
final class ProfilesCommand implements Callable<Integer>, ServableCommand {
    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Option(names = {"-f", "--format"}, paramLabel = "FMT", defaultValue = "text",
            description = "Output format: text or json (default: ${DEFAULT-VALUE}).")
    io.github.nlgmetrics.cli.report.OutputFormat format;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Map<String, String> routes = routes();
        List<Object> json = new ArrayList<>();
        for (Profile p : Profiles.all()) {
            String route = routes.getOrDefault(p.name(), LIBRARY_ONLY + p.name() + "\"))");
            if (format == io.github.nlgmetrics.cli.report.OutputFormat.JSON) {
                Map<String, Object> o = new LinkedHashMap<>();
                o.put("name", p.name());
                o.put("description", p.description());
                o.put("command", route);
                List<Object> options = new ArrayList<>();
                for (Option<?> opt : p.options()) {
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("key", opt.key());
                    m.put("flags", opt.flags());
                    m.put("default", display(opt.defaultValue()));
                    m.put("description", opt.description());
                    options.add(m);
                }
                o.put("options", options);
                json.add(o);
                continue;
            }
            out.println(p.name() + "  " + p.description());
            out.println("    reached by: " + route);
            for (Option<?> o : p.options()) {
                String flags = o.flags().isEmpty() ? "(library only)" : String.join(", ", o.flags());
                Object d = o.defaultValue();
                String dflt = display(d);
                out.printf("    %-22s %-30s default %-10s %s%n", o.key(), flags, dflt, o.description());
            }
        }
        if (format == io.github.nlgmetrics.cli.report.OutputFormat.JSON) {
            out.println(io.github.nlgmetrics.cli.report.PyJson.dumps(json));
        }
        out.flush();
        return ExitCode.OK;
    }

    /** The route of a profile no command reaches: the Java API. */
    static final String LIBRARY_ONLY = "the Java API only (Profiles.byName(\"";

    /**
     * The command line that reaches each profile: every {@link MetricCommandSpec} (the default profile
     * without a selector, the others with {@code --compat} / {@code --profile}), then the drop-ins that
     * print a profile's numbers in the reference tool's own output.
     */
    static Map<String, String> routes() {
        Map<String, String> routes = new LinkedHashMap<>();
        List<MetricCommandSpec> commands = new ArrayList<>(MetricCommandSpec.all());
        commands.add(MetricCommandSpec.rouge());
        for (MetricCommandSpec c : commands) {
            for (Map.Entry<String, String> e : c.profiles().entrySet()) {
                String selector = e.getKey().equals(c.defaultCompat()) ? "" : " " + c.selector() + " " + e.getKey();
                routes.putIfAbsent(e.getValue(), "nlg-metrics " + c.name() + selector + " -r REF -i HYP");
            }
        }
        for (String coco : List.of("coco:bleu", "coco:rouge-l", "coco:cider-d")) {
            routes.put(coco, "nlg-metrics coco --results RESULTS.json --annotations CAPTIONS.json (the whole table)");
        }
        routes.put("rouge155:rouge", "nlg-metrics rouge155 [ROUGE-1.5.5.pl's options] CONFIG.xml [SYSTEM_ID], or"
                + " on plain line files: nlg-metrics rouge155 [options] --lines REF.txt [REF2.txt ...] HYP.txt");
        for (String jiwer : List.of("jiwer:mer", "jiwer:wil", "jiwer:wip", "jiwer:process_words")) {
            routes.put(jiwer, "nlg-metrics wer --align -r REF -i HYP (its measures block), or nlg-metrics jiwer -r REF"
                    + " -h HYP -a");
        }
        routes.put("jiwer:process_characters", "nlg-metrics cer --align -r REF -i HYP (its measures block), or"
                + " nlg-metrics jiwer -r REF -h HYP -c -a");
        routes.put("meteor15:meteor", routes.get("meteor15:meteor") + ", or nlg-metrics meteor15 TEST REF [FLAGS]");
        return routes;
    }

    /**
     * A default as a user reads it: arrays and lists as comma-separated values, enum constants in
     * lower case, a record (METEOR 1.5's parsed jar flags) as its components {@code name=value},
     * nested records flattened, never Java's record dump.
     */
    static String display(Object d) {
        if (d == null) {
            return "none";
        }
        if (d instanceof double[] arr) {
            return java.util.Arrays.stream(arr).mapToObj(Double::toString)
                    .collect(java.util.stream.Collectors.joining(","));
        }
        if (d instanceof Enum<?> e) {
            return e.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
        if (d instanceof java.util.Collection<?> c) {
            return c.stream().map(ProfilesCommand::display).collect(java.util.stream.Collectors.joining(","));
        }
        if (d instanceof Record r) {
            java.util.List<String> parts = new java.util.ArrayList<>();
            for (java.lang.reflect.RecordComponent rc : r.getClass().getRecordComponents()) {
                Object v;
                try {
                    v = rc.getAccessor().invoke(r);
                } catch (ReflectiveOperationException | RuntimeException e) {
                    continue;
                }
                parts.add(v instanceof Record ? display(v) : rc.getName() + "=" + display(v));
            }
            return String.join(" ", parts);
        }
        return String.valueOf(d);
    }
}
