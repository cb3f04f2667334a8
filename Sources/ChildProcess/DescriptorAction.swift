#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One step of a child's descriptor set-up, done in order before its
/// program starts (`posix_spawn_file_actions_t`).
public enum DescriptorAction: Sendable, Equatable {
  /// Opens `path` with `flags` (and `mode` for a new file) as `descriptor`.
  case open(Int32, path: String, flags: Int32, mode: mode_t)
  /// Makes `target` a copy of `descriptor` (`dup2(descriptor, target)`).
  case duplicate(Int32, to: Int32)
}
