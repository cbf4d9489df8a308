import Foundation
import Testing
import ZoneInfo

/// The system's own zone, for a config that names none: `TZ`, else what /etc/localtime links
/// to, else UTC.
@Suite("The system's zone")
struct LocalZoneTests {
    let zoneFile = TZifBuilder(types: [(19800, false, "IST")], footer: "IST-5:30").bytes

    @Test("TZ names the zone (with or without a leading colon); one the directory lacks falls through to the link")
    func tzFirst() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(zoneFile, to: "Asia/Somewhere")
        try scratch.write(zoneFile, to: "Asia/Linked")
        let link = scratch.path + "/localtime"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/usr/share/zoneinfo/Asia/Linked")
        let directory = scratch.directory
        #expect(directory.localZone(tz: "Asia/Somewhere", localtime: link).identifier == "Asia/Somewhere")
        #expect(directory.localZone(tz: ":Asia/Somewhere", localtime: link).identifier == "Asia/Somewhere")
        #expect(directory.localZone(tz: "Mars/Base", localtime: link).identifier == "Asia/Linked")
        #expect(directory.localZone(tz: "", localtime: link).identifier == "Asia/Linked")
        #expect(directory.localZone(tz: nil, localtime: link).offset(at: 0).secondsFromUTC == 19800)
    }

    @Test("Without TZ, a link that leads out of any zoneinfo directory, a plain file or nothing at all gives UTC")
    func otherwiseUTC() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(zoneFile, to: "Asia/Somewhere")
        let outside = scratch.path + "/outside"
        try FileManager.default.createSymbolicLink(atPath: outside, withDestinationPath: "/etc/hostname")
        try scratch.write(zoneFile, to: "plain")
        for localtime in [outside, scratch.path + "/plain", scratch.path + "/missing"] {
            #expect(scratch.directory.localZone(tz: nil, localtime: localtime) == .utc, "\(localtime)")
        }
    }

    @Test("The link's path after its last zoneinfo component names the zone, read from this directory")
    func linkIntoZoneinfo() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(zoneFile, to: "Asia/Somewhere")
        let link = scratch.path + "/localtime"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/usr/share/zoneinfo/Asia/Somewhere")
        let zone = scratch.directory.localZone(tz: nil, localtime: link)
        #expect(zone.identifier == "Asia/Somewhere")
        #expect(zone.offset(at: 0).abbreviation == "IST")
    }
}
