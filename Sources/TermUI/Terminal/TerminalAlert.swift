/// Something the app itself asks the terminal to do outside the frame:
/// ring the bell, or show a desktop notification (a kitchen timer ended).
///
/// These are the only bytes besides the frame's that reach the terminal,
/// and they are made by the app, never copied from data: the bell is one
/// BEL; a notification's text goes through `TerminalAlert.notificationText`
/// first, which keeps printable characters only.
public enum TerminalAlert: Hashable, Sendable {
  /// The terminal bell (BEL, 0x07).
  case bell
  /// A desktop notification with a title and a body (OSC 9 or OSC 777,
  /// see `NotificationSequence`).
  case notification(title: String, body: String)

  /// `text` made safe for an OSC payload: controls (C0, DEL, C1), format
  /// characters and `;` (OSC 777's separator) are dropped, line breaks
  /// become spaces, and the result is cut to `limit` characters.
  public static func notificationText(_ text: String, limit: Int = 120) -> String {
    var result = String.UnicodeScalarView()
    var count = 0
    for scalar in text.unicodeScalars {
      guard count < limit else { break }
      let value = scalar.value
      if value == 0x0A || value == 0x0D || value == 0x09 {
        result.append(" ")
      } else if value < 0x20 || (0x7F..<0xA0).contains(value) || value == 0x3B {
        continue
      } else if scalar.properties.generalCategory == .format {
        continue
      } else {
        result.append(scalar)
      }
      count += 1
    }
    return String(result)
  }
}

/// How a terminal is asked for a desktop notification.
public enum NotificationSequence: Hashable, Sendable {
  /// `ESC ] 9 ; text BEL`: iTerm2, WezTerm, Windows Terminal, ghostty,
  /// kitty, foot and most others.
  case osc9
  /// `ESC ] 777 ; notify ; title ; body BEL`: VTE terminals (GNOME
  /// Terminal, Tilix, …) and rxvt-unicode.
  case osc777

  /// The kind the terminal of `environment` understands: OSC 777 under VTE
  /// (`VTE_VERSION`) or an rxvt `TERM`, else OSC 9.
  public static func preferred(environment: [String: String]) -> NotificationSequence {
    if environment["VTE_VERSION"].map({ !$0.isEmpty }) ?? false { return .osc777 }
    if environment["TERM"]?.hasPrefix("rxvt") ?? false { return .osc777 }
    return .osc9
  }

  /// The bytes of `alert` for this kind (title and body made safe by
  /// `TerminalAlert.notificationText`); a bell is one BEL.
  public func bytes(for alert: TerminalAlert) -> [UInt8] {
    switch alert {
    case .bell:
      return [0x07]
    case .notification(let title, let body):
      let title = TerminalAlert.notificationText(title)
      let body = TerminalAlert.notificationText(body)
      let payload =
        switch self {
        case .osc9: body.isEmpty ? title : "\(title): \(body)"
        case .osc777: "777;notify;\(title);\(body)"
        }
      let text = self == .osc9 ? "9;" + payload : payload
      return [0x1B, 0x5D] + Array(text.utf8) + [0x07]
    }
  }
}
