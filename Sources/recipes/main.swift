// `recipes`: parse the command line, pick the terminal, run, exit.
import CursesTerminal
import RecipeApp
import TermUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

var command = RecipesCommand()
command.doctor = TerminalDoctor.run
let status = command.run(Array(CommandLine.arguments.dropFirst())) { options in
  let colors: ColorSupport = options.color ? .direct : .none
  return try CursesTerminal(
    options: CursesTerminal.Options(
      mouse: options.mouse, colors: colors, asksBackground: options.theme == .auto,
      clipboard: options.clipboard))
}
// A SIGINT, SIGTERM or SIGHUP ended the run (saved, terminal restored):
// end by it, as the signal would have.
CursesTerminal.endIfSignalled()
exit(status)
