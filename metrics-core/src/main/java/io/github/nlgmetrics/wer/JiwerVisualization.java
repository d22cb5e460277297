package io.github.nlgmetrics.wer;

import io.github.nlgmetrics.compat.python.PyFormat;
import java.util.List;

/**
 * jiwer 4.0's {@code visualize_alignment(output, show_measures, skip_correct, line_width)}: the
 * text the {@code jiwer --align} command prints, byte for byte.
 *
 * <pre>
 * === SENTENCE 1 ===
 *
 * REF:    # short one here
 * HYP: shoe order one    *
 *         I     S        D
 *
 * === SUMMARY ===
 * number of sentences: 2
 * substitutions=2 deletions=2 insertions=4 hits=5
 *
 * mer=61.54%
 * ...
 * </pre>
 * Per shown sentence (with {@code skip_correct}, a sentence whose alignment is empty or one
 * {@code equal} chunk is left out, its number still counted): {@code REF:}, {@code HYP:} and the
 * operation line ({@code S}, {@code D}, {@code I}, blank for a hit), each token right-aligned to
 * the widest of the pair (width in code points, as Python's {@code len}), a missing token written
 * as that many {@code *}; words are separated by a space, characters ({@code process_characters})
 * are not. Percentages are Python's {@code f"{x*100:.2f}%"}; jiwer's integer {@code wer} of empty
 * references prints the same way.
 */
public final class JiwerVisualization {
    private JiwerVisualization() {
    }

    /**
     * {@code visualize_alignment(output, show_measures, skip_correct=True, line_width=None)} for a
     * word output ({@code characters == false}) or a character output.
     */
    public static String alignment(JiwerOutput output, boolean characters, boolean showMeasures) {
        return alignment(output, characters, showMeasures, true, -1);
    }

    /** As {@link #alignment(JiwerOutput, boolean, boolean)} with {@code skip_correct} and {@code line_width} (-1: None). */
    public static String alignment(JiwerOutput output, boolean characters, boolean showMeasures, boolean skipCorrect,
                                   int lineWidth) {
        StringBuilder out = new StringBuilder();
        List<List<AlignmentChunk>> alignments = output.alignments();
        int n = Math.min(Math.min(output.references().size(), output.hypotheses().size()), alignments.size());
        for (int idx = 0; idx < n; idx++) {
            List<AlignmentChunk> chunks = alignments.get(idx);
            if (skipCorrect && (chunks.isEmpty() || (chunks.size() == 1 && chunks.get(0).type().equals("equal")))) {
                continue;
            }
            out.append("=== SENTENCE ").append(idx + 1).append(" ===\n\n");
            comparison(out, output.references().get(idx), output.hypotheses().get(idx), chunks, !characters, lineWidth);
            out.append('\n');
        }
        if (showMeasures) {
            JiwerScore s = output.score();
            out.append("=== SUMMARY ===\n");
            out.append("number of sentences: ").append(alignments.size()).append('\n');
            out.append("substitutions=").append(s.substitutions()).append(' ');
            out.append("deletions=").append(s.deletions()).append(' ');
            out.append("insertions=").append(s.insertions()).append(' ');
            out.append("hits=").append(s.hits()).append('\n');
            if (characters) {
                out.append("\ncer=").append(percent(s.wer())).append("%\n");
            } else {
                out.append("\nmer=").append(percent(s.mer())).append('%');
                out.append("\nwil=").append(percent(s.wil())).append('%');
                out.append("\nwip=").append(percent(s.wip())).append('%');
                out.append("\nwer=").append(percent(s.wer())).append("%\n");
            }
        } else if (out.length() > 0) {
            out.setLength(out.length() - 1);
        }
        return out.toString();
    }

    private static String percent(double x) {
        return PyFormat.fixed(x * 100, 2);
    }

    /** {@code _construct_comparison_string}. */
    private static void comparison(StringBuilder out, List<String> reference, List<String> hypothesis,
                                   List<AlignmentChunk> ops, boolean spaces, int lineWidth) {
        StringBuilder ref = new StringBuilder("REF: ");
        StringBuilder hyp = new StringBuilder("HYP: ");
        StringBuilder op = new StringBuilder("     ");
        int refLen = 5; // len(ref_str) in code points
        StringBuilder agg = new StringBuilder();
        for (AlignmentChunk c : ops) {
            int count;
            String opChar;
            switch (c.type()) {
                case "equal", "substitute" -> {
                    count = Math.min(c.refEnd() - c.refStart(), c.hypEnd() - c.hypStart());
                    opChar = c.type().equals("equal") ? " " : "S";
                }
                case "delete" -> {
                    count = c.refEnd() - c.refStart();
                    opChar = "D";
                }
                default -> {
                    count = c.hypEnd() - c.hypStart();
                    opChar = "I";
                }
            }
            for (int k = 0; k < count; k++) {
                String rf = c.type().equals("insert") ? "*" : reference.get(c.refStart() + k);
                String hp = c.type().equals("delete") ? "*" : hypothesis.get(c.hypStart() + k);
                int width = Math.max(Math.max(len(rf), len(hp)), 1);
                if (lineWidth >= 0 && refLen + width > lineWidth) {
                    if (spaces) {
                        agg.append(chop(ref)).append('\n').append(chop(hyp)).append('\n').append(chop(op)).append("\n\n");
                    } else {
                        agg.append(ref).append('\n').append(hyp).append('\n').append(op).append("\n\n");
                    }
                    ref.setLength(0);
                    ref.append("REF: ");
                    hyp.setLength(0);
                    hyp.append("HYP: ");
                    op.setLength(0);
                    op.append("     ");
                    refLen = 5;
                }
                if (rf.equals("*")) {
                    rf = "*".repeat(width);
                } else if (hp.equals("*")) {
                    hp = "*".repeat(width);
                }
                pad(ref, rf, width);
                pad(hyp, hp, width);
                pad(op, opChar, width);
                refLen += width;
                if (spaces) {
                    ref.append(' ');
                    hyp.append(' ');
                    op.append(' ');
                    refLen++;
                }
            }
        }
        out.append(agg);
        if (spaces) {
            out.append(chop(ref)).append('\n').append(chop(hyp)).append('\n').append(chop(op)).append('\n');
        } else {
            out.append(ref).append('\n').append(hyp).append('\n').append(op).append('\n');
        }
    }

    /** Python's {@code s[:-1]} of a string ending in an ASCII space. */
    private static String chop(StringBuilder s) {
        return s.length() == 0 ? "" : s.substring(0, s.length() - 1);
    }

    private static int len(String s) {
        return s.codePointCount(0, s.length());
    }

    /** {@code f"{s:>{width}}"}: right-aligned in {@code width} code points. */
    private static void pad(StringBuilder into, String s, int width) {
        for (int i = len(s); i < width; i++) {
            into.append(' ');
        }
        into.append(s);
    }
}
