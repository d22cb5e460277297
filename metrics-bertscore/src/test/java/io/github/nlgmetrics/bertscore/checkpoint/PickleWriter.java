package io.github.nlgmetrics.bertscore.checkpoint;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes pickles opcode by opcode for the tests: the protocol-2 form torch.save gives a state dict
 * ({@link #stateDict}), and whatever a hostile or corrupt file would hold. Records the offset where
 * each top-level opcode starts, so a test can insert a foreign opcode at a boundary.
 */
final class PickleWriter {
    /** A tensor as torch pickles it: a view of the storage {@code data/key}, in elements. */
    record TensorSpec(String name, DType dtype, String key, long numel, long offset, long[] size, long[] stride,
                      boolean parameter) {
    }

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final List<Integer> boundaries = new ArrayList<>();

    /** The state dict {@code tensors}: an OrderedDict (with a BUILD of its _metadata) or a plain dict. */
    static PickleWriter stateDict(List<TensorSpec> tensors, boolean ordered) {
        PickleWriter w = new PickleWriter().op(0x80).u8(2);
        if (ordered) {
            w.global("collections", "OrderedDict").op(')').op('R');
        } else {
            w.op('}');
        }
        w.op('(');
        for (TensorSpec t : tensors) {
            w.string(t.name());
            w.tensor(t);
        }
        w.op('u');
        if (ordered) {
            w.op('}').string("_metadata").global("collections", "OrderedDict").op(')').op('R').op('s').op('b');
        }
        return w.op('.');
    }

    /** Pushes the tensor {@code t}: {@code _rebuild_tensor_v2(...)}, wrapped in {@code _rebuild_parameter} when asked. */
    PickleWriter tensor(TensorSpec t) {
        if (t.parameter()) {
            global("torch._utils", "_rebuild_parameter");
        }
        global("torch._utils", "_rebuild_tensor_v2").op('(');
        op('(').string("storage").global("torch", t.dtype().torchStorage()).string(t.key()).string("cpu").integer(t.numel())
                .op('t').op('Q');
        integer(t.offset()).longs(t.size()).longs(t.stride()).op(0x89);
        global("collections", "OrderedDict").op(')').op('R').op('t').op('R');
        if (t.parameter()) {
            op(0x89).global("collections", "OrderedDict").op(')').op('R').op(0x87).op('R');
        }
        return this;
    }

    PickleWriter op(int code) {
        boundaries.add(out.size());
        out.write(code);
        return this;
    }

    PickleWriter u8(int b) {
        out.write(b);
        return this;
    }

    PickleWriter global(String module, String name) {
        op('c');
        out.writeBytes((module + "\n" + name + "\n").getBytes(StandardCharsets.UTF_8));
        return this;
    }

    /** STACK_GLOBAL, as protocol 4 writes a global. */
    PickleWriter stackGlobal(String module, String name) {
        return string(module).string(name).op(0x93);
    }

    PickleWriter string(String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        op('X');
        le(b.length, 4);
        out.writeBytes(b);
        return this;
    }

    PickleWriter integer(long v) {
        if (v >= 0 && v < 256) {
            op('K').u8((int) v);
        } else if (v >= 0 && v < 65536) {
            op('M');
            le(v, 2);
        } else if (v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE) {
            op('J');
            le(v, 4);
        } else {
            op(0x8a).u8(8);
            le(v, 8);
        }
        return this;
    }

    /** A tuple of integers. */
    PickleWriter longs(long[] values) {
        op('(');
        for (long v : values) {
            integer(v);
        }
        return op('t');
    }

    private void le(long v, int n) {
        for (int i = 0; i < n; i++) {
            out.write((int) (v >>> (8 * i)) & 0xFF);
        }
    }

    byte[] bytes() {
        return out.toByteArray();
    }

    /** The offsets where opcodes start. */
    List<Integer> boundaries() {
        return boundaries;
    }
}
