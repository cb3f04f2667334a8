import CYAML

/// A recipe's YAML front matter read with libyaml's event parser into
/// `CooklangValue`s, without recursion (the nesting is a stack) and at most
/// `maximumDepth` deep (a deeper `[[[[…` is not read as YAML: a value that
/// deep would overflow the call stack when compared, written or freed),
/// without expanding aliases (an alias reads as empty text: no billion
/// laughs).
enum CooklangYAML {
  /// The deepest nesting of lists and mappings read.
  static let maximumDepth = 64

  /// What a front matter block is.
  enum Outcome: Equatable {
    /// A mapping (or nothing at all): its entries in order.
    case mapping([CooklangMetadataEntry])
    /// Valid YAML, but a scalar or a list at the top.
    case notMapping
    /// Not YAML: libyaml's reason, at a line and column from 0.
    case invalid(line: Int, column: Int, message: String)

    static func == (lhs: Outcome, rhs: Outcome) -> Bool {
      switch (lhs, rhs) {
      case (.mapping(let a), .mapping(let b)): CooklangValue.mapping(a) == CooklangValue.mapping(b)
      case (.notMapping, .notMapping): true
      case (.invalid(let a, let b, let c), .invalid(let d, let e, let f)):
        a == d && b == e && c == f
      default: false
      }
    }
  }

  /// One open collection while the events are read.
  private enum Frame {
    case list([CooklangValue])
    case mapping([CooklangMetadataEntry], pendingKey: String?)
  }

  static func read(_ text: String) -> Outcome {
    var bytes = Array(text.utf8)
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x09 }) { return .mapping([]) }
    bytes.append(0)
    return bytes.withUnsafeBufferPointer { buffer -> Outcome in
      var parser = yaml_parser_t()
      guard yaml_parser_initialize(&parser) == 1, let base = buffer.baseAddress else {
        return .invalid(line: 0, column: 0, message: "cannot start the YAML reader")
      }
      defer { yaml_parser_delete(&parser) }
      yaml_parser_set_input_string(&parser, base, buffer.count - 1)
      return readEvents(&parser)
    }
  }

  private static func readEvents(_ parser: inout yaml_parser_t) -> Outcome {
    var stack: [Frame] = []
    var root: CooklangValue?
    var event = yaml_event_t()
    func add(_ value: CooklangValue) {
      guard let top = stack.popLast() else {
        if root == nil { root = value }
        return
      }
      switch top {
      case .list(var items):
        items.append(value)
        stack.append(.list(items))
      case .mapping(var entries, let pendingKey):
        if let pendingKey {
          entries.append((pendingKey, value))
          stack.append(.mapping(entries, pendingKey: nil))
        } else {
          stack.append(.mapping(entries, pendingKey: value.text ?? ""))
        }
      }
    }
    while true {
      guard yaml_parser_parse(&parser, &event) == 1 else {
        let message = parser.problem.map { String(cString: $0) } ?? "not YAML"
        return .invalid(
          line: Int(parser.problem_mark.line), column: Int(parser.problem_mark.column),
          message: message)
      }
      defer { yaml_event_delete(&event) }
      switch event.type {
      case YAML_SCALAR_EVENT:
        let scalar = event.data.scalar
        let text = scalar.value.map {
          String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self)
        }
        add(.text(text ?? ""))
      case YAML_ALIAS_EVENT:
        add(.text(""))
      case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
        guard stack.count < maximumDepth else {
          let mark = event.start_mark
          return .invalid(
            line: Int(mark.line), column: Int(mark.column),
            message: "nested more than \(maximumDepth) deep")
        }
        stack.append(
          event.type == YAML_SEQUENCE_START_EVENT ? .list([]) : .mapping([], pendingKey: nil))
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        switch stack.popLast() {
        case .list(let items): add(.list(items))
        case .mapping(let entries, _): add(.mapping(entries))
        case nil: break
        }
      case YAML_DOCUMENT_END_EVENT, YAML_STREAM_END_EVENT:
        switch root {
        case .mapping(let entries): return .mapping(entries)
        case .text(let text) where text.isEmpty: return .mapping([])
        case nil: return .mapping([])
        default: return .notMapping
        }
      default:
        break
      }
    }
  }
}
