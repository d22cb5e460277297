package io.github.nlgmetrics.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import javax.xml.parsers.DocumentBuilderFactory;
import org.bouncycastle.bcpg.ArmoredInputStream;
import org.bouncycastle.openpgp.PGPPublicKey;
import org.bouncycastle.openpgp.PGPPublicKeyRingCollection;
import org.bouncycastle.openpgp.PGPSignature;
import org.bouncycastle.openpgp.PGPSignatureList;
import org.bouncycastle.openpgp.PGPUtil;
import org.bouncycastle.openpgp.bc.BcPGPObjectFactory;
import org.bouncycastle.openpgp.operator.bc.BcKeyFingerprintCalculator;
import org.bouncycastle.openpgp.operator.bc.BcPGPContentVerifierBuilderProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * What Maven Central validates, checked on what {@code mvn -B -Prelease verify} built (runs only in
 * that profile, by failsafe, after the libraries were packaged and signed): for each published
 * library, the jar with its sources and javadoc jars, {@code META-INF/LICENSE} and
 * {@code META-INF/NOTICE} in all three, javadoc for every exported package, an OpenPGP signature
 * of every jar and of the pom that verifies with the release key (the throwaway
 * {@code release/test-signing-key.pub.asc} unless {@code -Drelease.publicKey=FILE}), and pom
 * metadata that Central requires and whose URLs agree with the groupId's namespace.
 */
class ReleaseArtifactsIT {
    private static final Path ROOT = Path.of(System.getProperty("nlgmetrics.repo.root", ".."));
    private static final String VERSION = System.getProperty("nlgmetrics.version", "0.1.0-SNAPSHOT");

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"metrics-core", "metrics-meteor", "metrics-ja", "metrics-spark"})
    void libraryArtifactsAreWhatCentralValidates(String module) throws Exception {
        Path target = ROOT.resolve(module).resolve("target");
        String base = module + "-" + VERSION;
        for (String classifier : List.of("", "-sources", "-javadoc")) {
            Path jar = target.resolve(base + classifier + ".jar");
            assertTrue(Files.isRegularFile(jar), "missing " + jar);
            try (ZipFile zip = new ZipFile(jar.toFile())) {
                assertTrue(entry(zip, "META-INF/LICENSE").contains("Apache License"), jar + ": META-INF/LICENSE");
                assertTrue(entry(zip, "META-INF/NOTICE").contains("nlg-metrics"), jar + ": META-INF/NOTICE");
                if (classifier.equals("-sources")) {
                    assertTrue(zip.stream().anyMatch(e -> e.getName().endsWith(".java")), jar + " holds sources");
                }
                if (classifier.equals("-javadoc")) {
                    assertJavadocCoversExports(module, zip);
                }
            }
            assertSigned(jar, jar.resolveSibling(jar.getFileName() + ".asc"));
        }
        // the deployed pom is the module's pom.xml; its signature is named after the artifact
        assertSigned(ROOT.resolve(module).resolve("pom.xml"), target.resolve(base + ".pom.asc"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"metrics-fixtures", "metrics-bench", "metrics-cli"})
    void modulesThatAreNotLibrariesAreNotDeployed(String module) throws Exception {
        Document pom = parse(ROOT.resolve(module).resolve("pom.xml"));
        assertEquals("true", text(pom.getDocumentElement(), "properties/maven.deploy.skip"),
                module + " sets maven.deploy.skip");
    }

    @Test
    void pomMetadataIsCompleteAndAgreesWithTheNamespace() throws Exception {
        Element root = parse(ROOT.resolve("pom.xml")).getDocumentElement();
        String groupId = text(root, "groupId");
        assertTrue(groupId.startsWith("io.github."), groupId);
        String account = "github.com/" + groupId.substring("io.github.".length()) + "/";
        for (String path : List.of("name", "description", "url", "licenses/license/name", "developers/developer/name",
                "scm/url", "scm/connection", "scm/developerConnection")) {
            assertFalse(text(root, path).isBlank(), "the parent pom has " + path);
        }
        for (String path : List.of("url", "scm/url", "scm/connection", "scm/developerConnection",
                "developers/developer/url")) {
            assertTrue(text(root, path).contains(account), path + " names the namespace's account " + account
                    + ": " + text(root, path));
        }
        for (String module : List.of("metrics-core", "metrics-meteor", "metrics-ja", "metrics-spark")) {
            Element pom = parse(ROOT.resolve(module).resolve("pom.xml")).getDocumentElement();
            assertFalse(text(pom, "name").isBlank(), module + " has a name");
            assertFalse(text(pom, "description").isBlank(), module + " has a description");
            NodeList licences = pom.getElementsByTagName("license");
            if (licences.getLength() > 0) { // a module's list replaces the parent's: the code's licence must stay
                boolean apache = false;
                for (int i = 0; i < licences.getLength(); i++) {
                    apache |= text((Element) licences.item(i), "name").contains("Apache License");
                }
                assertTrue(apache, module + " declares the code's licence beside its data's");
            }
        }
        // Bundled data declare their licences where they ship.
        assertTrue(Files.readString(ROOT.resolve("metrics-meteor/pom.xml")).contains("Lesser General Public License"));
        assertTrue(Files.readString(ROOT.resolve("metrics-meteor/pom.xml")).contains("WordNet 3.0 License"));
        assertTrue(Files.readString(ROOT.resolve("metrics-core/pom.xml")).contains("WordNet 2.0 License"));
    }

    /** The javadoc jar documents every package the module exports (or, without a descriptor, every public package). */
    private static void assertJavadocCoversExports(String module, ZipFile javadoc) throws IOException {
        String index = javadoc.stream().map(ZipEntry::getName).filter(n -> n.endsWith("element-list"))
                .findFirst().map(n -> entry(javadoc, n)).orElse("");
        assertFalse(index.isBlank(), module + ": javadoc has an element-list");
        Path descriptor = ROOT.resolve(module).resolve("src/main/java/module-info.java");
        if (Files.isRegularFile(descriptor)) {
            Matcher m = Pattern.compile("(?m)^\\s*exports\\s+([\\w.]+)\\s*;").matcher(Files.readString(descriptor));
            List<String> exported = new ArrayList<>();
            while (m.find()) {
                exported.add(m.group(1));
            }
            assertFalse(exported.isEmpty(), module + " exports packages");
            for (String p : exported) {
                assertTrue(index.lines().anyMatch(l -> l.equals(p)), module + ": javadoc for " + p);
            }
        }
    }

    /** {@code asc} exists and verifies {@code file} with the release public key. */
    private static void assertSigned(Path file, Path asc) throws Exception {
        assertTrue(Files.isRegularFile(asc), "missing signature " + asc);
        Path keyFile = Path.of(System.getProperty("release.publicKey",
                ROOT.resolve("release/test-signing-key.pub.asc").toString()));
        PGPPublicKeyRingCollection keys;
        try (InputStream in = PGPUtil.getDecoderStream(Files.newInputStream(keyFile))) {
            keys = new PGPPublicKeyRingCollection(in, new BcKeyFingerprintCalculator());
        }
        PGPSignature signature;
        try (InputStream in = new ArmoredInputStream(Files.newInputStream(asc))) {
            signature = ((PGPSignatureList) new BcPGPObjectFactory(in).nextObject()).get(0);
        }
        PGPPublicKey key = keys.getPublicKey(signature.getKeyID());
        assertTrue(key != null, asc + " is signed by a key in " + keyFile);
        signature.init(new BcPGPContentVerifierBuilderProvider(), key);
        signature.update(Files.readAllBytes(file));
        assertTrue(signature.verify(), asc + " verifies " + file);
    }

    private static String entry(ZipFile zip, String name) {
        ZipEntry e = zip.getEntry(name);
        if (e == null) {
            return "";
        }
        try (InputStream in = zip.getInputStream(e)) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException ex) {
            throw new java.io.UncheckedIOException(ex);
        }
    }

    private static Document parse(Path pom) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile());
    }

    /** The text of the first element at a slash-separated path of direct children, or "". */
    private static String text(Element from, String path) {
        Element at = from;
        for (String step : path.split("/")) {
            Element next = null;
            for (Node n = at.getFirstChild(); n != null; n = n.getNextSibling()) {
                if (n instanceof Element e && e.getTagName().equals(step)) {
                    next = e;
                    break;
                }
            }
            if (next == null) {
                return "";
            }
            at = next;
        }
        return at.getTextContent().trim();
    }
}
