package io.github.nlgmetrics.ter;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import java.util.List;

/**
 * torchmetrics 1.9.0's {@code translation_edit_rate} as the profile
 * {@code torchmetrics:translation_edit_rate}, each option under torchmetrics' keyword name with
 * its default ({@link TorchmetricsTer}): {@code normalize, no_punctuation, lowercase, asian_support}.
 */
public final class TorchmetricsTerProfiles implements ProfileProvider {
    private static final TorchmetricsTer DEFAULTS = TorchmetricsTer.torchmetrics();

    /** torchmetrics' {@code normalize}: tercom's general and western tokenization. */
    public static final Option<Boolean> NORMALIZE = Option.bool("normalize", TerProfiles.NORMALIZED.flags(),
            DEFAULTS.normalize(), "apply tercom's general tokenization");
    /** torchmetrics' {@code no_punctuation}. */
    public static final Option<Boolean> NO_PUNCTUATION = Option.bool("no_punctuation", TerProfiles.NO_PUNCT.flags(),
            DEFAULTS.noPunctuation(), "remove punctuation");
    /** torchmetrics' {@code lowercase} (true by default: case-insensitive). */
    public static final Option<Boolean> LOWERCASE = Option.bool("lowercase", List.of("--lowercase"),
            DEFAULTS.lowercase(), "lowercase before scoring (torchmetrics' default: true)");
    /** torchmetrics' {@code asian_support}. */
    public static final Option<Boolean> ASIAN_SUPPORT = Option.bool("asian_support", TerProfiles.ASIAN_SUPPORT.flags(),
            DEFAULTS.asianSupport(), "split CJK characters, handle Asian punctuation");

    /** {@code torchmetrics.functional.text.translation_edit_rate}. */
    public static final Profile TRANSLATION_EDIT_RATE = Profile.builder("torchmetrics:translation_edit_rate")
            .description("TER as torchmetrics 1.9.0 translation_edit_rate computes it (float32, 0-1 rate)")
            .options(List.of(NORMALIZE, NO_PUNCTUATION, LOWERCASE, ASIAN_SUPPORT))
            .build(v -> TorchmetricsTer.torchmetrics()
                    .withNormalize(v.get(NORMALIZE))
                    .withNoPunctuation(v.get(NO_PUNCTUATION))
                    .withLowercase(v.get(LOWERCASE))
                    .withAsianSupport(v.get(ASIAN_SUPPORT)));

    @Override
    public List<Profile> profiles() {
        return List.of(TRANSLATION_EDIT_RATE);
    }
}
