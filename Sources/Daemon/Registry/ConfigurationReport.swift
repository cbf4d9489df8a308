import Configuration
import FoundationEssentials
import MessageText
import Plugins
import SignalStore
import Workouts
import ZoneInfo

/// The text `liftd plugins` and `liftd check-config FILE` print.
public enum ConfigurationReport {
    /// Every registered plugin with its options and the signals it handles and emits.
    public static func plugins(_ registry: PluginRegistry) -> String {
        var lines: [String] = []
        for plugin in registry.plugins {
            lines.append("\(plugin.name) — \(plugin.summary)")
            if plugin.options.isEmpty {
                lines.append("  options: none")
            } else {
                lines.append("  options:")
                for option in plugin.options {
                    let presence = option.defaultValue.map { "default \($0)" } ?? "required"
                    lines.append("    \(option.name) (\(option.type), \(presence)) — \(option.summary)")
                }
            }
            let signals = declaredSignals(of: plugin)
            lines.append("  handles: \(signals?.handled ?? "set by its options")")
            lines.append("  emits: \(signals?.emitted ?? "set by its options")")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What `loaded` would run: use cases with bundles expanded, schedules, socket, paths,
    /// units, time zone and access. `nextFire` adds a schedule's next firing when given.
    public static func checkConfig(
        _ loaded: LoadedConfiguration, nextFire: ((ScheduleEntry) -> String?)? = nil
    ) -> String {
        let configuration = loaded.configuration
        var lines = ["config: \(configuration.source) is valid", "", "use cases, in priority order:"]
        if loaded.configured.isEmpty { lines.append("  (none)") }
        for (index, configured) in loaded.configured.enumerated() {
            lines += describe(configured, number: index + 1, indent: "  ")
        }
        lines += ["", "schedules:"]
        if configuration.schedules.isEmpty { lines.append("  (none)") }
        for schedule in configuration.schedules {
            lines.append("  \(schedule.name): \"\(schedule.cron)\" in \((schedule.timeZone ?? configuration.timeZone).identifier)"
                             + " → \(schedule.signal) \(schedule.payload)")
            var details = ["catch-up \(schedule.catchUp ? "on" : "off")",
                           "jitter \(DurationText.format(schedule.jitter))",
                           schedule.enabled ? "enabled" : "disabled"]
            if let next = nextFire?(schedule) { details.append("next \(next)") }
            lines.append("    " + details.joined(separator: ", "))
        }
        lines += [""] + settings(configuration)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ configured: ConfiguredUseCase, number: Int, indent: String) -> [String] {
        let useCase = configured.useCase
        let handled = names(useCase.handledSignals), emitted = names(useCase.emittedSignals)
        let kind = configured.isBundle ? " (bundle)" : ""
        // A plugin that takes a `name` (exec, webhook) shows it, so two of a kind can be told apart.
        let label = configured.isNamed ? "\(configured.name) \"\(useCase.name)\"" : configured.name
        var lines = ["\(indent)\(number). \(label)\(kind) — handles: \(handled); emits: \(emitted)"]
        for (index, member) in configured.members.enumerated() {
            lines += describe(member, number: index + 1, indent: indent + "   ")
        }
        return lines
    }

    private static func settings(_ configuration: Configuration) -> [String] {
        let socket = configuration.socket, paths = configuration.paths, access = configuration.access
        return [
            "socket: \(socket.path) mode 0\(String(socket.mode, radix: 8)) group \(socket.group ?? "(daemon's)")",
            "  max line \(socket.maximumLineLength) bytes, max clients \(socket.maximumClients) "
                + "(\(socket.maximumClientsPerUser) per uid, \(socket.adminReserve) kept for admins), "
                + "idle timeout \(DurationText.format(socket.idleTimeout)), "
                + "line timeout \(DurationText.format(socket.lineTimeout)), "
                + "request deadline \(DurationText.format(socket.requestDeadline))",
            "paths: state \(paths.stateDirectory), database \(paths.database)",
            "  output \(paths.outputDirectory), import \(paths.importDirectory)",
            "units: \(configuration.units.rawValue)",
            "time zone: \(configuration.timeZone.identifier)",
            "access: others \(access.others.rawValue); read \(grant(access.read)); "
                + "operator \(grant(access.operator)); admin \(grant(access.admin))",
            "exercise overrides: \(configuration.exercises.count)",
        ] + programs(configuration.programs)
    }

    /// One line per program: its name, rules, days, lifts and start.
    private static func programs(_ programs: [ProgramSetup]) -> [String] {
        guard !programs.isEmpty else { return ["programs: none"] }
        return ["programs:"] + programs.map { setup in
            let rules = setup.inKilograms
            let starts = setup.starts.map { ", counting from \($0.formatted(.iso8601))" } ?? ""
            return "  \(setup.name): \(setup.origin), \(rules.days.count) days, \(rules.lifts.count) lifts\(starts)"
        }
    }

    private static func grant(_ grant: AccessRules.Grant) -> String {
        guard !grant.isEmpty else { return "(nobody)" }
        var parts: [String] = []
        if !grant.users.isEmpty { parts.append("users " + grant.users.joined(separator: ",")) }
        if !grant.groups.isEmpty { parts.append("groups " + grant.groups.joined(separator: ",")) }
        if !grant.uids.isEmpty { parts.append("uids " + grant.uids.map(String.init).joined(separator: ",")) }
        if !grant.gids.isEmpty { parts.append("gids " + grant.gids.map(String.init).joined(separator: ",")) }
        return parts.joined(separator: " ")
    }

    private static func names(_ types: [any Signal.Type]) -> String {
        types.isEmpty ? "nothing" : types.map({ $0.wireName }).joined(separator: ", ")
    }

    /// What a plugin built without options declares, or `nil` when it needs options.
    private static func declaredSignals(of plugin: PluginDescriptor) -> (handled: String, emitted: String)? {
        let options = ConfigNode.emptyMapping(at: SourceLocation(file: "<plugins>", line: 1, column: 1))
        let decoder = NodeDecoder(options, userInfo: [SignalDirectory.userInfoKey: SignalDirectory([])])
        guard let useCase = try? plugin.make(decoder) else { return nil }
        return (names(useCase.handledSignals), names(useCase.emittedSignals))
    }
}
