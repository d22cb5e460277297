package io.github.nlgmetrics;

import java.util.Map;

/**
 * The parsed, validated option values of one {@link Profile}: each declared option's value, or
 * its default where none was given.
 */
public final class OptionValues {
    private final Map<String, Object> values;
    private final Map<String, Boolean> given;

    OptionValues(Map<String, Object> values, Map<String, Boolean> given) {
        this.values = values;
        this.given = given;
    }

    /** The value of {@code option} (its default when not given). */
    @SuppressWarnings("unchecked")
    public <T> T get(Option<T> option) {
        if (!values.containsKey(option.key())) {
            throw new IllegalArgumentException("option '" + option.key() + "' is not declared by this profile");
        }
        return (T) values.get(option.key());
    }

    /** Whether {@code option} was given explicitly. */
    public boolean given(Option<?> option) {
        return given.getOrDefault(option.key(), false);
    }
}
