package io.github.nlgmetrics.meteor.meteor15;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;

/** Reads the METEOR 1.5 resource files bundled beside these classes (see NOTICE). */
final class Meteor15Resources {
    private Meteor15Resources() {
    }

    /** The lines of a bundled UTF-8 text resource, as a set. */
    static Set<String> lines(String name) {
        Set<String> out = new HashSet<>();
        try (InputStream in = Meteor15Resources.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = r.readLine()) != null) {
                out.add(line);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Set.copyOf(out);
    }
}
