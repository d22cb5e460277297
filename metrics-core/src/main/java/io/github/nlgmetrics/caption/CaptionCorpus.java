package io.github.nlgmetrics.caption;

import io.github.nlgmetrics.Stats;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How pycocoevalcap's {@code COCOEvalCap.evaluate} prepares captions before its scorers see
 * them, and the checks every scorer makes on the result.
 *
 * <p>With {@link #PTB}, the candidate captions and the reference captions go (separately) through
 * {@link PtbTokenizer#tokenizeCaptions}: one tokenizer run per side whose output lines are zipped
 * back to the captions in order, so a caption holding a line break ({@code \r}, U+2028, form feed)
 * shifts every later caption and the last ones fall off. The scorers then assert that both sides
 * name the same images, that each image has exactly one candidate and at least one reference
 * ({@code AssertionError} in the reference; an {@link IllegalArgumentException} here).
 * With {@link #NONE} ({@code tokenized: true}) the captions reach the scorers exactly as given.
 */
public enum CaptionCorpus {
    /** Captions as given ({@code tokenized: true}). */
    NONE,
    /** CoreNLP 3.4.1 {@code PTBTokenizer -preserveLines -lowerCase} plus the punctuation filter. */
    PTB;

    /** A corpus ready for the scorers: one candidate and its references per image. */
    public record Prepared(List<String> hypotheses, List<List<String>> references) {
    }

    /** One caption as a lone caption would come out of the preparation (for sentence scores). */
    public String caption(String text) {
        return this == PTB ? PtbTokenizer.tokenizeCaption(text) : text;
    }

    /**
     * The corpus as the scorers receive it; throws {@link IllegalArgumentException} where
     * pycocoevalcap's scorers raise {@code AssertionError}.
     */
    public Prepared prepare(List<String> hypotheses, List<? extends List<String>> references) {
        java.util.Objects.requireNonNull(hypotheses, "hypotheses");
        java.util.Objects.requireNonNull(references, "references");
        Stats.requireSameLength(hypotheses.size(), references.size());
        for (int i = 0; i < hypotheses.size(); i++) {
            if (hypotheses.get(i) == null) {
                throw new IllegalArgumentException("the hypothesis of image " + i + " is null");
            }
            if (references.get(i) == null) {
                throw new IllegalArgumentException("the references of image " + i + " are null");
            }
        }
        if (this == NONE) {
            List<List<String>> refs = new ArrayList<>(references.size());
            for (List<String> r : references) {
                refs.add(List.copyOf(r));
            }
            Prepared p = new Prepared(List.copyOf(hypotheses), refs);
            check(p, hypotheses.size());
            return p;
        }
        List<Integer> hypImages = new ArrayList<>();
        for (int i = 0; i < hypotheses.size(); i++) {
            hypImages.add(i);
        }
        List<Integer> refImages = new ArrayList<>();
        List<String> refCaptions = new ArrayList<>();
        for (int i = 0; i < references.size(); i++) {
            for (String r : references.get(i)) {
                refImages.add(i);
                refCaptions.add(r);
            }
        }
        Map<Integer, List<String>> res = zip(hypImages, PtbTokenizer.tokenizeCaptions(hypotheses));
        Map<Integer, List<String>> gts = zip(refImages, PtbTokenizer.tokenizeCaptions(refCaptions));
        if (!res.keySet().equals(gts.keySet())) {
            throw new IllegalArgumentException("after PTB tokenization the candidates cover " + res.size()
                    + " images and the references " + gts.size() + " (a caption with a line break shifts every"
                    + " later caption; pycocoevalcap: AssertionError)");
        }
        List<String> hyps = new ArrayList<>();
        List<List<String>> refs = new ArrayList<>();
        for (Map.Entry<Integer, List<String>> e : gts.entrySet()) {
            List<String> h = res.get(e.getKey());
            if (h.size() != 1) {
                throw new IllegalArgumentException("image " + e.getKey() + " has " + h.size()
                        + " candidate captions, not 1 (pycocoevalcap: AssertionError)");
            }
            hyps.add(h.get(0));
            refs.add(e.getValue());
        }
        return new Prepared(hyps, refs);
    }

    private static Map<Integer, List<String>> zip(List<Integer> images, List<String> lines) {
        Map<Integer, List<String>> out = new LinkedHashMap<>();
        int n = Math.min(images.size(), lines.size());
        for (int i = 0; i < n; i++) {
            out.computeIfAbsent(images.get(i), k -> new ArrayList<>()).add(lines.get(i));
        }
        return out;
    }

    private static void check(Prepared p, int images) {
        for (int i = 0; i < images; i++) {
            requireReferences(i, p.references().get(i));
        }
    }

    /** pycocoevalcap's {@code assert(len(ref) > 0)}: every image needs a reference caption. */
    static void requireReferences(int image, List<String> refs) {
        if (refs.isEmpty()) {
            throw new IllegalArgumentException("image " + image
                    + " has no reference caption (pycocoevalcap: AssertionError)");
        }
    }
}
