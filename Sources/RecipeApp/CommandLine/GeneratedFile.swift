/// The files made from the option table and the key-binding tables, which
/// `make man completions` writes (`recipes --generate NAME`) and a test
/// compares with the committed copies.
public enum GeneratedFile: String, CaseIterable, Sendable {
  case man, bash, zsh, fish

  /// The text (the files end with a newline).
  var text: String {
    switch self {
    case .man: ManPage.text
    case .bash: CompletionScript.bash
    case .zsh: CompletionScript.zsh
    case .fish: CompletionScript.fish
    }
  }

  /// Where the committed copy lives in the package: laid out as it is
  /// installed, under `share/` (see DECISIONS.md).
  public var packagePath: String {
    "Sources/recipes/share/" + installedPath
  }

  /// Where it is installed, under `$(PREFIX)/share/`.
  public var installedPath: String {
    switch self {
    case .man: "man/man1/recipes.1"
    case .bash: "bash-completion/completions/recipes"
    case .zsh: "zsh/site-functions/_recipes"
    case .fish: "fish/vendor_completions.d/recipes.fish"
    }
  }
}
