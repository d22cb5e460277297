package io.github.nlgmetrics.bertscore.checkpoint;

/** The element type of a stored tensor (safetensors' names), with its size in bytes. */
public enum DType {
    F64(8), F32(4), F16(2), BF16(2), I64(8), I32(4), I16(2), I8(1), U8(1), BOOL(1);

    private final int size;

    DType(int size) {
        this.size = size;
    }

    /** Bytes per element. */
    public int size() {
        return size;
    }
}
