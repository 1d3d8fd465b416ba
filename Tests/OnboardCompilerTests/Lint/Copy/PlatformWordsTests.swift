import Foundation
import Testing

@testable import OnboardCompiler

/// `copy-platform-words`: one platform's words in copy that reaches both, at the words;
/// a Settings path as a whole. `helloSpec` puts the fields at line 9, column 9, and its app
/// is on iOS and Android.
@Suite struct PlatformWordsTests {
    func findings(_ yaml: String) -> [Diagnostic] {
        lintDiagnostics(yaml, config: .only("copy-platform-words")).filter { $0.code == "copy-platform-words" }
    }

    @Test func eachWordAndPathAtItsExactSpan() {
        let found = findings(
            helloSpec(
                #"title: "Unlock with Face ID on your iPhone""#,
                #"body: "Go to Settings > Screen Time > Family Controls and enable it""#,
                #"caption: "Sirius and Androids, in Settings""#))
        #expect(
            found.map(\.located) == [
                "copy-platform-words 9:29", "copy-platform-words 9:45", "copy-platform-words 10:22",
            ])
        #expect(found.map { $0.span.end.column - $0.span.start.column } == [7, 6, 40])
        #expect(
            found.first?.message
                == "the title of screen `hello` names Face ID, which only iOS has; this text also reaches Android")
        #expect(
            found.last?.message
                == "the body of screen `hello` gives the Settings path 'Settings > Screen Time > Family Controls', "
                + "which is not the same on iOS and Android; this text reaches both")
        #expect(found.first?.path == "copy[tour.hello.title]")
    }

    /// A biometrics prompt's copy: Face ID and Touch ID get Android's words in the help, and
    /// an `android:` variant is the fix.
    @Test func biometricWordsNameAndroidsWordsInTheHelp() {
        let found = findings(helloSpec(#"title: "Unlock with Face ID""#, #"body: "Or use Touch ID""#))
        #expect(found.map(\.located) == ["copy-platform-words 9:29", "copy-platform-words 10:23"])
        #expect(found.first?.help?.contains(#"Android says "face unlock""#) == true)
        #expect(found.last?.help?.contains(#"Android says "fingerprint""#) == true)
        #expect(
            findings(
                helloSpec(
                    #"title: { text: "Unlock with Face ID", android: "Unlock with face unlock or your fingerprint" }"#)
            ).isEmpty)
        #expect(findings(helloSpec(#"title: { text: "Unlock with biometrics" }"#)).isEmpty)
    }

    @Test func anAppOnOnePlatformMayNameItsThings() {
        #expect(
            findings(
                helloSpec(
                    #"title: "Open Screen Time in Settings > Screen Time""#,
                    app: "{ id: demo, name: Demo, platforms: [ios] }")
            ).isEmpty)
        #expect(
            findings(
                helloSpec(
                    #"title: "Rate us on Google Play""#,
                    app: "{ id: demo, name: Demo, platforms: [android] }")
            ).isEmpty)
    }

    /// The words are ruled out on the bytes of ASCII text only: in other text, and in
    /// any case, Foundation's search decides, as it did alone before.
    @Test func wordsInNonASCIITextAndInOtherCaseAreFoundAsBefore() {
        #expect(CopyPlatformWords.word("Face ID", in: "Öffne Face ID – schnell") != nil)
        #expect(CopyPlatformWords.word("Face ID", in: "Unlock with face id") == nil)
        #expect(CopyPlatformWords.word("Face ID", in: "Unlock with Face IDs") == nil)
        #expect(CopyPlatformWords.word("iPad", in: "Ton iPad, déjà prêt") != nil)
        let text = "Use Siri, not Sirius"
        #expect(CopyPlatformWords.word("Siri", in: text).map { text[$0] } == "Siri")
        #expect(CopyPlatformWords.word("Android", in: "Androids only") == nil)
    }

    /// The byte search and the projection that rules texts out agree with Foundation's
    /// search, the one for texts they cannot decide.
    @Test(arguments: [
        "Unlock with Face ID", "FaceID", "Face IDs", "Face ID's", "iFace ID", "Face ID2", "Face ID\r\nnow",
        "Siri, Sirius",
        "Sirius and Siri", "face id", "Face  ID", "the App Store.", "App StoreApp Store", "Settings > Privacy",
        "Use \u{212A}", "Open Face ID — now", "Face ID’s lock", "Sirí", "Siri\u{301}", "Face\u{200B} ID", "Ａndroid",
        "iPhone\u{301}", "Café iPad", "Android™", "\u{212A}\u{212A}", "",
    ])
    func searchMatchesFoundation(_ text: String) {
        for phrase in CopyPlatformWords.words.map(\.phrase) + ["Settings", "K"] {
            #expect(
                CopyPlatformWords.word(phrase, in: text) == CopyPlatformWords.foundationWord(phrase, in: text),
                "\(phrase) in \(text)")
        }
    }
}
