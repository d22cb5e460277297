package io.github.nlgmetrics.bertscore.checkpoint;

/**
 * What a weight file really is, from its first bytes, for the messages that refuse it: a Git LFS
 * pointer (a clone without {@code git lfs}; transformers says the same), torch's legacy pickle format
 * (torch &lt; 1.6, or {@code _use_new_zipfile_serialization=False}: a bare pickle stream starting with
 * the magic number {@code 0x1950a86a20f9469cfc6c}), a zip (torch &ge; 1.6), or a safetensors file.
 */
final class Sniff {
    /** The pickled magic number torch's legacy format starts with: PROTO 2, LONG1 of 10 bytes. */
    private static final String LEGACY_MAGIC = "\u0080\u0002\u008a\nl\u00fc\u009cF\u00f9 j\u00a8P\u0019";

    enum Kind { LFS_POINTER, LEGACY_TORCH, PICKLE, ZIP, SAFETENSORS, UNKNOWN }

    private Sniff() {
    }

    static Kind kind(WeightFile file) {
        String head = file.peek(0, 32);
        if (head.startsWith("version https://git-lfs")) {
            return Kind.LFS_POINTER;
        }
        if (head.startsWith(LEGACY_MAGIC)) {
            return Kind.LEGACY_TORCH;
        }
        if (head.length() >= 2 && head.charAt(0) == '\u0080' && head.charAt(1) <= 5) {
            return Kind.PICKLE;
        }
        if (head.startsWith("PK\u0003\u0004") || head.startsWith("PK\u0005\u0006")) {
            return Kind.ZIP;
        }
        if (head.length() > 8 && head.charAt(8) == '{' && head.charAt(6) == 0 && head.charAt(7) == 0) {
            return Kind.SAFETENSORS;
        }
        return Kind.UNKNOWN;
    }

    /** {@code "; it is ..."} when the file is recognisably something else than expected, else empty. */
    static String hint(WeightFile file) {
        return switch (kind(file)) {
            case LFS_POINTER -> "; it is a Git LFS pointer, not the weights: run `git lfs pull` in the model folder";
            case LEGACY_TORCH, PICKLE -> "; it is a torch pickle file";
            case ZIP -> "; it is a zip archive (torch's pytorch_model.bin format)";
            default -> "";
        };
    }

    /** The message for a torch file in the legacy format. */
    static String legacyTorch() {
        return "saved in torch's legacy format (by torch < 1.6, or with _use_new_zipfile_serialization=False), which is read"
                + " only by executing its pickle: re-save it with torch >= 1.6 (torch.save(torch.load(f), f)) or convert it to"
                + " safetensors";
    }
}
