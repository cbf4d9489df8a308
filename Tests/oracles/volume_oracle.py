#!/usr/bin/env python3
"""Independent oracle for liftd's weekly volume (standard library csv + datetime only).

Reads Strong (classic comma or v6 semicolon) and Hevy exports and prints, per ISO week of
each workout's start (local time as written) and per exercise, the number of working sets,
their reps and their volume (weight x reps, in the file's weight unit converted to kg):

    YYYY-Www<TAB>exercise<TAB>sets<TAB>reps<TAB>volume_kg

A row is a set unless it is a rest timer or records neither reps, seconds nor distance.
Warm-ups are not working sets. Bodyweight and timed sets count as sets with no volume.
Shares no code with liftd.

usage: volume_oracle.py FILE [--pounds]   (--pounds: a Strong classic file's unit is lbs)
"""
import csv
import datetime
import sys

POUND = 0.45359237


def number(text):
    text = (text or "").strip().replace(",", ".")
    return float(text) if text else 0.0


def rows(path, pounds):
    with open(path, newline="", encoding="utf-8-sig") as handle:
        first = handle.readline()
        handle.seek(0)
        delimiter = ";" if first.count(";") > first.count(",") else ","
        for row in csv.DictReader(handle, delimiter=delimiter):
            if "exercise_title" in row:
                start = datetime.datetime.strptime(row["start_time"], "%d %b %Y, %H:%M")
                factor = POUND if "weight_lbs" in row else 1.0
                weight = row.get("weight_kg", row.get("weight_lbs"))
                warm_up = row["set_type"] == "warmup"
                seconds = number(row.get("duration_seconds"))
                distance = number(row.get("distance_km", row.get("distance_miles")))
                yield (start, row["exercise_title"].strip(), warm_up, number(weight) * factor,
                       number(row["reps"]), seconds, distance)
            else:
                order = row["Set Order"].strip()
                if order.lower() == "rest timer":
                    continue
                start = datetime.datetime.strptime(row["Date"].strip(), "%Y-%m-%d %H:%M:%S")
                weight_key = next(key for key in row if key.startswith("Weight"))
                factor = POUND if ("lbs" in weight_key or (weight_key == "Weight" and pounds)) else 1.0
                distance_key = next((key for key in row if key.startswith("Distance")), None)
                yield (start, row["Exercise Name"].strip(), order == "W",
                       number(row[weight_key]) * factor, number(row["Reps"]), number(row.get("Seconds")),
                       number(row[distance_key]) if distance_key else 0.0)


def main():
    path = sys.argv[1]
    pounds = "--pounds" in sys.argv[2:]
    totals = {}
    for start, exercise, warm_up, weight, reps, seconds, distance in rows(path, pounds):
        if reps <= 0 and seconds <= 0 and distance <= 0:
            continue
        if warm_up:
            continue
        year, week, _ = start.isocalendar()
        key = ("%04d-W%02d" % (year, week), exercise)
        sets, total_reps, volume = totals.get(key, (0, 0, 0.0))
        totals[key] = (sets + 1, total_reps + int(round(reps)), volume + weight * reps)
    for (week, exercise), (sets, reps, volume) in sorted(totals.items()):
        print("%s\t%s\t%d\t%d\t%.6f" % (week, exercise, sets, reps, volume))


if __name__ == "__main__":
    main()
