package io.github.nlgmetrics.spark;

import java.io.Serializable;
import java.util.List;

/**
 * One segment as the command line reads it: its group (the {@code --group-by} column's text, or
 * {@code null} without grouping), its hypothesis and its references. Built where the row is read
 * and scored in the same task; it crosses the wire only in the probe ({@code take}).
 *
 * @param group the group's text, or null
 * @param hyp the hypothesis
 * @param refs the references (one or more)
 */
record Segment(String group, String hyp, List<String> refs) implements Serializable {
}
