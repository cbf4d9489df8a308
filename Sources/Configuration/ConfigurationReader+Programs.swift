import FoundationEssentials
import MessageText
import Workouts
import ZoneInfo

extension ConfigurationReader {
    /// The keys a program under `programs:` may hold.
    static let programKeys = ["file", "template", "starts", "training-max", "starting-weight"]
    /// The most programs a config may choose.
    static let maximumPrograms = 8

    /// `programs: {main: {template: 5-3-1, starts: 2026-01-05, training-max: {...}}}`: each
    /// program's rules (a file relative to the config, or a shipped template), its start and
    /// its lifts' starting training maxes or weights, in `units`.
    mutating func readPrograms(_ node: ConfigNode?, source: String, units: WeightUnit, zone: Zone) -> [ProgramSetup] {
        guard let node, let entries = problems.attempt({ () throws(ConfigurationProblem) in try node.mapping("programs") })
        else { return [] }
        if entries.count > Self.maximumPrograms {
            problems.add("'programs': \(entries.count) programs; at most \(Self.maximumPrograms)", at: node.location)
        }
        return entries.prefix(Self.maximumPrograms).compactMap { entry in
            readProgram(entry, source: source, units: units, zone: zone)
        }
    }

    /// One program: `name: {file: …}` or `name: {template: …}`.
    private mutating func readProgram(
        _ entry: ConfigNode.MappingEntry, source: String, units: WeightUnit, zone: Zone
    ) -> ProgramSetup? {
        let name = entry.key, node = entry.value, section = "programs.\(name)"
        guard ProgramName.isValid(name) else {
            problems.add("'programs': '\(name)' is not a program name: expected \(ProgramName.expected)", at: entry.keyLocation)
            return nil
        }
        guard problems.attempt({ () throws(ConfigurationProblem) in try node.mapping(section) }) != nil else { return nil }
        node.checkKeys(Self.programKeys, in: section, into: &problems)
        guard let (text, file, origin) = programText(node, section: section, source: source) else { return nil }
        let kilograms: Program, pounds: Program
        do {
            kilograms = try ProgramFile.read(text, file: file, name: name, unit: .kilograms)
            pounds = try ProgramFile.read(text, file: file, name: name, unit: .pounds)
        } catch {
            for problem in error.problems { problems.add(problem) }
            return nil
        }
        let starts = node["starts"].flatMap { readStart($0, key: "\(section).starts", zone: zone) }
        let bases = readBases(node, of: kilograms, section: section, units: units)
        return ProgramSetup(
            name: name, origin: origin, inKilograms: kilograms, inPounds: pounds, starts: starts, bases: bases)
    }

    /// The program file's text, the name its problems are reported under, and its origin
    /// for messages: `file:` is read relative to the config's folder, `template:` is built in.
    private mutating func programText(
        _ node: ConfigNode, section: String, source: String
    ) -> (text: String, file: String, origin: String)? {
        switch (node["file"], node["template"]) {
        case (let fileNode?, nil):
            guard let written = problems.attempt({ () throws(ConfigurationProblem) in try fileNode.text("\(section).file") })
            else { return nil }
            let path = written.hasPrefix("/") ? written : Self.folder(of: source) + written
            do {
                return (try ConfigurationLoader.text(ofFile: path, limits: .standard, describing: "program file"), path, path)
            } catch {
                problems.add("'\(section).file': \(error.problems.first?.message ?? "\(error)")", at: fileNode.location)
                return nil
            }
        case (nil, let templateNode?):
            guard let template = problems.attempt({ () throws(ConfigurationProblem) in
                try templateNode.text("\(section).template") }) else { return nil }
            guard let text = BuiltInTemplates.texts[template] else {
                let names = BuiltInTemplates.texts.keys.sorted()
                problems.add("'\(section).template': no template '\(template)'\(Suggestion.hint(for: template, in: names)); "
                    + "liftd ships " + names.joined(separator: ", "), at: templateNode.location)
                return nil
            }
            return (text, "<template \(template)>", "template \(template)")
        default:
            problems.add("'\(section)': give exactly one of 'file' (a program file, relative to the config) or "
                + "'template' (one of " + BuiltInTemplates.texts.keys.sorted().joined(separator: ", ") + ")",
                at: node.location)
            return nil
        }
    }

    /// The folder `source` is in, with a trailing `/`; empty for a file named alone.
    private static func folder(of source: String) -> String {
        guard let slash = source.lastIndex(of: "/") else { return "" }
        return String(source[...slash])
    }

    /// `starts: 2026-01-05`: the day's first instant in `zone`.
    private mutating func readStart(_ node: ConfigNode, key: String, zone: Zone) -> Date? {
        let parts = node.scalar?.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) } ?? []
        if parts.count == 3, let year = parts[0], let month = parts[1], let day = parts[2], node.scalar?.count == 10 {
            let start = LocalDateTime(year: year, month: month, day: day)
            if (1970...9999).contains(year), start.isValid { return start.date(in: zone) }
        }
        problems.add("'\(key)': expected a day from 1970 to 9999 as YYYY-MM-DD, found \(node.kindDescription)",
                     at: node.location)
        return nil
    }
}
