/// OnboardKit: plays onboardc bundles in client apps (Foundation only).
