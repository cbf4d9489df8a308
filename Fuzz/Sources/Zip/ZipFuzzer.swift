import Foundation
import FuzzSupport
import Workouts

/// Fuzzes `ZipArchive` on a file of the input's bytes: no file traps; a refused one is
/// named in its error; at most the first 16 entries are read, each giving no more than
/// DEFLATE's most for the file's size, and exactly its directory size when it reads; the
/// export.xml an Apple Health import would pick reads as that entry does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzZip(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    write(bytes)
    let archive: ZipArchive
    do {
        archive = try ZipArchive(path: path, name: name)
    } catch {
        invariant(error.description.contains(name), "a refused ZIP file is not named: \(error)")
        return 0
    }
    let limit = 1_032 * bytes.count
    for entry in archive.entries.prefix(16) {
        let contents: Drained
        do {
            contents = drain(try archive.contents(of: entry), piece: 4_096, limit: limit, what: "the entry \(entry.name)")
        } catch {
            invariant(error.description.contains(name), "an entry that cannot be opened is not named: \(error)")
            continue
        }
        switch contents {
        case .bytes(let read):
            invariant(UInt64(read.count) == entry.size, "\(entry.name) gives \(read.count) bytes, its size is \(entry.size)")
        case .refused(let error):
            invariant(error.description.contains(name), "an entry that cannot be read is not named: \(error)")
        }
    }
    do {
        _ = drain(try AppleHealthExportFile.xml(atPath: path, name: name), piece: 4_096, limit: limit, what: "export.xml")
    } catch {
        invariant(error.description.contains(name), "a ZIP file without a readable export.xml is not named: \(error)")
    }
    return 0
}

/// What errors call the file.
private let name = "fuzz.zip"

/// The file each input is written to, one per fuzzing process, removed when it exits: in
/// memory (/dev/shm) where there is one, as a file on disk made each run wait on the disk
/// (40 s of 45 for 10,000 runs).
private let path: String = {
    let directory = FileManager.default.fileExists(atPath: "/dev/shm")
        ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
    atexit { removeInputFile() }
    return directory.appendingPathComponent("liftd-fuzz-\(getpid()).zip").path
}()

private func removeInputFile() { unlink(path) }

/// Replaces the file at `path` with `bytes` (plainly: FileManager writes atomically, through a
/// temporary file).
private func write(_ bytes: [UInt8]) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { fatalError("cannot open \(path): \(String(cString: strerror(errno)))") }
    defer { close(descriptor) }
    let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    guard written == bytes.count else { fatalError("cannot write the fuzz input to \(path)") }
}
