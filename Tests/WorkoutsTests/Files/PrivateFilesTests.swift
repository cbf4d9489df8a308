import Foundation
import Testing
import Workouts

/// Directories and files liftd keeps for itself are private whatever the umask. (The
/// integration tests start the daemon under umask 000; here the test runner's umask, usually
/// 022, would make plain creation 0755 and 0644.)
@Suite("Private files and directories")
final class PrivateFilesTests {
    private let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-private-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & 0o7777 : 0o177777
    }

    @Test("A directory is created with its missing parents, each 0700; one that exists keeps its mode")
    func directories() throws {
        try FileManager.default.createDirectory(atPath: root + "/open", withIntermediateDirectories: false)
        chmod(root + "/open", 0o755)
        try PrivateFiles.createDirectory(atPath: root + "/open/state/import/.uploads")
        #expect(mode(root + "/open") == 0o755)
        for created in ["/open/state", "/open/state/import", "/open/state/import/.uploads"] {
            #expect(mode(root + created) == 0o700, "\(created)")
        }
        try PrivateFiles.createDirectory(atPath: root + "/open/state")
        #expect(mode(root + "/open/state") == 0o700)
    }

    @Test("A directory cannot be created where a file is, and the error names the path")
    func directoryOverFile() throws {
        #expect(FileManager.default.createFile(atPath: root + "/file", contents: Data("x".utf8)))
        #expect(throws: PrivateFileError.self) { try PrivateFiles.createDirectory(atPath: root + "/file/below") }
        do {
            try PrivateFiles.createDirectory(atPath: root + "/file")
            Issue.record("a directory was created over a file")
        } catch {
            #expect(error.path == root + "/file")
        }
    }

    @Test("An empty file is created 0600, or a file there is emptied and made 0600; a symbolic link is not followed")
    func emptyFiles() throws {
        try PrivateFiles.createEmptyFile(atPath: root + "/new")
        #expect(mode(root + "/new") == 0o600)
        #expect(FileManager.default.createFile(atPath: root + "/old", contents: Data("old".utf8), attributes: [.posixPermissions: 0o666]))
        try PrivateFiles.createEmptyFile(atPath: root + "/old")
        #expect(mode(root + "/old") == 0o600)
        #expect(FileManager.default.contents(atPath: root + "/old") == Data())
        #expect(FileManager.default.createFile(atPath: root + "/target", contents: Data("kept".utf8)))
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/target")
        #expect(throws: PrivateFileError.self) { try PrivateFiles.createEmptyFile(atPath: root + "/link") }
        #expect(FileManager.default.contents(atPath: root + "/target") == Data("kept".utf8))
    }

    @Test("A file created only when missing is 0600, and one that exists keeps its contents")
    func filesIfMissing() throws {
        try PrivateFiles.createFileIfMissing(atPath: root + "/new")
        #expect(mode(root + "/new") == 0o600)
        #expect(FileManager.default.createFile(atPath: root + "/old", contents: Data("old".utf8)))
        try PrivateFiles.createFileIfMissing(atPath: root + "/old")
        #expect(FileManager.default.contents(atPath: root + "/old") == Data("old".utf8))
    }

    @Test("Restricting a file takes group and other permissions away and keeps the owner's; a missing file is no error")
    func restricting() throws {
        #expect(FileManager.default.createFile(atPath: root + "/shared", contents: Data("x".utf8)))
        chmod(root + "/shared", 0o664)
        try PrivateFiles.restrictFile(atPath: root + "/shared")
        #expect(mode(root + "/shared") == 0o600)
        #expect(FileManager.default.createFile(atPath: root + "/read-only", contents: Data("x".utf8)))
        chmod(root + "/read-only", 0o444)
        try PrivateFiles.restrictFile(atPath: root + "/read-only")
        #expect(mode(root + "/read-only") == 0o400)
        try PrivateFiles.restrictFile(atPath: root + "/missing")
        #expect(!FileManager.default.fileExists(atPath: root + "/missing"))
    }
}
