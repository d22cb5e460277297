package io.github.nlgmetrics.cli.input;

import java.util.ArrayList;
import java.util.List;

/** The {@code -i} system files of a metric command, named and de-duplicated as sacrebleu does. */
public final class SystemInputs {
    private SystemInputs() {
    }

    /**
     * The system files in order. In a paired test a repeat of the baseline's file is dropped
     * (sacrebleu ignores it); any other repeated name is an error, since systems are named by file.
     */
    public static List<String> names(List<String> inputs, boolean paired) {
        List<String> out = new ArrayList<>();
        for (String name : inputs) {
            if (out.contains(name)) {
                if (paired && name.equals(out.get(0))) {
                    continue;
                }
                throw new IllegalArgumentException("'" + name + "' already used to name a system");
            }
            out.add(name);
        }
        return out;
    }
}
