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

let command = RecipesCommand()
let status = command.run(Array(CommandLine.arguments.dropFirst())) { options in
  let colors: ColorSupport = options.color ? .palette256 : .none
  return try CursesTerminal(options: CursesTerminal.Options(mouse: options.mouse, colors: colors))
}
// A SIGINT, SIGTERM or SIGHUP ended the run (saved, terminal restored):
// end by it, as the signal would have.
CursesTerminal.endIfSignalled()
exit(status)
