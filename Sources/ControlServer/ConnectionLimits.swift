/// The limits one connection keeps to (from `SocketSettings`).
struct ConnectionLimits: Equatable {
    var maximumLineLength: Int
    var idleTimeout: Duration
    var lineTimeout: Duration
    var requestDeadline: Duration

    init(maximumLineLength: Int, idleTimeout: Duration, lineTimeout: Duration, requestDeadline: Duration) {
        self.maximumLineLength = maximumLineLength
        self.idleTimeout = idleTimeout
        self.lineTimeout = lineTimeout
        self.requestDeadline = requestDeadline
    }

    init(_ settings: SocketSettings) {
        self.init(maximumLineLength: settings.maximumLineLength, idleTimeout: settings.idleTimeout,
                  lineTimeout: settings.lineTimeout, requestDeadline: settings.requestDeadline)
    }
}
