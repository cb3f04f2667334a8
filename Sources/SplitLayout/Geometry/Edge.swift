/// One of the four sides of a rect.
public enum Edge: CaseIterable, Hashable, Sendable {
  case top, left, bottom, right
}
