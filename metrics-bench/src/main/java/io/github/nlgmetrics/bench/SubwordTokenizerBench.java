package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.bertscore.tokenizer.SubwordTokenizer;
import io.github.nlgmetrics.bertscore.tokenizer.SubwordTokenizers;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Throughput of bert_score's {@code sent_encode} in pure Java, in lines per second: the bundled all-MiniLM-L6-v2
 * WordPiece tokenizer ({@code wordpiece}), GPT-2's byte-level BPE ({@code gpt2-bpe}, from
 * {@code conformance-data/gpt2-bpe/}; its merge cache warm after the first iteration, as on a long corpus), and two
 * SentencePiece tokenizers loaded from the model folders of {@code ../shared/data/bertscore-models/}:
 * {@code xlm-roberta} ({@code XLMRobertaTokenizer}, a 6,000-piece BPE model with byte fallback) and
 * {@code deberta-v3} ({@code DebertaV2Tokenizer}, a 4,000-piece unigram model). Lines:
 * the WMT17 en-de German reference ({@code ../shared/data/wmt17-en-de/reference.de}, 3,004 lines, about 70,000
 * WordPiece tokens); {@link #encode} returns the number of ids, so tokens per second = lines per second × ids per
 * line (printed by {@code setup}).
 *
 * <p>How to run, from the repository root: {@code mvn -B -q -pl metrics-bench -am package -DskipTests}, then
 * {@code java -jar metrics-bench/target/benchmarks.jar SubwordTokenizerBench -f 1 -wi 2 -i 3}. The Python reference
 * for comparison (transformers 4.26.1's slow tokenizers, {@code setup_refs_bertscore.sh}):
 * {@code [bert_score.utils.sent_encode(tok, l) for l in lines]}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class SubwordTokenizerBench {
    private static final int LINES = 3004;

    @Param({"wordpiece", "gpt2-bpe", "xlm-roberta", "deberta-v3"})
    public String tokenizer;

    private List<String> lines;
    private SubwordTokenizer tok;

    @Setup
    public void setup() throws IOException {
        Path dir = Path.of("..", "shared", "data", "wmt17-en-de");
        lines = Files.readAllLines(dir.resolve("reference.de"), StandardCharsets.UTF_8).subList(0, LINES);
        Path models = Path.of("..", "shared", "data", "bertscore-models");
        tok = switch (tokenizer) {
            case "wordpiece" -> SubwordTokenizers.miniLm();
            case "gpt2-bpe" -> {
                Path bpe = Path.of("conformance-data", "gpt2-bpe");
                yield SubwordTokenizers.gpt2(SubwordTokenizers.readBpeVocab(bpe.resolve("encoder.json")),
                        SubwordTokenizers.readMerges(bpe.resolve("vocab.bpe")), 1024);
            }
            case "xlm-roberta" -> SubwordTokenizers.load(models.resolve("tiny-xlm-roberta"));
            case "deberta-v3" -> SubwordTokenizers.load(models.resolve("tiny-deberta-v3"));
            default -> throw new IllegalArgumentException("unknown tokenizer " + tokenizer);
        };
        System.out.println("# " + tokenizer + ": " + encode() + " ids in " + LINES + " lines");
    }

    /** {@code sent_encode} of every line; the score is per line. Returns the number of ids. */
    @Benchmark
    @OperationsPerInvocation(LINES)
    public long encode() {
        long total = 0;
        for (String line : lines) {
            total += tok.encode(line).length;
        }
        return total;
    }
}
