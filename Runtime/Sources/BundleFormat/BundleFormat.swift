// BundleFormat: the one definition of `bundle.json` (Foundation only).
//
//   Models/        the Codable bundle: OnboardingBundle → Flow → Screen → ScreenButton → Action → Target.
//                  The compiler's emitter fills these models and encodes them; OnboardKit (which re-exports
//                  this module) and `onboardc diff` decode them. What is written is what clients read.
//                  With them, what Android clients read beside the Apple values (AndroidSpring,
//                  AndroidFeedback, AndroidText), derived by AndroidMapping as a model is made.
//   Localization/  LocaleResolver: which locale a user sees, and which locales they fall back through;
//                  the compiler's localisation rules and OnboardKit ask the same resolver. PluralRules:
//                  CLDR's plural categories, for the compiler's plural checks and OnboardKit's plural forms.
//   Strings/       StringCatalog: the one reader of the `.xcstrings` table the bundle's `strings.ios`
//                  names (OnboardKit's text API, `onboardc diff`, `onboardc check-bundles`), and the
//                  LocalizedStrings protocol every source of texts conforms to.
//   Release/       ReleaseManifest, ReleaseVerifier, ReleaseKey: the one definition of a signed release
//                  (docs/remote-delivery.md), which `onboardc release` writes and checks and OnboardKit's
//                  bundle store verifies before it uses a download.
//
// Lowest first: Localization/ → Models/, Strings/ → Experiments/, Release/ (docs/architecture.md, "Floors inside folders and targets").
//
// docs/bundle-format.md describes the format and its versioning.
