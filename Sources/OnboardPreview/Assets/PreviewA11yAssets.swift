extension PreviewAssets {
    /// The accessibility view: each frame's reading order, shown when the switch is on.
    static let a11yStyle = #"""
        .reading-order{display:none;margin:8px 0 0;font-size:12px;background:var(--card);border:1px solid var(--line);border-radius:8px;padding:6px 8px}
        :root[data-a11y=on] .reading-order{display:block}
        .reading-order ol{margin:4px 0 0;padding-inline-start:22px}
        .reading-order .role{color:var(--muted)}
        .reading-order li.decorative{list-style:none;color:var(--muted);font-style:italic}
        .reading-order li.missing{color:var(--error)}
        .settings-entry{margin:2px 0;color:var(--muted)}
        .a11y-only{display:none}
        :root[data-a11y=on] .a11y-only{display:inline}
        """#

    /// The accessibility switch: `data-a11y` on the root, kept for the next page (session
    /// storage) and in the address (`a11y=on`).
    static let a11yScript = #"""
        (function () {
          "use strict";
          var box = document.getElementById("a11y");
          var params = new URLSearchParams(location.search);
          var saved = null;
          try { saved = sessionStorage.getItem("onboardc-preview-a11y"); } catch (e) { saved = null; }
          var on = params.has("a11y") ? params.get("a11y") === "on" : saved === "on";
          function apply() {
            document.documentElement.setAttribute("data-a11y", on ? "on" : "off");
            if (box) box.checked = on;
            try { sessionStorage.setItem("onboardc-preview-a11y", on ? "on" : "off"); } catch (e) { /* file:// */ }
            var url = new URL(location.href);
            if (on) url.searchParams.set("a11y", "on"); else url.searchParams.delete("a11y");
            try { history.replaceState(null, "", url.href); } catch (e) { /* some file:// pages refuse */ }
          }
          if (box) box.addEventListener("change", function () { on = box.checked; apply(); });
          apply();
        })();
        """#
}
