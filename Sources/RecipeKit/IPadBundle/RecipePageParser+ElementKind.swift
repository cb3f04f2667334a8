extension RecipePageParser {
  /// What an HTML element means to the readers, from its (lowercase) name.
  enum ElementKind: Equatable {
    /// `h1` … `h6`.
    case heading(level: Int)
    /// `br`: a line break inside the current text.
    case lineBreak
    /// `img`.
    case image
    /// `table`.
    case table
    /// `tr`.
    case row
    /// `td`, `th`.
    case cell
    /// `ul`, `menu`, `dir` (unordered) and `ol` (ordered).
    case list(ordered: Bool)
    /// `li`.
    case listItem
    /// `pre`, `listing`, `xmp`, `plaintext`, `textarea`: line feeds in their
    /// text are kept as line breaks.
    case preformatted
    /// `head`, `script`, `style`, `template`, `title` and the head's
    /// `meta`/`link`: never shown, not even their text.
    case hidden
    /// `label`: inline; in the ingredient table it holds a name.
    case label
    /// Any other element that starts and ends a block of text (`p`, `div`,
    /// `section`, `blockquote`, `hr` …).
    case block
    /// Inline elements (`span`, `a`, `b` …), unknown elements, and nodes
    /// that are not elements.
    case other

    /// The kind of the element named `name` (lowercase).
    init(name: String) {
      self = Self.byName[name] ?? .other
    }

    // A dictionary rather than a `switch` over strings, which compares the
    // name with each case in turn; this runs for every element of every walk.
    private static let byName: [String: ElementKind] = {
      var kinds: [String: ElementKind] = [
        "h1": .heading(level: 1), "h2": .heading(level: 2), "h3": .heading(level: 3),
        "h4": .heading(level: 4), "h5": .heading(level: 5), "h6": .heading(level: 6),
        "br": .lineBreak, "img": .image, "table": .table, "tr": .row, "td": .cell, "th": .cell,
        "ul": .list(ordered: false), "menu": .list(ordered: false), "dir": .list(ordered: false),
        "ol": .list(ordered: true), "li": .listItem, "label": .label,
      ]
      for name in ["pre", "listing", "xmp", "plaintext", "textarea"] {
        kinds[name] = .preformatted
      }
      for name in ["head", "script", "style", "template", "title", "meta", "link"] {
        kinds[name] = .hidden
      }
      for name in [
        "p", "div", "address", "article", "aside", "blockquote", "body", "caption", "center",
        "dd", "details", "dialog", "dl", "dt", "fieldset", "figcaption", "figure", "footer",
        "form", "header", "hgroup", "hr", "html", "legend", "main", "nav", "noscript", "option",
        "section", "summary", "tbody", "tfoot", "thead",
      ] {
        kinds[name] = .block
      }
      return kinds
    }()

    /// True for the kinds whose edges separate blocks of text.
    var isBlock: Bool {
      switch self {
      case .lineBreak, .image, .hidden, .label, .other: false
      default: true
      }
    }
  }
}
