import Foundation

/// A fresh temporary directory, removed when the value is dropped by the test's end.
public final class TemporaryDirectory {
    /// The directory's path.
    public let path: String

    /// Creates the directory.
    public init() throws {
        path = NSTemporaryDirectory() + "liftd-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes an executable shell script called `name` with `body`; returns its path.
    public func script(_ name: String, _ body: String) throws -> String {
        let file = path + "/" + name
        try ("#!/bin/sh\n" + body + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file)
        return file
    }

    /// Writes `text` to `name`; returns its path.
    public func file(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }
}
