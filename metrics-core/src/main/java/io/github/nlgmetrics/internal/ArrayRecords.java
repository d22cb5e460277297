package io.github.nlgmetrics.internal;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.Objects;

/**
 * {@code toString}, {@code equals} and {@code hashCode} for records with array components, by
 * the arrays' contents: a record's generated methods compare and print arrays by identity
 * ({@code counts=[D@3af49f1c}, two equal scores unequal). A score record delegates its three
 * methods here, so the behaviour is written once.
 */
public final class ArrayRecords {
    private ArrayRecords() {
    }

    /** {@code Name[a=1.0, b=[1.0, 2.0]]}: the generated form, with arrays printed by content. */
    public static String toString(Record r) {
        StringBuilder sb = new StringBuilder(r.getClass().getSimpleName()).append('[');
        RecordComponent[] components = r.getClass().getRecordComponents();
        for (int i = 0; i < components.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            String value = Arrays.deepToString(new Object[] {value(r, components[i])});
            sb.append(components[i].getName()).append('=').append(value, 1, value.length() - 1);
        }
        return sb.append(']').toString();
    }

    /** Same record class and every component equal, arrays by content. */
    public static boolean equals(Record r, Object other) {
        if (r == other) {
            return true;
        }
        if (other == null || other.getClass() != r.getClass()) {
            return false;
        }
        for (RecordComponent c : r.getClass().getRecordComponents()) {
            if (!Objects.deepEquals(value(r, c), value((Record) other, c))) {
                return false;
            }
        }
        return true;
    }

    /** A hash of every component, arrays by content (consistent with {@link #equals}). */
    public static int hashCode(Record r) {
        RecordComponent[] components = r.getClass().getRecordComponents();
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            values[i] = value(r, components[i]);
        }
        return Arrays.deepHashCode(values);
    }

    private static Object value(Record r, RecordComponent c) {
        try {
            return c.getAccessor().invoke(r);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + c.getName() + " of " + r.getClass().getName(), e);
        }
    }
}
