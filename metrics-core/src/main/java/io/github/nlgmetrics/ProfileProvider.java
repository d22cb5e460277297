package io.github.nlgmetrics;

import java.util.List;

/**
 * Contributes profiles to {@link Profiles}: each metric family registers its own (a
 * {@code java.util.ServiceLoader} service, so modules outside core, such as METEOR's, add theirs
 * by being on the class path).
 */
public interface ProfileProvider {
    /** The profiles of this family. */
    List<Profile> profiles();
}
