#if canImport(Glibc)
import Glibc
#endif

/// Readings of `CLOCK_MONOTONIC`, the clock systemd compares `MONOTONIC_USEC` against.
public enum MonotonicTime {
    /// Microseconds since an arbitrary point (boot), never going backwards.
    public static func nowMicroseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1_000
    }
}
