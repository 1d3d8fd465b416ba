/// What the system may fill a text field with: iOS `textContentType`, Android `autofillHints`.
/// Open: an unknown value is `unknown` (no autofill).
public enum InputAutofill: OpenVocabulary {
    /// Nothing: the system offers no autofill.
    case none
    /// iOS `.name`, Android `personName`.
    case name
    /// iOS `.givenName`, Android `personGivenName`.
    case givenName
    /// iOS `.familyName`, Android `personFamilyName`.
    case familyName
    /// iOS `.emailAddress`, Android `emailAddress`.
    case email
    /// iOS `.username`, Android `username`.
    case username
    /// iOS `.password`, Android `password`.
    case password
    /// iOS `.newPassword`, Android `newPassword`.
    case newPassword
    /// iOS `.oneTimeCode`, Android `smsOTPCode`.
    case oneTimeCode
    /// iOS `.telephoneNumber`, Android `phoneNumber`.
    case phone
    /// iOS `.postalCode`, Android `postalCode`.
    case postalCode
    case unknown(String)

    public static let knownValues: [InputAutofill] = [
        .none, .name, .givenName, .familyName, .email, .username, .password, .newPassword, .oneTimeCode, .phone,
        .postalCode,
    ]

    public var rawValue: String {
        switch self {
        case .none: "none"
        case .name: "name"
        case .givenName: "given-name"
        case .familyName: "family-name"
        case .email: "email"
        case .username: "username"
        case .password: "password"
        case .newPassword: "new-password"
        case .oneTimeCode: "one-time-code"
        case .phone: "phone"
        case .postalCode: "postal-code"
        case .unknown(let raw): raw
        }
    }

    /// Whether the field asks for an account's credentials or address (an email, a username, a password).
    public var identifiesAccount: Bool {
        switch self {
        case .email, .username, .password, .newPassword: true
        default: false
        }
    }
}
