package io.github.nlgmetrics.bertscore.tokenizer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * A tokenizer's special-token attributes as transformers 4.26.1's {@code SpecialTokensMixin} holds them:
 * {@code bos_token}, {@code eos_token}, {@code unk_token}, {@code sep_token}, {@code pad_token}, {@code cls_token},
 * {@code mask_token} (each a token or None) and {@code additional_special_tokens}, in that order.
 *
 * <p>{@link #allExtended()} is {@code all_special_tokens_extended}: the set attributes in that order, duplicates
 * (equal {@link AddedToken}s) dropped; {@link #all()} is {@code all_special_tokens}, their contents (a content may
 * repeat when a plain string and an {@code AddedToken} share it).
 */
final class SpecialTokens {
    /** {@code SPECIAL_TOKENS_ATTRIBUTES} less {@code additional_special_tokens}. */
    static final List<String> ATTRIBUTES = List.of("bos_token", "eos_token", "unk_token", "sep_token", "pad_token",
            "cls_token", "mask_token");
    /** The list attribute. */
    static final String ADDITIONAL = "additional_special_tokens";

    private final Map<String, AddedToken> values = new LinkedHashMap<>();
    private List<AddedToken> additional = List.of();

    /** The token of {@code attribute} (one of {@link #ATTRIBUTES}), or null (None). */
    AddedToken get(String attribute) {
        return values.get(attribute);
    }

    /** The content of {@code attribute}'s token, or null. */
    String content(String attribute) {
        AddedToken t = values.get(attribute);
        return t == null ? null : t.content();
    }

    /** Sets {@code attribute} ({@code setattr}); null is None. */
    void set(String attribute, AddedToken token) {
        if (!ATTRIBUTES.contains(attribute)) {
            throw new IllegalArgumentException("not a special token attribute: " + attribute);
        }
        if (token == null) {
            values.remove(attribute);
        } else {
            values.put(attribute, token);
        }
    }

    /** Sets {@code additional_special_tokens}. */
    void setAdditional(List<AddedToken> tokens) {
        additional = List.copyOf(tokens);
    }

    /** {@code all_special_tokens_extended}: the non-empty attributes in order, equal tokens once. */
    List<AddedToken> allExtended() {
        LinkedHashSet<AddedToken> all = new LinkedHashSet<>();
        for (String a : ATTRIBUTES) {
            AddedToken t = values.get(a);
            if (t != null && !t.content().isEmpty()) { // an empty string is falsy; an AddedToken never is
                all.add(t);
            } else if (t != null && !t.plain()) {
                all.add(t);
            }
        }
        all.addAll(additional);
        return new ArrayList<>(all);
    }

    /** {@code all_special_tokens}: the contents of {@link #allExtended()}. */
    List<String> all() {
        List<String> out = new ArrayList<>();
        for (AddedToken t : allExtended()) {
            out.add(t.content());
        }
        return out;
    }

    @Override
    public String toString() {
        return values + (additional.isEmpty() ? "" : " + " + additional);
    }
}
