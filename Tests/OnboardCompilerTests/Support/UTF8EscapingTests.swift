import Testing
@testable import OnboardCompiler

/// The byte-level escapers give exactly the bytes the scalar-by-scalar ones gave before
/// them (`generated/` must not change): pinned here byte for byte, with non-ASCII text
/// next to what is escaped, and the multi-byte characters that are escaped.
@Suite struct UTF8EscapingTests {
    @Test func jsonStringsArePinnedByteForByte() {
        let cases: [(String, String)] = [
            ("", #""""#),
            ("plain ascii", #""plain ascii""#),
            ("é 👩‍👩‍👧 مرحبا “quoted” ’ — …", "\"é 👩‍👩‍👧 مرحبا “quoted” ’ — …\""),
            (
                "\u{0}\u{1}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{1B}\u{1F}",
                #""\u0000\u0001\u0007\b\t\n\u000b\f\r\u001b\u001f""#
            ),
            ("a\"b\\c/d\u{7F}e", #""a\"b\\c/d\u007fe""#),
            ("line\u{2028}para\u{2029}end", #""line\u2028para\u2029end""#),
            // Neighbours of U+2028 and U+2029 share their first bytes and are not escaped.
            ("\u{2027}\u{202A}\u{2014}\u{2019}", "\"\u{2027}\u{202A}\u{2014}\u{2019}\""),
            ("é\u{2028}é\"é", "\"é\\u2028é\\\"é\""),
            ("\u{85}\u{A0}\u{FEFF}\u{FFFE}\u{FFFF}", "\"\u{85}\u{A0}\u{FEFF}\u{FFFE}\u{FFFF}\""),
            ("e\u{301}\"", "\"e\u{301}\\\"\""),
        ]
        for (text, expected) in cases {
            #expect(JSONValue.quoted(text) == expected, "\(text.unicodeScalars.map { $0.value })")
            #expect(JSONValue.string(text).serializedBytes() == Array((expected + "\n").utf8))
        }
    }

    @Test func textWithNothingToEscapeIsReturnedAsIs() {
        let escaping = UTF8Escaping(ascii: "&") { $0 == "&" ? "&amp;" : nil }
        #expect(escaping.leavesUnchanged("é 👩‍👩‍👧 text"))
        #expect(!escaping.leavesUnchanged("a & b"))
        // A trigger (every control character is one) that the escape leaves alone.
        #expect(escaping.leavesUnchanged("tab\t"))
        #expect(escaping.escaped("a & b & é&") == "a &amp; b &amp; é&amp;")
        // A control character the escape leaves alone is copied.
        #expect(escaping.escaped("tab\t&") == "tab\t&amp;")
    }

    @Test func appleStringsArePinnedByteForByte() {
        #expect(
            ResourceEscaping.appleStrings("é \"q\" \\ \n\t\r \u{0}\u{1B}\u{7F} \u{2028}🌱")
                == "é \\\"q\\\" \\\\ \\n\\t\\r \\U0000\\U001B\\U007F \u{2028}🌱")
        #expect(ResourceEscaping.appleStrings("no escapes, ünïcödé") == "no escapes, ünïcödé")
    }

    @Test func androidStringsArePinnedByteForByte() {
        #expect(
            ResourceEscaping.androidString("Tom & Jerry's \"<b>\" \\ é\n\t")
                == "Tom &amp; Jerry\\'s \\\"&lt;b&gt;\\\" \\\\ é\\n\\t")
        #expect(
            ResourceEscaping.androidString("\r\u{1}\u{FFFE}\u{FFFF}\u{FFFD}") == "\\u000d\\u0001\\ufffe\\uffff\u{FFFD}")
        #expect(ResourceEscaping.androidString("@handle @again") == "\\@handle @again")
        #expect(ResourceEscaping.androidString("?why? é") == "\\?why? é")
        #expect(ResourceEscaping.androidString("@\u{301}x") == "\\@\u{301}x")
        #expect(ResourceEscaping.androidString("@") == "\\@")
        #expect(ResourceEscaping.androidString("") == "")
        #expect(ResourceEscaping.androidString(" é  é ") == "\" é  é \"")
        #expect(ResourceEscaping.androidString("@ 'x' ") == "\"\\@ \\'x\\' \"")
    }

    @Test func xmlIsPinnedByteForByte() {
        #expect(
            XMLEscaping.text("é & <a> \"'\t\n\r\u{1}\u{FFFE}\u{FFFF}\u{FFFD}")
                == "é &amp; &lt;a&gt; \"'\t\n&#13;\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(XMLEscaping.attribute("é & <a> \"'\t\n\r\u{1}") == "é &amp; &lt;a&gt; &quot;'&#9;&#10;&#13;\u{FFFD}")
        #expect(
            ResourceEscaping.xliffContent("é\u{1B}&\u{FFFE}\r") == "é<cp hex=\"001B\"/>&amp;<cp hex=\"FFFE\"/>&#13;")
        // U+FFFE and U+FFFF share their first byte with other characters, which stay.
        #expect(XMLEscaping.text("\u{F000}\u{FF01}\u{FFFD}") == "\u{F000}\u{FF01}\u{FFFD}")
    }

    @Test func anObjectWrittenWithAndWithoutAMemberIsWhatSerializedGives() {
        let members: [String: JSONValue] = [
            "b": .array([.int(1), .object(["é": .string("x\ny")])]), "a": .object([:]), "d": .double(1.5),
        ]
        var written = members.mapValues { $0.writtenAsMember() }
        #expect(JSONValue.serializedObject(written: written) == JSONValue.object(members).serializedBytes())
        written["c"] = JSONValue.string("hash").writtenAsMember()
        var withMember = members
        withMember["c"] = .string("hash")
        #expect(JSONValue.serializedObject(written: written) == JSONValue.object(withMember).serializedBytes())
        #expect(JSONValue.serializedObject(written: [:]) == Array("{}\n".utf8))
        // In pieces (the bundle's hash reads it so): the glue, and each member's bytes as written.
        var pieces: [[UInt8]] = []
        JSONValue.serializeObject(written: written) { pieces.append($0) }
        #expect(Array(pieces.joined()) == JSONValue.serializedObject(written: written))
        #expect(pieces.count == 2 * written.count + 1 && written.values.allSatisfy(pieces.contains))
        #expect(JSONValue.object(withMember).serialized(style: .xcode).contains("\"c\" : \"hash\""))
    }
}
