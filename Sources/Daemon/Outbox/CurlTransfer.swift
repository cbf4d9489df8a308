import CCurl
import DurationUnits
import FoundationEssentials
import Plugins

/// One HTTP POST: where, what, and the three deadlines libcurl holds it to.
struct HTTPPost: Sendable {
    let url: String
    let headers: [WebhookHeader]
    let body: Data
    /// The whole transfer, connecting and answering included.
    let totalTimeout: Duration
    /// Connecting (TCP and TLS).
    let connectTimeout: Duration
    /// How long the transfer may move less than a byte a second before it is cut.
    let stallTimeout: Duration
}

/// How a transfer ended.
enum TransferEnd: Sendable, Equatable {
    /// The answer's head arrived: its final status, its `Location` as sent, and the first
    /// bytes of its body (at most `AnswerReader.keptBodyBytes`).
    case answered(status: Int, location: String?, bodyStart: [UInt8])
    /// No head: libcurl's code, whether a connection was made, and how long it took.
    case failed(code: CURLcode, connected: Bool, elapsed: Duration)
    /// libcurl could not be set up for the transfer (out of memory, an option refused).
    case notStarted(String)
    /// Cancelled before an answer.
    case cancelled
}

/// Runs one `HTTPPost` through libcurl on the calling thread, which it blocks: the sender
/// gives each transfer a thread of its own, off Swift's cooperative pool. A multi handle
/// polls the transfer so that `TransferControl.cancel` can wake it at any moment. The answer
/// ends the transfer at its head; only an error's body is read, and only its first bytes.
struct CurlTransfer {
    let post: HTTPPost
    let curl: CurlLibrary
    let control: TransferControl

    /// Runs the transfer and hands its end to `report`, then frees libcurl's handles.
    func perform(report: (TransferEnd) -> Void) {
        guard let easy = curl.easyInitialize() else { return report(.notStarted("libcurl could not make a transfer")) }
        var headers: UnsafeMutablePointer<curl_slist>?
        defer {
            curl.easyCleanup(easy)
            curl.listFree(headers)
        }
        for header in post.headers {
            guard let appended = curl.listAppend(headers, "\(header.name): \(header.value)") else {
                return report(.notStarted("libcurl could not hold the headers"))
            }
            headers = appended
        }
        let reader = AnswerReader()
        // libcurl holds its address until the handles below are freed, after this function's end.
        defer { withExtendedLifetime(reader) {} }
        if let problem = configure(easy, headers: headers, reader: reader) { return report(.notStarted(problem)) }
        guard let multi = curl.multiInitialize() else { return report(.notStarted("libcurl could not make a transfer")) }
        defer { _ = curl.multiCleanup(multi) }
        guard curl.multiAdd(multi, easy) == CURLM_OK else { return report(.notStarted("libcurl could not start a transfer")) }
        defer { _ = curl.multiRemove(multi, easy) }
        let code = run(multi)
        control.detach()
        report(end(code, reader: reader, easy: easy))
    }

    /// Sets every option; the problem when libcurl refuses one.
    private func configure(
        _ easy: UnsafeMutableRawPointer, headers: UnsafeMutablePointer<curl_slist>?, reader: AnswerReader
    ) -> String? {
        let setopt = curl.easySetOption
        let readerAddress = Unmanaged.passUnretained(reader).toOpaque()
        var codes: [(String, CURLcode)] = [
            ("url", liftd_curl_setopt_pointer(setopt, easy, CURLOPT_URL, post.url)),
            // Only http and https, for the request and for any Location libcurl resolves.
            ("protocols", liftd_curl_setopt_pointer(setopt, easy, CURLOPT_PROTOCOLS_STR, "http,https")),
            ("redirect protocols", liftd_curl_setopt_pointer(setopt, easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")),
            // Redirects are the sender's to follow, or not: libcurl never follows one.
            ("redirects", liftd_curl_setopt_long(setopt, easy, CURLOPT_FOLLOWLOCATION, 0)),
            // Timeouts by the clock, not SIGALRM: many transfers run on many threads.
            ("no signals", liftd_curl_setopt_long(setopt, easy, CURLOPT_NOSIGNAL, 1)),
            ("POST", liftd_curl_setopt_long(setopt, easy, CURLOPT_POST, 1)),
            ("body size", liftd_curl_setopt_offset(setopt, easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(post.body.count))),
            ("headers", liftd_curl_setopt_pointer(setopt, easy, CURLOPT_HTTPHEADER, headers)),
            ("user agent", liftd_curl_setopt_pointer(setopt, easy, CURLOPT_USERAGENT, "liftd/\(Liftd.version)")),
            ("timeout", liftd_curl_setopt_long(setopt, easy, CURLOPT_TIMEOUT_MS, Self.milliseconds(post.totalTimeout))),
            ("connect timeout", liftd_curl_setopt_long(
                setopt, easy, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(post.connectTimeout))),
            ("low speed", liftd_curl_setopt_long(setopt, easy, CURLOPT_LOW_SPEED_LIMIT, 1)),
            ("low speed time", liftd_curl_setopt_long(
                setopt, easy, CURLOPT_LOW_SPEED_TIME, max(1, (Self.milliseconds(post.stallTimeout) + 999) / 1_000))),
            ("header callback", liftd_curl_setopt_write_callback(setopt, easy, CURLOPT_HEADERFUNCTION) { bytes, size, count, reader in
                AnswerReader.takeHeader(bytes, size * count, reader)
            }),
            ("header data", liftd_curl_setopt_pointer(setopt, easy, CURLOPT_HEADERDATA, readerAddress)),
            ("body callback", liftd_curl_setopt_write_callback(setopt, easy, CURLOPT_WRITEFUNCTION) { bytes, size, count, reader in
                AnswerReader.takeBody(bytes, size * count, reader)
            }),
            ("body data", liftd_curl_setopt_pointer(setopt, easy, CURLOPT_WRITEDATA, readerAddress)),
        ]
        // After its size: libcurl copies the body now.
        codes.append(("body", post.body.withUnsafeBytes { bytes in
            liftd_curl_setopt_pointer(setopt, easy, CURLOPT_COPYPOSTFIELDS, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1))
        }))
        guard let refused = codes.first(where: { $0.1 != CURLE_OK }) else { return nil }
        return "libcurl refused the \(refused.0) option: \(curl.text(of: refused.1))"
    }

    /// Drives the transfer until it ends or is cancelled; libcurl's result, or `nil` when cancelled.
    private func run(_ multi: UnsafeMutableRawPointer) -> CURLcode? {
        guard control.attach(multi, wakeUp: curl.multiWakeUp) else { return nil }
        var running: Int32 = 1
        while !control.isCancelled {
            guard curl.multiPerform(multi, &running) == CURLM_OK else { return CURLE_FAILED_INIT }
            if running == 0 {
                var left: Int32 = 0
                while let message = curl.multiReadInformation(multi, &left) {
                    if message.pointee.msg == CURLMSG_DONE { return liftd_curl_message_result(message) }
                }
                return CURLE_FAILED_INIT
            }
            // Sleeps until the socket or a timer of libcurl's is due, or the cancel wakes it.
            guard curl.multiPoll(multi, nil, 0, 1_000, nil) == CURLM_OK else { return CURLE_FAILED_INIT }
        }
        return nil
    }

    /// The end `code` and `reader` describe: the head decides when it arrived, however the
    /// rest of the transfer went (ended by the reader, cut off, cancelled).
    private func end(_ code: CURLcode?, reader: AnswerReader, easy: UnsafeMutableRawPointer) -> TransferEnd {
        if reader.isHeadComplete, let status = reader.status {
            return .answered(status: status, location: reader.location, bodyStart: reader.bodyStart)
        }
        guard let code else { return .cancelled }
        let getinfo = curl.easyGetInformation
        var connectMicroseconds: curl_off_t = 0, totalMicroseconds: curl_off_t = 0
        _ = liftd_curl_getinfo_offset(getinfo, easy, CURLINFO_CONNECT_TIME_T, &connectMicroseconds)
        _ = liftd_curl_getinfo_offset(getinfo, easy, CURLINFO_TOTAL_TIME_T, &totalMicroseconds)
        return .failed(code: code, connected: connectMicroseconds > 0, elapsed: .microseconds(totalMicroseconds))
    }

    /// `duration` in whole milliseconds, rounded up and at least 1 (0 means "none" to libcurl).
    static func milliseconds(_ duration: Duration) -> Int {
        max(1, Int(duration.roundedUpMilliseconds))
    }
}
