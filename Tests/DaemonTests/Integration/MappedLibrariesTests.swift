import ControlProtocol
import Foundation
import TestSupport
import Testing

/// What the real liftd maps (`/proc/PID/maps`): no libcurl until a config has a webhook (it is
/// loaded with `dlopen` when one is configured), and never Foundation with its ICU, its
/// locale support or its networking (issue 32: an idle liftd pays for neither).
@Suite("Libraries the real liftd maps", .serialized)
struct MappedLibrariesTests {
    /// The toolchain's libraries that only `Foundation` and the modules beside it bring.
    static let foundationLibraries: Set = [
        "libFoundation", "libFoundationInternationalization", "libFoundationNetworking", "lib_FoundationICU",
    ]

    @Test("An idle liftd on its built-in defaults, asked a few questions, maps no libcurl and no Foundation library",
          .timeLimit(.minutes(2)))
    func builtInDefaults() async throws {
        let sandbox = try DaemonSandbox()
        try FileManager.default.createDirectory(atPath: sandbox.path + "/run", withIntermediateDirectories: false)
        // As systemd starts it, without --config: state and socket where the variables say.
        let daemon = try DaemonProcess(
            sandbox, arguments: [], environment: ["STATE_DIRECTORY": sandbox.path + "/var", "RUNTIME_DIRECTORY": sandbox.path + "/run"])
        try await daemon.waitUntilReady()
        for signal in ["ping", "status", "schedules", "help"] { _ = try result(of: try await daemon.request(signal)) }
        let libraries = try Self.mappedLibraries(of: daemon.processIdentifier)
        #expect(libraries.contains { $0.hasPrefix("libsqlite3.so") }, "the reading of the maps found no SQLite: \(libraries.sorted())")
        #expect(libraries.filter(Self.isCurl).isEmpty, "\(libraries.sorted())")
        #expect(libraries.filter(Self.isFoundation).isEmpty, "\(libraries.sorted())")
        try await stopCleanly(daemon)
    }

    @Test("A config without a webhook maps no libcurl, even notifying; a reload that adds a webhook loads it",
          .timeLimit(.minutes(2)))
    func webhookLoadsCurl() async throws {
        let sandbox = try DaemonSandbox.notifying([])
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        try await daemon.sendReportReady("weekly")
        _ = try await daemon.waitForErrorLine("report-log's line for the notification") { $0.contains("weekly (text) ready") }
        let before = try Self.mappedLibraries(of: daemon.processIdentifier)
        #expect(before.contains { $0.hasPrefix("libsqlite3.so") }, "the reading of the maps found no SQLite: \(before.sorted())")
        #expect(before.filter(Self.isCurl).isEmpty, "\(before.sorted())")
        #expect(before.filter(Self.isFoundation).isEmpty, "\(before.sorted())")

        // Nothing listens on port 9 (discard): the webhook is configured, never delivered to.
        try sandbox.writeNotifyingConfig(["webhook: {url: 'http://127.0.0.1:9/hook', attempts: 1}"])
        _ = try result(of: try await daemon.request("reload"))
        let after = try Self.mappedLibraries(of: daemon.processIdentifier)
        #expect(after.contains { $0.hasPrefix("libcurl.so.4") }, "\(after.sorted())")
        #expect(after.filter(Self.isFoundation).isEmpty, "\(after.sorted())")
        try await stopCleanly(daemon)
    }

    /// The file names of the shared objects mapped into process `pid`, as the files are named
    /// (`libc.so.6`, `libsqlite3.so.0.8.6`).
    static func mappedLibraries(of pid: Int32) throws -> Set<String> {
        // Read to its end: a /proc file has no size to read up to.
        guard let file = FileHandle(forReadingAtPath: "/proc/\(pid)/maps") else { throw IntegrationFailure("no /proc/\(pid)/maps") }
        defer { try? file.close() }
        let maps = String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
        // address perms offset device inode path: only a mapped file's path holds a slash.
        var libraries: Set<String> = []
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/"), let name = line[slash...].split(separator: "/").last,
                  name.contains(".so") else { continue }
            libraries.insert(String(name))
        }
        return libraries
    }

    static func isCurl(_ library: String) -> Bool { library.hasPrefix("libcurl") }

    static func isFoundation(_ library: String) -> Bool {
        foundationLibraries.contains(String(library.prefix { $0 != "." }))
    }
}
