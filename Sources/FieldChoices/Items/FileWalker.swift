#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// The paths below some directories, as fzf 0.74's built-in walker lists them when its stdin is
/// a terminal (`--walker`, `--walker-root`, `--walker-skip`; fzf's `src/reader.go`, `readFiles`,
/// MIT): each path relative to the current directory as the root was given (`a/b/c.txt` below
/// the root `.`, `src/x` below `src`), a directory's with a `/` at its end.
///
/// - Files (anything not a directory: symbolic links to files, and links that lead nowhere, too)
///   are listed with `file`, directories with `dir`.
/// - `follow`: a symbolic link to a directory is a directory, entered, unless it leads to a
///   root or to one of a root's ancestors (left out, as fzf leaves it out), or back to a
///   directory on its own path (listed, not entered: fzf's fastwalk check), so that loops end.
///   Without it such a link is left out.
/// - A directory whose name starts with `.` is left out without `hidden` (a hidden file is
///   listed all the same, as fzf 0.74.5 lists it); so is one named in `skipped` (a name,
///   `.git`), one whose path is a `skipped` entry with a `/` in it (`src/gen`), or whose path
///   ends with `/` and it.
/// - Order: each directory's regular files, then its other entries but directories (links among
///   them), then its directories, each group by name (fzf's `SortFilesFirst`); directories level
///   by level. fzf walks several directories at once, so its order between directories varies
///   from run to run; the entries of each one come in this order there too.
///
/// What cannot be read is left out, as in fzf.
public struct FileWalker: Equatable, Sendable {
  /// Files are listed (`file`).
  public var listsFiles = true
  /// Directories are listed (`dir`).
  public var listsDirectories = false
  /// Symbolic links to directories are followed (`follow`).
  public var followsLinks = true
  /// Directories whose names start with `.` are entered (`hidden`).
  public var entersHidden = true
  /// Where the walk starts, each in turn (`.` by default).
  public var roots: [String] = ["."]
  /// Directories left out: names, or paths when they hold a `/` (`.git` and `node_modules` by
  /// default).
  public var skipped: [String] = [".git", "node_modules"]

  /// fzf's defaults: `file,follow,hidden` below `.`, skipping `.git` and `node_modules`.
  public init() {}

  /// fzf's `--walker` value: `file`, `dir`, `follow`, `hidden`, comma-separated, in any case, at
  /// least one of `file` and `dir`; nil for another word, or without either of those two.
  public init?(options: String) {
    listsFiles = false
    followsLinks = false
    entersHidden = false
    for word in options.lowercased().split(separator: ",", omittingEmptySubsequences: false) {
      switch word {
      case "file": listsFiles = true
      case "dir": listsDirectories = true
      case "follow": followsLinks = true
      case "hidden": entersHidden = true
      case "": continue
      default: return nil
      }
    }
    guard listsFiles || listsDirectories else { return nil }
  }

  /// The words `--walker` takes.
  public static let optionWords = ["file", "dir", "follow", "hidden"]

  /// Walks the roots in turn, giving `found` each path to list (its bytes); stops when `found`
  /// returns false, or when `goesOn` (asked before each directory is read) does.
  public func walk(goesOn: () -> Bool = { true }, _ found: ([UInt8]) -> Bool) {
    withoutActuallyEscaping(goesOn) { goesOn in
      withoutActuallyEscaping(found) { found in
        var walk = Walk(walker: self, goesOn: goesOn, found: found)
        for root in roots where !walk.stopped {
          walk.walk(root: root)
        }
      }
    }
  }
}

/// A directory's identity: a link back to one on its own path is not entered.
private struct FileID: Hashable {
  let device: UInt64
  let inode: UInt64

  /// The identity of what `path` leads to (links followed), when it is a directory.
  init?(directory path: [UInt8]) {
    guard let status = Walk.status(path, following: true), status.st_mode & S_IFMT == S_IFDIR else {
      return nil
    }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}

/// A walk under way.
private struct Walk {
  let walker: FileWalker
  let goesOn: () -> Bool
  let found: ([UInt8]) -> Bool
  /// The roots' real directories and every directory above them: a link to one is left out.
  var rootsAndAbove: Set<FileID> = []
  var stopped = false
  /// The skipped names without a `/`, the skipped paths, and the ends of paths (`/` and a path).
  let skippedNames: Set<[UInt8]>
  let skippedPaths: Set<[UInt8]>
  let skippedEnds: [[UInt8]]

  static let slash = UInt8(ascii: "/")
  static let dot = UInt8(ascii: ".")

  init(walker: FileWalker, goesOn: @escaping () -> Bool, found: @escaping ([UInt8]) -> Bool) {
    self.walker = walker
    self.goesOn = goesOn
    self.found = found
    var names: Set<[UInt8]> = []
    var paths: Set<[UInt8]> = []
    var ends: [[UInt8]] = []
    for skip in walker.skipped where !skip.isEmpty {
      let bytes = Array(skip.utf8)
      if !bytes.contains(Self.slash) {
        names.insert(bytes)
      } else if bytes.first == Self.slash {
        ends.append(bytes)
      } else {
        paths.insert(bytes)
        ends.append([Self.slash] + bytes)
      }
    }
    skippedNames = names
    skippedPaths = paths
    skippedEnds = ends
    if walker.followsLinks {
      for root in walker.roots { rootsAndAbove.formUnion(Self.directoriesUp(from: root)) }
    }
  }

  /// `stat` or `lstat` of `path`, or nil when it fails.
  static func status(_ path: [UInt8], following: Bool) -> stat? {
    var status = stat()
    let done = (path + [0]).withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { name in
        following ? stat(name.baseAddress!, &status) : lstat(name.baseAddress!, &status)
      }
    }
    return done == 0 ? status : nil
  }

  /// The real directory `path` leads to and each one above it, up to `/`.
  static func directoriesUp(from path: String) -> Set<FileID> {
    guard let real = realpath(path, nil) else { return [] }
    var bytes = Array(String(cString: real).utf8)
    free(real)
    var ids: Set<FileID> = []
    while true {
      if let id = FileID(directory: bytes.isEmpty ? [slash] : bytes) { ids.insert(id) }
      guard !bytes.isEmpty, let last = bytes.lastIndex(of: slash) else { break }
      bytes.removeSubrange(last...)
    }
    return ids
  }

  /// fzf's `trimPath`: `./` taken off the front, as often as it is there; `.` when nothing is left.
  static func trimmed(_ path: [UInt8]) -> [UInt8] {
    var rest = path[...]
    while rest.count > 1, rest.first == dot, rest.dropFirst().first == slash {
      rest = rest.dropFirst(2)
    }
    return rest.isEmpty ? [dot] : Array(rest)
  }

  /// The path of `name` in the directory listed as `directory` (empty for `.`).
  static func path(of name: [UInt8], in directory: [UInt8]) -> [UInt8] {
    directory.isEmpty ? name : directory.last == slash ? directory + name : directory + [slash] + name
  }

  /// The kinds entries are sorted by: regular files, then other entries (links among them), then
  /// directories.
  enum Kind: Int {
    case file = 0, other, directory
  }

  /// A directory waiting to be read: its path as listed (no `/` at its end but for `/`; empty
  /// for `.`) and the directories on its path, itself last.
  struct Pending {
    let path: [UInt8]
    let chain: [FileID]
  }

  mutating func walk(root: String) {
    var path = Self.trimmed(Array(root.utf8))
    while path.count > 1, path.last == Self.slash { path.removeLast() }
    // The root is a directory (a link to one too), left out when hidden or skipped, as fzf's.
    guard let id = FileID(directory: path), path == [Self.dot] || !leavesOut(directory: path) else { return }
    var queue: [Pending] = []
    if path == [Self.dot] {
      queue.append(Pending(path: [], chain: [id]))
    } else {
      if walker.listsDirectories, !found(path == [Self.slash] ? path : path + [Self.slash]) {
        stopped = true
        return
      }
      queue.append(Pending(path: path, chain: [id]))
    }
    var next = 0
    while next < queue.count, !stopped {
      guard goesOn() else {
        stopped = true
        return
      }
      let directory = queue[next]
      next += 1
      if next > 4096 {
        queue.removeFirst(next)
        next = 0
      }
      read(directory, into: &queue)
    }
  }

  /// Reads one directory: its entries listed, its directories queued.
  mutating func read(_ directory: Pending, into queue: inout [Pending]) {
    let opened = (directory.path.isEmpty ? [Self.dot, 0] : directory.path + [0]).withUnsafeBufferPointer {
      $0.withMemoryRebound(to: CChar.self) { opendir($0.baseAddress!) }
    }
    guard let handle = opened else { return }
    var entries: [(kind: Kind, name: [UInt8])] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      if name == [Self.dot] || name == [Self.dot, Self.dot] { continue }
      let kind: Kind
      switch Int(entry.pointee.d_type) {
      case Int(DT_REG): kind = .file
      case Int(DT_DIR): kind = .directory
      case Int(DT_UNKNOWN): kind = Self.kind(of: Self.path(of: name, in: directory.path))
      default: kind = .other
      }
      entries.append((kind, name))
    }
    closedir(handle)
    entries.sort {
      $0.kind != $1.kind ? $0.kind.rawValue < $1.kind.rawValue : $0.name.lexicographicallyPrecedes($1.name)
    }
    for entry in entries where !stopped {
      visit(
        Self.path(of: entry.name, in: directory.path), kind: entry.kind, chain: directory.chain, queue: &queue
      )
    }
  }

  /// What `path` is, its links not followed (a file system that does not say in `readdir`).
  static func kind(of path: [UInt8]) -> Kind {
    switch status(path, following: false).map({ $0.st_mode & S_IFMT }) {
    case S_IFDIR: .directory
    case S_IFREG: .file
    default: .other
    }
  }

  /// True for a directory left out: hidden (without `hidden`), or skipped by name or path.
  func leavesOut(directory path: [UInt8]) -> Bool {
    let name = path.split(separator: Self.slash).last.map(Array.init) ?? path
    if !walker.entersHidden, name.first == Self.dot, name != [Self.dot, Self.dot] { return true }
    return skippedNames.contains(name) || skippedPaths.contains(path)
      || skippedEnds.contains { path.count >= $0.count && path.suffix($0.count).elementsEqual($0) }
  }

  /// One entry, as fzf's walk function takes it: left out, or listed, and (a directory) queued.
  mutating func visit(_ path: [UInt8], kind: Kind, chain: [FileID], queue: inout [Pending]) {
    var id: FileID?
    var enters = kind == .directory
    if kind == .directory {
      // Gone since it was read: left out.
      guard let directory = FileID(directory: path) else { return }
      id = directory
    } else if kind == .other, let target = FileID(directory: path) {
      // A link to a directory: followed unless it leads to a root or above; one back to a
      // directory on its own path is listed, not entered.
      guard walker.followsLinks, !rootsAndAbove.contains(target) else { return }
      id = target
      enters = !chain.contains(target)
    }
    if id != nil, leavesOut(directory: path) { return }
    if id != nil ? walker.listsDirectories : walker.listsFiles, !found(id != nil ? path + [Self.slash] : path)
    {
      stopped = true
      return
    }
    if enters, let id { queue.append(Pending(path: path, chain: chain + [id])) }
  }
}
