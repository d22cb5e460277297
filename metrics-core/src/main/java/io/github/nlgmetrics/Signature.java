package io.github.nlgmetrics;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An ordered record of every option that changes a metric's number, in sacrebleu's form: its
 * text is {@code key:value|key:value|...} ({@code nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|
 * version:2.6.0} for sacrebleu's BLEU, byte-identical for the sacrebleu profiles).
 *
 * <p>Immutable: {@link #with} returns a copy with an entry appended (or replaced in place), so the
 * significance options ({@code bs:1000|rs:12345}) are added without splicing strings, and JSON
 * output lists {@link #entries()} without splitting the text apart again. Keys are non-empty and
 * contain neither {@code |} nor {@code :}; values contain no {@code |}.
 */
public final class Signature {
    private final LinkedHashMap<String, String> entries;

    private Signature(LinkedHashMap<String, String> entries) {
        this.entries = entries;
    }

    /** A signature of {@code key, value, key, value, ...} pairs, in that order. */
    public static Signature of(String... keysAndValues) {
        if (keysAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("Signature.of takes key/value pairs: got "
                    + keysAndValues.length + " strings");
        }
        Signature s = new Signature(new LinkedHashMap<>());
        for (int i = 0; i < keysAndValues.length; i += 2) {
            s = s.with(keysAndValues[i], keysAndValues[i + 1]);
        }
        return s;
    }

    /** The {@code nrefs} entry as sacrebleu writes it: the count, or {@code var} when it varies (-1). */
    public static String nrefs(int nrefs) {
        return Stats.requireNrefs(nrefs) < 0 ? "var" : Integer.toString(nrefs);
    }

    /** Parses the text form {@code k:v|k:v} (the value is everything after the first colon). */
    public static Signature parse(String text) {
        Signature s = new Signature(new LinkedHashMap<>());
        if (text.isEmpty()) {
            return s;
        }
        for (String part : text.split("\\|", -1)) {
            int colon = part.indexOf(':');
            if (colon <= 0) {
                throw new IllegalArgumentException("not a signature entry (key:value): '" + part + "' in '" + text + "'");
            }
            s = s.with(part.substring(0, colon), part.substring(colon + 1));
        }
        return s;
    }

    /** A copy with {@code key} set to {@code value}: replaced where it stands, else appended. */
    public Signature with(String key, String value) {
        if (key == null || key.isEmpty() || key.indexOf('|') >= 0 || key.indexOf(':') >= 0) {
            throw new IllegalArgumentException("signature key must be non-empty without '|' or ':': '" + key + "'");
        }
        if (value == null || value.indexOf('|') >= 0) {
            throw new IllegalArgumentException("signature value of '" + key + "' must be non-null without '|': '"
                    + value + "'");
        }
        LinkedHashMap<String, String> copy = new LinkedHashMap<>(entries);
        copy.put(key, value);
        return new Signature(copy);
    }

    /** A copy with the entries of {@code other} set in turn (see {@link #with}). */
    public Signature with(Signature other) {
        Signature s = this;
        for (Map.Entry<String, String> e : other.entries.entrySet()) {
            s = s.with(e.getKey(), e.getValue());
        }
        return s;
    }

    /** The value of {@code key}, or null. */
    public String get(String key) {
        return entries.get(key);
    }

    /** The entries in order (unmodifiable). */
    public Map<String, String> entries() {
        return Collections.unmodifiableMap(entries);
    }

    /** {@code k:v|k:v}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> e : entries.entrySet()) {
            if (sb.length() > 0) {
                sb.append('|');
            }
            sb.append(e.getKey()).append(':').append(e.getValue());
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Signature s && s.toString().equals(toString());
    }

    @Override
    public int hashCode() {
        return toString().hashCode();
    }
}
