import Foundation

/// What every page carries inline (it works from `file://`, with no network).
enum PreviewAssets {
    /// Nothing leaves the page: no fetch but to the page's own server (live reload), no
    /// font, image or script from anywhere (the icon font is in the page, a `data:` URL).
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; font-src data:; connect-src 'self'"

    /// The page data's JSON: keys sorted, so the same specs give the same page.
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The page's script. It formats no text: it puts the compiler's texts for the chosen
    /// locale and platform in place (`data-text` → `texts[locale][id]`, or on Android
    /// `androidTexts[locale][id]` where Android's tables give another text), flips a plural through its forms
    /// when clicked, sets the direction, switches the theme, marks text that overflows its
    /// box, and, when served by `preview --watch`, swaps in each new build the server pushes. A text a
    /// chosen variant shows instead of the spec's is swapped in by `scenarioScript` (`setSwaps`).
    static let script = #"""
        (function () {
          "use strict";
          var dataElement = document.getElementById("preview-data");
          var data = dataElement ? JSON.parse(dataElement.textContent) : { locales: [], texts: {} };
          var params = new URLSearchParams(location.search);
          var saved = {};
          try { saved = JSON.parse(sessionStorage.getItem("onboardc-preview") || "{}"); } catch (e) { saved = {}; }
          var localeSelect = document.getElementById("locale");
          var themeSelect = document.getElementById("theme");
          var platformSelect = document.getElementById("platform");
          var pinsBox = document.getElementById("pins");
          var flipped = {};
          // This page's run: what it listens to on the document ends when a new build is swapped in.
          var life = new AbortController();
          // Text id → the id of the text shown instead (a chosen variant's), set by the scenario script.
          var swaps = {};
          function shownId(id) { return Object.prototype.hasOwnProperty.call(swaps, id) ? swaps[id] : id; }

          function offered(id) {
            return (data.platforms || []).some(function (p) { return p.id === id && !p.unavailable; });
          }
          function known(id) { return data.locales.some(function (l) { return l.id === id; }); }
          var state = {
            locale: [params.get("locale"), saved.locale].filter(known)[0] || (data.locales[0] ? data.locales[0].id : null),
            theme: [params.get("theme"), saved.theme].filter(function (t) { return t === "light" || t === "dark"; })[0] || "light",
            // A platform the app is on (`platforms`, the switch's), else the first it is on.
            platform: [params.get("platform"), saved.platform].filter(offered)[0]
              || document.documentElement.getAttribute("data-platform") || "ios",
            // Whether findings are pinned on the screens (the list under each frame stays).
            pins: params.get("pins") !== "off" && (params.get("pins") === "on" || saved.pins !== false)
          };

          // The choice is kept for the next page (session storage) and in this page's address, so
          // that a reload, or a link copied from the address bar, shows the same.
          function save(reloading) {
            try {
              sessionStorage.setItem("onboardc-preview", JSON.stringify(
                { locale: state.locale, theme: state.theme, platform: state.platform, pins: state.pins, scroll: window.scrollY, reloading: !!reloading }));
            } catch (e) { /* storage may be off for file:// pages */ }
            var url = new URL(location.href);
            if (state.locale) url.searchParams.set("locale", state.locale);
            url.searchParams.set("theme", state.theme);
            if (data.platforms) url.searchParams.set("platform", state.platform);
            if (state.pins) url.searchParams.delete("pins"); else url.searchParams.set("pins", "off");
            try { history.replaceState(null, "", url.href); } catch (e) { /* some file:// pages refuse */ }
          }

          // A text, or a text with links: [[plain], [link text, url], …], each link opening in a new tab.
          function fill(span, text) {
            if (!Array.isArray(text)) { span.textContent = text; return; }
            span.textContent = "";
            text.forEach(function (part) {
              if (part.length < 2) { span.appendChild(document.createTextNode(part[0])); return; }
              var link = document.createElement("a");
              link.href = part[1];
              link.target = "_blank";
              link.rel = "noopener";
              link.textContent = part[0];
              span.appendChild(link);
            });
          }

          // The text `id` has in the chosen locale, on the chosen platform.
          function textOf(id) {
            var android = state.platform === "android" && data.androidTexts && data.androidTexts[state.locale];
            if (android && Object.prototype.hasOwnProperty.call(android, id)) return android[id];
            return (data.texts[state.locale] || {})[id];
          }

          function show(span) {
            var entry = textOf(shownId(span.getAttribute("data-text")));
            if (entry === undefined) return;
            if (typeof entry === "string" || Array.isArray(entry)) {
              fill(span, entry);
              span.classList.remove("plural");
              span.removeAttribute("data-category");
              span.removeAttribute("title");
              return;
            }
            var key = state.locale + "\u0000" + state.platform + "\u0000" + span.getAttribute("data-text");
            var index = flipped[key] !== undefined ? flipped[key] : entry.shown;
            var form = entry.forms[index % entry.forms.length];
            fill(span, form.text);
            span.classList.add("plural");
            span.setAttribute("data-category", form.category);
            span.setAttribute("title", "Plural form “" + form.category + "” (count " + form.count + "): click for the next form");
          }

          function applyLocale() {
            var locale = data.locales.filter(function (l) { return l.id === state.locale; })[0];
            if (!locale) return;
            document.querySelectorAll("[data-text]").forEach(show);
            // The app's screens, and the texts stated beside them, run in the locale's direction.
            document.querySelectorAll(".phone, .notes dd").forEach(function (element) {
              element.setAttribute("dir", locale.isRightToLeft ? "rtl" : "ltr");
              element.setAttribute("lang", locale.id);
            });
            if (localeSelect) localeSelect.value = locale.id;
            markOverflow();
          }

          function applyPins() {
            document.documentElement.setAttribute("data-pins", state.pins ? "on" : "off");
            if (pinsBox) pinsBox.checked = state.pins;
          }

          // The platform: its texts, and its icons' and findings' marks (the stylesheet's `data-platform`).
          function applyPlatform() {
            document.documentElement.setAttribute("data-platform", state.platform);
            if (platformSelect) platformSelect.value = state.platform;
          }

          function applyTheme() {
            document.documentElement.setAttribute("data-theme", state.theme);
            if (themeSelect) themeSelect.value = state.theme;
          }

          // A box overflows when its content is wider or taller than it: a one-line label
          // (button, option, plan, field) too long, or a screen's content taller than the phone.
          function markOverflow() {
            var count = 0;
            document.querySelectorAll(".overflowing").forEach(function (e) { e.classList.remove("overflowing"); });
            document.querySelectorAll("[data-overflow]").forEach(function (e) { e.removeAttribute("data-overflow"); });
            // An alert's buttons sit side by side when each fits its half, and stack otherwise,
            // as both platforms lay them out; only a label too long for a whole row overflows.
            document.querySelectorAll(".dialog-buttons").forEach(function (row) {
              row.classList.remove("stacked");
              var tight = Array.prototype.some.call(row.querySelectorAll(".btn"), function (button) {
                return button.scrollWidth > button.clientWidth + 1;
              });
              if (tight) row.classList.add("stacked");
            });
            document.querySelectorAll(".btn, .option, .plan, .field").forEach(function (box) {
              if (box.scrollWidth > box.clientWidth + 1) {
                box.classList.add("overflowing");
                count++;
              }
            });
            document.querySelectorAll(".phone").forEach(function (phone) {
              var content = phone.querySelector(".content");
              if (content && content.scrollHeight > content.clientHeight + 1) {
                phone.setAttribute("data-overflow", "content");
                count++;
              }
              if (phone.querySelector(".overflowing")) phone.setAttribute("data-overflow", phone.getAttribute("data-overflow") || "text");
            });
            var status = document.getElementById("overflow-count");
            if (status) status.textContent = count ? count + (count === 1 ? " box overflows" : " boxes overflow") + " in " + [state.locale].concat(state.setting || []).join(", ") : "";
          }

          document.addEventListener("click", function (event) {
            var span = event.target.closest ? event.target.closest(".t.plural") : null;
            if (!span) return;
            var entry = textOf(shownId(span.getAttribute("data-text")));
            if (!entry || typeof entry === "string" || Array.isArray(entry)) return;
            var key = state.locale + "\u0000" + state.platform + "\u0000" + span.getAttribute("data-text");
            flipped[key] = ((flipped[key] !== undefined ? flipped[key] : entry.shown) + 1) % entry.forms.length;
            document.querySelectorAll("[data-text]").forEach(function (other) {
              if (other.getAttribute("data-text") === span.getAttribute("data-text")) show(other);
            });
            markOverflow();
          }, { signal: life.signal });
          if (localeSelect) localeSelect.addEventListener("change", function () {
            state.locale = localeSelect.value; save(); applyLocale();
            document.dispatchEvent(new Event("onboardc-locale"));
          });
          if (themeSelect) themeSelect.addEventListener("change", function () { state.theme = themeSelect.value; save(); applyTheme(); });

          // The platform is also what conditions read: the scenario script decides again.
          if (platformSelect) platformSelect.addEventListener("change", function () {
            state.platform = platformSelect.value; save(); applyPlatform(); applyLocale();
            document.dispatchEvent(new Event("onboardc-locale"));
          });
          if (pinsBox) pinsBox.addEventListener("change", function () { state.pins = pinsBox.checked; save(); applyPins(); });

          applyTheme();
          applyPlatform();
          applyPins();
          applyLocale();
          // After a live reload, where the reader was; on a new visit, the address's #frame.
          if (saved.scroll && (saved.reloading || !location.hash)) window.scrollTo(0, saved.scroll);
          if (saved.reloading) save(false);

          // Live reload: the server pushes each build's number (Server-Sent Events, the current one
          // first); a newer one is swapped into the page where it was (`swapIn`), or, with
          // `?live=reload`, reloads it. A server that restarts is reconnected to.
          var shown = document.body.getAttribute("data-live-version");
          if (shown !== null && location.protocol.indexOf("http") === 0 && window.EventSource) {
            var builds = new EventSource("/__preview/events");
            builds.onmessage = function (event) {
              if (event.data === shown) return;
              builds.close();
              save(true);
              if (params.get("live") === "reload") location.reload(); else swapIn();
            };
          }

          // The scripts the page runs, as written (not the page data): the page's assets.
          function scriptsOf(page) {
            return Array.prototype.map.call(page.querySelectorAll("script:not([type])"), function (s) { return s.text; }).join("\u0000");
          }
          // The new build's page put in place of this one's body without a reload: the new body
          // in, then the page's scripts run again on it (each starts from the address and the
          // session, as after a reload: the switches, and the scroll `save` kept). Listeners on the
          // document end with this page's `life`. A page whose head or scripts changed (another
          // onboardc, another app name), or that cannot be fetched, is reloaded whole.
          function swapIn() {
            var times = { asked: performance.timeOrigin + performance.now() };
            fetch(location.href, { cache: "no-store" }).then(function (response) {
              if (!response.ok) throw new Error("HTTP " + response.status);
              return response.text();
            }).then(function (html) {
              times.served = performance.timeOrigin + performance.now();
              var next = new DOMParser().parseFromString(html, "text/html");
              if (next.body.getAttribute("data-live-version") === null || next.head.innerHTML !== document.head.innerHTML
                  || scriptsOf(next) !== scriptsOf(document)) throw new Error("another page");
              life.abort();
              Array.prototype.forEach.call(next.documentElement.attributes, function (a) {
                document.documentElement.setAttribute(a.name, a.value);
              });
              document.body.replaceWith(document.adoptNode(next.body));
              // Scripts a parser made do not run: each is run again as a new element.
              document.querySelectorAll("body script:not([type])").forEach(function (old) {
                var script = document.createElement("script");
                script.text = old.text;
                old.replaceWith(script);
              });
              times.ready = performance.timeOrigin + performance.now();
              window.onboardcPreviewSwap = times;
            }).catch(function () { location.reload(); });
          }

          window.onboardcPreview = {
            data: data, state: state, applyLocale: applyLocale, markOverflow: markOverflow, life: life,
            setSwaps: function (next) { swaps = next || {}; applyLocale(); }
          };
        })();
        """#
}
