import FoundationEssentials
import Workouts

/// The workouts one health export writes, handed out one at a time so that a format never
/// holds more than one of them, with what a file's head needs to know of them all.
public struct ExportBatch {
    /// The batch's name, e.g. `workouts-000001-000042`: the directory its files go in.
    public let name: String
    /// The latest end (or start, for a workout without an end) among its workouts.
    public let latestEnd: Date
    private let eachWorkout: ((Workout) throws -> Void) throws -> Void

    /// A batch named `name` of workouts ending by `latestEnd`, which `eachWorkout` hands to
    /// its argument one by one, in identifier order.
    public init(name: String, latestEnd: Date, eachWorkout: @escaping ((Workout) throws -> Void) throws -> Void) {
        self.name = name
        self.latestEnd = latestEnd
        self.eachWorkout = eachWorkout
    }

    /// A batch of `workouts` (stored, finished, in order) held in memory: for small ones.
    public init(name: String, workouts: [Workout]) {
        self.init(name: name,
                  latestEnd: workouts.map { $0.end ?? $0.start }.max() ?? Date(timeIntervalSince1970: 0)) { body in
            for workout in workouts { try body(workout) }
        }
    }

    /// Calls `body` with each workout, in identifier order.
    public func forEachWorkout(_ body: (Workout) throws -> Void) throws {
        try withoutActuallyEscaping(body) { body in try eachWorkout(body) }
    }
}

/// Where a format writes the files of one batch: each is created inside the batch's
/// directory and, once committed, listed in `paths`; `finish` makes them durable. A class:
/// it gathers the paths.
public final class ExportFiles {
    private let makeFile: (String) throws -> any ReportFile
    /// How many files `paths` lists one by one: past it (a FIT export of more than 1,000
    /// workouts), it lists their directory instead, so that a batch of any size is announced
    /// in a few bytes.
    public static let listedFileLimit = 1_000
    /// The absolute paths of the files committed so far, in order; past `listedFileLimit`
    /// files, the path of the directory holding them, ending in `/`.
    public private(set) var paths: [String] = []
    /// How many files were committed.
    public private(set) var count = 0
    /// The last file committed since `finish`, whose directory is not yet fsynced. (Every
    /// file of a batch goes into the batch's directory.)
    private var unsynchronized: (any ReportFile)?

    /// Files made by `create`, given each file's name inside the batch's directory.
    public init(create: @escaping (String) throws -> any ReportFile) {
        makeFile = create
    }

    /// Writes the file `name` with `body`, which writes its contents to the file it is
    /// given; the file is committed when `body` returns, and nothing is left of it when
    /// `body` throws.
    public func write(_ name: String, _ body: (any ReportFile) throws -> Void) throws {
        let file = try create(name)
        try body(file)
        try commit(file)
    }

    /// Starts the file `name`; a file dropped without `commit` leaves nothing behind.
    public func create(_ name: String) throws -> any ReportFile {
        try makeFile(name)
    }

    /// Commits `file`, one `create` started, and lists its path; the renames are durable
    /// once `finish()` returned.
    public func commit(_ file: any ReportFile) throws {
        let path = try file.commit(synchronizingDirectory: false)
        unsynchronized = file
        count += 1
        if count <= Self.listedFileLimit {
            paths.append(path)
        } else if count == Self.listedFileLimit + 1 {
            paths = [PathText.removingLastComponent(path) + "/"]
        }
    }

    /// Makes the files committed durable where they are: one fsync of their directory,
    /// however many there are (a FIT export writes one per workout).
    public func finish() throws {
        try unsynchronized?.synchronizeDirectory()
        unsynchronized = nil
    }
}

/// A report file held in memory, for `WorkoutExportFormat.files(for:batch:dates:)`.
final class MemoryReportFile: ReportFile {
    let name: String
    private(set) var contents = Data()
    private let committed: (MemoryReportFile) -> Void

    init(name: String, committed: @escaping (MemoryReportFile) -> Void) {
        self.name = name
        self.committed = committed
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws { contents.append(contentsOf: bytes) }

    func commit(synchronizingDirectory: Bool) throws -> String {
        committed(self)
        return name
    }

    func synchronizeDirectory() throws {}
}
