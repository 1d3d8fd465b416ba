import Testing

@testable import OnboardCompiler

@Suite struct WCAGContrastTests {
    static func hex(_ value: UInt32, alpha: Double = 1) -> RGBA {
        RGBA(
            red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255, alpha: alpha)
    }

    @Test func luminanceOfBlackAndWhite() {
        #expect(WCAGContrast.luminance(Self.hex(0x000000)) == 0)
        #expect(abs(WCAGContrast.luminance(Self.hex(0xFFFFFF)) - 1) < 1e-12)
    }

    @Test func blackOnWhiteIs21() {
        #expect(abs(WCAGContrast.ratio(Self.hex(0x000000), Self.hex(0xFFFFFF)) - 21) < 1e-9)
        #expect(WCAGContrast.ratio(Self.hex(0x777777), Self.hex(0x777777)) == 1)
    }

    /// #767676 is the lightest grey that passes 4.5:1 on white (4.54:1); #777777 fails (4.48:1).
    @Test func greysOnWhite() {
        let white = Self.hex(0xFFFFFF)
        #expect(abs(WCAGContrast.ratio(Self.hex(0x767676), white) - 4.54) < 0.005)
        #expect(WCAGContrast.ratio(Self.hex(0x767676), white) >= 4.5)
        #expect(WCAGContrast.ratio(Self.hex(0x777777), white) < 4.5)
    }

    /// FloraFriend's primary button: white on system green.
    @Test func whiteOnSystemGreen() {
        let ratio = WCAGContrast.ratio(Self.hex(0xFFFFFF), Self.hex(0x34C759))
        #expect(abs(ratio - 2.22) < 0.005)
        #expect(WCAGContrast.format(ratio) == "2.21:1")  // 2.2196…, shown rounded down
    }

    @Test func formatNeverRoundsUp() {
        #expect(WCAGContrast.format(4.4999) == "4.49:1")
        #expect(WCAGContrast.format(21) == "21:1")
        #expect(WCAGContrast.format(4.5) == "4.5:1")
    }

    /// Black at 50 % over white is 50 % grey; a translucent background is drawn
    /// over white in light mode and over black in dark mode.
    @Test func compositing() {
        let grey = WCAGContrast.composite(Self.hex(0x000000, alpha: 0.5), over: Self.hex(0xFFFFFF))
        #expect(abs(grey.red - 0.5) < 1e-12 && grey.alpha == 1)
        let halfWhite = Self.hex(0xFFFFFF, alpha: 0.5)
        #expect(abs(WCAGContrast.ratio(text: Self.hex(0x000000), on: halfWhite, dark: false) - 21) < 1e-9)
        let dark = WCAGContrast.ratio(text: Self.hex(0x000000), on: halfWhite, dark: true)
        let grey50 = RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        #expect(abs(dark - WCAGContrast.ratio(Self.hex(0x000000), grey50)) < 1e-12)
        #expect(abs(dark - 5.28) < 0.005)
    }

    @Test func largeText() {
        #expect(WCAGTextSize.isLarge(font: nil, weight: .bold))  // 17 pt bold
        #expect(WCAGTextSize.isLarge(font: "headline", weight: nil))  // 17 pt semibold
        #expect(!WCAGTextSize.isLarge(font: "headline", weight: .regular))
        #expect(!WCAGTextSize.isLarge(font: nil, weight: nil))  // 17 pt regular
        #expect(WCAGTextSize.isLarge(font: "title3", weight: nil))  // 20 pt
        #expect(!WCAGTextSize.isLarge(font: "footnote", weight: .bold))  // 13 pt bold
    }
}
