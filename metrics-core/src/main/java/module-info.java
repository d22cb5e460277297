/**
 * nlg-metrics core: exact, fast text-generation metrics behind one {@link io.github.nlgmetrics.Metric}
 * contract, with a registry of compatibility profiles ({@link io.github.nlgmetrics.Profiles}).
 *
 * <p>Exported: the contract and the registry, one package per metric family, {@code explain}, the
 * significance engine and the tokenizers. Not exported: the kernels ({@code ngram}, {@code lcs},
 * {@code parallel}) and the reference emulation ({@code compat.python}, {@code compat.numpy},
 * {@code compat.perl}), which are implementation details ({@code compat.python}, {@code compat.torch} and
 * {@code parallel} are exported to the METEOR and BERTScore modules only). On the class path (the usual case,
 * and the command line's shaded jar) the same providers are found through
 * {@code META-INF/services}.
 */
module io.github.nlgmetrics.core {
    requires java.xml;

    exports io.github.nlgmetrics;
    exports io.github.nlgmetrics.bleu;
    exports io.github.nlgmetrics.caption;
    exports io.github.nlgmetrics.chrf;
    exports io.github.nlgmetrics.explain;
    exports io.github.nlgmetrics.ter;
    exports io.github.nlgmetrics.rouge;
    exports io.github.nlgmetrics.rouge.rouge155;
    exports io.github.nlgmetrics.gleu;
    exports io.github.nlgmetrics.hfevaluate;
    exports io.github.nlgmetrics.nist;
    exports io.github.nlgmetrics.ribes;
    exports io.github.nlgmetrics.significance;
    exports io.github.nlgmetrics.text;
    exports io.github.nlgmetrics.wer;
    exports io.github.nlgmetrics.text.spm;
    exports io.github.nlgmetrics.torchmetrics;
    // Python emulation and the segment-parallel runner are implementation details shared with the extension
    // modules only.
    exports io.github.nlgmetrics.compat.python to io.github.nlgmetrics.meteor, io.github.nlgmetrics.bertscore;
    exports io.github.nlgmetrics.parallel to io.github.nlgmetrics.bertscore;
    exports io.github.nlgmetrics.compat.torch to io.github.nlgmetrics.bertscore;

    uses io.github.nlgmetrics.ProfileProvider;
    uses io.github.nlgmetrics.text.TokenizerProvider;
    provides io.github.nlgmetrics.ProfileProvider with
            io.github.nlgmetrics.bleu.BleuProfiles,
            io.github.nlgmetrics.caption.CaptionProfiles,
            io.github.nlgmetrics.chrf.ChrfProfiles,
            io.github.nlgmetrics.ter.TerProfiles,
            io.github.nlgmetrics.gleu.GleuProfiles,
            io.github.nlgmetrics.nist.NistProfiles,
            io.github.nlgmetrics.ribes.RibesProfiles,
            io.github.nlgmetrics.rouge.RougeProfiles,
            io.github.nlgmetrics.rouge.rouge155.Rouge155Profiles,
            io.github.nlgmetrics.hfevaluate.HfEvaluateProfiles,
            io.github.nlgmetrics.torchmetrics.TorchmetricsProfiles,
            io.github.nlgmetrics.wer.JiwerProfiles;
}
