#!/usr/bin/env python3
"""Independent oracle for liftd's estimated one-rep maxima and personal records (standard
library only; the export reader is volume_oracle.py's, itself independent of liftd).

For every exercise of an export it prints, as one JSON object per line, the records as
they stand and every record set, computed straight from the rules in docs/PROTOCOL.md:

- what counts follows the exercise's load type (liftd's built-in catalog, written out
  here as LOAD_TYPES): `external` lifts keep the heaviest weight and rate the logged
  weight; `assisted` lifts keep the least assistance (lower is better) and rate
  bodyweight - assistance; `bodyweight` and `weighted-bodyweight` lifts keep the heaviest
  added weight (only once one is added) and rate bodyweight + added weight. An export
  carries no bodyweight, so those lifts earn no estimate and no volume records here;
- a set counts when it is not a warm-up, has at least 1 rep and (at most liftd's 1,000 kg
  and 1,000 reps) a weight above 0 kg for an external lift, or any weight from 0 (none) for
  the others;
- values are compared in hundredths, floor(value * 100 + 0.5): weight, weight x reps,
  the estimate, reps at a weight (the logged weight rounded the same way);
- the order is the workouts' start, then the sets' order in the file;
- a record beats the best of every set (or session) before it; a tie is not one; nothing
  in the exercise's first session is one; a rep record needs an earlier set at that weight;
- a session's volume is the sum of its sets' rounded volumes (shown: the exact sum, rounded once).

    {"exercise": ..., "current": [[kind, weight, value, date]...], "history": [[kind, weight, value, previous, date]...]}

usage: records_oracle.py FILE [--pounds] [--formula epley|brzycki|lombardi] [--rep-cap N]
"""
import argparse
import json
import math
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from volume_oracle import rows  # noqa: E402  (the independent export reader)


# The load types of liftd's built-in catalog other than external (docs/PROTOCOL.md, "load
# type"), names compared ignoring case and repeated spaces.
LOAD_TYPES = dict(
    [(name, "assisted") for name in ["pull up (assisted)", "chin up (assisted)", "chest dip (assisted)"]]
    + [(name, "weighted-bodyweight") for name in ["pull up (weighted)"]]
    + [(name, "bodyweight") for name in [
        "pull up", "wide pull up", "chin up", "inverted row", "back extension", "push up", "incline push up",
        "decline push up", "chest dip", "triceps dip", "pistol squat", "crunch", "sit up", "plank", "side plank",
        "lying leg raise", "hanging leg raise", "burpee"]])


def load_type(exercise):
    return LOAD_TYPES.get(" ".join(exercise.lower().split()), "external")


def moved(load, weight, bodyweight):
    """The weight a set moves (what the estimate and volumes count), None when unknown."""
    if load == "external":
        return weight if weight > 0 else None
    if bodyweight is None:
        return None
    if load == "assisted":
        return bodyweight - weight if bodyweight - weight > 0 else None
    return bodyweight + weight


def hundredths(value):
    return math.floor(value * 100 + 0.5)


def estimate(formula, cap, weight, reps):
    """The estimated one-rep maximum, or None above the cap."""
    if reps < 1 or reps > cap or weight <= 0:
        return None
    if reps == 1:
        return weight
    if formula == "epley":
        return weight * (1 + reps / 30)
    if formula == "brzycki":
        return weight * 36 / (37 - reps)
    return weight * math.pow(reps, 0.10)


def iso(start):
    return start.strftime("%Y-%m-%dT%H:%M:%SZ")


def exercise_records(sets, formula, cap, load, bodyweight=None):
    """`sets`: (start, weight_kg, reps) in order, of an exercise of `load`, with
    `bodyweight` (kg) known at every set or None. Returns (current, history)."""
    first = min(start for start, _, _ in sets)
    per_set = []  # (kind, weight key, value, start)
    sessions = {}
    for start, weight, reps in sets:
        key = hundredths(weight)
        values = [("most-reps", key, reps * 100)]
        if load == "external":
            values.append(("heaviest-weight", 0, key))
        elif load == "assisted":
            values.append(("least-assistance", 0, key))
        elif key > 0:
            values.append(("heaviest-weight", 0, key))
        lifted = moved(load, weight, bodyweight)
        if lifted is not None:
            values.append(("set-volume", 0, hundredths(lifted * reps)))
            # A session's volume: the sum of its sets' rounded volumes, compared; and the exact
            # sum, which is what liftd shows (rounded once, to 0.01, as JSON writes it).
            total, exact = sessions.get(start, (0, 0.0))
            sessions[start] = (total + hundredths(lifted * reps), exact + lifted * reps)
            estimated = estimate(formula, cap, lifted, reps)
            if estimated is not None:
                values.append(("estimated-one-rep-max", 0, hundredths(estimated)))
        per_set += [(kind, weight_key, value, start) for kind, weight_key, value in values]
    history = []
    current = {}
    for index, (kind, weight_key, value, start) in enumerate(per_set):
        earlier = [v for (k, w, v, s) in per_set[:index] if k == kind and w == weight_key]
        lower_is_better = kind == "least-assistance"
        best = (min(earlier) if lower_is_better else max(earlier)) if earlier else None
        if best is None or (value < best if lower_is_better else value > best):
            current[(kind, weight_key)] = (value, start)
            if best is not None and start != first:
                history.append((kind, weight_key, value, best, start))
    best_session = None
    for start in sorted(sessions):
        total, exact = sessions[start]
        if best_session is None or total > best_session[0]:
            if best_session is not None and start != first:
                history.append(("session-volume", 0, hundredths(exact), hundredths(best_session[2]), start))
            best_session = (total, start, exact)
    if best_session is not None:
        current[("session-volume", 0)] = (hundredths(best_session[2]), best_session[1])

    def weight(kind, key):
        return key / 100 if kind == "most-reps" else None

    return (sorted([kind, weight(kind, key), value / 100, iso(start)] for (kind, key), (value, start) in current.items()),
            sorted([kind, weight(kind, key), value / 100, previous / 100, iso(start)]
                   for kind, key, value, previous, start in history))


def records(path, pounds, formula, cap):
    by_exercise = {}
    for start, exercise, warm_up, weight, reps, seconds, distance in rows(path, pounds):
        external = load_type(exercise) == "external"
        if warm_up or reps < 1 or weight < 0 or (external and weight == 0) or weight > 1000 or reps > 1000:
            continue
        by_exercise.setdefault(exercise, []).append((start, weight, int(round(reps))))
    result = {}
    for exercise, sets in by_exercise.items():
        ordered = [entry for _, entry in sorted(enumerate(sets), key=lambda item: (item[1][0], item[0]))]
        result[exercise] = exercise_records(ordered, formula, cap, load_type(exercise))
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--pounds", action="store_true")
    parser.add_argument("--formula", default="epley", choices=["epley", "brzycki", "lombardi"])
    parser.add_argument("--rep-cap", type=int, default=10)
    arguments = parser.parse_args()
    for exercise, (current, history) in sorted(records(arguments.file, arguments.pounds, arguments.formula,
                                                       arguments.rep_cap).items()):
        print(json.dumps({"exercise": exercise, "current": current, "history": history}))


if __name__ == "__main__":
    main()
