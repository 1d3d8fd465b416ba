@testable import OnboardCompiler

// The demo specs and translation files the tests build on, in one place. Each has
// its own layout, which the tests' expected line:column positions depend on: a new
// test picks the builder whose layout its subject needs.

// MARK: - For the decoder's snippet tests (`Decode/`)

/// A valid spec of one first-launch flow `onboarding` (flag `done`) with one screen `welcome`:
///
///     1  version: 1
///     2  app: { id: demo, name: Demo }
///     3  flows:
///     4    - id: onboarding
///     5      trigger: first-launch
///     6      completion: { flag: done }
///     7      screens:
///     8        - id: welcome
///     9          role: welcome
///     10         title: Welcome
///
/// `screen` lines are added to screen `welcome` (from line 11, keys at column 9), then
/// `flow` lines to the flow (keys at column 5), then `top` lines to the root (column 1).
/// Each part keeps its own relative indentation.
func minimalSpec(screen: String = "", flow: String = "", top: String = "") -> String {
    func indented(_ lines: String, by width: Int) -> String {
        lines.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.isEmpty }
            .map { String(repeating: " ", count: width) + $0 + "\n" }
            .joined()
    }
    return """
        version: 1
        app: { id: demo, name: Demo }
        flows:
          - id: onboarding
            trigger: first-launch
            completion: { flag: done }
            screens:
              - id: welcome
                role: welcome
                title: Welcome

        """ + indented(screen, by: 8) + indented(flow, by: 4) + indented(top, by: 0)
}

// MARK: - For the emitters' tests (`Emit/`, `Pipeline/`)

/// A complete spec around `screens`, a YAML list of screens (indented here to sit under `screens:`).
/// `appKeys`: more lines under `app:` (`sourceLocale`, `fallbacks`, `pseudoLocales`), unindented.
func specYAML(
    app: String = "demo", platforms: String = "[ios, android]", appKeys: String = "", screens: String
) -> String {
    let screens = screens.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(
        separator: "\n")
    let appKeys = appKeys.split(separator: "\n").map { "\n  " + $0 }.joined()
    return """
        version: 1
        app:
          id: \(app)
          name: Demo
          platforms: \(platforms)\(appKeys)
        flows:
          - id: onboarding
            trigger: first-launch
            completion: { flag: hasCompletedOnboarding }
            screens:
        \(screens)
        """
}

// MARK: - For the localisation rules' tests (`Lint/Localization/`)

/// A spec with one screen, `tour.hello`, holding `fields` (each a line such as
/// `title: Welcome`, written at column 9 from line 9 on):
///
///     1  version: 1
///     2  app: { id: demo, name: Demo }
///     3  flows:
///     4    - id: tour
///     5      trigger: settings
///     6      screens:
///     7        - id: hello
///     8          role: welcome
///     9          <fields…>
func helloSpec(_ fields: String..., app: String = "{ id: demo, name: Demo }") -> String {
    """
    version: 1
    app: \(app)
    flows:
      - id: tour
        trigger: settings
        screens:
          - id: hello
            role: welcome

    """ + fields.map { "        \($0)\n" }.joined()
}

// MARK: - For the command line's tests (`CLI/`)

/// A valid one-flow spec for app `app`; `broken` adds an unknown key (an error, line 7 col 5).
func cliSpec(
    app: String = "demo", title: String = "Hello", platforms: String = "[ios, android]", broken: Bool = false
) -> String {
    """
    version: 1
    app: { id: \(app), name: Demo, platforms: \(platforms) }
    flows:
      - id: onboarding
        trigger: first-launch
        completion: { flag: done }
    \(broken ? "    colour: red\n" : "")    screens:
          - { id: welcome, role: welcome, title: \(title), primary: Next }

    """
}

// MARK: - Translation files

/// A translation file: `header` (comment lines, say) first, then `locale:` and
/// `strings:`, then each entry (`key: text`, or a YAML line of a longer entry) on
/// its own line at column 3. Without a header, `locale:` is line 1 and the entries
/// start on line 3; without entries, `strings: {}`.
func translationFile(_ locale: String, header: String = "", _ entries: String...) -> String {
    translationYAML(locale, header: header, entries)
}

func translationYAML(_ locale: String, header: String = "", _ entries: [String]) -> String {
    header + "locale: \(locale)\nstrings:\(entries.isEmpty ? " {}" : "")\n" + entries.map { "  \($0)\n" }.joined()
}

/// The same as a file `spec.l10n/<locale>.yaml`, its entries given as YAML lines.
func translationFile(_ locale: String, header: String = "", strings: String) -> SourceFile {
    let lines = strings.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return SourceFile(path: "spec.l10n/\(locale).yaml", text: translationYAML(locale, header: header, lines))
}

// MARK: - For sections (`Decode/SectionDecodingTests`, `Lint/SectionPolicyTests`, `Emit/`)

/// A first-launch flow `onboarding` of four screens whose first two are the section
/// `tutorial`, whose policy forbids permission prompts; the camera request is on screen
/// `camera`, after the section, or (`requestInTutorial`) on screen `tips`, inside it:
///
///     1  version: 1
///     2  app: { id: demo, name: Demo, platforms: [ios] }
///     3  flows:
///     4    - id: onboarding
///     5      trigger: first-launch
///     6      completion: { flag: hasOnboarded }
///     7      sections:
///     8        - id: tutorial
///     9          screens: [welcome, tips]
///     10         policy: { permissionPrompts: forbidden }
///     11     screens:
///     12       - { id: welcome, role: welcome, title: Hello, primary: Next }
///     13       - { id: tips, role: information, title: Tips, primary: <Next, or the request> }
///     14       - { id: camera, role: permission-request, title: Camera, primary: <the request, or Next> }
///     15       - { id: done, role: completion, title: Done, primary: { label: Start, action: complete } }
func sectionedSpec(requestInTutorial: Bool = false, policy: String = "{ permissionPrompts: forbidden }") -> String {
    let request =
        "{ label: Allow, action: request-permission, permission: camera, on: { allowed: next, denied: next } }"
    return """
        version: 1
        app: { id: demo, name: Demo, platforms: [ios] }
        flows:
          - id: onboarding
            trigger: first-launch
            completion: { flag: hasOnboarded }
            sections:
              - id: tutorial
                screens: [welcome, tips]
                policy: \(policy)
            screens:
              - { id: welcome, role: welcome, title: Hello, primary: Next }
              - { id: tips, role: information, title: Tips, primary: \(requestInTutorial ? request : "Next") }
              - { id: camera, role: permission-request, title: Camera, primary: \(requestInTutorial ? "Next" : request) }
              - { id: done, role: completion, title: Done, primary: { label: Start, action: complete } }

        """
}
