import ControlProtocol
import Foundation
import Workouts

/// What a site build remembers for the next one, kept beside its manifest: the fingerprint
/// of each week's and each exercise's sets and the digest of its page, each exercise's
/// records line, and what else the pages depend on (`context`). The next build reads only
/// the weeks and exercises whose fingerprint changed and links the other pages.
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
    static let version = 1

    var version = SiteMemory.version
    /// A digest of everything but the sets that week and exercise pages show.
    var context: String
    /// The report's week; its page links the report's files.
    var reportWeek: String
    var weeks: [String: Page]
    var exercises: [String: Exercise]

    /// The memory in `text`, nil when there is none, it is unreadable or from another version.
    init?(text: String?) {
        guard let text, let memory = try? JSONDecoder().decode(Self.self, from: Data(text.utf8)),
              memory.version == Self.version else { return nil }
        self = memory
    }

    /// The memory of a build.
    init(context: String, reportWeek: String, weeks: [String: Page], exercises: [String: Exercise]) {
        self.context = context
        self.reportWeek = reportWeek
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

    init(_ totals: SetFingerprintTotals) {
        weeks = totals.weeks.filter { $0.value.countedSets > 0 }.sorted { $0.key < $1.key }
            .map { ($0.key.description, "\($0.value.countedSets):\($0.value.digest)") }
        for (exercise, total) in totals.exercises where total.countedSets > 0 {
            exercises[exercise] = "\(total.countedSets):\(total.digest)"
        }
    }
}
