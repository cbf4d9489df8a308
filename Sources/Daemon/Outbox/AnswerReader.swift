import Plugins
import Workouts

/// What libcurl's callbacks keep of an answer, on the transfer's thread: the final status
/// from the head, and at most `keptBodyBytes` of an error's body for the log. A head of
/// 2xx or 3xx ends the transfer as it completes, and a body ends it once that much is kept:
/// each callback then answers a short count, which libcurl takes as the end. Nothing else
/// of the answer is stored, whatever its size.
final class AnswerReader {
    /// How much of an error's body the log may quote.
    static let keptBodyBytes = 1_024

    /// The status of the head being read (a `100 Continue` is replaced by the next one).
    private(set) var status: Int?
    /// Whether a final head (status 200 or above) has ended.
    private(set) var isHeadComplete = false
    /// The head's `Location`, as sent (at most `keptBodyBytes` of it).
    private(set) var location: String?
    /// The body's first bytes.
    private(set) var bodyStart: [UInt8] = []

    /// libcurl's header callback: one whole header line of `count` bytes at `bytes`.
    static func takeHeader(_ bytes: UnsafeMutablePointer<CChar>?, _ count: Int, _ reader: UnsafeMutableRawPointer?) -> Int {
        guard let bytes, let reader else { return 0 }
        let answer = Unmanaged<AnswerReader>.fromOpaque(reader).takeUnretainedValue()
        let line = UnsafeRawBufferPointer(start: bytes, count: count)
        return answer.take(headerLine: line) ? count : 0
    }

    /// libcurl's write callback: `count` bytes of the body at `bytes`.
    static func takeBody(_ bytes: UnsafeMutablePointer<CChar>?, _ count: Int, _ reader: UnsafeMutableRawPointer?) -> Int {
        guard let bytes, let reader else { return 0 }
        let answer = Unmanaged<AnswerReader>.fromOpaque(reader).takeUnretainedValue()
        let room = keptBodyBytes - answer.bodyStart.count
        answer.bodyStart += UnsafeRawBufferPointer(start: bytes, count: min(count, max(0, room)))
        return answer.bodyStart.count < keptBodyBytes ? count : 0
    }

    /// Notes one header line; `false` once the head says all there is to know.
    func take(headerLine line: UnsafeRawBufferPointer) -> Bool {
        if line.starts(with: "HTTP/".utf8) {
            // "HTTP/1.1 200 OK" or "HTTP/2 200": the status is the second word.
            let words = line.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: true)
            status = words.count > 1 ? Int(String(decoding: words[1].prefix(3), as: UTF8.self)) : nil
            isHeadComplete = false
            location = nil
            return true
        }
        let name = "location:".utf8
        if line.count > name.count, zip(line, name).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) {
            let value = String(decoding: line.dropFirst(name.count).prefix(Self.keptBodyBytes), as: UTF8.self)
            location = value.trimmingWhitespaceAndNewlines()
        }
        guard line.allSatisfy({ $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") }), let status, status >= 200 else {
            return true
        }
        isHeadComplete = true
        // Delivered or redirected: the body says nothing the log needs.
        return status >= 400
    }
}
