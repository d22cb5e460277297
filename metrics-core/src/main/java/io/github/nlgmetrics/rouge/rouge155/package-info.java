/**
 * The home of ROUGE-1.5.5.pl: its options, measures, averaging, jackknifing and bootstrap, with
 * {@code Rouge155Profiles}; its data directory ({@code Rouge155Data}), including a stock
 * {@code data/} folder's Berkeley DB {@code WordNet-2.0.exc.db} ({@code BerkeleyDbHash}, a
 * read-only reader of the 1.85 and 4.x-6.x hash formats).
 *
 * <p>Reference: ROUGE-1.5.5.pl (Chin-Yew Lin).
 *
 * <p>Dependencies: the root contract, {@code rouge} (tokenization shared with the family),
 * {@code lcs}, {@code parallel}, {@code text} and {@code compat.perl}.
 */
package io.github.nlgmetrics.rouge.rouge155;
