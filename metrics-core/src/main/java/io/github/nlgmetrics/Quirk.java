package io.github.nlgmetrics;

import java.util.Objects;
import java.util.function.Function;

/**
 * One behaviour in which a {@link Profile} may depart from the other profiles of its
 * {@link BehaviourFamily}: a named switch ({@code tokenizer}, {@code smoothing},
 * {@code closest-ref-rule}, ...), a one-line description of what this profile does there, and —
 * where the family's parametrised computation can switch it — the value that reproduces this
 * profile on that dimension (the way to switch it).
 *
 * <p>Declared next to the profile's options, as data: {@code explain} reads these declarations
 * and needs no code per profile. A value may depend on the options ({@code sacrebleu:bleu}'s
 * {@code tokenizer} is its {@code tokenize} option); a {@code null} value, or one the family does
 * not know, means "the family cannot switch this": the behaviour is still listed, and what it
 * changes is reported as the remainder between the profile and the family's computation.
 *
 * @param cause the family's name for the dimension ({@link BehaviourFamily.Cause#name()})
 * @param value this profile's value there, from its parsed options ({@code null}: not switchable)
 * @param description one line: what this profile does on that dimension
 */
public record Quirk(String cause, Function<OptionValues, String> value, String description) {
    public Quirk {
        if (cause == null || cause.isEmpty()) {
            throw new IllegalArgumentException("a quirk needs a cause name");
        }
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(description, "description");
    }

    /** A behaviour with the same value whatever the options. */
    public static Quirk fixed(String cause, String value, String description) {
        return new Quirk(cause, v -> value, description);
    }

    /** A behaviour whose value follows the options. */
    public static Quirk of(String cause, Function<OptionValues, String> value, String description) {
        return new Quirk(cause, value, description);
    }

    /** A behaviour the family's parametrised computation cannot switch (its effect is the remainder). */
    public static Quirk unswitchable(String cause, String description) {
        return new Quirk(cause, v -> null, description);
    }

    /** This profile's value on the dimension for {@code options}, or {@code null} when it cannot be switched. */
    public String valueFor(OptionValues options) {
        return value.apply(options);
    }
}
