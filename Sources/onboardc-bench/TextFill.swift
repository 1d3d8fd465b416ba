import Foundation
import OnboardKit

/// `text [--rounds N]`: OnboardKit's text API on the committed bundles (`generated/*` and
/// `conformance/bundles/*`, read from the current folder): every key each bundle uses, in
/// every locale it carries, with counts 0 to 9: what a screen asks for each time it draws.
/// The yardstick, timed in the same run in alternating rounds, is printf:
/// `String(format:locale:arguments:)` of as many texts with a numbered text and number
/// specifier, in the same locales, which is how OnboardKit filled texts before it filled
/// them itself. The ratio is what choosing the plural form, checking the specifiers and
/// replacing them costs against formatting alone.
enum TextFill {
    struct Text {
        var text: OnboardingText
        var key: String
        var values: [String: TextValue]
    }

    static func run(rounds: Int) throws {
        let texts = try load()
        guard !texts.isEmpty else {
            fail("text: no bundle in generated/ or conformance/bundles/ (run from the repository)")
        }
        var filled: [Double] = []
        var printf: [Double] = []
        for round in 1...rounds {
            let fill = {
                filled.append(seconds { for text in texts { sink(text.text.resolve(text.key, text.values).text) } })
            }
            let format = {
                printf.append(
                    seconds {
                        for (index, text) in texts.enumerated() {
                            sink(
                                String(
                                    format: "%1$@ %2$lld", locale: Locale(identifier: text.text.locale),
                                    arguments: ["Maya", Int64(index % 10)]))
                        }
                    })
            }
            if round % 2 == 1 { fill(); format() } else { format(); fill() }
        }
        let perText = { (times: [Double]) in 1e6 * median(times) / Double(texts.count) }
        print("| texts | OnboardKit µs/text | printf µs/text | OnboardKit / printf |")
        print("|---:|---:|---:|---:|")
        print(
            "| \(texts.count) | \(format(perText(filled), 2)) | \(format(perText(printf), 2)) "
                + "| \(format(median(filled) / median(printf), 2))× |")
        print(
            "RESULT text rounds=\(rounds) texts=\(texts.count) us_per_text=\(format(perText(filled), 3)) "
                + "printf_us=\(format(perText(printf), 3)) ratio=\(format(median(filled) / median(printf), 3))")
    }

    /// Every (locale, key, values) of every committed app folder.
    static func load() throws -> [Text] {
        var texts: [Text] = []
        for parent in ["generated", "conformance/bundles"] {
            let apps = (try? FileManager.default.contentsOfDirectory(atPath: parent))?.sorted() ?? []
            for app in apps {
                let folder = URL(fileURLWithPath: parent).appendingPathComponent(app)
                guard let bundle = try? OnboardingBundle(contentsOf: folder.appendingPathComponent("bundle.json"))
                else { continue }
                let catalog = try StringCatalog(
                    contentsOf: folder.appendingPathComponent(bundle.strings.ios ?? "ios/Localizable.xcstrings"))
                for locale in bundle.locales {
                    let text = OnboardingText(bundle: bundle, strings: catalog, locale: locale)
                    for key in bundle.stringKeys.sorted() {
                        for count in 0..<10 {
                            let values = (bundle.placeholders[key] ?? []).map { placeholder in
                                (
                                    placeholder.name,
                                    placeholder.type == .integer ? TextValue.integer(count) : .string("Maya")
                                )
                            }
                            texts.append(Text(text: text, key: key, values: Dictionary(values) { first, _ in first }))
                        }
                    }
                }
            }
        }
        return texts
    }
}
