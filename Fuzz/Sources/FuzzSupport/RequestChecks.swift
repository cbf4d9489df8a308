import ControlProtocol

/// The properties every request line must keep, whatever its bytes.
public enum RequestChecks {
    /// Reads `bytes` as a request line; when it reads, checks that the request written back
    /// in JSON reads as the same request, and in the text form (when it can say it) too.
    public static func check(_ bytes: [UInt8]) {
        let request: Request
        do {
            request = try RequestLine(bytes).parse()
        } catch {
            invariant(!error.message.isEmpty, "a refused request gets a message")
            return
        }
        invariant(!request.signal.isEmpty, "a request names its signal")
        let json = RequestRendering.jsonLine(request)
        do {
            let again = try RequestLine(json).parse()
            invariant(again.normalized == request.normalized, "\(json) reads as \(again), not \(request)")
        } catch {
            invariant(false, "\(json), written from \(request), is refused: \(error.message)")
        }
        guard let text = RequestRendering.textLine(request) else { return }
        do {
            let again = try RequestLine(text).parse()
            invariant(again == request, "\(text) reads as \(again), not \(request)")
        } catch {
            invariant(false, "\(text), written from \(request), is refused: \(error.message)")
        }
    }
}
