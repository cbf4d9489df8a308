"""Debian's chromium, headless, driven through its DevTools protocol over our own WebSocket
client: start it on a free port with a throw-away profile, open one page target, send
commands and wait for their answers and for events, each wait bounded and saying what it
waited for. The browser's whole process group is killed when it is closed or Python exits."""
import atexit
import json
import os
import pathlib
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from websocket_client import WebSocket, WebSocketError

DEJAVU = pathlib.Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
MISSING = "install them with `apt-get install -y chromium fonts-dejavu-core` (scripts/test does)"


class BrowserError(Exception):
    """Chromium is missing, did not start, answered with an error, or a wait ran out."""


def find_chromium():
    """The chromium executable; raises BrowserError naming the packages when it or the fonts are missing."""
    executable = shutil.which("chromium")
    if executable is None:
        raise BrowserError("chromium is not installed: " + MISSING)
    if not DEJAVU.exists():
        raise BrowserError("fonts-dejavu-core is not installed (%s is missing): %s" % (DEJAVU, MISSING))
    return executable


class Chromium:
    """One headless chromium with one page; `command` sends DevTools commands to that page."""

    def __init__(self, width=1280, height=900, start_bound=60.0):
        executable = find_chromium()
        self.profile = tempfile.mkdtemp(prefix="liftd-chromium-")
        self.log = open(os.path.join(self.profile, "chromium.log"), "w+")
        arguments = [executable, "--headless=new", "--disable-dev-shm-usage", "--disable-gpu",
                     "--remote-debugging-port=0", "--user-data-dir=" + self.profile, "--no-first-run",
                     "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync", "--hide-scrollbars", "--mute-audio",
                     "--window-size=%d,%d" % (width, height), "about:blank"]
        if os.geteuid() == 0:
            arguments.insert(1, "--no-sandbox")  # chromium refuses to run as root with its sandbox
        self.process = subprocess.Popen(arguments, stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        atexit.register(self.close)
        if signal.getsignal(signal.SIGTERM) == signal.SIG_DFL:  # so a terminated run still kills chromium
            signal.signal(signal.SIGTERM, lambda number, frame: sys.exit(128 + number))
        self.next_id = 0
        self.events = []
        self.socket = WebSocket(self._browser_endpoint(start_bound))
        target = self._send("Target.createTarget", {"url": "about:blank"}, None, 30)["targetId"]
        self.session = self._send("Target.attachToTarget", {"targetId": target, "flatten": True}, None, 30)["sessionId"]
        for domain in ("Page", "Network", "Log", "Runtime"):
            self.command(domain + ".enable")
        self.command("Network.setCacheDisabled", {"cacheDisabled": True})  # every load requests every resource

    def _browser_endpoint(self, bound):
        """The browser's ws:// URL, from the DevToolsActivePort file chromium writes once it listens."""
        port_file = pathlib.Path(self.profile) / "DevToolsActivePort"
        deadline = time.monotonic() + bound
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise BrowserError("chromium exited with %d before listening:\n%s" % (self.process.returncode, self._log_tail()))
            lines = port_file.read_text().splitlines() if port_file.exists() else []
            if len(lines) >= 2:
                return "ws://127.0.0.1:%s%s" % (lines[0], lines[1])
            time.sleep(0.05)
        raise BrowserError("chromium did not write %s within %d s:\n%s" % (port_file, bound, self._log_tail()))

    def _log_tail(self):
        self.log.flush()
        self.log.seek(0)
        return "".join(self.log.readlines()[-20:])

    def _send(self, method, parameters, session, bound):
        self.next_id += 1
        identifier = self.next_id
        message = {"id": identifier, "method": method, "params": parameters or {}}
        if session:
            message["sessionId"] = session
        self.socket.send_text(json.dumps(message))
        deadline = time.monotonic() + bound
        while True:
            answer = self._receive(deadline, "the answer to %s" % method)
            if answer.get("id") == identifier:
                if "error" in answer:
                    raise BrowserError("%s failed: %s" % (method, answer["error"]))
                return answer.get("result", {})

    def _receive(self, deadline, what):
        try:
            message = json.loads(self.socket.receive_text(deadline, what))
        except WebSocketError as error:
            raise BrowserError(str(error)) from None
        if "method" in message:
            self.events.append(message)
        return message

    def command(self, method, parameters=None, bound=30.0):
        """Sends `method` to the page and returns its result; raises BrowserError on an error or past `bound` seconds."""
        return self._send(method, parameters, self.session, bound)

    def wait_for_event(self, method, bound, after=0):
        """The first event named `method` received at index `after` or later of `events`."""
        deadline = time.monotonic() + bound
        while True:
            for event in self.events[after:]:
                if event["method"] == method:
                    return event
            after = len(self.events)
            self._receive(deadline, "the event %s (waited %g s)" % (method, bound))

    def load(self, url, width, height, bound=30.0):
        """Opens `url` in a `width` x `height` viewport (a phone's below 600 px) and waits for its
        load event; returns the events received since the navigation started."""
        self.command("Emulation.setDeviceMetricsOverride",
                     {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
        start = len(self.events)
        result = self.command("Page.navigate", {"url": url}, bound)
        if result.get("errorText"):
            raise BrowserError("opening %s failed: %s" % (url, result["errorText"]))
        self.wait_for_event("Page.loadEventFired", bound, start)
        return self.events[start:]

    def evaluate(self, expression, bound=30.0):
        """The JSON value of a JavaScript expression evaluated in the page."""
        result = self.command("Runtime.evaluate", {"expression": expression, "returnByValue": True}, bound)
        if "exceptionDetails" in result:
            raise BrowserError("evaluating %s threw: %s" % (expression[:80], result["exceptionDetails"]))
        return result["result"].get("value")

    def close(self):
        """Kills chromium's whole process group and removes its profile; safe to call twice."""
        if getattr(self, "process", None) is None:
            return
        if getattr(self, "socket", None) is not None:
            self.socket.close()
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.process.wait(timeout=30)
        self.process = None
        self.log.close()
        shutil.rmtree(self.profile, ignore_errors=True)
