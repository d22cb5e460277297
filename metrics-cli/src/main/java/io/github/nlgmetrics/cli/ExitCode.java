package io.github.nlgmetrics.cli;

/**
 * The exit codes of {@code nlg-metrics}, by name. Every command returns one of these; a drop-in
 * ({@code cli.dropin.*}) returns its reference tool's own codes, named once for the Python tools in
 * {@link PythonDropInCommand} (argparse's and click's 2, an uncaught exception's 1, 120 after a failed
 * flush) and in the drop-in otherwise (the METEOR 1.5 jar's 2). {@code docs/errors.md} lists the
 * messages that go with them.
 */
public final class ExitCode {
    /** Success. */
    public static final int OK = 0;
    /** The command ran and found failures: failing conformance cases, a regression. */
    public static final int FAILURES = 1;
    /**
     * Bad usage or bad input, a failed write of the results, exhausted memory: one line on stderr,
     * never a stack trace.
     */
    public static final int USAGE = 2;

    private ExitCode() {
    }
}
