import CLinux
import Glibc

/// Where the control server's loops run, and whether they move clients between them.
///
/// By default each loop is kept on its own processor, taken from those the process may use
/// (systemd's `CPUAffinity=` narrows them). A client whose thread runs on the same processor
/// as its loop is then woken by a cheap local wake-up rather than an interrupt sent to
/// another processor, and `ClientPlacement` moves each client to the loop of the processor
/// it runs on, as far as it can tell.
struct LoopPlacement: Sendable {
    /// The processors the loops are kept on, in loop order (repeating when there are more
    /// loops than processors); empty when loops may run anywhere.
    let processors: [Int32]
    /// Whether loops hand a client that runs on another processor to another loop.
    let followsClients: Bool
    /// How many times the calling thread has given up its processor so far.
    let switchCount: @Sendable () -> Int

    /// Loops on the processors this process may use, one each, at most `maximumLoops`.
    static func pinned(maximumLoops: Int) -> LoopPlacement {
        let processors = Array(allowedProcessors().prefix(max(1, maximumLoops)))
        return LoopPlacement(processors: processors, followsClients: true, switchCount: contextSwitchesOfCurrentThread)
    }

    /// Loops that run wherever the kernel puts them and keep their clients.
    static let unpinned = LoopPlacement(processors: [], followsClients: false, switchCount: { 0 })

    /// How many loops a pinned placement runs: one per processor it was given, at least one.
    var loopCount: Int { max(1, processors.count) }

    /// The processor loop `index` is kept on, if any.
    func processor(forLoop index: Int) -> Int32? {
        processors.isEmpty ? nil : processors[index % processors.count]
    }

    /// The processors the calling thread may run on, lowest first; empty when unknown.
    static func allowedProcessors() -> [Int32] {
        var processors = [Int32](repeating: 0, count: 1_024)
        let count = processors.withUnsafeMutableBufferPointer { liftd_allowed_processors($0.baseAddress, Int32($0.count)) }
        return count > 0 ? Array(processors.prefix(Int(count))) : []
    }

    /// The calling thread's voluntary and involuntary context switches so far.
    @Sendable static func contextSwitchesOfCurrentThread() -> Int {
        var usage = rusage()
        // RUSAGE_THREAD, which the Glibc module does not import.
        guard getrusage(__rusage_who_t(1), &usage) == 0 else { return 0 }
        return usage.ru_nvcsw + usage.ru_nivcsw
    }
}
