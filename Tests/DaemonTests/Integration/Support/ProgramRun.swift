import Foundation

/// A program run to completion: its exit status and everything it printed.
struct ProgramRun: Sendable {
    let status: Int32
    let standardOutput: String
    let standardError: String

    /// The output's lines, without the empty string after the last newline.
    var outputLines: [String] { standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLastIfEmpty }

    /// Runs `executable` with `arguments`, feeding it `input`, on a thread of its own.
    static func run(
        _ executable: String, _ arguments: [String], input: String = "",
        environment: [String: String] = ["PATH": "/usr/bin:/bin"], directory: String? = nil
    ) async throws -> ProgramRun {
        try await offPool {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.environment = environment
            if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
            let standardInput = Pipe(), standardOutput = Pipe(), standardError = Pipe()
            process.standardInput = standardInput
            process.standardOutput = standardOutput
            process.standardError = standardError
            try process.run()
            let errorText = ReadToEnd(standardError.fileHandleForReading)
            standardInput.fileHandleForWriting.write(Data(input.utf8))
            try standardInput.fileHandleForWriting.close()
            let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return ProgramRun(
                status: process.terminationStatus, standardOutput: String(decoding: output, as: UTF8.self),
                standardError: errorText.wait())
        }
    }
}

/// Reads a file handle to its end on a thread of its own, so two pipes never deadlock.
final class ReadToEnd: @unchecked Sendable {
    // @unchecked: `text` is written once by the reader before `done` is signalled and read after.
    private var text = ""
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread { [self] in
            text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
            done.signal()
        }.start()
    }

    func wait() -> String {
        done.wait()
        return text
    }
}

extension Array where Element == String {
    var dropLastIfEmpty: [String] { last == "" ? Array(dropLast()) : self }
}
