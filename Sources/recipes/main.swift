// `recipes`: parse the command line, pick the terminal, run, exit.
import CursesTerminal
import Foundation
import RecipeApp
import TermUI

let command = RecipesCommand()
let status = command.run(Array(CommandLine.arguments.dropFirst())) { options in
  let colors: ColorSupport = options.color ? .palette256 : .none
  return try CursesTerminal(options: CursesTerminal.Options(mouse: options.mouse, colors: colors))
}
exit(status)
