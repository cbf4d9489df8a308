#!/usr/bin/env python3
"""The volume oracle against the real daemon: for each fixture export (and each real
sample export when LIFTD_SAMPLE_DATA names them), start `liftd` on a
fresh state directory, stream the file with `liftctl import FILE`, ask `volume` for every
week the oracle (volume_oracle.py, which shares no code with liftd) reports, and compare
sets, reps and volume per exercise. A second import must add nothing.

usage: volume_through_socket.py --bin DIR [--data DIR]   (the sample folder; default $LIFTD_SAMPLE_DATA)
"""
import argparse
import json
import os
import pathlib
import subprocess
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
FIXTURES_DIRECTORY = HERE.parent / "Fixtures"
FIXTURES = [
    ("strong-classic.csv", "kg"),
    ("strong-classic.csv", "lbs"),
    ("strong-legacy.csv", "kg"),
    ("strong-v6.csv", "kg"),
    ("hevy.csv", "kg"),
    ("hevy-imperial.csv", "kg"),
]
SAMPLES = [
    ("strong/strong-statistics_sample_strong_classic.csv", "kg"),
    ("strong/strong-statistics_sample_strong_classic.csv", "lbs"),
    ("strong/strong-statistics_sample_strong_v6.csv", "kg"),
    ("hevy/strong-statistics_sample_hevy.csv", "kg"),
]


def find_data():
    """The real-sample folder named by LIFTD_SAMPLE_DATA, or None when the tier is off."""
    named = os.environ.get("LIFTD_SAMPLE_DATA")
    return pathlib.Path(named) if named else None


def oracle(path, pounds):
    command = [sys.executable, str(HERE / "volume_oracle.py"), str(path)] + (["--pounds"] if pounds else [])
    weeks = {}
    for line in subprocess.run(command, check=True, capture_output=True, text=True).stdout.splitlines():
        week, exercise, sets, reps, volume = line.split("\t")
        weeks.setdefault(week, {})[exercise] = (int(sets), int(reps), float(volume))
    return weeks


class Daemon:
    """liftd in `state`, on its built-in config or on the file `config`."""

    def __init__(self, binaries, state, config=None):
        self.liftctl = [str(binaries / "liftctl"), "--socket", str(state / "liftd.sock"), "--json"]
        environment = dict(os.environ, STATE_DIRECTORY=str(state), RUNTIME_DIRECTORY=str(state), TZ="UTC")
        command = [str(binaries / "liftd")] + (["--config", str(config)] if config else [])
        self.process = subprocess.Popen(command, env=environment, stderr=subprocess.PIPE, text=True)
        for _ in range(600):  # the socket appears once the daemon is ready
            if self.process.poll() is not None:
                sys.exit("liftd exited early: " + self.process.stderr.read())
            if subprocess.run(self.liftctl + ["ping"], capture_output=True).returncode == 0:
                return
            time.sleep(0.05)
        sys.exit("liftd did not answer ping")

    def ask(self, *arguments):
        result = subprocess.run(self.liftctl + list(arguments), capture_output=True, text=True)
        answer = json.loads(result.stdout.splitlines()[-1])
        if not answer["ok"]:
            sys.exit("liftctl %s failed: %s" % (" ".join(arguments), answer["error"]))
        return answer["result"]

    def stop(self):
        self.process.terminate()
        if self.process.wait(timeout=30) != 0:
            sys.exit("liftd exited with %d" % self.process.returncode)
        return self.process.stderr.read()


def check(binaries, data, name, units):
    expected = oracle(data / name, units == "lbs")
    failures = []
    with tempfile.TemporaryDirectory() as state:
        daemon = Daemon(binaries, pathlib.Path(state))
        try:
            first = daemon.ask("import", str(data / name), "units=" + units)
            again = daemon.ask("import", str(data / name), "units=" + units)
            if again["setsAdded"] != 0 or again["setsAlreadyPresent"] != first["setsAdded"]:
                failures.append("second import added %d sets" % again["setsAdded"])
            for week, exercises in sorted(expected.items()):
                reply = daemon.ask("volume", "week=" + week)
                got = {row["exercise"]: (row["sets"], row["reps"], row["volumeKilograms"]) for row in reply["exercises"]}
                if set(got) != set(exercises):
                    failures.append("%s: exercises differ: %s" % (week, sorted(set(got) ^ set(exercises))))
                for exercise, (sets, reps, volume) in exercises.items():
                    if exercise in got:
                        g_sets, g_reps, g_volume = got[exercise]
                        if (g_sets, g_reps) != (sets, reps) or abs(g_volume - volume) > 0.005 + 1e-6 * max(1.0, volume):
                            failures.append("%s %s: liftd %s, oracle %s" % (week, exercise, got[exercise], (sets, reps, volume)))
        finally:
            daemon.stop()
    print("volume through the socket: %s (%s): %d weeks, %s" % (
        name, units, len(expected), "all equal" if not failures else "%d differences" % len(failures)))
    for failure in failures[:20]:
        print("  " + failure)
    return not failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True, type=pathlib.Path)
    parser.add_argument("--data", type=pathlib.Path)
    arguments = parser.parse_args()
    results = [check(arguments.bin, FIXTURES_DIRECTORY, name, units) for name, units in FIXTURES]
    data = arguments.data or find_data()
    if data is None:
        print("real-sample tier skipped: LIFTD_SAMPLE_DATA does not name a sample folder")
    else:
        results += [check(arguments.bin, data, name, units) for name, units in SAMPLES]
    sys.exit(0 if all(results) else 1)


if __name__ == "__main__":
    main()
