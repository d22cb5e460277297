package io.github.nlgmetrics.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Progress on stderr only when it is a terminal, only for long runs, erased at the end. */
class ProgressTest {
    @Test
    void aLongRunOnATerminalShowsDoneRateAndEtaThenErasesTheLine() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        AtomicLong clock = new AtomicLong();
        try (Progress p = new Progress(new PrintStream(err, true, StandardCharsets.UTF_8), true, clock::get,
                "segments", 1000)) {
            p.advance(100); // at t=0: quiet
            assertEquals("", err.toString(StandardCharsets.UTF_8));
            clock.set(4_000_000_000L);
            p.advance(300); // 400 in 4 s
        }
        String shown = err.toString(StandardCharsets.UTF_8);
        assertTrue(shown.startsWith("\rsegments: 400/1000 (40%), 100/s, ETA 6 s"), shown);
        assertTrue(shown.endsWith("\r\u001b[K"), shown);
    }

    @Test
    void aShortRunOrANonTerminalPrintsNothing() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        AtomicLong clock = new AtomicLong();
        try (Progress p = new Progress(new PrintStream(err, true, StandardCharsets.UTF_8), false, clock::get,
                "segments", 10)) {
            clock.set(10_000_000_000L);
            p.advance(10);
        }
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        assertFalse(Progress.stderrIsTerminal(), "surefire's stderr is not a terminal");
    }

    @Test
    void aTotalKnownOnlyAsTheWorkStartsIsShownOnceKnown() {
        // BERTScore: the distinct sentences are counted when the embedding starts (ScoringProgress.embedded)
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        AtomicLong clock = new AtomicLong();
        try (Progress p = new Progress(new PrintStream(err, true, StandardCharsets.UTF_8), true, clock::get,
                "sentences embedded", 0)) {
            p.update(0, 256);
            clock.set(4_000_000_000L);
            p.update(128, 256);
        }
        String shown = err.toString(StandardCharsets.UTF_8);
        assertTrue(shown.startsWith("\rsentences embedded: 128/256 (50%), 32/s, ETA 4 s"), shown);
    }

    @Test
    void quietTurnsItOff() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try (Progress p = Progress.on(new PrintStream(err, true, StandardCharsets.UTF_8), true, "segments", 10)) {
            assertFalse(p.active(), "-q: no progress line, even on a terminal");
        }
    }
}
