extension PreviewAssets {
    /// The script of the page's "what if" (docs/preview.md), after `script`. It evaluates
    /// nothing: every outcome was worked out by OnboardKit when the page was built
    /// (`ScenarioPlay`), and it looks each one up by the values the controls hold (a value
    /// the preview did not work out is said to be so). It keeps the controls, the answers
    /// given on the screens and the address (`?experiment.ID=…&attribute.NAME=…
    /// &answer.FLOW.INPUT=…`, defaults left out; the locale and the platform are `script`'s) in step; swaps in the chosen variants' texts;
    /// says which flow a first launch or an event shows; and, when a button is clicked, says
    /// where it leads and goes to that screen.
    static let scenarioScript = #"""
        (function () {
          "use strict";
          var preview = window.onboardcPreview;
          var scenario = preview && preview.data.scenario;
          if (!scenario) return;
          var own = Object.prototype.hasOwnProperty;
          var values = {};

          function fallback(name) { return own.call(scenario.defaults, name) ? scenario.defaults[name] : ""; }
          function param(name) {
            if (name === "locale") return preview.state.locale;
            if (name === "platform") return preview.state.platform;
            return own.call(values, name) ? values[name] : fallback(name);
          }

          // The outcome of a decision for the values held now, looked up in its table.
          function decide(id) {
            var decision = scenario.decisions[id];
            if (!decision) return null;
            // No table: more combinations than the preview works out (`Decision.limit`).
            if (decision.table == null) return { text: "depends on more combinations than the preview works out" };
            var table = decision.table;
            for (var i = 0; i < decision.reads.length; i++) {
              var value = param(decision.reads[i]);
              if (typeof table !== "object" || !own.call(table, value)) {
                return { text: "not worked out for " + decision.reads[i] + " = “" + value + "”: choose a value it suggests" };
              }
              table = table[value];
            }
            return scenario.outcomes[table];
          }

          function answerName(input) {
            var flow = input.closest(".flow");
            return "answer." + (flow ? flow.getAttribute("data-flow") : "") + "." + input.getAttribute("data-input");
          }

          // What the address says, where it names a value the page offers.
          new URLSearchParams(location.search).forEach(function (value, name) {
            if (/^(experiment|attribute|answer)\./.test(name) || name === "app.version") {
              values[name] = value;
            }
          });
          document.querySelectorAll("select[data-param], input[type=checkbox][data-param]").forEach(function (control) {
            var name = control.getAttribute("data-param");
            var offered = control.tagName === "SELECT"
              ? [].some.call(control.options, function (o) { return o.value === values[name]; })
              : values[name] === "true" || values[name] === "false";
            if (own.call(values, name) && !offered) delete values[name];
          });

          function writeAddress() {
            var url = new URL(location.href);
            Object.keys(values).forEach(function (name) {
              if (values[name] === fallback(name)) url.searchParams.delete(name);
              else url.searchParams.set(name, values[name]);
            });
            try { history.replaceState(null, "", url.href); } catch (e) { /* some file:// pages refuse */ }
          }

          function showControls() {
            document.querySelectorAll("[data-param]").forEach(function (control) {
              var value = param(control.getAttribute("data-param"));
              if (control.type === "checkbox") control.checked = value === "true";
              else if (control.value !== value) control.value = value;
            });
          }

          // The answers on the screens: a chosen option filled in, a checked box ticked.
          function showAnswers() {
            document.querySelectorAll("[data-input]").forEach(function (input) {
              var value = param(answerName(input));
              var single = input.classList.contains("input-single-choice");
              if (input.classList.contains("input-checkbox")) {
                // No answer yet: as the screen first shows it (ticked with `initial`).
                var ticked = value === "" ? input.getAttribute("data-initial") === "true" : value === "true";
                var box = input.querySelector(".box");
                if (box) box.textContent = ticked ? "☑" : "☐";
                input.classList.toggle("answered", ticked);
                return;
              }
              var chosen = value === "" ? [] : value.split(",");
              input.querySelectorAll("[data-option]").forEach(function (option) {
                var on = chosen.indexOf(option.getAttribute("data-option")) >= 0;
                option.classList.toggle("answered", on);
                var box = option.querySelector(".box");
                if (box) box.textContent = single ? (on ? "◉" : "○") : (on ? "☑" : "☐");
              });
            });
          }

          function update() {
            writeAddress();
            var texts = decide("texts");
            preview.setSwaps(texts && texts.texts);
            document.querySelectorAll("[data-decision]").forEach(function (status) {
              var outcome = decide(status.getAttribute("data-decision"));
              var shown = status.querySelector("b");
              if (shown) shown.textContent = outcome ? outcome.text : "";
              status.classList.toggle("is-shown", !!outcome && !!outcome.flow && outcome.flow === status.getAttribute("data-flow"));
            });
            showAnswers();
          }

          function set(name, value) { values[name] = value; update(); }

          document.querySelectorAll("[data-param]").forEach(function (control) {
            var name = control.getAttribute("data-param");
            control.addEventListener(control.tagName === "SELECT" || control.type === "checkbox" ? "change" : "input", function () {
              set(name, control.type === "checkbox" ? String(control.checked) : control.value);
            });
          });
          document.addEventListener("onboardc-locale", update, { signal: preview.life.signal });

          document.addEventListener("click", function (event) {
            if (!event.target.closest) return;
            // An answer: an option chosen (again: unchosen), a box ticked or unticked.
            var input = event.target.closest("figure.frame [data-input]");
            if (input && !input.classList.contains("input-checkbox")) {
              var option = event.target.closest("[data-option]");
              if (!option) return;
              var name = answerName(input);
              var id = option.getAttribute("data-option");
              if (input.classList.contains("input-single-choice")) {
                set(name, param(name) === id ? "" : id);
              } else {
                var chosen = param(name) === "" ? [] : param(name).split(",");
                var on = chosen.indexOf(id) < 0;
                var ids = [].map.call(input.querySelectorAll("[data-option]"), function (o) { return o.getAttribute("data-option"); });
                set(name, ids.filter(function (o) { return o === id ? on : chosen.indexOf(o) >= 0; }).join(","));
              }
              return;
            }
            if (input) {
              // A box ticked at first is unticked by the answer `false`; another is ticked by `true`.
              var initial = input.getAttribute("data-initial") === "true";
              var off = initial ? "false" : "";
              set(answerName(input), param(answerName(input)) === off ? (initial ? "" : "true") : off);
              return;
            }
            // A button: where OnboardKit goes from this screen with these answers.
            var button = event.target.closest("figure.frame[data-screen] .btn[data-slot]");
            if (!button) return;
            var figure = button.closest("figure.frame");
            var outcome = decide("tap:" + figure.getAttribute("data-frame") + ":" + button.getAttribute("data-slot"));
            if (!outcome) return;
            var label = button.querySelector(".t");
            var output = figure.querySelector(".tap-result");
            if (output) output.textContent = "“" + (label ? label.textContent : button.getAttribute("data-slot")) + "” " + outcome.text;
            if (outcome.frame) location.hash = "#frame-" + outcome.frame;
          }, { signal: preview.life.signal });

          showControls();
          update();
          window.onboardcPreview.scenario = { decide: decide, values: values };
        })();
        """#
}
