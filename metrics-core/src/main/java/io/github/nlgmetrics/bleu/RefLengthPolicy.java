package io.github.nlgmetrics.bleu;

/**
 * Which reference length a segment contributes to the brevity penalty when it has several
 * references — the references disagree here, and it changes scores on multi-reference sets.
 */
enum RefLengthPolicy {
    /**
     * The reference length closest to the hypothesis length; on a tie the shorter one.
     * sacrebleu ({@code _get_closest_ref_len}) and NLTK ({@code closest_ref_length}).
     */
    CLOSEST_SHORTER_ON_TIE,
    /** The closest reference length; on a tie the first reference listed (R sacRebleu). */
    CLOSEST_FIRST_ON_TIE,
    /** The shortest reference (tensorflow/nmt {@code compute_bleu}, HF evaluate {@code bleu}). */
    SHORTEST;

    /** The reference length this policy picks for a hypothesis of length {@code hypLen}. */
    public int pick(int hypLen, int[] refLens) {
        return pick(hypLen, refLens, refLens.length);
    }

    /** {@link #pick(int, int[])} over the first {@code count} lengths. */
    public int pick(int hypLen, int[] refLens, int count) {
        if (count == 0) {
            throw new IllegalArgumentException("a segment needs at least one reference");
        }
        int best = refLens[0];
        for (int i = 1; i < count; i++) {
            int r = refLens[i];
            switch (this) {
                case SHORTEST:
                    best = Math.min(best, r);
                    break;
                case CLOSEST_FIRST_ON_TIE:
                    if (Math.abs(hypLen - r) < Math.abs(hypLen - best)) {
                        best = r;
                    }
                    break;
                default:
                    int d = Math.abs(hypLen - r);
                    int bd = Math.abs(hypLen - best);
                    if (d < bd || (d == bd && r < best)) {
                        best = r;
                    }
                    break;
            }
        }
        return best;
    }
}
