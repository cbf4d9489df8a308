"""A minimal WebSocket client (RFC 6455) on the Python standard library, enough to speak
Chromium's DevTools protocol: the opening handshake, masked text frames out, and whole
messages in (fragments joined, pings answered). Every read has a bound."""
import base64
import hashlib
import os
import socket
import struct
import time
import urllib.parse

GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"  # RFC 6455, section 1.3


class WebSocketError(Exception):
    """The connection broke, the server refused the handshake, or a read ran past its bound."""


class WebSocket:
    """One client connection to a `ws://host:port/path` URL."""

    def __init__(self, url, timeout=10.0):
        parts = urllib.parse.urlsplit(url)
        if parts.scheme != "ws" or parts.hostname is None or parts.port is None:
            raise WebSocketError("not a ws://host:port/path URL: %r" % url)
        self.connection = socket.create_connection((parts.hostname, parts.port), timeout=timeout)
        self.buffer = bytearray()
        self._handshake(parts.hostname, parts.port, parts.path or "/", time.monotonic() + timeout)

    def _handshake(self, host, port, path, deadline):
        key = base64.b64encode(os.urandom(16)).decode()
        request = ("GET %s HTTP/1.1\r\nHost: %s:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n") % (path, host, port, key)
        self.connection.sendall(request.encode())
        while b"\r\n\r\n" not in self.buffer:
            self._fill(deadline, "the handshake's HTTP response")
        head, rest = bytes(self.buffer).split(b"\r\n\r\n", 1)
        self.buffer = bytearray(rest)
        lines = head.decode("latin-1").split("\r\n")
        if not lines[0].startswith("HTTP/1.1 101"):
            raise WebSocketError("handshake refused: %s" % lines[0])
        headers = {name.strip().lower(): value.strip() for name, _, value in (line.partition(":") for line in lines[1:])}
        expected = base64.b64encode(hashlib.sha1((key + GUID).encode()).digest()).decode()
        if headers.get("sec-websocket-accept") != expected:
            raise WebSocketError("handshake answered with the wrong Sec-WebSocket-Accept")

    def _fill(self, deadline, what):
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise WebSocketError("timed out waiting for %s" % what)
        self.connection.settimeout(remaining)
        try:
            chunk = self.connection.recv(1 << 16)
        except socket.timeout:
            raise WebSocketError("timed out waiting for %s" % what) from None
        if not chunk:
            raise WebSocketError("the server closed the connection while we waited for %s" % what)
        self.buffer.extend(chunk)

    def _take(self, count, deadline, what):
        while len(self.buffer) < count:
            self._fill(deadline, what)
        taken = bytes(self.buffer[:count])
        del self.buffer[:count]
        return taken

    def _send_frame(self, opcode, payload):
        header = bytes([0x80 | opcode])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        elif len(payload) < 1 << 16:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(payload))
        mask = os.urandom(4)
        masked = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
        self.connection.sendall(header + mask + masked)

    def send_text(self, text):
        """Sends `text` as one masked text frame."""
        self._send_frame(0x1, text.encode("utf-8"))

    def receive_text(self, deadline, what="a message"):
        """The next whole text message; raises WebSocketError past `deadline` (monotonic)."""
        message = bytearray()
        while True:
            first, second = self._take(2, deadline, what)
            final, opcode, length = first & 0x80, first & 0x0F, second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._take(2, deadline, what))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._take(8, deadline, what))[0]
            mask = self._take(4, deadline, what) if second & 0x80 else None
            payload = self._take(length, deadline, what)
            if mask:
                payload = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
            if opcode == 0x9:
                self._send_frame(0xA, payload)
            elif opcode == 0x8:
                raise WebSocketError("the server closed the WebSocket while we waited for %s" % what)
            elif opcode in (0x0, 0x1, 0x2):
                message.extend(payload)
                if final:
                    return bytes(message).decode("utf-8")

    def close(self):
        try:
            self._send_frame(0x8, struct.pack(">H", 1000))
        except OSError:
            pass
        self.connection.close()
