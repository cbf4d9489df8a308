#!/usr/bin/env python3
"""End to end: the real daemon on its shipped default config in a temp directory imports a
Strong export (generated here with workouts last week and the week before), runs both
scheduled jobs with `run-schedule`, and every file it writes is checked by something
that shares no code with liftd: the weekly summary's numbers against volume_oracle.py,
the FHIR Bundle with fhir.resources, export.xml with healthkit-to-sqlite, the SVG with
rsvg-convert, and the Strong CSV by importing it into a second daemon.

usage: reports_end_to_end.py --bin DIR   (run with the venv python that has the validators)
"""
import argparse
import datetime
import json
import pathlib
import struct
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from volume_through_socket import Daemon  # noqa: E402  (the same daemon driver)

EXERCISES = [("Bench Press (Barbell)", 80), ("Squat (Barbell)", 100), ("Lat Pulldown (Cable)", 55),
             ("Deadlift (Barbell)", 120), ("Bicep Curl (Dumbbell)", 14)]


def generate_export(path, today):
    """Three workouts in the last complete ISO week and two in the week before."""
    monday = today - datetime.timedelta(days=today.isoweekday() - 1 + 7)
    days = [monday - datetime.timedelta(days=7 - offset) for offset in (1, 4)] + \
           [monday + datetime.timedelta(days=offset) for offset in (0, 2, 4)]
    lines = ["Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"]
    for number, day in enumerate(days):
        stamp = "%s 07:%02d:00" % (day.isoformat(), number)
        for index, (exercise, weight) in enumerate(EXERCISES[number % 3: number % 3 + 3]):
            lines.append("%s,Session %d,45m,%s,W,%d,10,0,0,,," % (stamp, number, exercise, weight // 2))
            for order in (1, 2, 3):
                lines.append("%s,Session %d,45m,%s,%d,%d,%d,0,0,,,8" % (
                    stamp, number, exercise, order, weight + 2.5 * order, 5 + index))
            lines.append("%s,Session %d,45m,%s,Rest Timer,0,0,0,90,,," % (stamp, number, exercise))
    path.write_text("\n".join(lines) + "\n")
    return "%d-W%02d" % monday.isocalendar()[:2]


def oracle_week(export, week):
    output = subprocess.run([sys.executable, str(HERE / "volume_oracle.py"), str(export)],
                            check=True, capture_output=True, text=True).stdout
    rows = [line.split("\t") for line in output.splitlines()]
    return {exercise: (int(sets), int(reps), float(volume)) for w, exercise, sets, reps, volume in rows if w == week}


def expect(condition, message, failures):
    if not condition:
        failures.append(message)


def check_summary(output, week, expected, failures):
    summary = json.loads((output / "reports" / (week + ".json")).read_text())
    got = {row["name"]: (row["current"]["sets"], row["current"]["reps"], row["current"]["volume"])
           for row in summary["exercises"] if row["current"]["sets"]}
    expect(set(got) == set(expected), "summary exercises %s, oracle %s" % (sorted(got), sorted(expected)), failures)
    for name, (sets, reps, volume) in expected.items():
        if name in got:
            expect(got[name][:2] == (sets, reps) and abs(got[name][2] - volume) <= 0.005 + 1e-6 * max(volume, 1),
                   "%s: summary %s, oracle %s" % (name, got[name], (sets, reps, volume)), failures)
    markdown = (output / "reports" / (week + ".md")).read_text()
    expect(week in markdown and "Bench Press (Barbell)" in markdown, "markdown summary lacks the week", failures)
    png = output / "chart.png"
    subprocess.run(["rsvg-convert", "-o", str(png), str(output / "reports" / (week + ".svg"))], check=True)
    data = png.read_bytes()
    width, height = struct.unpack(">II", data[16:24])
    expect(data[:8] == b"\x89PNG\r\n\x1a\n" and width > 100 and height > 100, "the SVG did not render", failures)


def check_exports(binaries, output, expected_workouts, failures):
    exports = sorted((output / "health").iterdir())
    expect(len(exports) == 1, "expected one health export directory, found %s" % exports, failures)
    folder = exports[-1]
    fhir = subprocess.run([sys.executable, str(HERE / "fhir_oracle.py"), str(folder / "fhir-bundle.json")],
                          capture_output=True, text=True)
    expect(fhir.returncode == 0, "FHIR bundle invalid: " + fhir.stderr, failures)
    expect(len(fhir.stdout.splitlines()) == expected_workouts, "FHIR observations: %d" % len(fhir.stdout.splitlines()), failures)
    health = subprocess.run([sys.executable, str(HERE / "apple_health_oracle.py"), str(folder / "export.xml")],
                            capture_output=True, text=True)
    expect(health.returncode == 0, "export.xml unreadable: " + health.stderr, failures)
    if health.returncode == 0:
        workouts = json.loads(health.stdout)
        expect(len(workouts) == expected_workouts, "healthkit-to-sqlite read %d workouts" % len(workouts), failures)
        expect(all(w["workoutActivityType"] == "HKWorkoutActivityTypeTraditionalStrengthTraining" for w in workouts),
               "workout types differ", failures)
    activities = sorted(str(path) for path in folder.glob("workout-*.fit"))
    expect(len(activities) == expected_workouts, "FIT activities: %d" % len(activities), failures)
    fit = subprocess.run([sys.executable, str(HERE / "fit_oracle.py")] + activities, capture_output=True, text=True)
    expect(fit.returncode == 0, "FIT activities unreadable: " + fit.stderr, failures)
    with tempfile.TemporaryDirectory() as second:
        again = Daemon(binaries, pathlib.Path(second))
        try:
            result = again.ask("import", str(folder / "strong.csv"), "units=kg")
            expect(result["workoutsAdded"] == expected_workouts, "strong.csv re-import: %s" % result, failures)
        finally:
            again.stop()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True, type=pathlib.Path)
    binaries = parser.parse_args().bin
    failures = []
    with tempfile.TemporaryDirectory() as state_text:
        state = pathlib.Path(state_text)
        export = state / "export.csv"
        week = generate_export(export, datetime.datetime.now(datetime.timezone.utc).date())
        daemon = Daemon(binaries, state)
        try:
            imported = daemon.ask("import", str(export), "units=kg")
            expect(imported["workoutsAdded"] == 5, "imported %s" % imported, failures)
            for job in ("weekly-report", "health-export"):
                daemon.ask("run-schedule", "name=" + job)
        finally:
            daemon.stop()
        output = state / "output"
        check_summary(output, week, oracle_week(export, week), failures)
        check_exports(binaries, output, 5, failures)
    print("reports end to end: %s" % ("all files check out" if not failures else "%d problems" % len(failures)))
    for failure in failures:
        print("  " + failure)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
