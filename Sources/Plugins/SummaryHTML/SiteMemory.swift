import ControlProtocol
import Foundation
import Workouts

/// What a site build remembers for the next one, kept beside its manifest: the fingerprint
/// of each year's weeks, of each week's sets in the years it lists (the report's and those
/// of the index's last workouts) and of each exercise's sets, with the digest of its page,
/// each exercise's records line, and what else the pages depend on (`context`). The next
/// build reads only the weeks and exercises whose fingerprint changed, keeps the directory
/// of a year whose fingerprint held and links the other pages; in a year that changed
/// outside those listed it reads every week.
struct SiteMemory: Codable, Equatable {
    /// A week's or an exercise's page as built: the fingerprint of its sets and its input digest.
    struct Page: Codable, Equatable {
        var fingerprint: String
        var digest: String
    }

    /// An exercise's page as built, with its records line on the index.
    struct Exercise: Codable, Equatable {
        var page: Page
        var records: SiteRecordLine
    }

    /// Bumped whenever how page models are worked out changes, so no older page is kept.
    /// 3: years' fingerprints, weeks listed only in the years that change.
    static let version = 3

    var version = SiteMemory.version
    /// A digest of everything but the sets that week and exercise pages show.
    var context: String
    /// The report's week; its page links the report's files.
    var reportWeek: String
    /// The fingerprint of each year's weeks (`SiteFingerprints.years`), by its directory.
    var years: [String: String]
    var weeks: [String: Page]
    var exercises: [String: Exercise]

    /// The memory in `text`, nil when there is none, it is unreadable or from another version.
    init?(text: String?) {
        guard let text, let memory = try? JSONDecoder().decode(Self.self, from: Data(text.utf8)),
              memory.version == Self.version else { return nil }
        self = memory
    }

    private enum CodingKeys: String, CodingKey {
        case version, context, reportWeek, years, weeks, exercises
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        context = try container.decode(String.self, forKey: .context)
        reportWeek = try container.decode(String.self, forKey: .reportWeek)
        years = try container.decode([String: String].self, forKey: .years)
        weeks = try Self.weeks(in: try container.decode(String.self, forKey: .weeks))
        exercises = try container.decode([String: Exercise].self, forKey: .exercises)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(context, forKey: .context)
        try container.encode(reportWeek, forKey: .reportWeek)
        try container.encode(years, forKey: .years)
        // One line per week in one string: a decade of weeks as JSON objects took milliseconds.
        try container.encode(weeks.keys.sorted().map { week in
            "\(week)\t\(weeks[week]?.fingerprint ?? "")\t\(weeks[week]?.digest ?? "")\n"
        }.joined(), forKey: .weeks)
        try container.encode(exercises, forKey: .exercises)
    }

    /// The weeks' pages in `text`, a line `week<TAB>fingerprint<TAB>digest` each.
    private static func weeks(in text: String) throws -> [String: Page] {
        var weeks: [String: Page] = [:]
        for line in Array(text.utf8).split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count == 3 else {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [CodingKeys.weeks], debugDescription: "a week's line has \(fields.count) fields"))
            }
            weeks[String(decoding: fields[0], as: UTF8.self)] = Page(
                fingerprint: String(decoding: fields[1], as: UTF8.self), digest: String(decoding: fields[2], as: UTF8.self))
        }
        return weeks
    }

    /// The memory of a build.
    init(context: String, reportWeek: String, years: [String: String], weeks: [String: Page],
         exercises: [String: Exercise]) {
        self.context = context
        self.reportWeek = reportWeek
        self.years = years
        self.weeks = weeks
        self.exercises = exercises
    }

    /// The memory as one line of JSON.
    var text: String {
        get throws {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return String(decoding: try encoder.encode(self), as: UTF8.self)
        }
    }

    /// The digest of what pages depend on besides the sets: how pages look, the units, the
    /// weeks' zone and first day, the volume rules, the estimate, each exercise's page and
    /// catalog entry.
    static func context(
        units: WeightUnit, calendar: WeekCalendar, rules: VolumeRules, estimate: OneRepMaxEstimate,
        catalog: ExerciseCatalog, pages: [String: String]
    ) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var bytes = Array("\(units.rawValue)\n\(calendar.timeZone.identifier)\n\(calendar.weekStart.rawValue)\n".utf8)
        bytes += try encoder.encode(rules)
        bytes += try encoder.encode(estimate)
        for exercise in pages.keys.sorted() {
            bytes += Array("\(exercise)\t\(pages[exercise] ?? "")\t".utf8)
            bytes += try encoder.encode(catalog.exercise(named: exercise))
            bytes.append(10)
        }
        return PageDigest.hash(bytes)
    }
}

/// The fingerprints of a site's weeks and exercises: only weeks and exercises with a set
/// the totals count have pages.
struct SiteFingerprints {
    /// The weeks with a counted set, oldest first, with the fingerprint of all their sets.
    var weeks: [(week: String, fingerprint: String)] = []
    /// The exercises with a counted set, with the fingerprint of all their sets.
    var exercises: [String: String] = [:]
    /// The years of `weeks`, oldest first: each one's directory (`SitePaths.yearDirectory`),
    /// its weeks, and a fingerprint of their fingerprints.
    var years: [(directory: String, fingerprint: String, weeks: [(week: String, fingerprint: String)])] = []

    init(_ totals: SetFingerprintTotals) {
        weeks = totals.weeks.filter { $0.value.countedSets > 0 }.sorted { $0.key < $1.key }
            .map { ($0.key.description, "\($0.value.countedSets):\($0.value.digest)") }
        for entry in weeks {
            let directory = SitePaths.yearDirectory(ofWeek: entry.week)
            if years.last?.directory != directory { years.append((directory, "", [])) }
            years[years.count - 1].weeks.append(entry)
        }
        for index in years.indices {
            let lines = years[index].weeks.map { "\($0.week)\t\($0.fingerprint)\n" }.joined()
            years[index].fingerprint = SHA256.hexDigest(of: Array(lines.utf8))
        }
        for (exercise, total) in totals.exercises where total.countedSets > 0 {
            exercises[exercise] = "\(total.countedSets):\(total.digest)"
        }
    }
}
