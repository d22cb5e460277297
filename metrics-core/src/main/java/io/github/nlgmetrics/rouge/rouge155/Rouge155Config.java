package io.github.nlgmetrics.rouge.rouge155;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.xml.sax.SAXParseException;
import org.w3c.dom.Document;

/**
 * A ROUGE-1.5.5 evaluation configuration: the XML file ({@code <ROUGE_EVAL>} with
 * {@code <EVAL ID>}, {@code <PEER-ROOT>}, {@code <MODEL-ROOT>}, {@code <INPUT-FORMAT TYPE>},
 * {@code <PEERS><P ID>}, {@code <MODELS><M ID>}) or, with {@code -z FORMAT}, a file list (one
 * evaluation per line: peer path then model paths; {@code #} comments). Paths are relative to
 * the working directory ({@code baseDir}), not to the configuration, as in the script; a
 * missing {@code MODEL-ROOT} makes model paths start with "/" as in the script.
 *
 * @param evals the evaluations in document order (repeated IDs merge, as in the script)
 * @param peerIds every system ID seen, sorted as strings (what {@code -a} evaluates)
 */
public record Rouge155Config(List<Rouge155Eval> evals, List<String> peerIds) {
    private static final java.util.regex.Pattern INPUT_TYPES = java.util.regex.Pattern.compile("(?i)SEE|ISI|SPL|SIMPLE");

    private static final class Builder {
        final String id;
        String format;
        String peerRoot;
        String modelRoot;
        final Map<String, String> peers = new LinkedHashMap<>();
        final Map<String, String> models = new LinkedHashMap<>();
        /** Model IDs as listed: a repeated ID is scored twice (with its last file), as in the script. */
        final List<String> modelIds = new ArrayList<>();

        Builder(String id) {
            this.id = id;
        }
    }

    /**
     * A parser that reads no DTD and resolves no external entity (an entity naming a local file
     * must not leak its content), with the JDK's secure-processing limits on internal entities.
     */
    private static DocumentBuilderFactory secureFactory() throws javax.xml.parsers.ParserConfigurationException {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        f.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        f.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        f.setFeature("http://xml.org/sax/features/external-general-entities", false);
        f.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        f.setXIncludeAware(false);
        f.setExpandEntityReferences(false);
        f.setCoalescing(true);
        return f;
    }

    /**
     * Reads an XML configuration (no DOCTYPE: ROUGE's configurations have none, and entities could
     * read files). A file in the plain subset of XML that configurations are written in is read by
     * {@link Rouge155Xml} in one scan; anything else (comments, CDATA, entity references, a
     * DOCTYPE, another encoding, a malformed file) goes to the JDK's parser, whose tree and errors
     * are the definition.
     */
    public static Rouge155Config readXml(Path xml, Path baseDir) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(xml);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + xml + ": " + e.getMessage());
        }
        Rouge155Xml.Element root = Rouge155Xml.parse(bytes);
        return fromTree(root != null ? root : Rouge155Xml.of(parseDom(xml).getDocumentElement()), baseDir);
    }

    private static Document parseDom(Path xml) {
        Document doc;
        try {
            DocumentBuilder builder = secureFactory().newDocumentBuilder();
            builder.setErrorHandler(new org.xml.sax.helpers.DefaultHandler() {
                @Override
                public void fatalError(SAXParseException e) throws SAXParseException {
                    throw e; // ours is the only line: no "[Fatal Error]" printed by the parser
                }

                @Override
                public void error(SAXParseException e) throws SAXParseException {
                    throw e;
                }
            });
            doc = builder.parse(xml.toFile());
        } catch (SAXParseException e) {
            String why = e.getMessage() != null && e.getMessage().contains("DOCTYPE")
                    ? "a DOCTYPE (DTD, entity declarations) is not accepted" : e.getMessage();
            throw new IllegalArgumentException(xml + " line " + e.getLineNumber() + " column " + e.getColumnNumber()
                    + ": not a valid ROUGE evaluation XML: " + why);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + xml + ": " + e.getMessage());
        } catch (Exception e) {
            throw new IllegalArgumentException(xml + " is not a valid ROUGE evaluation XML: " + e.getMessage());
        }
        return doc;
    }

    private static Rouge155Config fromTree(Rouge155Xml.Element root, Path baseDir) {
        Map<String, Builder> evals = new LinkedHashMap<>();
        TreeSet<String> peerIds = new TreeSet<>();
        walk(root, null, evals, peerIds);
        List<Rouge155Eval> out = new ArrayList<>();
        for (Builder b : evals.values()) {
            String format = b.format == null ? "" : b.format;
            Map<String, Rouge155Summary> peers = new LinkedHashMap<>();
            for (Map.Entry<String, String> p : b.peers.entrySet()) {
                String path = (b.peerRoot == null ? "" : b.peerRoot) + "/" + p.getValue();
                peers.put(p.getKey(), Rouge155Summary.file(path, baseDir.resolve(path), format, false));
            }
            List<Rouge155Summary> models = new ArrayList<>();
            for (String id : b.modelIds) {
                String path = (b.modelRoot == null ? "" : b.modelRoot) + "/" + b.models.get(id);
                models.add(Rouge155Summary.file(path, baseDir.resolve(path), format, true));
            }
            out.add(new Rouge155Eval(b.id, format, peers, models));
        }
        return new Rouge155Config(out, new ArrayList<>(peerIds));
    }

    private static void walk(Rouge155Xml.Element el, Builder current, Map<String, Builder> evals,
                             TreeSet<String> peerIds) {
        String name = el.name();
        Builder inner = current;
        if (name.equalsIgnoreCase("EVAL")) {
            inner = evals.computeIfAbsent(el.attribute("ID"), Builder::new);
        } else if (current != null && handled(el, name, current, peerIds)) {
            return;
        }
        for (Object c : el.children()) {
            if (c instanceof Rouge155Xml.Element child) {
                walk(child, inner, evals, peerIds);
            }
        }
    }

    /** Reads an element of an {@code <EVAL>} that the script reads (true), or returns false to walk into it. */
    private static boolean handled(Rouge155Xml.Element el, String name, Builder current, TreeSet<String> peerIds) {
        if (name.equalsIgnoreCase("INPUT-FORMAT")) {
            String type = el.attribute("TYPE");
            if (!INPUT_TYPES.matcher(type).matches()) {
                throw new IllegalArgumentException("Unknown input type: " + type);
            }
            current.format = type;
        } else if (name.equalsIgnoreCase("PEER-ROOT")) {
            current.peerRoot = el.lastText();
        } else if (name.equalsIgnoreCase("MODEL-ROOT")) {
            current.modelRoot = el.lastText();
        } else if (name.equalsIgnoreCase("PEERS") || name.equalsIgnoreCase("MODELS")) {
            boolean peers = name.equalsIgnoreCase("PEERS");
            for (Object o : el.children()) {
                if (o instanceof Rouge155Xml.Element c && c.name().equalsIgnoreCase(peers ? "P" : "M")) {
                    String id = c.attribute("ID");
                    if (peers) {
                        peerIds.add(id);
                        current.peers.put(id, c.lastText());
                    } else {
                        current.modelIds.add(id);
                        current.models.put(id, c.lastText());
                    }
                }
            }
        } else {
            return false;
        }
        return true;
    }

    /** Reads a {@code -z} file list: evaluation IDs 1, 2, ...; models M.1, M.2, ...; one system. */
    public static Rouge155Config readFileList(Path list, String format, String systemId, Path baseDir) {
        List<String> lines;
        try {
            lines = Files.readAllLines(list, StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new IllegalArgumentException("Cannot open " + list);
        }
        List<Rouge155Eval> evals = new ArrayList<>();
        int evalId = 1;
        for (String line : lines) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            List<String> files = Rouge155Text.splitWs(line.strip());
            if (files.size() < 2) {
                throw new IllegalArgumentException(
                        "File list has to have at least 2 filenames per line (peer model1 model2 ... modelN)");
            }
            Map<String, Rouge155Summary> peers = new LinkedHashMap<>();
            peers.put(systemId, Rouge155Summary.file(files.get(0), baseDir.resolve(files.get(0)), format, false));
            List<Rouge155Summary> models = new ArrayList<>();
            for (String m : files.subList(1, files.size())) {
                models.add(Rouge155Summary.file(m, baseDir.resolve(m), format, true));
            }
            evals.add(new Rouge155Eval(Integer.toString(evalId++), format, peers, models));
        }
        return new Rouge155Config(evals, List.of(systemId));
    }
}
