package io.github.nlgmetrics.cli.serve;

import io.github.nlgmetrics.cli.NlgMetrics;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import picocli.CommandLine;

/**
 * The command lines {@code serve} runs its requests on, each built anew by {@code NlgMetrics} (a
 * command's options hold the state of one run, so none is reused), the next one for the command of
 * the last request built ahead on a thread of its own while that request runs: picocli's reflection
 * over a metric command's options costs about a millisecond, half of a small request, and a caller
 * scoring in a loop asks for the same command again.
 */
final class CommandLines implements AutoCloseable {
    private final ExecutorService builder = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "nlg-metrics-serve-prebuild");
        t.setDaemon(true);
        return t;
    });
    private String nextName;
    private Future<CommandLine> next;

    /** A fresh command line for arguments starting with {@code name} (see {@code NlgMetrics.commandLine}). */
    CommandLine take(String name) {
        if (name.equals(nextName) && next != null) {
            Future<CommandLine> ready = next;
            next = null;
            if (ready.cancel(false)) {
                // not started yet (a busy machine): build it here rather than wait for the builder's turn
                return NlgMetrics.commandLine(name);
            }
            try {
                return ready.get();
            } catch (ExecutionException e) {
                // built the usual way below, where its failure is the request's
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return NlgMetrics.commandLine(name);
    }

    /** Starts building the next command line for {@code name} (a servable command: one of the cheap ones to build). */
    void prepare(String name) {
        if (next != null) {
            next.cancel(false);
        }
        nextName = name;
        next = builder.submit(() -> NlgMetrics.commandLine(name));
    }

    @Override
    public void close() {
        builder.shutdownNow();
    }
}
