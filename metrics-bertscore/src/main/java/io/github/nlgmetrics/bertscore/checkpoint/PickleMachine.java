package io.github.nlgmetrics.bertscore.checkpoint;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A pickle reader that executes nothing: the opcodes of protocols 2 to 5 that a torch state dict uses
 * (Python's {@code Lib/pickletools.py} documents each). Objects are plain Java values: {@link Long},
 * {@link Double}, {@link String}, {@code byte[]}, {@link Boolean}, {@link #NONE}, {@link Tuple},
 * {@link List}, {@link Map} (a {@link LinkedHashMap}); what the opcodes GLOBAL/STACK_GLOBAL,
 * BINPERSID, REDUCE and BUILD would do in Python is asked of a {@link Resolver}, which allows a short
 * list of names and refuses everything else ({@link TorchPickle}). Any other opcode ({@code INST},
 * {@code OBJ}, {@code NEWOBJ}, {@code EXT*}, protocol 0/1 text opcodes, ...) is an error naming it:
 * refused, never skipped. Every error ends with the opcode's byte offset in the pickle.
 *
 * <p>Longer than 300 lines because it is one switch over the opcode set and the stack, mark and memo
 * discipline every case shares; split, each half would reach into the other's state.
 */
final class PickleMachine {
    /** Python's None. */
    static final Object NONE = new Object() {
        @Override
        public String toString() {
            return "None";
        }
    };

    /** A Python tuple. */
    record Tuple(List<Object> items) {
    }

    /** What the opcodes that would run Python code do here; each method throws {@link Refused} for what it does not allow. */
    interface Resolver {
        /** GLOBAL/STACK_GLOBAL {@code module.name}. */
        Object global(String module, String name);

        /** BINPERSID with the id {@code pid}. */
        Object persistentLoad(Object pid);

        /** REDUCE: {@code callable(*args)}. */
        Object call(Object callable, List<Object> args);

        /** BUILD: {@code target.__setstate__(state)}. */
        void build(Object target, Object state);
    }

    /** A resolver's refusal; the machine reports it with the opcode's offset. */
    static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message, null, false, false);
        }
    }

    /** The names of the opcodes refused, for messages (pickletools' names). */
    private static final Map<Integer, String> REFUSED = Map.ofEntries(Map.entry(0x69, "INST"), Map.entry(0x6f, "OBJ"),
            Map.entry(0x81, "NEWOBJ"), Map.entry(0x92, "NEWOBJ_EX"), Map.entry(0x50, "PERSID"), Map.entry(0x49, "INT"),
            Map.entry(0x4c, "LONG"), Map.entry(0x46, "FLOAT"), Map.entry(0x53, "STRING"), Map.entry(0x56, "UNICODE"),
            Map.entry(0x67, "GET"), Map.entry(0x70, "PUT"), Map.entry(0x82, "EXT1"), Map.entry(0x83, "EXT2"),
            Map.entry(0x84, "EXT4"), Map.entry(0x54, "BINSTRING"), Map.entry(0x55, "SHORT_BINSTRING"),
            Map.entry(0x8f, "EMPTY_SET"), Map.entry(0x90, "ADDITEMS"), Map.entry(0x91, "FROZENSET"),
            Map.entry(0x96, "BYTEARRAY8"), Map.entry(0x97, "NEXT_BUFFER"), Map.entry(0x98, "READONLY_BUFFER"));

    private final ByteBuffer code;
    private final Function<String, IllegalArgumentException> error;
    private final Resolver resolver;
    private final List<Object> stack = new ArrayList<>();
    private final List<Integer> marks = new ArrayList<>();
    private final Map<Long, Object> memo = new HashMap<>();
    private int at;

    private PickleMachine(byte[] code, Resolver resolver, Function<String, IllegalArgumentException> error) {
        this.code = ByteBuffer.wrap(code).order(ByteOrder.LITTLE_ENDIAN);
        this.resolver = resolver;
        this.error = error;
    }

    /**
     * The object {@code code} pickles, with {@code resolver} deciding the globals and calls;
     * {@code error} makes the exception for what is refused or corrupt.
     */
    static Object load(byte[] code, Resolver resolver, Function<String, IllegalArgumentException> error) {
        PickleMachine m = new PickleMachine(code, resolver, error);
        try {
            return m.run();
        } catch (Refused r) {
            throw m.fail(r.getMessage());
        }
    }

    private Object run() {
        while (code.hasRemaining()) {
            at = code.position();
            int op = code.get() & 0xFF;
            switch (op) {
                case 0x80 -> {
                    int proto = u8();
                    if (proto < 2 || proto > 5) {
                        throw fail("pickle protocol " + proto + " (torch writes 2 to 5)");
                    }
                }
                case 0x95 -> bytes(8);
                case 'c' -> push(resolver.global(line(), line()));
                case 0x93 -> {
                    String name = pop(String.class, "STACK_GLOBAL's name");
                    push(resolver.global(pop(String.class, "STACK_GLOBAL's module"), name));
                }
                case 'Q' -> push(resolver.persistentLoad(pop(Object.class, "a persistent id")));
                case 'R' -> {
                    Tuple args = pop(Tuple.class, "REDUCE's arguments");
                    push(resolver.call(pop(Object.class, "REDUCE's callable"), args.items()));
                }
                case 'b' -> {
                    Object state = pop(Object.class, "BUILD's state");
                    resolver.build(peek(), state);
                }
                case '(' -> marks.add(stack.size());
                case 't' -> push(new Tuple(popMark()));
                case ')' -> push(new Tuple(List.of()));
                case 0x85, 0x86, 0x87 -> {
                    Object[] items = new Object[op - 0x84];
                    for (int i = items.length - 1; i >= 0; i--) {
                        items[i] = pop(Object.class, "a tuple item");
                    }
                    push(new Tuple(Arrays.asList(items)));
                }
                case '}' -> push(new LinkedHashMap<>());
                case 'd' -> push(setItems(new LinkedHashMap<>(), popMark()));
                case ']' -> push(new ArrayList<>());
                case 'l' -> push(new ArrayList<>(popMark()));
                case 's' -> {
                    Object v = pop(Object.class, "SETITEM's value");
                    Object k = pop(Object.class, "SETITEM's key");
                    setItems(dictOnTop("SETITEM"), List.of(k, v));
                }
                case 'u' -> {
                    List<Object> items = popMark();
                    setItems(dictOnTop("SETITEMS"), items);
                }
                case 'a' -> {
                    Object v = pop(Object.class, "APPEND's value");
                    listOnTop("APPEND").add(v);
                }
                case 'e' -> {
                    List<Object> items = popMark();
                    listOnTop("APPENDS").addAll(items);
                }
                case 'J' -> push((long) bytes(4).getInt());
                case 'K' -> push((long) u8());
                case 'M' -> push((long) (bytes(2).getShort() & 0xFFFF));
                case 0x8a -> push(longBytes(u8()));
                case 0x8b -> push(longBytes(bytes(4).getInt()));
                case 'X' -> push(text(bytes(4).getInt() & 0xFFFFFFFFL));
                case 0x8c -> push(text(u8()));
                case 0x8d -> push(text(bytes(8).getLong()));
                case 'C' -> push(raw(u8()));
                case 'B' -> push(raw(bytes(4).getInt() & 0xFFFFFFFFL));
                case 0x8e -> push(raw(bytes(8).getLong()));
                case 'G' -> push(bytes(8).order(ByteOrder.BIG_ENDIAN).getDouble());
                case 'N' -> push(NONE);
                case 0x88 -> push(Boolean.TRUE);
                case 0x89 -> push(Boolean.FALSE);
                case 'q' -> memo.put((long) u8(), peek());
                case 'r' -> memo.put(bytes(4).getInt() & 0xFFFFFFFFL, peek());
                case 0x94 -> memo.put((long) memo.size(), peek());
                case 'h' -> push(memo((long) u8()));
                case 'j' -> push(memo(bytes(4).getInt() & 0xFFFFFFFFL));
                case '0' -> pop(Object.class, "POP's item");
                case '1' -> popMark();
                case '2' -> push(peek());
                case '.' -> {
                    return pop(Object.class, "the result");
                }
                default -> throw fail("pickle opcode 0x" + Integer.toHexString(op)
                        + (REFUSED.containsKey(op) ? " (" + REFUSED.get(op) + ")" : "")
                        + " is not one a torch state dict uses: refused (nothing is executed)");
            }
        }
        throw fail("the pickle ends without STOP (truncated)");
    }

    private Map<Object, Object> setItems(Map<Object, Object> dict, List<Object> items) {
        if (items.size() % 2 != 0) {
            throw fail("a dict with an odd number of keys and values (corrupt pickle)");
        }
        for (int i = 0; i < items.size(); i += 2) {
            Object key = items.get(i);
            if (!(key instanceof String || key instanceof Long || key instanceof Boolean || key == NONE)) {
                throw fail("a dict key of type " + kind(key) + " (corrupt pickle)");
            }
            dict.put(key, items.get(i + 1));
        }
        return dict;
    }

    @SuppressWarnings("unchecked")
    private List<Object> listOnTop(String op) {
        return peekAs(List.class, op + "'s list");
    }

    @SuppressWarnings("unchecked")
    private Map<Object, Object> dictOnTop(String op) {
        return peekAs(Map.class, op + "'s dict");
    }

    private Long longBytes(long n) {
        if (n < 0 || n > 8) {
            throw fail("an integer of " + n + " bytes, larger than any size or offset");
        }
        ByteBuffer b = bytes((int) n);
        long v = 0;
        for (int i = (int) n - 1; i >= 0; i--) {
            v = (v << 8) | (b.get(i) & 0xFF);
        }
        return n == 0 ? 0L : (v << (64 - 8 * n)) >> (64 - 8 * n);
    }

    private String text(long n) {
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(bytes(n)).toString();
        } catch (CharacterCodingException e) {
            throw fail("a string that is not UTF-8 (corrupt pickle)");
        }
    }

    private byte[] raw(long n) {
        ByteBuffer b = bytes(n);
        byte[] out = new byte[b.remaining()];
        b.get(out);
        return out;
    }

    /** The next line (GLOBAL's operands), without its newline. */
    private String line() {
        int start = code.position();
        while (code.hasRemaining()) {
            if (code.get() == '\n') {
                return new String(code.array(), start, code.position() - 1 - start, StandardCharsets.UTF_8);
            }
        }
        throw fail("the pickle ends inside GLOBAL (truncated)");
    }

    /** The next {@code n} bytes as a little-endian buffer. */
    private ByteBuffer bytes(long n) {
        if (n < 0 || n > code.remaining()) {
            throw fail("the pickle ends inside an opcode (truncated or corrupt)");
        }
        ByteBuffer b = code.slice(code.position(), (int) n).order(ByteOrder.LITTLE_ENDIAN);
        code.position(code.position() + (int) n);
        return b;
    }

    private int u8() {
        return bytes(1).get() & 0xFF;
    }

    private Object memo(long key) {
        Object o = memo.get(key);
        if (o == null) {
            throw fail("memo " + key + " is read before it is written (corrupt pickle)");
        }
        return o;
    }

    private void push(Object o) {
        stack.add(o);
    }

    private Object peek() {
        int floor = marks.isEmpty() ? 0 : marks.get(marks.size() - 1);
        if (stack.size() <= floor) {
            throw fail("the pickle's stack is empty (corrupt pickle)");
        }
        return stack.get(stack.size() - 1);
    }

    private <T> T peekAs(Class<T> type, String what) {
        Object o = peek();
        if (!type.isInstance(o)) {
            throw fail(what + " is a " + kind(o) + " (corrupt pickle)");
        }
        return type.cast(o);
    }

    private <T> T pop(Class<T> type, String what) {
        T o = peekAs(type, what);
        stack.remove(stack.size() - 1);
        return o;
    }

    private List<Object> popMark() {
        if (marks.isEmpty()) {
            throw fail("an opcode needs a MARK and there is none (corrupt pickle)");
        }
        int m = marks.remove(marks.size() - 1);
        List<Object> items = new ArrayList<>(stack.subList(m, stack.size()));
        stack.subList(m, stack.size()).clear();
        return items;
    }

    /** A value's Python type for messages ({@code tuple}, {@code dict}, ...); anything else (a resolver's global) by its name. */
    static String kind(Object o) {
        return o == NONE ? "None" : o instanceof Tuple ? "tuple" : o instanceof Map ? "dict" : o instanceof List ? "list"
                : o instanceof byte[] ? "bytes" : o instanceof Long ? "int" : o instanceof String ? "str"
                : o instanceof Double ? "float" : o instanceof Boolean ? "bool" : String.valueOf(o);
    }

    private IllegalArgumentException fail(String what) {
        return error.apply(what + " (data.pkl byte " + at + ")");
    }
}
