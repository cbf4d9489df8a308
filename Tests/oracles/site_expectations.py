"""The numbers the site must show for the report's week, read from liftd's SQLite file with
Python's sqlite3 (no liftd code), and the check that a page's DOM holds them.

Working sets are every set but warm-ups, counted per exercise over the workouts started in
the ISO week (UTC, the daemon's time zone in the test); the top set is the heaviest of them."""
import datetime
import sqlite3

WEEK = "2025-W38"


def week_bounds(week):
    """The UTC Unix times of the start of ISO week `week` and of the next one."""
    year, number = week.split("-W")
    monday = datetime.datetime.fromisocalendar(int(year), int(number), 1).replace(tzinfo=datetime.timezone.utc)
    return monday.timestamp(), (monday + datetime.timedelta(days=7)).timestamp()


def week_numbers(database, week, exercise):
    """{exercise name: (working sets, top set kg or None)} for `week`; the heaviest working set
    of `exercise` up to the week's end with the UTC date it was first lifted, and its working
    sets per ISO week up to then."""
    start, end = week_bounds(week)
    connection = sqlite3.connect("file:%s?mode=ro" % database, uri=True)
    try:
        rows = connection.execute(
            """SELECT e.name, count(*), max(s.weight_kg) FROM sets s
               JOIN workouts w ON w.id = s.workout_id JOIN exercises e ON e.id = s.exercise_id
               WHERE s.kind != 'warm-up' AND w.started_at >= ? AND w.started_at < ?
               GROUP BY e.name""", (start, end)).fetchall()
        weekly = connection.execute(
            """SELECT w.started_at FROM sets s
               JOIN workouts w ON w.id = s.workout_id JOIN exercises e ON e.id = s.exercise_id
               WHERE e.name = ? AND s.kind != 'warm-up' AND w.started_at < ?""", (exercise, end)).fetchall()
        heaviest = connection.execute(
            """SELECT s.weight_kg, w.started_at FROM sets s
               JOIN workouts w ON w.id = s.workout_id JOIN exercises e ON e.id = s.exercise_id
               WHERE e.name = ? AND s.kind != 'warm-up' AND s.weight_kg IS NOT NULL AND w.started_at < ?
               ORDER BY s.weight_kg DESC, w.started_at ASC LIMIT 1""", (exercise, end)).fetchone()
    finally:
        connection.close()
    if not rows or heaviest is None:
        raise SystemExit("the database holds no working sets in %s or none of %s: the fixtures changed?" % (week, exercise))
    date = datetime.datetime.fromtimestamp(heaviest[1], datetime.timezone.utc).date().isoformat()
    sets_by_week = {}
    for (started,) in weekly:
        year, number, _ = datetime.datetime.fromtimestamp(started, datetime.timezone.utc).isocalendar()
        key = "%d-W%02d" % (year, number)
        sets_by_week[key] = sets_by_week.get(key, 0) + 1
    return {"week": {name: (sets, top) for name, sets, top in rows},
            "exercise": exercise, "heaviest": (heaviest[0], date), "sets by week": sets_by_week}
