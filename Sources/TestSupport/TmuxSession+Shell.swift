import Foundation

extension TmuxSession {
  /// An interactive bash with job control (`ctrl-z`, `fg`) in a clean
  /// environment with fresh XDG folders and the prompt `$ `, started at
  /// `columns`x`rows` and waited for until it prompts. Nil when tmux is not
  /// installed.
  public static func cleanShell(columns: Int, rows: Int) throws -> TmuxSession? {
    let xdg = TemporaryXDG.environment().map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    guard
      let tmux = TmuxSession(
        command:
          "env -i PATH=/usr/bin:/bin LANG=C.UTF-8 TERM=tmux-256color PS1='$ ' \(xdg) bash --norc --noprofile -i",
        columns: columns, rows: rows)
    else { return nil }
    _ = try tmux.waitForScreen { $0.contains { $0.hasPrefix("$") } }
    return tmux
  }
}
