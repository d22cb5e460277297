/**
 * Not exported: {@code ArrayRecords}, value-based {@code equals}/{@code hashCode}/{@code toString}
 * for the score records that hold arrays.
 *
 * <p>Reference: none.
 *
 * <p>Dependencies: the JDK only.
 */
package io.github.nlgmetrics.internal;
