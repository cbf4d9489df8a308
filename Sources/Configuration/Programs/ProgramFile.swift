import MessageText
import Workouts

/// A program file (docs/PROGRAMS.md): a cycle of days, each a list of lifts with their set
/// schemes, increments, rounding and progression rule. Problems are reported at
/// `file:line:col`, as the config's are.
public enum ProgramFile {
    /// The program `text` (read from `file`) describes, named `name`, with the increments and
    /// plate steps of `unit`; every problem found when it describes none.
    public static func read(_ text: String, file: String, name: String, unit: WeightUnit) throws(ConfigurationError) -> Program {
        let root = try YAMLReader.read(text, file: file)
        var reader = ProgramFileReader(unit: unit)
        let program = reader.program(root, name: name)
        try reader.problems.throwIfAny()
        return program
    }
}

/// Reads one program file's tree, gathering every problem.
struct ProgramFileReader {
    /// The unit whose increments and steps are chosen.
    let unit: WeightUnit
    /// What was wrong so far.
    var problems = ProblemCollector()

    /// The keys a program file's top level may hold.
    static let topKeys = ["name", "description", "defaults", "days"]
    /// The keys a lift (and `defaults`) may hold.
    static let liftKeys = ["exercise", "track", "sets", "increment", "rounding", "round", "progression"]
    /// The most days and lifts a day a program may hold.
    static let maximumDays = 28, maximumLifts = 20

    /// The program `root` describes.
    mutating func program(_ root: ConfigNode, name: String) -> Program {
        root.checkKeys(Self.topKeys, in: "", into: &problems)
        let defaults = root["defaults"]
        if let defaults {
            defaults.checkKeys(Self.liftKeys.filter { !["exercise", "track"].contains($0) }, in: "defaults",
                               into: &problems)
        }
        guard let daysNode = root["days"] else {
            problems.add("a program needs 'days': a list of days, each with its lifts", at: root.location)
            return Program(name: name, days: [], unit: unit)
        }
        let items = problems.attempt { () throws(ConfigurationProblem) in try daysNode.list("days") } ?? []
        if items.isEmpty || items.count > Self.maximumDays {
            problems.add("'days': expected 1 to \(Self.maximumDays) days, found \(items.count)", at: daysNode.location)
        }
        let days = items.enumerated().map { index, node in day(node, number: index + 1, defaults: defaults) }
        return Program(name: name, days: days, unit: unit)
    }

    /// Day `number` of the file.
    private mutating func day(_ node: ConfigNode, number: Int, defaults: ConfigNode?) -> ProgramDay {
        node.checkKeys(["name", "lifts"], in: "days[\(number)]", into: &problems)
        let name = node["name"].flatMap { value in problems.attempt { () throws(ConfigurationProblem) in
            try value.text("name") } } ?? "Day \(number)"
        let liftNodes = node["lifts"].flatMap { value in problems.attempt { () throws(ConfigurationProblem) in
            try value.list("lifts") } } ?? []
        if liftNodes.isEmpty || liftNodes.count > Self.maximumLifts {
            problems.add("day '\(name)': expected 'lifts', a list of 1 to \(Self.maximumLifts) lifts", at: node.location)
        }
        var lifts: [ProgramLift] = []
        for liftNode in liftNodes {
            guard let lift = lift(liftNode, defaults: defaults) else { continue }
            if lifts.contains(where: { $0.key.exercise == lift.key.exercise }) {
                problems.add("day '\(name)': '\(lift.key.exercise)' is listed twice; a day trains each exercise once",
                             at: liftNode.location)
                continue
            }
            lifts.append(lift)
        }
        return ProgramDay(name: name, lifts: lifts)
    }

    /// One lift, its missing settings taken from `defaults`.
    private mutating func lift(_ node: ConfigNode, defaults: ConfigNode?) -> ProgramLift? {
        node.checkKeys(Self.liftKeys, in: "lift", into: &problems)
        guard let exercise = problems.attempt({ () throws(ConfigurationProblem) in
            guard let value = node["exercise"] else {
                throw ConfigurationProblem("a lift needs 'exercise', as the catalog names it", at: node.location)
            }
            return try value.text("exercise")
        }) else { return nil }
        let track = node["track"].flatMap { value in problems.attempt { () throws(ConfigurationProblem) in
            try value.text("track") } }
        func setting(_ key: String) -> ConfigNode? { node[key] ?? defaults?[key] }
        var sets: [PrescribedSet] = []
        if let written = setting("sets") { sets = schemes(written, key: "sets") }
        var rule = ProgressionRule.linear(failuresBeforeDeload: 3, deloadPercent: 90)
        if let written = setting("progression") { rule = progression(written) }
        switch rule {
        case .linear, .double:
            if setting("sets") == nil {
                problems.add("'\(exercise)': a \(rule.name) lift needs 'sets', such as 5x5 or 3x8-12", at: node.location)
            }
        case .stages, .cycle: break
        }
        var increment = 0.0, step = 0.0
        if let written = setting("increment") { increment = amount(written, key: "increment") ?? 0 }
        if let written = setting("rounding") { step = amount(written, key: "rounding") ?? 0 }
        let direction = setting("round").flatMap { value in problems.attempt { () throws(ConfigurationProblem) in
            try value.choice("round", of: WeightRounding.Direction.self) } } ?? .nearest
        return ProgramLift(
            key: LiftKey(exercise: exercise, track: track), sets: sets, rule: rule,
            incrementKilograms: unit.kilograms(increment), rounding: WeightRounding(step: step, direction: direction))
    }
}
