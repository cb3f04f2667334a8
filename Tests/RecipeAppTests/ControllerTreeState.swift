import TermUI

/// The state of an application's controller tree that a layout pass and a
/// drawing must leave alone, as lines of text: every stored property of
/// every controller (the root's tree, then each presentation's), and of
/// the objects and values they hold (views, bar buttons, fields, lists),
/// read by reflection, so a property added later is compared too.
///
/// Left out are the results of layout itself: frames, and what a view
/// derives from its frame (`layoutResults`, each with its reason). A class
/// instance is described once (a second reference names its type), and
/// at most `depth` levels down from its controller; another controller
/// held in a property is only named (it is described where the tree has
/// it).
struct ControllerTreeState: Equatable, CustomStringConvertible {
  let lines: [String]

  /// Properties that hold what a layout computes from the size.
  static let layoutResults: Set<String> = [
    // Where a controller, view or button was laid out.
    "frame", "_frame", "chipFrames",
    // A popover's or palette's place beside its anchor, or as a sheet.
    "placement",
    // A list scrolls only as far as its selection needs when its height
    // changes (`ListView.layout`).
    "topRow",
    // Memos of text derived from the width or the data, filled as rows
    // are drawn (`TextView`'s wrapped lines, the dish list's subtitles):
    // what they hold is a function of what they are asked for.
    "cachedWidth", "cachedLines", "countedOffsets", "subtitles", "subtitlesRevision",
  ]

  /// Objects that are not the tree's: the run loop, the terminal, the
  /// app's composition root and its flows (delegates), the place they
  /// share and the bottom line's warning; named only.
  static let outside: Set<String> = [
    "Application", "AppCoordinator", "HeadlessTerminal", "PlaceStore", "Warnings",
  ]

  /// True for an object outside the tree (a flow: the delegates).
  static func isOutside(_ typeName: String) -> Bool {
    outside.contains(typeName) || typeName.hasSuffix("Flow")
  }

  /// Levels of non-controller objects and values described below a
  /// controller's property.
  static let depth = 5
  /// Elements of a collection described (the count is always given).
  static let elements = 24

  init(_ application: Application) {
    var walker = Walker()
    walker.walk(application.root, path: "root")
    for (index, presentation) in application.presentations.enumerated() {
      walker.walk(presentation, path: "presentation \(index)")
    }
    lines = walker.lines
  }

  var description: String { lines.joined(separator: "\n") }

  /// The first line that differs between two states, for a failure message.
  static func firstDifference(_ a: Self, _ b: Self) -> String {
    for (x, y) in zip(a.lines, b.lines) where x != y { return "- \(x)\n+ \(y)" }
    return "\(a.lines.count) lines against \(b.lines.count)"
  }

  private struct Walker {
    var lines: [String] = []
    var seen: Set<ObjectIdentifier> = []

    mutating func walk(_ controller: ViewController, path: String) {
      let name = "\(path) \(type(of: controller))"
      guard seen.insert(ObjectIdentifier(controller)).inserted else {
        lines.append(name + " (again)")
        return
      }
      for (label, value) in properties(of: controller) {
        lines.append(name + "." + label + " = " + describe(value, level: 0))
      }
      for (index, child) in controller.children.enumerated() {
        walk(child, path: path + "/\(index)")
      }
    }

    /// The stored properties of `value`, its superclasses' included.
    private func properties(of value: Any) -> [(String, Any)] {
      var result: [(String, Any)] = []
      var mirror: Mirror? = Mirror(reflecting: value)
      while let current = mirror {
        for child in current.children {
          let label = child.label ?? "_"
          if ControllerTreeState.layoutResults.contains(label) { continue }
          result.append((label, child.value))
        }
        mirror = current.superclassMirror
      }
      return result
    }

    private mutating func describe(_ value: Any, level: Int) -> String {
      let mirror = Mirror(reflecting: value)
      let typeName = String(describing: type(of: value))
      switch mirror.displayStyle {
      case .optional:
        guard let wrapped = mirror.children.first else { return "nil" }
        return describe(wrapped.value, level: level)
      case .class:
        if value is ViewController || ControllerTreeState.isOutside(typeName) {
          return "<\(typeName)>"
        }
        let object = value as AnyObject
        guard level < ControllerTreeState.depth,
          seen.insert(ObjectIdentifier(object)).inserted
        else { return "<\(typeName)>" }
        return typeName + "{" + fields(of: value, level: level + 1) + "}"
      case .struct, .tuple:
        guard level < ControllerTreeState.depth else { return "<\(typeName)>" }
        return typeName + "(" + fields(of: value, level: level + 1) + ")"
      case .enum:
        guard let payload = mirror.children.first else { return String(describing: value) }
        guard level < ControllerTreeState.depth else { return "<\(typeName)>" }
        return (payload.label ?? "") + "(" + describe(payload.value, level: level + 1) + ")"
      case .collection:
        let items = mirror.children.prefix(ControllerTreeState.elements).map {
          describe($0.value, level: level + 1)
        }
        return "[\(mirror.children.count): " + items.joined(separator: ", ") + "]"
      case .set, .dictionary:
        // Sorted: two equal dictionaries may list their entries in two
        // orders.
        let items = mirror.children.map { describe($0.value, level: level + 1) }.sorted()
        return "{\(mirror.children.count): "
          + items.prefix(ControllerTreeState.elements).joined(separator: ", ") + "}"
      default:
        return String(describing: value)
      }
    }

    private mutating func fields(of value: Any, level: Int) -> String {
      properties(of: value).map { label, field in
        label + ": " + describe(field, level: level)
      }.joined(separator: ", ")
    }
  }
}
