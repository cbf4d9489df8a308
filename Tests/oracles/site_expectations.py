"""The numbers the site must show for the report's week, read from liftd's SQLite file with
Python's sqlite3 (no liftd code), and the check that a page's DOM holds them, found through
the data attributes summary-html promises (Sources/Plugins/SummaryHTML/PageLayout.swift).

Working sets are every set but warm-ups, counted over the workouts started in the ISO week
(UTC, the daemon's time zone in the test); the top set is the heaviest, with its most reps."""
import datetime
import re
import sqlite3

WEEK = "2025-W38"

SETS = """SELECT e.name, w.started_at, s.weight_kg, s.reps FROM sets s
          JOIN workouts w ON w.id = s.workout_id JOIN exercises e ON e.id = s.exercise_id
          WHERE s.kind != 'warm-up' AND w.started_at < ? ORDER BY w.started_at"""

# What a page shows, by the attributes and classes summary-html keeps stable for these tests.
PAGE_NUMBERS = r"""(() => {
    const text = element => element ? element.textContent.replace(/\s+/g, ' ').trim() : null;
    const cell = (row, name) => text(row.querySelector('.' + name));
    return {
        body: Object.assign({}, document.body.dataset),
        weekSets: text(document.getElementById('week-sets')),
        exercises: [...document.querySelectorAll('#exercises tr[data-exercise]')].map(row =>
            ({exercise: row.dataset.exercise, sets: cell(row, 'sets'), reps: cell(row, 'reps')})),
        indexRecords: [...document.querySelectorAll('#exercises tr[data-exercise] td[data-record]')].map(value =>
            ({exercise: value.closest('tr').dataset.exercise, kind: value.dataset.record, value: text(value),
              date: text(value.nextElementSibling)})),
        pageRecords: [...document.querySelectorAll('#records tr[data-record]')].map(row =>
            ({kind: row.dataset.record, value: cell(row, 'value'), date: cell(row, 'date')})),
        weeks: [...document.querySelectorAll('#sets-over-time tr[data-week]')].map(row =>
            ({week: row.dataset.week, sets: cell(row, 'sets'), top: cell(row, 'top-set')})),
    };
})()"""


def iso_week(unix_time):
    year, number, _ = datetime.datetime.fromtimestamp(unix_time, datetime.timezone.utc).isocalendar()
    return "%d-W%02d" % (year, number)


def week_numbers(database, week, exercise):
    """For `week`: {exercise: (working sets, reps)} and their total; for `exercise`: its top
    set (kg, reps) that week, its working sets per ISO week up to it, and its heaviest working
    set up to the week's end with the UTC date it was first lifted."""
    year, number = week.split("-W")
    monday = datetime.datetime.fromisocalendar(int(year), int(number), 1).replace(tzinfo=datetime.timezone.utc)
    end = (monday + datetime.timedelta(days=7)).timestamp()
    connection = sqlite3.connect("file:%s?mode=ro" % database, uri=True)
    try:
        rows = connection.execute(SETS, (end,)).fetchall()
    finally:
        connection.close()
    in_week, sets_by_week, heaviest = {}, {}, None
    for name, started, weight, reps in rows:
        if iso_week(started) == week:
            sets, total_reps = in_week.get(name, (0, 0))
            in_week[name] = (sets + 1, total_reps + reps)
        if name == exercise:
            sets_by_week[iso_week(started)] = sets_by_week.get(iso_week(started), 0) + 1
            if weight is not None and (heaviest is None or weight > heaviest[0]):
                heaviest = (weight, datetime.datetime.fromtimestamp(started, datetime.timezone.utc).date().isoformat())
    tops = [(weight, reps) for name, started, weight, reps in rows
            if name == exercise and weight is not None and iso_week(started) == week]
    if not in_week or heaviest is None or not tops:
        raise SystemExit("the database holds no working sets in %s or none of %s then: the fixtures changed?" % (week, exercise))
    return {"week": week, "exercises": in_week, "total sets": sum(sets for sets, _ in in_week.values()),
            "exercise": exercise, "top set": max(tops), "sets by week": sets_by_week, "heaviest": heaviest}


def first_number(text):
    """The first decimal number in `text`, or None."""
    found = re.search(r"-?\d+(?:\.\d+)?", text or "")
    return float(found.group()) if found else None


def index_failures(where, shown, expected):
    """The index names the week, its total and per-exercise sets and reps, and the exercise's heaviest record."""
    failures = []
    if shown["body"].get("page") != "index" or shown["body"].get("week") != expected["week"]:
        failures.append("%s: <body> says page %s, week %s" % (where, shown["body"].get("page"), shown["body"].get("week")))
    if first_number(shown["weekSets"]) != expected["total sets"]:
        failures.append("%s: #week-sets shows %r, the database has %d" % (where, shown["weekSets"], expected["total sets"]))
    rows = {row["exercise"]: (first_number(row["sets"]), first_number(row["reps"])) for row in shown["exercises"]}
    wanted = {name: (float(sets), float(reps)) for name, (sets, reps) in expected["exercises"].items()}
    for name in sorted(set(rows) | set(wanted)):
        if rows.get(name) != wanted.get(name):
            failures.append("%s: #exercises shows %s with (sets, reps) %s, the database has %s" % (
                where, name, rows.get(name), wanted.get(name)))
    failures += record_failures(where, [record for record in shown["indexRecords"] if record["exercise"] == expected["exercise"]],
                                expected)
    return failures


def exercise_failures(where, shown, expected):
    """The exercise page names its exercise, its sets week by week, the week's top set and its heaviest record."""
    failures = []
    if shown["body"].get("page") != "exercise" or shown["body"].get("exercise") != expected["exercise"]:
        failures.append("%s: <body> says page %s, exercise %s" % (where, shown["body"].get("page"), shown["body"].get("exercise")))
    weeks = {row["week"]: first_number(row["sets"]) for row in shown["weeks"]}
    wanted = {week: float(sets) for week, sets in expected["sets by week"].items()}
    if weeks != wanted:
        failures.append("%s: #sets-over-time shows sets %s, the database has %s" % (where, weeks, wanted))
    top = next((row["top"] for row in shown["weeks"] if row["week"] == expected["week"]), None)
    numbers = [float(number) for number in re.findall(r"\d+(?:\.\d+)?", top or "")]
    if numbers != [round(expected["top set"][0], 1), float(expected["top set"][1])]:
        failures.append("%s: the top set of %s shows %r, the database has %g kg x %d" % (
            where, expected["week"], top, expected["top set"][0], expected["top set"][1]))
    return failures + record_failures(where, shown["pageRecords"], expected)


def record_failures(where, records, expected):
    """Among `records`, the heaviest weight has the database's value and date."""
    weight, date = expected["heaviest"]
    heaviest = [record for record in records if record["kind"] == "heaviest-weight"]
    if len(heaviest) != 1 or first_number(heaviest[0]["value"]) != round(weight, 1) or date not in (heaviest[0]["date"] or ""):
        return ["%s: the heaviest-weight record of %s shows %s, the database has %g kg on %s" % (
            where, expected["exercise"], heaviest, weight, date)]
    return []
