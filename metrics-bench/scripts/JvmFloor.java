import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The floor of any whole-process measurement on the JVM (docs/performance.md, "WER family"): a
 * program that only starts, reads the files it is given and decodes them as UTF-8 lines, then
 * prints how many lines it read. No parsing of options, no scoring. Whatever a command does on top
 * of this, its wall time cannot go below this one's on the same files.
 *
 * <pre>
 * javac -d /tmp/jvm-floor metrics-bench/scripts/JvmFloor.java
 * /usr/bin/time -f '%e s %M KB' java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp /tmp/jvm-floor JvmFloor REF HYP
 * </pre>
 */
public final class JvmFloor {
    private JvmFloor() {
    }

    public static void main(String[] args) throws IOException {
        long lines = 0;
        for (String file : args) {
            lines += Files.readAllLines(Path.of(file), StandardCharsets.UTF_8).size();
        }
        System.out.println(lines);
    }
}
