package io.github.nlgmetrics.rouge.rouge155;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A summary as ROUGE-1.5.5 sees it: a name (its path, used in messages) and its lower-cased
 * sentences as byte strings (one char per byte), before any length limit. A summary file is
 * read when its sentences are asked for, and they are not kept: a configuration of tens of
 * thousands of evaluations holds only paths, and a missing file fails where the script would.
 */
public final class Rouge155Summary {
    private final String name;
    private final Path file;
    private final String format;
    private final boolean model;
    private final List<String> sentences;

    private Rouge155Summary(String name, Path file, String format, boolean model, List<String> sentences) {
        this.name = name;
        this.file = file;
        this.format = format;
        this.model = model;
        this.sentences = sentences;
    }

    /** A summary read lazily from {@code file} in {@code format}; {@code name} is the script's path. */
    public static Rouge155Summary file(String name, Path file, String format, boolean model) {
        return new Rouge155Summary(name, file, format, model, null);
    }

    /**
     * A summary given as Unicode text, sentences separated by {@code "\n"}, as if written to an
     * SPL file in UTF-8 (empty lines are dropped, as the script drops them).
     */
    public static Rouge155Summary text(String name, String text) {
        return new Rouge155Summary(name, null, "SPL", false,
                Rouge155Text.sentences(Rouge155Text.utf8Bytes(text), "SPL"));
    }

    /** The path or name. */
    public String name() {
        return name;
    }

    /** The script's {@code -e "$modelPath"} check, done for every model before an evaluation is scored. */
    public void checkExists() {
        if (file != null && model && !Files.exists(file)) {
            throw new IllegalArgumentException("Cannot find model summary: " + name);
        }
    }

    /** The lower-cased sentences (byte strings); a file is read on every call (callers keep what they need). */
    public List<String> sentences() {
        if (sentences != null) {
            return sentences;
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new IllegalArgumentException(model ? "Cannot find model summary: " + name : "Cannot open " + name);
        } catch (IOException e) {
            throw new IllegalArgumentException("Cannot open " + name);
        }
        return format.equalsIgnoreCase("SPL") ? Rouge155Text.splSentences(bytes)
                : Rouge155Text.sentences(Rouge155Text.bytesToString(bytes), format);
    }
}
