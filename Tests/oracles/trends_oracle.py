#!/usr/bin/env python3
"""Independent oracle for liftd's trends and weekly set targets (standard library only).

`trends_oracle.py trends FILE [--pounds]` reads an export with volume_oracle.py's reader
(which shares no code with liftd) and prints one JSON object: per exercise, per ISO week of
the workouts' starts, the working sets, their reps and volume (kg, counted as `volume`
counts it: none for an exercise that needs a bodyweight, which an export does not carry, as
volume_oracle.py's needs_bodyweight says), the best estimated
one-rep max (Epley, weight x (1 + reps/30), one rep = its weight, none above 10 reps or
without weight; of the weight moved, so none for a lift whose load type needs a bodyweight,
records_oracle.py's load_type) and the top set of at least one rep, ranked as records rank
the logged weight: an external lift's heaviest weight above 0, an assisted lift's least
assistance (0 included), a bodyweight lift's heaviest added weight (0 included); then most
reps; as [weight, reps] or null:

    {"EXERCISE": {"YYYY-Www": {"sets": n, "reps": n, "volume": kg, "e1rm": kg|null, "top": [kg, reps]|null}}}

`trends_oracle.py targets` reads JSON lines {"week": ..., "sets": {"chest": 12.5, ...}}
on stdin (a muscle group's credited working sets) and prints, per line, the group's
standing against liftd's documented starting targets (or those in --targets JSON):

    {"week": ..., "standings": {"chest": "within", ...}}   (every group with a target)

usage: trends_oracle.py trends FILE [--pounds] | trends_oracle.py targets [--targets JSON]
"""
import json
import sys

import volume_oracle
from records_oracle import load_type

# liftd's documented starting point (man liftd.yaml, config/liftd.yaml).
LARGE = ["chest", "lats", "middle back", "shoulders", "quadriceps", "hamstrings", "glutes"]
SMALL = ["biceps", "triceps", "calves", "abdominals", "traps", "forearms", "lower back"]
DEFAULT_TARGETS = dict([(group, (10.0, 20.0)) for group in LARGE] + [(group, (6.0, 12.0)) for group in SMALL])


def top_key(load, weight, reps):
    """How a set ranks for the top set (higher ranks first), None when it cannot be one."""
    if reps < 1 or weight < 0 or (load == "external" and weight <= 0):
        return None
    return (-weight if load == "assisted" else weight, reps)


def estimate(weight, reps):
    if weight <= 0 or reps < 1 or reps > 10:
        return None
    return weight if reps == 1 else weight * (1 + reps / 30.0)


def trends(path, pounds):
    weeks = {}
    for start, exercise, warm_up, weight, reps, seconds, distance in volume_oracle.rows(path, pounds):
        if reps <= 0 and seconds <= 0 and distance <= 0:
            continue
        if warm_up:
            continue
        year, number, _ = start.isocalendar()
        week = weeks.setdefault(exercise, {}).setdefault(
            "%04d-W%02d" % (year, number), {"sets": 0, "reps": 0, "volume": 0.0, "e1rm": None, "top": None})
        whole_reps = int(round(reps))
        week["sets"] += 1
        week["reps"] += whole_reps
        week["volume"] += 0.0 if volume_oracle.needs_bodyweight(exercise) else weight * reps
        load = load_type(exercise)
        value = estimate(weight, whole_reps) if load == "external" else None
        if value is not None and (week["e1rm"] is None or value > week["e1rm"]):
            week["e1rm"] = value
        key = top_key(load, weight, whole_reps)
        if key is not None and (week["top"] is None or key > top_key(load, *week["top"])):
            week["top"] = [weight, whole_reps]
    return weeks


def standings(targets):
    for line in sys.stdin:
        if not line.strip():
            continue
        given = json.loads(line)
        result = {}
        for group, (low, high) in sorted(targets.items()):
            sets = given["sets"].get(group, 0.0)
            result[group] = "below" if sets < low - 1e-9 else "above" if sets > high + 1e-9 else "within"
        print(json.dumps({"week": given["week"], "standings": result}, sort_keys=True))


def main():
    if len(sys.argv) >= 3 and sys.argv[1] == "trends":
        print(json.dumps(trends(sys.argv[2], "--pounds" in sys.argv[3:]), sort_keys=True))
    elif len(sys.argv) >= 2 and sys.argv[1] == "targets":
        targets = dict(DEFAULT_TARGETS)
        if "--targets" in sys.argv:
            for group, text in json.loads(sys.argv[sys.argv.index("--targets") + 1]).items():
                low, high = text.split("-")
                targets[group] = (float(low), float(high))
        standings(targets)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
