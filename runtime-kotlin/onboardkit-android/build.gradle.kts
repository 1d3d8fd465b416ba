// The Kotlin runtime's Android layer: SharedPreferences as the store, the app's resources (or a
// release's String Catalog) as the string tables, Android's ICU for numbers. Not built in
// onboardc's CI (no Android SDK there): scripts/check-kotlin-android compiles the same sources
// against stand-ins of the android.* classes they use (../android-stubs) and runs
// src/test/kotlin's checks on the JVM. An app includes it as ../README.md says.
plugins {
    id("com.android.library") version "8.7.3"
    kotlin("android") version "2.1.0"
}

android {
    namespace = "dev.onboardc.onboardkit.android"
    compileSdk = 35
    defaultConfig {
        // android.icu (NumberFormat) is API 24; NumberFormatter, which keeps minimum grouping, API 30.
        minSdk = 24
    }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
    // The JVM checks run against the stand-ins, not an emulator: they are not Android unit tests.
    sourceSets["test"].java.setSrcDirs(emptyList<String>())
}

kotlin {
    jvmToolchain(17)
}

dependencies {
    api(project(":onboardkit-core"))
}
