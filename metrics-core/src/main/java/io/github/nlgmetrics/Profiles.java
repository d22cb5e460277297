package io.github.nlgmetrics;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceLoader;
import java.util.TreeMap;

/**
 * The registry of every {@link Profile} on the class path, by name:
 *
 * <pre>
 * Metric&lt;?&gt; bleu = Profiles.byName("sacrebleu:bleu").metric(Map.of("tokenize", "intl"));
 * Metric&lt;?&gt; meteor = Profiles.metric("nltk:meteor", Map.of());
 * </pre>
 *
 * <p>Families register through {@link ProfileProvider} services; the registry is read once.
 */
public final class Profiles {
    private static volatile Map<String, Profile> registry;

    private Profiles() {
    }

    private static Map<String, Profile> registry() {
        Map<String, Profile> r = registry;
        if (r == null) {
            synchronized (Profiles.class) {
                r = registry;
                if (r == null) {
                    Map<String, Profile> m = new TreeMap<>();
                    for (ProfileProvider p : ServiceLoader.load(ProfileProvider.class, Profiles.class.getClassLoader())) {
                        for (Profile profile : p.profiles()) {
                            if (m.put(profile.name(), profile) != null) {
                                throw new IllegalStateException("profile registered twice: " + profile.name());
                            }
                        }
                    }
                    registry = r = Collections.unmodifiableMap(m);
                }
            }
        }
        return r;
    }

    /** The profile {@code name}; an unknown name is an error listing the known ones. */
    public static Profile byName(String name) {
        Objects.requireNonNull(name, "name");
        Profile p = registry().get(name);
        if (p == null) {
            throw new IllegalArgumentException("unknown profile '" + name + "' (known: "
                    + String.join(", ", registry().keySet()) + ")");
        }
        return p;
    }

    /** Whether a profile is registered under {@code name}. */
    public static boolean exists(String name) {
        return registry().containsKey(name);
    }

    /** {@code byName(name).metric(options)}. */
    public static Metric<?> metric(String name, Map<String, ?> options) {
        Objects.requireNonNull(options, "options");
        return byName(name).metric(options);
    }

    /** Every profile, sorted by name. */
    public static List<Profile> all() {
        return new ArrayList<>(registry().values());
    }
}
