/**
 * How the command line reads its inputs: line-aligned text files and standard input (strict
 * UTF-8, one segment per line, equal line counts: {@code TextInput}, {@code LineReader}), read
 * whole or streamed block by block ({@code CorpusStream}, read ahead on a thread of its own by
 * {@code BlockReader}), JSON Lines ({@code JsonlInput}), COCO caption files ({@code CocoInput}),
 * the naming of several systems ({@code SystemInputs}), and the one sanitizer of names taken from the
 * inputs before they are shown ({@code TerminalText}: controls and bidi overrides written out).
 *
 * <p>Dependencies: none in the command line; only the library and the JDK. No other package of
 * {@code io.github.nlgmetrics.cli} may be imported here (checked by {@code CliLayoutTest}).
 */
package io.github.nlgmetrics.cli.input;
