"""The rules of liftd's four shipped program templates, written out independently from
their description in docs/PROGRAMS.md and issue 36 (not read from liftd's files): 5/3/1,
StrongLifts 5x5, GZCLP and double progression. `Oracle` is one program's state, moved on
by sessions and skips as the rules say; program_oracle.py checks liftd against it.
"""
import math

SQUAT, BENCH, ROW, PRESS, DEADLIFT = (
    "Squat (Barbell)", "Bench Press (Barbell)", "Bent Over Row (Barbell)", "Overhead Press (Barbell)",
    "Deadlift (Barbell)")
LOWER = {SQUAT, DEADLIFT, "Romanian Deadlift (Barbell)", "Leg Press (Machine)"}
STEP = 2.5


def rounded(kilograms):
    """To the nearest 2.5 kg, halves up."""
    return math.floor(kilograms / STEP + 0.5 + 1e-9) * STEP


def increment(template, exercise):
    """What a success adds: 5 kg for lower-body lifts, 2.5 kg for the rest; StrongLifts
    adds 5 kg to the deadlift only."""
    if template == "stronglifts-5x5":
        return 5.0 if exercise == DEADLIFT else 2.5
    return 5.0 if exercise in LOWER else 2.5


class Set:
    """A prescribed set: reps (the minimum of an AMRAP set, a range's bottom), top, AMRAP."""

    def __init__(self, reps, top=None, amrap=False, percent=None):
        self.reps, self.top, self.amrap, self.percent = reps, top if top else reps, amrap, percent


def scheme(count, reps, top=None, amrap=False):
    """`count` sets of `reps`; with `amrap` the last is as many as possible."""
    return [Set(reps, top, amrap and index == count - 1) for index in range(count)]


class Lift:
    def __init__(self, exercise, rule, sets=None, track=None):
        self.exercise, self.rule, self.sets, self.track = exercise, rule, sets or [], track

    @property
    def key(self):
        return (self.exercise, self.track)


# The templates, as the issue describes them.
WENDLER_WEEKS = [
    [Set(5, percent=65), Set(5, percent=75), Set(5, amrap=True, percent=85)],
    [Set(3, percent=70), Set(3, percent=80), Set(3, amrap=True, percent=90)],
    [Set(5, percent=75), Set(3, percent=85), Set(1, amrap=True, percent=95)],
    [Set(5, percent=40), Set(5, percent=50), Set(5, percent=60)],
]
T1_STAGES = [scheme(5, 3, amrap=True), scheme(6, 2, amrap=True), scheme(10, 1, amrap=True)]
T2_STAGES = [scheme(3, 10), scheme(3, 8), scheme(3, 6)]
T3_SETS = scheme(2, 15) + [Set(15, 25, amrap=True)]


def t3(exercise):
    return Lift(exercise, "double", T3_SETS, "T3")


TEMPLATES = {
    "5-3-1": [("Press", [Lift(PRESS, "cycle")]), ("Deadlift", [Lift(DEADLIFT, "cycle")]),
              ("Bench", [Lift(BENCH, "cycle")]), ("Squat", [Lift(SQUAT, "cycle")])],
    "stronglifts-5x5": [
        ("A", [Lift(SQUAT, "linear", scheme(5, 5)), Lift(BENCH, "linear", scheme(5, 5)), Lift(ROW, "linear", scheme(5, 5))]),
        ("B", [Lift(SQUAT, "linear", scheme(5, 5)), Lift(PRESS, "linear", scheme(5, 5)), Lift(DEADLIFT, "linear", scheme(1, 5))]),
    ],
    "gzclp": [
        ("A1", [Lift(SQUAT, "t1", track="T1"), Lift(BENCH, "t2", track="T2"), t3("Lat Pulldown (Cable)")]),
        ("B1", [Lift(PRESS, "t1", track="T1"), Lift(DEADLIFT, "t2", track="T2"), t3("Bent Over Row (Dumbbell)")]),
        ("A2", [Lift(BENCH, "t1", track="T1"), Lift(SQUAT, "t2", track="T2"), t3("Lat Pulldown (Cable)")]),
        ("B2", [Lift(DEADLIFT, "t1", track="T1"), Lift(PRESS, "t2", track="T2"), t3("Bent Over Row (Dumbbell)")]),
    ],
    "double-progression": [
        ("Day 1", [Lift(SQUAT, "double", scheme(3, 8, 12)), Lift(BENCH, "double", scheme(3, 8, 12)),
                   Lift(ROW, "double", scheme(3, 8, 12))]),
        ("Day 2", [Lift("Romanian Deadlift (Barbell)", "double", scheme(3, 8, 12)),
                   Lift(PRESS, "double", scheme(3, 8, 12)), Lift("Lat Pulldown (Cable)", "double", scheme(3, 8, 12))]),
        ("Day 3", [Lift("Leg Press (Machine)", "double", scheme(3, 8, 12)),
                   Lift("Incline Bench Press (Dumbbell)", "double", scheme(3, 8, 12)),
                   Lift("Seated Row (Cable)", "double", scheme(3, 8, 12))]),
    ],
}


class Oracle:
    """A program's state, moved on by sessions and skips as the rules say."""

    def __init__(self, template, bases):
        self.template, self.days = template, TEMPLATES[template]
        self.cycle = template == "5-3-1"
        self.position = 0
        self.changes = set()  # the kinds of change seen: deload, stage, restart, raised, lowered
        self.lifts = {}
        for _, lifts in self.days:
            for lift in lifts:
                self.lifts.setdefault(lift.key, dict(
                    base=bases[lift.exercise] if lift.track is None or lift.track == "T3"
                    else bases[lift.exercise][lift.track], stage=0, failures=0, performed=False, short=False))

    def sets(self, lift):
        """The prescription of `lift` now: [(Set, kilograms)]."""
        state = self.lifts[lift.key]
        if lift.rule == "cycle":
            week = (self.position // len(self.days)) % 4
            return [(s, rounded(state["base"] * s.percent / 100)) for s in WENDLER_WEEKS[week]]
        written = {"t1": T1_STAGES, "t2": T2_STAGES}.get(lift.rule)
        sets = written[state["stage"]] if written else lift.sets
        return [(s, rounded(state["base"])) for s in sets]

    def session(self):
        name, lifts = self.days[self.position % len(self.days)]
        return name, [(lift, self.sets(lift)) for lift in lifts]

    def finish(self, performed):
        """A session with `performed[exercise] = [(reps, kilograms)]`, as logged."""
        _, lifts = self.session()
        for lift, prescribed in lifts:
            done = performed.get(lift.exercise, [])
            if not done:
                continue
            state = self.lifts[lift.key]
            wanted = [(s.top if lift.rule == "double" else s.reps, kilograms) for s, kilograms in prescribed]
            index, succeeded = 0, True
            for reps, kilograms in wanted:
                while index < len(done) and not (done[index][0] >= reps and done[index][1] >= kilograms - 0.005):
                    index += 1
                if index == len(done):
                    succeeded = False
                    break
                index += 1
            if lift.rule == "cycle":
                state["performed"] = True
                amrap = [(s, k) for s, k in prescribed if s.amrap]
                if amrap and not any(r >= amrap[0][0].reps and k >= amrap[0][1] - 0.005 for r, k in done[len(done) - 1:]):
                    state["short"] = True
            elif succeeded:
                state["base"] += increment(self.template, lift.exercise) if lift.track != "T3" else 2.5
                state["failures"] = 0
            elif lift.rule == "linear":
                state["failures"] += 1
                if state["failures"] == 3:
                    state["base"], state["failures"] = rounded(state["base"] * 0.9), 0
                    self.changes.add("deload")
            elif lift.rule in ("t1", "t2"):
                if state["stage"] < 2:
                    state["stage"] += 1
                    self.changes.add("stage")
                else:
                    state["base"], state["stage"] = rounded(state["base"] * 0.85), 0
                    self.changes.add("restart")
        self.advance()

    def advance(self):
        self.position += 1
        if self.cycle and self.position % 16 == 0:
            for (exercise, _), state in self.lifts.items():
                if state["performed"]:
                    self.changes.add("lowered" if state["short"] else "raised")
                    state["base"] = rounded(state["base"] * 0.9) if state["short"] else state["base"] + increment(self.template, exercise)
                state["performed"] = state["short"] = False

    def copy(self):
        other = Oracle.__new__(Oracle)
        other.template, other.days, other.cycle, other.position = self.template, self.days, self.cycle, self.position
        other.lifts = {key: dict(value) for key, value in self.lifts.items()}
        other.changes = set(self.changes)
        return other
