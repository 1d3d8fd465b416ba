import Foundation
import Testing
import OnboardKit

/// The flow vectors of the seeds (`conformance/vectors/flows/<app>/`) come from a walk of
/// every move of every seed flow: every button, swipe, dialog answer and reply to every
/// request, and an answer to each required input. The vectors together take every move
/// from every place the walk reaches and end every way a flow can end; this suite checks
/// that they still do. To write them again (a new seed, a changed spec), run
///
///     ONBOARDKIT_WRITE_VECTORS=1 swift test --package-path Runtime --filter SeedVectorTests
///
/// and review the diff: the vectors, not OnboardKit, define what every runtime does.
@Suite("Conformance vectors: every move of every flow of the seeds and the every-member fixture")
@MainActor
struct SeedVectorTests {
    nonisolated static let writing = ProcessInfo.processInfo.environment["ONBOARDKIT_WRITE_VECTORS"] == "1"

    /// Where a session is, for the walk: the screen, state and dialog shown (with the slot
    /// of the button it confirms: one dialog may confirm several), the inputs answered on
    /// the screen, and the ending.
    struct Place: Hashable {
        var screen: String
        var state: String?
        var dialog: String?
        var confirming: ButtonSlot?
        var answered: [String]
        var ended: String?
    }

    /// A move of the walk: a step (without `expect`) from one place to another.
    struct Move: Hashable {
        var from: Place
        var step: String
        var to: Place
    }

    /// A flow of an app folder, and how a vector starts it.
    struct Origin: CustomStringConvertible, Sendable {
        var app: String
        var folder: String
        var flow: String
        var start: String
        var description: String { "\(app)/\(flow)" }

        /// The start of a vector of this flow, in `locale`.
        func base(locale: String) -> [(String, JSON)] {
            [
                ("kind", .string("flow")), ("bundle", .string(folder)), ("locale", .string(locale)),
                ("start", try! JSON(parsing: Data(start.utf8))),
            ]
        }
    }

    /// The app folders walked: the seeds' committed output, and the every-member fixture's
    /// (built into `conformance/bundles/everything` with the purpose-made apps).
    nonisolated static let apps =
        Fixtures.apps.map { ($0, "generated/\($0)") } + [("everything", "conformance/bundles/everything")]

    /// Every flow of every app, with the start an app uses for it.
    nonisolated static let origins: [Origin] = apps.flatMap { app, folder -> [Origin] in
        guard let bundle = try? App(folder).bundle else { return [] }
        let engine = FlowEngine(bundle: bundle, store: InMemoryOnboardingStore())
        return bundle.flows.map { flow in
            let start =
                switch flow.trigger {
                case .firstLaunch where engine.launchFlow?.id == flow.id: #"{"launch": true}"#
                case .settings: #"{"settings": "\#(flow.id)"}"#
                case .event(let event): #"{"event": "\#(event)"}"#
                default: #"{"flow": "\#(flow.id)"}"#
                }
            return Origin(app: app, folder: folder, flow: flow.id, start: start)
        }
    }

    static func place(_ player: Player) -> Place {
        let session = player.driver!.session
        return Place(
            screen: session.screen.id, state: session.stateID, dialog: session.presentedDialog?.dialog.id,
            confirming: session.presentedDialog?.slot,
            answered: (session.answers[session.screen.id] ?? [:]).keys.sorted(), ended: session.ending?.reason.name)
    }

    /// The replies an app can give a request the action makes: none when it makes none.
    static func replies(_ action: Action) -> [String] {
        switch action.kind {
        case .requestPermission(.biometrics, _):
            ["allowed", "denied", "not-determined", "unavailable", "not-enrolled"]
        case .requestPermission(let permission, _) where permission.isKnown: ["allowed", "denied", "not-determined"]
        case .purchase, .restore: ["success", "failure", "cancel"]
        case .openSettings: ["settings-opened"]
        case .resendCode: ["sent", "failed"]
        case .pickFile: ["picked", "cancelled"]
        default: []
        }
    }

    /// Every step a user (and the app's services) can take from `session`, in a fixed order.
    static func steps(from session: FlowSession) -> [JSON] {
        func withReplies(_ step: (String, JSON), _ action: Action) -> [JSON] {
            let replies = replies(action)
            if replies.isEmpty { return [.object([step])] }
            return replies.map { .object([step, ("reply", .string($0))]) }
        }
        guard session.ending == nil else { return [] }
        if let presented = session.presentedDialog {
            return withReplies(("confirm", .bool(true)), presented.action) + [.object([("cancel", .bool(true))])]
        }
        var steps: [JSON] = []
        for action in session.availableActions {
            switch action {
            case .tap(let slot):
                let button = session.buttons.first { $0.slot == slot }!
                steps +=
                    button.action.confirmDialog == nil
                    ? withReplies(("tap", .string(slot.rawValue)), button.action)
                    : [.object([("tap", .string(slot.rawValue))])]
            case .swipeNext: steps.append(.object([("swipe", .string("next"))]))
            case .swipeBack: steps.append(.object([("swipe", .string("back"))]))
            }
        }
        for input in session.unansweredRequiredInputs {
            let value: InputValue =
                switch input.kind {
                case .checkbox: .checked(true)
                case .singleChoice: .choice(input.options.first?.id ?? "")
                case .multipleChoice: .choices(Set(input.options.prefix(1).map(\.id)))
                case .text, .name, .email, .number, .password, .phone, .oneTimeCode, .date: Fixtures.acceptedText(input)
                }
            steps.append(
                .object([("answer", .object([("input", .string(input.id)), ("value", try! JSON(encoding: value))]))]))
        }
        return steps
    }

    /// A player of `origin` that has taken `steps`.
    static func replay(_ origin: Origin, locale: String = "en", _ steps: [JSON]) async throws -> Player {
        let player = try Player(.object(origin.base(locale: locale)))
        for step in steps { try await player.perform(step) }
        return player
    }

    /// Every move from every place reachable from the start of `origin`, and the start.
    static func walk(_ origin: Origin) async throws -> (start: Place, moves: [Move], paths: [Place: [JSON]]) {
        let start = place(try await replay(origin, []))
        var paths: [Place: [JSON]] = [start: []]
        var queue = [start]
        var moves: [Move] = []
        while !queue.isEmpty {
            let here = queue.removeFirst()
            let path = paths[here]!
            for step in steps(from: try await replay(origin, path).driver!.session) {
                let there = place(try await replay(origin, path + [step]))
                moves.append(Move(from: here, step: step.canonical, to: there))
                if paths[there] == nil {
                    paths[there] = path + [step]
                    queue.append(there)
                }
            }
        }
        return (start, moves, paths)
    }

    /// Runs of moves from the start to an ending that together take every move: each run
    /// goes the shortest way to a move no run took yet, then takes moves no run took while
    /// it can, then goes the shortest way to an ending.
    static func runs(start: Place, moves: [Move], paths: [Place: [JSON]]) -> [[Move]] {
        let from = Dictionary(grouping: moves, by: \.from)
        // The fewest moves from each place to an ending, and the move that starts that way.
        var toEnd: [Place: Int] = [:]
        for move in moves where move.to.ended != nil { toEnd[move.to] = 0 }
        var changed = true
        while changed {
            changed = false
            for move in moves {
                if let there = toEnd[move.to], (toEnd[move.from] ?? .max) > there + 1 {
                    toEnd[move.from] = there + 1
                    changed = true
                }
            }
        }
        func pathMoves(to place: Place) -> [Move] {
            var here = start, taken: [Move] = []
            for step in paths[place]! {
                let move = from[here]!.first { $0.step == step.canonical }!
                taken.append(move)
                here = move.to
            }
            return taken
        }
        var untaken = moves
        var runs: [[Move]] = []
        while let next = untaken.first {
            var run = pathMoves(to: next.from) + [next]
            var here = next.to
            while here.ended == nil {
                let taken = Set(runs.joined()).union(run)
                let move =
                    from[here]!.first { !taken.contains($0) && toEnd[$0.to] != nil }
                    ?? from[here]!.filter { toEnd[$0.to] != nil }.min { toEnd[$0.to]! < toEnd[$1.to]! }!
                run.append(move)
                here = move.to
            }
            runs.append(run)
            let taken = Set(run)
            untaken.removeAll { taken.contains($0) }
        }
        return runs
    }

    @Test(
        "the committed vectors take every move from every place of every seed flow, and end it every way",
        arguments: origins)
    func everyMoveIsInAVector(origin: Origin) async throws {
        let (start, moves, _) = try await Self.walk(origin)
        #expect(moves.contains { $0.to.ended != nil }, "\(origin) never ends")
        var taken = Set<Move>()
        for file in Conformance.files where file.hasPrefix("flows/\(origin.app)/\(origin.flow)/") {
            let vector = try Conformance.load(file)
            let player = try Player(vector)
            var here = start
            for step in vector["steps"]?.array ?? [] {
                try await player.perform(step)
                guard step["quit"] == nil, step["restore"] == nil else { continue }
                let bare = JSON.object((step.members ?? []).filter { $0.0 != "expect" })
                let there = Self.place(player)
                taken.insert(Move(from: here, step: bare.canonical, to: there))
                here = there
            }
        }
        let missing = Set(moves).subtracting(taken)
        #expect(missing.isEmpty, "\(origin): \(missing.count) of \(moves.count) moves are in no vector")
        #expect(
            Set(moves.compactMap(\.to.ended)) == Set(taken.compactMap(\.to.ended)),
            "\(origin): an ending is in no vector")
    }

    @Test("write the seed flows' vectors (only with ONBOARDKIT_WRITE_VECTORS=1)", .enabled(if: writing))
    func write() async throws {
        let flows = Conformance.vectors.appendingPathComponent("flows")
        // Only the walked apps' vectors: the hand-written ones (flows/branching/) stay.
        for (app, _) in Self.apps { try? FileManager.default.removeItem(at: flows.appendingPathComponent(app)) }
        for origin in Self.origins {
            let bundle = try App(origin.folder).bundle
            let android = try AndroidTables(app: origin.folder, sourceLocale: bundle.app.sourceLocale)
            let (start, moves, paths) = try await Self.walk(origin)
            var runs = Self.runs(start: start, moves: moves, paths: paths).map {
                $0.map { try! JSON(parsing: Data($0.step.utf8)) }
            }
            // Leaving part-way after the first move (at once when that move ends the flow), and a
            // save and restore half-way through the longest run.
            let first = Self.runs(start: start, moves: moves, paths: paths)[0][0]
            runs.append((first.to.ended == nil ? [runs[0][0]] : []) + [.object([("quit", .bool(true))])])
            let longest = runs.dropLast().max { $0.count < $1.count }!
            runs.append(
                Array(longest.prefix(longest.count / 2)) + [.object([("restore", .bool(true))])]
                    + longest.dropFirst(longest.count / 2))
            for (index, steps) in runs.enumerated() {
                let locale = bundle.locales[index % bundle.locales.count]
                let vector = try await Self.vector(
                    origin, locale: locale, steps: steps, bundle: bundle, android: android)
                let name =
                    index == runs.count - 2
                    ? "quit" : index == runs.count - 1 ? "restore" : String(format: "%02d", index + 1)
                let file = flows.appendingPathComponent("\(origin.app)/\(origin.flow)/\(name).json")
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data((vector.rendered() + "\n").utf8).write(to: file)
            }
        }
        // Each app launched again after its first-launch flows ended: they do not show again.
        for (app, folder) in Self.apps {
            let bundle = try App(folder).bundle
            let flags = bundle.flows.filter { $0.trigger == .firstLaunch }.compactMap(\.completion.flag)
            guard !flags.isEmpty else { continue }
            let store = JSON.object(flags.sorted().map { ($0, .bool(true)) })
            var vector: [(String, JSON)] = [
                ("kind", .string("flow")),
                ("description", .string("\(app): launched again once its first-launch flags are set, no flow shows")),
                ("bundle", .string(folder)), ("locale", .string(bundle.app.sourceLocale)),
                ("start", .object([("launch", .bool(true))])), ("store", store),
            ]
            let player = try Player(.object(vector))
            vector += [
                ("initial", try player.view()), ("steps", .array([])), ("ending", .null),
                ("storeAfter", try player.outcome().store),
            ]
            try Data((JSON.object(vector).rendered() + "\n").utf8).write(
                to: flows.appendingPathComponent("\(app)/launch-again.json"))
        }
    }

    /// A step in a few words: `tap skip`, `tap primary (denied)`, `answer goal`, `confirm`.
    static func summary(_ step: JSON) -> String {
        let action = (step.members ?? []).first { $0.0 != "reply" && $0.0 != "expect" }
        var words = action?.0 ?? "?"
        switch action?.1 {
        case .string(let value)?: words += " \(value)"
        case .object?: words += " \(action?.1["input"]?.string ?? "")"
        default: break
        }
        return words + (step["reply"]?.string.map { " (\($0))" } ?? "")
    }

    /// The vector of `steps` played from `origin` in `locale`, with what each shows.
    static func vector(
        _ origin: Origin, locale: String, steps: [JSON], bundle: OnboardingBundle,
        android: AndroidTables
    ) async throws -> JSON {
        let player = try Player(.object(origin.base(locale: locale)))
        func texts(_ copy: ShownCopy, _ ios: String) -> JSON {
            guard bundle.app.platforms.contains("android"),
                let text = android.text(copy.key, bundle: bundle, lookupOrder: player.text.lookupOrder), text != ios
            else { return .string(ios) }
            return .object([("ios", .string(ios)), ("android", .string(text))])
        }
        let initial = try player.view(platformText: texts)
        var played: [JSON] = []
        for step in steps {
            try await player.perform(step)
            played.append(.object((step.members ?? []) + [("expect", try player.view(platformText: texts))]))
        }
        let (ending, store) = try player.outcome()
        let end =
            ending["reason"]?.string.map { "ends \($0)" + (ending["result"]?.string.map { " (\($0))" } ?? "") }
            ?? "left part-way"
        let description = "\(origin) in \(locale): \(steps.map(Self.summary).joined(separator: ", ")); \(end)"
        var members = origin.base(locale: locale)
        members.insert(("description", .string(description)), at: 1)
        members += [
            ("store", .object([])), ("initial", initial), ("steps", .array(played)), ("ending", ending),
            ("storeAfter", store),
        ]
        return .object(members)
    }
}
