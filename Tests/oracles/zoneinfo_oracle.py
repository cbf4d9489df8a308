#!/usr/bin/env python3
"""Oracle for the ZoneInfo module: Python's zoneinfo over every zone of a zoneinfo directory.

For each zone it lists, over 1970-01-01 to 2100-12-31 UTC, every change of (UTC offset,
abbreviation, daylight saving), found by looking at each day and narrowing a day that differs
from the next down to the second, and the zone's state at 1,000 random instants (seeded by
the zone's name, so every run checks the same ones). Tests/ZoneInfoTests reads the output and
checks ZoneInfo gives the same. Lines, tab-separated:

    Z name                                          a zone (all lines below are about it)
    T instant offset abbreviation dst  offset abbreviation dst  offset abbreviation dst
                                                    a change: the state one second before
                                                    `instant`, at `instant` (its first second)
                                                    and one second after
    I instant offset abbreviation dst               the state at a random instant

offset is seconds east of UTC; dst is 1 when Python's dst() is not zero.

    python3 Tests/oracles/zoneinfo_oracle.py --tzdir /usr/share/zoneinfo --output cases.txt
"""
import argparse
import multiprocessing
import os
import random
import sys

# Only the zoneinfo directory under test: never the PyPI tzdata package, if one is installed.
sys.modules["tzdata"] = None
import zoneinfo  # noqa: E402
from datetime import datetime  # noqa: E402

START = 0  # 1970-01-01 00:00:00 UTC
END = 4133980800  # 2101-01-01 00:00:00 UTC
DAY = 86400
RANDOM_INSTANTS = 1000


def state(zone, instant):
    moment = datetime.fromtimestamp(instant, zone)
    return (int(moment.utcoffset().total_seconds()), moment.tzname(), 1 if moment.dst() else 0)


def changes(zone):
    """(instant, before, after) for every change of state in [START, END)."""
    found = []
    day, current = START, state(zone, START)
    while day < END - 1:
        following = min(day + DAY, END - 1)
        next_state = state(zone, following)
        if next_state != current:
            low, high = day, following  # state(low) == current != state(high)
            while high - low > 1:
                middle = (low + high) // 2
                if state(zone, middle) == current:
                    low = middle
                else:
                    high = middle
            after = state(zone, high)
            found.append((high, current, after))
            if after != next_state:
                raise SystemExit(f"two changes within one day in {zone.key} near {high}: the scan needs a finer step")
        day, current = following, next_state
    return found


def fields(zone_state):
    offset, abbreviation, dst = zone_state
    return f"{offset}\t{abbreviation}\t{dst}"


def cases(name):
    """The lines for zone `name`."""
    zone = zoneinfo.ZoneInfo(name)
    lines = [f"Z\t{name}\n"]
    for instant, before, after in changes(zone):
        lines.append(f"T\t{instant}\t{fields(before)}\t{fields(after)}\t{fields(state(zone, instant + 1))}\n")
    generator = random.Random(name)
    for _ in range(RANDOM_INSTANTS):
        instant = generator.randrange(START, END)
        lines.append(f"I\t{instant}\t{fields(state(zone, instant))}\n")
    return "".join(lines)


def use_directory(tzdir):
    zoneinfo.reset_tzpath([tzdir])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tzdir", required=True)
    parser.add_argument("--output", required=True)
    arguments = parser.parse_args()
    use_directory(arguments.tzdir)
    names = sorted(zoneinfo.available_timezones())
    if not names:
        raise SystemExit(f"no zones in {arguments.tzdir}")
    # One worker per core: the day-by-day scan is most of the time.
    with multiprocessing.Pool(os.cpu_count(), initializer=use_directory, initargs=(arguments.tzdir,)) as pool:
        with open(arguments.output, "w") as output:
            for text in pool.imap(cases, names, chunksize=8):
                output.write(text)
    print(f"{len(names)} zones", file=sys.stderr)


if __name__ == "__main__":
    main()
