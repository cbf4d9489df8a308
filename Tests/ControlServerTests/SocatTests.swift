import ChildProcessTesting
import Foundation
import TestSupport
import Testing
@testable import ControlServer

@Test("socat round trip: each line of its stdin is answered in order on its stdout", .needsTool("/usr/bin/socat", package: "socat"))
func socatRoundTrip() async throws {
    let socat = "/usr/bin/socat"
    let running = try startServer()
    let path = running.path
    let input = """
        ping id=1
        {"signal":"log-set","exercise":"Bench Press (Barbell)","weight":100,"reps":5,"id":2}
        log-set exercise="Squat (Barbell)
        """ + "\n"
    let output = try await ProgramRun.run(socat, ["-t", "30", "-", "UNIX-CONNECT:" + path], input: input)
    #expect(output.status == 0, "\(output.standardError)")
    let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.count == 4)
    #expect(lines.last == "")
    #expect(try members(of: lines[0])["id"] == .integer(1))
    #expect(lines[1] == #"{"id":2,"ok":true,"result":{"fields":{"exercise":"Bench Press (Barbell)","reps":5,"weight":100},"signal":"log-set"}}"#)
    #expect(try errorCode(of: lines[2]) == "invalid-text")
    await running.stop()
}
