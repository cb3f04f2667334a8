// `recipes` with a terminal that traps at the first key it reads, for
// `TerminalRestoreTests`: the same command and curses terminal as
// `Sources/recipes/main.swift`, wrapped in `TestTrapTerminal`. Test only:
// not a product, never installed.
import CursesTerminal
import RecipeApp
import TermUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

let command = RecipesCommand()
let status = command.run(Array(CommandLine.arguments.dropFirst())) { options in
  let colors: ColorSupport = options.color ? .direct : .none
  let curses = try CursesTerminal(
    options: CursesTerminal.Options(
      mouse: options.mouse, colors: colors, asksBackground: options.theme == .auto,
      clipboard: options.clipboard))
  return TestTrapTerminal(base: curses)
}
CursesTerminal.endIfSignalled()
exit(status)
