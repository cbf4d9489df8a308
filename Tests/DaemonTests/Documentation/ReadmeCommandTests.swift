import ChildProcessTesting
import Foundation
import Testing
import TestSupport

/// Every command in README.md runs here, as a reader would run it: in order, in one working
/// directory, against the real `liftd` started there on its built-in defaults (data and socket
/// under `./var`), with the built `liftd` and `liftctl` first on `PATH`. A command that cannot
/// run in a sandbox is listed with the reason, and the list may name only commands the README
/// has, so neither side drifts.
@Suite("The README's commands")
struct ReadmeCommandTests {
    /// The commands not run here, by name (the command without its comment), and why.
    static let notRunHere: [String: String] = [
        "sudo apt install ./liftd_0.1.0-1_amd64.deb":
            "installs the Debian package as root; Tests/system/package.sh installs it in a clean Debian root",
        "sudo liftctl status":
            "needs the packaged service's socket, /run/liftd/liftd.sock; Tests/system/package.sh runs liftctl against it",
        "scripts/run":
            "builds a release liftd and runs it in the foreground; this test starts the same daemon, liftd without --config in an empty directory",
        "scripts/test": "the whole test suite, which this test is part of",
        "export PATH=\"$PWD/.build/release:$PATH\"":
            "puts the built liftctl on the reader's PATH; this test puts the build's products first on PATH itself",
        "python3 -m http.server -d var/output/site 8080":
            "serves until stopped; the site it serves is checked in chromium by Tests/oracles/site_in_browser.py",
        "sudo liftd check-config /etc/liftd/liftd.yaml":
            "reads the packaged config as root; liftd check-config is CheckConfigStartupTests' and CommandLineTests'",
        "sudo systemctl reload liftd": "needs the packaged service under systemd; Tests/system/container-test.sh reloads it",
    ]

    /// Files the README's commands name, put in the working directory first, from Tests/Fixtures.
    static let files = ["hevy.csv": "hevy.csv", "strong.csv": "strong-classic.csv"]

    static func readme() throws -> ReadmeCommands {
        ReadmeCommands(markdown: try RepositoryFiles.text("README.md"))
    }

    @Test("The README's code blocks are all sh, and every command not run here is in the README")
    func everyCommandIsAccountedFor() throws {
        let readme = try Self.readme()
        #expect(readme.otherBlocks.isEmpty, "README.md has code blocks this test does not run: \(readme.otherBlocks)")
        let names = Set(readme.commands.map(\.name))
        let stale = Self.notRunHere.keys.filter { !names.contains($0) }.sorted()
        #expect(stale.isEmpty, "listed as not runnable here but no longer in README.md: \(stale)")
        #expect(readme.commands.count > Self.notRunHere.count, "README.md has no command this test runs")
    }

    @Test("Each of the README's commands succeeds, in order, against liftd on its built-in defaults")
    func commandsSucceed() async throws {
        let sandbox = try DaemonSandbox()
        let directory = sandbox.path + "/clone"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        for (name, fixture) in Self.files {
            try FileManager.default.copyItem(
                atPath: RepositoryFiles.root.appendingPathComponent("Tests/Fixtures/" + fixture).path,
                toPath: directory + "/" + name)
        }
        let daemon = try DaemonProcess(sandbox, arguments: [], launcher: ["/usr/bin/env", "-C", directory])
        try await daemon.waitUntilReady()
        let environment = [
            "PATH": BuiltProducts.directory.path + ":/usr/bin:/bin",
            "HOME": sandbox.path,
            // liftctl prefers /run/liftd/liftd.sock when it exists (a machine with the package
            // installed); the reader's checkout answers on ./var/liftd.sock, and so does this one.
            "LIFTD_SOCKET": directory + "/var/liftd.sock",
        ]
        for command in try Self.readme().commands where Self.notRunHere[command.name] == nil {
            let run = try await ProgramRun.run(
                "/bin/sh", ["-c", "cd \"$0\" && " + command.line, directory], environment: environment)
            #expect(run.status == 0,
                    "README.md's `\(command.line)` exited \(run.status); stdout: \(run.standardOutput) stderr: \(run.standardError)")
        }
        try await stopCleanly(daemon)
    }
}
