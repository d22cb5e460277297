package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.NamedChoice;

/**
 * NLTK 3.8's {@code SmoothingFunction().method0 .. method7} (Chen and Cherry 2014), as
 * {@link NltkBleu} applies them to the corpus precisions {@code p_n} (exact
 * {@code Fraction(matches, max(1, total), _normalize=False)} values):
 *
 * <ul>
 *   <li>{@code method0}: none; a zero precision becomes {@code sys.float_info.min}, so the score
 *       is a tiny positive number (about 1e-77 for four equal weights) instead of 0.</li>
 *   <li>{@code method1}: a zero precision becomes {@code (0 + epsilon) / denominator}.</li>
 *   <li>{@code method2}: orders n ≥ 2 become {@code (numerator + 1) / (denominator + 1)} — on the
 *       raw (unreduced) counts; the unigram precision is left alone.</li>
 *   <li>{@code method3}: the k-th zero precision becomes {@code 1 / (2^k · denominator)}.</li>
 *   <li>{@code method4}: the k-th zero precision becomes
 *       {@code 1 / (2^k · K / ln(hyp_len)) / denominator}, {@code hyp_len} the corpus hypothesis
 *       length, only when {@code hyp_len > 1} (else the zero stays and is skipped).</li>
 *   <li>{@code method5}: {@code p_n ← (m_{n-1} + p_n + p_{n+1}) / 3} with {@code m_0 = p_1 + 1};
 *       the extra precision after the last order is always the order-5 precision of the LAST
 *       sentence, whatever the number of weights.</li>
 *   <li>{@code method6}: needs at least three orders (IndexError) and a non-zero trigram precision
 *       (AssertionError); {@code p_n ← (m_n + α·p_{n-1}²/p_{n-2}) / (l_n + α)} for n ≥ 3, where
 *       {@code l_n} counts the n-grams of the LAST hypothesis while {@code m_n} is the corpus count.</li>
 *   <li>{@code method7}: method4, then method5.</li>
 * </ul>
 */
public enum NltkSmoothing implements NamedChoice {
    METHOD0, METHOD1, METHOD2, METHOD3, METHOD4, METHOD5, METHOD6, METHOD7;

    /** The method named {@code methodK} (or just {@code K}), NLTK's {@link #id()}s {@code method0} .. {@code method7}. */
    public static NltkSmoothing of(String name) {
        String key = name.trim();
        return NamedChoice.byId(NltkSmoothing.class, key.matches("[0-7]") ? "method" + key : key,
                "NLTK smoothing method");
    }
}
