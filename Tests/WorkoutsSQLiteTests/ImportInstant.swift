import Foundation

/// The instant test imports run at: after every fixture and sample export, so no row is
/// skipped as dated in the future.
let importInstant = Date(timeIntervalSince1970: 1_800_000_000) // 2027-01-15
