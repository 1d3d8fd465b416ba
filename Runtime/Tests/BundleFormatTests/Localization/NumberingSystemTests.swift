import Foundation
import Testing

@testable import BundleFormat

@Suite("Numbering systems")
struct NumberingSystemTests {
    @Test("each system's digits are CLDR's ten, zero to nine, each a decimal digit of its value")
    func digits() {
        // As CLDR's numberingSystems.xml writes them.
        let cldr = [
            "latn": "0123456789", "arab": "٠١٢٣٤٥٦٧٨٩", "arabext": "۰۱۲۳۴۵۶۷۸۹", "deva": "०१२३४५६७८९",
            "beng": "০১২৩৪৫৬৭৮৯", "mymr": "၀၁၂၃၄၅၆၇၈၉", "thai": "๐๑๒๓๔๕๖๗๘๙",
        ]
        for (id, digits) in cldr {
            #expect(NumberingSystem.named(id).map { String(String.UnicodeScalarView($0.digits)) } == digits, "\(id)")
        }
        for system in NumberingSystem.known {
            #expect(system.digits.map(\.properties.numericType) == Array(repeating: .decimal, count: 10), "\(system)")
            #expect(system.digits.map(\.properties.numericValue) == (0...9).map(Double.init), "\(system)")
        }
        #expect(NumberingSystem.known.map(\.id) == NumberingSystem.known.map(\.id).sorted())
        #expect(NumberingSystem.containing("٤")?.id == "arab")
        #expect(NumberingSystem.containing("۴")?.id == "arabext")
        #expect(NumberingSystem.containing("a") == nil)
        #expect(NumberingSystem.named("arabic") == nil)
    }

    @Test("CLDR's default: the tag's entry, else its truncations', else latn")
    func defaults() {
        let cases = [
            "ar": "latn", "ar-AE": "latn", "ar-EG": "arab", "ar_sa": "arab", "ar-EG-u-nu-latn": "arab",
            "fa": "arabext", "fa-IR": "arabext", "ur": "latn", "ur-IN": "arabext", "ne": "deva", "hi": "latn",
            "bn-IN": "beng", "my": "mymr", "th": "latn", "ks": "arabext", "ks-Deva": "latn", "ks-Deva-IN": "latn",
            "pa-Arab-PK": "arabext", "en": "latn", "en-XA": "latn", "ar-XB": "latn",
        ]
        for (locale, system) in cases {
            #expect(NumberingSystem.cldrDefault(for: locale).id == system, "\(locale)")
        }
        // Every id the table gives is a system onboardc knows.
        #expect(NumberingSystem.cldrDefaults.values.allSatisfy { NumberingSystem.named($0) != nil })
    }

    @Test("the locale a runtime formats with: the tag without extensions, then -u-nu-<system>")
    func formattingLocale() {
        #expect(NumberingSystem.formattingLocale("ar-EG", system: "arab") == "ar-EG-u-nu-arab")
        #expect(NumberingSystem.formattingLocale("en", system: "latn") == "en-u-nu-latn")
        #expect(NumberingSystem.formattingLocale("ar_EG-u-nu-latn-x-foo", system: "arab") == "ar-EG-u-nu-arab")
        #expect(IntegerFormatStyle<Int>(locale: Locale(identifier: "ar-EG-u-nu-latn")).format(1234) == "1,234")
    }

    @Test("a bundle's numberingSystems: absent is empty and writes latn; present round-trips; looked up exactly")
    func bundleMember() throws {
        var bundle = OnboardingBundle(app: AppInfo(id: "a", sourceLocale: "en"), flows: [])
        let plain = try JSONEncoder().encode(bundle)
        #expect(!String(decoding: plain, as: UTF8.self).contains("numberingSystems"))
        #expect(try OnboardingBundle(data: plain).numberingSystems == [:])
        #expect(bundle.numberingSystem(for: "ar-EG") == "latn")
        bundle.numberingSystems = ["ar-EG": "arab", "fa": "arabext"]
        let decoded = try OnboardingBundle(data: try JSONEncoder().encode(bundle))
        #expect(decoded.numberingSystems == ["ar-EG": "arab", "fa": "arabext"])
        #expect(decoded.numberingSystem(for: "ar_eg") == "arab")
        #expect(decoded.numberingSystem(for: "ar") == "latn")
        #expect(decoded.numberingSystem(for: "fa-IR") == "latn")
    }
}
