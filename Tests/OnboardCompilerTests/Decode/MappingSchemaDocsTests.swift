import Foundation
import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// docs/spec-format.md's reference tables and the mapping schemas say the same:
    /// each key a table lists is one the decoder takes, and each key of a schema has
    /// its row, with the schema's description as its meaning, the same requirement,
    /// its default and every allowed value. The schema is the one definition (the JSON
    /// Schema's descriptions come from it); the test holds the docs to it.
    @Suite struct MappingSchemaDocsTests {
        /// One row of a docs table: its cells by column name.
        typealias Row = [String: String]

        /// The key tables of docs/spec-format.md, by heading and index under it.
        static let tables: [MappingSchema.DocsTable: [Row]] = {
            let text = (try? String(contentsOf: PackageRoot.appending("docs/spec-format.md"), encoding: .utf8)) ?? ""
            var tables: [MappingSchema.DocsTable: [Row]] = [:]
            var heading = "", index = 0
            var current: (table: MappingSchema.DocsTable, columns: [String])?
            var inCode = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") { inCode.toggle() }
                if inCode { continue }
                if line.hasPrefix("#"), line.contains("# ") {
                    heading = String(line.drop { $0 == "#" }.dropFirst())
                    index = 0
                    current = nil
                } else if line.hasPrefix("| key |") {
                    current = (MappingSchema.DocsTable(heading, table: index), cells(line))
                    tables[current!.table] = []
                    index += 1
                } else if let table = current, line.hasPrefix("|") {
                    guard !line.hasPrefix("|---") else { continue }
                    tables[table.table]?.append(Dictionary(zip(table.columns, cells(line))) { first, _ in first })
                } else {
                    current = nil
                }
            }
            return tables
        }()

        static func cells(_ line: Substring) -> [String] {
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }

        /// The backticked names of a key cell: "`title`, `subtitle`" → title, subtitle.
        static func names(_ cell: String) -> [String] {
            cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map
            { String($0.element) }
        }

        /// A default as a writer writes it: `[ios, android]`, `false`, `easeInOut`.
        static func written(_ value: JSONValue) -> String {
            switch value {
            case .string(let text): text
            case .bool(let flag): String(flag)
            case .int(let number): String(number)
            case .double(let number): String(number)
            case .array(let items): "[" + items.map(written).joined(separator: ", ") + "]"
            case .null, .object: "\(value)"
            }
        }

        static let documented = MappingSchema.all.filter { $0.docs != nil }

        @Test func everySchemaWithDocsHasItsTable() {
            #expect(Self.tables.count >= 30)
            for schema in Self.documented {
                #expect(
                    Self.tables[schema.docs!] != nil,
                    "no key table \(schema.docs!.index) under \"\(schema.docs!.heading)\" for \(schema.name)")
            }
        }

        @Test(arguments: documented.map(\.name))
        func theTableAndTheSchemaAgree(_ name: String) throws {
            let schema = try #require(MappingSchema.all.first { $0.name == name })
            let rows = Self.tables[try #require(schema.docs)] ?? []
            var documented: Set<String> = []
            for row in rows {
                for key in Self.names(row["key"] ?? "") {
                    #expect(
                        schema.keyNames.contains(key), "docs list `\(key)` for \(name); the decoder does not take it")
                    guard let own = schema.own.first(where: { $0.name == key }) else { continue }
                    documented.insert(key)
                    #expect(row["meaning"] == own.description, "\(name).\(key)")
                    check(own, row: row, in: name)
                }
            }
            let undocumented = schema.own.map(\.name).filter { !documented.contains($0) }
            #expect(undocumented.isEmpty, "docs/spec-format.md has no row for these keys of \(name): \(undocumented)")
        }

        /// docs/spec-format.md's tables of a key's values ("| `role` | the screen … |"): each
        /// value's meaning, in the last column, is the meaning its vocabulary gives it.
        static let valueTables: [(key: String, rows: [(value: String, meaning: String)])] = {
            let text = (try? String(contentsOf: PackageRoot.appending("docs/spec-format.md"), encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var tables: [(key: String, rows: [(value: String, meaning: String)])] = []
            for (index, line) in lines.enumerated() where index + 1 < lines.count && lines[index + 1].hasPrefix("|---")
            {
                guard let header = cells(line).first, header.hasPrefix("`"), names(header).count == 1 else { continue }
                let rows = lines[(index + 2)...].prefix { $0.hasPrefix("|") }.map { row in
                    let cells = cells(row)
                    return (value: names(cells[0]).first ?? "", meaning: cells.last ?? "")
                }
                tables.append((names(header)[0], rows))
            }
            return tables
        }()

        @Test func theValueTablesAndTheVocabulariesAgree() throws {
            #expect(Self.valueTables.map(\.key) == ["trigger", "setOn", "role", "action"])
            let keys = MappingSchema.all.flatMap(\.own)
            for table in Self.valueTables {
                let values = table.rows.map(\.value)
                let key = try #require(
                    keys.first { $0.name == table.key && Set(values).isSubset(of: $0.value.choices.map(\.value)) },
                    "no key `\(table.key)` takes \(values)")
                #expect(key.value.choices.count == values.count, "\(table.key): the docs list \(values)")
                for row in table.rows {
                    #expect(
                        key.value.choices.first { $0.value == row.value }?.meaning == row.meaning,
                        "\(table.key): `\(row.value)`")
                }
            }
        }

        func check(_ key: MappingSchema.Key, row: Row, in name: String) {
            if let cell = row["required / default"] ?? row["default"] {
                let always = cell == "**required**" || cell.hasPrefix("**required**,")
                let requirement: MappingSchema.Key.Requirement =
                    always
                    ? .required
                    : cell.contains("**required**") ? .sometimes : .optional
                #expect(key.requirement == requirement, "\(name).\(key.name): the docs say \"\(cell)\"")
                if let value = key.defaultValue {
                    #expect(
                        cell.contains("`\(Self.written(value))`"),
                        "\(name).\(key.name): default \(Self.written(value)), docs \"\(cell)\"")
                }
            }
            var values: [String] = []
            if case .choice(let choices) = key.value { values = choices.map(\.value) }
            if case .list(.choice(let choices), _) = key.value { values = choices.map(\.value) }
            // A cell that points elsewhere ("see 3.13") lists no values to check.
            if let cell = row["allowed values"], !values.isEmpty, case let listed = Self.names(cell), !listed.isEmpty {
                #expect(values.allSatisfy(listed.contains), "\(name).\(key.name): allowed \(values), docs \"\(cell)\"")
            }
        }
    }
}
