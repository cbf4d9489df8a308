#!/usr/bin/env python3
"""The records oracle against the real daemon: for each fixture export (and each real
sample export when LIFTD_SAMPLE_DATA names them), start `liftd` on a fresh state directory
with the shipped config and an `estimated-max:` setting, stream the file with `liftctl
import FILE`, ask `records exercise=...` for every exercise the oracle (records_oracle.py)
reports, and compare the current records and their history. The first import must emit
records-updated only when it set records; a second import must set none.

usage: records_through_socket.py --bin DIR [--data DIR] [--samples-only]
       (--data: the sample folder; default $LIFTD_SAMPLE_DATA)
"""
import argparse
import pathlib
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from records_oracle import records  # noqa: E402
from volume_through_socket import FIXTURES, FIXTURES_DIRECTORY, SAMPLES, Daemon, find_data  # noqa: E402

SHIPPED_CONFIG = HERE.parent.parent / "config" / "liftd.yaml"
ESTIMATES = [("epley", 10), ("brzycki", 12), ("lombardi", 36)]


def start_daemon(binaries, state, extra):
    """liftd on the shipped config plus `extra`, in `state`."""
    config = state / "liftd.yaml"
    config.write_text(SHIPPED_CONFIG.read_text() + "\n" + extra + "\n")
    return Daemon(binaries, state, config)


def close(left, right):
    """Two lists of records equal, numbers within 1e-9."""
    if len(left) != len(right):
        return False
    for a, b in zip(left, right):
        for x, y in zip(a, b):
            if isinstance(x, float) or isinstance(y, float):
                if x is None or y is None or abs(x - y) > 1e-9:
                    return False
            elif x != y:
                return False
    return True


def rows_of(items, with_previous):
    keys = ["kind", "weight", "value"] + (["previous"] if with_previous else []) + ["date"]
    return sorted([item.get(key) for key in keys] for item in items)


def generated_history(directory, seed=14):
    """A Strong classic export (kg) of 40 workouts over 20 weeks with progressing, repeated
    and pound-converted weights, warm-ups and sets above the rep cap, written whole and
    split in an older and a newer half; returns (whole, [newer, older])."""
    import datetime
    import random

    chooser = random.Random(seed)
    header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
    lifts = {"Squat (Barbell)": 100.0, "Bench Press (Barbell)": 70.0, "Deadlift (Barbell)": 140.0}
    workouts = []
    for number in range(40):
        start = datetime.datetime(2024, 1, 1, 7, 30) + datetime.timedelta(days=3 * number + chooser.randint(0, 1))
        lines = []
        for exercise, base in lifts.items():
            if chooser.random() < 0.3:
                continue
            lines.append("%s,Session %d,1h,%s,W,%s,10,0,0,,,\n" % (start.strftime("%Y-%m-%d %H:%M:%S"), number, exercise, base / 2))
            for order in range(1, chooser.randint(2, 5)):
                weight = chooser.choice([base, base + 2.5 * chooser.randint(-2, 4), 225 * 0.45359237, base + 0.001])
                reps = chooser.choice([1, 3, 5, 5, 8, 12, 15])
                lines.append("%s,Session %d,1h,%s,%d,%s,%d,0,0,,,\n" % (
                    start.strftime("%Y-%m-%d %H:%M:%S"), number, exercise, order, round(weight, 4), reps))
            lifts[exercise] = base + chooser.choice([0, 0, 2.5])
        workouts.append(lines)
    whole, older, newer = directory / "generated.csv", directory / "generated-older.csv", directory / "generated-newer.csv"
    whole.write_text(header + "".join(line for lines in workouts for line in lines))
    older.write_text(header + "".join(line for lines in workouts[:20] for line in lines))
    newer.write_text(header + "".join(line for lines in workouts[20:] for line in lines))
    return whole, [newer, older]


def check(binaries, data, name, units, formula, cap, imports=None):
    """Imports `imports` (default: the file itself), compares the records with the oracle's."""
    expected = records(data / name, units == "lbs", formula, cap)
    failures = []
    with tempfile.TemporaryDirectory() as state:
        daemon = start_daemon(binaries, pathlib.Path(state), "estimated-max: {formula: %s, rep-cap: %d}" % (formula, cap))
        try:
            for path in imports or [data / name]:
                daemon.ask("import", str(path), "units=" + units)
            again = daemon.ask("import", str(data / name), "units=" + units)
            if again["setsAdded"] != 0:
                failures.append("second import added %d sets" % again["setsAdded"])
            for exercise, (current, history) in sorted(expected.items()):
                reply = daemon.ask("records", "exercise=" + exercise)
                if reply["estimate"] != {"formula": formula, "repCap": cap}:
                    failures.append("estimate in effect: %s" % reply["estimate"])
                got_current = rows_of(reply["current"], False)
                got_history = rows_of(reply["history"], True)
                if not close(got_current, current):
                    failures.append("%s current: liftd %s, oracle %s" % (exercise, got_current, current))
                if not close(got_history, history):
                    failures.append("%s history: liftd %s, oracle %s" % (exercise, got_history, history))
        finally:
            log = daemon.stop()
        announced = "import set" in log
        if announced != any(history for _, history in expected.values()):
            failures.append("records-updated noted in the log: %s, records set: %s" % (
                announced, any(history for _, history in expected.values())))
    print("records through the socket: %s%s (%s, %s cap %d): %d exercises, %d records, %s" % (
        name, " imported newer half first" if imports else "", units, formula, cap, len(expected),
        sum(len(history) for _, history in expected.values()),
        "all equal" if not failures else "%d differences" % len(failures)))
    for failure in failures[:20]:
        print("  " + failure)
    return not failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True, type=pathlib.Path)
    parser.add_argument("--data", type=pathlib.Path)
    parser.add_argument("--samples-only", action="store_true", help="check only the real samples of --data")
    arguments = parser.parse_args()
    results = []
    if arguments.samples_only:
        if arguments.data is None:
            sys.exit("--samples-only needs --data")
        results = [check(arguments.bin, arguments.data, name, units, "epley", 10) for name, units in SAMPLES]
        sys.exit(0 if all(results) else 1)
    results = [check(arguments.bin, FIXTURES_DIRECTORY, name, units, formula, cap)
               for name, units in FIXTURES for formula, cap in ESTIMATES]
    with tempfile.TemporaryDirectory() as directory:
        whole, halves = generated_history(pathlib.Path(directory))
        for formula, cap in ESTIMATES:
            results.append(check(arguments.bin, whole.parent, whole.name, "kg", formula, cap))
            results.append(check(arguments.bin, whole.parent, whole.name, "kg", formula, cap, imports=halves))
    data = arguments.data or find_data()
    if data is None:
        print("real-sample tier skipped: LIFTD_SAMPLE_DATA does not name a sample folder")
    else:
        results += [check(arguments.bin, data, name, units, "epley", 10) for name, units in SAMPLES]
    sys.exit(0 if all(results) else 1)


if __name__ == "__main__":
    main()
