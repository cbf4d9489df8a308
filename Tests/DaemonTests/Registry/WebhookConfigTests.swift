import Configuration
import Foundation
import Plugins
import TestSupport
import Testing
@testable import Daemon

/// The problems a config with the shipped plugins is refused with (empty when it loads).
private func problems(_ text: String, source: String = "test.yaml") -> [ConfigurationProblem] {
    do {
        let configuration = try ConfigurationLoader.read(text, source: source, environment: ["STATE_DIRECTORY": "/tmp/liftd-none"])
        _ = try PluginRegistry.standard.build(configuration)
        return []
    } catch {
        return error.problems
    }
}

/// A config whose notify bundle holds one webhook with `options` (flow map text).
private func webhook(_ options: String) -> String {
    "use-cases:\n  - notify\nbundles:\n  notify:\n    - report-log\n    - webhook: \(options)\n"
}

private let badWebhooks: [BadConfig] = [
    BadConfig(name: "unsupported URL scheme", text: webhook("{url: 'ftp://example.org/x'}"),
              line: 6, column: 22, saying: "unsupported URL scheme 'ftp'; expected http or https"),
    BadConfig(name: "URL without a host", text: webhook("{url: 'https:///x'}"),
              line: 6, column: 22, saying: "the URL has no host"),
    BadConfig(name: "missing secret file", text: webhook("{url: 'https://x.org/{{secret}}', secret-file: /nonexistent/token}"),
              line: 6, column: 63, saying: "cannot read the secret file '/nonexistent/token'"),
    BadConfig(name: "a secret file that is a device", text: webhook("{url: 'https://x.org/{{secret}}', secret-file: /dev/zero}"),
              line: 6, column: 63, saying: "cannot read the secret file '/dev/zero': it is not a regular file"),
    BadConfig(name: "unknown preset", text: webhook("{url: 'https://x.org/', preset: slack}"),
              line: 6, column: 48, saying: "unknown preset 'slack'; expected one of none, ntfy, gotify, discord"),
    BadConfig(name: "secret placeholder without a secret", text: webhook("{url: 'https://x.org/{{secret}}'}"),
              line: 6, column: 22, saying: "{{secret}} is used but no secret-file or secret-credential is given"),
    BadConfig(name: "the secret in the host", text: webhook("{url: 'https://{{secret}}.example.org/', secret-file: /etc/hostname}"),
              line: 6, column: 22, saying: "{{secret}} may not be part of the host"),
    BadConfig(name: "a signal that is not a notification", text: webhook("{url: 'https://x.org/', on: [log-set]}"),
              line: 6, column: 45, saying: "'log-set' is not a notification; expected one of report-ready, signal-failed, personal-record, records-updated"),
    BadConfig(name: "an unclosed placeholder in the body", text: webhook("{url: 'https://x.org/', body: 'hi {{summary'}"),
              line: 6, column: 46, saying: "'{{' without a closing '}}'"),
    BadConfig(name: "unknown redirects", text: webhook("{url: 'https://x.org/', redirects: all}"),
              line: 6, column: 51, saying: "unknown redirects 'all'; expected none or same-origin"),
    BadConfig(name: "a header name that is not a token", text: webhook("{url: 'https://x.org/', headers: {'X Bad': 1}}"),
              line: 6, column: 49, saying: "'X Bad' is not a header name"),
    BadConfig(name: "a credential outside systemd", text: webhook("{url: 'https://x.org/', secret-credential: token}"),
              line: 6, column: 59, saying: "secret-credential needs $CREDENTIALS_DIRECTORY"),
    BadConfig(name: "exec from the outbox that emits", text: """
        use-cases:
          - exec: {command: [/bin/true], on: [report-ready], emits: [change-units], outbox: true}
          - weekly-report
          - apply-units-change
        bundles:
          weekly-report: [weekly-volume, summary-json]
        """, line: 2, column: 85, saying: "a program run from the outbox cannot emit signals"),
]

@Test("A bad webhook is refused at load with the line and column of its mistake", arguments: badWebhooks)
func badWebhookIsRefused(_ bad: BadConfig) throws {
    let first = try #require(problems(bad.text).first)
    #expect(first.location == SourceLocation(file: "test.yaml", line: bad.line, column: bad.column), "\(first)")
    #expect(first.message.contains(bad.saying), "\(first)")
}

@Test("A webhook's secret file is read at load, relative to the config; the server is not contacted")
func secretFileLoads() throws {
    let directory = try TemporaryDirectory()
    _ = try directory.file("token", "s3cret\n")
    let config = try directory.file("liftd.yaml", webhook("{url: 'http://192.0.2.1:9/{{secret}}', secret-file: token, preset: discord}"))
    let loaded = try PluginRegistry.standard.load(contentsOf: config, environment: ["STATE_DIRECTORY": directory.path])
    #expect(loaded.configured.first?.members.map(\.name) == ["report-log", "webhook"])
    #expect(loaded.configured.first?.members.last?.useCase.name == "webhook(192.0.2.1)")
}

@Test("A config with no notifier loads although its writers emit report-ready")
func noNotifierLoads() {
    #expect(problems("use-cases: [weekly-report]\nbundles:\n  weekly-report: [weekly-volume, summary-json]\n").isEmpty)
}

@Test("A config with a webhook warns when libcurl cannot be loaded; one without never loads it")
func missingLibcurlWarns() throws {
    let directory = try TemporaryDirectory()
    let withWebhook = try PluginRegistry.standard.load(
        contentsOf: try directory.file("hook.yaml", webhook("{url: 'https://x.org/'}")), environment: ["STATE_DIRECTORY": directory.path])
    let missing = CurlLibrary.load("libcurl-liftd-absent.so.4")
    #expect(WebhookLibraryCheck.warning(for: withWebhook, library: missing)?
        .hasPrefix("webhooks cannot be sent: libcurl4 is not installed (libcurl-liftd-absent.so.4: ") == true)
    #expect(WebhookLibraryCheck.warning(for: withWebhook) == nil)
    let withoutWebhook = try PluginRegistry.standard.load(
        contentsOf: try directory.file("plain.yaml", "use-cases:\n  - notify\nbundles:\n  notify: [report-log]\n"),
        environment: ["STATE_DIRECTORY": directory.path])
    #expect(WebhookLibraryCheck.warning(for: withoutWebhook, library: { Issue.record("libcurl was loaded"); return missing }()) == nil)
}
