/// The device and text size switches (docs/preview.md): their controls in the top bar, and
/// their stylesheet; `PreviewAssets.deviceScript` sets what they choose on the page.
enum DeviceControls {
    /// The stylesheet, after `PreviewAssets.style`: each text style's
    /// size as a variable (`--ts-body: 17`, in points) for every text size of `DynamicType`
    /// (`data-text-size` on the root picks one), the phone's texts sized by them, and the
    /// phone's frame for every device (`data-device`). Unstyled text (an option, a field)
    /// grows as body does.
    static let style: String = {
        func variables(_ size: String) -> String {
            zip(DynamicType.styles, DynamicType.table[size] ?? []).map { "--ts-\($0):\($1);" }.joined()
        }
        var css = ":root{\(variables(DynamicType.defaultSize))}\n"
        for size in DynamicType.sizes where size.id != DynamicType.defaultSize {
            css += ":root[data-text-size=\(size.id)]{\(variables(size.id))}\n"
        }
        let sized: [(selector: String, style: String)] = [
            (".phone .text.title", "title"), (".phone .text.subtitle", "title3"), (".phone .text.body", "body"),
            (".phone .text.caption", "footnote"), (".phone .btn", "body"), (".phone .top-bar .btn", "subheadline"),
            (".phone .dialog .text.title", "headline"), (".phone .dialog .text.body", "footnote"),
            (".phone .validation", "footnote"), (".phone .cooldown,.phone .request-badge", "caption"),
            (".phone .input-checkbox .consent", "caption2"),
        ]
        css += ".phone{font-size:calc(var(--ts-body)*14px/17)}\n"
        // A word wider than the line breaks between letters, as iOS and Android wrap a label's
        // text, instead of running out of the phone unseen (a name in a large title at AX3).
        css += ".phone .text{overflow-wrap:break-word}\n"
        for (selector, style) in sized {
            css += "\(selector){font-size:calc(var(--ts-\(style))*1px)}\n"
        }
        // The frame is the screen and a 10 px bezel on each side.
        for device in PreviewDevice.all where device != .standard {
            css +=
                ":root[data-device=\(device.id)] .frame{width:\(device.width + 20)px}"
                + ":root[data-device=\(device.id)] .phone{width:\(device.width + 20)px;height:\(device.height + 20)px}\n"
        }
        return css
    }()

    /// The top bar's controls: a device and a text size.
    static var controls: String {
        let devices = PreviewDevice.all.map { "<option value=\"\($0.id)\">\(HTML.escape($0.name))</option>" }
        let sizes = DynamicType.sizes.map { "<option value=\"\($0.id)\">\(HTML.escape($0.name))</option>" }
        return "<label>Device <select id=\"device\">\(devices.joined())</select></label>"
            + "<label>Text size <select id=\"text-size\">\(sizes.joined())</select></label>"
    }
}
