import Testing
@testable import OnboardPreview

/// The Dynamic Type table the preview sizes text by: a size for every style at every
/// setting, none shrinking as the setting grows, Large being the default sizes the page
/// states (`Styling.fonts`), and each style growing by its own steps.
@Suite struct DynamicTypeTests {
    @Test func everyStyleHasASizeAtEverySettingAndNoneShrinks() {
        #expect(Set(DynamicType.table.keys) == Set(DynamicType.sizes.map(\.id)))
        for (index, style) in DynamicType.styles.enumerated() {
            let column = DynamicType.sizes.compactMap { DynamicType.table[$0.id]?[index] }
            #expect(column.count == DynamicType.sizes.count, "\(style)")
            #expect(zip(column, column.dropFirst()).allSatisfy { $0 <= $1 }, "\(style): \(column)")
        }
    }

    @Test func largeIsTheDefaultAndStylesGrowByTheirOwnSteps() {
        #expect(DynamicType.points("body") == 17 && DynamicType.points("largeTitle") == 34)
        #expect(Styling.fonts["title"]?.size == 28 && Styling.fonts["headline"]?.weight == 600)
        #expect(DynamicType.points("body", at: "AX1") == 28 && DynamicType.points("body", at: "AX5") == 53)
        #expect(DynamicType.points("largeTitle", at: "AX5") == 60)
        #expect(DynamicType.points("body", at: "AX9") == nil && DynamicType.points("banner") == nil)
        #expect(Styling.font("body", weight: nil) == "font-size:calc(var(--ts-body,17)*1px);font-weight:400;")
    }
}
