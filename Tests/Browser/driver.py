#!/usr/bin/env python3
"""Keeps one headless Chromium open for a test and drives it, one JSON command a line.

The Swift tests' HeadlessBrowser (Tests/OnboardCompilerTests/Support/HeadlessBrowser.swift)
starts this and talks to it over stdin/stdout, so one browser stays open across several
steps (open a page, change a file on disk, wait for the page to show it). It uses Debian's
chromium and the system chromedriver through Selenium (scripts/ensure-chromium installs
them) and never lets Selenium Manager download anything.

    driver.py [--size WIDTHxHEIGHT]        (default 1280x800; 390x844 is a phone)

Protocol: one JSON object a line in, one a line out, in order.
    {"command": "open", "url": "file:///tmp/x/index.html"}
    {"command": "evaluate", "expression": "document.title"}   value: the expression's value as JSON
    {"command": "click", "selector": "#go"}                   a CSS selector; the first match
    {"command": "wait", "expression": "...", "timeout": 5}    value: {"satisfied": bool, "seconds": float}
    {"command": "screenshot", "path": "/tmp/x/shot.png"}      a PNG of the window
    {"command": "console"}       value: [{"level": "error", "source": "console-api", "text": "..."}], since start
    {"command": "requests"}      value: every URL the page asked for since start, in order, file: and data: too
    {"command": "quit"}          closes the browser; the driver exits (so does end of input)
Replies: {"ok": true, "value": ...} or {"ok": false, "error": "what went wrong"}; a failing
command never ends the driver. The first line out is the reply to starting the browser:
{"ok": true, "value": {"browser": "156.0..."}} or an error, after which the driver exits 1.
"""

import json
import os
import shutil
import subprocess
import sys
import time

# Replies go to the real stdout alone: anything else printed (by a library too) goes to stderr.
replies = os.fdopen(os.dup(sys.stdout.fileno()), "w", encoding="utf-8")
sys.stdout = sys.stderr
# Its own process group, so HeadlessBrowser can kill it with chromedriver and Chromium at once.
os.setpgrp()

from selenium import webdriver  # noqa: E402  (after the redirect: imports may print)
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402

CONSOLE_LEVELS = {"SEVERE": "error", "WARNING": "warning", "INFO": "info", "DEBUG": "debug"}


def reply(ok, value=None, error=None):
    message = {"ok": True, "value": value} if ok else {"ok": False, "error": error}
    try:
        line = json.dumps(message)
    except (TypeError, ValueError) as problem:
        line = json.dumps({"ok": False, "error": f"the value is not JSON: {problem}"})
    try:
        replies.write(line + "\n")
        replies.flush()
    except (BrokenPipeError, ValueError):  # the test has gone: nobody to tell
        pass


def start(size):
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ["--headless=new", f"--window-size={size}", "--disable-dev-shm-usage",
                     "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                     "--disable-background-networking", "--disable-component-update", "--disable-sync",
                     "--disable-default-apps", "--hide-scrollbars", "--mute-audio",
                     "--disable-crash-reporter", "--disable-breakpad"]:
        options.add_argument(argument)
    if os.geteuid() == 0:
        options.add_argument("--no-sandbox")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    chromedriver = shutil.which("chromedriver")
    if chromedriver is None:
        raise RuntimeError("chromedriver is not on PATH (scripts/ensure-chromium installs it)")
    service = Service(executable_path=chromedriver, log_output=subprocess.DEVNULL)
    driver = webdriver.Chrome(service=service, options=options)
    # The viewport is exactly the size asked for: headless Chromium's window keeps room for a
    # browser frame and is at least 500 pixels wide, which a phone-sized page must not see.
    width, height = (int(number) for number in size.split(","))
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(30)
    return driver


class Session:
    def __init__(self, driver):
        self.driver = driver
        self.console_entries = []
        self.request_urls = []
        # What chromedriver did before the first command (its blank start page) is not the test's.
        driver.get_log("browser")
        driver.get_log("performance")

    def drain(self):
        """Moves what the browser logged since the last call into the lists (get_log empties its buffer)."""
        for entry in self.driver.get_log("browser"):
            self.console_entries.append({"level": CONSOLE_LEVELS.get(entry["level"], entry["level"].lower()),
                                         "source": entry.get("source", ""), "text": entry["message"]})
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message.get("method") == "Network.requestWillBeSent":
                self.request_urls.append(message["params"]["request"]["url"])

    def evaluate(self, expression):
        return self.driver.execute_script(f"return (\n{expression}\n);")

    def run(self, command):
        name = command.get("command")
        if name == "open":
            self.driver.get(command["url"])
            return None
        if name == "evaluate":
            return self.evaluate(command["expression"])
        if name == "click":
            self.driver.find_element(By.CSS_SELECTOR, command["selector"]).click()
            return None
        if name == "wait":
            return self.wait(command["expression"], float(command.get("timeout", 5)))
        if name == "screenshot":
            path = command["path"]
            os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
            if not self.driver.save_screenshot(path):
                raise RuntimeError(f"could not write the screenshot to {path}")
            return None
        if name == "console":
            self.drain()
            return self.console_entries
        if name == "requests":
            self.drain()
            return self.request_urls
        raise ValueError(f"unknown command {name!r}")

    def wait(self, expression, timeout):
        """Polls the expression until it is truthy or the timeout passes; a page that is
        reloading or throws counts as not yet."""
        started = time.monotonic()
        while True:
            try:
                if self.evaluate(expression):
                    return {"satisfied": True, "seconds": round(time.monotonic() - started, 3)}
            except Exception:  # noqa: BLE001  (mid-navigation, or the page's globals not there yet)
                pass
            if time.monotonic() - started >= timeout:
                return {"satisfied": False, "seconds": round(time.monotonic() - started, 3)}
            time.sleep(0.05)


def main():
    size = "1280,800"
    arguments = sys.argv[1:]
    if len(arguments) == 2 and arguments[0] == "--size":
        size = arguments[1].replace("x", ",")
    elif arguments:
        reply(False, error="usage: driver.py [--size WIDTHxHEIGHT]")
        return 2
    try:
        driver = start(size)
        session = Session(driver)
    except Exception as problem:  # noqa: BLE001
        reply(False, error=f"could not start Chromium: {type(problem).__name__}: {problem}".strip())
        return 1
    try:
        reply(True, {"browser": driver.capabilities.get("browserVersion", "")})
        for line in sys.stdin:
            if not line.strip():
                continue
            try:
                command = json.loads(line)
                if command.get("command") == "quit":
                    break
                reply(True, session.run(command))
            except Exception as problem:  # noqa: BLE001  (every failure is a reply, never the end)
                # Selenium's message without its session line and link to its documentation.
                text = (getattr(problem, "msg", None) or str(problem)).split("\n  (Session info")[0]
                reply(False, error=f"{type(problem).__name__}: {text}".strip())
    finally:
        try:
            driver.quit()
        finally:
            reply(True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
