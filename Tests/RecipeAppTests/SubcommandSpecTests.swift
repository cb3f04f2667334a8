import Testing

@testable import RecipeApp

/// The subcommand table (`SubcommandSpec.all`): its parsers accept every
/// option it lists and no other, and the man page and the three scripts
/// name every one.
@Suite struct SubcommandSpecTests {
  /// A value `option` accepts.
  static func value(_ option: SubcommandSpec.Option) -> String {
    option.values.last ?? "x"
  }

  @Test func theParsersAcceptEveryOptionOfTheTableAndNoOther() {
    for option in SubcommandSpec.importCommand.options {
      var words = ["--dry-run", option.name]
      if option.argument != nil { words.append(Self.value(option)) }
      #expect((try? RecipesCommand.parseImport(words + ["page.html"]).get()) != nil, "\(option.name)")
    }
    for option in SubcommandSpec.exportCommand.options {
      var words = ["--to", "out", option.name]
      if option.argument != nil { words.append(Self.value(option)) }
      #expect((try? RecipesCommand.parseExport(words).get()) != nil, "\(option.name)")
    }
    #expect((try? RecipesCommand.parseImport(["--bogus", "page.html"]).get()) == nil)
    #expect((try? RecipesCommand.parseExport(["--to", "out", "--into", "x"]).get()) == nil)
  }

  @Test func everySubcommandAndOptionIsInTheManPageAndEveryScript() {
    for file in GeneratedFile.allCases {
      for command in SubcommandSpec.all {
        #expect(file.text.contains(command.name), "\(file): \(command.name)")
        for option in command.options {
          let written = file == .man ? ManPage.roff(option.name) : String(option.name.dropFirst(2))
          #expect(file.text.contains(written), "\(file): \(command.name) \(option.name)")
        }
      }
    }
  }
}
