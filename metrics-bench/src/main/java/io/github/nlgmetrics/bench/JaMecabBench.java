package io.github.nlgmetrics.bench;

import io.github.nlgmetrics.text.Tokenizer;
import io.github.nlgmetrics.text.Tokenizers;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Throughput of sacrebleu's {@code ja-mecab} tokenizer (metrics-ja: MeCab 0.996 {@code -Owakati}
 * with IPADIC, in Java) in sentences per second, over 2,000 Japanese-like sentences generated
 * with a fixed seed: 5–30 pieces each, most of them common words (particles, verbs, nouns in
 * kanji, katakana loanwords), some runs of random kanji, katakana, Latin letters and digits
 * (unknown words), ending with 。 (about 40 characters a sentence). The dictionary is loaded in
 * the setup, not measured.
 *
 * <p>How to run: {@code mvn -B -q -pl metrics-bench -am package -DskipTests}, then
 * {@code java -jar metrics-bench/target/benchmarks.jar JaMecabBench -f 1 -wi 3 -i 5}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class JaMecabBench {
    private static final int SENTENCES = 2_000;
    private static final String[] WORDS = {"私", "は", "が", "を", "に", "で", "と", "の", "も", "から", "まで",
        "です", "ます", "でした", "ました", "ない", "たい", "そして", "しかし", "今日", "明日", "昨日", "学校", "先生",
        "学生", "日本", "東京", "世界", "政府", "会議", "経済", "問題", "研究", "技術", "時間", "天気", "電車", "行く",
        "来る", "見る", "食べる", "話す", "書いた", "読んだ", "考える", "思います", "大きい", "新しい", "美しい",
        "コンピューター", "インターネット", "ホテル", "レストラン", "ニュース", "サッカー", "、", "「", "」", "？"};

    private String[] sentences;
    private Tokenizer tokenizer;

    @Setup
    public void setup() {
        tokenizer = Tokenizers.byName("ja-mecab");
        SplittableRandom rnd = new SplittableRandom(20261125L);
        sentences = new String[SENTENCES];
        for (int i = 0; i < SENTENCES; i++) {
            StringBuilder sb = new StringBuilder();
            int pieces = 5 + rnd.nextInt(26);
            for (int p = 0; p < pieces; p++) {
                int kind = rnd.nextInt(20);
                if (kind == 0) {
                    sb.appendCodePoint(0x4E00 + rnd.nextInt(0x9FA5 - 0x4E00)).appendCodePoint(0x4E00 + rnd.nextInt(0x9FA5 - 0x4E00));
                } else if (kind == 1) {
                    for (int k = 2 + rnd.nextInt(5); k > 0; k--) {
                        sb.appendCodePoint(0x30A1 + rnd.nextInt(0x30F6 - 0x30A1));
                    }
                } else if (kind == 2) {
                    sb.append("iPhone").append(rnd.nextInt(20));
                } else {
                    sb.append(WORDS[rnd.nextInt(WORDS.length)]);
                }
            }
            sentences[i] = sb.append('。').toString();
        }
        tokenizer.tokenize(sentences[0]);
    }

    /** Tokenizes every sentence; the score is per sentence. Returns the total output length. */
    @Benchmark
    @OperationsPerInvocation(SENTENCES)
    public long tokenize() {
        long total = 0;
        for (String s : sentences) {
            total += tokenizer.tokenize(s).length();
        }
        return total;
    }
}
