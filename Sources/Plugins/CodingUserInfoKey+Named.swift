extension CodingUserInfoKey {
    /// The `userInfo` key spelled `rawValue`, for the values the daemon hands to plugin options
    /// decoders. The standard library's initializer is failable but accepts every string.
    public static func named(_ rawValue: String) -> CodingUserInfoKey {
        guard let key = CodingUserInfoKey(rawValue: rawValue) else {
            preconditionFailure("every raw value makes a CodingUserInfoKey")
        }
        return key
    }
}
