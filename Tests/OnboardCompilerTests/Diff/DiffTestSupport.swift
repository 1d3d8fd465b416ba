import Foundation
@testable import OnboardCompiler

/// Small bundle fixtures for the diff tests: JSON objects built in Swift, serialised with Foundation.
enum Fixture {
    static func bundle(
        schemaVersion: Int = 2, app: String = "demo", locales: [String] = ["en"],
        flows: [[String: Any]] = [flow()], extra: [String: Any] = [:]
    ) -> [String: Any] {
        var bundle: [String: Any] = [
            "schemaVersion": schemaVersion, "specVersion": 1,
            "app": ["id": app, "sourceLocale": "en"], "locales": locales, "flows": flows,
        ]
        bundle.merge(extra) { $1 }
        return bundle
    }

    static func flow(
        _ id: String = "onboarding", trigger: [String: Any] = ["kind": "first-launch"],
        flag: String? = "done", setOn: [String] = ["complete"],
        screens: [[String: Any]] = [screen("welcome"), screen("last")]
    ) -> [String: Any] {
        var completion: [String: Any] = ["setOn": setOn]
        completion["flag"] = flag
        return ["id": id, "trigger": trigger, "completion": completion, "screens": screens]
    }

    static func screen(_ id: String, buttons: [[String: Any]]? = nil, states: [[String: Any]] = []) -> [String: Any] {
        [
            "id": id, "role": "information", "titleKey": "onboarding.\(id).title",
            "buttons": buttons ?? [button("primary", ["kind": "next", "target": ["kind": "complete"]])],
            "states": states,
        ]
    }

    static func button(_ slot: String, _ action: [String: Any]) -> [String: Any] {
        ["slot": slot, "labelKey": "onboarding.\(slot)", "action": action]
    }

    static func permission(_ name: String) -> [String: Any] {
        ["kind": "request-permission", "permission": name, "outcomes": ["allowed": ["kind": "complete"]]]
    }

    static func data(_ object: Any) -> Data {
        try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    static func snapshot(
        _ bundle: [String: Any], location: String = "demo", catalog: StringTables? = nil
    ) throws -> AppSnapshot {
        AppSnapshot(
            location: location, bundle: try BundleSnapshot(json: data(bundle)), catalog: catalog,
            hasFolder: catalog != nil)
    }

    /// The changes between two fixture bundles, each as its text-report line.
    static func lines(_ old: [String: Any], _ new: [String: Any]) throws -> [String] {
        BundleComparison.compare(try snapshot(old), try snapshot(new)).changes.map(DiffReport.line)
    }

    /// A String Catalog with `texts` (locale → key → value).
    static func catalog(_ texts: [String: [String: String]]) -> Data {
        var strings: [String: [String: Any]] = [:]
        for (locale, entries) in texts {
            for (key, value) in entries {
                var localizations = strings[key]?["localizations"] as? [String: Any] ?? [:]
                localizations[locale] = ["stringUnit": ["state": "translated", "value": value]]
                strings[key] = ["extractionState": "manual", "localizations": localizations]
            }
        }
        return data(["sourceLanguage": "en", "strings": strings, "version": "1.0"])
    }
}
