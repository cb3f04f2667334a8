/// The characters used for borders, arrows and buttons.
///
/// `unicode` uses box-drawing characters (which the curses terminal sends
/// as ncurses' line-drawing cells) and the arrows `▲ ▼ ◀ ▶`; `ascii` is for
/// fonts that draw those two columns wide (`--ascii`).
public struct Glyphs: Hashable, Sendable {
  public var horizontal: Character
  public var vertical: Character
  public var topLeft: Character
  public var topRight: Character
  public var bottomLeft: Character
  public var bottomRight: Character
  public var teeDown: Character
  public var teeUp: Character
  public var teeRight: Character
  public var teeLeft: Character
  public var cross: Character
  public var arrowUp: Character
  public var arrowDown: Character
  public var arrowLeft: Character
  public var arrowRight: Character
  /// The "show master" button's symbol (`≡`, or `=` in ASCII).
  public var menu: Character
  /// Shown where text is cut (`…`, or `~` in ASCII).
  public var ellipsis: String
  /// Marks the current choice in a list (`✓`, or `*` in ASCII).
  public var check: Character
  /// The scroll bar's track: an ASCII `:` in both sets (narrow in every
  /// terminal and font, and never mistaken for a border beside it), so a
  /// plain capture shows where the reverse-video thumb sits.
  public var scrollTrack: Character = ":"
  /// The title of a title bar's overflow button (`⋯`, `...` in ASCII,
  /// the word `More` with `--a11y`).
  public var more = "⋯"

  public static let unicode = Glyphs(
    horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└",
    bottomRight: "┘", teeDown: "┬", teeUp: "┴", teeRight: "├", teeLeft: "┤", cross: "┼",
    arrowUp: "▲", arrowDown: "▼", arrowLeft: "◀", arrowRight: "▶", menu: "≡", ellipsis: "…",
    check: "✓")

  public static let ascii = Glyphs(
    horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
    bottomRight: "+", teeDown: "+", teeUp: "+", teeRight: "+", teeLeft: "+", cross: "+",
    arrowUp: "^", arrowDown: "v", arrowLeft: "<", arrowRight: ">", menu: "=", ellipsis: "~",
    check: "*", more: "...")

  /// `--a11y`: no box drawing or decorative glyph at all, so a screen
  /// reader reads words only: borders, dividers and arrows are blanks,
  /// the menu symbol is a blank, the cut mark three dots, the check `*`,
  /// the scroll track blank (the thumb stays in reverse video).
  public static let plain = Glyphs(
    horizontal: " ", vertical: " ", topLeft: " ", topRight: " ", bottomLeft: " ",
    bottomRight: " ", teeDown: " ", teeUp: " ", teeRight: " ", teeLeft: " ", cross: " ",
    arrowUp: " ", arrowDown: " ", arrowLeft: " ", arrowRight: " ", menu: " ", ellipsis: "...",
    check: "*", scrollTrack: " ", more: "More")
}
