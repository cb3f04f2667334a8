/// Divides `total` cells into parts proportional to `weights`, carrying the
/// remainder from part to part so that the parts always sum to `total`
/// exactly (no column lost to rounding, none counted twice).
///
/// - Parameters:
///   - total: cells to divide; a negative total is treated as 0.
///   - weights: relative sizes; negative weights count as 0. When all weights
///     are 0 the cells are divided evenly.
/// - Returns: one part per weight (empty for no weights), each `>= 0`, summing
///   to `max(0, total)`. Earlier parts take the larger share of a remainder.
///
/// `distribute(10, weights: [1, 1, 1])` is `[4, 3, 3]`:
/// ```
/// AAAABBBCCC
/// ```
public func distribute(_ total: Int, weights: [Int]) -> [Int] {
  guard !weights.isEmpty else { return [] }
  let total = Swift.max(0, total)
  var clean = weights.map { Swift.max(0, $0) }
  var sum = clean.reduce(0) { $0.adding(saturating: $1) }
  if sum == 0 {
    clean = Array(repeating: 1, count: clean.count)
    sum = clean.count
  }
  // Walk the cumulative weight and cut at round(total * cumulative / sum).
  // Each cut is computed from the running total (the carried remainder),
  // so the last cut is exactly `total`.
  var parts: [Int] = []
  parts.reserveCapacity(clean.count)
  var cumulative = 0
  var previousCut = 0
  for weight in clean {
    cumulative = cumulative.adding(saturating: weight)
    let cut = scaledCut(total, cumulative, sum)
    parts.append(cut - previousCut)
    previousCut = cut
  }
  return parts
}

/// `ceil(total * numerator / denominator)` without overflow for screen-sized
/// totals, and clamped to `0...total`.
private func scaledCut(_ total: Int, _ numerator: Int, _ denominator: Int) -> Int {
  let (high, low) = total.multipliedFullWidth(by: numerator)
  let wide = (high, low)
  // Rounds up, so the first parts take the remainder.
  let (q, r) = denominator.dividingFullWidth(wide)
  let up = r > 0 ? q + 1 : q
  return up.clamped(0, total)
}
