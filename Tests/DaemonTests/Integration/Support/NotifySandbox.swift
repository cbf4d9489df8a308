import ControlProtocol
import Foundation
import TestSupport

extension DaemonSandbox {
    /// A sandbox whose `notify` bundle holds `report-log` and then `notifiers`; the weekly
    /// report notifies it, and `metrics` is configured.
    static func notifying(_ notifiers: [String]) throws -> DaemonSandbox {
        try DaemonSandbox(useCases: notifyingUseCases, extra: notifyingBundles(notifiers))
    }

    /// Rewrites its config as `notifying(notifiers)` writes it, for a reload.
    func writeNotifyingConfig(_ notifiers: [String]) throws {
        try writeConfig(useCases: Self.notifyingUseCases, extra: Self.notifyingBundles(notifiers))
    }

    private static let notifyingUseCases = DaemonSandbox.standardUseCases + ["weekly-report", "metrics", "notify"]

    private static func notifyingBundles(_ notifiers: [String]) -> String {
        let members = notifiers.map { "    - " + $0 }.joined(separator: "\n")
        return "bundles:\n  weekly-report: [weekly-volume, summary-json]\n  notify:\n    - report-log\n" + members
    }
}

extension DaemonProcess {
    /// Sends `report-ready` as an operator would, for a report named `report`.
    func sendReportReady(_ report: String) async throws {
        _ = try result(of: try await request(#"{"signal":"report-ready","report":"\#(report)","format":"text","paths":[]}"#))
    }

    /// The value of the sample `series` (name and labels, as `metrics` writes them); 0 when absent.
    func metric(_ series: String) async throws -> Int {
        guard case .string(let text) = try result(of: try await request("metrics")) else {
            throw IntegrationFailure("metrics did not answer text")
        }
        let line = text.split(separator: "\n").first { $0.hasPrefix(series + " ") }
        return line.flatMap { Int($0.dropFirst(series.count + 1)) } ?? 0
    }
}

extension WebhookServer.Received {
    /// The `report` field of the signal in a default (JSON) body.
    var report: String? {
        let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        return (object?["fields"] as? [String: Any])?["report"] as? String
    }
}
