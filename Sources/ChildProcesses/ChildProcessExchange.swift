@preconcurrency import Glibc
import CLinux
import FoundationEssentials

extension ChildProcess {
    private static let errorLimit = 65_536

    /// The blocking part of `communicate`: a `poll` loop until the program closes its
    /// streams or is killed (`kill`), then `waitpid`.
    func exchange(_ data: Data) -> Result {
        let pending = [UInt8](data)
        var written = 0
        var inputOpen = true
        var collected: [Int32: [UInt8]] = [output: [], errors: []]
        var open: Set<Int32> = [output, errors]
        var truncated = false
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let stop = stopDescriptor
        defer { closeStopChannel() }
        // Once the program ends, what it wrote is read and no more is waited for: a process it
        // left running in a session of its own may hold its streams open for good.
        let ended = liftd_process_end_descriptor(processID)
        defer { if ended >= 0 { Glibc.close(ended) } }
        var hasEnded = false
        polling: while !open.isEmpty {
            var descriptors = open.sorted().map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if inputOpen { descriptors.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
            descriptors.append(pollfd(fd: stop, events: Int16(POLLIN), revents: 0))
            if ended >= 0, !hasEnded { descriptors.append(pollfd(fd: ended, events: Int16(POLLIN), revents: 0)) }
            // After the end, only what is already buffered is read.
            let wait: Int32 = hasEnded ? 0 : -1
            let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
            guard ready >= 0 || errno == EINTR else { break }
            if ready == 0, hasEnded { break }
            for descriptor in descriptors where descriptor.revents != 0 {
                // Killed: what is still open belongs to whatever escaped the group kill.
                if descriptor.fd == stop { break polling }
                if descriptor.fd == ended {
                    hasEnded = true
                    continue
                }
                if descriptor.fd == input {
                    let count = pending[written...].withUnsafeBytes { bytes in
                        send(input, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
                    }
                    if count > 0 { written += count }
                    if written == pending.count || (count < 0 && errno != EAGAIN && errno != EINTR) {
                        inputOpen = false
                        Glibc.close(input)
                    }
                    continue
                }
                let count = read(descriptor.fd, &buffer, buffer.count)
                if count > 0 {
                    let limit = descriptor.fd == output ? outputLimit : Self.errorLimit
                    let room = max(0, limit - (collected[descriptor.fd]?.count ?? 0))
                    if count > room, descriptor.fd == output { truncated = true }
                    collected[descriptor.fd]?.append(contentsOf: buffer[0..<min(count, room)])
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    open.remove(descriptor.fd)
                    Glibc.close(descriptor.fd)
                }
            }
        }
        if inputOpen { Glibc.close(input) }
        for descriptor in open { Glibc.close(descriptor) }
        let status = waitForExit()
        let low = status & 0x7F
        return Result(
            exitStatus: low == 0 ? (status >> 8) & 0xFF : nil,
            terminatingSignal: low == 0 ? nil : low,
            standardOutput: Data(collected[output] ?? []),
            standardError: Data(collected[errors] ?? []),
            outputTruncated: truncated)
    }
}
