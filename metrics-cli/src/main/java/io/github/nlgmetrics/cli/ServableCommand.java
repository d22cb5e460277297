package io.github.nlgmetrics.cli;

/**
 * A command that {@code nlg-metrics serve} may run for a request: it reads every input through
 * {@code cli.input} (so the texts a request carries inline stand for its files, and standard input
 * is never the process's own) and prints only to its picocli writers (so what it prints becomes the
 * answer, and the process's standard output stays the protocol's). The metric commands, {@code explain},
 * {@code compare} and {@code profiles} declare it; a drop-in (it writes the process's standard output
 * as its tool does), {@code conformance} and {@code serve} itself do not, and a request for one is
 * refused with one line.
 */
public interface ServableCommand {
}
