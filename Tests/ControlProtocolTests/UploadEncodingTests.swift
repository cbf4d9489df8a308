import ControlProtocol
import Foundation
import Testing

/// Inputs of every length around SHA-256's block and padding boundaries, and base64's groups.
private let inputs: [[UInt8]] = (0...130).map { length in
    (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ length &* 11) }
} + [Array("abc".utf8), Array(repeating: 0xff, count: 1_000_003)]

/// Each input's SHA-256 and base64 as Python's `hashlib` and `base64` compute them, in order.
private func pythonOracle(_ inputs: [[UInt8]]) throws -> [(digest: String, base64: String)] {
    let script = """
        import base64, hashlib, struct, sys
        data = sys.stdin.buffer.read()
        i = 0
        while i < len(data):
            n = struct.unpack('>I', data[i:i + 4])[0]
            chunk = data[i + 4:i + 4 + n]
            i += 4 + n
            print(hashlib.sha256(chunk).hexdigest(), base64.b64encode(chunk).decode() if n < 4096 else '-')
        """
    var input = Data()
    for bytes in inputs {
        withUnsafeBytes(of: UInt32(bytes.count).bigEndian) { input.append(contentsOf: $0) }
        input.append(contentsOf: bytes)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script]
    let standardInput = Pipe()
    let standardOutput = Pipe()
    process.standardInput = standardInput
    process.standardOutput = standardOutput
    try process.run()
    try standardInput.fileHandleForWriting.write(contentsOf: input)
    try standardInput.fileHandleForWriting.close()
    let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw OracleFailure(status: process.terminationStatus) }
    return String(decoding: output, as: UTF8.self).split(separator: "\n").map { line in
        let parts = line.split(separator: " ")
        return (String(parts[0]), String(parts.count > 1 ? parts[1] : ""))
    }
}

private struct OracleFailure: Error {
    let status: Int32
}

@Suite("Uploads' SHA-256 and base64 agree with Python's hashlib and base64")
struct UploadEncodingTests {
    @Test("SHA-256 of every length around the block boundaries, whole and fed in uneven pieces, matches hashlib")
    func digestsMatchHashlib() throws {
        let expected = try pythonOracle(inputs)
        #expect(expected.count == inputs.count)
        #expect(SHA256.hexDigest(of: Array("abc".utf8))
            == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        for (bytes, oracle) in zip(inputs, expected) {
            #expect(SHA256.hexDigest(of: bytes) == oracle.digest, "\(bytes.count) bytes whole")
            var pieces = SHA256()
            var offset = 0
            var piece = 1
            while offset < bytes.count {
                let end = min(bytes.count, offset + piece)
                bytes[offset..<end].withUnsafeBytes { pieces.update($0) }
                offset = end
                piece = piece * 3 % 97 + 1
            }
            #expect(pieces.hexDigest() == oracle.digest, "\(bytes.count) bytes in pieces")
        }
    }

    @Test("base64 of every length matches Python's and decodes back")
    func base64MatchesPython() throws {
        let expected = try pythonOracle(inputs)
        for (bytes, oracle) in zip(inputs, expected) where bytes.count < 4_096 {
            let encoded = bytes.withUnsafeBytes { Base64Text.encode($0) }
            #expect(encoded == oracle.base64, "\(bytes.count) bytes")
            #expect(try Base64Text.decode(encoded) == bytes, "\(bytes.count) bytes")
        }
    }

    @Test("base64 that is not strict is refused naming the first character at fault",
          arguments: [("QQ=", "3 characters is not a multiple of 4"), ("QQ=A", "character 3 ('=') is not base64"),
                      ("Q===", "character 2 ('=') is not base64"), ("QUJD QQ==", "9 characters is not a multiple of 4"),
                      ("QUJD=QQ=", "character 5 ('=') is not base64"), ("QUJ-", "character 4 ('-') is not base64")])
    func strictBase64(text: String, problem: String) {
        #expect(throws: Base64Text.Problem.self) { try Base64Text.decode(text) }
        do {
            _ = try Base64Text.decode(text)
        } catch {
            #expect(error.description == problem)
        }
    }
}
