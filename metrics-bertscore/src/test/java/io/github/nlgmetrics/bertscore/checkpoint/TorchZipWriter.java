package io.github.nlgmetrics.bertscore.checkpoint;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;

/**
 * Writes zip archives laid out as torch.save lays them out (records STORED, data aligned to 64 bytes by
 * a padding extra field), for the tests. ZIP64 records are written when an offset or size needs them,
 * or always when asked; a record given without bytes is a hole (zeros in a sparse file), so an archive
 * past 4 GiB costs nothing to write. CRCs of holes are left 0 (the reader never checks them).
 */
final class TorchZipWriter {
    private static final long MAX32 = 0xFFFFFFFFL;

    /** One record; {@code data == null}: {@code size} zero bytes, not written. {@code method} 0 is STORED. */
    record Record(String name, byte[] data, long size, int method) {
        static Record of(String name, byte[] data) {
            return new Record(name, data, data.length, 0);
        }

        static Record text(String name, String text) {
            return of(name, text.getBytes(StandardCharsets.UTF_8));
        }

        static Record hole(String name, long size) {
            return new Record(name, null, size, 0);
        }
    }

    private TorchZipWriter() {
    }

    /** The archive {@code prefix/data.pkl}, {@code prefix/data/KEY} for each storage, {@code prefix/version}. */
    static List<Record> checkpoint(String prefix, byte[] pickle, List<Record> storages) {
        List<Record> records = new ArrayList<>();
        records.add(Record.of(prefix + "/data.pkl", pickle));
        for (Record s : storages) {
            records.add(new Record(prefix + "/data/" + s.name(), s.data(), s.size(), s.method()));
        }
        records.add(Record.text(prefix + "/version", "3\n"));
        return records;
    }

    static void write(Path file, List<Record> records, boolean forceZip64) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE)) {
            long at = 0;
            long[] headerAt = new long[records.size()];
            long[] crcs = new long[records.size()];
            for (int i = 0; i < records.size(); i++) {
                Record r = records.get(i);
                byte[] name = r.name().getBytes(StandardCharsets.UTF_8);
                boolean z64 = forceZip64 || r.size() >= MAX32;
                int base = 30 + name.length + (z64 ? 20 : 0);
                int pad = (int) ((64 - (at + base + 4) % 64) % 64);
                ByteBuffer h = le(base + 4 + pad);
                if (r.data() != null) {
                    CRC32 crc = new CRC32();
                    crc.update(r.data());
                    crcs[i] = crc.getValue();
                }
                h.putInt(0x04034b50).putShort((short) (z64 ? 45 : 20)).putShort((short) 0).putShort((short) r.method())
                        .putInt(0).putInt((int) crcs[i]).putInt(z64 ? -1 : (int) r.size()).putInt(z64 ? -1 : (int) r.size())
                        .putShort((short) name.length).putShort((short) (h.capacity() - 30 - name.length)).put(name);
                if (z64) {
                    h.putShort((short) 1).putShort((short) 16).putLong(r.size()).putLong(r.size());
                }
                h.putShort((short) 0x4246).putShort((short) pad);
                ch.write(h.position(h.capacity()).flip(), at);
                headerAt[i] = at;
                at += h.capacity();
                if (r.data() != null) {
                    ch.write(ByteBuffer.wrap(r.data()), at);
                }
                at += r.size();
            }
            long dirStart = at;
            boolean any64 = forceZip64;
            for (int i = 0; i < records.size(); i++) {
                Record r = records.get(i);
                byte[] name = r.name().getBytes(StandardCharsets.UTF_8);
                boolean z64 = forceZip64 || r.size() >= MAX32 || headerAt[i] >= MAX32;
                any64 |= z64;
                ByteBuffer c = le(46 + name.length + (z64 ? 28 : 0));
                c.putInt(0x02014b50).putShort((short) 45).putShort((short) (z64 ? 45 : 20)).putShort((short) 0)
                        .putShort((short) r.method()).putInt(0).putInt((int) crcs[i]).putInt(z64 ? -1 : (int) r.size())
                        .putInt(z64 ? -1 : (int) r.size()).putShort((short) name.length).putShort((short) (z64 ? 28 : 0))
                        .putShort((short) 0).putShort((short) 0).putShort((short) 0).putInt(0)
                        .putInt(z64 ? -1 : (int) headerAt[i]).put(name);
                if (z64) {
                    c.putShort((short) 1).putShort((short) 24).putLong(r.size()).putLong(r.size()).putLong(headerAt[i]);
                }
                ch.write(c.flip(), at);
                at += c.capacity();
            }
            long dirSize = at - dirStart;
            any64 |= dirStart >= MAX32;
            if (any64) {
                ByteBuffer z = le(56 + 20);
                z.putInt(0x06064b50).putLong(44).putShort((short) 45).putShort((short) 45).putInt(0).putInt(0)
                        .putLong(records.size()).putLong(records.size()).putLong(dirSize).putLong(dirStart);
                z.putInt(0x07064b50).putInt(0).putLong(at).putInt(1);
                ch.write(z.flip(), at);
                at += z.capacity();
            }
            ByteBuffer e = le(22);
            e.putInt(0x06054b50).putShort((short) 0).putShort((short) 0)
                    .putShort((short) (any64 ? -1 : records.size())).putShort((short) (any64 ? -1 : records.size()))
                    .putInt(any64 ? -1 : (int) dirSize).putInt(any64 ? -1 : (int) dirStart).putShort((short) 0);
            ch.write(e.flip(), at);
        }
    }

    private static ByteBuffer le(int n) {
        return ByteBuffer.allocate(n).order(ByteOrder.LITTLE_ENDIAN);
    }
}
