#!/usr/bin/env python3
"""Oracle test: `liftd calendar --batch` against cronsim (Debian cron semantics, DST included).

Generates deterministic cases (expressions x zones x start instants around DST changes),
computes the next 5 fire times with cronsim, asks liftd for the same in one batch run and
compares every case. Exits non-zero on any mismatch.

    .venv/bin/python3 Tests/oracles/cron_oracle.py --liftd .build/debug/liftd
"""
import argparse
import random
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from cronsim import CronSim, CronSimError

ZONES = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "America/Santiago", "Asia/Kolkata", "UTC"]
YEARS = range(2019, 2031)
FIRES = 5
SEED = 20261129

# cronsim has no aliases; these are their crontab(5) meanings.
ALIASES = {
    "@yearly": "0 0 1 1 *", "@annually": "0 0 1 1 *", "@monthly": "0 0 1 * *",
    "@weekly": "0 0 * * 0", "@daily": "0 0 * * *", "@midnight": "0 0 * * *", "@hourly": "0 * * * *",
}

FIXED = [
    "* * * * *", "*/15 * * * *", "0 * * * *", "30 * * * *", "0 */2 * * *", "15,45 */3 * * *",
    "0 0 * * *", "30 2 * * *", "0 2 * * *", "59 1 * * *", "0 3 * * *", "30 1 * * *", "45 2 * * *",
    "0 1,2,3 * * *", "15 2,3 * * *", "* 2 * * *", "*/10 2 * * *", "*/20 1-3 * * *", "0-59 2 * * *",
    "0,30 0-3 * * *", "5/10 2 * * *", "1-30/5 2 * * *", "0 0 1 * *", "0 0 1 1 *", "0 0 * * 0",
    "0 12 * * mon-fri", "0 9 * * SAT,sun", "0 0 13 * fri", "0 0 */2 * 1", "0 0 1-7 * 7",
    "0 0 15 jan,Apr,JUL,oct *", "0 0 29 2 *", "0 0 31 * *", "0 4 8-14 * *", "*/5 * 13 * 5",
    "0 0 * feb-apr mon/2", "0 22 * * 1-5", "23 0-23/2 * * *", "5 4 * * sun", "0 0,12 1 */2 *",
    "30 0 * * 6", "0 23 * * *", "30 23 * * *", "0 0 * * *", "* 0 * * *", "*/30 0 * * *",
    "0 0 8 9 *", "0 0 * 9 0", "@yearly", "@annually", "@monthly", "@weekly", "@daily",
    "@midnight", "@hourly", "0 0 30 2 *", "0 0 31 4,6 *", "60 * * * *", "* 24 * * *",
    "* * 0 * *", "* * * 13 *", "* * * * 8", "*/0 * * * *", "5-1 * * * *", "a * * * *",
    "1,,2 * * * *", "* * * *", "* * * * * * *", "0 0 * * mon-sun", "* * * jan-foo *",
]

NAMES = {3: ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"],
         4: ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]}
BOUNDS = [(0, 59), (0, 23), (1, 31), (1, 12), (0, 7)]


def random_value(rng, field):
    low, high = BOUNDS[field]
    if field in NAMES and rng.random() < 0.4:
        index = rng.randrange(len(NAMES[field]))
        name = NAMES[field][index]
        name = rng.choice([name, name.upper(), name.capitalize()])
        return index + (1 if field == 3 else 0), name
    if field == 1 and rng.random() < 0.6:
        value = rng.randint(0, 3)
    else:
        value = rng.randint(low, high)
    return value, str(value)


def random_item(rng, field):
    low, high = BOUNDS[field]
    kind = rng.random()
    if kind < 0.35:
        return random_value(rng, field)[1]
    if kind < 0.55:
        a, b = sorted([random_value(rng, field), random_value(rng, field)])
        if a[0] == b[0]:
            return a[1]
        return f"{a[1]}-{b[1]}"
    if kind < 0.7:
        return f"*/{rng.choice([1, 2, 3, 5, 7, 10, 15, 20, 30])}"
    if kind < 0.85:
        a, b = sorted([random_value(rng, field), random_value(rng, field)])
        # Deliberate difference: cronsim reads a one-value range with a step ("5-5/2") like
        # "5/2" (5, 7, 9, …); Debian cron, and liftd, read it as just 5. Not generated.
        if a[0] == b[0]:
            return a[1]
        return f"{a[1]}-{b[1]}/{rng.randint(1, 12)}"
    return f"{random_value(rng, field)[1]}/{rng.randint(1, 15)}"


def random_field(rng, field):
    star = {0: 0.45, 1: 0.3}.get(field, 0.55)
    if rng.random() < star:
        return "*"
    count = 1 if rng.random() < 0.7 else rng.randint(2, 3)
    return ",".join(random_item(rng, field) for _ in range(count))


def random_expression(rng):
    return " ".join(random_field(rng, field) for field in range(5))


def offset_changes(zone):
    """Instants (UTC) where the zone's offset changes within YEARS."""
    def offset(timestamp):
        return datetime.fromtimestamp(timestamp, zone).utcoffset()

    changes = []
    start = int(datetime(YEARS.start, 1, 1, tzinfo=timezone.utc).timestamp())
    end = int(datetime(YEARS.stop, 1, 1, tzinfo=timezone.utc).timestamp())
    for day in range(start, end, 86400):
        if offset(day) != offset(day + 86400):
            low, high = day, day + 86400
            while high - low > 1:
                middle = (low + high) // 2
                low, high = (middle, high) if offset(middle) == offset(low) else (low, middle)
            changes.append(datetime.fromtimestamp(high, timezone.utc))
    return changes


def start_instants(rng, zone, reference_changes):
    changes = offset_changes(zone) or reference_changes
    shifts = [-26 * 3600, -3 * 3600, -3660, -3600, -1800, -61, -60, -1, 0, 1, 59, 1799, 1800, 1830, 3600, 5400, 7200, 86400]
    starts = [change + timedelta(seconds=shift) for change in changes for shift in shifts]
    for _ in range(200):
        starts.append(datetime(rng.choice(YEARS), 1, 1, tzinfo=timezone.utc)
                      + timedelta(seconds=rng.randrange(365 * 86400)))
    # Some starts off the whole second: like cron, both sides drop the fraction.
    starts += [start + timedelta(microseconds=250_000) for start in rng.sample(starts, 50)]
    return starts


def cronsim_fires(expression, start, count):
    """The next `count` fire times after `start` as UTC timestamps, or None for an error."""
    try:
        iterator = CronSim(ALIASES.get(expression, expression), start)
    except CronSimError:
        return None
    fires = []
    # Deliberate difference: liftd never answers a time at or before the start (cronsim can,
    # for a start in the second pass of a repeated hour). Skip those, as liftd does.
    for _ in range(10_000):
        try:
            fire = next(iterator)
        except StopIteration:
            break
        if fire.timestamp() > start.timestamp():
            fires.append(int(fire.timestamp()))
            if len(fires) == count:
                break
    return fires


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--liftd", required=True, help="path to the liftd binary")
    parser.add_argument("--cases-per-zone", type=int, default=1000)
    parser.add_argument("--show", type=int, default=10, help="mismatches to print")
    parser.add_argument("--seed", type=int, default=SEED, help="another seed explores other cases")
    options = parser.parse_args()

    rng = random.Random(options.seed)
    reference_changes = offset_changes(ZoneInfo("Europe/Berlin"))
    cases = []
    for zone_name in ZONES:
        zone = ZoneInfo(zone_name)
        starts = start_instants(rng, zone, reference_changes)
        for expression in FIXED:
            cases.append((expression, zone_name, rng.choice(starts).astimezone(zone)))
        for _ in range(options.cases_per_zone):
            expression = rng.choice(FIXED) if rng.random() < 0.3 else random_expression(rng)
            cases.append((expression, zone_name, rng.choice(starts).astimezone(zone)))

    batch = "".join(f"{e}\t{z}\t{s.isoformat()}\t{FIRES}\n" for e, z, s in cases)
    run = subprocess.run([options.liftd, "calendar", "--batch"], input=batch, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"cron oracle: liftd calendar --batch failed ({run.returncode}): {run.stderr}")
    answers = run.stdout.splitlines()
    if len(answers) != len(cases):
        sys.exit(f"cron oracle: {len(cases)} cases but liftd answered {len(answers)} lines")

    mismatches = []
    for (expression, zone_name, start), answer in zip(cases, answers):
        expected = cronsim_fires(expression, start, FIRES)
        if answer.startswith("error:"):
            actual = None
        else:
            actual = [int(datetime.fromisoformat(word).timestamp()) for word in answer.split()]
        if actual != expected:
            mismatches.append((expression, zone_name, start, expected, answer))

    errors = sum(1 for answer in answers if answer.startswith("error:"))
    if not mismatches:
        print(f"cron oracle: {len(cases)} cases, all equal ({errors} invalid expressions rejected by both)")
        return
    for expression, zone_name, start, expected, answer in mismatches[: options.show]:
        shown = "error" if expected is None else " ".join(
            datetime.fromtimestamp(t, ZoneInfo(zone_name)).isoformat() for t in expected)
        print(f"MISMATCH {expression!r} in {zone_name} from {start.isoformat()}\n"
              f"  cronsim: {shown}\n  liftd:   {answer}")
    print(f"cron oracle: {len(cases)} cases, {len(mismatches)} mismatches")
    sys.exit(1)


if __name__ == "__main__":
    main()
