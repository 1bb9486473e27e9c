import FieldChoices
import FieldIO
import TFieldOptions

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

extension ChoiceSettings {
  /// The walk that lists the items when stdin is a terminal: `--walker` read (checked by the
  /// argument parser; fzf's `file,follow,hidden` without it), `--walker-root` (`.` without it),
  /// `--walker-skip` (`.git,node_modules` without it; empty names left out).
  package var fileWalker: FileWalker {
    var walk = walker.flatMap(FileWalker.init(options:)) ?? FileWalker()
    if !walkerRoots.isEmpty { walk.roots = walkerRoots }
    if let walkerSkip { walk.skipped = walkerSkip.split(separator: ",").map(String.init) }
    return walk
  }
}

extension Checks {
  /// `--walker` is fzf's words, and each `--walker-root` a directory.
  static func walker(_ given: GivenOptions) throws(UsageError) {
    if let walker = given.choice.walker, FileWalker(options: walker) == nil { throw .notAWalker(got: walker) }
    for root in given.choice.walkerRoots {
      var status = stat()
      guard stat(root, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
        throw .notADirectory(flag: "--walker-root", got: root)
      }
    }
  }
}

extension Checks {
  /// `--listen`'s value is an address (fzf's `[ADDR:]PORT`, or a path ending in `.sock`).
  static func listenAddress(_ given: GivenOptions) throws(UsageError) {
    guard given.choice.listens else { return }
    do {
      _ = try ListenAddress.parse(given.choice.listenAddress)
    } catch {
      throw .notAListenAddress(error.description)
    }
  }
}
