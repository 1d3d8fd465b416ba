extension PreviewAssets {
    /// A paywall's plan cards: the name, the sample price per period, the trial; the default
    /// plan tinted and ticked.
    static let paywallStyle = #"""
        .plan{display:flex;flex-direction:column;gap:2px;text-align:start;position:relative}
        .plan .plan-name{font-weight:600}
        .plan .plan-price{font-size:15px}
        .plan .per,.plan .plan-trial{color:var(--phone-muted)}
        .plan .plan-trial{font-size:13px}
        .plan.selected{background:color-mix(in srgb,var(--accent) 12%,transparent)}
        .plan .plan-check{position:absolute;inset-inline-end:10px;top:8px;color:var(--accent);font-weight:700}
        .plan .sample-badge{font-size:10px;font-weight:400;color:var(--phone-muted);border:1px dashed var(--phone-muted);border-radius:6px;padding:0 4px;vertical-align:middle}
        """#
}
