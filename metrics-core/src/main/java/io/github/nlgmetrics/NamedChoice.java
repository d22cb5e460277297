package io.github.nlgmetrics;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One of a closed set of alternatives (implemented by an enum) that a reference names with a
 * string of its own: sacrebleu's smooth methods {@code none, floor, add-k, exp}, NLTK's
 * {@code method0 .. method7}, ... The name is the constant's name in lower case with {@code -}
 * for {@code _} ({@code ADD_K} is {@code add-k}); {@link #byId} finds the constant for a name and
 * rejects any other name with a message that quotes it and lists the known ones.
 */
public interface NamedChoice {
    /** The enum constant's name ({@link Enum#name()}). */
    String name();

    /** The reference's name for this alternative: the constant's name, lower case, {@code -} for {@code _}. */
    default String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * The constant of {@code type} whose {@link #id()} is {@code name} in lower case.
     *
     * @param what what the alternatives are, for the message
     *             {@code unknown <what>: '<name>' (known: <id>, <id>, ...)}
     * @throws IllegalArgumentException for any other name
     */
    static <E extends Enum<E> & NamedChoice> E byId(Class<E> type, String name, String what) {
        String key = name.toLowerCase(Locale.ROOT);
        List<String> known = new ArrayList<>();
        for (E e : type.getEnumConstants()) {
            if (e.id().equals(key)) {
                return e;
            }
            known.add(e.id());
        }
        throw new IllegalArgumentException("unknown " + what + ": '" + name + "' (known: " + String.join(", ", known)
                + ")");
    }
}
