package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code nlg-metrics profiles}: every registered profile with its options (the reference's keyword
 * name, the command-line flags, the default), as declared once in the library.
 */
@Command(name = "profiles", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "List every compatibility profile with its options and defaults.")
final class ProfilesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        for (Profile p : Profiles.all()) {
            out.println(p.name() + "  " + p.description());
            for (Option<?> o : p.options()) {
                String flags = o.flags().isEmpty() ? "(library only)" : String.join(", ", o.flags());
                Object d = o.defaultValue();
                String dflt = display(d);
                out.printf("    %-22s %-30s default %-10s %s%n", o.key(), flags, dflt, o.description());
            }
        }
        out.flush();
        return ExitCode.OK;
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
