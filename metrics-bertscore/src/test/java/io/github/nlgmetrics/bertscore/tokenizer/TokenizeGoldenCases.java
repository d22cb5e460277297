package io.github.nlgmetrics.bertscore.tokenizer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/** The {@code metric: tokenize} rows of the repository's {@code conformance-data/bertscore.csv}. */
final class TokenizeGoldenCases {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One row: its id, options, the one text, and the expected ids and tokens. */
    record Case(String id, JsonNode options, String text, int[] ids, List<String> tokens) {
        @Override
        public String toString() {
            return id;
        }
    }

    private TokenizeGoldenCases() {
    }

    /** {@code conformance-data/} above the working directory. */
    static Path conformanceData() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path d = p.resolve("conformance-data");
            if (Files.isRegularFile(d.resolve("bertscore.csv"))) {
                return d;
            }
        }
        throw new IllegalStateException("conformance-data/bertscore.csv not found above " + Path.of("").toAbsolutePath());
    }

    /** The tokenize rows whose options satisfy {@code which}. */
    static List<Case> cases(Predicate<JsonNode> which) {
        List<Case> out = new ArrayList<>();
        try (Reader r = Files.newBufferedReader(conformanceData().resolve("bertscore.csv"), StandardCharsets.UTF_8)) {
            for (CSVRecord rec : CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).build().parse(r)) {
                if (!"tokenize".equals(rec.get("metric"))) {
                    continue;
                }
                JsonNode options = JSON.readTree(rec.get("options"));
                if (!which.test(options)) {
                    continue;
                }
                JsonNode hyps = JSON.readTree(rec.get("hypotheses"));
                JsonNode expected = JSON.readTree(rec.get("expected"));
                int[] ids = new int[expected.get("ids").size()];
                for (int i = 0; i < ids.length; i++) {
                    ids[i] = expected.get("ids").get(i).asInt();
                }
                List<String> tokens = new ArrayList<>();
                expected.get("tokens").forEach(t -> tokens.add(t.asText()));
                out.add(new Case(rec.get("id"), options, hyps.get(0).asText(), ids, tokens));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
