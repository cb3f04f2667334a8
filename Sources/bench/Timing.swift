/// Repeated timings of one operation, in milliseconds per operation.
///
/// Figures are medians (the machine is shared and noisy); min and max show
/// the spread. Nothing is ever asserted on them.
struct Timing {
  /// One value per run, in milliseconds per operation.
  let samples: [Double]

  /// The median of the runs (the mean of the middle two for an even count).
  var median: Double { Self.median(samples) }
  var min: Double { samples.min() ?? 0 }
  var max: Double { samples.max() ?? 0 }

  /// The median of `values`; 0 for none.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Runs `body` `warmup` times unmeasured, then `runs` times `iterations`
  /// calls each, timing each run; the sample is the run's time divided by
  /// `iterations`. `prepare` runs before each run, outside the clock.
  static func measure(
    runs: Int, iterations: Int = 1, warmup: Int = 1, prepare: () -> Void = {},
    _ body: () -> Void
  ) -> Timing {
    let clock = ContinuousClock()
    for _ in 0..<warmup {
      prepare()
      body()
    }
    var samples: [Double] = []
    for _ in 0..<runs {
      prepare()
      let start = clock.now
      for _ in 0..<iterations { body() }
      let elapsed = clock.now - start
      samples.append(elapsed.milliseconds / Double(iterations))
    }
    return Timing(samples: samples)
  }
}
