package io.github.nlgmetrics.explain;

import io.github.nlgmetrics.BehaviourFamily.SegmentView;
import io.github.nlgmetrics.explain.Explanation.CauseEffect;
import io.github.nlgmetrics.explain.Explanation.Comparison;
import io.github.nlgmetrics.explain.Explanation.Kind;
import io.github.nlgmetrics.explain.Explanation.ProfileResult;
import io.github.nlgmetrics.explain.Explanation.SegmentDifference;
import java.util.List;
import java.util.Locale;

/** The text form of an {@link Explanation}: what {@code nlg-metrics explain} prints for people. */
final class ExplanationText {
    private static final int TOKENS_SHOWN = 40;

    private ExplanationText() {
    }

    static String render(Explanation e) {
        StringBuilder sb = new StringBuilder();
        sb.append(e.profiles().size()).append(" profiles of the ").append(e.family()).append(" family on ")
                .append(e.segments()).append(" segments; scores compared in ").append(e.unit()).append("\n\n");
        int w = 7;
        for (ProfileResult r : e.profiles()) {
            w = Math.max(w, r.profile().length());
        }
        sb.append(pad("profile", w)).append("  ").append(pad("score", 22)).append("  in unit\n");
        for (ProfileResult r : e.profiles()) {
            sb.append(pad(r.profile(), w)).append("  ").append(pad(repr(r.score()), 22)).append("  ")
                    .append(String.format(Locale.ROOT, "%.6f", r.scoreInUnit()));
            if (!r.unswitchable().isEmpty()) {
                sb.append("  (the family cannot switch: ").append(String.join(", ", r.unswitchable())).append(')');
            }
            sb.append('\n');
        }
        for (Comparison c : e.comparisons()) {
            sb.append('\n');
            render(sb, c);
        }
        return sb.toString();
    }

    private static void render(StringBuilder sb, Comparison c) {
        sb.append(c.from()).append(" -> ").append(c.to()).append(": observed ").append(num(c.observed()))
                .append('\n');
        sb.append("  in short: ").append(inShort(c)).append('\n');
        int cw = 17;
        int vw = 16;
        for (CauseEffect x : c.causes()) {
            cw = Math.max(cw, x.cause().length());
            vw = Math.max(vw, Math.max(value(x.fromValue()).length(), value(x.toValue()).length()));
        }
        vw = Math.min(vw, 24);
        sb.append("  ").append(pad("cause", cw)).append("  ").append(pad("from", vw)).append("  ").append(pad("to", vw))
                .append("  ").append(pad("alone", 14)).append("  ").append(pad("along path", 14)).append("  shapley\n");
        for (CauseEffect x : c.causes()) {
            sb.append("  ").append(pad(x.cause(), cw)).append("  ").append(pad(value(x.fromValue()), vw)).append("  ")
                    .append(pad(value(x.toValue()), vw)).append("  ");
            if (x.kind() == Kind.SWITCHED) {
                sb.append(pad(num(x.alone()), 14)).append("  ").append(pad(num(x.path()), 14)).append("  ")
                        .append(x.shapley() == null ? "-" : num(x.shapley()));
            } else if (x.kind() == Kind.PRESENTATION) {
                sb.append("presentation only (compared in the family's unit)");
            } else {
                sb.append("cannot be switched: in the remainder");
            }
            sb.append('\n');
        }
        sb.append("  ").append(pad("remainder", cw)).append("  ").append(pad(c.remainderFrom().profile(), vw))
                .append("  ").append(pad("", vw)).append("  ").append(pad("", 14)).append("  ")
                .append(num(c.remainderFrom().value())).append('\n');
        sb.append("  ").append(pad("remainder", cw)).append("  ").append(pad("", vw)).append("  ")
                .append(pad(c.remainderTo().profile(), vw)).append("  ").append(pad("", 14)).append("  ")
                .append(num(c.remainderTo().value())).append('\n');
        sb.append("  sum of the path changes and remainders ").append(num(c.attributed())).append(" = observed ")
                .append(num(c.observed())).append(" (rounding ").append(num(c.rounding())).append(")\n");
        sb.append("  walk order: ").append(c.order().isEmpty() ? "(no cause switched)" : String.join(", ", c.order()))
                .append('\n');
        sb.append("  remainder of ").append(c.remainderFrom().profile()).append(": ")
                .append(c.remainderFrom().explanation()).append('\n');
        sb.append("  remainder of ").append(c.remainderTo().profile()).append(": ")
                .append(c.remainderTo().explanation()).append('\n');
        if (!c.causes().isEmpty()) {
            sb.append("  what each does:\n");
            for (CauseEffect x : c.causes()) {
                sb.append("    ").append(x.cause()).append(" (").append(x.description()).append(")\n");
                sb.append("      ").append(c.from()).append(": ").append(note(x.fromNote())).append('\n');
                sb.append("      ").append(c.to()).append(": ").append(note(x.toNote())).append('\n');
            }
        }
        if (!c.segments().isEmpty()) {
            sb.append("  segments that move the number most (change of ").append(c.from())
                    .append(" when that segment alone is computed as by ").append(c.to()).append("):\n");
            for (SegmentDifference d : c.segments()) {
                sb.append("    line ").append(d.line()).append(": ").append(num(d.influence())).append('\n');
                segment(sb, c.from(), d.from());
                segment(sb, c.to(), d.to());
                sb.append("      only ").append(c.from()).append(": ").append(tokens(d.onlyFrom())).append('\n');
                sb.append("      only ").append(c.to()).append(": ").append(tokens(d.onlyTo())).append('\n');
            }
        }
    }

    /** The causes that move the number by 1e-9 or more, largest first (Shapley values where computed). */
    private static String inShort(Comparison c) {
        List<CauseEffect> big = new java.util.ArrayList<>();
        boolean shapley = true;
        for (CauseEffect x : c.causes()) {
            if (x.kind() == Kind.SWITCHED && Math.abs(share(x)) >= 1e-9) {
                big.add(x);
            }
            shapley &= x.kind() != Kind.SWITCHED || x.shapley() != null;
        }
        big.sort((x, y) -> Double.compare(Math.abs(share(y)), Math.abs(share(x))));
        StringBuilder sb = new StringBuilder();
        for (CauseEffect x : big) {
            sb.append(sb.length() > 0 ? ", " : "").append(x.cause()).append(' ').append(num(share(x)));
        }
        double rest = c.remainderFrom().value() + c.remainderTo().value();
        if (rest != 0) {
            sb.append(sb.length() > 0 ? ", " : "").append("remainder ").append(num(rest));
        }
        if (sb.length() == 0) {
            return "no cause changes the number by 1e-9 or more";
        }
        return sb + (shapley ? " (Shapley values)" : " (along the path)") + "; the other causes change it by less than 1e-9";
    }

    private static double share(CauseEffect x) {
        return x.shapley() != null ? x.shapley() : x.path();
    }

    private static void segment(StringBuilder sb, String who, SegmentView v) {
        sb.append("      ").append(who).append(": ").append(v.statistics()).append('\n');
        sb.append("        ").append(tokens(v.hypothesisTokens())).append('\n');
    }

    private static String tokens(List<String> t) {
        if (t.isEmpty()) {
            return "(none)";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Math.min(t.size(), TOKENS_SHOWN); i++) {
            sb.append(i > 0 ? " " : "").append('[').append(t.get(i)).append(']');
        }
        if (t.size() > TOKENS_SHOWN) {
            sb.append(" ... (").append(t.size()).append(" tokens)");
        }
        return sb.toString();
    }

    private static String note(String n) {
        return n == null ? "(declares nothing)" : n;
    }

    private static String value(String v) {
        return v == null ? "(not switchable)" : v;
    }

    /** A change: fixed notation where it is readable, scientific for rounding-sized numbers. */
    static String num(double x) {
        if (x == 0) {
            return "0";
        }
        if (Math.abs(x) >= 1e-4) {
            return String.format(Locale.ROOT, "%+.6f", x);
        }
        return String.format(Locale.ROOT, "%+.2e", x);
    }

    private static String repr(double x) {
        return Double.toString(x);
    }

    private static String pad(String s, int w) {
        if (s.length() >= w) {
            return s;
        }
        return s + " ".repeat(w - s.length());
    }
}
