package io.github.nlgmetrics.cli.dropin.sacrebleu;

import io.github.nlgmetrics.cli.input.TerminalText;
import io.github.nlgmetrics.cli.input.TextInput;
import io.github.nlgmetrics.compat.python.PyStrings;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * The files and standard input of the sacrebleu drop-in, read as sacrebleu 2.6.0 reads them:
 * UTF-8 with Python's newline handling, {@code .gz} unpacked, lines right-stripped, several
 * references as tab-separated fields ({@code --num-refs}), several systems as tab-separated
 * columns of standard input. Failures are {@link SacrebleuCommand.Exit}s with sacrebleu's codes.
 */
final class SacrebleuFiles {
    private SacrebleuFiles() {
    }

    /**
     * The reference streams of the positional reference files: one stream per file, or, with
     * {@code --num-refs N}, {@code N} streams from the tab-separated fields of one file (exit 17
     * when a line has another number of fields). Lines right-stripped as sacrebleu does.
     */
    static List<List<String>> references(Path baseDir, List<String> files, int numRefs) {
            List<List<String>> refs = new ArrayList<>();
            for (int r = 0; r < Math.max(files.size(), numRefs); r++) {
                refs.add(new ArrayList<>());
            }
            for (int refNo = 0; refNo < files.size(); refNo++) {
                List<String> lines = readFile(baseDir, files.get(refNo));
                int lineNo = 0;
                for (String line : lines) {
                    lineNo++;
                    line = PyStrings.rstrip(line);
                    if (numRefs == 1) {
                        refs.get(refNo).add(line);
                    } else {
                        List<String> fields = splitTabs(line, numRefs - 1);
                        if (fields.size() != numRefs) {
                            throw new SacrebleuCommand.Exit(17, "FATAL: line " + lineNo + ": expected " + numRefs + " fields, but found "
                                    + fields.size() + ".");
                        }
                        for (int k = 0; k < fields.size(); k++) {
                            refs.get(k).add(fields.get(k));
                        }
                    }
                }
            }
        return refs;
    }

    /** Lines of a file as Python's {@code open(encoding='utf-8', newline='\n')} yields them, {@code .gz} unpacked. */
    static List<String> readFile(Path baseDir, String file) {
        byte[] bytes;
        try {
            Path p = baseDir.resolve(file);
            bytes = Files.readAllBytes(p);
            if (file.endsWith(".gz")) {
                try (InputStream in = new GZIPInputStream(new java.io.ByteArrayInputStream(bytes))) {
                    bytes = in.readAllBytes();
                }
            }
        } catch (NoSuchFileException e) {
            throw new SacrebleuCommand.Exit(1, "FileNotFoundError: No such file or directory: '" + TerminalText.escape(file) + "'");
        } catch (IOException | java.nio.file.InvalidPathException e) {
            throw new SacrebleuCommand.Exit(1, file + ": cannot read: " + e.getMessage());
        }
        List<String> lines = TextInput.decodeLines(bytes, file);
        // decodeLines drops the \r before \n; sacrebleu's rstrip() drops it as well.
        return lines;
    }

    /** Standard input as sacrebleu reads it: universal newlines, tab-separated systems (exit 17 when uneven). */
    static void readStdin(InputStream stdin, List<List<String>> systems) {
        byte[] bytes;
        try {
            bytes = stdin.readAllBytes();
        } catch (IOException e) {
            throw new SacrebleuCommand.Exit(1, "<stdin>: cannot read: " + e.getMessage());
        }
        String text = decode(bytes);
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch == '\n' || ch == '\r') {
                lines.add(text.substring(start, i));
                if (ch == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        if (start < text.length()) {
            lines.add(text.substring(start));
        }
        String first = lines.isEmpty() ? "" : lines.get(0);
        List<String> fields = List.of(PyStrings.rstrip(first).split("\t", -1));
        for (String f : fields) {
            List<String> s = new ArrayList<>();
            s.add(f);
            systems.add(s);
        }
        for (int k = 1; k < lines.size(); k++) {
            String[] parts = PyStrings.rstrip(lines.get(k)).split("\t", -1);
            if (parts.length != fields.size()) {
                throw new SacrebleuCommand.Exit(17, "FATAL: the number of tab-delimited fields in the input stream differ across lines.");
            }
            for (int j = 0; j < parts.length; j++) {
                systems.get(j).add(PyStrings.rstrip(parts[j]));
            }
        }
    }

    private static String decode(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new SacrebleuCommand.Exit(1, "<stdin>: not valid UTF-8");
        }
    }

    /** {@code line.split('\t', maxsplit)}. */
    private static List<String> splitTabs(String line, int maxsplit) {
        List<String> out = new ArrayList<>();
        int start = 0;
        while (out.size() < maxsplit) {
            int tab = line.indexOf('\t', start);
            if (tab < 0) {
                break;
            }
            out.add(line.substring(start, tab));
            start = tab + 1;
        }
        out.add(line.substring(start));
        return out;
    }

    /** The segments' references: segment {@code i} holds line {@code i} of every stream. */
    static List<List<String>> transpose(List<List<String>> streams, int n) {
        List<List<String>> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            List<String> seg = new ArrayList<>(streams.size());
            for (List<String> s : streams) {
                seg.add(s.get(i));
            }
            out.add(seg);
        }
        return out;
    }
}
