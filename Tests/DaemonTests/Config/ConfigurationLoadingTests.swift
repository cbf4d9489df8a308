import ControlServer
import Foundation
import TestSupport
import Testing
@testable import Daemon

@Test("An empty config gets the documented defaults, moved by STATE_DIRECTORY and RUNTIME_DIRECTORY")
func emptyConfigGetsDefaults() throws {
    let plain = try ConfigurationLoader.read("", source: "empty.yaml", environment: [:])
    #expect(plain.paths == PathSettings(stateDirectory: "./var", database: "./var/liftd.sqlite",
                                        outputDirectory: "./var/output", importDirectory: "./var/import"))
    #expect(plain.socket == SocketSettings.defaults(path: "./var/liftd.sock"))
    #expect(plain.units == .kilograms)
    #expect(plain.useCases.isEmpty && plain.schedules.isEmpty)

    let systemd = try ConfigurationLoader.read(
        "", source: "empty.yaml", environment: ["STATE_DIRECTORY": "/var/lib/liftd", "RUNTIME_DIRECTORY": "/run/liftd"])
    #expect(systemd.paths.database == "/var/lib/liftd/liftd.sqlite")
    #expect(systemd.socket.path == "/run/liftd/liftd.sock")
}

@Test("Every section of a full config file is read into the configuration")
func fullConfigIsRead() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.file("liftd.yaml", """
        use-cases:
          - report
        bundles:
          report:
            - weekly: {label: monday}
            - writer: {directory: out}
        schedules:
          monday:
            cron: "0 7 * * mon"
            time-zone: Europe/Berlin
            signal: week-ended
            payload: {week: 3}
            catch-up: true
            jitter: 5m
            enabled: false
        socket: {path: /run/l.sock, mode: "0600", group: lifters, max-line-length: 1024,
                 max-clients: 4, idle-timeout: 1m, request-deadline: 2s}
        paths: {state-directory: /srv/liftd, database: db.sqlite, output-directory: /srv/out}
        units: lb
        time-zone: America/New_York
        access:
          others: none
          operator: {groups: [lifters], gids: [1001]}
          admin: {users: [ana], uids: [0]}
        exercises:
          Landmine Press: {primary: [shoulders], secondary: [triceps, chest]}
        """)
    let loaded = try TestPlugins.registry.load(contentsOf: path, environment: [:])
    let configuration = loaded.configuration
    let schedule = try #require(configuration.schedules.first)
    #expect(schedule.name == "monday" && schedule.cron == "0 7 * * mon" && schedule.timeZone == "Europe/Berlin")
    #expect(schedule.signal == "week-ended" && schedule.catchUp && !schedule.enabled && schedule.jitter == .seconds(300))
    #expect(schedule.payload["week"]?.scalar == "3")
    #expect(configuration.socket == SocketSettings(path: "/run/l.sock", mode: 0o600, group: "lifters",
                                                   maximumLineLength: 1024, maximumClients: 4,
                                                   idleTimeout: .seconds(60), requestDeadline: .seconds(2)))
    #expect(configuration.paths == PathSettings(stateDirectory: "/srv/liftd", database: "/srv/liftd/db.sqlite",
                                                outputDirectory: "/srv/out", importDirectory: "/srv/liftd/import"))
    #expect(configuration.units == .pounds && configuration.timeZone.identifier == "America/New_York")
    #expect(configuration.access.others == .none && configuration.access.operator.groups == ["lifters"])
    #expect(configuration.access.operator.gids == [1001] && configuration.access.admin.users == ["ana"])
    #expect(configuration.exercises == [ExerciseOverride(exercise: "Landmine Press", primary: [.shoulders],
                                                         secondary: [.triceps, .chest])])
    #expect(loaded.configured.map(\.name) == ["report"])
    let payload = try loaded.signals.decode(schedule.signal, payload: schedule.payload)
    #expect(payload as? WeekEnded == WeekEnded(week: 3))
}

@Test("A config file that cannot be read is reported at its path")
func unreadableFileIsReported() throws {
    let directory = try TemporaryDirectory()
    #expect {
        _ = try ConfigurationLoader.read(contentsOf: directory.path + "/missing.yaml", environment: [:])
    } throws: { error in
        let problem = (error as? ConfigurationError)?.problems.first
        return problem?.location.file == directory.path + "/missing.yaml"
            && problem?.message.contains("cannot read the config file") == true
    }
}

@Test("Durations read as people write them and print back the same way")
func durationsRoundTrip() {
    #expect(DurationText.parse("1h30m") == .seconds(5_400))
    #expect(DurationText.parse("500ms") == .milliseconds(500))
    #expect(DurationText.parse("10") == nil)
    #expect(DurationText.parse("5 m") == nil)
    #expect(DurationText.format(.seconds(5_400)) == "1h30m")
    #expect(DurationText.format(.milliseconds(1_500)) == "1s500ms")
}

@Test("Anchors and aliases are resolved, and quoted text is never null")
func anchorsAndQuotedText() throws {
    let root = try YAMLReader.read("a: &x [1, 2]\nb: *x\nc: 'null'\nd: null\n", file: "t.yaml")
    #expect(root["b"]?.items?.count == 2)
    #expect(root["c"]?.isNull == false && root["d"]?.isNull == true)
}
