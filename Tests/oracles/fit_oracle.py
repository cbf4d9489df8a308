#!/usr/bin/env python3
"""Decodes FIT activity files written by liftd with two independent decoders and checks them.

Garmin's own Python SDK (garmin-fit-sdk) must find each file to be FIT, pass its integrity
check (header and file CRC) and decode it without errors; fitdecode must read every frame
with its CRC check on. Both must agree on every `set` message. Each file must hold one
file_id of type activity, a timer start and a timer stop_all event, one training /
strength_training session and lap, an activity, timestamp records, and set messages whose
durations add up to the session's elapsed time, each starting where the one before ended.
Every exercise category must be one of the SDK profile's, and every exercise name one of
that category's `<category>_exercise_name` values.

Prints one JSON object per file (sorted keys, one line each): file, serial, time_created,
start, elapsed (s), sets: [{type, reps, weight (kg), duration (s), start, category, name}].
Exits non-zero with the problem on stderr when anything fails. Shares no code with liftd.

usage: fit_oracle.py FILE.fit...
"""
import datetime
import json
import sys

import fitdecode
from garmin_fit_sdk import Decoder, Profile, Stream

UTC = datetime.timezone.utc


def fail(path, problem):
    sys.exit("%s: %s" % (path, problem))


def iso(value):
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def with_garmin(path):
    stream = Stream.from_file(path)
    decoder = Decoder(stream)
    if not decoder.is_fit():
        fail(path, "garmin-fit-sdk: not a FIT file")
    if not decoder.check_integrity():
        fail(path, "garmin-fit-sdk: integrity check failed")
    # The integrity check reads the stream to its end: decode from a fresh one.
    messages, errors = Decoder(Stream.from_file(path)).read(convert_datetimes_to_dates=True, expand_sub_fields=True,
                                    merge_heart_rates=False)
    if errors:
        fail(path, "garmin-fit-sdk: %r" % errors)
    return messages


def with_fitdecode(path):
    messages = {}
    with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.RAISE) as reader:
        for frame in reader:
            if frame.frame_type == fitdecode.FIT_FRAME_DATA:
                fields = {field.name: field.value for field in frame.fields}
                messages.setdefault(frame.name, []).append(fields)
    return messages


def first_of(values):
    if isinstance(values, (list, tuple)):
        return values[0] if values else None
    return values


def exercise_name(path, category, subtype):
    if subtype is None or subtype == 0xFFFF:
        return None
    names = Profile["types"].get(category + "_exercise_name")
    if names is None or subtype not in names:
        fail(path, "exercise name %r is not one of %s_exercise_name" % (subtype, category))
    return names[subtype]


def check(path):
    garmin = with_garmin(path)
    other = with_fitdecode(path)
    file_ids = garmin.get("file_id_mesgs", [])
    if len(file_ids) != 1 or file_ids[0].get("type") != "activity":
        fail(path, "expected one file_id of type activity, got %r (decoded: %s)" % (file_ids, sorted(garmin)))
    sessions = garmin.get("session_mesgs", [])
    if len(sessions) != 1 or len(garmin.get("lap_mesgs", [])) != 1 or len(garmin.get("activity_mesgs", [])) != 1:
        fail(path, "expected one session, one lap and one activity")
    session = sessions[0]
    if (session.get("sport"), session.get("sub_sport")) != ("training", "strength_training"):
        fail(path, "session sport is %r/%r" % (session.get("sport"), session.get("sub_sport")))
    timer = [(event.get("event"), event.get("event_type")) for event in garmin.get("event_mesgs", [])]
    if timer != [("timer", "start"), ("timer", "stop_all")]:
        fail(path, "timer events are %r" % timer)
    if not garmin.get("record_mesgs"):
        fail(path, "no record messages")
    if not garmin.get("device_info_mesgs"):
        fail(path, "no device_info message")
    categories = set(Profile["types"]["exercise_category"].values())
    sets = []
    for message in garmin.get("set_mesgs", []):
        category = first_of(message.get("category"))
        if category is not None and category not in categories:
            fail(path, "exercise category %r is not in the profile" % category)
        sets.append({
            "type": message.get("set_type"), "reps": message.get("repetitions"),
            "weight": message.get("weight"), "duration": message.get("duration"),
            "start": iso(message["start_time"]), "category": category,
            "name": exercise_name(path, category, first_of(message.get("category_subtype"))) if category else None,
        })
    others = other.get("set", [])
    if len(others) != len(sets):
        fail(path, "fitdecode read %d set messages, garmin-fit-sdk %d" % (len(others), len(sets)))
    for mine, theirs in zip(sets, others):
        seen = (theirs.get("set_type"), theirs.get("repetitions"), theirs.get("weight"), theirs.get("duration"))
        if seen != (mine["type"], mine["reps"], mine["weight"], mine["duration"]):
            fail(path, "fitdecode read %r where garmin-fit-sdk read %r" % (seen, mine))
    elapsed = session["total_elapsed_time"]
    total = sum(entry["duration"] for entry in sets)
    if sets and abs(total - elapsed) > 0.0005:
        fail(path, "set durations add up to %.3f s, the session lasted %.3f s" % (total, elapsed))
    start = session["start_time"]
    offset = 0
    for entry in sets:
        expected = start + datetime.timedelta(seconds=offset // 1000)
        if entry["start"] != iso(expected):
            fail(path, "a set starts at %s, expected %s" % (entry["start"], iso(expected)))
        offset += round(entry["duration"] * 1000)
    print(json.dumps({
        "file": path, "serial": file_ids[0].get("serial_number"), "time_created": iso(file_ids[0]["time_created"]),
        "start": iso(start), "elapsed": elapsed, "sets": sets,
    }, sort_keys=True))


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    for path in sys.argv[1:]:
        check(path)


if __name__ == "__main__":
    main()
