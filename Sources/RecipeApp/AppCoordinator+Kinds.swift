import TermUI

// The kinds of controller the app shows (issue 29, point 5): the help,
// `--help`, the README's key table and the config's `[keys]` read every
// binding table from them (`ViewController.declaredBindingTables`), so a
// table is declared once, by the controller that answers to it.
extension AppCoordinator {
  /// Every kind of controller the composition root builds or presents:
  /// the base screen's from the root down, then what it presents. A test
  /// walks the live controller tree of many screens and checks that each
  /// controller there is of a kind listed here.
  static let controllerKinds: [ViewController.Type] = [
    SplitViewController.self, NavigationController.self, MenuViewController.self,
    DishListViewController.self, RecipePageViewController.self, ChecklistViewController.self,
    ShoppingListViewController.self, CookModeViewController.self, TimerListViewController.self,
    PaletteViewController.self, WhatCanICookViewController.self,
    ChoiceListViewController<Int>.self, ThemeViewController.self, TextPageViewController.self,
    HelpPageViewController.self, ReferencePageViewController.self, TitlePromptController.self,
  ]

  /// The last kind of the base screen: the app's own tables follow it in
  /// the help.
  static let lastBaseKind: ViewController.Type = ChecklistViewController.self

  /// The tables of keys the coordinator answers to itself (from any
  /// pane), in the help's order.
  static var appTables: [KeyBindings] {
    [bindings, cookingBindings, terminalBindings, editBindings]
  }
}
