#!/usr/bin/env python3
"""Writes a synthetic corpus of valid onboardc specs for the benchmark.

Deterministic: the same --seed and options always give the same bytes.

    bench/make-corpus.py OUT_DIR                      # ~6 MB: 200 apps of ~30 KB
    bench/make-corpus.py OUT_DIR --scale 4            # 800 apps (~24 MB)
    bench/make-corpus.py OUT_DIR --single-large FILE  # also one ~4 MB spec
    bench/make-corpus.py OUT_DIR --text-heavy         # long copy, mostly non-ASCII words

Every spec uses the whole format: theme colours and roles, motion, app and
flow policy, several flows (first-launch, settings and event triggers) with
dialogs, progress, transitions and reduced motion, and screens of every role
with copy (plain, quoted, block and commented), icons and illustrations,
buttons with actions, outcomes, feedback and confirmation dialogs, states,
inputs with options and text fields, paywalls with store products, sections, screen
backgrounds and styles, and entrance timelines. Some copy is non-ASCII.
"""

import argparse
import os
import random
import re

# --- A very small YAML writer -------------------------------------------------


class Flow(dict):
    """A mapping written in flow style: {a: 1, b: 2}."""


class FlowList(list):
    """A sequence written in flow style: [a, b]."""


class Lit(str):
    """A literal block scalar (|)."""


class Quoted(str):
    """A double-quoted scalar."""


class Single(str):
    """A single-quoted scalar."""


class Raw(str):
    """Written exactly as given (numbers, booleans, ids)."""


_PLAIN_BLOCK = re.compile(r"^[A-Za-z\u00c0-\uffff][A-Za-z0-9\u00c0-\U0010ffff ,.'!?&()/+-]*[A-Za-z0-9.!?)\u00c0-\U0010ffff]$")
_PLAIN_FLOW = re.compile(r"^[A-Za-z\u00c0-\uffff][A-Za-z0-9\u00c0-\U0010ffff .'!?&/+-]*[A-Za-z0-9.!?\u00c0-\U0010ffff]$")
_RESERVED = {"true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"}


def quote(text):
    out = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return '"' + out + '"'


def scalar(value, in_flow):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, Raw):
        return str(value)
    if isinstance(value, Quoted):
        return quote(value)
    if isinstance(value, Single):
        return "'" + value.replace("'", "''") + "'"
    pattern = _PLAIN_FLOW if in_flow else _PLAIN_BLOCK
    if pattern.match(value) and value.lower() not in _RESERVED and "  " not in value:
        return value
    return quote(value)


def flow_text(value):
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {flow_text(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(flow_text(v) for v in value) + "]"
    return scalar(value, in_flow=True)


def write(value, indent, out):
    """Writes a block mapping or sequence at `indent` spaces."""
    pad = " " * indent
    if isinstance(value, dict) and not isinstance(value, Flow):
        for key, item in value.items():
            if isinstance(item, (Flow, FlowList)):
                out.append(f"{pad}{key}: {flow_text(item)}\n")
            elif isinstance(item, dict):
                out.append(f"{pad}{key}:\n")
                write(item, indent + 2, out)
            elif isinstance(item, list):
                out.append(f"{pad}{key}:\n")
                write(item, indent + 2, out)
            elif isinstance(item, Lit):
                out.append(f"{pad}{key}: |\n")
                for line in item.split("\n"):
                    out.append(f"{pad}  {line}\n" if line else "\n")
            else:
                out.append(f"{pad}{key}: {scalar(item, in_flow=False)}\n")
    elif isinstance(value, list):
        for item in value:
            if isinstance(item, (Flow, FlowList)):
                out.append(f"{pad}- {flow_text(item)}\n")
            elif isinstance(item, dict):
                lines = []
                write(item, indent + 2, lines)
                # "- " replaces the first line's indentation.
                lines[0] = f"{pad}- " + lines[0][indent + 2:]
                out.extend(lines)
            else:
                out.append(f"{pad}- {scalar(item, in_flow=False)}\n")
    else:
        raise TypeError(f"cannot write {type(value)} as a block")


def dump(document):
    out = []
    write(document, 0, out)
    return "".join(out)


# --- Content ------------------------------------------------------------------

WORDS = (
    "track your habits every day and see how small steps add up over time with reminders that fit "
    "your schedule plans goals progress focus calm sleep energy streaks insights weekly summary "
    "private secure offline sync share friends family coach guided sessions morning evening quiet "
    "simple clear gentle bright fresh start choose pick allow enable later continue review"
).split()
UNICODE_WORDS = ["café", "naïve", "Größe", "façade", "jalapeño", "über", "日本語", "✨", "🚀", "—", "São Paulo"]
# --text-heavy: copy three times as long, half of its words from these (accents, CJK, emoji).
TEXT_WORDS = ["café", "naïve", "Größe", "façade", "über", "straße", "déjà", "vu", "élan", "señor", "crème",
              "brûlée", "Ångström", "smörgåsbord", "日本語", "学習", "習慣", "毎日", "Привет", "привычки", "Ζωή",
              "✨", "🚀", "—", "São", "Paulo", "Zürich", "Kraków", "naïveté", "fiancée"]
TEXT_HEAVY = False
SYMBOLS = ["leaf.fill", "bell.badge", "camera.fill", "star.circle", "heart.text.square", "lock.shield",
           "sparkles", "chart.bar.xaxis", "person.crop.circle", "checkmark.seal.fill", "moon.stars", "sun.max"]
CURVES = ["linear", "easeIn", "easeOut", "easeInOut"]
EFFECTS = ["fade-in", "slide-up", "move-up-fade", "scale-in"]
HAPTICS = ["none", "light", "medium", "heavy", "soft", "rigid", "selection", "success"]
TRANSITIONS = ["slide", "push", "opacity", "scale", "none"]
PERMISSIONS = ["camera", "photo-library", "notifications", "screen-time", "app-picker", "location",
               "microphone", "tracking"]
PLACEMENTS = ["top-leading", "top-trailing", "bottom", "bottom-leading", "bottom-trailing", "inline"]


class Writer:
    """Generates one app's spec from a seeded random source."""

    def __init__(self, rng, index):
        self.rng = rng
        self.index = index
        self.colors = []

    # Text

    def words(self, low, high, capital=True):
        n = self.rng.randint(low, high)
        if TEXT_HEAVY:
            n *= 3
            chosen = [self.rng.choice(TEXT_WORDS if self.rng.random() < 0.5 else WORDS) for _ in range(n)]
        else:
            chosen = [self.rng.choice(WORDS) for _ in range(n)]
        if self.rng.random() < 0.12:
            chosen[self.rng.randrange(n)] = self.rng.choice(UNICODE_WORDS)
        text = " ".join(chosen)
        return text[0].upper() + text[1:] if capital else text

    def title(self):
        text = self.words(2, 6)
        roll = self.rng.random()
        if roll < 0.15:
            return Quoted(text + ": " + self.words(1, 3, capital=False))
        if roll < 0.22:
            return Single(text + " — it's yours")
        return text

    def body(self):
        roll = self.rng.random()
        if roll < 0.25:
            return Lit("\n".join(self.words(6, 12) + "." for _ in range(self.rng.randint(2, 3))))
        if roll < 0.45:
            return Quoted(self.words(8, 20) + ".\n" + self.words(4, 10) + " \"100%\" & <more>.")
        return self.words(8, 24) + "."

    def copy(self, make):
        """Copy: mostly text, sometimes {text, comment} for translators."""
        text = make()
        if self.rng.random() < 0.15 and not isinstance(text, Lit):
            return {"text": text, "comment": Quoted("Shown on screen; " + self.words(3, 8, capital=False))}
        return text

    def label(self):
        return self.rng.choice(["Continue", "Get Started", "Next", "Allow", "Not now", "Try it", "Let's go",
                                "Sounds good", "Maybe later", "Start free trial", "Done", "Got it"])

    def color_ref(self):
        if self.rng.random() < 0.1:
            return Quoted(self.hex())
        return Raw(self.rng.choice(self.colors))

    def hex(self):
        return "#%06X" % self.rng.randrange(0x1000000)

    def duration(self):
        roll = self.rng.random()
        if roll < 0.2:
            return Raw("%dms" % self.rng.choice([120, 150, 200, 250, 300, 450]))
        if roll < 0.3:
            return Raw("%.2fs" % self.rng.choice([0.15, 0.2, 0.35, 0.5]))
        return self.rng.choice([0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 0.6])

    def animation(self, into):
        if self.rng.random() < 0.2:
            into["curve"] = Raw("spring")
            into["response"] = self.rng.choice([0.3, 0.4, 0.5])
            into["dampingFraction"] = self.rng.choice([0.7, 0.8, 0.9])
        else:
            into["curve"] = Raw(self.rng.choice(CURVES))
            into["duration"] = self.duration()
        if self.rng.random() < 0.3:
            into["delay"] = self.duration()
        return into

    # The app

    def spec(self, app_id, flows=None, max_bytes=None):
        """The spec's text with `flows` flows, or with as many as fit in `max_bytes`."""
        rng = self.rng
        names = ["brand", "accent", "ink", "paper", "green", "warning"] + [
            f"tint{i}" for i in range(rng.randint(4, 12))]
        colors = {}
        for name in names:
            if rng.random() < 0.5:
                entry = Flow(light=Quoted(self.hex()), dark=Quoted(self.hex()))
                if rng.random() < 0.3:
                    entry["system"] = Raw("Color." + name)
                if rng.random() < 0.2:
                    entry["opacity"] = rng.choice([0.5, 0.8, 0.9])
                colors[name] = entry
            else:
                colors[name] = Quoted(self.hex())
        self.colors = names
        spec = {
            "version": 1,
            "app": {
                "id": Raw(app_id),
                "name": Quoted("App %d %s" % (self.index, self.words(1, 2))),
                "platforms": FlowList([Raw("ios"), Raw("android")]) if rng.random() < 0.3 else None,
                "sourceLocale": Raw(rng.choice(["en", "en-US", "en-GB"])),
            },
            "theme": {
                "colors": colors,
                "roles": {"background": Raw("paper"), "text": Raw("ink"), "tint": Raw("accent")},
            },
            "motion": {
                "scale": {"quick": 0.15, "standard": Raw("300ms"), "slow": Raw("0.6s")},
                "reducedMotion": {"entrance": Raw("fade"), "feedbackScale": 1.0,
                                  "transition": Flow(style=Raw("opacity"), duration=0.2)},
            },
            "policy": {
                "maxScreens": 1000,
                "permissionPrompts": Raw("allowed"),
                "accountCreation": Raw("forbidden"),
                "alwaysSkippable": False,
                "skipConfirmation": True,
                "announceScreenPosition": True,
                "headlineWords": FlowList([1, 12]),
                "bodyWords": FlowList([0, 80]),
                "tone": {
                    "voice": "Warm and plain",
                    "contractions": Raw("prefer"),
                    "avoid": [Raw("simply"), Flow(word=Raw("just"), use=Raw("only")), Raw("obviously")],
                },
                "timing": Flow(maxTransition=0.6, maxPrimaryActionDelay=Raw("1s"), maxCompletionDelay=Raw("2s")),
            },
        }
        if spec["app"]["platforms"] is None:
            del spec["app"]["platforms"]
        text = dump(spec) + "flows:\n"
        size = len(text.encode("utf-8"))
        index = 0
        while flows is None or index < flows:
            part = dump([self.flow(index)])
            part = "".join("  " + line if line != "\n" else line for line in part.splitlines(keepends=True))
            if max_bytes is not None and size + len(part.encode("utf-8")) > max_bytes:
                break
            text += part
            size += len(part.encode("utf-8"))
            index += 1
        return text

    def flow(self, index):
        rng = self.rng
        fid = "onboarding" if index == 0 else f"flow-{index}"
        flow = {"id": Raw(fid)}
        if index == 0:
            flow["trigger"] = Raw("first-launch")
            flow["completion"] = Flow(flag=Raw("hasCompletedOnboarding"), setOn=FlowList([Raw("complete"), Raw("skip")]))
        elif index % 2 == 1:
            flow["trigger"] = Raw("settings")
            flow["entry"] = self.copy(self.title)
            flow["completion"] = Flow(flag=Raw(f"hasSeenFlow{index}"))
        else:
            flow["trigger"] = Raw("event")
            flow["event"] = Raw(f"event-{index}")
        if rng.random() < 0.5:
            flow["policy"] = Flow(alwaysSkippable=True, maxScreens=100)
        progress = {"style": Raw(rng.choice(["continuous-bar", "segmented-bar", "page-dots"])),
                    "fill": Raw(rng.choice(self.colors))}
        if rng.random() < 0.4:
            progress["track"] = FlowList([Raw(rng.choice(self.colors)), Raw(rng.choice(self.colors))])
        progress["height"] = rng.choice([2, 4, 6])
        progress["cornerRadius"] = 2
        progress["animation"] = Flow(self.animation({}))
        flow["progress"] = progress
        flow["transition"] = Flow(self.animation({"style": Raw(rng.choice(TRANSITIONS))}))
        if rng.random() < 0.5:
            flow["reducedMotion"] = Flow(entrance=Raw("appear"), feedbackScale=1)
        self.dialogs = [f"leave-{index}", f"discard-{index}"]
        flow["dialogs"] = [
            {"id": Raw(d), "title": self.copy(self.title), "message": self.body(),
             "confirm": self.label(), "cancel": Raw("Cancel"), "destructive": d.startswith("discard")}
            for d in self.dialogs
        ]
        count = rng.randint(5, 8)
        roles = ["welcome"] + [rng.choice(["feature-highlight", "information", "disclaimer", "consent", "choice",
                                          "form", "permission-education", "permission-request", "paywall"])
                               for _ in range(count - 2)] + ["completion"]
        self.screen_ids = [self.screen_id(role, i) for i, role in enumerate(roles)]
        # The screens before the first permission screen are an introduction that asks for none.
        intro = next((i for i, role in enumerate(roles) if role.startswith("permission")), len(roles))
        flow["sections"] = [Flow(id=Raw("intro"), screens=FlowList([Raw(s) for s in self.screen_ids[:max(intro, 1)]]),
                                 policy=Flow(permissionPrompts=Raw("forbidden")))]
        flow["screens"] = [self.screen(role, i) for i, role in enumerate(roles)]
        return flow

    @staticmethod
    def screen_id(role, i):
        return "welcome" if i == 0 else f"{role}-{i}"

    def screen(self, role, i):
        rng = self.rng
        sid = self.screen_ids[i]
        s = {"id": Raw(sid), "role": Raw(role)}
        if rng.random() < 0.3:
            s["color"] = self.color_ref()
        elements = []
        if role in ("feature-highlight", "welcome") and rng.random() < 0.5:
            s["illustration"] = {"asset": Raw(f"{sid}-art"), "animated": rng.random() < 0.5,
                                 "accessibilityLabel": self.words(3, 6), "decorative": False}
            elements.append("visual")
        elif rng.random() < 0.3:
            s["icon"] = {"name": Raw(rng.choice(SYMBOLS)), "size": rng.choice([44, 56, 64, 72]),
                         "color": self.color_ref(), "rendering": Raw(rng.choice(["hierarchical", "palette"])),
                         "accessibilityLabel": self.words(2, 4)}
            elements.append("visual")
        elif rng.random() < 0.7:
            s["icon"] = Raw(rng.choice(SYMBOLS))
            elements.append("visual")
        s["title"] = self.copy(self.title)
        elements.append("title")
        if role in ("welcome", "completion"):
            # A screen's own background and title style (no random draw: the rest stays as it was).
            s["background"] = Raw(self.colors[i % len(self.colors)])
            s["styles"] = Flow(title=Flow(font=Raw("title2"), weight=Raw("bold")))
        if rng.random() < 0.5:
            s["subtitle"] = self.copy(self.title)
            elements.append("subtitle")
        s["body"] = self.copy(self.body)
        elements.append("body")
        if role in ("disclaimer", "consent") or rng.random() < 0.2:
            s["caption"] = self.copy(lambda: self.words(5, 12) + ".")
            elements.append("caption")

        states = []
        if role in ("choice", "form"):
            s["inputs"] = self.inputs(role, i)
            elements += [inp["id"] for inp in s["inputs"]]
        if role == "paywall":
            s["paywall"] = self.paywall(i)
            elements += ["features", "plans"]
            states.append({"id": Raw(f"purchasing-{i}"), "kind": Raw("loading"), "title": self.copy(self.title)})
            s["primary"] = {"label": Raw("Start free trial"), "action": Raw("purchase"), "plan": Raw(f"annual-{i}"),
                            "pending": Raw(f"purchasing-{i}"),
                            "on": Flow(success=Raw("next"), failure=Raw("stay"), cancel=Raw("stay"))}
            s["secondary"] = {"label": Raw("Restore purchases"), "action": Raw("restore"),
                              "on": Flow(success=Raw("next"))}
        elif role == "permission-request":
            states.append({"id": Raw(f"denied-{i}"), "kind": Raw("error"), "icon": Raw("exclamationmark.triangle"),
                           "title": self.copy(self.title), "body": self.copy(self.body),
                           "primary": {"label": Raw("Open Settings"), "action": Raw("open-settings"),
                                       "then": Raw("next")},
                           "secondary": Raw("Continue without")})
            states.append({"id": Raw(f"asking-{i}"), "kind": Raw("loading"), "title": self.copy(self.title)})
            s["primary"] = {"label": Raw("Allow"), "action": Raw("request-permission"),
                            "permission": Raw(rng.choice(PERMISSIONS)), "pending": Raw(f"asking-{i}"),
                            "on": Flow({"allowed": Raw("next"), "denied": Raw(f"denied-{i}"),
                                        "not-determined": Raw("stay")})}
        elif role == "completion":
            s["primary"] = {"label": Raw("Done"), "action": Raw("complete"),
                            "feedback": Flow(self.animation({"scale": 0.96, "haptic": Raw("success")}))}
        else:
            if rng.random() < 0.5:
                s["primary"] = self.label()
            else:
                s["primary"] = {"label": self.label(), "icon": Raw("arrow.right"),
                                "accessibilityLabel": self.words(2, 4), "action": Raw("next"),
                                "feedback": Flow(self.animation({"scale": 0.97, "haptic": Raw(rng.choice(HAPTICS))})),
                                "placement": Raw("bottom")}
            if rng.random() < 0.3 and i + 2 < len(self.screen_ids):
                s["secondary"] = Flow(label=Raw("Jump ahead"), action=Raw("go"), to=Raw(self.screen_ids[i + 2]))
        elements.append("primary")
        if "secondary" in s:
            elements.append("secondary")
        if i > 0 and rng.random() < 0.5:
            s["back"] = Raw("Back")
            elements.append("back")
        if role != "completion" and rng.random() < 0.6:
            s["skip"] = {"label": Raw("Skip"), "action": Raw("skip"), "to": Raw("complete"),
                         "confirm": Raw(self.dialogs[0]), "placement": Raw(rng.choice(PLACEMENTS))}
            elements.append("skip")
        if states:
            s["states"] = states
        s["entrance"] = self.entrance(elements)
        if rng.random() < 0.2:
            s["transition"] = Flow(self.animation({"style": Raw(rng.choice(TRANSITIONS))}))
        if role in ("information", "feature-highlight") and rng.random() < 0.3:
            s["optional"] = True
        return s

    def inputs(self, role, i):
        rng = self.rng
        out = []
        if role == "form":
            out.append({"id": Raw(f"name-{i}"), "kind": Raw("name"), "label": Quoted("Your first name"),
                        "placeholder": Quoted("Sam"), "required": True, "validation": Quoted("Enter your first name")})
        for k in range(rng.randint(1, 3)):
            iid = f"in-{i}-{k}"
            if role == "form" and rng.random() < 0.5:
                out.append({"id": Raw(iid), "kind": Raw("checkbox"), "label": self.copy(self.title),
                            "required": rng.random() < 0.5, "default": Raw(rng.choice(["true", "false"]))})
                continue
            options = [{"id": Raw(f"opt-{j}"), "label": self.copy(lambda: self.words(1, 3)),
                        **({"icon": Raw(rng.choice(SYMBOLS))} if rng.random() < 0.4 else {})}
                       for j in range(rng.randint(2, 6))]
            entry = {"id": Raw(iid), "kind": Raw(rng.choice(["single-choice", "multiple-choice"])),
                     "label": self.copy(self.title), "required": rng.random() < 0.5,
                     "options": options if rng.random() < 0.5 else [Flow(o) for o in options]}
            if rng.random() < 0.5:
                entry["default"] = Raw("opt-0")
            if rng.random() < 0.3:
                entry["feedback"] = Flow(self.animation({"haptic": Raw("selection")}))
            out.append(entry)
        return out

    def paywall(self, i):
        rng = self.rng
        provider = rng.choice(["revenuecat", "storekit", "play-billing"])
        # A store sells products by id; RevenueCat by package.
        sold = (lambda plan: {"package": Raw(f"$rc_{plan}")}) if provider == "revenuecat" \
            else (lambda plan: {"product": Raw(f"com.example.{plan}{i}")})
        return {
            "provider": Raw(provider),
            "offering": Raw("default"),
            "features": [Flow(id=Raw(f"feat-{i}-{k}"), text=self.words(3, 7), icon=Raw(rng.choice(SYMBOLS)))
                         for k in range(rng.randint(3, 6))],
            "plans": [
                {"id": Raw(f"annual-{i}"), **sold("annual"), "label": Quoted("Annual — {price}/{period}")},
                {"id": Raw(f"monthly-{i}"), **sold("monthly"), "label": Raw("Monthly")},
            ],
            "defaultPlan": Raw(f"annual-{i}"),
        }

    def entrance(self, elements):
        rng = self.rng
        steps = []
        at = 0.0
        for element in elements:
            if rng.random() < 0.25:
                continue
            step = {"element": Raw(element)}
            if rng.random() < 0.7:
                step["effect"] = Raw(rng.choice(EFFECTS))
            step["at"] = round(at, 2)
            self.animation(step)
            steps.append(Flow(step))
            at += rng.choice([0.05, 0.1, 0.15])
        return steps or [Flow(element=Raw("title"), at=0, duration=0.3)]


# --- Corpus -------------------------------------------------------------------


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", help="folder to write NNNN.yaml files into (emptied of *.yaml first)")
    parser.add_argument("--apps", type=int, default=200, help="apps at scale 1 (default 200, ~30 KB each)")
    parser.add_argument("--scale", type=int, default=1, help="multiplies the number of apps (1, 4, 16, …)")
    parser.add_argument("--flows", default="2-4", help="flows per app, as LOW-HIGH (default 2-4)")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--single-large", metavar="FILE", help="also write one large spec with many flows to FILE")
    parser.add_argument("--large-bytes", type=int, default=4_000_000,
                        help="target size of the large spec (default 4,000,000; the default input limit is 4 MiB)")
    parser.add_argument("--text-heavy", action="store_true",
                        help="copy three times as long, half of its words non-ASCII (accents, CJK, emoji)")
    args = parser.parse_args()
    global TEXT_HEAVY
    TEXT_HEAVY = args.text_heavy

    low, high = (int(x) for x in args.flows.split("-"))
    os.makedirs(args.out, exist_ok=True)
    for name in os.listdir(args.out):
        if name.endswith(".yaml"):
            os.remove(os.path.join(args.out, name))

    total = 0
    count = args.apps * args.scale
    for index in range(count):
        rng = random.Random(f"{args.seed}-{index}")
        text = Writer(rng, index).spec(f"app-{index:05d}", rng.randint(low, high))
        data = text.encode("utf-8")
        total += len(data)
        with open(os.path.join(args.out, f"{index:05d}.yaml"), "wb") as f:
            f.write(data)
    print(f"wrote {count} specs, {total} bytes ({total / 1e6:.2f} MB) to {args.out}")

    if args.single_large:
        writer = Writer(random.Random(f"{args.seed}-large"), 0)
        data = writer.spec("large-app", max_bytes=args.large_bytes).encode("utf-8")
        os.makedirs(os.path.dirname(os.path.abspath(args.single_large)), exist_ok=True)
        with open(args.single_large, "wb") as f:
            f.write(data)
        flows = data.count(b"\n  - id: ")
        print(f"wrote {args.single_large}: {len(data)} bytes ({len(data) / 1e6:.2f} MB), {flows} flows")


if __name__ == "__main__":
    main()
