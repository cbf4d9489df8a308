import CLinux

/// The processors this process may run on: all of them, unless systemd's `CPUAffinity=` or
/// `taskset` narrowed them. The control server runs one event loop per processor but one;
/// the loops are not tied to processors, the kernel runs each where it sees fit.
enum AllowedProcessors {
    /// The processors the calling thread may run on, lowest first; empty when unknown.
    static func list() -> [Int32] {
        var processors = [Int32](repeating: 0, count: 1_024)
        let count = processors.withUnsafeMutableBufferPointer { liftd_allowed_processors($0.baseAddress, Int32($0.count)) }
        return count > 0 ? Array(processors.prefix(Int(count))) : []
    }

    /// How many event loops to run: one per allowed processor but one, at least one, at most
    /// `maximum`. The processor left over is the clients': each answer a loop sends wakes its
    /// client, and with a loop on every processor that client must take a processor from a
    /// loop (or wait for one), the loop going on with its other clients meanwhile. On two
    /// processors with eight clients pinging, one loop answered 12% more pings than two, at
    /// a sixth less processor time per ping (`liftd-bench socket`, docs/BENCHMARKS.md).
    static func loopCount(maximum: Int) -> Int {
        min(max(1, maximum), max(1, list().count - 1))
    }
}
