/// A phone size of the preview's device switch: the screen in points (one CSS pixel each).
/// The standard one is the frame the preview always drew; the others are the smallest and
/// the largest screens apps still meet.
struct PreviewDevice: Hashable {
    /// As the address writes it (`device=small`).
    var id: String
    var name: String
    var width: Int
    var height: Int

    static let all: [PreviewDevice] = [
        PreviewDevice(id: "standard", name: "Standard 320×660", width: 320, height: 660),
        PreviewDevice(id: "small", name: "Small 320×568 (SE 1st gen.)", width: 320, height: 568),
        PreviewDevice(id: "large", name: "Large 430×932 (Pro Max)", width: 430, height: 932),
    ]

    static let standard = all[0]
}
