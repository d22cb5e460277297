package io.github.nlgmetrics.cli;

import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;

/** Turns an exception into the one line the CLI prints on stderr. */
final class CliErrors {
    private CliErrors() {
    }

    static String oneLine(Throwable ex) {
        Throwable t = ex;
        if (t instanceof UncheckedIOException && t.getCause() != null) {
            t = t.getCause();
        }
        String msg;
        if (t instanceof NoSuchFileException) {
            msg = "no such file: " + t.getMessage();
        } else if (t instanceof IllegalArgumentException || t instanceof java.io.IOException
                || t instanceof io.github.nlgmetrics.fixtures.protocol.ExternalRunner.AdapterException) {
            msg = t.getMessage();
        } else {
            msg = t.getClass().getSimpleName() + ": " + t.getMessage();
        }
        return msg == null ? t.getClass().getSimpleName() : msg.replace('\n', ' ');
    }
}
