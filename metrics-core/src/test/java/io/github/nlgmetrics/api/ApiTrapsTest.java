package io.github.nlgmetrics.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.DoubleVector;
import io.github.nlgmetrics.IntVector;
import io.github.nlgmetrics.LongVector;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.Score;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.bleu.Bleu;
import io.github.nlgmetrics.bleu.BleuScore;
import io.github.nlgmetrics.rouge.Rouge;
import io.github.nlgmetrics.rouge.RougeResult;
import io.github.nlgmetrics.rouge.RougeScore;
import io.github.nlgmetrics.rouge.RougeType;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The rough edges a new user of the Java API met first, each as the behaviour it has now. */
class ApiTrapsTest {
    private static final String HYP = "the cat sat";
    private static final List<String> REFS = List.of("the cat sat down");

    @Test
    void sentenceBleuIsSacrebleusSentenceBleu() {
        // sacrebleu.sentence_bleu("the cat sat", ["the cat sat down"]).score == 71.65313105737893
        assertEquals(71.65313105737893, Bleu.sentenceBleu(HYP, REFS).score(), 1e-12);
        assertEquals(Bleu.sacrebleuSentence().sentenceScore(HYP, REFS).score(), Bleu.sentenceBleu(HYP, REFS).score());
        // BLEU().sentence_score keeps the object's options: no effective order, no 4-gram match, 0.0
        assertEquals(0.0, Bleu.sacrebleu().sentenceScore(HYP, REFS).score());
    }

    @Test
    void formatTakesTheSignatureThatSignatureReturns() {
        Bleu bleu = Bleu.sacrebleu();
        BleuScore s = bleu.corpusScore(List.of(HYP), List.of(REFS));
        Signature sig = bleu.signature(1);
        assertEquals(s.format("BLEU", 2, false, sig.toString()), s.format("BLEU", 2, false, sig));
        assertTrue(s.format("BLEU", 2, false, sig).startsWith("BLEU|nrefs:1|case:mixed|"));
        assertEquals(s.format("BLEU", 2, false, (String) null), s.format("BLEU", 2, false, (Signature) null));
    }

    @Test
    void scoresHoldingArraysPrintAndCompareTheirValues() {
        BleuScore a = Bleu.sacrebleu().corpusScore(List.of(HYP), List.of(REFS));
        BleuScore b = Bleu.sacrebleu().corpusScore(List.of(HYP), List.of(REFS));
        assertNotSame(a, b);
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertFalse(a.toString().contains("[D@"), a.toString());
        assertTrue(a.toString().contains("counts=[3.0, 2.0, 1.0, 0.0]"), a.toString());
    }

    /**
     * No public record of the library holds an array: per-order and per-item numbers are
     * {@code IntVector}/{@code LongVector}/{@code DoubleVector}, so the generated {@code equals},
     * {@code hashCode} and {@code toString} compare and print values. (The torchmetrics classes are
     * being moved to a package of their own and are checked there.)
     */
    @Test
    void noPublicRecordHoldsAnArray() throws IOException, URISyntaxException, ClassNotFoundException {
        Path classes = Path.of(Metric.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> offenders = new ArrayList<>();
        int checked = 0;
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".class")).toList()) {
                String name = classes.relativize(f).toString().replace('/', '.').replaceAll("\\.class$", "");
                if (name.equals("module-info") || name.contains("Torchmetrics")) {
                    continue;
                }
                Class<?> c = Class.forName(name, false, Metric.class.getClassLoader());
                if (!c.isRecord() || !java.lang.reflect.Modifier.isPublic(c.getModifiers())) {
                    continue;
                }
                checked++;
                for (RecordComponent rc : c.getRecordComponents()) {
                    if (rc.getType().isArray()) {
                        offenders.add(c.getName() + "." + rc.getName());
                    }
                }
            }
        }
        assertTrue(checked >= 20, "found the public records: " + checked);
        assertEquals(List.of(), offenders);
    }

    @Test
    void vectorsCompareAndPrintByValueAndCannotBeChangedFromOutside() {
        double[] values = {1.0, Double.NaN};
        DoubleVector v = DoubleVector.of(values);
        values[0] = 9;
        assertEquals(DoubleVector.of(1.0, Double.NaN), v);
        assertEquals(DoubleVector.of(1.0, Double.NaN).hashCode(), v.hashCode());
        assertEquals("[1.0, NaN]", v.toString());
        v.toArray()[0] = 9;
        assertEquals(1.0, v.get(0));
        assertEquals(LongVector.of(8, 6), LongVector.of(7, 5).plus(LongVector.of(1, 1)));
        assertEquals("[3, 1]", IntVector.of(3, 1).toString());
        assertEquals(2, IntVector.of(3, 1).length());
        assertThrows(IllegalArgumentException.class, () -> LongVector.of(1).plus(LongVector.of(1, 2)));
    }

    @Test
    void rougeTypesAreTypedAndEachRougeScoreIsAScore() {
        RougeResult r = Rouge.rougeScore().withTypes(RougeType.ROUGE_1, RougeType.ROUGE_L, RougeType.rougeN(3))
                .sentenceScore("the cat sat on the mat", List.of("the cat is on the mat"));
        assertEquals(List.of("rouge1", "rougeL", "rouge3"), List.copyOf(r.types()));
        assertEquals(r.get("rougeL"), r.rougeL());
        assertEquals(r.get("rouge3"), r.get(RougeType.rougeN(3)));
        assertEquals(RougeType.parse("rougeLsum"), RougeType.ROUGE_LSUM);
        Score rougeL = r.rougeL();
        assertEquals(r.rougeL().fmeasure(), rougeL.score());
        assertEquals(List.of("precision", "recall", "fmeasure"), List.copyOf(rougeL.fields().keySet()));
        assertThrows(IllegalArgumentException.class, r::rouge2); // not computed: the message names it
        assertThrows(IllegalArgumentException.class, () -> RougeType.rougeN(10));
        RougeScore zero = RougeScore.ZERO;
        assertEquals(0.0, zero.score());
    }

    @Test
    void aCallerThatOwnsItsThreadsPassesThem() {
        List<String> hyps = new ArrayList<>();
        List<List<String>> refs = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            hyps.add("the cat " + i + " sat on the mat");
            refs.add(List.of("the cat " + (i % 7) + " sat on a mat"));
        }
        AtomicInteger tasks = new AtomicInteger();
        List<Thread> threads = new ArrayList<>();
        Executor mine = task -> {
            tasks.incrementAndGet();
            Thread t = new Thread(task, "callers-thread");
            threads.add(t);
            t.start();
        };
        Bleu bleu = Bleu.sacrebleu();
        BleuScore onMine = bleu.corpusScore(hyps, refs, Parallelism.on(mine, 2));
        assertEquals(1, tasks.get(), "one helper on the caller's executor, the calling thread the second worker");
        assertEquals(bleu.corpusScore(hyps, refs, Parallelism.sequential()), onMine);
        assertEquals(bleu.corpusScore(hyps, refs, Parallelism.threads(3)), onMine);
        assertThrows(IllegalArgumentException.class, () -> Parallelism.threads(0));
    }
}
