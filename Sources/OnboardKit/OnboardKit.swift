// OnboardKit: plays onboardc bundles in client apps (Foundation only, no UI).
//
//   BundleFormat   (re-exported) the Codable bundle, OnboardingBundle → Flow → Screen → ScreenButton →
//                  Action → Target, and LocaleResolver: the one definition the compiler writes through
//   Engine/        FlowEngine (which flow shows, from the completion flags in an OnboardingStore) and
//                  FlowSession (one run: screen, state, inputs, dialogs, requests the app fulfils, the end)
//   Presentation/  what a view needs: progress, the VoiceOver announcement, entrance timelines,
//                  transitions and feedback, with their reduced-motion alternatives
//
// docs/client-guide.md shows how an iOS app uses it.
@_exported import BundleFormat
