package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.fixtures.RepoPaths;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The native {@code bleu}, {@code chrf}, {@code chrf --chrf-word-order 2} and {@code ter} commands
 * on the 16 WMT17 en-de systems of {@code ../shared/data/wmt17-en-de} print, at {@code -w 6}, the
 * line sacrebleu 2.6.0 prints for them ({@code sacrebleu/wmt17-native.tsv}, with the command that
 * made it; the version in the signature is this library's). {@code online-A.0.de} starts with a byte-order mark, which sacrebleu keeps. Skipped
 * where the folder is absent.
 */
class Wmt17NativeParityTest {
    static Stream<Arguments> runs() throws IOException {
        List<Arguments> out = new ArrayList<>();
        try (InputStream in = Wmt17NativeParityTest.class.getResourceAsStream("/sacrebleu/wmt17-native.tsv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.startsWith("#")) {
                    String[] f = line.split("\t", 3);
                    out.add(Arguments.of(f[0], f[1], f[2]));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{1} {0}")
    @MethodSource("runs")
    void nativeCommandPrintsWhatSacrebleuPrints(String system, String command, String expected) {
        var dir = RepoPaths.shared("data/wmt17-en-de");
        Assumptions.assumeTrue(dir.isPresent(), "../shared/data/wmt17-en-de is absent");
        List<String> argv = new ArrayList<>(List.of(command.replace("-cw", "--chrf-word-order").split(" ")));
        Path d = dir.get();
        argv.addAll(List.of("-r", d.resolve("reference.de").toString(), "-i", d.resolve(system).toString(), "-w", "6"));
        CliRun r = CliRun.of(argv.toArray(new String[0]));
        assertEquals(0, r.exitCode(), r.err());
        // The native commands sign with this library's version where sacrebleu writes its own.
        assertEquals(expected.replace("version:2.6.0", "version:" + Version.get()) + "\n", r.out());
    }
}
