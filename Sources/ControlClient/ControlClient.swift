@preconcurrency import Glibc

/// A connection to liftd's control socket: writes request lines, reads response lines.
public struct ControlClient: ~Copyable {
    /// The connected socket.
    let descriptor: Int32
    private var pending: [UInt8] = []

    /// Connects to the socket at `path`.
    public init(path: String) throws(ClientError) {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw ClientError.system("socket", errno) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard path.utf8.count < capacity else {
            Glibc.close(descriptor)
            throw ClientError.pathTooLong(path)
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: path.utf8)
            buffer[path.utf8.count] = 0
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            Glibc.close(descriptor)
            throw ClientError.cannotConnect(path, code)
        }
        self.descriptor = descriptor
    }

    deinit { Glibc.close(descriptor) }

    /// Sends one request line (a newline is added).
    public func send(_ line: String) throws(ClientError) {
        try Self.send(line, to: descriptor)
    }

    /// Sends one request line on `descriptor`.
    static func send(_ line: String, to descriptor: Int32) throws(ClientError) {
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw ClientError.system("send", errno)
            }
            offset += written
        }
    }

    /// Reads the next response line, or nil when the daemon closed the connection.
    public mutating func receiveLine() throws(ClientError) -> String? {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ClientError.system("receive", errno)
            }
            if count == 0 {
                guard !pending.isEmpty else { return nil }
                defer { pending = [] }
                return String(decoding: pending, as: UTF8.self)
            }
            pending += chunk[..<count]
        }
    }
}

/// Why talking to the daemon failed.
public enum ClientError: Error, CustomStringConvertible {
    /// The socket could not be reached.
    case cannotConnect(String, Int32)
    /// The socket path does not fit a Unix socket address.
    case pathTooLong(String)
    /// A system call failed.
    case system(String, Int32)
    /// The daemon closed the connection before answering.
    case closedEarly

    public var description: String {
        switch self {
        case .cannotConnect(let path, let code):
            "cannot connect to \(path): \(String(cString: strerror(code))) (is liftd running? see --socket)"
        case .pathTooLong(let path): "socket path too long: \(path)"
        case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
        case .closedEarly: "the daemon closed the connection before answering"
        }
    }
}
