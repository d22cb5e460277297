package io.github.nlgmetrics.cli.input;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.function.Consumer;

/**
 * Reads a {@link CorpusStream}'s blocks on a thread of its own, one or two blocks ahead of the
 * caller, so that decoding the next block overlaps scoring the current one (while the workers
 * score a block, the reading thread would otherwise wait, and while it reads, they would). The
 * caller sees the same blocks, in order, and a reading error (invalid UTF-8, line counts that
 * differ) when it reaches the block where the error was found, as a sequential read would report it.
 */
public final class BlockReader implements AutoCloseable {
    /** What the reading thread hands over: a block, the end, or the error that ended the reading. */
    private record Item(TextInput.Corpus block, RuntimeException error) {
    }

    private static final Item END = new Item(null, null);

    private final BlockingQueue<Item> ahead = new ArrayBlockingQueue<>(2);
    private final Thread reader;
    private boolean finished;

    /** Starts reading {@code stream} in blocks of {@code blockSize} segments. */
    public BlockReader(CorpusStream stream, int blockSize) {
        this(stream, blockSize, block -> { });
    }

    /**
     * As above, each block also given to {@code onRead} on the reading thread, in order, before it
     * is handed over: work on the text that the scores do not wait for (the input checks,
     * {@link InputWarnings}) runs there, beside the scoring instead of between two blocks. What
     * {@code onRead} gathered may be read once {@link #next()} has returned null (the end).
     */
    public BlockReader(CorpusStream stream, int blockSize, Consumer<TextInput.Corpus> onRead) {
        reader = new Thread(() -> {
            try {
                for (TextInput.Corpus b = stream.next(blockSize); b != null; b = stream.next(blockSize)) {
                    onRead.accept(b);
                    ahead.put(new Item(b, null));
                }
                ahead.put(END);
            } catch (RuntimeException e) {
                putQuietly(new Item(null, e));
            } catch (InterruptedException e) {
                // the caller stopped reading (an error while scoring, or close())
            }
        }, "nlg-metrics-reader");
        reader.setDaemon(true);
        reader.start();
    }

    private void putQuietly(Item item) {
        try {
            ahead.put(item);
        } catch (InterruptedException e) {
            // the caller stopped reading
        }
    }

    /** The next block, or null at the end; a reading error is thrown here, in its place. */
    public TextInput.Corpus next() {
        if (finished) {
            return null;
        }
        Item item;
        try {
            item = ahead.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading the input", e);
        }
        if (item.error() != null) {
            finished = true;
            throw item.error();
        }
        if (item == END) {
            finished = true;
            return null;
        }
        return item.block();
    }

    /**
     * Stops the reading thread (the stream itself is closed by its owner, after this). It is not
     * waited for beyond a moment: a read of a terminal's standard input cannot be interrupted, and
     * the thread is a daemon whose blocks are discarded.
     */
    @Override
    public void close() {
        reader.interrupt();
        try {
            reader.join(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
