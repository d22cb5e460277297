package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * An argument that starts with {@code @} is taken as written, never replaced by the words of the file it names
 * (issue 39). picocli expanded {@code @FILE} at the top level, so {@code sacrebleu @ref.txt} read the
 * reference's words as arguments and {@code bert-score @args.txt} took options from a file, where argparse and
 * click (without {@code fromfile_prefix_chars}) take {@code @ref.txt} as a file name: sacrebleu 2.6.0 scores the
 * file {@code @ref.txt}; bert_score 0.3.13 answers {@code Calculate BERTScore: error: unrecognized arguments:
 * @args.txt}, exit 2 (recorded with the reference env). The native commands take it as a file name too.
 */
class AtFileArgumentsTest extends CommandFixture {
    private static final String REF = "The cat sat on the mat.\nA dog barks.\n";
    private static final String HYP = "The cat sat on a mat.\nThe dog barks.\n";

    /** Runs the command line in a process whose working folder is the test folder (so that {@code @ref.txt} is relative). */
    private CliRun inFolder(String... args) throws IOException, InterruptedException {
        return CliRun.process(dir, java.util.List.of(), args);
    }

    @Test
    void theDropInAndANativeCommandReadAFileNamedWithAnAt() throws Exception {
        file("ref.txt", REF);
        file("@ref.txt", REF);
        file("hyp.txt", HYP);
        CliRun plain = inFolder("sacrebleu", "ref.txt", "-i", "hyp.txt", "-b");
        CliRun at = inFolder("sacrebleu", "@ref.txt", "-i", "hyp.txt", "-b");
        assertEquals(0, at.exitCode(), at.err());
        assertEquals(plain.out(), at.out());
        CliRun nativeAt = inFolder("bleu", "-r", "@ref.txt", "-i", "hyp.txt", "-b");
        assertEquals(0, nativeAt.exitCode(), nativeAt.err());
        assertEquals(plain.out(), nativeAt.out());
    }

    @Test
    void aFileOfOptionsIsNotReadAsOptions() throws Exception {
        file("args.txt", "--idf\n");
        file("ref.txt", REF);
        file("hyp.txt", HYP);
        CliRun r = inFolder("bert-score", "-r", "ref.txt", "-c", "hyp.txt", "-m", "sentence-transformers/all-MiniLM-L6-v2",
                "-l", "6", "@args.txt");
        assertEquals(2, r.exitCode(), r.out() + r.err());
        assertTrue(r.err().endsWith("Calculate BERTScore: error: unrecognized arguments: @args.txt\n"), r.err());
        assertEquals("", r.out());
    }

    @Test
    void aBareAtFileIsAFileName() throws IOException {
        String args = file("opts.txt", "-i\nnothing.txt\n");
        CliRun r = CliRun.of("bleu", "-r", file("ref.txt", REF), "-i", "@" + args);
        assertOneLineError(r, "@" + args);
    }
}
