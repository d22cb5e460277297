/**
 * Why two profiles of one family give different numbers: the walk from one profile's point to
 * another's, cause by cause, with the segments that move the number.
 *
 * <p>Reference: none: it reads the {@link io.github.nlgmetrics.BehaviourFamily} declarations of
 * the profiles.
 *
 * <p>Dependencies: the root contract only (profiles reach it as data).
 */
package io.github.nlgmetrics.explain;
