package io.github.nlgmetrics.spark;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RemoteIterator;

/**
 * What {@code --input} names, resolved on the driver before any job: a file, a directory (its
 * data files, recursively, skipping names that start with {@code _} or {@code .}, as Spark's
 * writers leave {@code _SUCCESS}) or a glob; every data file must be JSON Lines ({@code .jsonl},
 * {@code .json}, {@code .ndjson}, optionally compressed {@code .gz}/{@code .bz2}) or every one
 * Parquet ({@code .parquet}). The format comes from the files, never from whether the path is a
 * directory. A path that matches nothing is one error line, not Spark's warning and trace.
 *
 * @param parquet whether the files are Parquet (else JSON Lines)
 * @param files the data files, sorted by path within each directory or glob: the dataset order
 */
record Inputs(boolean parquet, List<String> files) {
    private static final List<String> JSON = List.of(".jsonl", ".json", ".ndjson");
    private static final List<String> COMPRESSED = List.of(".gz", ".bz2", ".deflate", ".zst", ".lz4", ".snappy");

    static Inputs resolve(String input, Configuration conf) {
        List<String> files = new ArrayList<>();
        try {
            Path path = new Path(input);
            FileSystem fs = path.getFileSystem(conf);
            FileStatus[] matched = fs.globStatus(path);
            if (matched == null || matched.length == 0) {
                throw new IllegalArgumentException("--input: no such file or directory: " + input);
            }
            for (FileStatus st : matched) {
                if (!st.isDirectory()) {
                    files.add(st.getPath().toString());
                    continue;
                }
                List<String> inside = new ArrayList<>();
                RemoteIterator<LocatedFileStatus> it = fs.listFiles(st.getPath(), true);
                String root = st.getPath().toUri().getPath();
                while (it.hasNext()) {
                    LocatedFileStatus f = it.next();
                    String rel = f.getPath().toUri().getPath().substring(root.length());
                    if (!hidden(rel)) {
                        inside.add(f.getPath().toString());
                    }
                }
                if (inside.isEmpty()) {
                    throw new IllegalArgumentException("--input: directory " + input + " holds no data files");
                }
                inside.sort(null);
                files.addAll(inside);
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("--input: cannot list " + input + ": " + e.getMessage());
        }
        int json = 0;
        int parquet = 0;
        for (String f : files) {
            String name = f.toLowerCase(Locale.ROOT);
            for (String c : COMPRESSED) {
                if (name.endsWith(c)) {
                    name = name.substring(0, name.length() - c.length());
                    break;
                }
            }
            String n = name;
            if (JSON.stream().anyMatch(n::endsWith)) {
                json++;
            } else if (n.endsWith(".parquet")) {
                parquet++;
            } else {
                throw new IllegalArgumentException("--input: " + display(new Path(f)) + " is neither JSON Lines (.jsonl, .json, .ndjson) "
                        + "nor Parquet (.parquet)");
            }
        }
        if (json > 0 && parquet > 0) {
            throw new IllegalArgumentException("--input: " + input + " mixes JSON Lines and Parquet files");
        }
        return new Inputs(parquet > 0, List.copyOf(files));
    }

    /** A path as the user wrote it: local files without their {@code file:} scheme. */
    static String display(Path p) {
        return "file".equals(p.toUri().getScheme()) ? p.toUri().getPath() : p.toString();
    }

    private static boolean hidden(String relative) {
        for (String part : relative.split("/")) {
            if (part.startsWith("_") || part.startsWith(".")) {
                return true;
            }
        }
        return false;
    }
}
