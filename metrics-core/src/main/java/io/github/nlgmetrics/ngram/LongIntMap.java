package io.github.nlgmetrics.ngram;

import java.util.Arrays;

/**
 * An open-addressing hash map from non-zero {@code long} keys to {@code int} values, without
 * boxing. The key {@code 0} is reserved as the empty-slot marker (n-gram keys never are 0, see
 * {@link NgramKeys}).
 *
 * <p>Linear probing over power-of-two tables kept at most half full; keys are mixed with a
 * Fibonacci multiplier so packed keys that differ only in high bits still spread.
 */
public final class LongIntMap {
    /** Receives one entry of the map. */
    @FunctionalInterface
    public interface EntryConsumer {
        void accept(long key, int value);
    }

    private long[] keys;
    private int[] values;
    private int size;
    private int shift;

    /** A map sized for about {@code expected} entries before it first grows. */
    public LongIntMap(int expected) {
        int cap = Integer.highestOneBit(Math.max(4, expected * 2 - 1)) << 1;
        keys = new long[cap];
        values = new int[cap];
        shift = 64 - Integer.numberOfTrailingZeros(cap);
    }

    public LongIntMap() {
        this(16);
    }

    private int slot(long key) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> shift);
    }

    private int find(long key) {
        if (key == 0) {
            throw new IllegalArgumentException("key 0 is reserved");
        }
        int mask = keys.length - 1;
        int i = slot(key);
        while (true) {
            long k = keys[i];
            if (k == key || k == 0) {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /** The value for {@code key}, or 0 when absent. */
    public int get(long key) {
        int i = find(key);
        return keys[i] == 0 ? 0 : values[i];
    }

    /** Whether {@code key} has an entry. */
    public boolean containsKey(long key) {
        return keys[find(key)] != 0;
    }

    /** Adds {@code delta} to the value of {@code key} (absent keys count as 0); returns the new value. */
    public int add(long key, int delta) {
        int i = find(key);
        if (keys[i] == 0) {
            keys[i] = key;
            values[i] = delta;
            grow();
            return delta;
        }
        return values[i] += delta;
    }

    /** Sets the value of {@code key}. */
    public void put(long key, int value) {
        int i = find(key);
        if (keys[i] == 0) {
            keys[i] = key;
            values[i] = value;
            grow();
        } else {
            values[i] = value;
        }
    }

    /** Raises the value of {@code key} to {@code value} when it is larger (absent counts as 0). */
    public void max(long key, int value) {
        int i = find(key);
        if (keys[i] == 0) {
            keys[i] = key;
            values[i] = value;
            grow();
        } else if (values[i] < value) {
            values[i] = value;
        }
    }

    /** Number of entries. */
    public int size() {
        return size;
    }

    /** Removes every entry, keeping the table's capacity. */
    public void clear() {
        Arrays.fill(keys, 0L);
        size = 0;
    }

    /** Visits every entry, in table order (not insertion order). */
    public void forEach(EntryConsumer consumer) {
        long[] ks = keys;
        int[] vs = values;
        for (int i = 0; i < ks.length; i++) {
            if (ks[i] != 0) {
                consumer.accept(ks[i], vs[i]);
            }
        }
    }

    private void grow() {
        size++;
        if (size * 2 <= keys.length) {
            return;
        }
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        shift--;
        int mask = keys.length - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            long k = oldKeys[j];
            if (k != 0) {
                int i = slot(k);
                while (keys[i] != 0) {
                    i = (i + 1) & mask;
                }
                keys[i] = k;
                values[i] = oldValues[j];
            }
        }
    }
}
