package io.github.nlgmetrics.cli.dropin;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.params.provider.Arguments;

/**
 * A drop-in's recorded matrix: a JSON-lines resource made by running the real tool (its {@code make-*-matrix.py}
 * beside it), whose first line records the command and the input files ({@code "files": {name: content}}) and
 * every later line one case ({@code id}, {@code args}, {@code stdout}, {@code exit}, ...). The files are written
 * into a scratch folder, where the cases run; {@link #close()} removes it. A test class registers it as a
 * JUnit extension ({@code @RegisterExtension static final RecordedMatrix MATRIX = RecordedMatrix.load(...)}),
 * which closes it after the class's tests.
 */
public final class RecordedMatrix implements AutoCloseable, AfterAllCallback {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Path folder;
    private final List<JsonNode> cases;

    private RecordedMatrix(Path folder, List<JsonNode> cases) {
        this.folder = folder;
        this.cases = cases;
    }

    /** Reads {@code resource} (a class-path name) and writes its input files into a new scratch folder. */
    public static RecordedMatrix load(String resource) {
        try (InputStream in = RecordedMatrix.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("no test resource " + resource);
            }
            String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
            Path folder = Files.createTempDirectory("dropin-matrix");
            JsonNode files = JSON.readTree(lines[0]).get("files");
            for (Iterator<Map.Entry<String, JsonNode>> it = files.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                Files.writeString(folder.resolve(e.getKey()), e.getValue().asText(), StandardCharsets.UTF_8);
            }
            List<JsonNode> cases = new ArrayList<>();
            for (int i = 1; i < lines.length; i++) {
                cases.add(JSON.readTree(lines[i]));
            }
            return new RecordedMatrix(folder, List.copyOf(cases));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The scratch folder holding the recorded input files: the working directory of every case. */
    public Path folder() {
        return folder;
    }

    /** One JUnit argument pair per case: a display name ({@code id args}) and the case itself. */
    public Stream<Arguments> arguments() {
        return cases.stream().map(c -> Arguments.of(c.get("id").asText() + " " + c.get("args"), c));
    }

    /** A case's {@code args} as the command line's list. */
    public static List<String> args(JsonNode c) {
        List<String> args = new ArrayList<>();
        c.get("args").forEach(a -> args.add(a.asText()));
        return args;
    }

    /** Closes the matrix after the tests of the class that registered it. */
    @Override
    public void afterAll(ExtensionContext context) {
        close();
    }

    /** Removes the scratch folder and its files. */
    @Override
    public void close() {
        try (Stream<Path> files = Files.list(folder)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Files.delete(p);
            }
            Files.delete(folder);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
