package io.github.nlgmetrics.rouge.rouge155;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The element tree of a ROUGE evaluation configuration: what {@link Rouge155Config} reads of the
 * XML (element names, attributes, and the text nodes between child elements).
 *
 * <p>{@link #parse} reads the plain subset of XML 1.0 that configurations are written in, in one
 * scan: UTF-8 without a byte-order mark, an optional {@code <?xml version="1.0" ...?>}
 * declaration (UTF-8 if it names an encoding), ASCII element and attribute names, quoted
 * attribute values without tabs or line breaks, text without {@code &}, no carriage returns, and
 * nothing starting with {@code <!} or {@code <?} after the declaration. Anything else — or any
 * doubt about well-formedness — returns null, and the caller parses the file with the JDK's
 * parser ({@link #of} turns its DOM into this tree), which defines both the tree and the errors.
 * Within the subset both parsers give the same tree: no entity, CDATA section, comment or
 * line-end normalisation can occur, and text nodes are the character runs between tags.
 */
final class Rouge155Xml {
    private static final Pattern DECLARATION = Pattern.compile("<\\?xml[ \\t\\n]+version[ \\t\\n]*=[ \\t\\n]*"
            + "(\"1\\.0\"|'1\\.0')([ \\t\\n]+encoding[ \\t\\n]*=[ \\t\\n]*(\"(?i:utf-8)\"|'(?i:utf-8)'))?"
            + "([ \\t\\n]+standalone[ \\t\\n]*=[ \\t\\n]*(\"(yes|no)\"|'(yes|no)'))?[ \\t\\n]*\\?>");

    private Rouge155Xml() {
    }

    /**
     * An element: its name, attributes, and children in document order (elements and the text
     * nodes between them, as strings).
     */
    record Element(String name, Map<String, String> attributes, List<Object> children) {
        /** The attribute's value, or "" when absent (as DOM's {@code getAttribute}). */
        String attribute(String key) {
            return attributes.getOrDefault(key, "");
        }

        /** The last text child, stripped of leading and trailing whitespace (the script's s/^[\n\s]+//); "" if none. */
        String lastText() {
            for (int i = children.size() - 1; i >= 0; i--) {
                if (children.get(i) instanceof String t) {
                    return t.strip();
                }
            }
            return "";
        }
    }

    /** The tree of a DOM element (text and CDATA nodes as text; comments and instructions dropped). */
    static Element of(Node node) {
        Map<String, String> attributes = new HashMap<>();
        NamedNodeMap attrs = node.getAttributes();
        for (int i = 0; attrs != null && i < attrs.getLength(); i++) {
            attributes.put(attrs.item(i).getNodeName(), attrs.item(i).getNodeValue());
        }
        List<Object> children = new ArrayList<>();
        NodeList list = node.getChildNodes();
        for (int i = 0; i < list.getLength(); i++) {
            Node c = list.item(i);
            switch (c.getNodeType()) {
                case Node.ELEMENT_NODE -> children.add(of(c));
                case Node.TEXT_NODE, Node.CDATA_SECTION_NODE -> children.add(c.getNodeValue());
                default -> {
                    // comments, processing instructions: not read by the script
                }
            }
        }
        return new Element(node.getNodeName(), attributes, children);
    }

    /** The tree of a configuration in the plain subset, or null (then the JDK's parser decides). */
    static Element parse(byte[] bytes) {
        if (bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF) {
            return null;
        }
        String s;
        try {
            s = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
        try {
            return new Rouge155Xml.Scanner(s).document();
        } catch (Unsupported e) {
            return null;
        }
    }

    /** Outside the subset (or not well-formed): the JDK's parser takes over. */
    private static final class Unsupported extends RuntimeException {
        Unsupported() {
            super(null, null, false, false);
        }
    }

    private static final class Scanner {
        private final String s;
        private int i;

        Scanner(String s) {
            this.s = s;
        }

        Element document() {
            for (int k = 0; k < s.length(); k++) {
                char c = s.charAt(k);
                if ((c < 0x20 && c != '\t' && c != '\n') || c == '&' || c == 0xFFFE || c == 0xFFFF
                        || Character.isSurrogate(c)) {
                    throw new Unsupported();
                }
            }
            if (s.startsWith("<?xml")) {
                var m = DECLARATION.matcher(s);
                if (!m.lookingAt()) {
                    throw new Unsupported();
                }
                i = m.end();
            }
            skipSpace();
            if (i >= s.length() || s.charAt(i) != '<') {
                throw new Unsupported();
            }
            Element root = element();
            skipSpace();
            if (i != s.length()) {
                throw new Unsupported();
            }
            return root;
        }

        private void skipSpace() {
            while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t' || s.charAt(i) == '\n')) {
                i++;
            }
        }

        /** An element starting at '<' (its start tag, content and end tag). */
        private Element element() {
            i++; // '<'
            String name = name();
            Map<String, String> attributes = new HashMap<>();
            List<Object> children = new ArrayList<>();
            while (true) {
                int before = i;
                skipSpace();
                char c = at(i);
                if (c == '>') {
                    i++;
                    break;
                }
                if (c == '/') {
                    if (at(i + 1) != '>') {
                        throw new Unsupported();
                    }
                    i += 2;
                    return new Element(name, attributes, children);
                }
                if (i == before) {
                    throw new Unsupported(); // attributes must be separated by whitespace
                }
                String key = name();
                skipSpace();
                if (at(i) != '=') {
                    throw new Unsupported();
                }
                i++;
                skipSpace();
                char q = at(i);
                if (q != '"' && q != '\'') {
                    throw new Unsupported();
                }
                int end = s.indexOf(q, i + 1);
                if (end < 0) {
                    throw new Unsupported();
                }
                String value = s.substring(i + 1, end);
                if (value.indexOf('<') >= 0 || value.indexOf('\t') >= 0 || value.indexOf('\n') >= 0
                        || attributes.put(key, value) != null) {
                    throw new Unsupported();
                }
                i = end + 1;
            }
            while (true) {
                int lt = s.indexOf('<', i);
                if (lt < 0) {
                    throw new Unsupported();
                }
                if (lt > i) {
                    String text = s.substring(i, lt);
                    if (text.contains("]]>")) {
                        throw new Unsupported();
                    }
                    children.add(text);
                }
                i = lt;
                char c = at(i + 1);
                if (c == '/') {
                    i += 2;
                    if (!name().equals(name)) {
                        throw new Unsupported();
                    }
                    skipSpace();
                    if (at(i) != '>') {
                        throw new Unsupported();
                    }
                    i++;
                    return new Element(name, attributes, children);
                }
                if (c == '!' || c == '?') {
                    throw new Unsupported();
                }
                children.add(element());
            }
        }

        /** An ASCII XML name without ':' ({@code [A-Za-z_][A-Za-z0-9._-]*}). */
        private String name() {
            int start = i;
            char c = at(i);
            if (!(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c == '_')) {
                throw new Unsupported();
            }
            i++;
            while (i < s.length()) {
                c = s.charAt(i);
                if (c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-'
                        || c == '.') {
                    i++;
                } else {
                    break;
                }
            }
            return s.substring(start, i);
        }

        private char at(int k) {
            if (k >= s.length()) {
                throw new Unsupported();
            }
            return s.charAt(k);
        }
    }
}
