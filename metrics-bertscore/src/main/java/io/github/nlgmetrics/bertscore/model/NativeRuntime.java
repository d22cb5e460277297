package io.github.nlgmetrics.bertscore.model;

import ai.onnxruntime.OrtEnvironment;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

/**
 * ONNX Runtime's environment, loaded once, with two faults of its loader handled (issue 39):
 * <ul>
 *   <li>ONNX Runtime for Java unpacks its native libraries into a new folder
 *       {@code onnxruntime-java*} of {@code java.io.tmpdir} before it can load them. Where that
 *       folder is missing, not a folder, read-only, full or mounted {@code noexec} (a common
 *       hardening of {@code /tmp}), its class initialiser fails with an
 *       {@link ExceptionInInitializerError} (later uses: {@link NoClassDefFoundError}; a library that
 *       cannot be mapped: {@link UnsatisfiedLinkError}), Errors that no caller expects. They become
 *       one {@link UncheckedIOException} naming the folder, the cause, and the remedy
 *       ({@code -Djava.io.tmpdir=DIR} in {@code NLG_METRICS_JAVA_OPTS}).</li>
 *   <li>The loader asks for the libraries and their folder to be deleted when the JVM exits, the
 *       folder first, while it still holds them: every run left an empty {@code onnxruntime-java*}
 *       folder. A shutdown hook removes the unpacked files and the folder (a loaded library may be
 *       unlinked on Linux and macOS; elsewhere the loader's own deletion stays).</li>
 * </ul>
 */
final class NativeRuntime {
    private static final AtomicBoolean CLEANUP = new AtomicBoolean();

    private NativeRuntime() {
    }

    /** ONNX Runtime's shared environment; an {@link UncheckedIOException} when its library cannot be loaded. */
    static OrtEnvironment environment() {
        OrtEnvironment env;
        try {
            env = OrtEnvironment.getEnvironment();
        } catch (ExceptionInInitializerError | NoClassDefFoundError | UnsatisfiedLinkError e) {
            if (CLEANUP.compareAndSet(false, true)) {
                removeUnpackedAtExit(); // (a noexec folder: the loader made its folder before it failed)
            }
            throw new UncheckedIOException(new IOException(message(e), e));
        }
        if (CLEANUP.compareAndSet(false, true)) {
            removeUnpackedAtExit();
        }
        return env;
    }

    /** The one line for a loader that failed with {@code e}. */
    static String message(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String cause = root.getMessage() == null ? root.getClass().getSimpleName()
                : root.getClass().getSimpleName() + ": " + root.getMessage();
        if (e instanceof NoClassDefFoundError && e.getCause() == null) {
            cause = "its first load failed earlier in this run (" + e.getMessage() + ")";
        }
        String tmp = System.getProperty("java.io.tmpdir");
        return "ONNX Runtime cannot load its native library, which it unpacks into java.io.tmpdir (" + tmp
                + "): " + cause.replace('\n', ' ') + "; that folder must exist and be writable, with room and"
                + " without noexec: choose another with NLG_METRICS_JAVA_OPTS=-Djava.io.tmpdir=DIR";
    }

    /** Removes the loader's folder and what it unpacked when the JVM exits (see the class comment). */
    private static void removeUnpackedAtExit() {
        Path folder = unpackedFolder();
        if (folder == null || File.separatorChar != '/') {
            return;
        }
        try {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try (Stream<Path> files = Files.list(folder)) {
                    for (Path f : (Iterable<Path>) files::iterator) {
                        Files.deleteIfExists(f);
                    }
                    Files.deleteIfExists(folder);
                } catch (IOException | RuntimeException e) {
                    // gone already, or not ours to remove: the loader's deleteOnExit still runs
                }
            }, "nlg-metrics-onnxruntime-cleanup"));
        } catch (IllegalStateException e) {
            // already shutting down
        }
    }

    /** The folder the loader unpacked into (its private {@code OnnxRuntime.tempDirectory}), or null. */
    private static Path unpackedFolder() {
        try {
            Field f = Class.forName("ai.onnxruntime.OnnxRuntime").getDeclaredField("tempDirectory");
            f.setAccessible(true);
            Object value = f.get(null);
            if (value instanceof Path p && p.getFileName() != null
                    && p.getFileName().toString().startsWith("onnxruntime-java")) {
                return p;
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            // another ONNX Runtime version: its own clean-up stays
        }
        return null;
    }
}
