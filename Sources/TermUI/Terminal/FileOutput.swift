#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `write(2)` of a whole buffer: the one loop behind the program's own
/// output (standard output and error lines, the terminal's queries and
/// alerts, `--doctor`'s channel, the state file), so none of them stops
/// at a short write or an interrupted one.
public enum FileOutput {
  /// Writes every byte of `bytes` to `descriptor`, again after `EINTR` and
  /// after a short write; the `errno` of the failure that stopped it
  /// (`EIO` when `write` wrote nothing without one), or nil when all went.
  @discardableResult
  public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { raw -> Int32? in
      guard let base = raw.baseAddress else { return nil }
      var offset = 0
      while offset < raw.count {
        let written = write(descriptor, base + offset, raw.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return written < 0 ? errno : EIO }
        offset += written
      }
      return nil
    }
  }
}
