import Foundation
import Testing
import TestSupport
@testable import Configuration
@testable import Daemon
import ZoneInfo

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
                 max-clients: 4, max-clients-per-uid: 3, admin-reserve: 1, idle-timeout: 1m,
                 line-timeout: 5s, request-deadline: 2s}
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
    #expect(schedule.name == "monday" && schedule.cron == "0 7 * * mon" && schedule.timeZone?.identifier == "Europe/Berlin")
    #expect(schedule.signal == "week-ended" && schedule.catchUp && !schedule.enabled && schedule.jitter == .seconds(300))
    #expect(schedule.payload["week"]?.scalar == "3")
    #expect(configuration.socket == SocketSection(path: "/run/l.sock", mode: 0o600, group: "lifters",
                                                  maximumLineLength: 1024, maximumClients: 4,
                                                  maximumClientsPerUser: 3, adminReserve: 1, idleTimeout: .seconds(60),
                                                  lineTimeout: .seconds(5), requestDeadline: .seconds(2)))
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
