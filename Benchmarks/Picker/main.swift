import FieldChoices
import FieldEngine
import FieldTerminal
import TerminalFields

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

// tf-picker-bench: a choice list of the lines of a file, in release mode, the way `tfield choose`
// holds them. Usage: tf-picker-bench FILE QUERIES [--json] [--preview COMMAND]
// With --preview, the list has `tfield choose --preview COMMAND`'s pane, so each key's time
// includes ending the preview run before and starting the next (`sleep 5; cat {}` never ends
// within a key).
// For each query (a line of QUERIES): its matches and first five items; the time of the whole
// query typed at once (a paste: every item matched from nothing); of each key typed one at a
// time, the first (from the empty query: every item) and the narrowing ones after it; each with
// the frame the runner would paint; each the best of three (the machine is shared). Also: the
// time to read the file (a ChoiceSource, its thread).

func nanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// CPU time of the process (every thread), in nanoseconds.
func cpuNanoseconds() -> UInt64 {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  let user = UInt64(usage.ru_utime.tv_sec) * 1_000_000_000 + UInt64(usage.ru_utime.tv_usec) * 1000
  let system = UInt64(usage.ru_stime.tv_sec) * 1_000_000_000 + UInt64(usage.ru_stime.tv_usec) * 1000
  return user + system
}

/// The CPU time of every call measured, summed (the machine is shared: CPU time says what the
/// work costs, wall time what a user waits).
nonisolated(unsafe) var cpuTotal: UInt64 = 0

func milliseconds(_ body: () -> Void) -> Double {
  let cpu = cpuNanoseconds()
  let start = nanoseconds()
  body()
  cpuTotal += cpuNanoseconds() - cpu
  return Double(nanoseconds() - start) / 1e6
}

@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  print("usage: tf-picker-bench FILE QUERIES [--json]")
  exit(2)
}
let json = arguments.contains("--json")
let descriptor = open(arguments[1], O_RDONLY)
guard descriptor >= 0 else {
  print("tf-picker-bench: cannot open \(arguments[1])")
  exit(2)
}
func readLines(_ path: String) -> [String] {
  guard let file = fopen(path, "r") else { return [] }
  defer { fclose(file) }
  var lines: [String] = []
  var line: UnsafeMutablePointer<CChar>?
  var capacity = 0
  while getline(&line, &capacity, file) > 0, let line {
    let text = String(cString: line)
    lines.append(text.hasSuffix("\n") ? String(text.dropLast()) : text)
  }
  free(line)
  return lines.filter { !$0.isEmpty }
}
let queries = readLines(arguments[2])

var list = ChoiceList(source: ChoiceSource(fileDescriptor: descriptor))
let readTime = milliseconds {
  while list.isReading {
    _ = list.absorb()
    if list.isReading { usleep(200) }
  }
}
var base = ChoiceListController(title: "", list: list)
if let flag = arguments.firstIndex(of: "--preview"), flag + 1 < arguments.count {
  guard let template = try? PreviewTemplate(arguments[flag + 1]) else {
    print("tf-picker-bench: --preview: a command tfield choose would refuse")
    exit(2)
  }
  // Copies of the controller share the pane's runner, as the one list of a session would.
  base.preview = ChoicePreview(template: template, window: PreviewWindow())
}
base.layout(in: Region(width: 100, height: 40))
blackHole(base.frame())

func format(_ value: Double) -> String { String(Double(Int((value * 100).rounded())) / 100) }

struct Result {
  var query: String
  var matches: Int
  var first: [String]
  var whole: Double
  var firstKey: Double
  var narrowing: [Double]
}

var results: [Result] = []
for query in queries {
  // The whole query at once: best of three.
  var whole = Double.infinity
  var pasted = base
  for _ in 0..<3 {
    var next = base
    whole = min(
      whole,
      milliseconds {
        next.handle(.paste(query))
        blackHole(next.frame())
      })
    pasted = next
  }
  // Typed one key at a time (each with its frame); each key's best of three.
  var times = [Double](repeating: .infinity, count: query.count)
  for _ in 0..<3 {
    var typed = base
    for (index, character) in query.enumerated() {
      times[index] = min(
        times[index],
        milliseconds {
          typed.handle(.text(String(character)))
          blackHole(typed.frame())
        })
    }
  }
  let shown = pasted.list
  let first = (0..<min(5, shown.matchCount)).compactMap { shown.item(atRow: $0) }.map { shown.text(of: $0) }
  results.append(
    Result(
      query: query, matches: shown.matchCount, first: first, whole: whole, firstKey: times.first ?? 0,
      narrowing: Array(times.dropFirst())))
}

base.perform(.cancel)

if json {
  func quoted(_ text: String) -> String { JSONText.string(text) }
  let items = results.map { result in
    "{\"query\":\(quoted(result.query)),\"matches\":\(result.matches),\"first\":["
      + result.first.map(quoted).joined(separator: ",") + "],\"wholeMs\":\(format(result.whole)),"
      + "\"firstKeyMs\":\(format(result.firstKey)),\"narrowingMs\":["
      + result.narrowing.map(format).joined(separator: ",") + "]}"
  }
  print(
    "{\"items\":\(list.count),\"readMs\":\(format(readTime)),\"queries\":[" + items.joined(separator: ",")
      + "]}")
} else {
  print("\(list.count) items read in \(format(readTime)) ms")
  defer { print("CPU time of everything measured: \(format(Double(cpuTotal) / 1e6)) ms") }
  print("query | matches | whole query ms | first key ms | narrowing keys ms (max) | first item")
  for result in results {
    print(
      "\(result.query) | \(result.matches) | \(format(result.whole)) | \(format(result.firstKey)) | "
        + "\(format(result.narrowing.max() ?? 0)) (\(result.narrowing.map(format).joined(separator: " "))) | "
        + "\(result.first.first ?? "")")
  }
}
