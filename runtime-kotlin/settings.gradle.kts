// The Kotlin runtime as Gradle builds it in an app's project (not built here: see README.md).
// An Android app includes the core with, in its own settings.gradle.kts:
//   include(":onboardkit-core")
include(":onboardkit-android")
//   project(":onboardkit-core").projectDir = file("<path to onboardc>/runtime-kotlin/onboardkit-core")
pluginManagement {
    repositories {
        gradlePluginPortal()
        google()
        mavenCentral()
    }
}
dependencyResolutionManagement {
    repositories {
        google()
        mavenCentral()
    }
}
rootProject.name = "onboardkit"
include(":onboardkit-core")
include(":onboardkit-android")
