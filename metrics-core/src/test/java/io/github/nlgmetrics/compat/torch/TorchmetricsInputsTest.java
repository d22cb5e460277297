package io.github.nlgmetrics.compat.torch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** How torchmetrics pairs hypotheses with reference lists ({@link TorchmetricsInputs}). */
class TorchmetricsInputsTest {
    @Test
    void validatedZipRaisesOnlyWhenEverySegmentHasAReference() {
        assertThrows(IllegalArgumentException.class,
                () -> TorchmetricsInputs.validatedZipLength(List.of("a", "b", "c"), List.of(List.of("a"), List.of("b"))));
        assertEquals(2, TorchmetricsInputs.validatedZipLength(List.of("a", "b", "c"), List.of(List.of("a"), List.of())));
        assertEquals(0, TorchmetricsInputs.validatedZipLength(List.of(), List.of(List.of())));
        assertEquals(1, TorchmetricsInputs.zipLength(List.of("a", "b"), List.of(List.of("a"))));
    }
}
