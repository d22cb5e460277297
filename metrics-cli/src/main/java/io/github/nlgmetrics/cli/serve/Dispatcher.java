package io.github.nlgmetrics.cli.serve;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.cli.CliErrors;
import io.github.nlgmetrics.cli.ExitCode;
import io.github.nlgmetrics.cli.NlgMetrics;
import io.github.nlgmetrics.cli.ServableCommand;
import io.github.nlgmetrics.cli.input.InlineFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Runs one {@link Request} through the command line's own command and makes the answer from what
 * it printed. The command is built by {@code NlgMetrics} as for {@code nlg-metrics ARGS} (the same
 * options, checks, messages and pipeline), its writers captured, its files the request's texts
 * ({@link InlineFiles}). {@code --format json --full-precision} is added where the command takes
 * them and the request did not choose a format, so the answer holds the numbers as computed.
 *
 * <p>The answer: {@code {"id", "ok": true, "exit": 0, "result": JSON, "warnings": [...]}} where
 * {@code result} is the JSON the command printed (several JSON lines, {@code --sentence-level}: a
 * list), or {@code "text"} when it printed text ({@code --help}, {@code -f text}); for a command
 * that failed {@code {"id", "ok": false, "exit": 2, "error": "nlg-metrics: ..."}}: the command
 * line's one-line message. {@code warnings} are the lines the command printed on its standard error
 * (without the {@code nlg-metrics: } prefix). Nothing a request does escapes as an exception: an
 * {@link Error} (out of memory, a native library that cannot load) is an error answer too.
 */
final class Dispatcher {
    /** Reads the commands' JSON: Python's NaN and Infinity included, several values in a row. */
    private static final ObjectMapper READ = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS).build();

    /** Writes the answers: NaN and Infinity bare (as Python's json writes and reads them), ASCII only. */
    static final ObjectMapper WRITE = JsonMapper.builder()
            .disable(JsonWriteFeature.WRITE_NAN_AS_STRINGS)
            .enable(JsonWriteFeature.ESCAPE_NON_ASCII).build();

    private static final String PREFIX = "nlg-metrics: ";

    private final CommandLines commandLines;

    /** A dispatcher whose command lines come from {@code commandLines}. */
    Dispatcher(CommandLines commandLines) {
        this.commandLines = commandLines;
    }

    /** The answer to {@code request}. */
    ObjectNode answer(Request request) {
        ObjectNode a = WRITE.createObjectNode();
        a.set("id", request.id());
        List<String> args = request.args();
        String name = args.get(0);
        CommandLine cl = commandLines.take(name);
        CommandLine sub = cl.getSubcommands().get(name);
        if (sub != null && !(sub.getCommand() instanceof ServableCommand)) {
            return error(a, ExitCode.USAGE, PREFIX + "serve does not run '" + name + "': it reads or writes the"
                    + " process's own streams or files; run it as a command");
        }
        if (sub != null) {
            commandLines.prepare(name);
        }
        OptionSpec format = sub == null ? null : sub.getCommandSpec().findOption("--format");
        boolean json = format != null && (!given(format, args) || jsonChosen(args));
        String[] argv = sub == null ? args.toArray(String[]::new) : withJson(sub, args);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        List<String> notes = new ArrayList<>();
        int code = InlineFiles.run(request.files(), notes::addAll, () -> NlgMetrics.execute(cl, argv, null));
        cl.getOut().flush();
        cl.getErr().flush();
        List<String> lines = new ArrayList<>(notes);
        err.toString().lines().filter(l -> !l.isBlank()).forEach(lines::add);
        if (code != ExitCode.OK) {
            String message = lines.isEmpty() ? PREFIX + "exit code " + code : lines.remove(lines.size() - 1);
            error(a, code, message);
        } else {
            a.put("ok", true);
            a.put("exit", code);
            if (json) {
                putResult(a, out.toString(), onePerSegment(sub));
            } else {
                a.put("text", out.toString());
            }
        }
        ArrayNode warnings = a.putArray("warnings");
        lines.forEach(l -> warnings.add(l.startsWith(PREFIX) ? l.substring(PREFIX.length()) : l));
        return a;
    }

    /** The answer to a request that could not be run ({@code message}: one line, or an exception's). */
    static ObjectNode failure(JsonNode id, Throwable t) {
        ObjectNode a = WRITE.createObjectNode();
        a.set("id", id);
        if (t instanceof OutOfMemoryError) {
            StringWriter w = new StringWriter();
            CliErrors.outOfMemory(new PrintWriter(w));
            return error(a, ExitCode.USAGE, w.toString().strip());
        }
        return error(a, ExitCode.USAGE, PREFIX + (t instanceof IllegalArgumentException ? t.getMessage()
                : CliErrors.oneLine(t)));
    }

    private static ObjectNode error(ObjectNode a, int code, String message) {
        a.put("ok", false);
        a.put("exit", code);
        a.put("error", message);
        return a;
    }

    /**
     * {@code args} with {@code --format json} (when the command takes it and none was given) and
     * {@code --full-precision} (when the command takes it and prints JSON) added after the command.
     */
    private static String[] withJson(CommandLine sub, List<String> args) {
        List<String> out = new ArrayList<>(args);
        OptionSpec format = sub.getCommandSpec().findOption("--format");
        boolean chosen = format != null && given(format, args);
        if (format != null && !chosen) {
            out.addAll(1, List.of("--format", "json"));
        }
        OptionSpec full = sub.getCommandSpec().findOption("--full-precision");
        if (full != null && !given(full, args) && (!chosen || jsonChosen(args))) {
            out.add(1, "--full-precision");
        }
        return out.toArray(String[]::new);
    }

    /** Whether {@code args} (before a {@code --}) give the option: a name alone, {@code --name=v} or {@code -fv}. */
    private static boolean given(OptionSpec option, List<String> args) {
        for (String a : args.subList(1, args.size())) {
            if (a.equals("--")) {
                return false;
            }
            for (String n : option.names()) {
                if (a.equals(n) || a.startsWith(n + "=") || (!n.startsWith("--") && a.startsWith(n))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the format the request chose is JSON. */
    private static boolean jsonChosen(List<String> args) {
        for (int k = 1; k < args.size(); k++) {
            String a = args.get(k);
            if ((a.equals("-f") || a.equals("--format")) && k + 1 < args.size()) {
                return args.get(k + 1).equalsIgnoreCase("json");
            }
            if (a.equalsIgnoreCase("--format=json") || a.equalsIgnoreCase("-fjson") || a.equalsIgnoreCase("-f=json")) {
                return true;
            }
        }
        return false;
    }

    /** Whether the command printed one JSON line per segment ({@code --sentence-level}). */
    private static boolean onePerSegment(CommandLine sub) {
        return sub != null && sub.getParseResult() != null && sub.getCommandSpec().findOption("--sentence-level") != null
                && sub.getParseResult().hasMatchedOption("--sentence-level");
    }

    /**
     * {@code result}: the JSON printed (one value; a list of the values printed one per segment, or of
     * several values), else {@code text}.
     */
    private static void putResult(ObjectNode a, String printed, boolean perSegment) {
        List<JsonNode> values = new ArrayList<>();
        try (MappingIterator<JsonNode> it = READ.readerFor(JsonNode.class).readValues(printed)) {
            while (it.hasNextValue()) {
                values.add(it.nextValue());
            }
        } catch (IOException | RuntimeException e) {
            a.put("text", printed);
            return;
        }
        if (values.size() == 1 && !perSegment) {
            a.set("result", values.get(0));
        } else if (!values.isEmpty()) {
            a.set("result", WRITE.createArrayNode().addAll(values));
        } else {
            a.put("text", printed);
        }
    }
}
