import ChildProcessTesting
import Foundation
import TestSupport
import Testing

/// The real `liftd check-config` loads `time-zone` from the zoneinfo directory `$TZDIR` names
/// (else /usr/share/zoneinfo): unknown names are refused at their place with the nearest names
/// the directory lists, and without tzdata only UTC is known and the error says why.
@Suite("check-config: time zones from the system's zoneinfo")
struct TimeZoneConfigTests {
    private func checkConfig(_ sandbox: DaemonSandbox, zone: String, tzdir: String?) async throws -> ProgramRun {
        let path = try sandbox.write("zone.yaml", """
            use-cases:
              - start-workout
            paths:
              state-directory: \(sandbox.path)/var
            time-zone: \(zone)
            """)
        var environment = ["PATH": "/usr/bin:/bin"]
        environment["TZDIR"] = tzdir
        return try await ProgramRun.run(try BuiltProducts.path("liftd"), ["check-config", path], environment: environment)
    }

    @Test("A zone tzdata has is accepted and shown; a misspelt one is refused at its line with the nearest listed names")
    func namesFromTheDirectory() async throws {
        let sandbox = try DaemonSandbox()
        let accepted = try await checkConfig(sandbox, zone: "America/Argentina/Buenos_Aires", tzdir: nil)
        #expect(accepted.status == 0, "\(accepted.standardError)")
        #expect(accepted.standardOutput.contains("time zone: America/Argentina/Buenos_Aires"), "\(accepted.standardOutput)")
        let refused = try await checkConfig(sandbox, zone: "Europe/Berln", tzdir: nil)
        #expect(refused.status == 78, "\(refused.standardError)")
        #expect(refused.standardError.contains(
            "zone.yaml:5:12: 'time-zone': unknown time zone 'Europe/Berln' (did you mean 'Europe/Berlin'?)"),
            "\(refused.standardError)")
    }

    @Test("The nearest names come from the directory $TZDIR names, not from a list built in")
    func suggestionsFollowTZDIR() async throws {
        let sandbox = try DaemonSandbox()
        let zoneinfo = sandbox.path + "/zoneinfo"
        try FileManager.default.createDirectory(atPath: zoneinfo + "/Mars", withIntermediateDirectories: true)
        // tzdata's UTC file (read through its link, if it is one), under a name no tzdata has.
        let utc = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/UTC"))
        try utc.write(to: URL(fileURLWithPath: zoneinfo + "/Mars/Olympus_Mons"))
        let accepted = try await checkConfig(sandbox, zone: "Mars/Olympus_Mons", tzdir: zoneinfo)
        #expect(accepted.status == 0, "\(accepted.standardError)")
        let refused = try await checkConfig(sandbox, zone: "Mars/Olympus_Mon", tzdir: zoneinfo)
        #expect(refused.status == 78)
        #expect(refused.standardError.contains("unknown time zone 'Mars/Olympus_Mon' (did you mean 'Mars/Olympus_Mons'?)"),
                "\(refused.standardError)")
        let berlin = try await checkConfig(sandbox, zone: "Europe/Berlin", tzdir: zoneinfo)
        #expect(berlin.status == 78)
        #expect(berlin.standardError.contains("unknown time zone 'Europe/Berlin';"), "\(berlin.standardError)")
    }

    @Test("Without tzdata (TZDIR missing, or an empty directory) only UTC works, and the error says why",
          arguments: [false, true])
    func withoutTimeZoneData(directoryExists: Bool) async throws {
        let sandbox = try DaemonSandbox()
        let tzdir = sandbox.path + "/no-zoneinfo"
        if directoryExists { try FileManager.default.createDirectory(atPath: tzdir, withIntermediateDirectories: true) }
        let utc = try await checkConfig(sandbox, zone: "UTC", tzdir: tzdir)
        #expect(utc.status == 0, "\(utc.standardError)")
        #expect(utc.standardOutput.contains("time zone: UTC"), "\(utc.standardOutput)")
        let berlin = try await checkConfig(sandbox, zone: "Europe/Berlin", tzdir: tzdir)
        #expect(berlin.status == 78, "\(berlin.standardError)")
        #expect(berlin.standardError.contains(
            "zone.yaml:5:12: 'time-zone': unknown time zone 'Europe/Berlin': no time zone data in \(tzdir), "
                + "so only UTC is known; install tzdata"), "\(berlin.standardError)")
    }
}
