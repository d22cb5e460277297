package io.github.nlgmetrics.rouge.rouge155;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The one-scan reader of configurations gives the JDK parser's tree, or hands the file over to it. */
class Rouge155XmlTest {
    private static Rouge155Xml.Element dom(String xml) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setCoalescing(true);
        f.setExpandEntityReferences(false);
        return Rouge155Xml.of(f.newDocumentBuilder()
                .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8))).getDocumentElement());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "<ROUGE_EVAL version=\"1.55\">\n<EVAL ID=\"1\">\n<PEER-ROOT>\npeers\n</PEER-ROOT>\n"
                + "<INPUT-FORMAT TYPE=\"SPL\"></INPUT-FORMAT>\n<PEERS>\n<P ID=\"1\">1.txt</P>\n</PEERS>\n"
                + "<MODELS><M ID='A'>1.A.txt</M><M ID=\"B\" >x<b/>y</M></MODELS>\n</EVAL>\n</ROUGE_EVAL>\n",
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<r><e ID=\"é ü\">naïve > text</e><x/><y a='1' b=\"2\"/></r>",
        "<?xml version='1.0' standalone='yes' ?><r>  </r>\n\n",
    })
    void thePlainSubsetGivesTheJdkParsersTree(String xml) throws Exception {
        Rouge155Xml.Element fast = Rouge155Xml.parse(xml.getBytes(StandardCharsets.UTF_8));
        assertNotNull(fast, xml);
        assertEquals(dom(xml), fast);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "<r><!-- a comment --></r>", "<r>a &amp; b</r>", "<r><![CDATA[x]]></r>", "<r>\r\n</r>",
        "<!DOCTYPE r><r/>", "<r a=\"1\"a=\"2\"/>", "<r a=\"x\ty\"/>", "<r></s>", "<r>", "<r/><r/>", "<r/>x",
        " <?xml version=\"1.0\"?><r/>", "<?xml version=\"1.1\"?><r/>", "<?xml version=\"1.0\" encoding=\"latin1\"?><r/>",
        "<ns:r/>", "<r><?pi x?></r>", "\uFEFF<r/>", "", "<r a=1/>", "<r>]]></r>",
    })
    void anythingElseIsLeftToTheJdkParser(String xml) {
        assertNull(Rouge155Xml.parse(xml.getBytes(StandardCharsets.UTF_8)), xml);
    }
}
