/// The keyboard a text field shows. Open: an unknown keyboard is `unknown` (show the default keyboard).
public enum InputKeyboard: OpenVocabulary {
    /// The platform's default text keyboard.
    case `default`
    /// iOS `.emailAddress`, Android `textEmailAddress`.
    case email
    /// Digits only: iOS `.numberPad`, Android `number`.
    case number
    /// Digits and a decimal separator: iOS `.decimalPad`, Android `numberDecimal`.
    case decimal
    /// iOS `.phonePad`, Android `phone`.
    case phone
    /// iOS `.URL`, Android `textUri`.
    case url
    case unknown(String)

    public static let knownValues: [InputKeyboard] = [.default, .email, .number, .decimal, .phone, .url]

    public var rawValue: String {
        switch self {
        case .default: "default"
        case .email: "email"
        case .number: "number"
        case .decimal: "decimal"
        case .phone: "phone"
        case .url: "url"
        case .unknown(let raw): raw
        }
    }

}
