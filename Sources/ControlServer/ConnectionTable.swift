/// The clients one server loop serves, each known by the token its poll reports it with.
struct ConnectionTable {
    private var byToken: [UInt64: ClientConnection] = [:]
    private var nextToken = ListenerGate.token + 1

    var isEmpty: Bool { byToken.isEmpty }

    /// Every connection, in no particular order.
    var all: Dictionary<UInt64, ClientConnection>.Values { byToken.values }

    subscript(token: UInt64) -> ClientConnection? { byToken[token] }

    /// Adds the connection `make` builds with a fresh token.
    mutating func add(_ make: (UInt64) -> ClientConnection) -> ClientConnection {
        let connection = make(nextToken)
        nextToken += 1
        byToken[connection.token] = connection
        return connection
    }

    /// Removes `connection`; `false` if it was not here.
    mutating func remove(_ connection: ClientConnection) -> Bool {
        byToken.removeValue(forKey: connection.token) != nil
    }
}
