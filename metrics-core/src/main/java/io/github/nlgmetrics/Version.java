package io.github.nlgmetrics;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The library's own version, recorded in every signature in place of the reference's version. */
public final class Version {
    private static final String VERSION = load();

    private Version() {
    }

    /** The Maven project version of metrics-core, for example {@code 0.1.0-SNAPSHOT}. */
    public static String get() {
        return VERSION;
    }

    private static String load() {
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                return "dev";
            }
            Properties p = new Properties();
            p.load(in);
            String v = p.getProperty("version", "dev");
            // Unfiltered resource (IDE build): fall back rather than print a Maven placeholder.
            return v.startsWith("${") ? "dev" : v;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
