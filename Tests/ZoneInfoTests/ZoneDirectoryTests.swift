import Foundation
import Testing
@testable import ZoneInfo

@Suite("Zoneinfo directories")
struct ZoneDirectoryTests {
    let zoneFile = TZifBuilder(types: [(19800, false, "IST")], footer: "IST-5:30").bytes

    @Test("TZDIR names the directory; unset or empty, it is /usr/share/zoneinfo")
    func tzdir() {
        #expect(ZoneDirectory.environment(tzdir: "/opt/zones").path == "/opt/zones")
        #expect(ZoneDirectory.environment(tzdir: nil).path == "/usr/share/zoneinfo")
        #expect(ZoneDirectory.environment(tzdir: "").path == "/usr/share/zoneinfo")
    }

    @Test("TZDIR is read from the environment at the time it is asked")
    func systemReadsTZDIR() {
        let expected = ProcessInfo.processInfo.environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 }
        #expect(ZoneDirectory.system.path == (expected ?? "/usr/share/zoneinfo"))
    }

    @Test("A zone is loaded from the directory TZDIR names")
    func loadsFromTZDIR() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(zoneFile, to: "Asia/Somewhere")
        let zone = try ZoneDirectory.environment(tzdir: scratch.path).zone(named: "Asia/Somewhere")
        #expect(zone.identifier == "Asia/Somewhere")
        #expect(zone.offset(at: 0) == ZoneOffset(secondsFromUTC: 19800, abbreviation: "IST", isDaylightSaving: false))
    }

    @Test("Without tzdata (no directory, or an empty one) only UTC is known, and the error says why")
    func withoutTzdata() throws {
        let empty = try ScratchDirectory()
        for directory in [ZoneDirectory(path: "/nonexistent/zoneinfo"), empty.directory] {
            #expect(!directory.hasTimeZoneData)
            #expect(try directory.zone(named: "UTC") == .utc)
            #expect(directory.zoneNames() == ["UTC"])
            let error = #expect(throws: ZoneInfoError.self) { try directory.zone(named: "Europe/Berlin") }
            #expect(error == .noTimeZoneData(directory: directory.path))
            #expect(error?.description.contains("\(directory.path) does not exist or is empty, so only UTC is known") == true)
            #expect(error?.description.contains("tzdata") == true)
        }
        #expect(!ZoneDirectory(path: "/nonexistent/zoneinfo").exists && empty.directory.exists)
    }

    @Test("An unknown name is refused naming the directory; so is a directory of zones")
    func unknownZone() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(zoneFile, to: "Europe/Somewhere")
        for name in ["Europe/Nowhere", "Europe", "Europe/Somewhere/Deeper"] {
            let error = #expect(throws: ZoneInfoError.self) { try scratch.directory.zone(named: name) }
            #expect(error == .unknownZone(name, directory: scratch.path))
            #expect(error?.description == "unknown time zone \"\(name)\": \(scratch.path) has no such zone")
        }
    }

    @Test("Names that could leave the directory or are not names are refused", arguments: [
        ("", "it is empty"), ("/etc/localtime", "it is an absolute path"), ("../etc/passwd", "\"..\" component"),
        ("Europe/../../etc", "\"..\" component"), ("Europe/./Berlin", "\".\" component"),
        ("Europe//Berlin", "empty path component"), ("Europe/", "empty path component"),
        ("Europe/Ber lin", "it contains \" \""), ("Europe/Berlin\n", "it contains \"\\u{a}\""),
        (String(repeating: "A", count: 256), "longer than 255 bytes"),
    ])
    func invalidNames(name: String, reason: String) {
        let error = #expect(throws: ZoneInfoError.self) { try systemZones.zone(named: name) }
        guard case .invalidName(let refused, let found) = error else { Issue.record("\(String(describing: error))"); return }
        #expect(refused == name)
        #expect(found.contains(reason), "\(found)")
    }

    @Test("The listing holds zone files only, links to files included, posix/, right/ and posixrules left out")
    func listing() throws {
        let scratch = try ScratchDirectory()
        for name in ["UTC", "Europe/Berlin", "America/Argentina/Salta", "posix/Europe/Berlin", "right/UTC", "posixrules"] {
            try scratch.write(zoneFile, to: name)
        }
        try scratch.write(Array("# not a zone\n".utf8), to: "zone.tab")
        try scratch.write([UInt8](), to: "Empty")
        let files = FileManager.default
        try files.createSymbolicLink(atPath: scratch.path + "/Europe/Link", withDestinationPath: "Berlin")
        try files.createSymbolicLink(atPath: scratch.path + "/Dangling", withDestinationPath: "Nowhere")
        try files.createSymbolicLink(atPath: scratch.path + "/LinkedDirectory", withDestinationPath: "Europe")
        try files.createDirectory(atPath: scratch.path + "/EmptyDirectory", withIntermediateDirectories: false)
        #expect(scratch.directory.zoneNames() == ["America/Argentina/Salta", "Europe/Berlin", "Europe/Link", "UTC"])
        #expect(try scratch.directory.zone(named: "Europe/Link").offset(at: 0).abbreviation == "IST")
    }

    @Test("tzdata's listing has its zones and links, and nothing that is not a zone")
    func systemListing() {
        let names = systemZones.zoneNames()
        for expected in ["UTC", "Europe/Berlin", "America/Argentina/Buenos_Aires", "Etc/GMT+5", "GB"] {
            #expect(names.contains(expected), "\(expected)")
        }
        for unexpected in ["zone.tab", "tzdata.zi", "posixrules", "leapseconds", "right/UTC", "posix/UTC"] {
            #expect(!names.contains(unexpected), "\(unexpected)")
        }
    }
}
