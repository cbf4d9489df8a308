#!/usr/bin/env python3
"""A loopback HTTP server for webhook tests (standard library only).

Usage: webhook_server.py LOG [PORT [CERTIFICATE]]. Listens on 127.0.0.1:PORT (0 or none:
any free port), with TLS when given a PEM file holding a certificate and its key,
prints the port on the first line of stdout, then appends one JSON line per request it
receives to the file given as the first argument: method, path, headers, body.
The path decides the answer:
  /status/<code>     answers <code> with a short body
  /fail-then-ok/<n>  answers 503 to the first <n> requests on that path, then 200
  /hang              reads the request and never answers
  /hang-first/<n>    never answers the first <n> requests on that path, then answers 200
  /trickle           sends a 200 header promising 1000 bytes, then one byte a second
  /trickle-head      sends the status line, then its headers one byte a second, never ending them
  /redirect          answers 307 to /ok
  /redirect-away/<x> answers 307 to http://localhost:<port>/steal/<x>: the same server, another origin
  /redirect-file     answers 307 to file:///etc/passwd
  /redirect-loop     answers 307 to itself
  /redirect-to?<l>   answers 307 to <l>, percent-decoded, with {port} replaced by the server's port
  /auth              answers 401 asking for Basic authentication
  /huge              answers 200 with a body of 1 GiB, sent as fast as the client takes it;
                     then logs a line for the path /huge/end whose body is how many bytes of
                     the body went out before it was done or the client hung up
  /huge-error        the same with status 500, logging /huge-error/end
Anything else answers 200.
"""
import http.server
import json
import sys
import threading
import time
import urllib.parse

LOG = sys.argv[1]
lock = threading.Lock()
counts = {}


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode("utf-8", "replace")
        with lock:
            counts[self.path] = counts.get(self.path, 0) + 1
            seen = counts[self.path]
            with open(LOG, "a") as log:
                log.write(json.dumps({"method": self.command, "path": self.path,
                                      "headers": {k.lower(): v for k, v in self.headers.items()},
                                      "body": body}) + "\n")
        parts = self.path.strip("/").split("/")
        if parts[0] == "hang" or (parts[0] == "hang-first" and seen <= int(parts[1])):
            time.sleep(3600)
            return
        if parts[0] == "trickle":
            self.send_response(200)
            self.send_header("Content-Length", "1000")
            self.end_headers()
            for _ in range(1000):
                self.wfile.write(b".")
                self.wfile.flush()
                time.sleep(1)
            return
        if parts[0] == "trickle-head":
            self.wfile.write(b"HTTP/1.1 200 OK\r\n")
            self.wfile.flush()
            for byte in b"X-Slow: " + b"." * 1000:
                self.wfile.write(bytes([byte]))
                self.wfile.flush()
                time.sleep(1)
            return
        redirects = {"redirect": "/ok", "redirect-file": "file:///etc/passwd", "redirect-loop": "/redirect-loop",
                     "redirect-away": "http://localhost:%d/steal/%s" % (self.server.server_address[1], "/".join(parts[1:]))}
        if parts[0].startswith("redirect-to?"):
            location = urllib.parse.unquote(parts[0].split("?", 1)[1]).replace("{port}", str(self.server.server_address[1]))
            redirects[parts[0]] = location
        if parts[0] in redirects:
            self.send_response(307)
            self.send_header("Location", redirects[parts[0]])
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if parts[0] == "auth":
            self.send_response(401)
            self.send_header("WWW-Authenticate", 'Basic realm="liftd"')
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if parts[0] in ("huge", "huge-error"):
            total = 1 << 30
            self.send_response(200 if parts[0] == "huge" else 500)
            self.send_header("Content-Length", str(total))
            self.end_headers()
            chunk = b"." * 65536
            sent = 0
            try:
                while sent < total:
                    self.wfile.write(chunk)
                    sent += len(chunk)
            except OSError:
                pass
            with lock, open(LOG, "a") as log:
                log.write(json.dumps({"method": "-", "path": "/%s/end" % parts[0], "headers": {}, "body": str(sent)}) + "\n")
            return
        code = 200
        if parts[0] == "status" and len(parts) > 1:
            code = int(parts[1])
        elif parts[0] == "fail-then-ok" and len(parts) > 1 and seen <= int(parts[1]):
            code = 503
        reply = b"ok\n" if code < 400 else b"no\n"
        self.send_response(code)
        self.send_header("Content-Length", str(len(reply)))
        self.end_headers()
        self.wfile.write(reply)


server = http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[2]) if len(sys.argv) > 2 else 0), Handler)
if len(sys.argv) > 3:
    import ssl
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(sys.argv[3])
    server.socket = context.wrap_socket(server.socket, server_side=True)
server.daemon_threads = True
print(server.server_address[1], flush=True)
server.serve_forever()
