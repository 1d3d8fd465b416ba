#!/usr/bin/env python3
"""A release folder served over HTTP on 127.0.0.1, with faults injected: the real server
BundleStoreFaultTests download from (Python 3, standard library only).

    release_server.py FOLDER [--fault KIND:PATH-PART]...

Port 0: the system picks the port, which the first line printed gives ("port 43127").
A fault applies to every request whose path contains PATH-PART:

    status:404, status:500   that status, with no body
    slow:SECONDS             waits that long before answering
    truncate                 sends the first half of the file (its length as Content-Length)
    flip                     sends the file with one byte changed (the middle one, XOR 0x01)
    overlong                 sends the file with one more byte at its end

The server runs until it is killed.
"""

import os
import signal
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def main():
    # A child of a Swift test process may start with SIGTERM blocked.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    folder = os.path.abspath(sys.argv[1])
    faults = []
    arguments = sys.argv[2:]
    while arguments:
        flag, value = arguments[0], arguments[1]
        arguments = arguments[2:]
        if flag != "--fault":
            sys.exit(f"unknown option {flag}")
        kind, _, part = value.partition(":")
        if kind in ("status", "slow"):
            number, _, part = part.partition(":")
            kind = f"{kind}:{number}"
        faults.append((kind, part))

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self):
            path = self.path.split("?")[0]
            fault = next((kind for kind, part in faults if part in path), None)
            if fault and fault.startswith("slow:"):
                time.sleep(float(fault[5:]))
            if fault and fault.startswith("status:"):
                return self.answer(int(fault[7:]), b"")
            file = os.path.normpath(os.path.join(folder, path.lstrip("/")))
            if not file.startswith(folder + os.sep) or not os.path.isfile(file):
                return self.answer(404, b"")
            with open(file, "rb") as handle:
                body = handle.read()
            if fault == "truncate":
                body = body[: len(body) // 2]
            elif fault == "flip" and body:
                middle = len(body) // 2
                body = body[:middle] + bytes([body[middle] ^ 0x01]) + body[middle + 1 :]
            elif fault == "overlong":
                body = body + b" "
            self.answer(200, body)

        def answer(self, status, body):
            self.send_response(status)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            try:
                self.wfile.write(body)
            except (BrokenPipeError, ConnectionResetError):
                pass

        def log_message(self, format, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(f"port {server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
