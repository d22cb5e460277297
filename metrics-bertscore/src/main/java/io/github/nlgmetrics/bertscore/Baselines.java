package io.github.nlgmetrics.bertscore;

import java.util.ArrayList;
import java.util.List;

/**
 * bert_score's baseline files ({@code rescale_baseline/<lang>/<model>.tsv}, or a custom
 * {@code baseline_path}): a header ("LAYER,P,R,F") then one comma-separated row per hidden state,
 * read as pandas' {@code read_csv} / torchmetrics' {@code csv.reader} do, values rounded to float32
 * ({@code .float()}).
 */
final class Baselines {
    private Baselines() {
    }

    /**
     * The rows' P, R, F values ({@code [:, 1:]}), float32, of the baseline text {@code csv} that
     * {@code source} names in messages (its path, {@code baseline_csv}, the bundled file). A value
     * that makes {@code (s - b) / (1 - b)} meaningless is refused naming the source, line and value
     * (issue 39): not finite ({@code NaN}, {@code Infinity}, {@code 1e400}, which is infinite once
     * read; bert_score prints nan, or fails in pandas) or 1 and above (1: a division by zero, -inf or
     * nan in bert_score; above: every score's sign turned). bert_score checks neither.
     */
    static float[][] parse(String csv, String source) {
        String[] lines = csv.split("\r?\n");
        List<float[]> rows = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            String at = "baseline " + source + ", line " + (i + 1);
            String[] cells = lines[i].split(",");
            if (cells.length != 4) {
                throw new IllegalArgumentException(at + " is not LAYER,P,R,F: '" + lines[i] + "'");
            }
            float[] row = new float[3];
            for (int k = 0; k < 3; k++) {
                String cell = cells[k + 1].trim();
                try {
                    row[k] = (float) Double.parseDouble(cell);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(at + ": not a number: '" + cell + "'");
                }
                if (!Float.isFinite(row[k]) || row[k] >= 1) {
                    throw new IllegalArgumentException(at + ": " + "PRF".charAt(k) + " is '" + cell + "'; a baseline b"
                            + " must be a finite number below 1 (scores are rescaled as (s - b) / (1 - b))");
                }
            }
            rows.add(row);
        }
        return rows.toArray(new float[0][]);
    }

    /** bert_score's {@code read_csv(path).iloc[layer][1:]}: shape {@code (3)}; {@code IndexError} past the end. */
    static ScoreTensor row(float[][] b, int layer) {
        if (layer < 0 || layer >= b.length) {
            throw new IndexOutOfBoundsException("single positional indexer is out-of-bounds (baseline row " + layer
                    + " of " + b.length + ")");
        }
        return new ScoreTensor(new int[] {3}, b[layer].clone());
    }

    /** torchmetrics' {@code baseline[num_layers]} (negative indices from the end). */
    static ScoreTensor torchRow(float[][] b, int layer) {
        return row(b, layer < 0 ? b.length + layer : layer);
    }

    /** Every row, {@code .unsqueeze(1)}: shape {@code (rows, 1, 3)}. */
    static ScoreTensor allLayers(float[][] b) {
        float[] d = new float[b.length * 3];
        for (int i = 0; i < b.length; i++) {
            System.arraycopy(b[i], 0, d, i * 3, 3);
        }
        return new ScoreTensor(new int[] {b.length, 1, 3}, d);
    }
}
