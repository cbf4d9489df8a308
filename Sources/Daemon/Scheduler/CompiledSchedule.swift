import Configuration
import Cron
import Foundation
import SignalStore

/// A schedule from config, checked and ready to run: its cron schedule in its zone and the
/// signal it sends.
public struct CompiledSchedule: Sendable {
    /// The schedule's name in config.
    public let name: String
    /// When it fires, in its zone.
    public let cron: CronSchedule
    /// The zone's name as the config wrote it (or the configured default).
    public let timeZoneName: String
    /// The signal each firing sends.
    public let signal: any Signal
    /// Whether a run missed while the daemon was down fires once when it comes back.
    public let catchUp: Bool
    /// Each firing is delayed by a random amount below this.
    public let jitter: Duration
    /// Whether it fires on its own (it can always be run by hand).
    public let enabled: Bool

    /// The first fire time after `instant`.
    public func nextFire(after instant: Date) -> Date? { cron.nextFire(after: instant) }
}

/// Turns the config's schedules into `CompiledSchedule`s, reporting bad cron expressions,
/// unknown zones and undecodable payloads at their place in the config.
public enum ScheduleCompiler {
    /// The compiled schedules of `loaded`, or every problem found.
    public static func compile(_ loaded: LoadedConfiguration) throws(ConfigurationError) -> [CompiledSchedule] {
        var compiled: [CompiledSchedule] = []
        var problems: [ConfigurationProblem] = []
        let configuration = loaded.configuration
        for entry in configuration.schedules {
            let expression: CronExpression
            do {
                expression = try CronExpression(entry.cron)
            } catch {
                problems.append(ConfigurationProblem("invalid cron expression '\(entry.cron)': \(error)", at: entry.cronLocation))
                continue
            }
            let zone = entry.timeZone.map { TimeZone(identifier: $0) } ?? configuration.timeZone
            guard let zone else {
                problems.append(ConfigurationProblem(
                    "unknown time zone '\(entry.timeZone ?? "")' (expected a name like Europe/Berlin)", at: entry.location))
                continue
            }
            let signal: any Signal
            do {
                signal = try loaded.signals.decode(entry.signal, payload: entry.payload)
            } catch {
                problems.append(error)
                continue
            }
            compiled.append(CompiledSchedule(
                name: entry.name, cron: CronSchedule(expression, timeZone: zone),
                timeZoneName: entry.timeZone ?? zone.identifier, signal: signal,
                catchUp: entry.catchUp, jitter: entry.jitter, enabled: entry.enabled))
        }
        guard problems.isEmpty else { throw ConfigurationError(problems) }
        return compiled
    }
}
