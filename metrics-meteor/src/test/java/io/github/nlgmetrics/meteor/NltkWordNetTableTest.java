package io.github.nlgmetrics.meteor;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/**
 * The shipped WordNet table is Princeton WordNet 3.0 as NLTK 3.8 reads it: rebuilt here from the
 * files of {@code net.sf.extjwnl:extjwnl-data-wn30} ({@link NltkWordNetTableWriter}) and compared
 * byte for byte.
 */
class NltkWordNetTableTest {
    @Test
    void shippedTableIsRebuiltFromWordNet30ByteForByte() throws IOException {
        byte[] built = NltkWordNetTableWriter.build();
        byte[] shipped;
        try (InputStream raw = NltkWordNet.class.getResourceAsStream(NltkWordNet.TABLE)) {
            shipped = raw == null ? null : new GZIPInputStream(raw).readAllBytes();
        }
        if (!Arrays.equals(built, shipped)) {
            Path rebuilt = Path.of("target", NltkWordNet.TABLE).toAbsolutePath();
            NltkWordNetTableWriter.write(rebuilt);
            fail("the shipped " + NltkWordNet.TABLE + " differs from the table rebuilt from WordNet 3.0 ("
                    + (shipped == null ? "missing" : shipped.length + " against " + built.length + " bytes")
                    + "); if the writer changed on purpose, copy " + rebuilt
                    + " to metrics-meteor/src/main/resources/io/github/nlgmetrics/meteor/");
        }
    }
}
