import SignalStore
import Workouts

/// Where long work inside a chain (an import reading a large export) says it is still getting
/// on. The daemon's watchdog takes progress for health while the store is too busy to answer
/// its ping, so an import longer than the watchdog's timeout is not mistaken for a hang.
public struct WorkProgress: Sendable {
    private let advanced: @Sendable () -> Void

    /// Progress reported to `advanced`.
    public init(_ advanced: @escaping @Sendable () -> Void) {
        self.advanced = advanced
    }

    /// Says that the work got on.
    public func advance() { advanced() }
}

private enum WorkProgressKey: DependencyKey {
    static var liveValue: WorkProgress { WorkProgress {} }
    static let name = "workProgress"
}

extension DependencyValues {
    /// Where long work reports progress (the daemon's watchdog reads it); by default nowhere.
    public var workProgress: WorkProgress {
        get { self[WorkProgressKey.self] }
        set { self[WorkProgressKey.self] = newValue }
    }
}

/// An import's bytes, reporting progress each time another `stride` bytes were read.
struct ProgressReportingSource: ByteSource {
    /// Progress is reported once a mebibyte.
    static let stride = 1 << 20

    var source: any ByteSource
    let progress: WorkProgress
    private var sinceReport = 0

    /// `source`, reporting to `progress`.
    init(_ source: any ByteSource, progress: WorkProgress) {
        self.source = source
        self.progress = progress
    }

    mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws(ImportError) -> Int {
        let count = try source.read(into: buffer)
        sinceReport += count
        while sinceReport >= Self.stride {
            sinceReport -= Self.stride
            progress.advance()
        }
        return count
    }
}
