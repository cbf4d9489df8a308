#!/usr/bin/env python3
"""Independent oracle for liftd's weekly volume (standard library csv + datetime only).

Reads Strong (classic comma, legacy semicolon with a unit per row, or v6 quoted semicolon)
and Hevy exports, with 24- or 12-hour times, and prints, per ISO week of
each workout's start (local time as written) and per exercise, the number of working sets,
their reps and their volume (weight x reps, in the file's weight unit converted to kg):

    YYYY-Www<TAB>exercise<TAB>sets<TAB>reps<TAB>volume_kg

A row is a set unless it is a rest timer, records neither reps, seconds nor distance, or has
an unreadable time, an unknown set type or an unknown unit (the importer skips those too).
Warm-ups are not working sets. Bodyweight and timed sets count as sets with no volume.
Assisted exercises (the weight is help) and weighted bodyweight ones (the weight is added to
the body) need a bodyweight, which an export does not carry: with none known their sets
count no volume (liftd's load types, written out here independently). Shares no code with liftd.

usage: volume_oracle.py FILE [--pounds]   (--pounds: a Strong classic file's unit is lbs)
"""
import csv
import datetime
import sys

POUND = 0.45359237

# Exercises whose volume needs a bodyweight (liftd's catalog load types assisted and
# weighted-bodyweight), compared ignoring case and repeated spaces.
NEEDS_BODYWEIGHT = {"pull up (assisted)", "chin up (assisted)", "chest dip (assisted)", "pull up (weighted)"}


# Names one app gives a lift another app (and liftd's catalog) calls otherwise: liftd stores
# their sets under the catalog's name, so their volume counts there.
SAME_LIFT = {"leg press": "Leg Press (Machine)", "triceps pressdown": "Triceps Pushdown"}


def stored_name(exercise):
    return SAME_LIFT.get(" ".join(exercise.lower().split()), exercise)


def needs_bodyweight(exercise):
    return " ".join(exercise.lower().split()) in NEEDS_BODYWEIGHT


def number(text):
    """A field's number; empty and NaN mean not recorded (0)."""
    text = (text or "").strip().replace(",", ".")
    if not text or text.lower() == "nan":
        return 0.0
    return float(text)


def timestamp(text, formats):
    """A local date and time in one of `formats`, each also tried as a 12-hour clock
    (`h:mm[:ss] AM/PM` after a space, a no-break or a narrow no-break space)."""
    text = text.strip().replace("\u00a0", " ").replace("\u202f", " ")
    twelve_hour = [form.replace("%H", "%I") + " %p" for form in formats]
    for form in formats + twelve_hour:
        try:
            return datetime.datetime.strptime(text, form)
        except ValueError:
            pass
    return None  # an unreadable time: the row is skipped, as the importer skips it


def rows(path, pounds):
    with open(path, newline="", encoding="utf-8-sig") as handle:
        first = handle.readline()
        handle.seek(0)
        delimiter = ";" if first.count(";") > first.count(",") else ","
        for row in csv.DictReader(handle, delimiter=delimiter):
            if "exercise_title" in row:
                start = timestamp(row["start_time"], ["%d %b %Y, %H:%M"])
                factor = POUND if "weight_lbs" in row else 1.0
                weight = row.get("weight_kg", row.get("weight_lbs"))
                warm_up = row["set_type"] == "warmup"
                seconds = number(row.get("duration_seconds"))
                distance = number(row.get("distance_km", row.get("distance_miles")))
                if start is None or row["set_type"] not in ("normal", "warmup", "dropset", "failure"):
                    continue  # an unknown set type is skipped, as the importer skips it
                yield (start, stored_name(row["exercise_title"].strip()), warm_up, number(weight) * factor,
                       number(row["reps"]), seconds, distance)
            else:
                order = row["Set Order"].strip()
                if order.lower() == "rest timer":
                    continue
                start = timestamp(row["Date"], ["%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M"])
                if start is None:
                    continue
                weight_key = next(key for key in row if key.startswith("Weight") and key != "Weight Unit")
                if "Weight Unit" in row:
                    unit = row["Weight Unit"].strip().lower()
                    if unit not in ("kg", "kgs", "lbs", "lb"):
                        continue  # an unknown unit is skipped, as the importer skips it
                    in_pounds = unit in ("lbs", "lb")
                else:
                    in_pounds = "lbs" in weight_key or (weight_key == "Weight" and pounds)
                factor = POUND if in_pounds else 1.0
                distance_key = next((key for key in row if key.startswith("Distance")), None)
                yield (start, stored_name(row["Exercise Name"].strip()), order == "W",
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
        lifted = 0.0 if needs_bodyweight(exercise) else weight * reps
        totals[key] = (sets + 1, total_reps + int(round(reps)), volume + lifted)
    for (week, exercise), (sets, reps, volume) in sorted(totals.items()):
        print("%s\t%s\t%d\t%d\t%.6f" % (week, exercise, sets, reps, volume))


if __name__ == "__main__":
    main()
