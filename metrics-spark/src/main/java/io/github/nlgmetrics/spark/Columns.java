package io.github.nlgmetrics.spark;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Reading the hypothesis and references of a row: the one place column types are interpreted. */
final class Columns {
    private Columns() {
    }

    /** The index of {@code column} in {@code schema}, checked to hold text (refs: text or an array of text). */
    static int index(StructType schema, String column, boolean references) {
        String[] names = schema.fieldNames();
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(column)) {
                DataType t = schema.fields()[i].dataType();
                boolean ok = t.equals(DataTypes.StringType)
                        || references && t instanceof ArrayType a && a.elementType().equals(DataTypes.StringType);
                if (!ok) {
                    throw new IllegalArgumentException("column '" + column + "' has type " + t.simpleString()
                            + "; expected string" + (references ? " or array<string>" : ""));
                }
                return i;
            }
        }
        throw new IllegalArgumentException("no column '" + column + "' (columns: " + String.join(", ", names) + ")");
    }

    /** The hypothesis of a row; a null hypothesis is an error naming the column. */
    static String hypothesis(Row row, int index, String column) {
        Object v = row.get(index);
        if (v == null) {
            throw new IllegalArgumentException("null hypothesis in column '" + column + "'");
        }
        return (String) v;
    }

    /** The references of a value: one text, or an array of texts (Scala or Java collection). */
    static List<String> references(Object v, String column) {
        if (v == null) {
            throw new IllegalArgumentException("null references in column '" + column + "'");
        }
        if (v instanceof String s) {
            return List.of(s);
        }
        List<String> out = new ArrayList<>();
        if (v instanceof scala.collection.Iterable<?> it) {
            scala.collection.Iterator<?> i = it.iterator();
            while (i.hasNext()) {
                out.add((String) i.next());
            }
        } else if (v instanceof Iterable<?> it) {
            it.forEach(x -> out.add((String) x));
        } else if (v instanceof String[] a) {
            out.addAll(java.util.Arrays.asList(a));
        } else {
            throw new IllegalArgumentException("column '" + column + "' holds " + v.getClass().getName()
                    + "; expected a string or an array of strings");
        }
        return out;
    }
}
