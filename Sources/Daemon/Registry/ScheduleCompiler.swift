import Configuration
import Cron
import FoundationEssentials
import Scheduler
import SignalStore
import ZoneInfo

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
            let zone = entry.timeZone ?? configuration.timeZone
            let signal: any Signal
            do {
                signal = try loaded.signals.decode(entry.signal, payload: entry.payload)
            } catch {
                problems.append(error)
                continue
            }
            compiled.append(CompiledSchedule(
                name: entry.name, cron: CronSchedule(expression, timeZone: zone),
                timeZoneName: zone.identifier, signal: signal,
                catchUp: entry.catchUp, jitter: entry.jitter, enabled: entry.enabled))
        }
        guard problems.isEmpty else { throw ConfigurationError(problems) }
        return compiled
    }
}
