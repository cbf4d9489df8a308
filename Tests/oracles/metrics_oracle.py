#!/usr/bin/env python3
"""Checks liftd's Prometheus metrics with the real tools: `promtool check metrics` (Debian's
`prometheus`) must report nothing on each exposition given, and a real node_exporter
(Debian's `prometheus-node-exporter`), started on a free loopback port with only its textfile
collector reading TEXTFILE_DIR, must serve every sample of TEXTFILE_DIR/liftd.prom with the
same value, without a scrape error. Prints one JSON line with what it found; exits 1, saying
why, on any failure. Standard library only.

usage: metrics_oracle.py --textfile-dir DIR [--exposition FILE ...] [--expect NAME ...]
"""
import argparse
import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request


def fail(message):
    print(f"metrics_oracle: {message}", file=sys.stderr)
    sys.exit(1)


def tool(name, package):
    path = shutil.which(name) or (f"/usr/bin/{name}" if os.access(f"/usr/bin/{name}", os.X_OK) else None)
    if path is None:
        fail(f"{name} is missing: apt-get install {package}")
    return path


def samples(text):
    """name{labels} -> value of every sample line."""
    found = {}
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        key, _, value = line.rpartition(" ")
        found[key] = float(value)
    return found


def promtool_check(promtool, path):
    with open(path, "rb") as stream:
        run = subprocess.run([promtool, "check", "metrics"], stdin=stream, capture_output=True, timeout=60)
    output = (run.stdout + run.stderr).decode(errors="replace").strip()
    if run.returncode != 0 or output:
        fail(f"promtool check metrics on {path} exited {run.returncode}: {output}")


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def scrape(exporter, directory):
    port = free_port()
    process = subprocess.Popen(
        [exporter, f"--web.listen-address=127.0.0.1:{port}", "--collector.disable-defaults",
         "--collector.textfile", f"--collector.textfile.directory={directory}"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 30
        last_error = None
        while time.monotonic() < deadline:
            if process.poll() is not None:
                fail(f"node_exporter exited {process.returncode}: {process.stderr.read().decode(errors='replace')}")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as response:
                    return response.read().decode()
            except OSError as error:
                last_error = error
                time.sleep(0.1)
        fail(f"node_exporter on 127.0.0.1:{port} served no /metrics within 30 s: {last_error}")
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--textfile-dir", required=True)
    parser.add_argument("--exposition", action="append", default=[])
    parser.add_argument("--expect", action="append", default=[])
    arguments = parser.parse_args()
    promtool = tool("promtool", "prometheus")
    exporter = tool("prometheus-node-exporter", "prometheus-node-exporter")
    textfile = os.path.join(arguments.textfile_dir, "liftd.prom")
    for path in [textfile] + arguments.exposition:
        promtool_check(promtool, path)
    written = samples(open(textfile).read())
    served_text = scrape(exporter, arguments.textfile_dir)
    served = samples(served_text)
    if served.get("node_textfile_scrape_error") != 0:
        fail(f"node_exporter reports node_textfile_scrape_error {served.get('node_textfile_scrape_error')}")
    missing = [key for key in written if key not in served]
    if missing:
        fail(f"node_exporter does not serve these samples of liftd.prom: {missing}")
    differing = [key for key, value in written.items() if served[key] != value]
    if differing:
        fail(f"node_exporter serves other values for: {[(key, written[key], served[key]) for key in differing]}")
    names = sorted({key.split("{")[0] for key in served if key.startswith("liftd_")})
    absent = [name for name in arguments.expect if name not in names]
    if absent:
        fail(f"node_exporter serves none of these series: {absent}")
    print(json.dumps({"promtool": "clean", "served": names, "samples": len(written)}))


if __name__ == "__main__":
    main()
