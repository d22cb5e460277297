/**
 * Python's behaviour where a reference's number or text depends on it: {@code str.split}
 * whitespace, case mapping, {@code repr} of floats, rounding, regular expressions.
 *
 * <p>Reference: CPython 3 (as every Python reference runs on it).
 *
 * <p>Dependencies: the JDK only; exported to the METEOR module as well.
 */
package io.github.nlgmetrics.compat.python;
