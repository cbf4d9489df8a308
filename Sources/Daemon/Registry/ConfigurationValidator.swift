import Configuration
import MessageText
import Plugins
import SignalStore

/// Checks a built configuration: every schedule's signal and every effect a configured use
/// case declares must have a handler, so nothing the daemon sends can vanish. Notifications
/// (`NotificationSignal`) are the exception: nobody has to listen to them.
struct ConfigurationValidator {
    let loaded: LoadedConfiguration
    let builtIns: [any UseCase<LiftdState>]

    func validate() throws(ConfigurationError) {
        let routes = RoutingTable(builtIns + loaded.useCases)
        let handled = Set(routes.handledSignals.map { $0.wireName })
        let handledNames = handled.sorted()
        var problems = ProblemCollector()
        for schedule in loaded.configuration.schedules where !handled.contains(schedule.signal) {
            problems.add("schedule '\(schedule.name)': no configured use case handles signal '\(schedule.signal)'"
                             + Suggestion.hint(for: schedule.signal, in: handledNames), at: schedule.signalLocation)
        }
        var reported: Set<String> = []
        for leaf in loaded.configured.flatMap({ $0.leaves }) {
            let needHandlers = leaf.useCase.emittedSignals.filter { !($0 is any NotificationSignal.Type) }
            for effect in needHandlers.map({ $0.wireName }) where !handled.contains(effect) {
                guard reported.insert("\(leaf.location) \(effect)").inserted else { continue }
                problems.add("'\(leaf.name)' declares it may emit '\(effect)', but no configured use case handles it"
                                 + Suggestion.hint(for: effect, in: handledNames)
                                 + "; add a use case that handles it", at: leaf.location)
            }
        }
        try problems.throwIfAny()
    }
}

extension ConfiguredUseCase {
    /// The plugin instances inside, bundles opened up; just itself for a plugin.
    var leaves: [ConfiguredUseCase] {
        isBundle ? members.flatMap { $0.leaves } : [self]
    }
}
