extension PreviewAssets {
    /// The flow maps' script, after `script`: each box shows its title in the chosen locale
    /// (the map holds one group of lines per different text, `data-locales`), and each map's
    /// drawing area is fitted to what it holds, measured (the labels' widths were estimated
    /// when the page was built).
    static let flowMapScript = #"""
        (function () {
          "use strict";
          var preview = window.onboardcPreview;
          function showTitles() {
            var locale = preview ? preview.state.locale : null;
            document.querySelectorAll(".flow-map .node").forEach(function (node) {
              var groups = node.querySelectorAll("g.title");
              if (!groups.length) return;
              var chosen = Array.prototype.filter.call(groups, function (g) {
                return g.getAttribute("data-locales").split(" ").indexOf(locale) >= 0;
              })[0] || groups[0];
              groups.forEach(function (g) {
                if (g === chosen) g.removeAttribute("display"); else g.setAttribute("display", "none");
              });
            });
          }
          function fit() {
            document.querySelectorAll("svg.flow-map").forEach(function (svg) {
              var box = svg.getBBox();
              if (!box.width) return;
              var x = Math.floor(Math.min(box.x, 0)) - 4, y = Math.floor(Math.min(box.y, 0)) - 4;
              var width = Math.ceil(box.x + box.width) + 4 - x, height = Math.ceil(box.y + box.height) + 4 - y;
              svg.setAttribute("viewBox", [x, y, width, height].join(" "));
              svg.setAttribute("width", width);
              svg.setAttribute("height", height);
            });
          }
          showTitles();
          fit();
          document.addEventListener("onboardc-locale", function () { showTitles(); fit(); }, preview && { signal: preview.life.signal });
        })();
        """#
}
