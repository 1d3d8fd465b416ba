/// The onboardc release this library belongs to.
public enum OnboardCompilerVersion {
    public static let current = "0.2.0"
}
