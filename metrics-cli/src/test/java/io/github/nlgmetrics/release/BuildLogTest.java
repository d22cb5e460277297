package io.github.nlgmetrics.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * A clean build log (docs/architecture.md, "A clean build log"): the configuration that keeps the
 * shade and assembly plugins' warnings out of {@code mvn -B package} stays in place. Reading a build
 * log from a test would mean a second build; this checks the causes instead: the descriptors parse,
 * the shaded jars merge the licence and NOTICE files every dependency carries and drop the module
 * descriptors, and the release archive writes long paths as POSIX tar entries.
 */
class BuildLogTest {
    private static final Path ROOT = Path.of(System.getProperty("nlgmetrics.repo.root", ".."));

    /** dist.xml is read by an XML parser (a double dash in a comment made the assembly plugin refuse it). */
    @Test
    void theAssemblyDescriptorIsWellFormedXml() throws Exception {
        Document dist = parse(ROOT.resolve("metrics-cli/src/assembly/dist.xml"));
        assertEquals("assembly", dist.getDocumentElement().getTagName());
    }

    /** Without it the assembly plugin warns for conformance-data/spm-models/ entries over 100 characters. */
    @Test
    void theReleaseArchiveWritesLongPathsAsPosixEntries() throws Exception {
        Document cli = parse(ROOT.resolve("metrics-cli/pom.xml"));
        Element assembly = plugin(cli, "maven-assembly-plugin");
        assertEquals(List.of("posix"), texts(assembly, "tarLongFileMode"));
    }

    /** Without them shade prints the overlapping-resource and module-info warnings for every shaded jar. */
    @Test
    void theShadedJarsMergeLicencesAndDropModuleDescriptors() throws Exception {
        Element shade = plugin(parse(ROOT.resolve("pom.xml")), "maven-shade-plugin");
        List<String> appended = texts(shade, "resource");
        assertTrue(appended.containsAll(List.of("META-INF/LICENSE", "META-INF/LICENSE.txt")), appended.toString());
        List<String> transformers = new ArrayList<>();
        NodeList ts = shade.getElementsByTagName("transformer");
        for (int i = 0; i < ts.getLength(); i++) {
            transformers.add(((Element) ts.item(i)).getAttribute("implementation"));
        }
        assertTrue(transformers.contains("org.apache.maven.plugins.shade.resource.ApacheNoticeResourceTransformer"),
                transformers.toString());
        assertTrue(texts(shade, "exclude").containsAll(List.of("META-INF/MANIFEST.MF", "module-info.class",
                "META-INF/versions/*/module-info.class")), texts(shade, "exclude").toString());
        for (String module : List.of("metrics-cli", "metrics-bench")) {
            Element own = plugin(parse(ROOT.resolve(module + "/pom.xml")), "maven-shade-plugin");
            Element list = (Element) own.getElementsByTagName("transformers").item(0);
            assertEquals("append", list.getAttribute("combine.children"),
                    module + " adds its Main-Class to the parent's transformers instead of replacing them");
        }
    }

    private static Document parse(Path file) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
    }

    private static Element plugin(Document pom, String artifactId) {
        NodeList ids = pom.getElementsByTagName("artifactId");
        for (int i = 0; i < ids.getLength(); i++) {
            Node id = ids.item(i);
            if (id.getTextContent().strip().equals(artifactId) && id.getParentNode().getNodeName().equals("plugin")) {
                return (Element) id.getParentNode();
            }
        }
        throw new AssertionError("no " + artifactId + " in the pom");
    }

    private static List<String> texts(Element parent, String tag) {
        List<String> out = new ArrayList<>();
        NodeList nodes = parent.getElementsByTagName(tag);
        for (int i = 0; i < nodes.getLength(); i++) {
            out.add(nodes.item(i).getTextContent().strip());
        }
        return out;
    }
}
