import FieldEngine
import TerminalFields

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// Issue 15's history figures: ↑ at 10 and at 1,000,000 entries, a Ctrl-R keystroke and finding a
/// suggestion over a million, the index's build time and memory, reading a million-entry file a
/// step at a time, and an append to it.
enum HistoryBench {
  /// Entry `index` of a synthetic shell history, about 50 bytes: commands, paths, numbers.
  static func entry(_ index: Int) -> String {
    let commands = [
      "git commit -m", "make", "ls -la", "cd", "swift build -c", "grep -rn", "ssh", "docker run",
    ]
    let words = [
      "release", "fix", "/usr/local/bin", "tests", "main", "build", "café", "deploy", "host", "src",
    ]
    var state = UInt64(index) &* 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state ^= state >> 31
      state = state &* 0xBF58_476D_1CE4_E5B9
      return Int((state >> 33) % UInt64(bound))
    }
    return "\(commands[next(commands.count)]) \(words[next(words.count)]) \(words[next(words.count)]) "
      + "\(words[next(words.count)]) \(words[next(words.count)]) \(words[next(words.count)]) #\(index)"
  }

  /// The resident set in bytes (/proc/self/statm, its second number): big buffers are mapped
  /// and unmapped whole, so a million entries' growth shows in it.
  static func allocated() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 128)
    guard fgets(&line, Int32(line.count), file) != nil else { return 0 }
    let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  @MainActor static func run() {
    let million = quick ? 200_000 : 1_000_000
    let label = quick ? "200k" : "1M"
    // A history of a million entries, newest first, built in memory.
    var memoryBefore = allocated()
    var big = FieldHistory()
    for index in 0..<million { big.appendOlder(entry(million - index)) }
    // The oldest entry, the only one with a "z": a search finds it after scanning all the others.
    big.appendOlder("zebra crossing")
    let entriesBytes = allocated() - memoryBefore
    record("history", "\(label) entries: memory of the entries", Double(entriesBytes) / 1e6, "MB")
    memoryBefore = allocated()
    var steps = 0
    var longest = 0.0
    let build = measure(repeats: 1) {
      while true {
        let start = nanoseconds()
        let done = big.prepare(work: FieldHistory.preparationStep)
        longest = max(longest, Double(nanoseconds() - start))
        steps += 1
        if done { break }
      }
    }
    record("history", "\(label) entries: suggestion index, built in \(steps) steps", build / 1e6, "ms")
    record("history", "\(label) entries: the longest step of the build", longest / 1e6, "ms")
    record("history", "\(label) entries: memory of the index", Double(allocated() - memoryBefore) / 1e6, "MB")

    // ↑ then ↓ (two recalls) at 10 and at a million entries, through a form as the keys go.
    var small = FieldHistory()
    for index in 0..<10 { small.appendOlder(entry(10 - index)) }
    for (name, history) in [("10", small), (label, big)] {
      var field = Field(id: "h")
      field.history = history
      var controller = FormController(form: try! Form([field]), title: "")
      let keys = 20_000
      let time = measure {
        for _ in 0..<keys / 2 {
          controller.handle(.key(.up, []))
          controller.handle(.key(.down, []))
        }
      }
      record("history", "↑ or ↓ at \(name) entries", time / Double(keys), "ns/key")
    }
    // The same keys on the field alone: the walk without the frame and the suggestion looked for
    // after each key (which the form does, a binary search: it grows with the log of the count).
    for (name, history) in [("10", small), (label, big)] {
      var field = Field(id: "h")
      field.history = history
      let keys = 20_000
      let time = measure {
        for _ in 0..<keys / 2 {
          field.apply(.historyOlder)
          field.apply(.historyNewer)
        }
      }
      record("history", "↑ or ↓ on the field alone at \(name) entries", time / Double(keys), "ns/key")
    }
    record(
      "ratio", "↑ on the field alone at \(label) entries / at 10",
      value("history", "↑ or ↓ on the field alone at \(label) entries")
        / value("history", "↑ or ↓ on the field alone at 10 entries"), "x")
    record(
      "ratio", "↑ at \(label) entries / at 10",
      value("history", "↑ or ↓ at \(label) entries") / value("history", "↑ or ↓ at 10 entries"), "x")

    // A Ctrl-R keystroke over a million entries: the keystroke that makes the newest match's text
    // one no entry holds ("#1" is in the newest, "#1 " in none: every older entry scanned, the
    // worst case), the first letter of a text only the oldest holds (all scanned, then found),
    // and one the newest holds.
    let searches = [
      ("no match (all scanned)", "#1 "), ("a match in the oldest entry only", "z"), ("a match at once", "m"),
    ]
    for (what, text) in searches {
      var field = Field(id: "h")
      field.history = big
      field.apply(.search(.older))
      let characters = Array(text)
      for character in characters.dropLast() { field.apply(.search(.type(String(character)))) }
      let time = measure(repeats: 5) {
        var copy = field
        copy.apply(.search(.type(String(characters.last!))))
        blackHole(copy)
      }
      record("history", "Ctrl-R keystroke over \(label): \(what)", time / 1e6, "ms")
    }

    // Finding the suggestion for a keystroke: the index's binary searches and the rules' check.
    for (what, prefix) in [("a common prefix", "git commit -m fix"), ("a rare prefix", "ssh café host")] {
      var field = Field(id: "h")
      field.history = big
      field.apply(.insert(prefix))
      let repeats = 2_000
      let time = measure {
        for _ in 0..<repeats { blackHole(field.suggestion) }
      }
      record("history", "suggestion over \(label), \(what)", time / Double(repeats) / 1e3, "µs")
    }

    // Reading a million-entry file, a step a wake, as a component does after the first paint;
    // then an append to it (the compaction check counts its lines).
    let path = "/tmp/tf-bench-history-\(getpid())"
    defer { unlink(path) }
    do {
      var text = ""
      text.reserveCapacity(million * 52)
      for index in 1...million { text += entry(index) + "\n" }
      let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      _ = text.withCString { write(descriptor, $0, strlen($0)) }
      close(descriptor)
      record("history", "\(label)-entry file size", Double(text.utf8.count) / 1e6, "MB")
    }
    let file = HistoryFile(path: path, size: million)
    var loadSteps = 0
    var longestLoad = 0.0
    var loaded = FieldHistory()
    let load = measure(repeats: 1) {
      var reading = file.load()
      while true {
        let start = nanoseconds()
        let done = reading.step { loaded.appendOlder(utf8: $0) }
        longestLoad = max(longestLoad, Double(nanoseconds() - start))
        loadSteps += 1
        if done { break }
      }
    }
    record(
      "history", "\(label)-entry file read in \(loadSteps) steps (\(loaded.count) entries)", load / 1e6, "ms")
    record("history", "\(label)-entry file: the longest step", longestLoad / 1e6, "ms")
    let append = measure(repeats: 3) { _ = try? file.append("a new entry \(nanoseconds())") }
    record("history", "append to the \(label)-entry file (lines counted)", append / 1e6, "ms")
  }
}
