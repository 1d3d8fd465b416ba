// The core of the Kotlin runtime: plain Kotlin on the JVM, no Android framework, so an Android
// app (AGP 8) depends on it as on any JVM library, and its tests run on a desktop JVM.
// Not built in onboardc's CI: scripts/conformance-kotlin compiles the same sources with kotlinc
// (README.md). org.json is Android's own (built into every Android device): compileOnly here, and
// the same API from Maven Central (Android's org.json, repackaged) for the conformance runner.
plugins {
    kotlin("jvm") version "2.1.0"
}

kotlin {
    jvmToolchain(17)
}

dependencies {
    compileOnly("com.vaadin.external.google:android-json:0.0.20131108.vaadin1")
    testImplementation("com.vaadin.external.google:android-json:0.0.20131108.vaadin1")
    // Numbers in texts as ICU writes them: android.icu on Android, ICU4J for the runner.
    testImplementation("com.ibm.icu:icu4j:72.1")
}

// The conformance runner: every vector of ../../conformance/vectors, as scripts/conformance-kotlin runs it.
tasks.register<JavaExec>("conformance") {
    group = "verification"
    classpath = sourceSets["test"].runtimeClasspath
    mainClass.set("dev.onboardc.onboardkit.conformance.MainKt")
    args(rootProject.projectDir.parentFile.absolutePath)
}
