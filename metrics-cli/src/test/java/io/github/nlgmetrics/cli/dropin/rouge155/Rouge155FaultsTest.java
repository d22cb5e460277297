package io.github.nlgmetrics.cli.dropin.rouge155;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.cli.CliErrors;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The {@code rouge155} drop-in's faults end with one plain line on stderr and exit 2, as every
 * command's do ({@code FaultsCliTest}; issue 11, section 2; every message is in docs/errors.md):
 * a failed write, nonsensical numbers, hostile or broken XML settings; and {@code --version}.
 */
class Rouge155FaultsTest {
    @TempDir
    Path dir;

    @Test
    void rouge155FailedWriteExitsTwo() throws IOException {
        Files.writeString(dir.resolve("peer.spl"), "the cat sat\n");
        Files.writeString(dir.resolve("model.spl"), "a cat sat\n");
        Files.writeString(dir.resolve("list.txt"), "peer.spl model.spl\n");
        OutputStream full = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("No space left on device");
            }
        };
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Rouge155Command.run(List.of("-n", "1", "-z", "SPL", "list.txt", "P"), dir, full,
                new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        assertEquals(2, code);
        assertEquals("nlg-metrics rouge155: " + CliErrors.WRITE_FAILED, err.toString(StandardCharsets.UTF_8).strip());
    }

    @ParameterizedTest(name = "rouge155 {0}")
    @ValueSource(strings = {"-c NaN", "-p NaN", "-2 NaN", "-w Infinity", "-c 101", "-p 2", "-w 0"})
    void rouge155RejectsNonFiniteAndOutOfRangeNumbers(String flags) {
        List<String> argv = new ArrayList<>(List.of(flags.split(" ")));
        argv.addAll(List.of("-a", "x.xml"));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Rouge155Command.run(argv, dir, new ByteArrayOutputStream(),
                new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        assertEquals(2, code);
        String e = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, e.strip().lines().count(), e);
        assertTrue(e.contains(flags.split(" ")[1]) || e.contains("within") || e.contains("between")
                || e.contains("greater"), e);
    }

    private String rouge155Xml(String xml) throws IOException {
        Files.writeString(dir.resolve("settings.xml"), xml);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream saved = System.err;
        ByteArrayOutputStream parserNoise = new ByteArrayOutputStream();
        System.setErr(new PrintStream(parserNoise, true, StandardCharsets.UTF_8));
        int code;
        try {
            code = Rouge155Command.run(List.of("-a", "settings.xml"), dir, new ByteArrayOutputStream(),
                    new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        } finally {
            System.setErr(saved);
        }
        assertEquals(2, code);
        assertEquals("", parserNoise.toString(StandardCharsets.UTF_8), "the XML parser printed its own line");
        String e = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, e.strip().lines().count(), e);
        return e;
    }

    @Test
    void xmlExternalEntitiesAreNeverResolved() throws IOException {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "TOP-SECRET-CONTENT");
        String e = rouge155Xml("<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY x SYSTEM \"" + secret.toUri()
                + "\">]>\n<ROUGE-EVAL version=\"1.0\"><EVAL ID=\"&x;\"></EVAL></ROUGE-EVAL>\n");
        assertFalse(e.contains("TOP-SECRET-CONTENT"), e);
        assertTrue(e.contains("DOCTYPE"), e);
    }

    @ParameterizedTest(name = "settings file {index}")
    @ValueSource(strings = {"", "<ROUGE-EVAL>", "not xml at all"})
    void aBrokenOrEmptySettingsFileIsOneLineWithLineAndColumn(String xml) throws IOException {
        String e = rouge155Xml(xml);
        assertTrue(e.contains("settings.xml line 1 column"), e);
    }

    @Test
    void rouge155PrintsTheVersion() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Rouge155Command.run(List.of("--version"), dir, out, System.err, Map.of());
        assertEquals(0, code);
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("nlg-metrics "), out::toString);
    }
}
