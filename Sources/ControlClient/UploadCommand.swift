@preconcurrency import Glibc
import ControlProtocol
import FoundationEssentials
import MessageText
import Threads
import ZoneInfo

/// `liftctl import FILE [units=…]`: uploads a local export to the daemon by bytes, in
/// chunks of base64 (`import-chunk`) showing progress, then asks it to check the size and
/// SHA-256 and import the whole (`import upload=… size=… sha256=…`). Each byte is read,
/// hashed and encoded once: the time is linear in the file's size, whatever its lines.
struct UploadCommand {
    let file: String
    let fields: [String: JSONValue]
    let printsJSON: Bool

    /// The bytes one chunk carries: 32 KiB of base64 in a request line, half the daemon's
    /// default limit (`socket.max-line-length`) and within its 32 KiB chunk limit.
    static let chunkSize = 24 * 1_024

    /// Uploads the file over `client` and prints the import's answer, its times in `zone`;
    /// returns the exit status.
    func run(over client: inout ControlClient, zone: () -> Zone) throws(ClientError) -> Int32 {
        // The size goes out with the first chunk, so only a file whose size is known can be
        // sent; checked before opening, which would wait on a FIFO for a writer.
        var status = stat()
        guard stat(file, &status) == 0 else {
            fputs("liftctl: cannot read \(file): \(String(cString: strerror(errno)))\n", stderr)
            return 66
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            fputs("liftctl: \(file) is not a regular file; save it to a file first, then import that\n", stderr)
            return 66
        }
        guard let reader = UploadFile(path: file) else {
            fputs("liftctl: cannot read \(file): \(String(cString: strerror(errno)))\n", stderr)
            return 66
        }
        let total = Int(status.st_size)
        let upload = UUID().uuidString.lowercased()
        let descriptor = dup(client.descriptor)
        let fields = self.fields
        let file = self.file
        let writer: @Sendable () -> Void = {
            defer {
                Glibc.close(descriptor)
                reader.close()
            }
            var digest = SHA256()
            var offset = 0
            repeat {
                guard let chunk = reader.read(upToCount: Self.chunkSize) else {
                    fputs("liftctl: cannot read \(file) at byte \(offset)\n", stderr)
                    // Ends the daemon's side too, so the reader below is not left waiting.
                    shutdown(descriptor, Int32(SHUT_WR))
                    return
                }
                if chunk.isEmpty, offset > 0 { break }
                let data = chunk.withUnsafeBytes { bytes in
                    digest.update(bytes)
                    return Base64Text.encode(bytes)
                }
                let request = JSONValue.object([
                    "signal": .string("import-chunk"), "upload": .string(upload), "offset": .integer(offset),
                    "size": .integer(total), "data": .string(data), "id": .integer(offset),
                ])
                guard (try? ControlClient.send(request.rendered, to: descriptor)) != nil else { return }
                offset += chunk.count
                if chunk.isEmpty { break }
            } while true
            var final = fields
            final["signal"] = .string("import")
            final["upload"] = .string(upload)
            final["size"] = .integer(offset)
            final["sha256"] = .string(digest.hexDigest())
            // The file's own name, so that the daemon's messages and import-finished name it.
            if let name = UploadCommand.shownName(of: file) { final["name"] = .string(name) }
            final["id"] = .string("import")
            _ = try? ControlClient.send(JSONValue.object(final).rendered, to: descriptor)
        }
        do throws(ThreadStartFailure) {
            try DetachedThread.start(writer)
        } catch {
            Glibc.close(descriptor)
            reader.close()
            throw .system("pthread_create", error.errorNumber)
        }
        var progress = ProgressBar(total: total)
        while let line = try client.receiveLine() {
            guard let response = try? JSONDecoder().decode(JSONValue.self, from: Data(line.utf8)),
                case .object(let members) = response
            else { continue }
            let isFinal = members["id"] == .string("import")
            if members["ok"] != .bool(true) || isFinal {
                progress.finish()
                return ResponsePrinter.print(line, asJSON: printsJSON, zone: zone).exitStatus
            }
            if case .object(let result) = members["result"], case .integer(let received) = result["received"] {
                progress.update(received)
            }
        }
        progress.finish()
        throw ClientError.closedEarly
    }
}

extension UploadCommand {
    /// The file name of `path` as the import's `name`, within the daemon's rules for names
    /// from requests: control characters escaped, bidirectional controls left out, at most
    /// 200 bytes of UTF-8; `nil` when that leaves nothing to send.
    static func shownName(of path: String) -> String? {
        let base = String(path.split(separator: "/").last ?? Substring(path))
        var name = ""
        for scalar in VisibleText.escaped(base).unicodeScalars
        where !(0x202A...0x202E).contains(scalar.value) && !(0x2066...0x2069).contains(scalar.value) {
            guard name.utf8.count + String(scalar).utf8.count <= 200 else { break }
            name.unicodeScalars.append(scalar)
        }
        return name.isEmpty ? nil : name
    }
}
