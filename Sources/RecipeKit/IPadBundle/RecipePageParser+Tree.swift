extension RecipePageParser {
  /// Caps the node visits of one page's reading, shared by all the walks
  /// over it, so that the work stays bounded whatever the tree looks like.
  final class VisitBudget {
    private var remaining: Int

    init(limit: Int) {
      remaining = limit
    }

    /// Takes one visit; false once the budget is spent.
    func spend() -> Bool {
      guard remaining > 0 else { return false }
      remaining -= 1
      return true
    }
  }

  /// Walks a subtree in document order without recursion, following the
  /// tree's own child, sibling and parent links: the parent links serve as
  /// the stack, so the walk takes O(1) memory at any depth (libxml2's own
  /// `xmlFreeNodeList` walks the same way).
  ///
  /// Yields `.enter` for every node below `root` (not `root` itself), and
  /// `.exit` for every element entered and not skipped, after its children.
  /// Call `skipChildren()` right after an `.enter` to not descend. Stops
  /// early, silently, when the budget is spent.
  struct TreeCursor {
    enum Event {
      case enter(Node)
      case exit(Node)
    }

    private enum State {
      case start
      case entered(Node, descend: Bool)
      case exited(Node)
      case done
    }

    private let root: Node
    private let budget: VisitBudget
    private var state = State.start

    init(_ root: Node, budget: VisitBudget) {
      self.root = root
      self.budget = budget
    }

    /// Do not visit the children of the node just entered.
    mutating func skipChildren() {
      if case .entered(let node, _) = state {
        state = .entered(node, descend: false)
      }
    }

    mutating func next() -> Event? {
      let event: Event?
      switch state {
      case .start:
        if let child = root.firstChild { event = enter(child) } else { event = nil }
      case .entered(let node, let descend):
        if descend, node.isElement {
          if let child = node.firstChild {
            event = enter(child)
          } else {
            state = .exited(node)
            event = .exit(node)
          }
        } else {
          event = advance(from: node)
        }
      case .exited(let node):
        event = advance(from: node)
      case .done:
        event = nil
      }
      if event == nil { state = .done }
      return event
    }

    private mutating func enter(_ node: Node) -> Event? {
      guard budget.spend() else { return nil }
      state = .entered(node, descend: true)
      return .enter(node)
    }

    /// The event after `node` and its subtree: its next sibling's entry, or
    /// its parent's exit, or nothing at `root`.
    private mutating func advance(from node: Node) -> Event? {
      if let sibling = node.nextSibling { return enter(sibling) }
      guard let parent = node.parent, parent != root else { return nil }
      state = .exited(parent)
      return .exit(parent)
    }
  }
}
