package io.github.nlgmetrics.cli.dropin.jiwer;

import io.github.nlgmetrics.cli.PythonDropInCommand;
import io.github.nlgmetrics.cli.ExitCode;
import io.github.nlgmetrics.cli.input.TerminalText;
import io.github.nlgmetrics.cli.report.PyJson;
import io.github.nlgmetrics.compat.python.PyFormat;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.wer.Jiwer;
import io.github.nlgmetrics.wer.JiwerOutput;
import io.github.nlgmetrics.wer.JiwerScore;
import io.github.nlgmetrics.wer.JiwerTransform;
import io.github.nlgmetrics.wer.JiwerVisualization;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;

/**
 * {@code nlg-metrics jiwer -r REF -h HYP [-c] [-a] [-g]}: a drop-in for jiwer 4.0.0's own
 * {@code jiwer} command (a click command): the same grammar ({@code -h} is the hypothesis, not help;
 * {@code --help} is help; short flags combine, {@code -rFILE} and {@code --reference=FILE} work, the
 * last repetition wins), the same stdout and exit codes.
 *
 * <p>What jiwer does, reproduced: each file is read as Python text (UTF-8, universal newlines),
 * every line {@code strip()}ped and DROPPED when its stripped length is at most 1 (a one-character
 * line is not a sentence to it); without {@code -g} the two files must keep the same number of
 * lines; {@code -g} aligns the joined files ({@code wer_contiguous} / {@code cer_contiguous}).
 * Output: Python's {@code print(wer)} ({@code repr} of the float, or an integer — the insertion
 * count — when no reference word is left), or with {@code -a} {@code visualize_alignment} with the
 * measures. jiwer's own failures (a missing or undecodable file, line counts that differ) exit 1
 * with its exception's line on stderr; usage errors exit 2 with click's message.
 *
 * <p>{@code --format json} (ours, long form only) prints instead one JSON object, jiwer's own
 * dict of {@code process_words}/{@code process_characters} ({@code wer}, {@code mer}, {@code wil},
 * {@code wip} or {@code cer}, then {@code hits}, {@code substitutions}, {@code deletions},
 * {@code insertions}; with {@code -a} also {@code alignments}, {@code references},
 * {@code hypotheses}), written as Python's {@code json.dumps}. The default output is unchanged.
 */
@Command(name = "jiwer", description = "jiwer 4.0 command-line drop-in: -r REF -h HYP [-c] [-a] [-g]; "
        + "same output and exit codes.")
public final class JiwerCommand extends PythonDropInCommand {
    @Override
    protected int run(List<String> args, PrintStream out) {
        return run(args, Path.of(""), out, System.err);
    }

    /**
     * As jiwer (a click command) fails to write: click turns a closed pipe into exit 1, silently;
     * any other failed write ({@code >/dev/full}) is Python's {@code OSError}, a traceback and exit
     * 1: here its last line, {@code OSError: [Errno 28] No space left on device}.
     */
    @Override
    protected int writeFailed(IOException cause) {
        if (!io.github.nlgmetrics.cli.StdoutGuard.closedPipe(cause)) {
            System.err.println("nlg-metrics jiwer: " + osError(cause));
            System.err.flush();
        }
        return PYTHON_EXCEPTION;
    }

    /** Python's {@code OSError} line for a failed write: {@code OSError: [Errno N] strerror} for the usual causes. */
    static String osError(IOException cause) {
        String m = cause == null || cause.getMessage() == null ? "Input/output error" : cause.getMessage();
        int errno = switch (m) {
            case "Input/output error" -> 5;
            case "File too large" -> 27;
            case "No space left on device" -> 28;
            case "Disk quota exceeded" -> 122;
            default -> 0;
        };
        return "OSError: " + (errno == 0 ? m : "[Errno " + errno + "] " + m);
    }

    /** Runs the drop-in in {@code cwd}; returns jiwer's exit code. */
    public static int run(List<String> argv, Path cwd, PrintStream out, PrintStream err) {
        JiwerArgs a;
        try {
            a = JiwerArgs.parse(argv);
        } catch (JiwerArgs.UsageException e) {
            err.print("Usage: jiwer [OPTIONS]\nTry 'jiwer --help' for help.\n\nError: " + e.getMessage() + "\n");
            err.flush();
            return CLICK_USAGE;
        }
        if (a.help) {
            out.print(HELP);
            out.flush();
            return ExitCode.OK;
        }
        try {
            List<String> refs = sentences(cwd.resolve(a.reference), a.reference);
            List<String> hyps = sentences(cwd.resolve(a.hypothesis), a.hypothesis);
            if (!a.global && refs.size() != hyps.size()) {
                throw new IllegalArgumentException("ValueError: Number of reference sentences (" + refs.size()
                        + " in '" + a.reference + "') and hypothesis sentences (" + hyps.size() + " in '"
                        + a.hypothesis + "') do not match! Use the `--global` flag to compute the measures over a "
                        + "global alignment of the reference and hypothesis sentences.");
            }
            Jiwer jiwer = Jiwer.of(a.cer ? "process_characters" : "process_words");
            if (a.global) {
                JiwerTransform t = JiwerTransform.preset(a.cer ? "cer_contiguous" : "wer_contiguous");
                jiwer = jiwer.withReferenceTransform(t).withHypothesisTransform(t);
            }
            JiwerOutput o = jiwer.process(refs, hyps);
            if (a.json) {
                // jiwer's own dict: the measures and counts; with -a also the alignments and token lists
                out.print(PyJson.dumps(a.align ? o.fields() : o.score().fields()) + "\n");
            } else if (a.align) {
                out.print(JiwerVisualization.alignment(o, a.cer, true));
            } else {
                out.print(pythonNumber(o.score()) + "\n");
            }
            out.flush();
            return ExitCode.OK;
        } catch (IllegalArgumentException e) {
            out.flush();
            err.println("nlg-metrics jiwer: " + e.getMessage());
            err.flush();
            return PYTHON_EXCEPTION;
        }
    }

    /** {@code print(out.wer)}: Python's {@code repr} of the float, or the integer insertion count of empty references. */
    static String pythonNumber(JiwerScore s) {
        if (s.hits() + s.substitutions() + s.deletions() == 0) {
            return Long.toString(s.insertions());
        }
        return PyFormat.repr(s.wer());
    }

    /** {@code [ln.strip() for ln in f.readlines() if len(ln.strip()) > 1]}, the file read as Python text. */
    static List<String> sentences(Path file, String name) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("FileNotFoundError: [Errno 2] No such file or directory: '" + TerminalText.escape(name) + "'");
        } catch (IOException e) {
            throw new IllegalArgumentException("OSError: cannot read '" + name + "': " + e.getMessage());
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("UnicodeDecodeError: '" + name + "' is not valid UTF-8");
        }
        List<String> out = new ArrayList<>();
        int start = 0;
        int n = text.length();
        for (int i = 0; i <= n; i++) {
            boolean end = i == n;
            char c = end ? 0 : text.charAt(i);
            if (end || c == '\n' || c == '\r') {
                if (end && start == n) {
                    break;
                }
                String line = PyStrings.strip(text.substring(start, i));
                if (line.codePointCount(0, line.length()) > 1) {
                    out.add(line);
                }
                if (!end && c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        return out;
    }

    /** click 8's help of jiwer's command, wrapped as click wraps it: at 78 columns (80 less 2), with or without a terminal. */
    static final String HELP = "Usage: jiwer [OPTIONS]\n\n"
            + "  JiWER is a python tool for computing the word-error-rate of ASR systems. To\n"
            + "  use this CLI, store the reference and hypothesis sentences in a text file,\n"
            + "  where each sentence is delimited by a new-line character. The text files are\n"
            + "  expected to have an equal number of lines, unless the `-g` flag is used. The\n"
            + "  `-g` flag joins computation of the WER by doing a global minimal alignment.\n\n"
            + "Options:\n"
            + "  -r, --reference PATH   Path to new-line delimited text file of reference\n"
            + "                         sentences.  [required]\n"
            + "  -h, --hypothesis PATH  Path to new-line delimited text file of hypothesis\n"
            + "                         sentences.  [required]\n"
            + "  -c, --cer              Compute CER instead of WER.\n"
            + "  -a, --align            Print alignment of each sentence.\n"
            + "  -g, --global           Apply a global minimal alignment between reference\n"
            + "                         and hypothesis sentences before computing the WER.\n"
            + "  --help                 Show this message and exit.\n";
}
