extension PreviewAssets {
    /// The script of the device and text size switches, after `script`: it sets `data-device`
    /// and `data-text-size` on the root (`DeviceControls.style` sizes the phones and their text by
    /// them), keeps the choice for the next page and in the address (`device=small`,
    /// `text=AX3`; the defaults left out), and measures the overflow again, the counter
    /// naming the setting (`2 boxes overflow in en, small phone, text AX3`).
    static let deviceScript = #"""
        (function () {
          "use strict";
          var preview = window.onboardcPreview;
          var deviceSelect = document.getElementById("device");
          var sizeSelect = document.getElementById("text-size");
          if (!preview || !deviceSelect || !sizeSelect) return;
          var params = new URLSearchParams(location.search);
          var saved = {};
          try { saved = JSON.parse(sessionStorage.getItem("onboardc-preview-device") || "{}"); } catch (e) { saved = {}; }
          function offers(select) {
            return function (value) { return Array.prototype.some.call(select.options, function (o) { return o.value === value; }); };
          }
          var state = {
            device: [params.get("device"), saved.device].filter(offers(deviceSelect))[0] || "standard",
            text: [params.get("text"), saved.text].filter(offers(sizeSelect))[0] || "large"
          };

          // `measure`: false when the page opens on the defaults, which the page's script measured.
          function apply(measure) {
            document.documentElement.setAttribute("data-device", state.device);
            document.documentElement.setAttribute("data-text-size", state.text);
            deviceSelect.value = state.device;
            sizeSelect.value = state.text;
            preview.state.setting = [state.device === "standard" ? null : state.device + " phone",
                                     state.text === "large" ? null : "text " + state.text].filter(Boolean);
            if (measure !== false) preview.markOverflow();
          }

          function save() {
            try { sessionStorage.setItem("onboardc-preview-device", JSON.stringify(state)); } catch (e) { /* file:// */ }
            var url = new URL(location.href);
            if (state.device === "standard") url.searchParams.delete("device"); else url.searchParams.set("device", state.device);
            if (state.text === "large") url.searchParams.delete("text"); else url.searchParams.set("text", state.text);
            try { history.replaceState(null, "", url.href); } catch (e) { /* some file:// pages refuse */ }
          }

          deviceSelect.addEventListener("change", function () { state.device = deviceSelect.value; save(); apply(); });
          sizeSelect.addEventListener("change", function () { state.text = sizeSelect.value; save(); apply(); });
          apply(state.device !== "standard" || state.text !== "large");
        })();
        """#

}
