package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * The command-line options of a metric command, generated from its profiles' {@link Option}
 * declarations: one picocli option per flag (a flag several {@code --compat} profiles share is one
 * option whose help names each), and the way back from what was given to a profile's raw values.
 */
final class ProfileFlags {
    /** The generated options, by long flag. */
    private final Map<String, OptionSpec> byLongFlag = new LinkedHashMap<>();
    private final java.util.Set<String> consumers = new java.util.HashSet<>();

    private ProfileFlags() {
    }

    /** Adds the options of every profile of {@code declaration} to {@code spec}. */
    static ProfileFlags add(CommandSpec spec, MetricCommandSpec declaration) {
        ProfileFlags flags = new ProfileFlags();
        // Flags shared by several --compat profiles are one option; its help gives each distinct text once,
        // with the profiles it belongs to (none named when every profile of the command has that text).
        Map<String, Map<String, List<String>>> help = new LinkedHashMap<>();
        Map<String, Option<?>> first = new LinkedHashMap<>();
        for (String compat : declaration.profiles().keySet()) {
            for (Option<?> o : declaration.profile(compat).options()) {
                if (o.flags().isEmpty()) {
                    continue;
                }
                Option<?> seen = first.putIfAbsent(o.longFlag(), o);
                if (seen != null && seen.flag() != o.flag()) {
                    throw new IllegalStateException(o.longFlag() + " is a switch in one profile and takes a value in another");
                }
                String dflt = o.defaultValue() == null || o.flag() ? "" : " (default: " + display(o.defaultValue()) + ")";
                help.computeIfAbsent(o.longFlag(), k -> new LinkedHashMap<>())
                        .computeIfAbsent(o.description() + dflt, k -> new ArrayList<>()).add(compat);
            }
        }
        for (Option<?> o : first.values()) {
            OptionSpec.Builder b = OptionSpec.builder(o.flags().toArray(new String[0]))
                    .description(help(help.get(o.longFlag()), declaration.profiles().size()));
            if (o.flag()) {
                b.type(boolean.class).arity("0");
            } else if (o.multiple()) {
                b.type(List.class).auxiliaryTypes(String.class).paramLabel("VALUE").arity("1");
            } else {
                b.type(String.class).paramLabel("VALUE").arity("1");
                if (o.key().equals("flags")) {
                    flags.consumers.add(o.longFlag());
                    // A reference's own command line (METEOR 1.5: "-l en -norm ..."): its value starts
                    // with a dash, which picocli would otherwise take for an unknown option.
                    b.parameterConsumer(new VerbatimValue(o.longFlag()));
                }
            }
            OptionSpec built = b.build();
            spec.addOption(built);
            flags.byLongFlag.put(o.longFlag(), built);
        }
        return flags;
    }

    /**
     * Takes the next argument as the option's value whatever it looks like. A class, not a lambda:
     * a lambda implementing a picocli interface cannot be stored in the class-data archive, and
     * spinning it costs every run the JVM's lambda set-up.
     */
    private record VerbatimValue(String longFlag) implements CommandLine.IParameterConsumer {
        @Override
        public void consumeParameters(java.util.Stack<String> args, CommandLine.Model.ArgSpec argSpec,
                CommandLine.Model.CommandSpec commandSpec) {
            if (args.isEmpty()) {
                throw new CommandLine.ParameterException(commandSpec.commandLine(),
                        "Missing required parameter for option '" + longFlag + "'");
            }
            argSpec.setValue(args.pop());
        }
    }

    /**
     * An option's help from its texts, each with the profiles that have it, in the order first seen:
     * the text alone when every one of the command's {@code profiles} has that one text, else
     * {@code "p1, p2: text; p3: other text."}.
     */
    static String help(Map<String, List<String>> ownersByText, int profiles) {
        if (ownersByText.size() == 1 && ownersByText.values().iterator().next().size() == profiles) {
            return ownersByText.keySet().iterator().next() + ".";
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : ownersByText.entrySet()) {
            parts.add(String.join(", ", e.getValue()) + ": " + e.getKey());
        }
        return String.join("; ", parts) + ".";
    }

    /** A default as the reference spells it: enum constants as their lower-case, dashed names. */
    private static String display(Object v) {
        String text = v instanceof Enum<?> e ? e.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-')
                : v instanceof double[] d ? java.util.Arrays.toString(d) : String.valueOf(v);
        return text.replace("%", "%%");
    }

    /**
     * The options given on the command line, as {@code profile}'s raw values by key; a flag of another
     * profile is an error naming {@code selection} (e.g. {@code --compat nltk}) and the profile's own flags.
     */
    Map<String, Object> values(ParseResult parsed, String selection, Profile profile) {
        Map<String, Object> raw = new LinkedHashMap<>();
        for (Map.Entry<String, OptionSpec> e : byLongFlag.entrySet()) {
            // A parameter consumer ("flags") sets the option's value without picocli recording a match.
            Object consumed = consumers.contains(e.getKey()) ? e.getValue().getValue() : null;
            if (!parsed.hasMatchedOption(e.getKey()) && consumed == null) {
                continue;
            }
            Option<?> own = null;
            for (Option<?> o : profile.options()) {
                if (e.getKey().equals(o.longFlag())) {
                    own = o;
                }
            }
            if (own == null) {
                TreeSet<String> has = new TreeSet<>();
                profile.options().forEach(o -> {
                    if (o.longFlag() != null) {
                        has.add(o.longFlag());
                    }
                });
                throw new IllegalArgumentException(selection + " has no option " + e.getKey()
                        + " (its options: " + String.join(", ", has) + ")");
            }
            Object value = consumed != null ? consumed : parsed.matchedOptionValue(e.getKey(), null);
            raw.put(own.key(), own.flag() ? Boolean.TRUE : value);
        }
        return raw;
    }
}
