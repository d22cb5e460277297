package io.github.nlgmetrics.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** sacrebleu's JSON output repeats every {@code key:value} field of the signature as a string entry. */
final class JsonSignature {
    private JsonSignature() {
    }

    static void addFields(ObjectNode o, String signature) {
        for (String part : signature.split("\\|")) {
            int colon = part.indexOf(':');
            o.put(part.substring(0, colon), part.substring(colon + 1));
        }
    }
}
