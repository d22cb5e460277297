package io.github.nlgmetrics.cli;

/**
 * A drop-in for a Python tool's command ({@code sacrebleu}, {@code jiwer}, {@code bert-score}): its
 * parser (argparse, click) reads {@code --} itself, so it reaches it as given ({@code @file} too, as
 * it reaches every command: a file name), and its exit codes are Python's, named here once.
 */
public abstract class PythonDropInCommand extends DropInCommand {
    /** argparse's exit code for a usage error. */
    public static final int ARGPARSE_USAGE = 2;
    /** click's exit code for a usage error. */
    public static final int CLICK_USAGE = 2;
    /** An uncaught Python exception (a traceback; a drop-in prints its last line). */
    public static final int PYTHON_EXCEPTION = 1;
    /** Python's exit code after a failed flush of stdout at exit ("Exception ignored in: ..."). */
    public static final int PYTHON_FLUSH_FAILED = 120;

    /** argparse and click parse {@code --} themselves. */
    @Override
    public final boolean parsesOwnArguments() {
        return true;
    }
}
