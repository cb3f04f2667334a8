import RecipeKit
import SplitLayout
import TermUI

/// The table. Adding an option is one row here (and the field it sets);
/// `make man completions` then rewrites the man page and the completion
/// scripts, and a test fails until they are committed.
extension OptionSpec {
  /// Every option, in the order of `--help` and the man page.
  static let all: [OptionSpec] = [
    OptionSpec(
      name: "--data", argument: "DIR", completion: .folders,
      english: "a folder of recipes: a Cooklang collection or a bundle of the iPad app's layout;"
        + " give it again for several, shown together (default: RECIPES_DATA, folders"
        + " separated by ':', the config's data, ../share/recipes/Data beside the program,"
        + " the checkout's Data/)",
      chinese: "菜谱目录：Cooklang 菜谱集或 iPad 应用布局的数据；可多次给出，一并显示"
        + "（默认依次：RECIPES_DATA（多个目录以 ':' 分隔）、配置的 data、"
        + "程序旁的 ../share/recipes/Data、源码目录的 Data/）"
    ) { parsing, value in
      if let value { parsing.options.dataFolders.append(value) }
    },
    OptionSpec(
      name: "--lang", argument: "LANG", values: Labels.Language.allCases.map(\.rawValue),
      completion: .values,
      english: "labels in English or Chinese (default: from LC_ALL, LC_MESSAGES, LANG)",
      chinese: "界面语言（默认取自 LC_ALL、LC_MESSAGES、LANG）"
    ) { $0.options.language = $1.flatMap(Labels.Language.init(rawValue:)) },
    OptionSpec(
      name: "--layout", argument: "MODE",
      values: LadderOverride.allCases.map(\.rawValue) + ["overlay"], completion: .values,
      english: "force a mode of the width ladder instead of following the width (auto);"
        + " overlay is the drawer",
      chinese: "固定宽度阶梯中的一种模式，不随宽度变化（auto）；overlay 即抽屉"
    ) { $0.options.layout = $1.flatMap(LadderOverride.init(argument:)) ?? .auto },
    OptionSpec(
      name: "--ladder", argument: "A,B,C,D",
      english: "the widths of the modes (default 60,100,140,200): one page up to A,"
        + " the drawer up to B, two columns below C, three from C, the inspector from D",
      chinese: "各模式的宽度（默认 60,100,140,200）：A 及以下单页，B 及以下抽屉，"
        + "C 以下两列，C 起三列，D 起检查器"
    ) { parsing, value in parsing.ladderText = value },
    OptionSpec(
      name: "--breakpoint", argument: "N",
      english: "sets B: side by side when wider than N columns (default 100);"
        + " with --ladder it must agree",
      chinese: "设置 B：宽于 N 列时左右并排（默认 100）；与 --ladder 同用时须一致"
    ) { parsing, value throws(Options.UsageError) in
      parsing.options.breakpoint = try OptionParsing.integer(
        value, Limits.breakpoint, name: "--breakpoint", what: "a number of columns")
    },
    OptionSpec(
      name: "--no-mouse", english: "do not ask the terminal for mouse reports",
      chinese: "不使用鼠标"
    ) { parsing, _ in parsing.options.mouse = false },
    OptionSpec(
      name: "--no-color", english: "no colours (also when NO_COLOR is set)",
      chinese: "不用颜色（设置了 NO_COLOR 时也是）"
    ) { parsing, _ in parsing.options.color = false },
    OptionSpec(
      name: "--ascii", english: "ASCII borders, arrows and buttons",
      chinese: "边框、箭头和按钮只用 ASCII 字符"
    ) { parsing, _ in parsing.options.ascii = true },
    OptionSpec(
      name: "--theme", argument: "MODE", values: ThemeChoice.allCases.map(\.rawValue),
      completion: .values,
      english: "the dark or light colours, or the terminal background's (auto, the default)",
      chinese: "深色或浅色配色，或随终端背景（auto，默认）"
    ) { parsing, value throws(Options.UsageError) in
      guard let value, let choice = ThemeChoice(rawValue: value) else {
        throw Options.UsageError(
          message: "--theme must be auto, dark or light, not '\(CookingOptions.shown(value ?? ""))'"
        )
      }
      parsing.options.theme = choice
    },
    OptionSpec(
      name: "--a11y",
      english: "for screen readers (also RECIPES_A11Y=1): no box drawing, rows that say where"
        + " they are, the cursor on the focused row, the place on the bottom line",
      chinese: "读屏模式（也可设 RECIPES_A11Y=1）：不画框线，行内说明位置，光标在焦点行，底行显示位置"
    ) { parsing, _ in parsing.options.a11y = true },
    OptionSpec(
      name: "--no-footer", english: "no footer of keys on the bottom line",
      chinese: "底行不显示按键提示"
    ) { parsing, _ in parsing.options.footer = false },
    OptionSpec(
      name: "--config", argument: "FILE", completion: .files,
      english: "read settings from FILE (default: $XDG_CONFIG_HOME/recipes/config.toml)",
      chinese: "从 FILE 读取设置（默认：$XDG_CONFIG_HOME/recipes/config.toml）"
    ) { $0.options.configFile = $1 },
    OptionSpec(
      name: "--state", argument: "FILE", completion: .files,
      english: "remember the place in FILE (default: $XDG_STATE_HOME/recipes/state.json)",
      chinese: "把浏览位置记在 FILE 里（默认：$XDG_STATE_HOME/recipes/state.json）"
    ) { $0.options.stateFile = $1 },
    OptionSpec(
      name: "--no-state", english: "neither read nor write the state file",
      chinese: "不读也不写状态文件"
    ) { parsing, _ in parsing.options.noState = true },
    OptionSpec(
      name: "--render", argument: "COLSxROWS",
      english: "draw headless at that size (at most 500x200) after --keys, print the screen",
      chinese: "按此尺寸（至多 500x200）在后台绘制（先执行 --keys），打印屏幕"
    ) { parsing, text throws(Options.UsageError) in
      let most = Options.maximumRenderSize
      guard let size = KeyScript.parseSize(text ?? ""), size.width <= most.width,
        size.height <= most.height
      else {
        throw Options.UsageError(
          message:
            "--render needs COLSxROWS from 1x1 to \(most.width)x\(most.height) (like 120x40),"
            + " not '\(CookingOptions.shown(text ?? ""))'")
      }
      parsing.renderSize = size
    },
    OptionSpec(
      name: "--keys", argument: "\"KEY ...\"",
      english:
        "keys for --render: up down left right pgup pgdn home end enter esc tab backtab space"
        + " backspace, any character, ctrl-X, resize:COLSxROWS, text:STRING, click:X,Y,"
        + " wheelup:X,Y, wheeldown:X,Y, drag:X,Y-X2,Y2",
      chinese:
        "--render 的按键：up down left right pgup pgdn home end enter esc tab backtab space"
        + " backspace、任意字符、ctrl-X、resize:COLSxROWS、text:STRING、click:X,Y、"
        + "wheelup:X,Y、wheeldown:X,Y、drag:X,Y-X2,Y2"
    ) { $0.keys = $1 },
    OptionSpec(
      name: "--render-styles",
      english: "of --render: after the screen, each row's styles (colours and attributes) by run",
      chinese: "--render 的附加输出：屏幕之后，逐行列出样式（颜色和属性）"
    ) { parsing, _ in parsing.options.renderStyles = true },
    OptionSpec(
      name: "--print", argument: "ID|NAME", completion: .dishes,
      english: "print one recipe as text, by dish id, whole name or its full pinyin",
      chinese: "以文本打印一道菜谱（菜品编号、完整名称或全拼）"
    ) { $0.printTarget = $1 },
    OptionSpec(
      name: "--width", argument: "N",
      english:
        "of --print: at most N columns, at least 8 (default: the terminal's, at most 88; else 80)",
      chinese: "--print 的宽度：至多 N 列，至少 8（默认终端宽度，至多 88；否则 80）"
    ) { parsing, value throws(Options.UsageError) in
      parsing.width = try OptionParsing.integer(
        value, Limits.printWidth, name: "--width", what: "a number of columns")
    },
    OptionSpec(
      name: "--scale", argument: "F",
      english: "of --print and --shopping-list: scale the amounts (2, 1.5, 1/2, ½)",
      chinese: "--print 和 --shopping-list 的用量倍数（2、1.5、1/2、½）"
    ) { parsing, value throws(Options.UsageError) in
      try parsing.options.cooking.parse("--scale", value: value)
    },
    OptionSpec(
      name: "--servings", argument: "N",
      english: "of --print and --shopping-list: scale a recipe with servings to N of them",
      chinese: "--print 和 --shopping-list：把有份量的菜谱调到 N 人份"
    ) { parsing, value throws(Options.UsageError) in
      try parsing.options.cooking.parse("--servings", value: value)
    },
    OptionSpec(
      name: "--units", argument: "U", values: UnitSystem.allCases.map(\.rawValue),
      // `page` is the older name of `original` (as in the config and state).
      aliases: ["page"], completion: .values,
      english: "the page's units, grams and millilitres, or US cups and ounces",
      chinese: "原文单位、克和毫升，或美制杯和盎司"
    ) { parsing, value throws(Options.UsageError) in
      try parsing.options.cooking.parse("--units", value: value)
    },
    OptionSpec(
      name: "--list", argument: "CUISINE", argumentIsOptional: true, completion: .cuisines,
      english: "every dish (of one cuisine, by id or name): id<TAB>cuisine<TAB>name",
      chinese: "列出所有菜品（或某一菜系的，按编号或名称）：编号<TAB>菜系<TAB>名称"
    ) { $0.listCuisine = .some($1) },
    OptionSpec(
      name: "--search", argument: "QUERY",
      english: "dishes, cuisines and ingredients matching QUERY (characters, pinyin,"
        + " initials, English), best first: kind<TAB>id<TAB>cuisine<TAB>name",
      chinese: "搜索菜品、菜系和食材（汉字、拼音、首字母、英文），最相关的在前"
    ) { $0.searchQuery = $1 },
    OptionSpec(
      name: "--with", argument: "\"A B\"",
      english: "dishes using every ingredient (characters, pinyin, initials, English;"
        + " --any: at least one): id, cuisine, name, matched",
      chinese: "用到全部这些食材的菜品（汉字、拼音、首字母、英文；--any：至少一种）"
    ) { parsing, value throws(Options.UsageError) in
      try parsing.options.cooking.parse("--with", value: value)
    },
    OptionSpec(
      name: "--without", argument: "\"C\"",
      english: "of --with: leave out the dishes using these",
      chinese: "--with 中排除用到这些食材的菜品"
    ) { parsing, value throws(Options.UsageError) in
      try parsing.options.cooking.parse("--without", value: value)
    },
    OptionSpec(
      name: "--any", english: "of --with: at least one of the ingredients",
      chinese: "--with 中至少用到一种食材"
    ) { parsing, _ throws(Options.UsageError) in
      try parsing.options.cooking.parse("--any", value: nil)
    },
    OptionSpec(
      name: "--shopping-list", argument: "DISH...", argumentIsOptional: true, completion: .dishes,
      takesWords: true,
      english: "one shopping list: dishes (id, title, path, pinyin) or .menu files;"
        + " NAME:F, IDxF scale; none: the app's list",
      chinese: "合并的购物清单：每个词是一道菜（编号、名称、路径、拼音）或 .menu；"
        + "名称:F、路径:F、编号xF 为倍数；243,140x2 仍可用；不给菜：应用里保存的清单"
    ) { parsing, value throws(Options.UsageError) in
      try parsing.options.cooking.parse("--shopping-list", value: value ?? "")
    },
    OptionSpec(
      name: "--ignore-pantry",
      english: "list what config/pantry.conf holds as to buy",
      chinese: "--shopping-list 和应用中：不看 config/pantry.conf，家里有的也列为要买"
    ) { parsing, _ throws(Options.UsageError) in
      try parsing.options.cooking.parse("--ignore-pantry", value: nil)
    },
    OptionSpec(
      name: "--format", argument: "F", values: ["text", "markdown", "json", "cooklang"],
      completion: .values,
      english: "of --print (text, markdown, json, cooklang) or --shopping-list (text, markdown, json)",
      chinese: "--print（text、markdown、json、cooklang）或购物清单（text、markdown、json）的格式"
    ) { parsing, value throws(Options.UsageError) in
      try parsing.options.cooking.parse("--format", value: value)
    },
    OptionSpec(
      name: "--timers", argument: "ID", completion: .dishes,
      english: "the durations in one recipe's steps: step<TAB>seconds<TAB>the phrase",
      chinese: "一道菜谱步骤里的时长：步骤<TAB>秒数<TAB>原文"
    ) { $0.timersTarget = $1 },
    OptionSpec(
      name: "--check-ingredients",
      english: "how every amount of the bundle is read: counts, then the text-only ones",
      chinese: "检查所有用量的读法：先计数，再列出只能当文字的"
    ) { parsing, _ throws(Options.UsageError) in
      try parsing.options.cooking.parse("--check-ingredients", value: nil)
    },
    OptionSpec(
      name: "--parse-ingredient", argument: "LINE|-",
      english: "read an ingredient line as the importer does: one JSON object of quantity,"
        + " unit, name, preparation and note (-: each line of standard input)",
      chinese: "按导入时的读法解析一行配料：输出 quantity、unit、name、preparation、note 的 JSON"
        + "（-：逐行读标准输入）"
    ) { $0.parseIngredientLine = $1 },
    OptionSpec(
      name: "--check-data", argument: "DIR", argumentIsOptional: true, completion: .folders,
      english: "validate a bundle (default: --data or the bundled Data/): one line per problem,"
        + " then a summary",
      chinese: "检查数据目录（默认：--data 或自带的 Data/）：每个问题一行，最后是总结"
    ) { parsing, folder in
      parsing.checksData = true
      parsing.checkFolder = folder
    },
    OptionSpec(
      name: "--parse", argument: "FILE|-", completion: .files,
      english: "print a Cooklang recipe (a .cook file, or - for standard input) as JSON;"
        + " its problems go to standard error",
      chinese: "把 Cooklang 菜谱（.cook 文件，或 - 表示标准输入）打印为 JSON；问题写到标准错误"
    ) { $0.parseTarget = $1 },
    OptionSpec(
      name: "--print-config", english: "print every setting, its value and where it came from",
      chinese: "打印每项设置、它的值和来源"
    ) { parsing, _ in parsing.options.mode = .printConfig },
    OptionSpec(
      name: "--doctor",
      english: "check the terminal (/dev/tty): TERM, colours, background, 2026, OSC 52, mouse,"
        + " locale, glyph widths; with advice (exit 2 without a terminal)",
      chinese: "检查终端（/dev/tty）：TERM、颜色、背景、2026、OSC 52、鼠标、区域设置、字形宽度，并给出建议"
        + "（没有终端时以 2 退出）"
    ) { parsing, _ in parsing.options.mode = .doctor },
    OptionSpec(
      name: "--check-config", english: "check the config file: exit 2 with its problems, else 0",
      chinese: "检查配置文件：有问题时列出并以 2 退出，否则 0"
    ) { parsing, _ in parsing.options.mode = .checkConfig },
    OptionSpec(
      name: "--help", short: "-h", english: "this help", chinese: "本帮助"
    ) { parsing, _ in parsing.options.mode = .help },
    OptionSpec(
      name: "--version", short: "-V", english: "the version", chinese: "版本"
    ) { parsing, _ in parsing.options.mode = .version },
    // For the completion scripts (`Completer`).
    OptionSpec(
      name: "--complete", argument: "OPTION CURRENT WORD...", takesTheRest: true,
      english: "complete the argument of OPTION", chinese: "补全 OPTION 的参数", hidden: true
    ) { parsing, _ in parsing.completeWords = parsing.rest },
    // For `make man completions`.
    OptionSpec(
      name: "--generate", argument: "FILE", values: GeneratedFile.allCases.map(\.rawValue),
      english: "print a generated file", chinese: "打印生成的文件", hidden: true
    ) { $0.generate = $1 },
  ]

  /// The forms of the command, for `--help` and the man page's SYNOPSIS
  /// (every option they name is in the table: a test checks).
  static let synopsis: [String] = [
    "[--data DIR] [--lang LANG] [--layout MODE] [--ladder A,B,C,D] [--breakpoint N] [--no-mouse]"
      + " [--no-color] [--ascii] [--no-footer] [--config FILE] [--state FILE | --no-state]"
      + " [DIR | FILE.cook]",
    "--render COLSxROWS [--keys \"KEY ...\"] [same options] [DIR | FILE.cook]",
    "--print ID|NAME|FILE.cook [--format F] [--width N] [--lang LANG] [--scale F] [--units U]"
      + " [--data DIR]",
    "--list [CUISINE] [--data DIR]",
    "--search QUERY [--data DIR]",
    "--with \"A B\" [--without \"C\"] [--any]",
    "--shopping-list [DISH...] [--format F] [--scale F] [--units U]",
    "--timers ID [--data DIR]",
    "--check-ingredients [--data DIR]",
    "--parse-ingredient LINE|-",
    "--check-data [DIR]",
    "--parse FILE|-",
    "--print-config | --check-config [--config FILE]",
    "--help | -h | --version | -V",
  ]
}
