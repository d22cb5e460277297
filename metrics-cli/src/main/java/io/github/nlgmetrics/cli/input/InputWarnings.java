package io.github.nlgmetrics.cli.input;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.hfevaluate.HfRouge;
import io.github.nlgmetrics.rouge.Rouge;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks of the input that never change a number but find where it is probably wrong: the one
 * place every scoring command (the metric commands, {@code rouge}, and the commands to come) runs
 * its segments through. Each finding is one line, its id a section of {@code docs/warnings.md}
 * that says why it matters:
 * <ul>
 *   <li>{@code identical}: the hypotheses are a reference (sacrebleu #281: a BLEU of 100 from
 *       the wrong file);</li>
 *   <li>{@code tokenized}: PTB-style tokens ({@code " n't"}, a final {@code " ."}) where the profile
 *       tokenizes itself, BPE joins ({@code "@@ "}) or SentencePiece pieces ({@code "▁"}) anywhere;</li>
 *   <li>{@code lsum-no-sentences}: ROUGE-Lsum on hypotheses that hold several sentences without one
 *       sentence break (it then equals ROUGE-L);</li>
 *   <li>{@code empty-hypotheses}: many empty hypothesis lines (a failed decode, a shifted file);</li>
 *   <li>{@code duplicate-reference}: one reference file given twice;</li>
 *   <li>{@code one-segment-corpus}: corpus weights (CIDEr's idf, NIST's information weights) from one segment.</li>
 * </ul>
 * Thresholds are chosen so that WMT17's 16 systems raise nothing and the bundled goldens' inputs
 * only what a short reviewed list says is right there ({@code InputWarningsFalseAlarmTest}).
 */
public final class InputWarnings {
    /**
     * The fewest segments on which the counting checks ({@code identical}, {@code empty-hypotheses},
     * two references with the same lines) judge: fewer are a toy example or a unit test's input,
     * built odd on purpose (the bundled goldens hold hundreds), not a system's output.
     */
    static final int MIN_SEGMENTS = 5;

    /**
     * What the checks need to know of the profile.
     *
     * @param profile the profile's name, for the messages
     * @param tokenizes whether the profile tokenizes (or detokenizes) the text itself
     * @param lsum whether ROUGE-Lsum is computed
     * @param corpusWeights whether the metric's weights come from the whole corpus (CIDEr, NIST)
     */
    public record Traits(String profile, boolean tokenizes, boolean lsum, boolean corpusWeights) {
        /** The profiles whose weights come from the whole corpus: NLTK's NIST and pycocoevalcap's CIDEr-D (idf). */
        private static final List<String> CORPUS_WEIGHTS = List.of("nltk:nist", "coco:cider-d");

        /**
         * What the checks need to know of {@code metric}, built from {@code profile}: whether it
         * tokenizes the text itself (its signature's {@code tok} is a tokenizer, not {@code split}
         * or {@code none}), whether ROUGE-Lsum is among its types on rouge-score's newline split
         * (torchmetrics splits with Punkt: no warning there), and whether its weights come from the
         * corpus (NLTK's NIST, CIDEr-D's idf).
         */
        public static Traits of(Profile profile, Metric<?> metric) {
            String tok = metric.signature(1).entries().get("tok");
            // pycocoevalcap's PTB tokenizer leaves PTB-tokenized text as it is: only a re-tokenizer counts.
            boolean tokenizes = tok != null && !tok.equals("split") && !tok.equals("none") && !tok.equals("ptb");
            Rouge rouge = metric instanceof Rouge r ? r : metric instanceof HfRouge hf ? hf.rouge() : null;
            boolean lsum = rouge != null && rouge.typeNames().contains("rougeLsum");
            return new Traits(profile.name(), tokenizes, lsum, CORPUS_WEIGHTS.contains(profile.name()));
        }
    }

    private final Traits traits;
    private long segments;
    private long empty;
    private long ptb;
    private long bpe;
    private long pieces;
    private long nonEmpty;
    private long withSentenceBreak;
    private long severalSentences;
    private long[] identical;
    private long[] sameReference;
    /** The scan's copy of a hypothesis's characters, reused (one instance is fed by one thread). */
    private char[] buffer = new char[256];

    public InputWarnings(Traits traits) {
        this.traits = traits;
    }

    /** Takes the segments of {@code block} (hypotheses and, per segment, one reference per file). */
    public void add(TextInput.Corpus block) {
        for (int i = 0; i < block.hypotheses().size(); i++) {
            add(block.hypotheses().get(i), block.references().get(i));
        }
    }

    /** Takes one segment. */
    public void add(String hyp, List<String> refs) {
        int n = refs.size();
        if (identical == null) {
            identical = new long[n];
            sameReference = new long[n * n];
        }
        segments++;
        String h = hyp.strip();
        // (one scan of the characters for every mark: SegmentMarkers says why not a regex per mark)
        if (buffer.length < h.length()) {
            buffer = new char[Math.max(h.length(), 2 * buffer.length)];
        }
        int marks = SegmentMarkers.scan(h, buffer);
        if (h.isEmpty()) {
            empty++;
        } else {
            nonEmpty++;
            if ((marks & SegmentMarkers.PTB) != 0) {
                ptb++;
            }
            if ((marks & SegmentMarkers.BPE) != 0) {
                bpe++;
            }
            if ((marks & SegmentMarkers.PIECE) != 0) {
                pieces++;
            }
        }
        if (traits.lsum()) {
            // (only ROUGE-Lsum's check reads these: the search for a newline is skipped elsewhere)
            if (hyp.indexOf('\n') >= 0) {
                withSentenceBreak++;
            } else if ((marks & SegmentMarkers.SENTENCE_INSIDE) != 0) {
                severalSentences++;
            }
        }
        // The first segment fixes the reference slots; a segment with fewer or more references
        // (JSON Lines, COCO images) is checked on the slots it shares with it.
        int slots = identical.length;
        for (int r = 0; r < n && r < slots; r++) {
            if (hyp.equals(refs.get(r))) {
                identical[r]++;
            }
            for (int s = r + 1; s < n && s < slots; s++) {
                if (refs.get(r) != null && refs.get(r).equals(refs.get(s))) {
                    sameReference[r * slots + s]++;
                }
            }
        }
    }

    /**
     * The findings, one line each (without the program's prefix), for a run on the reference
     * files {@code refFiles} (paths as given; empty when the references did not come from files).
     */
    public List<String> findings(List<String> refFiles) {
        List<String> out = new ArrayList<>();
        if (segments == 0) {
            return out;
        }
        int n = identical.length;
        for (int r = 0; r < n; r++) {
            if (segments >= MIN_SEGMENTS && (identical[r] == segments || segments >= 10 && identical[r] * 2 >= segments)) {
                out.add(String.format("warning: %d of %d hypotheses are identical to %s: is the hypothesis file a"
                        + " reference? (docs/warnings.md#identical)", identical[r], segments, name(refFiles, r)));
            }
        }
        if (bpe > 0) {
            out.add(String.format("warning: %d of %d hypotheses hold BPE joins ('@@ '): remove them before scoring"
                    + " (sed -r 's/@@( |$)//g') (docs/warnings.md#tokenized)", bpe, segments));
        }
        if (pieces > 0) {
            out.add(String.format("warning: %d of %d hypotheses hold SentencePiece pieces ('\u2581'): decode them"
                    + " before scoring (docs/warnings.md#tokenized)", pieces, segments));
        }
        if (traits.tokenizes() && ptb > 0 && ptb * 2 >= nonEmpty) {
            out.add(String.format("warning: %d of %d hypotheses look tokenized (\" n't\", \" .\", \" , \"), and %s"
                    + " tokenizes the text itself: give it detokenized text (docs/warnings.md#tokenized)",
                    ptb, segments, traits.profile()));
        }
        if (traits.lsum() && withSentenceBreak == 0 && severalSentences > 0) {
            out.add(String.format("warning: rougeLsum: %d of %d hypotheses hold several sentences but none has a"
                    + " sentence break (a newline; --sentence-sep sets one), so rougeLsum is rougeL"
                    + " (docs/warnings.md#lsum-no-sentences)", severalSentences, segments));
        }
        if (segments >= MIN_SEGMENTS && empty * 4 >= segments) {
            out.add(String.format("warning: %d of %d hypotheses are empty (docs/warnings.md#empty-hypotheses)",
                    empty, segments));
        }
        for (int r = 0; r < n; r++) {
            for (int s = r + 1; s < n; s++) {
                if (sameFile(refFiles, r, s) || segments >= MIN_SEGMENTS && sameReference[r * n + s] == segments) {
                    out.add("warning: " + name(refFiles, r) + " and " + name(refFiles, s) + " are the same reference"
                            + " given twice (docs/warnings.md#duplicate-reference)");
                }
            }
        }
        if (traits.corpusWeights() && segments == 1) {
            out.add("warning: " + traits.profile() + " weights n-grams by statistics of the whole corpus (CIDEr's idf,"
                    + " NIST's information weights); from one segment (one image) they are not what a corpus gives"
                    + " (docs/warnings.md#one-segment-corpus)");
        }
        return out;
    }

    /**
     * The findings for one system of several ({@code compare}, the paired tests): each line names
     * {@code system} ({@code warning: system S: ...}), except a reference given twice, which is the
     * same for every system (a caller that collects several systems' lines keeps one).
     */
    public List<String> findings(List<String> refFiles, String system) {
        List<String> out = new ArrayList<>();
        for (String line : findings(refFiles)) {
            out.add(line.contains("#duplicate-reference)") ? line
                    : "warning: system " + system + ": " + line.substring("warning: ".length()));
        }
        return out;
    }

    private static String name(List<String> refFiles, int r) {
        return r < refFiles.size() ? "reference file " + refFiles.get(r) : "reference " + (r + 1);
    }

    private static boolean sameFile(List<String> refFiles, int r, int s) {
        if (s >= refFiles.size() || refFiles.get(r).equals("-")) {
            return false;
        }
        if (refFiles.get(r).equals(refFiles.get(s))) {
            return true;
        }
        try {
            return Files.isSameFile(Path.of(refFiles.get(r)), Path.of(refFiles.get(s)));
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }
}
