package io.github.nlgmetrics.cli.dropin.meteor15;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.cli.CliRun;
import io.github.nlgmetrics.meteor.meteor15.Meteor15Flags;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code nlg-metrics meteor15} against output of the real METEOR 1.5 jar stored as test data
 * ({@code meteor15/COMMANDS.txt} and {@code STDIO.txt} list the commands that produced it): standard
 * output and standard error must be byte-identical.
 */
class Meteor15DropInTest {
    static Path dir() {
        try {
            return Path.of(Meteor15DropInTest.class.getResource("COMMANDS.txt").toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Stream<Arguments> table(String name, int columns) throws IOException {
        List<Arguments> out = new ArrayList<>();
        for (String line : Files.readAllLines(dir().resolve(name))) {
            if (!line.startsWith("#") && !line.isBlank()) {
                out.add(Arguments.of((Object[]) line.split("\t", columns)));
            }
        }
        return out.stream();
    }

    static Stream<Arguments> fileRuns() throws IOException {
        return table("COMMANDS.txt", 2);
    }

    static Stream<Arguments> stdioRuns() throws IOException {
        return table("STDIO.txt", 3);
    }

    static List<String> argv(String args) {
        List<String> argv = new ArrayList<>();
        for (String a : Meteor15Flags.shellSplit(args)) {
            argv.add(Files.isRegularFile(dir().resolve(a)) ? dir().resolve(a).toString() : a);
        }
        return argv;
    }

    private static String[] run(List<String> argv, InputStream stdin) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Meteor15Command.run(argv, stdin, new PrintStream(out, false, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        return new String[] {out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
    }

    private static String read(String name) throws IOException {
        Path p = dir().resolve(name);
        return Files.exists(p) ? Files.readString(p) : "";
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("fileRuns")
    void fileModeOutputIsByteIdentical(String expected, String args) throws IOException {
        String[] got = run(argv(args), new ByteArrayInputStream(new byte[0]));
        assertEquals(read(expected), got[0]);
        assertEquals(read(expected.replace(".out", ".err")), got[1]);
    }

    @ParameterizedTest(name = "{0}: {2}")
    @MethodSource("stdioRuns")
    void stdioRepliesAreByteIdentical(String expected, String input, String args) throws IOException {
        String[] got = run(argv(args), Files.newInputStream(dir().resolve(input)));
        assertEquals(read(expected), got[0]);
    }

    private static String errorOf(String args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Meteor15Command.run(argv(args), new ByteArrayInputStream(new byte[0]),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, code);
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void paraphraseModuleWithoutTableIsAnErrorAsInTheJar() {
        assertTrue(errorOf("test1.txt ref1.txt -l en").startsWith("nlg-metrics meteor15: the paraphrase module"));
    }

    @Test
    void unknownFlagIsOneLineAndExitTwo() {
        assertEquals("nlg-metrics meteor15: Unknown option \"-zz\"\n", errorOf("test1.txt ref1.txt -l en -zz"));
    }

    @Test
    void meteorCompatMeteor15GivesTheJarsFinalScore() throws IOException {
        String finalLine = read("norm.out").lines().filter(l -> l.startsWith("Final score:")).findFirst().orElseThrow();
        String expected = finalLine.substring(finalLine.lastIndexOf(' ') + 1);
        for (String flag : new String[] {"--flags", "--flags="}) {
            List<String> args = new ArrayList<>(List.of("meteor", "--compat", "meteor15"));
            String value = "-l en -norm -m 'exact stem synonym'";
            if (flag.endsWith("=")) {
                args.add(flag + value);
            } else {
                args.add(flag);
                args.add(value);
            }
            args.addAll(List.of("-r", dir().resolve("ref1.txt").toString(), "-i", dir().resolve("test1.txt").toString(),
                    "--format", "json", "-w", "16"));
            CliRun run = CliRun.of(args.toArray(new String[0]));
            assertEquals(0, run.exitCode(), run.err());
            String rounded = String.format(java.util.Locale.ROOT, "%.16f", Double.parseDouble(expected));
            assertTrue(run.out().contains("\"score\" : " + rounded), run.out() + " vs " + expected);
        }
    }
}
