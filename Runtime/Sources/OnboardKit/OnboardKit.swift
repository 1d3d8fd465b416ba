// OnboardKit: plays onboardc bundles in client apps (Foundation only, no UI).
//
//   BundleFormat   (re-exported) the Codable bundle, OnboardingBundle → Flow → Screen → ScreenButton →
//                  Action → Target, and LocaleResolver: the one definition the compiler writes through
//   Engine/        FlowEngine (which flow shows, from the completion flags in an OnboardingStore),
//                  FlowSession (one run, a plain value: screen, state, inputs, dialogs, requests, the end,
//                  and the FlowEvents that happened; saved and restored as a FlowSnapshot) and FlowDriver
//                  (plays a session on the main actor, answering requests through OnboardingServices,
//                  streaming events to every subscriber)
//   Text/          OnboardingText: the localized copy of a key, falling back along the bundle's chain,
//                  filled by OnboardKit itself (never printf); AppleStringTables reads the .lproj tables
//   Presentation/  what a view needs: the copy shown, progress, the VoiceOver announcement, entrance
//                  timelines, transitions and feedback, with their reduced-motion alternatives
//   Delivery/      BundleStore: the content to play, the last verified download or the embedded bundle,
//                  read at launch without the network; updates downloaded in the background, verified
//                  with BundleFormat's ReleaseVerifier and stored atomically, reported as DeliveryEvents
//
// docs/client-guide.md shows how an iOS app uses it; docs/conformance.md defines what every
// runtime does, and conformance/ holds the vectors OnboardKit's tests run.
@_exported import BundleFormat
