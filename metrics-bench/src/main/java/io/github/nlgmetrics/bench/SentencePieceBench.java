package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.bleu.Bleu;
import io.github.nlgmetrics.bleu.BleuScore;
import io.github.nlgmetrics.text.TokenizerSpm;
import io.github.nlgmetrics.text.spm.SentencePieceEncoder;
import java.io.IOException;
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
 * Throughput of the pure-Java SentencePiece encoder ({@link SentencePieceEncoder#encodeToString},
 * what sacrebleu's {@code flores200} tokenizer computes per line) in lines per second, and of corpus
 * BLEU with {@code tokenize=flores200} (tokenizing both sides) in segments per second, under a
 * unigram and a BPE stand-in model of {@code conformance-data/spm-models/}. Lines: the WMT17 en-de
 * German reference and the uedin-nmt output ({@code ../shared/data/wmt17-en-de}, 3,004 lines).
 *
 * <p>{@code encode} runs on one encoder, so from the second iteration on every BPE word is in the
 * thread's word memo (the steady state of a long corpus, whose words repeat); {@code corpusBleu}
 * builds a new tokenizer per invocation (the model comes from the loaded-model cache), so its line
 * cache starts empty and holds no line: each line is encoded, as in a run over distinct lines.
 *
 * <p>How to run, from the repository root: {@code mvn -B -q -pl metrics-bench -am package -DskipTests},
 * then {@code java -jar metrics-bench/target/benchmarks.jar SentencePieceBench -f 1 -wi 2 -i 3}.
 * The same lines through the Python library for comparison:
 * {@code python3 -c "import sentencepiece as s; sp = s.SentencePieceProcessor(model_file=M); [' '.join(sp.EncodeAsPieces(l)) for l in lines]"}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class SentencePieceBench {
    private static final int LINES = 3004;

    @Param({"unigram-8k.model", "bpe-8k.model"})
    public String model;

    private List<String> hyps;
    private List<List<String>> refs;
    private SentencePieceEncoder encoder;
    private Path file;

    @Setup
    public void setup() throws IOException {
        BenchData.Corpus wmt = BenchData.wmt17De(LINES);
        hyps = wmt.hyps();
        refs = wmt.refs();
        file = Path.of("conformance-data", "spm-models", model);
        encoder = SentencePieceEncoder.load(file);
    }

    /** Encodes every hypothesis line; the score is per line. Returns the total output length. */
    @Benchmark
    @OperationsPerInvocation(LINES)
    public long encode() {
        long total = 0;
        for (String line : hyps) {
            total += encoder.encodeToString(line).length();
        }
        return total;
    }

    /** Corpus BLEU with {@code tokenize=flores200}, a new (empty) line cache each time; the score is per segment. */
    @Benchmark
    @OperationsPerInvocation(LINES)
    public BleuScore corpusBleu() {
        return Bleu.sacrebleu().withTokenizer(TokenizerSpm.of("flores200", file)).corpusScore(hyps, refs);
    }
}
