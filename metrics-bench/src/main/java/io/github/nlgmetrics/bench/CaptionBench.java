package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.caption.CaptionBleu;
import io.github.nlgmetrics.caption.CaptionCorpus;
import io.github.nlgmetrics.caption.CaptionRougeL;
import io.github.nlgmetrics.caption.CiderD;
import io.github.nlgmetrics.caption.PtbTokenizer;
import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The captioning metrics on a COCO-sized corpus: 5,000 images × 5 references of about 10 words
 * (generated, Zipf-like words), each candidate a noisy copy of its first reference.
 * {@code ciderD} is CIDEr-D on tokenized captions (document frequencies, tf-idf vectors and the
 * similarities of the whole corpus); {@code ptbTokenize} is the PTB tokenizer over all 30,000
 * captions; {@code cocoTable} is the whole {@code nlg-metrics coco} table (PTB, BLEU, ROUGE-L,
 * CIDEr-D).
 *
 * <p>Run: {@code mvn -B -q -pl metrics-bench -am package -DskipTests &&
 * java -jar metrics-bench/target/benchmarks.jar CaptionBench}
 */
@State(Scope.Benchmark)
public class CaptionBench extends CorpusBenchSettings.Long {
    static final int IMAGES = 5000;
    static final int REFS = 5;

    List<String> hyps;
    List<List<String>> refs;
    List<String> allCaptions;

    @Setup
    public void setup() {
        List<List<String>> columns = new ArrayList<>();
        for (int k = 0; k < REFS; k++) {
            columns.add(BenchData.sentences(IMAGES, 10, 3000, 100 + k));
        }
        hyps = BenchData.perturb(columns.get(0), 0.3, 7);
        refs = new ArrayList<>();
        allCaptions = new ArrayList<>(hyps);
        for (int i = 0; i < IMAGES; i++) {
            List<String> r = new ArrayList<>();
            for (int k = 0; k < REFS; k++) {
                r.add(columns.get(k).get(i));
            }
            refs.add(r);
            allCaptions.addAll(r);
        }
    }

    /** CIDEr-D of the corpus, captions already tokenized (ms per corpus). */
    @Benchmark
    public double ciderD() {
        return CiderD.coco().withInput(CaptionCorpus.NONE).corpusScore(hyps, refs).score();
    }

    /** BLEU-4 of the corpus, tokenized (ms per corpus). */
    @Benchmark
    public double bleu() {
        return CaptionBleu.coco().withInput(CaptionCorpus.NONE).corpusScore(hyps, refs).score();
    }

    /** ROUGE-L of the corpus, tokenized (ms per corpus). */
    @Benchmark
    public double rougeL() {
        return CaptionRougeL.coco().withInput(CaptionCorpus.NONE).corpusScore(hyps, refs).score();
    }

    /** The PTB tokenizer over every caption, one run as pycocoevalcap makes it (ms per corpus). */
    @Benchmark
    public int ptbTokenize() {
        return PtbTokenizer.tokenizeCaptions(allCaptions).size();
    }
}
