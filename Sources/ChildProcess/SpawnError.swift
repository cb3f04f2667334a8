#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Why a child could not be started: `posix_spawn`'s error number.
public struct SpawnError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The error number (`ENOENT`: no such program, `EACCES`: not runnable).
  public let code: Int32

  public init(code: Int32) {
    self.code = code
  }

  public var description: String { String(cString: strerror(code)) }
}
