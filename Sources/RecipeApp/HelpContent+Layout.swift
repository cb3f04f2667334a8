import SplitLayout

/// Help › Layout, generated from the ladder (issue 30, item 4): the five
/// arrangements with their thresholds, the one on screen now, and the
/// options and keys that change them.
extension HelpTopic {
  static func layoutEntries(_ labels: Labels, context: HelpContext) -> [(String, String)] {
    let zh = labels.language == .zh
    let ladder = context.settings.ladder
    let (a, b, c, d) = (
      ladder.stackLimit, ladder.drawerLimit, ladder.tripleWidth, ladder.inspectorWidth
    )
    let mode = context.settings.mode(width: context.width)
    let inspector = context.settings.showsInspectorColumn(width: context.width)
    var now = (zh ? "\(context.width) 列：" : "\(context.width) columns: ") + name(mode, zh: zh)
    if inspector { now += zh ? " + 检查器" : " + inspector" }
    if context.settings.override != .auto { now += " (--layout)" }
    return [
      (
        "≤ \(a)",
        name(.stack, zh: zh)
          + (zh ? "：一次一页，菜系 → 菜品 → 菜谱" : ": one page at a time, cuisines → dishes → recipe")
      ),
      (
        "\(a + 1)–\(b)",
        name(.drawer, zh: zh)
          + (zh
            ? "：菜品；菜系从左侧抽屉滑出；菜谱以整页显示"
            : ": the dishes; the cuisines slide in as a drawer; a recipe is a sheet")
      ),
      (
        "\(b + 1)–\(c - 1)",
        name(.split, zh: zh)
          + (zh ? "：菜系 │ 菜品；菜谱以整页显示" : ": cuisines │ dishes; a recipe is a sheet")
      ),
      (
        "≥ \(c)",
        name(.triple, zh: zh)
          + (zh ? "：菜系 │ 菜品 │ 菜谱" : ": cuisines │ dishes │ the highlighted recipe")
      ),
      (
        "≥ \(d)",
        name(.triple, zh: zh)
          + (zh
            ? " + 检查器：第四列是用料清单" : " + inspector: a fourth column, the ingredients as a checklist")
      ),
      (zh ? "现在" : "now", now),
      (
        "i",
        zh ? "显示或隐藏检查器（\(d) 列以下为整页）" : "shows or hides the inspector (a sheet below \(d) columns)"
      ),
      ("z", zh ? "放大当前列到全宽，再按还原" : "zooms the focused column to the whole width and back"),
      (
        "--ladder A,B,C,D",
        (zh ? "改变这些宽度（现在 " : "moves these widths (now ") + "\(a),\(b),\(c),\(d))"
      ),
      (
        "--layout MODE",
        zh ? "stack、drawer、split 或 triple 固定布局" : "stack, drawer, split or triple fixes the mode"
      ),
    ]
  }

  private static func name(_ mode: LadderMode, zh: Bool) -> String {
    switch mode {
    case .stack: zh ? "单页（stack）" : "stack"
    case .drawer: zh ? "抽屉（drawer）" : "drawer"
    case .split: zh ? "分栏（split）" : "split"
    case .triple: zh ? "三栏（triple）" : "triple"
    }
  }
}
