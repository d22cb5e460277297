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
                String dflt = d instanceof double[] arr ? java.util.Arrays.toString(arr) : String.valueOf(d);
                out.printf("    %-22s %-30s default %-10s %s%n", o.key(), flags, dflt, o.description());
            }
        }
        out.flush();
        return 0;
    }
}
