// OnboardKit: plays onboardc bundles in client apps (Foundation only, no UI).
//
//   BundleFormat   (re-exported) the Codable bundle, OnboardingBundle → Flow → Screen → ScreenButton →
//                  Action → Target, and LocaleResolver: the one definition the compiler writes through
//   Engine/        FlowEngine (which flow shows, from the completion flags in an OnboardingStore),
//                  FlowSession (one run, a plain value: screen, state, inputs, dialogs, requests, the end) and
//                  FlowDriver (plays a session on the main actor, answering requests through OnboardingServices)
//   Text/          OnboardingText: the localized, formatted copy of a key, falling back along the bundle's
//                  chain; AppleStringTables reads the .lproj tables an app ships
//   Presentation/  what a view needs: progress, the VoiceOver announcement, entrance timelines,
//                  transitions and feedback, with their reduced-motion alternatives
//
// docs/client-guide.md shows how an iOS app uses it.
@_exported import BundleFormat
