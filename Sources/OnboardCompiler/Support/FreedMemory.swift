#if canImport(Glibc)
import Glibc
#endif

/// Gives the pages of freed memory back to the system. glibc keeps them, still counted in
/// the resident set, for the arena of the thread that freed them; the large buffers a later
/// stage writes (a bundle, a string table) get fresh pages instead, and come on top. Called
/// where a stage has let a large structure go (the YAML tree after decoding, lint's working
/// data), so that a 20 MB spec's peak is what is live, not everything that ever was.
/// Elsewhere than glibc, nothing.
enum FreedMemory {
    /// Below this input size, there is too little to give back to be worth the walk of the heap.
    static let threshold = 4 << 20

    /// Gives freed pages back after handling `bytes` bytes of input, when they are many.
    static func release(after bytes: Int) {
        guard bytes >= threshold, let trim = mallocTrim else { return }
        _ = trim(0)
    }

    /// Whether there is a way to give pages back here (glibc's `malloc_trim`).
    static var canRelease: Bool { mallocTrim != nil }

    /// glibc's `malloc_trim`, which its Swift module does not show (it is declared in
    /// `<malloc.h>`): looked up once by name; nil where there is none.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
        // `RTLD_DEFAULT` (a null handle): the symbol wherever the process has it.
        guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
        return nil
        #endif
    }()
}
