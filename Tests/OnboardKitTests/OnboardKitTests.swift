import Testing
@testable import OnboardKit
