import BundleFormat
import Foundation
import Testing

/// The client guide's Android tables (section 9) say what `AndroidMapping`, the one
/// definition the bundle's `android` members come from, says: row by row, and every value.
@Suite struct AndroidMappingDocsTests {
    static let guide = (try? String(contentsOf: PackageRoot.appending("docs/client-guide.md"), encoding: .utf8)) ?? ""

    /// The rows of the Markdown table whose header line starts with `header`, as cells.
    static func rows(under header: String) -> [[String]] {
        let lines = guide.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
        return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// The `code` spans of a cell, in order.
    static func codes(_ cell: String) -> [String] {
        cell.matches(of: /`([^`]+)`/).map { String($0.1) }
    }

    @Test func theHapticsTableIsTheMapping() {
        let rows = Self.rows(under: "| `haptic` | `android.haptics`")
        var covered: [Haptic] = []
        for row in rows {
            for name in Self.codes(row[0]) {
                let haptic = Haptic(rawValue: name)
                covered.append(haptic)
                #expect(AndroidMapping.haptics(haptic) == Self.codes(row[1]), "\(name)")
            }
        }
        #expect(covered.map(\.rawValue).sorted() == Haptic.knownValues.map(\.rawValue).sorted())
    }

    @Test func theTextStylesTableIsTheMapping() {
        let rows = Self.rows(under: "| `font` | iOS size | Material 3 |")
        let table = Dictionary(uniqueKeysWithValues: rows.map { (Self.codes($0[0])[0], Self.codes($0[2]).first ?? "") })
        #expect(table == AndroidMapping.typography)
        #expect(table.count == 11)
    }

    @Test func theWeightsListIsTheMapping() throws {
        let paragraph = try #require(
            Self.guide.range(of: "`weight` → `FontWeight`").map { Self.guide[$0.lowerBound...] })
        let end = paragraph.range(of: "\n\n").map { paragraph[..<$0.lowerBound] } ?? paragraph
        let pairs = end.matches(of: /`(\w+)`\s+→\s+`(\w+)`/).map { (String($0.1), String($0.2)) }.filter {
            $0.0 != "weight"
        }
        #expect(Dictionary(uniqueKeysWithValues: pairs) == AndroidMapping.fontWeights)
    }

    @Test func theSpringExamplesAreTheFormula() {
        #expect(Self.guide.contains("`spring(dampingRatio = 0.8f, stiffness = 246.7f)`"))
        #expect(
            AndroidMapping.spring(response: 0.4, dampingFraction: 0.8)
                == AndroidSpring(dampingRatio: 0.8, stiffness: 246.7))
        #expect(Self.guide.contains("default, 0.55 s (stiffness 130.5)") && Self.guide.contains("SwiftUI's\n0.825"))
        #expect(
            AndroidMapping.spring(response: nil, dampingFraction: nil)
                == AndroidSpring(dampingRatio: 0.825, stiffness: 130.5))
    }

    /// The members follow the values they map when those change, and a bundle read back has them.
    @Test func theMembersFollowTheirValues() throws {
        var animation = AnimationSpec(curve: .easeIn)
        #expect(animation.android == nil)
        animation.curve = .spring
        animation.response = 1
        #expect(animation.android?.stiffness == 39.5)
        var style = TextStyle(font: "body")
        #expect(style.android == AndroidText(typography: "bodyLarge"))
        style.weight = "semibold"
        #expect(style.android == AndroidText(typography: "bodyLarge", fontWeight: "SemiBold"))
        let decoded = try JSONDecoder().decode(Feedback.self, from: Data(#"{"haptic": "success"}"#.utf8))
        #expect(decoded.android?.haptics == ["CONFIRM", "VIRTUAL_KEY"])
        let unknown = try JSONDecoder().decode(Feedback.self, from: Data(#"{"haptic": "thud"}"#.utf8))
        #expect(unknown.android == nil)
    }
}
