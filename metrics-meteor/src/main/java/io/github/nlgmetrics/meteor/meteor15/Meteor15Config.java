package io.github.nlgmetrics.meteor.meteor15;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A METEOR 1.5 scoring configuration (English), as the jar builds it from its command line.
 *
 * <p>Tasks (parameters alpha beta gamma delta / module weights exact stem synonym paraphrase):
 * <pre>
 *   rank (default)  0.85 0.20 0.60 0.75 / 1.0 0.6 0.8 0.6
 *   adq, custom     0.75 1.40 0.45 0.70 / 1.0 1.0 0.6 0.8
 *   hter            0.40 1.50 0.35 0.55 / 1.0 0.2 0.6 0.8
 *   util            0.65 0.10 0.55 0.65 / 1.0 0.0 0.0 0.8   (character-based, see below)
 *   li              0.75 1.40 0.70 0.50 / 1.0 0.5 0.5 0.5
 *   tune            0.50 1.00 0.50 0.50 / 1.0 0.5 0.5 0.5
 *   universal       0.70 1.40 0.30 0.70 / 1.0 0.6 0 0     (modules exact paraphrase)
 * </pre>
 * Quirks of the jar's command line, reproduced by {@link Meteor15Flags#parse}: {@code -p} turns the task
 * into "custom", whose base weights are adequacy's; {@code -w} replaces the weights; {@code -m}
 * keeps the weight list positionally, cut (or padded with 0.0) to the number of modules, and also
 * names the task "custom"; {@code -t util} sets character-based scoring, but the flags then reset it
 * unless {@code -ch} is given; flag order is irrelevant.
 *
 * @param task          the task name as the jar records it ({@code rank}, ..., {@code custom})
 * @param alpha         weight of recall in the harmonic mean
 * @param beta          shape of the fragmentation penalty
 * @param gamma         maximum fragmentation penalty
 * @param delta         weight of content words against function words
 * @param modules       the matchers in order
 * @param weights       the module weights (position i weighs module i)
 * @param beamSize      the alignment beam ({@code -x}, 40)
 * @param normalization how lines are prepared
 * @param charBased     lengths and matches in characters ({@code -ch})
 * @param paraphraseFile the {@code paraphrase-en.gz} table, or null (paraphrase matches nothing)
 */
public record Meteor15Config(String task, double alpha, double beta, double gamma, double delta,
                             List<Module> modules, List<Double> weights, int beamSize,
                             Normalization normalization, boolean charBased, Path paraphraseFile) {

    /** METEOR's matchers. */
    public enum Module {
        EXACT("exact", "ex"), STEM("stem", "st"), SYNONYM("synonym", "sy"), PARAPHRASE("paraphrase", "pa");

        private final String label;
        private final String shortName;

        Module(String label, String shortName) {
            this.label = label;
            this.shortName = shortName;
        }

        /** The jar's name ({@code exact}). */
        public String label() {
            return label;
        }

        /** The short name of the Eval ID ({@code ex}). */
        public String shortName() {
            return shortName;
        }

        /** The module of a {@code -m} name. */
        public static Module byName(String name) {
            for (Module m : values()) {
                if (m.label.equals(name.toLowerCase(Locale.ROOT))) {
                    return m;
                }
            }
            throw new IllegalArgumentException("Module not recognized: " + name);
        }
    }

    /** Line preparation: none, {@code -lower}, {@code -norm}, {@code -norm -noPunct}. */
    public enum Normalization {
        NONE("no_norm"), LOWER("lc_only"), NORM("norm"), NORM_NO_PUNCT("norm_nopunct");

        private final String id;

        Normalization(String id) {
            this.id = id;
        }

        /** The name in the Eval ID. */
        public String id() {
            return id;
        }
    }

    /** Validates. */
    public Meteor15Config {
        modules = List.copyOf(modules);
        weights = List.copyOf(weights);
        if (modules.isEmpty()) {
            throw new IllegalArgumentException("at least one module is needed");
        }
        if (weights.size() > modules.size()) {
            throw new IllegalArgumentException("more module weights (" + weights.size() + ") than modules ("
                    + modules.size() + ")");
        }
        if (beamSize < 1) {
            throw new IllegalArgumentException("beam size must be at least 1: " + beamSize);
        }
    }

    /** {@code -l en}: the rank task, all four modules, no normalization. */
    public static Meteor15Config english() {
        return task("rank");
    }

    /** The defaults of a task ({@code rank adq hter util li tune universal}). */
    public static Meteor15Config task(String name) {
        String t = name.toLowerCase(Locale.ROOT);
        double[] p;
        double[] w;
        List<Module> modules = List.of(Module.EXACT, Module.STEM, Module.SYNONYM, Module.PARAPHRASE);
        String recorded = t;
        switch (t.startsWith("custom") ? "custom" : t) {
            case "default", "rank" -> {
                p = new double[] {0.85, 0.20, 0.60, 0.75};
                w = new double[] {1.0, 0.6, 0.8, 0.6};
                recorded = "rank";
            }
            case "adq" -> {
                p = new double[] {0.75, 1.40, 0.45, 0.70};
                w = new double[] {1.0, 1.0, 0.6, 0.8};
            }
            case "custom" -> {
                p = new double[] {0.75, 1.40, 0.45, 0.70};
                w = new double[] {1.0, 1.0, 0.6, 0.8};
                recorded = "custom";
            }
            case "hter" -> {
                p = new double[] {0.40, 1.50, 0.35, 0.55};
                w = new double[] {1.0, 0.2, 0.6, 0.8};
            }
            case "util" -> {
                p = new double[] {0.65, 0.1, 0.55, 0.65};
                w = new double[] {1.0, 0.0, 0.0, 0.8};
            }
            case "li" -> {
                p = new double[] {0.75, 1.40, 0.70, 0.50};
                w = new double[] {1.0, 0.5, 0.5, 0.5};
            }
            case "tune" -> {
                p = new double[] {0.5, 1.0, 0.5, 0.5};
                w = new double[] {1.0, 0.5, 0.5, 0.5};
            }
            case "universal" -> {
                p = new double[] {0.70, 1.40, 0.30, 0.70};
                w = new double[] {1.0, 0.6};
                modules = List.of(Module.EXACT, Module.PARAPHRASE);
            }
            default -> throw new IllegalArgumentException("Unknown task (" + name + ")");
        }
        List<Double> weights = new ArrayList<>();
        for (int i = 0; i < modules.size(); i++) {
            weights.add(w[i]);
        }
        return new Meteor15Config(recorded, p[0], p[1], p[2], p[3], modules, weights, 40, Normalization.NONE,
                recorded.equals("util"), null);
    }

    /** A copy with parameters alpha beta gamma delta ({@code -p}); the task becomes "custom". */
    public Meteor15Config withParameters(double a, double b, double g, double d) {
        return new Meteor15Config("custom", a, b, g, d, modules, weights, beamSize, normalization, charBased,
                paraphraseFile);
    }

    /** A copy with these modules; the weights are kept positionally, cut or padded with 0.0. */
    public Meteor15Config withModules(List<Module> mods) {
        List<Double> w = new ArrayList<>();
        for (int i = 0; i < mods.size(); i++) {
            w.add(i < weights.size() ? weights.get(i) : 0.0);
        }
        return new Meteor15Config("custom", alpha, beta, gamma, delta, mods, w, beamSize, normalization, charBased,
                paraphraseFile);
    }

    /** A copy with these module weights ({@code -w}); the task becomes "custom". */
    public Meteor15Config withWeights(List<Double> w) {
        return new Meteor15Config("custom", alpha, beta, gamma, delta, modules, w, beamSize, normalization, charBased,
                paraphraseFile);
    }

    /** A copy with another beam size ({@code -x}). */
    public Meteor15Config withBeamSize(int beam) {
        return new Meteor15Config(task, alpha, beta, gamma, delta, modules, weights, beam, normalization, charBased,
                paraphraseFile);
    }

    /** A copy with another normalization. */
    public Meteor15Config withNormalization(Normalization n) {
        return new Meteor15Config(task, alpha, beta, gamma, delta, modules, weights, beamSize, n, charBased,
                paraphraseFile);
    }

    /** A copy scoring characters ({@code -ch}) or words. */
    public Meteor15Config withCharBased(boolean ch) {
        return new Meteor15Config(task, alpha, beta, gamma, delta, modules, weights, beamSize, normalization, ch,
                paraphraseFile);
    }

    /** A copy reading paraphrases from this {@code paraphrase-en.gz} file ({@code -a}). */
    public Meteor15Config withParaphraseFile(Path file) {
        return new Meteor15Config(task, alpha, beta, gamma, delta, modules, weights, beamSize, normalization,
                charBased, file);
    }

    /** The jar's "Task:" line ({@code Ranking}, {@code Custom}, ...). */
    public String taskDescription() {
        return switch (task) {
            case "adq" -> "Adequacy";
            case "rank" -> "Ranking";
            case "hter" -> "HTER";
            case "li" -> "Language-Independent";
            case "tune" -> "Tune";
            case "util" -> "Translator-Utility";
            case "universal" -> "Universal";
            default -> "Custom";
        };
    }

    /** The jar's Eval ID: {@code meteor-1.5-wo-en-norm-0.85_0.2_0.6_0.75-ex_st_sy-1.0_0.6_0.8}. */
    public String evalId() {
        StringBuilder sb = new StringBuilder("meteor-1.5-").append(charBased ? "ch-" : "wo-").append("en-")
                .append(normalization.id()).append('-')
                .append(alpha).append('_').append(beta).append('_').append(gamma).append('_').append(delta).append('-');
        for (int i = 0; i < modules.size(); i++) {
            sb.append(i > 0 ? "_" : "").append(modules.get(i).shortName());
        }
        sb.append('-');
        for (int i = 0; i < weights.size(); i++) {
            sb.append(i > 0 ? "_" : "").append(weights.get(i));
        }
        return sb.toString();
    }
}
