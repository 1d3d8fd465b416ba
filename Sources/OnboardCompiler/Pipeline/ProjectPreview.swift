extension Project {
    /// Every spec parsed, decoded, linted and emitted in parallel whatever its lint findings
    /// (`onboardc preview`: a writer sees the screens while fixing them), each result handed
    /// to `consume` in input order. A spec that does not decode gets no output; one that
    /// declares no pseudo-locales gets `pseudoLocales`, so that every preview has its long
    /// and right-to-left text to try. A later spec of an app an earlier one has is an error.
    public func preview(
        pseudoLocales: [PseudoLocale] = PseudoLocale.allCases, timings: inout StageTimings,
        _ consume: (Pipeline.Result) -> Void
    ) {
        Pipeline.each(inputs, through: .preview(pseudoLocales: pseudoLocales), options: options) { result in
            timings.add(result.timings)
            consume(result)
        }
    }
}
