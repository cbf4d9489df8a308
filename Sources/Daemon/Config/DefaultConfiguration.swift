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
          - log-set
          - undo-last-set
          - finish-workout
          - delete-workout
          - workouts
          - workout
          - volume
          - import
        #  - weekly-report
        #  - health-export
        #  - exec:
        #      command: [notify-report-ready.sh]      # relative to this file; no shell, no PATH search
        #      on: [report-ready]
        #      timeout: 10s

        # Named compound use cases: every member that handles a signal runs, in order, on the state
        # the previous one produced. Members are names or name: {options}; bundles may nest.
        bundles: {}
        #  weekly-report:
        #    - weekly-volume
        #    - summary-markdown
        #    - summary-json
        #    - summary-svg
        #  health-export:
        #    - export-fhir
        #    - export-apple-health
        #    - export-strong-csv

        # Signals sent on a timetable. cron: 5 fields or @daily-style aliases; time-zone defaults to
        # the time-zone below; payload: the signal's fields; catch-up: fire once after downtime;
        # jitter: random delay below this; enabled: false keeps it for manual runs only.
        schedules: {}
        #  weekly-report:
        #    cron: "0 7 * * mon"
        #    signal: weekly-report-due
        #    payload: {}
        #    catch-up: true
        #    jitter: 0
        #    enabled: true
        #  health-export:
        #    cron: "30 3 * * *"
        #    signal: health-export-due
        #    payload: {since: last-run}
        #    catch-up: true

        socket:
          # path: $RUNTIME_DIRECTORY/liftd.sock, else <state-directory>/liftd.sock
          mode: "0660"
          # group: liftd                 # default: the daemon's group
          max-line-length: 65536         # bytes in one request line
          max-clients: 64
          idle-timeout: 5m
          request-deadline: 30s

        paths:
          # state-directory: $STATE_DIRECTORY, else ./var
          database: liftd.sqlite
          output-directory: output
          import-directory: import

        units: kg                        # kg or lb; weights are always stored in kg

        # time-zone: the system's         # an IANA name such as Europe/Berlin

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
        """
}
