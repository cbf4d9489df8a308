import ChildProcessTesting
import ControlProtocol
import Foundation
import TestSupport
import Testing

/// liftd without a usable libcurl: `LD_LIBRARY_PATH` puts a file that is no library first
/// where the dynamic loader looks for `libcurl.so.4`, so the `dlopen` fails as on a system
/// without libcurl4. A config with a webhook still loads; start-up and `check-config` warn,
/// and each delivery fails saying why.
@Suite("Webhooks without libcurl in the real liftd", .serialized)
struct WebhookLibcurlTests {
    @Test("check-config and start-up warn that libcurl4 is not installed, and a delivery fails saying so",
          .timeLimit(.minutes(2)))
    func missingLibcurl() async throws {
        let server = try await WebhookServer()
        let sandbox = try DaemonSandbox.notifying(["webhook: {url: '\(server.url("/ok"))', attempts: 3}"])
        let libraries = sandbox.path + "/no-curl"
        try FileManager.default.createDirectory(atPath: libraries, withIntermediateDirectories: true)
        try sandbox.write("no-curl/libcurl.so.4", "not a library")
        let environment = ["PATH": "/usr/bin:/bin", "LD_LIBRARY_PATH": libraries]
        let check = try await ProgramRun.run(
            try BuiltProducts.path("liftd"), ["check-config", sandbox.configPath], environment: environment)
        #expect(check.status == 0, "\(check.standardError)")
        #expect(check.standardError.hasPrefix("warning: webhooks cannot be sent: libcurl4 is not installed (libcurl.so.4: "),
                "\(check.standardError)")
        let daemon = try DaemonProcess(sandbox, environment: ["LD_LIBRARY_PATH": libraries])
        try await daemon.waitUntilReady()
        #expect(daemon.standardError.all.contains { $0.contains("liftd: webhooks cannot be sent: libcurl4 is not installed") })
        try await daemon.sendReportReady("weekly")
        _ = try await daemon.waitForErrorLine("the delivery's failure") {
            $0.contains("webhook(127.0.0.1): report-ready was not delivered: libcurl4 is not installed")
        }
        #expect(server.received().isEmpty)
        try await stopCleanly(daemon)
    }
}
