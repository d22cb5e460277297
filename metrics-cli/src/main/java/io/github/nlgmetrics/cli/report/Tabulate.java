package io.github.nlgmetrics.cli.report;

import java.util.ArrayList;
import java.util.List;

/**
 * The two table formats of Python's tabulate 0.8.9 that sacrebleu's reports use
 * ({@code fancy_grid} and {@code latex_booktabs}), byte for byte: column widths in code points,
 * cells stripped, right-aligned or centered as Python's {@code '{:^w}'}, multi-line cells. Split
 * from {@link SignificanceReport}, which decides what the tables hold.
 */
final class Tabulate {
    private Tabulate() {
    }

    /**
     * tabulate 0.8.9's {@code latex_booktabs}: widths as {@link #fancyGrid}, cells padded by one
     * space and LaTeX-escaped after padding, {@code &} between cells, {@code \\\\} at the end of a row.
     */
    static String latexBooktabs(String[] headers, String[][] rows, boolean[] rightAligned) {
        int cols = headers.length;
        int[] widths = new int[cols];
        StringBuilder sb = new StringBuilder("\\begin{tabular}{");
        for (int c = 0; c < cols; c++) {
            sb.append(rightAligned[c] ? 'r' : 'c');
            widths[c] = width(headers[c]) + 2;
            for (String[] row : rows) {
                row[c] = row[c].strip();
                widths[c] = Math.max(widths[c], width(row[c]));
            }
        }
        sb.append("}\n\\toprule\n");
        latexRow(sb, headers, widths, rightAligned);
        sb.append("\\midrule\n");
        for (String[] row : rows) {
            latexRow(sb, row, widths, rightAligned);
        }
        return sb.append("\\bottomrule\n\\end{tabular}").toString();
    }

    private static void latexRow(StringBuilder sb, String[] cells, int[] widths, boolean[] rightAligned) {
        for (int c = 0; c < cells.length; c++) {
            if (c > 0) {
                sb.append('&');
            }
            sb.append(latexEscape(" " + align(cells[c], widths[c], rightAligned[c]) + " "));
        }
        sb.append("\\\\\n");
    }

    private static String latexEscape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '&', '%', '$', '#', '_', '{', '}' -> sb.append('\\').append(ch);
                case '^' -> sb.append("\\^{}");
                case '~' -> sb.append("\\textasciitilde{}");
                case '\\' -> sb.append("\\textbackslash{}");
                case '<' -> sb.append("\\ensuremath{<}");
                case '>' -> sb.append("\\ensuremath{>}");
                default -> sb.append(ch);
            }
        }
        return sb.toString();
    }

    /**
     * tabulate's {@code fancy_grid} with {@code headers='keys'}: every column as wide as its widest
     * line and at least its header plus 2; cells stripped; a right-aligned column pads on the
     * left, a centered one as Python's {@code '{:^w}'} (extra space on the right); multi-line
     * cells align line by line, shorter cells padded below with blank lines.
     */
    static String fancyGrid(String[] headers, String[][] rows, boolean[] rightAligned) {
        int cols = headers.length;
        int[] widths = new int[cols];
        for (int c = 0; c < cols; c++) {
            widths[c] = width(headers[c]) + 2;
            for (String[] row : rows) {
                row[c] = row[c].strip();
                widths[c] = Math.max(widths[c], width(row[c]));
            }
        }
        StringBuilder sb = new StringBuilder();
        rule(sb, widths, '╒', '═', '╤', '╕');
        appendRow(sb, headers, widths, rightAligned);
        rule(sb, widths, '╞', '═', '╪', '╡');
        for (int r = 0; r < rows.length; r++) {
            if (r > 0) {
                rule(sb, widths, '├', '─', '┼', '┤');
            }
            appendRow(sb, rows[r], widths, rightAligned);
        }
        rule(sb, widths, '╘', '═', '╧', '╛');
        sb.setLength(sb.length() - 1);
        return sb.toString();
    }

    private static void rule(StringBuilder sb, int[] widths, char begin, char fill, char sep, char end) {
        sb.append(begin);
        for (int c = 0; c < widths.length; c++) {
            if (c > 0) {
                sb.append(sep);
            }
            sb.append(String.valueOf(fill).repeat(widths[c] + 2));
        }
        sb.append(end).append('\n');
    }

    private static void appendRow(StringBuilder sb, String[] cells, int[] widths, boolean[] rightAligned) {
        List<String[]> lines = new ArrayList<>();
        int height = 0;
        for (String cell : cells) {
            String[] l = cell.split("\r\n|\r|\n", -1);
            lines.add(l);
            height = Math.max(height, l.length);
        }
        for (int h = 0; h < height; h++) {
            sb.append('│');
            for (int c = 0; c < cells.length; c++) {
                String[] l = lines.get(c);
                String text = h < l.length ? align(l[h], widths[c], rightAligned[c]) : " ".repeat(widths[c]);
                sb.append(' ').append(text).append(" │");
            }
            sb.append('\n');
        }
    }

    private static String align(String s, int w, boolean right) {
        int pad = Math.max(0, w - width(s));
        if (right) {
            return " ".repeat(pad) + s;
        }
        int left = pad / 2;
        return " ".repeat(left) + s + " ".repeat(pad - left);
    }

    private static int width(String s) {
        int max = 0;
        for (String line : s.split("\r\n|\r|\n", -1)) {
            max = Math.max(max, line.codePointCount(0, line.length()));
        }
        return max;
    }

    static String padRight(String s, int w) {
        int n = s.codePointCount(0, s.length());
        return n >= w ? s : s + " ".repeat(w - n);
    }
}
