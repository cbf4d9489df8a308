/// The shipped default config, built in so `liftd` runs without a config file.
/// It is the text of `config/liftd.yaml` (regenerate with scripts/sync-default-config);
/// a test keeps the two identical.
enum DefaultConfiguration {
    /// How errors in the built-in config name it.
    static let source = "<built-in config/liftd.yaml>"

    static let text = """
        # liftd — the shipped default configuration.
        # `liftd` runs with this when no --config is given; `liftd check-config FILE` validates a copy.
        # Every key is optional; the values shown commented out are the defaults. config/README.md
        # describes each key. Relative paths are resolved under paths.state-directory.

        # The store's use cases, in priority order: the first that handles a signal wins.
        # An entry is a plugin or bundle name, or a one-key map of a plugin name to its options.
        # `liftd plugins` lists every plugin with its options and signals.
        use-cases:
          - resume-workout
          - start-workout
          - log-set: {announce-records: true}   # answers and announces personal records (personal-record)
          - undo-last-set
          - finish-workout
          - delete-workout
          - delete-set                   # delete-set set=N: the ids are in `workout workout=N`
          - update-set                   # update-set set=N weight=... reps=...: corrects one set
          - workouts
          - workout
          - volume                       # volume [week=YYYY-Www|this|last]: this week unless told
          - records                      # records [exercise=...]: personal records; without exercise, every exercise's
          - exercises                    # exercises [search=press]: stored and catalog exercises, muscles, load type
          - rename-exercise              # rename-exercise from=Benchpresss to="Bench Press (Barbell)"
          - merge-exercises              # merge-exercises from=… into=…: one exercise's sets into another's
          - trend                        # trend exercise=... [weeks=12] [to=YYYY-Www]
          - muscle-trend                 # muscle-trend muscle=chest [weeks=12] [to=YYYY-Www]
          - log-bodyweight               # log-bodyweight weight=81.5 [units=lb] [at=ISO 8601]
          - bodyweight                   # the bodyweight history, newest first
          - today                        # today [program=...]: a training program's next session (programs: below)
          - program-state                # program-state [program=...]: training maxes, stages, position, history
          - preview-program              # preview-program sessions=12 [fail=EXERCISE,...]: simulated; stores nothing
          - skip-session                 # skip-session [program=...]: the position moves on, nothing progresses
          - set-training-max             # set-training-max exercise=... weight=...: by hand, in the current unit
          - program-reminder             # program-reminder: the next session to the notifiers (schedule below)
          - metrics                      # liftd's series in the Prometheus text format: liftctl metrics
        #  - metrics-textfile:           # on metrics-due: liftd.prom for node_exporter's textfile collector,
        #      directory: /var/lib/prometheus/node-exporter   # absolute, existing; no default, hence off.
        #      mode: "0644"              # so node_exporter's user can read it. Enable the `metrics`
        #                                # schedule below too; systemd: drop-ins/metrics-textfile.conf
          - import: {announce-records: true}    # one records-updated per import that sets records
          - imports                      # imports: past imports, newest first, each with its id and what it added
          - undo-import                  # undo-import import=N: removes what import N added
          - apply-units-change           # change-units units=lb: every summary re-renders in that unit
          - weekly-report
          - health-export
          - backup                       # backup: a verified copy of the database in <state-directory>/backups;
                                         # keeps 7 daily, 4 weekly, 12 monthly (keep-daily, keep-weekly, keep-monthly)
          - notify                       # every notification to every notifier: the bundle below

        # Named compound use cases: every member that handles a signal runs, in order, on the state
        # the previous one produced. Members are names or name: {options}; bundles may nest.
        # Writers take `directory:` (relative to paths.output-directory); exports also `time-zone:`.
        bundles:
          weekly-report:                 # on weekly-report-due [week=YYYY-Www] [directory=...]
            - weekly-volume              # the summary into state (time-zone, week-start, ...)
            - summary-markdown           # <output>/reports/<week>.md
            - summary-json               # <output>/reports/<week>.json
            - summary-svg                # <output>/reports/<week>.svg
            - summary-html               # <output>/site: a static web site of the report (docs/DASHBOARD.md)
          health-export:                 # on health-export-due [since=last-run|all|YYYY-MM-DD]
            - export-fhir                # <output>/health/workouts-<first>-<last>/fhir-bundle.json
            - export-apple-health        # .../export.xml
            - export-strong-csv          # .../strong.csv
            - export-fit                 # .../workout-<id>.fit, one Garmin FIT activity per workout
          notify:                        # report-ready, personal-record, progression, session-reminder, signal-failed:
            - report-log                 # each member sees each; report-log logs all but signal-failed
        #    - webhook:                   # POST each notification, from the outbox: a slow or failing
        #        url: https://ntfy.sh/my-liftd-topic   # server never delays a request. Presets: ntfy,
        #        preset: ntfy                          # gotify, discord; secrets from secret-file or
        #        # secret-credential (systemd LoadCredential=). docs/OPERATIONS.md, "Getting notified".
        #    - exec:                      # a program per notification, run from the outbox too
        #        command: [notify-report.sh]    # relative to this file; no shell, no PATH search
        #        on: [report-ready]             # config/notify-report.sh is an example; see
        #        outbox: true                   # config/notify-apprise.py for apprise

        # Signals sent on a timetable. cron: 5 fields or @daily-style aliases; time-zone defaults to
        # the time-zone below; payload: the signal's fields; catch-up: fire once after downtime;
        # jitter: random delay below this; enabled: false keeps it for manual runs only.
        schedules:
          weekly-report:                 # Mondays 07:00: the week that just ended
            cron: "0 7 * * mon"
            signal: weekly-report-due
            payload: {}
            catch-up: true
            # jitter: 0
            # enabled: true
          health-export:                 # daily 03:30: workouts stored since the last run
            cron: "30 3 * * *"
            signal: health-export-due
            payload: {since: last-run}
            catch-up: true
          backup:                        # daily 02:30: a copy of the database (liftd restore FILE puts one back)
            cron: "30 2 * * *"
            signal: backup
            payload: {}
            catch-up: true
        #  metrics:                      # every minute: liftd.prom, with metrics-textfile above
        #    cron: "* * * * *"
        #    signal: metrics-due
        #  program-reminder:             # 06:30 on training days: today's session to the notifiers,
        #    cron: "30 6 * * mon,wed,fri"  # with a program under programs: below
        #    signal: program-reminder

        socket:
          # path: $RUNTIME_DIRECTORY/liftd.sock, else <state-directory>/liftd.sock
          mode: "0660"
          # group: liftd                 # default: the daemon's group
          max-line-length: 65536         # bytes in one request line
          max-clients: 64
          max-clients-per-uid: 16        # connections one peer uid may hold (admins may hold more)
          max-subscribers: 16            # clients streaming events (subscribe, liftctl watch) at once; the last kept for admins
          # admin-reserve: 4             # slots only admins may take; default max-clients/8, at most 4
          idle-timeout: 5m               # time without a request (for a subscriber: without reading its events)
          line-timeout: 10s              # a request line must arrive whole within this
          request-deadline: 30s
          stop-grace-period: 10s          # on stop, requests in flight get this long to finish; keep below TimeoutStopSec

        paths:
          # state-directory: $STATE_DIRECTORY, else ./var
          database: liftd.sqlite
          output-directory: output
          import-directory: import

        # A folder watched for exports to import (a Syncthing or Nextcloud folder will do). A file is
        # imported once nothing has written it for settle-time, then moved to <import-directory>/done/
        # or, refused, to failed/ with NAME.error.txt saying why. Hidden and temporary names (.*, ~*,
        # *.part) wait until renamed. Changes take effect at the next restart.
        inbox:
          enabled: true
          # folder: <import-directory>/inbox   # absolute, or relative to the state directory
          settle-time: 2s
          done-retention: 30d            # then files in done/ are deleted

        units: kg                        # kg or lb; weights are always stored in kg

        # Training programs (docs/PROGRAMS.md): `today` answers the next session, and a workout started
        # with `start-workout program=NAME` progresses it when finished. A program is a file (relative
        # to this one) or a shipped template: 5-3-1, stronglifts-5x5, gzclp, double-progression. Lifts
        # whose sets are percentages take a training-max, the others a starting-weight, in `units`;
        # workouts before `starts` do not count. No program is followed until one is given here.
        # programs:
        #   main:
        #     template: 5-3-1              # or file: programs/my-5-3-1.yaml
        #     starts: 2026-01-05
        #     training-max: {Squat (Barbell): 140, Bench Press (Barbell): 100, Deadlift (Barbell): 180,
        #                    Overhead Press (Barbell): 60}

        # time-zone: the system's         # an IANA name such as Europe/Berlin

        # How one-rep maxima are estimated for records and reports: epley (default), brzycki or
        # lombardi, trusted up to rep-cap reps (1 to 36). Changing it rebuilds the records at restart.
        # estimated-max: {formula: epley, rep-cap: 10}

        # Access over the control socket, from the peer's uid/gid. A peer gets the highest level any
        # rule grants; `others` is the level of a peer no rule names.
        access:
          others: read                   # none, read, operator or admin
          admin:
            uids: [0]
          # operator: {users: [], groups: [], uids: [], gids: []}
          # read: {users: [], groups: [], uids: [], gids: []}

        # Exercise → muscle groups, replacing the built-in catalog's entry for that exercise.
        exercises: {}
        #  Landmine Press:
        #    primary: [shoulders]
        #    secondary: [triceps, chest]

        # Weekly working-set targets per muscle group (sets credited as `volume` counts them,
        # secondary muscles fractionally). `volume` and the weekly report mark each group below,
        # within or above. A starting point to adjust; the groups listed here replace the built-in
        # ones, the others keep theirs:
        #   chest, lats, middle back, shoulders, quadriceps, hamstrings, glutes: 10-20
        #   biceps, triceps, calves, abdominals, traps, forearms, lower back: 6-12
        targets: {}
        #  chest: 12-18
        #  biceps: 8-14
        """
}
