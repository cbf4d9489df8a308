#!/usr/bin/env python3
"""Independent oracle for liftd's training programs (standard library only).

The four shipped templates' rules are written out in program_rules.py from their
description in docs/PROGRAMS.md and issue 36, not read from liftd's files. For each
scripted scenario (at least 12 weeks of sessions) it
starts the built `liftd` on a fresh state directory with the program configured, logs
each session through the socket as a past workout (`start-workout program=… at=…`,
`log-set`, `finish-workout at=…`), skips or corrects sessions where the script says, and
compares after every session:

- `today`: the day, the session number and every work set (weight, reps, AMRAP, range);
- `program-state`: the sessions done and each lift's training max or working weight,
  stage and failures in a row;

and at the end `preview-program` (every set done, then one lift failing) against the
oracle's own simulation. Prints one line per scenario and exits 1 on any difference.

usage: program_oracle.py --bin DIR
"""
import argparse
import datetime
import json
import os
import pathlib
import socket
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from program_rules import BENCH, DEADLIFT, PRESS, ROW, SQUAT, Oracle  # noqa: E402


class Daemon:
    """The built liftd on a fresh state directory, asked over its socket."""

    def __init__(self, binaries, state, programs):
        config = state / "liftd.yaml"
        use_cases = ["start-workout", "log-set", "finish-workout", "update-set", "workout", "today", "program-state",
                     "preview-program", "skip-session"]
        config.write_text("use-cases: [%s]\nunits: kg\ntime-zone: UTC\n%s\n" % (", ".join(use_cases), programs))
        environment = dict(os.environ, STATE_DIRECTORY=str(state), RUNTIME_DIRECTORY=str(state), TZ="UTC")
        # The log goes to a file: a pipe nobody reads would fill and stop the daemon.
        self.log = open(state / "liftd.log", "w+")
        self.process = subprocess.Popen([str(binaries / "liftd"), "--config", str(config)], env=environment,
                                        stderr=self.log, text=True)
        self.path = str(state / "liftd.sock")
        for _ in range(600):  # the socket appears once the daemon is ready
            if self.process.poll() is not None:
                sys.exit("liftd exited early: " + self.logged())
            try:
                self.connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                self.connection.connect(self.path)
                self.reader = self.connection.makefile("r", encoding="utf-8")
                return
            except OSError:
                time.sleep(0.05)
        sys.exit("liftd did not open its socket")

    def ask(self, signal, **fields):
        self.connection.sendall((json.dumps(dict(fields, signal=signal)) + "\n").encode())
        answer = json.loads(self.reader.readline())
        if not answer["ok"]:
            raise RuntimeError("%s %s failed: %s" % (signal, fields, answer["error"]))
        return answer["result"]

    def stop(self):
        self.connection.close()
        self.process.terminate()
        if self.process.wait(timeout=30) != 0:
            sys.exit("liftd exited with %d: %s" % (self.process.returncode, self.logged()))
        self.log.close()

    def logged(self):
        self.log.seek(0)
        return self.log.read()


def expected_session(oracle):
    name, lifts = oracle.session()
    return name, [(lift.exercise, [(round(k, 2), s.reps, s.amrap, s.top if s.top != s.reps else None)
                                   for s, k in sets]) for lift, sets in lifts]


def answered_session(answer):
    return answer["day"], [(e["exercise"], [(round(s["weightKilograms"], 2), s["reps"], s["amrap"], s["repsMax"])
                                          for s in e["sets"]]) for e in answer["exercises"]]


def compare(daemon, oracle, program, label, differences):
    today = daemon.ask("today", program=program)
    if today["session"] != oracle.position + 1 or answered_session(today) != expected_session(oracle):
        differences.append("%s: today %s, oracle %s" % (label, answered_session(today), expected_session(oracle)))
    state = daemon.ask("program-state", program=program)
    if state["position"]["sessionsDone"] != oracle.position:
        differences.append("%s: %d sessions done, oracle %d" % (label, state["position"]["sessionsDone"], oracle.position))
    for lift in state["lifts"]:
        mine = oracle.lifts[(lift["exercise"], lift.get("track"))]
        got = (round(lift["baseKilograms"], 2), lift.get("stage", 1) - 1, lift.get("failures", 0))
        wanted = (round(mine["base"], 2), mine["stage"] if lift.get("stage") else 0,
                  mine["failures"] if lift.get("failures") is not None else 0)
        if got != wanted:
            differences.append("%s: %s liftd %s, oracle %s" % (label, lift["exercise"], got, wanted))


def performance(oracle, fail, extra=2):
    """The sets of the next session: every set at its top reps (AMRAP sets `extra` more),
    the last set of each exercise in `fail` one rep short of its target (left out when that
    is no rep at all)."""
    _, lifts = oracle.session()
    performed = {}
    for lift, sets in lifts:
        done = []
        for index, (s, kilograms) in enumerate(sets):
            reps = s.top + (extra if s.amrap and s.top == s.reps else 0)
            if lift.exercise in fail and index == len(sets) - 1:
                reps = s.reps - 1 if s.top == s.reps else s.top - 1
            if reps > 0:
                done.append((reps, kilograms))
        performed[lift.exercise] = done
    return performed


class Scenario:
    """A script of sessions for one template: per session, what to fail, to skip or to leave out."""

    def __init__(self, name, template, bases, weeks, plan, correct=None, shows=()):
        self.name, self.template, self.bases, self.weeks, self.plan, self.correct = (
            name, template, bases, weeks, plan, correct)
        self.shows = set(shows)  # the kinds of change the script must bring about

    def config(self):
        key = "training-max" if self.template == "5-3-1" else "starting-weight"
        values = ", ".join("%s: %s" % (exercise, json.dumps(value).replace('"', ""))
                           for exercise, value in self.bases.items())
        return "programs:\n  p:\n    template: %s\n    %s: {%s}\n" % (self.template, key, values)

    def run(self, binaries):
        oracle = Oracle(self.template, self.bases)
        sessions = self.weeks * (4 if self.template == "5-3-1" else 3)
        differences = []
        start = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0) - datetime.timedelta(days=sessions + 5)
        logged = []
        with tempfile.TemporaryDirectory() as state:
            daemon = Daemon(binaries, pathlib.Path(state), self.config())
            try:
                compare(daemon, oracle, "p", "%s before session 1" % self.name, differences)
                for number in range(sessions):
                    action = self.plan(number, oracle)
                    when = start + datetime.timedelta(days=number)
                    if action == "skip":
                        daemon.ask("skip-session", program="p", at=when.isoformat())
                        oracle.advance()
                    else:
                        performed = performance(oracle, action or set())
                        started = daemon.ask("start-workout", program="p", at=when.isoformat())
                        for exercise, done in performed.items():
                            for offset, (reps, kilograms) in enumerate(done):
                                at = (when + datetime.timedelta(seconds=60 * (offset + 1))).isoformat()
                                daemon.ask("log-set", exercise=exercise, weight=kilograms, reps=reps, at=at)
                        daemon.ask("finish-workout", at=(when + datetime.timedelta(hours=1)).isoformat())
                        logged.append((started["id"], performed))
                        oracle.finish(performed)
                    compare(daemon, oracle, "p", "%s after session %d" % (self.name, number + 1), differences)
                missing = self.shows - oracle.changes
                if missing:
                    differences.append("%s: the script brought no %s" % (self.name, ", ".join(sorted(missing))))
                if self.correct:
                    corrected = self.correct_past(daemon, logged)
                    if (corrected.lifts, corrected.position) == (oracle.lifts, oracle.position):
                        differences.append("%s: the correction changed nothing" % self.name)
                    oracle = corrected
                    compare(daemon, oracle, "p", "%s after the correction" % self.name, differences)
                self.preview(daemon, oracle, differences)
            finally:
                daemon.stop()
        print("program oracle: %s (%s, %d sessions): %s" % (
            self.name, self.template, sessions, "all equal" if not differences else "%d differences" % len(differences)))
        for difference in differences[:20]:
            print("  " + difference)
        return not differences

    def correct_past(self, daemon, logged):
        """Corrects the last set of one exercise in a past session through `update-set`, then
        replays every logged session in the oracle from scratch."""
        index, exercise, reps = self.correct
        workout, performed = logged[index]
        sets = [s for s in daemon.ask("workout", workout=workout)["sets"] if s["exercise"] == exercise]
        daemon.ask("update-set", set=sets[-1]["id"], reps=reps)
        performed[exercise][-1] = (reps, performed[exercise][-1][1])
        oracle = Oracle(self.template, self.bases)
        for _, done in logged:
            oracle.finish(done)
        return oracle

    def preview(self, daemon, oracle, differences):
        for fail in ([], [oracle.session()[1][0][0].exercise]):
            answer = daemon.ask("preview-program", program="p", sessions=8, fail=",".join(fail))
            simulated = oracle.copy()
            for number, session in enumerate(answer["sessions"]):
                if answered_session(session) != expected_session(simulated) or session["session"] != simulated.position + 1:
                    differences.append("%s preview %d (fail %s): liftd %s, oracle %s" % (
                        self.name, number + 1, fail, answered_session(session), expected_session(simulated)))
                    break
                simulated.finish(performance(simulated, set(fail), extra=0))


def every(*exercises, sessions=()):
    """A plan failing `exercises` in the sessions numbered `sessions`."""
    return lambda number, oracle: set(exercises) if number in sessions else None


WENDLER_MAXES = {PRESS: 60, DEADLIFT: 180, BENCH: 100, SQUAT: 140}
STRONG_WEIGHTS = {SQUAT: 60, BENCH: 40, ROW: 40, PRESS: 30, DEADLIFT: 80}
GZCLP_WEIGHTS = {SQUAT: {"T1": 100, "T2": 70}, BENCH: {"T1": 70, "T2": 50}, PRESS: {"T1": 45, "T2": 30},
                 DEADLIFT: {"T1": 120, "T2": 90}, "Lat Pulldown (Cable)": 40, "Bent Over Row (Dumbbell)": 20}
DOUBLE_WEIGHTS = {SQUAT: 80, BENCH: 60, ROW: 50, "Romanian Deadlift (Barbell)": 70, PRESS: 35,
                  "Lat Pulldown (Cable)": 45, "Leg Press (Machine)": 120, "Incline Bench Press (Dumbbell)": 20,
                  "Seated Row (Cable)": 45}


class SkippingScenario(Scenario):
    """Skips every session whose number is in `skips`."""

    def __init__(self, name, template, bases, weeks, skips, shows=()):
        super().__init__(name, template, bases, weeks, lambda number, oracle: "skip" if number in skips else None,
                         shows=shows)


SCENARIOS = [
    Scenario("all successes", "5-3-1", WENDLER_MAXES, 12, every(), shows={"raised"}),
    Scenario("all successes", "stronglifts-5x5", STRONG_WEIGHTS, 12, every()),
    Scenario("all successes", "gzclp", GZCLP_WEIGHTS, 12, every()),
    Scenario("all successes, top of the range every third time", "double-progression", DOUBLE_WEIGHTS, 12,
             lambda number, oracle: None if number % 3 == 2 else {lift.exercise for lift, _ in oracle.session()[1]}),
    Scenario("single failures", "stronglifts-5x5", STRONG_WEIGHTS, 12, every(BENCH, ROW, sessions={2, 9, 20, 31})),
    Scenario("three failures in a row, deload", "stronglifts-5x5", STRONG_WEIGHTS, 12,
             every(SQUAT, sessions={10, 11, 12, 13, 14, 15, 30}), shows={"deload"}),
    Scenario("stage changes and restarts", "gzclp", GZCLP_WEIGHTS, 12,
             every(SQUAT, BENCH, sessions=set(range(4, 30, 2))), shows={"stage", "restart"}),
    Scenario("short AMRAP sets at a cycle's end", "5-3-1", WENDLER_MAXES, 12,
             every(SQUAT, DEADLIFT, sessions={11, 15, 27, 46}), shows={"lowered", "raised"}),
    SkippingScenario("skipped sessions", "stronglifts-5x5", STRONG_WEIGHTS, 12, {3, 4, 17, 30}),
    SkippingScenario("skipped sessions through a cycle", "5-3-1", WENDLER_MAXES, 12, {5, 15, 16, 40}, shows={"raised"}),
    Scenario("a past session corrected after the fact", "stronglifts-5x5", STRONG_WEIGHTS, 12, every(),
             correct=(4, SQUAT, 3)),
    Scenario("a past session corrected after the fact", "gzclp", GZCLP_WEIGHTS, 12, every(),
             correct=(2, SQUAT, 1)),
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True, type=pathlib.Path)
    arguments = parser.parse_args()
    results = [scenario.run(arguments.bin) for scenario in SCENARIOS]
    sys.exit(0 if all(results) else 1)


if __name__ == "__main__":
    main()
