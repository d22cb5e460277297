package io.github.nlgmetrics.bertscore.model;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Finds a model's folder by name, as transformers 4.26.1's {@code from_pretrained(name)} finds it offline, so
 * that a checkpoint a user already has is read where it lies:
 * <ol>
 * <li>a path to a folder ({@code ./m}, {@code /data/m}, {@code org/name} when that folder exists here:
 *     transformers tries {@code os.path.isdir} first);</li>
 * <li>{@code <models>/<name>}, the models folder ({@code -Dnlgmetrics.models}, else {@code $NLG_METRICS_MODELS},
 *     else {@code ~/.cache/nlg-metrics/models});</li>
 * <li>the Hugging Face hub cache: {@code models--ORG--NAME/refs/main} names the snapshot
 *     {@code snapshots/<revision>/} (its files are links into {@code blobs/}); a cache without
 *     {@code refs/main} but with one snapshot uses that one. The caches looked in, each where its variable is
 *     set: {@code $HF_HUB_CACHE}, {@code $HUGGINGFACE_HUB_CACHE} (huggingface_hub 0.12), {@code $TRANSFORMERS_CACHE}
 *     (transformers 4.26), {@code $HF_HOME/hub}, {@code $XDG_CACHE_HOME/huggingface/hub}, and always
 *     {@code ~/.cache/huggingface/hub}.</li>
 * </ol>
 * A name found nowhere is one {@link IllegalArgumentException} line naming every place looked in and how to
 * fill one.
 */
public final class ModelLocator {
    /** The system property naming the models folder. */
    public static final String MODELS_PROPERTY = "nlgmetrics.models";
    /** The environment variable naming the models folder. */
    public static final String MODELS_ENV = "NLG_METRICS_MODELS";

    private final Map<String, String> env;
    private final String home;
    private final String modelsProperty;

    /** A locator reading this process's environment and system properties. */
    public static ModelLocator system() {
        return new ModelLocator(System.getenv(), System.getProperty("user.home"), System.getProperty(MODELS_PROPERTY));
    }

    /** A locator over the given environment, home folder and {@value #MODELS_PROPERTY} value (null: unset). */
    public ModelLocator(Map<String, String> env, String home, String modelsProperty) {
        this.env = Map.copyOf(env);
        this.home = home;
        this.modelsProperty = modelsProperty;
    }

    /** The models folder: {@code -Dnlgmetrics.models}, {@code $NLG_METRICS_MODELS}, or {@code ~/.cache/nlg-metrics/models}. */
    public Path modelsFolder() {
        for (String dir : new String[] {modelsProperty, env.get(MODELS_ENV)}) {
            if (dir != null && !dir.isBlank()) {
                return Path.of(dir);
            }
        }
        return Path.of(home, ".cache", "nlg-metrics", "models");
    }

    /** The hub caches looked in, in order, without repeats. */
    public List<Path> hubCaches() {
        Set<Path> out = new LinkedHashSet<>();
        for (String var : List.of("HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE", "TRANSFORMERS_CACHE")) {
            set(var).ifPresent(v -> out.add(Path.of(v)));
        }
        set("HF_HOME").ifPresent(v -> out.add(Path.of(v, "hub")));
        set("XDG_CACHE_HOME").ifPresent(v -> out.add(Path.of(v, "huggingface", "hub")));
        out.add(Path.of(home, ".cache", "huggingface", "hub"));
        return new ArrayList<>(out);
    }

    private Optional<String> set(String var) {
        String v = env.get(var);
        return v == null || v.isBlank() ? Optional.empty() : Optional.of(v);
    }

    /** The folder of {@code nameOrPath}, if any place holds it. */
    public Optional<Path> find(String nameOrPath) {
        Path p = Path.of(nameOrPath);
        boolean pathLike = nameOrPath.startsWith(".") || nameOrPath.startsWith("/") || nameOrPath.startsWith("~")
                || nameOrPath.contains(java.io.File.separator);
        if (pathLike && Files.isDirectory(p)) {
            return Optional.of(p);
        }
        Path inFolder = modelsFolder().resolve(nameOrPath);
        if (Files.isDirectory(inFolder)) {
            return Optional.of(inFolder);
        }
        if (Files.isDirectory(p)) {
            return Optional.of(p);
        }
        if (!nameOrPath.contains("..")) {
            for (Path cache : hubCaches()) {
                Optional<Path> snapshot = snapshot(cache.resolve(repoFolder(nameOrPath)));
                if (snapshot.isPresent()) {
                    return snapshot;
                }
            }
        }
        return Optional.empty();
    }

    /** The folder of {@code nameOrPath}; {@code IllegalArgumentException} naming every place looked in when none holds it. */
    public Path locate(String nameOrPath) {
        return find(nameOrPath).orElseThrow(() -> new IllegalArgumentException(missing(nameOrPath)));
    }

    /** {@code models--ORG--NAME}, the hub cache's folder for a repository id. */
    static String repoFolder(String repoId) {
        return "models--" + repoId.replace("/", "--");
    }

    /** The snapshot {@code refs/main} names under a repository's cache folder, or its only snapshot. */
    static Optional<Path> snapshot(Path repo) {
        Path snapshots = repo.resolve("snapshots");
        if (!Files.isDirectory(snapshots)) {
            return Optional.empty();
        }
        Path ref = repo.resolve("refs").resolve("main");
        if (Files.isRegularFile(ref)) {
            try {
                String revision = Files.readString(ref, StandardCharsets.UTF_8).strip();
                Path s = snapshots.resolve(revision);
                if (!revision.isEmpty() && !revision.contains("/") && Files.isDirectory(s)) {
                    return Optional.of(s);
                }
            } catch (IOException e) {
                // an unreadable ref: fall back to a single snapshot
            }
        }
        try (Stream<Path> s = Files.list(snapshots)) {
            List<Path> all = s.filter(Files::isDirectory).toList();
            return all.size() == 1 ? Optional.of(all.get(0)) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private String missing(String name) {
        List<String> places = new ArrayList<>();
        places.add(modelsFolder().resolve(name) + " (the models folder: -D" + MODELS_PROPERTY + " or $" + MODELS_ENV + ")");
        for (Path cache : hubCaches()) {
            places.add(cache.resolve(repoFolder(name)) + " (a Hugging Face hub cache)");
        }
        return "model '" + name + "' not found: not a folder, and not in " + String.join(", ", places)
                + ". Copy its folder (config.json, the weights, the tokenizer files) from a machine that has it"
                + " into the models folder, or copy that machine's ~/.cache/huggingface/hub, or give --model DIR";
    }
}
