package io.github.nlgmetrics.text;

import io.github.nlgmetrics.text.spm.SentencePieceEncoder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * sacrebleu 2.6.0's SentencePiece tokenizers ({@code tokenizer_spm.py}): {@code spm},
 * {@code flores101}, {@code flores200} and {@code spBLEU-1K}. A line becomes
 * {@code " ".join(sp.EncodeAsPieces(line))}, computed by our own {@link SentencePieceEncoder}
 * (SentencePiece 0.1.97 exactly, in Java, no native code), so every piece after a space starts
 * with {@code ▁} and the model's normalization (its {@code precompiled_charsmap}) applies.
 *
 * <table>
 *   <caption>The names, the model file sacrebleu reads and the signature</caption>
 *   <tr><th>name</th><th>{@code $SACREBLEU/models/...}</th><th>signature</th></tr>
 *   <tr><td>{@code spm} (deprecated alias)</td><td>{@code sacrebleu_tokenizer_spm.model}</td><td>{@code flores101}</td></tr>
 *   <tr><td>{@code flores101}</td><td>{@code sacrebleu_tokenizer_spm.model}</td><td>{@code flores101}</td></tr>
 *   <tr><td>{@code flores200}</td><td>{@code flores200sacrebleuspm}</td><td>{@code flores200}</td></tr>
 *   <tr><td>{@code spBLEU-1K}</td><td>{@code spbleu-1k_tokenizer_spm.model}</td><td>{@code spBLEU-1K}</td></tr>
 * </table>
 *
 * <p>The model is found as sacrebleu finds it: {@code $SACREBLEU/models/FILE}, {@code $SACREBLEU}
 * defaulting to {@code ~/.sacrebleu} (an environment variable set to the empty string is used as
 * is, as Python's {@code os.environ.get} does, and {@code ~} is {@code $HOME} first), so a user who has run sacrebleu with the tokenizer
 * once already has it. {@link #of(String, Path)} takes any other model file (our extension: the
 * {@code spm_model} profile option, {@code --spm-model}). Nothing is ever downloaded: a missing
 * file is an {@link IllegalArgumentException} of one line naming the path and where the file
 * comes from. Loaded models are cached by path, size and modification time.
 *
 * <p>Tokenized lines are cached per tokenizer as sacrebleu caches them (its {@code __call__} is an
 * {@code lru_cache(maxsize=2**16)}): a {@link LineCache} of at most about 2^14 lines, kept from
 * a line's second sighting on, so a reference file scored against many systems is encoded twice,
 * not once per system. Encoding is a pure function of the line, so the cache changes no output.
 *
 * <p>Immutable (but for the cache) and thread-safe.
 */
public final class TokenizerSpm implements Tokenizer {
    /** sacrebleu's SentencePiece tokenizer names. */
    public static final List<String> NAMES = List.of("spm", "flores101", "flores200", "spBLEU-1K");

    private static final String FLORES101_URL =
            "https://dl.fbaipublicfiles.com/fairseq/models/flores/sacrebleu_tokenizer_spm.model";
    private static final String FLORES200_URL = "https://tinyurl.com/flores200sacrebleuspm";
    private static final String SPBLEU_1K_URL = "https://www.dlnlp.ai/spBLEU-1K/spbleu-1k_tokenizer_spm.model";

    private static final Map<CacheKey, SentencePieceEncoder> CACHE = new ConcurrentHashMap<>();
    /**
     * Lines per generation of the line cache (at most about twice as many held, a few MB): a line
     * that comes back within 2^13 stored lines stays cached, e.g. the 3,004 lines of a reference
     * file scored with every system in turn.
     */
    static final int LINE_CACHE_GENERATION = 1 << 13;

    private final String name;
    private final Path model;
    private final SentencePieceEncoder encoder;
    private final LineCache lines;

    private TokenizerSpm(String name, Path model, SentencePieceEncoder encoder, int cacheGeneration) {
        this.name = name;
        this.model = model;
        this.encoder = encoder;
        this.lines = new LineCache(cacheGeneration, encoder::encodeToString);
    }

    /** The tokenizer {@code name} with the model sacrebleu would load ({@link #defaultModel}). */
    public static TokenizerSpm sacrebleu(String name) {
        return of(name, defaultModel(name));
    }

    /** The tokenizer {@code name} (its signature) with the model file {@code model}. */
    public static TokenizerSpm of(String name, Path model) {
        return of(name, model, LINE_CACHE_GENERATION);
    }

    /** {@link #of(String, Path)} with a line cache of {@code cacheGeneration} lines per generation (for tests). */
    static TokenizerSpm of(String name, Path model, int cacheGeneration) {
        String url = url(name);
        String notAFile = notAFile(model);
        if (notAFile != null) {
            throw new IllegalArgumentException("SentencePiece model for tokenizer '" + name + "': " + model + " is "
                    + notAFile + ", not a model file");
        }
        if (!Files.isRegularFile(model)) {
            throw new IllegalArgumentException("SentencePiece model for tokenizer '" + name + "' not found: " + model
                    + " (sacrebleu downloads it from " + url + " into $SACREBLEU/models/; copy it there,"
                    + " or give a model file with --spm-model / spm_model)");
        }
        return new TokenizerSpm(name, model, encoder(model), cacheGeneration);
    }

    /**
     * What {@code path} is when it exists but cannot hold a model: {@code "a folder"} or
     * {@code "a device, FIFO or socket"}; null when it is a regular file (after links) or does not
     * exist. sacrebleu downloads only a model whose path does not exist, so such a path is no
     * "not found".
     */
    public static String notAFile(Path path) {
        if (Files.isDirectory(path)) {
            return "a folder";
        }
        return Files.exists(path) && !Files.isRegularFile(path) ? "a device, FIFO or socket" : null;
    }

    /** Whether {@code name} is one of sacrebleu's SentencePiece tokenizers. */
    public static boolean isName(String name) {
        return NAMES.contains(name);
    }

    /** The file sacrebleu reads for {@code name}: {@code $SACREBLEU/models/FILE}. */
    public static Path defaultModel(String name) {
        return defaultModel(name, System.getenv());
    }

    /** {@link #defaultModel(String)} with the environment {@code env} (a command's own, in tests). */
    public static Path defaultModel(String name, Map<String, String> env) {
        String url = url(name);
        return sacrebleuDir(env).resolve("models").resolve(url.substring(url.lastIndexOf('/') + 1));
    }

    /** sacrebleu's {@code SACREBLEU_DIR}: {@code $SACREBLEU}, else {@code ~/.sacrebleu}. */
    public static Path sacrebleuDir() {
        return sacrebleuDir(System.getenv());
    }

    /**
     * {@link #sacrebleuDir()} with the environment {@code env}: {@code SACREBLEU}, else
     * {@code ~/.sacrebleu} with {@code ~} as Python's {@code os.path.expanduser} reads it ({@code HOME},
     * else the account's home directory).
     */
    public static Path sacrebleuDir(Map<String, String> env) {
        String dir = env.get("SACREBLEU");
        if (dir != null) {
            return Path.of(dir);
        }
        String home = env.get("HOME");
        return Path.of(home != null ? home : System.getProperty("user.home"), ".sacrebleu");
    }

    /** Where sacrebleu downloads the model of {@code name} from (the file name is the URL's last part). */
    public static String url(String name) {
        return switch (name) {
            case "spm", "flores101" -> FLORES101_URL;
            case "flores200" -> FLORES200_URL;
            case "spBLEU-1K" -> SPBLEU_1K_URL;
            default -> throw new IllegalArgumentException("not a SentencePiece tokenizer: '" + name + "' (known: "
                    + String.join(", ", NAMES) + ")");
        };
    }

    private static SentencePieceEncoder encoder(Path model) {
        CacheKey key;
        try {
            BasicFileAttributes a = Files.readAttributes(model, BasicFileAttributes.class);
            key = new CacheKey(model.toAbsolutePath().normalize(), a.size(), a.lastModifiedTime().toMillis());
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read SentencePiece model " + model + ": " + e.getMessage());
        }
        return CACHE.computeIfAbsent(key, k -> SentencePieceEncoder.load(model));
    }

    private record CacheKey(Path path, long size, long modified) {
    }

    /** The model file this tokenizer reads. */
    public Path model() {
        return model;
    }

    /** The tokenizer name it was made with ({@code spm}, {@code flores101}, ...). */
    public String name() {
        return name;
    }

    /** The encoder (for its pieces as a list, {@link SentencePieceEncoder#encodeAsPieces}). */
    public SentencePieceEncoder encoder() {
        return encoder;
    }

    @Override
    public String tokenize(String line) {
        return lines.apply(line);
    }

    /**
     * As {@link #tokenize}; a line seen for the first time (not kept by the cache) is written into
     * {@code out} directly, without a string (most hypotheses: a third of the garbage of a run).
     */
    @Override
    public void tokenizeInto(String line, TokenBuffer out) {
        String cached = lines.get(line);
        if (cached != null) {
            out.append(cached);
        } else if (lines.admit(line)) {
            String value = encoder.encodeToString(line);
            lines.put(line, value);
            out.append(value);
        } else {
            out.ensure(4 * line.length() + 64);
            int end = encoder.encodeInto(line, out.chars(), out.length());
            if (end < 0) { // (more than the room made: the encoder says how much)
                out.ensure(-end - out.length());
                end = encoder.encodeInto(line, out.chars(), out.length());
            }
            out.setLength(end);
        }
    }

    /** Lines in the line cache now (for tests). */
    int cachedLines() {
        return lines.size();
    }

    /** sacrebleu's signature: {@code flores101} for {@code spm} and {@code flores101}, else the name. */
    @Override
    public String signature() {
        return name.equals("spm") ? "flores101" : name;
    }

    @Override
    public String toString() {
        return "TokenizerSpm[" + name + ", " + model + "]";
    }
}
