import Glibc

/// Reads and writes one client's non-blocking socket, waiting with `poll` (on the
/// connection's own thread) and giving up at deadlines, so a stalled client costs nothing
/// but its thread and its bounded buffer.
struct ClientStream {
    /// What a read brought.
    enum Received: Equatable {
        case data
        case endOfStream
        case timedOut
        case failed
    }

    let descriptor: Int32

    /// Reads what is available (at most the buffer's limit) once the client sends something,
    /// or gives up at `deadline`.
    func receive(into buffer: inout LineBuffer, until deadline: ContinuousClock.Instant) -> Received {
        var chunk = [UInt8](repeating: 0, count: max(1, min(buffer.readLimit, 65_536)))
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                chunk.withUnsafeBytes { buffer.append(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
                return .data
            }
            if count == 0 { return .endOfStream }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                switch wait(for: Int16(POLLIN), until: deadline) {
                case .ready: continue
                case .timedOut: return .timedOut
                case .failed: return .failed
                }
            default: return .failed
            }
        }
    }

    /// Sends `line` and a newline, waiting for the client to make room until `timeout` passes
    /// without progress. Returns whether everything was sent. A vanished client is a `false`,
    /// never a signal.
    func send(line: String, stallTimeout timeout: Duration) -> Bool {
        let bytes = Array((line + "\n").utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress?.advanced(by: sent), $0.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count > 0 {
                sent += count
                continue
            }
            guard count < 0 else { return false }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                guard wait(for: Int16(POLLOUT), until: .now + timeout) == .ready else { return false }
            default: return false
            }
        }
        return true
    }

    private enum Readiness { case ready, timedOut, failed }

    private func wait(for events: Int16, until deadline: ContinuousClock.Instant) -> Readiness {
        var descriptors = [pollfd(fd: descriptor, events: events, revents: 0)]
        while true {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { return .timedOut }
            let milliseconds = Int32(clamping: remaining.roundedUpMilliseconds)
            let result = poll(&descriptors, 1, milliseconds)
            if result > 0 { return .ready }
            if result < 0, errno != EINTR { return .failed }
        }
    }
}
