import Glibc

/// Reads a client's request bytes without taking them out of the socket at once (`MSG_PEEK`,
/// with `SO_PEEK_OFF` moving each read past the last), and takes them out later: after an
/// answer was sent, once 16 reads or 4 KiB wait, and always before the socket closes.
///
/// Taking bytes out frees the client's send buffer, and the kernel then wakes whatever waits
/// on the client's socket (`unix_write_space`): a client asleep in `recv` for its answer is
/// woken for nothing and sleeps again, a wake-up the server pays for, about a tenth of its
/// processor time per ping. Right after an answer went out the client is awake, so nothing
/// sleeps there to be woken; and taking out 16 requests' bytes at once costs one call.
///
/// Bytes left in the socket count against the client's send buffer, hence the bounds; they
/// are taken out before closing because closing with unread bytes resets the client's
/// connection (`ECONNRESET` instead of the end of its answers). Where the kernel refuses
/// `SO_PEEK_OFF`, reads take bytes out at once, as plain `recv` does.
struct PeekingReader {
    /// At most this many reads' bytes wait in the socket.
    static let readsBound = 16
    /// At most this many bytes wait in the socket.
    static let bytesBound = 4_096

    private let isPeeking: Bool
    /// Bytes read and still in the socket, and the reads that took them.
    private var waitingBytes = 0
    private var waitingReads = 0

    /// A reader of `descriptor`, which it switches to peeking at an offset.
    init(descriptor: Int32) {
        var offset: Int32 = 0
        isPeeking = setsockopt(descriptor, SOL_SOCKET, SO_PEEK_OFF, &offset, socklen_t(MemoryLayout<Int32>.size)) == 0
    }

    /// Reads at most `limit` bytes into `buffer`; returns what `recv` returns.
    mutating func receive(from descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, limit: Int) -> Int {
        guard isPeeking else { return recv(descriptor, buffer.baseAddress, limit, 0) }
        let count = recv(descriptor, buffer.baseAddress, limit, Int32(MSG_PEEK))
        if count > 0 {
            waitingBytes += count
            waitingReads += 1
        }
        return count
    }

    /// Takes the bytes read out of the socket once the bounds are reached, or all of them with
    /// `all`, using `scratch` (whose contents it overwrites).
    mutating func takeOut(of descriptor: Int32, scratch: UnsafeMutableRawBufferPointer, all: Bool = false) {
        guard waitingBytes > 0, all || waitingReads >= Self.readsBound || waitingBytes >= Self.bytesBound else { return }
        while waitingBytes > 0 {
            let count = recv(descriptor, scratch.baseAddress, min(waitingBytes, scratch.count), Int32(MSG_DONTWAIT))
            if count > 0 {
                waitingBytes -= count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break  // the socket failed: nothing more can be taken out
            }
        }
        waitingBytes = 0
        waitingReads = 0
    }
}
