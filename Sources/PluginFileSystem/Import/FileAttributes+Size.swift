import FoundationEssentials

extension Dictionary where Key == FileAttributeKey, Value == Any {
    /// The file's size in bytes from `FileManager.attributesOfItem`. FoundationEssentials gives
    /// it as a `UInt` (Foundation gave an `NSNumber`, which `as? Int` also read).
    var sizeInBytes: Int? {
        (self[.size] as? UInt).flatMap { Int(exactly: $0) }
    }
}
