import BundleFormat

extension FlowSession {
    /// The current screen's paywall as the user sees it: its ``Paywall/offering`` the one
    /// its ``Paywall/offeringBranches`` choose now (in ``conditionContext``), and no branches
    /// left. Draw it, and sell through it: purchase and restore requests carry it. Nil on a
    /// screen without a paywall.
    public var paywall: Paywall? {
        guard var paywall = screen.paywall else { return nil }
        paywall.offering = chosenOffering(of: paywall).offering
        paywall.offeringBranches = []
        return paywall
    }

    /// The offering `paywall` shows now, and the experiments the conditions read on the way
    /// to it (the first branch that holds, and every one before it).
    func chosenOffering(of paywall: Paywall) -> (offering: String, experimentsRead: [String]) {
        guard !paywall.offeringBranches.isEmpty else { return (paywall.offering, []) }
        let chosen = conditionContext.choice(paywall.chosenOffering)
        return (chosen.value, chosen.experimentsRead)
    }
}
