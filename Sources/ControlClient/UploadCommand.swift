@preconcurrency import Glibc
import ControlProtocol
import Foundation

/// `liftctl import FILE [units=…]`: streams a local export to the daemon in pieces
/// (`import-chunk`), showing progress, then asks it to import the whole (`import upload=…`).
struct UploadCommand {
    let file: String
    let fields: [String: JSONValue]
    let printsJSON: Bool

    /// The largest piece of the file one request carries, before JSON escaping.
    static let pieceSize = 24 * 1024

    /// Streams the file over `client` and prints the import's answer; returns the exit status.
    func run(over client: inout ControlClient) throws(ClientError) -> Int32 {
        guard let reader = FileHandle(forReadingAtPath: file) else {
            fputs("liftctl: cannot read \(file): \(String(cString: strerror(errno)))\n", stderr)
            return 66
        }
        let total = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        let upload = UUID().uuidString.lowercased()
        let descriptor = dup(client.descriptor)
        let fields = self.fields
        let writer = Thread {
            defer { Glibc.close(descriptor) }
            var pieces = LinePieces(reader: reader, size: Self.pieceSize)
            var offset = 0
            while let piece = pieces.next() {
                let request = JSONValue.object([
                    "signal": .string("import-chunk"), "upload": .string(upload),
                    "offset": .integer(offset), "text": .string(piece), "id": .integer(offset),
                ])
                guard (try? ControlClient.send(request.rendered, to: descriptor)) != nil else { return }
                offset += piece.utf8.count
            }
            var final = fields
            final["signal"] = .string("import")
            final["upload"] = .string(upload)
            final["id"] = .string("import")
            _ = try? ControlClient.send(JSONValue.object(final).rendered, to: descriptor)
        }
        writer.start()
        var progress = ProgressBar(total: total)
        while let line = try client.receiveLine() {
            guard let response = try? JSONDecoder().decode(JSONValue.self, from: Data(line.utf8)),
                case .object(let members) = response
            else { continue }
            let isFinal = members["id"] == .string("import")
            if members["ok"] != .bool(true) || isFinal {
                progress.finish()
                return ResponsePrinter.print(line, asJSON: printsJSON) ? 0 : 1
            }
            if case .object(let result) = members["result"], case .integer(let received) = result["received"] {
                progress.update(received)
            }
        }
        progress.finish()
        throw ClientError.closedEarly
    }
}

/// Reads a file in pieces of about `size` bytes that end at a line break, so each piece is
/// whole lines of valid UTF-8.
private struct LinePieces {
    let reader: FileHandle
    let size: Int
    private var carried = Data()

    init(reader: FileHandle, size: Int) {
        self.reader = reader
        self.size = size
    }

    mutating func next() -> String? {
        while true {
            let block = (try? reader.read(upToCount: size)) ?? nil
            if let block, !block.isEmpty { carried += block }
            let atEnd = block?.isEmpty ?? true
            if let newline = carried.lastIndex(of: UInt8(ascii: "\n")), carried.count >= size || atEnd {
                let piece = carried[carried.startIndex...newline]
                carried = Data(carried[carried.index(after: newline)...])
                return String(decoding: piece, as: UTF8.self)
            }
            if atEnd {
                guard !carried.isEmpty else { return nil }
                defer { carried = Data() }
                return String(decoding: carried, as: UTF8.self)
            }
        }
    }
}
