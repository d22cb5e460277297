package io.github.nlgmetrics.spark;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.input.TextInputFormat;
import org.apache.spark.api.java.JavaNewHadoopRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function2;
import scala.Tuple2;

/**
 * JSON Lines read with a fixed schema and no inference pass: each line is one object whose
 * hypothesis key holds a string, whose references key holds a string (one reference) or a
 * non-empty array of strings, and (with {@code --group-by}) whose group key holds a string; other
 * keys are ignored, blank lines skipped, a byte-order mark at the start of a file dropped.
 *
 * <p>Lines are read by Hadoop's {@code TextInputFormat} (files split where they are large, raw
 * bytes, no decoding) and parsed from their UTF-8 bytes by Jackson's streaming parser in the task
 * that scores them: no {@code Row}, no column conversion. A line that does not fit is an
 * {@link IllegalArgumentException} naming the file and the line number ({@code data.jsonl: line
 * 20: "refs" must be a string or an array of strings, not a number}), never a silently different
 * score: Spark's own reader with a {@code string} column would score an array's JSON text, a
 * number's digits, and turn a malformed line into nulls. The line number of a line deep in a split
 * is counted from the start of its file only when that line is bad.
 */
final class JsonLines {
    private static final JsonFactory JSON = new JsonFactory();

    private JsonLines() {
    }

    /**
     * The segments of {@code files} (in that order, each in line order) as an RDD.
     *
     * @param groupKey the key holding the group, or null
     */
    static JavaRDD<Segment> read(JavaSparkContext sc, List<String> files, String hypKey, String refsKey,
                                 String groupKey) {
        Configuration conf = new Configuration(sc.hadoopConfiguration());
        JavaNewHadoopRDD<LongWritable, Text> lines = (JavaNewHadoopRDD<LongWritable, Text>) sc.newAPIHadoopFile(
                String.join(",", files.stream().map(JsonLines::escapeComma).toList()), TextInputFormat.class,
                LongWritable.class, Text.class, conf);
        return lines.mapPartitionsWithInputSplit(
                (Function2<InputSplit, Iterator<Tuple2<LongWritable, Text>>, Iterator<Segment>>) (split, it) ->
                        new Parsed(((FileSplit) split).getPath(), it, hypKey, refsKey, groupKey), false);
    }

    private static String escapeComma(String path) {
        return path.replace(",", "\\,");
    }

    /** The lines of one split parsed lazily, one {@link Segment} each. */
    private static final class Parsed implements Iterator<Segment> {
        private final Path file;
        private final Iterator<Tuple2<LongWritable, Text>> lines;
        private final String hypKey;
        private final String refsKey;
        private final String groupKey;
        private Segment next;

        Parsed(Path file, Iterator<Tuple2<LongWritable, Text>> lines, String hypKey, String refsKey, String groupKey) {
            this.file = file;
            this.lines = lines;
            this.hypKey = hypKey;
            this.refsKey = refsKey;
            this.groupKey = groupKey;
        }

        @Override
        public boolean hasNext() {
            while (next == null && lines.hasNext()) {
                Tuple2<LongWritable, Text> t = lines.next();
                next = parse(t._1().get(), t._2());
            }
            return next != null;
        }

        @Override
        public Segment next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            Segment s = next;
            next = null;
            return s;
        }

        /** The segment of the line at byte {@code offset}, or null for a blank line. */
        private Segment parse(long offset, Text line) {
            byte[] b = line.getBytes();
            int start = 0;
            int end = line.getLength();
            if (offset == 0 && end >= 3 && (b[0] & 0xff) == 0xEF && (b[1] & 0xff) == 0xBB && (b[2] & 0xff) == 0xBF) {
                start = 3;
            }
            int first = start;
            while (first < end && (b[first] == ' ' || b[first] == '\t' || b[first] == '\r')) {
                first++;
            }
            if (first == end) {
                return null;
            }
            String hyp = null;
            List<String> refs = null;
            String group = null;
            try (JsonParser p = JSON.createParser(b, start, end - start)) {
                if (p.nextToken() != JsonToken.START_OBJECT) {
                    throw bad(offset, "expected a JSON object {\"" + hypKey + "\": ..., \"" + refsKey + "\": ...}");
                }
                JsonToken t;
                while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
                    String key = p.currentName();
                    t = p.nextToken();
                    if (key.equals(hypKey)) {
                        if (hyp != null) {
                            throw bad(offset, "\"" + key + "\" given twice");
                        }
                        hyp = string(p, t, offset, key);
                    } else if (key.equals(refsKey)) {
                        if (refs != null) {
                            throw bad(offset, "\"" + key + "\" given twice");
                        }
                        refs = references(p, t, offset, key);
                    } else if (key.equals(groupKey)) {
                        if (group != null) {
                            throw bad(offset, "\"" + key + "\" given twice");
                        }
                        group = string(p, t, offset, key);
                    } else {
                        p.skipChildren();
                    }
                }
                if (t != JsonToken.END_OBJECT || p.nextToken() != null) {
                    throw bad(offset, "not valid JSON (text after the object)");
                }
            } catch (JsonProcessingException e) {
                // Jackson's message without its location suffix; the column is the byte in the line.
                String m = e.getOriginalMessage() == null ? "" : e.getOriginalMessage().lines().findFirst().orElse("");
                m = m.replaceAll("\\s*\\(start marker at \\[Source.*$", "").replaceAll("\\s*at \\[Source.*$", "");
                String column = e.getLocation() == null || e.getLocation().getColumnNr() < 0 ? ""
                        : ", column " + e.getLocation().getColumnNr();
                throw bad(offset, column, m.contains("UTF-8") ? "invalid UTF-8 (" + m + ")" : "not valid JSON (" + m + ")");
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            if (hyp == null) {
                throw bad(offset, "no \"" + hypKey + "\" (the hypothesis)");
            }
            if (refs == null) {
                throw bad(offset, "no \"" + refsKey + "\" (the references)");
            }
            if (groupKey != null && group == null) {
                throw bad(offset, "no \"" + groupKey + "\" (the --group-by key)");
            }
            return new Segment(group, hyp, refs);
        }

        private String string(JsonParser p, JsonToken t, long offset, String key) throws IOException {
            if (t != JsonToken.VALUE_STRING) {
                throw bad(offset, "\"" + key + "\" must be a string, not " + kind(t));
            }
            return p.getText();
        }

        private List<String> references(JsonParser p, JsonToken t, long offset, String key) throws IOException {
            if (t == JsonToken.VALUE_STRING) {
                return List.of(p.getText());
            }
            if (t != JsonToken.START_ARRAY) {
                throw bad(offset, "\"" + key + "\" must be a string or an array of strings, not " + kind(t));
            }
            List<String> out = new ArrayList<>(2);
            while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
                if (t != JsonToken.VALUE_STRING) {
                    throw bad(offset, "\"" + key + "\" must be a string or an array of strings, not an array holding "
                            + kind(t));
                }
                out.add(p.getText());
            }
            if (out.isEmpty()) {
                throw bad(offset, "\"" + key + "\" is an empty array");
            }
            return out;
        }

        private IllegalArgumentException bad(long offset, String what) {
            return bad(offset, "", what);
        }

        private IllegalArgumentException bad(long offset, String column, String what) {
            return new IllegalArgumentException(where(file, offset) + column + ": " + what);
        }
    }

    private static String kind(JsonToken t) {
        return switch (t) {
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            case VALUE_NULL -> "null";
            case START_OBJECT -> "an object";
            case START_ARRAY -> "an array";
            default -> String.valueOf(t);
        };
    }

    /** {@code FILE: line N} for the line starting at byte {@code offset} (newlines before it, counted now). */
    static String where(Path file, long offset) {
        String name = Inputs.display(file);
        try (InputStream in = file.getFileSystem(new Configuration()).open(file)) {
            long line = 1;
            long left = offset;
            byte[] buf = new byte[1 << 16];
            while (left > 0) {
                int n = in.read(buf, 0, (int) Math.min(buf.length, left));
                if (n < 0) {
                    break;
                }
                for (int i = 0; i < n; i++) {
                    if (buf[i] == '\n') {
                        line++;
                    }
                }
                left -= n;
            }
            return name + ": line " + line;
        } catch (IOException | RuntimeException e) {
            return name + ": the line at byte " + offset;
        }
    }
}
