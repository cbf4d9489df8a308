import Testing
@testable import Configuration

@Suite("The inbox section of the config")
struct InboxConfigurationTests {
    private func inbox(_ lines: String) throws -> (InboxSection, PathSettings) {
        let text = "paths:\n  state-directory: /srv/liftd\ninbox:\n" + lines
        let configuration = try ConfigurationLoader.read(text, source: "inbox.yaml", environment: [:])
        return (configuration.inbox, configuration.paths)
    }

    /// The one problem reading `lines` under `inbox:` gives.
    private func problem(_ lines: String) -> String {
        do {
            _ = try inbox(lines)
            return "no problem"
        } catch {
            return (error as? ConfigurationError)?.problems.map(\.description).joined(separator: "\n") ?? "\(error)"
        }
    }

    @Test("Without the inbox section the inbox is on, in <import-directory>/inbox, 2 s to settle, 30 days in done/")
    func defaults() throws {
        let configuration = try ConfigurationLoader.read("units: kg\n", source: "empty.yaml", environment: [:])
        #expect(configuration.inbox == InboxSection())
        #expect(configuration.inbox.enabled && configuration.inbox.settleTime == .seconds(2))
        #expect(configuration.inbox.doneRetention == .seconds(30 * 86_400))
        // No folder of its own: the inbox watches <import-directory>/inbox (`ConfiguredSettingsTests`).
        #expect(configuration.inbox.folder == nil)
    }

    @Test("The inbox settings are read as written; a relative folder is under the state directory")
    func written() throws {
        let (settings, _) = try inbox("  enabled: false\n  folder: sync/phone/\n  settle-time: 500ms\n  done-retention: 7d\n")
        #expect(settings == InboxSection(
            enabled: false, folder: "/srv/liftd/sync/phone", settleTime: .milliseconds(500), doneRetention: .seconds(7 * 86_400)))
        let (absolute, _) = try inbox("  folder: /home/lifter/Sync/liftd\n")
        #expect(absolute.folder == "/home/lifter/Sync/liftd")
    }

    @Test("Bad inbox values are refused at file:line:col, saying what was expected", arguments: [
        ("  settle-time: 0s\n", "inbox.yaml:4:16: 'settle-time': expected a duration from 1ms to 1h"),
        ("  settle-time: 2h\n", "inbox.yaml:4:16: 'settle-time': expected a duration from 1ms to 1h"),
        ("  settle-time: soon\n", "inbox.yaml:4:16: 'settle-time': expected a duration such as 500ms"),
        ("  done-retention: 0s\n", "inbox.yaml:4:19: 'done-retention': expected a duration of at least 1s"),
        ("  enabled: maybe\n", "inbox.yaml:4:12: 'enabled': expected true or false"),
        ("  folder: /srv/liftd/import/done\n", "inbox.yaml:4:11: 'folder': '/srv/liftd/import/done' is the import directory"),
        ("  folder: import\n", "inbox.yaml:4:11: 'folder': 'import' is the import directory"),
        ("  folder: import/failed/x\n", "inbox.yaml:4:11: 'folder': 'import/failed/x' is the import directory"),
        ("  watch: yes\n", "inbox.yaml:4:3: unknown key 'watch' in 'inbox'"),
    ])
    func refused(lines: String, expected: String) {
        let found = problem(lines)
        #expect(found.hasPrefix(expected), "\(found)")
    }

    @Test("An inbox that is not a map is refused where it is written")
    func notAMap() {
        let found = problem("  - folder\n")
        #expect(found.hasPrefix("inbox.yaml:4:3: 'inbox': expected"), "\(found)")
    }

    @Test("A different inbox setting is a restart-only change")
    func restartOnly() throws {
        let running = try ConfigurationLoader.read("units: kg\n", source: "a.yaml", environment: [:])
        let changed = try ConfigurationLoader.read("inbox:\n  settle-time: 5s\n", source: "b.yaml", environment: [:])
        #expect(changed.restartOnlyChanges(comparedTo: running) == ["inbox"])
        #expect(running.restartOnlyChanges(comparedTo: running).isEmpty)
    }
}
