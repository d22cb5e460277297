/**
 * Perl's behaviour where ROUGE-1.5.5.pl's number depends on it ({@code rand}, {@code srand},
 * number printing).
 *
 * <p>Reference: Perl 5 as ROUGE-1.5.5.pl runs on it.
 *
 * <p>Dependencies: {@code compat.python} and the JDK.
 */
package io.github.nlgmetrics.compat.perl;
