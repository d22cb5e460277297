package io.github.nlgmetrics.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * NLTK 3.8's own outputs, recorded by {@code punkt/record_nltk.py} (the command is in its
 * docstring) on every text of the hf-evaluate and torchmetrics golden files and 3,000 generated
 * texts: {@code sent_tokenize} spans, {@code word_tokenize} tokens and the Treebank tokenizer
 * alone must all be equal.
 */
class PunktNltkParityTest {
    record Case(String text, String spans, String words, String treebank) {
    }

    static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        try (InputStream in = PunktNltkParityTest.class.getResourceAsStream("punkt/nltk38-outputs.txt");
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String text = null;
            String spans = null;
            String words = null;
            String tb = null;
            String line;
            while ((line = r.readLine()) != null) {
                int tab = line.indexOf('\t');
                String tag = tab < 0 ? line : line.substring(0, tab);
                String value = tab < 0 ? null : line.substring(tab + 1);
                switch (tag) {
                    case "text" -> text = jsonString(value);
                    case "spans" -> spans = value;
                    case "word" -> words = jsonString(value);
                    case "tb" -> tb = jsonString(value);
                    case "end" -> {
                        out.add(new Case(text, spans, words, tb));
                        text = spans = words = tb = null;
                    }
                    default -> throw new IllegalStateException(line);
                }
            }
        }
        return out;
    }

    /** The spans as code point offsets, like Python's. */
    static String spans(String text, List<int[]> spans) {
        List<String> parts = new ArrayList<>();
        for (int[] s : spans) {
            int a = text.codePointCount(0, Math.min(s[0], text.length()));
            int b = text.codePointCount(0, Math.min(s[1], text.length()));
            parts.add(a + "-" + b);
        }
        return String.join(" ", parts);
    }

    @Test
    void sentencesWordsAndTreebankTokensEqualNltk38() throws IOException {
        List<Case> cases = cases();
        assertTrue(cases.size() > 8000, "cases: " + cases.size());
        int treebank = 0;
        List<String> failures = new ArrayList<>();
        for (Case c : cases) {
            String spans = spans(c.text(), PunktSentenceTokenizer.english().spans(c.text()));
            if (!spans.equals(c.spans())) {
                failures.add("spans of " + c.text() + ": " + spans + " != " + c.spans());
            }
            String words = String.join(" ", NltkWordTokenizer.wordTokenize(c.text()));
            if (!words.equals(c.words())) {
                failures.add("word_tokenize of " + c.text() + ":\n  " + words + "\n  " + c.words());
            }
            if (c.treebank() != null) {
                treebank++;
                String tb = String.join(" ", NltkWordTokenizer.treebank(c.text()));
                if (!tb.equals(c.treebank())) {
                    failures.add("treebank of " + c.text() + ":\n  " + tb + "\n  " + c.treebank());
                }
            }
        }
        assertTrue(treebank >= 2900, "treebank cases: " + treebank);
        assertEquals(List.of(), failures.subList(0, Math.min(20, failures.size())),
                failures.size() + " of " + cases.size() + " differ");
    }

    /** A JSON string literal as Python's {@code json.dumps} writes it. */
    static String jsonString(String s) {
        if (s.length() < 2 || s.charAt(0) != '"' || s.charAt(s.length() - 1) != '"') {
            throw new IllegalArgumentException(s);
        }
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 1; i < s.length() - 1; i++) {
            char c = s.charAt(i);
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char k = s.charAt(++i);
            switch (k) {
                case 'n' -> sb.append('\n');
                case 't' -> sb.append('\t');
                case 'r' -> sb.append('\r');
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'u' -> {
                    sb.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                default -> sb.append(k);
            }
        }
        return sb.toString();
    }
}
