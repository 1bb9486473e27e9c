import FieldEngine
import FormFiles
import TFieldOptions
import TerminalFields

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// Where a form file's history files may be. A form file is data a user may have downloaded, and
/// a history file is written: its `"history"` stays inside the form file's own folder (the
/// working directory for a form read from stdin) or tfield's per-user state folder, with every
/// symbolic link resolved before the check, so no form file can append to `~/.bashrc`. A
/// `"suggest"` file is only read, and may be anywhere.
enum HistoryPlaces {
  /// tfield's per-user state folder: `$XDG_STATE_HOME/tfield`, else `$HOME/.local/state/tfield`
  /// (from the environment: a static binary looks up no user database); nil without either.
  static func stateFolder(_ environment: (String) -> String? = Session.environment) -> String? {
    if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") { return state + "/tfield" }
    if let home = environment("HOME"), home.hasPrefix("/") {
      return (home.hasSuffix("/") ? home : home + "/") + ".local/state/tfield"
    }
    return nil
  }

  /// The first field (by id, and where it is in the file) whose history file (as the form file
  /// gives it, relative to `folder`) lies outside `folder` (the form file's, nil for the working directory) and the state folder, as
  /// a mistake in the form file `name`; nil when every one is inside.
  static func mistake(
    in histories: [String: HistorySettings], fields: [(id: String, reference: FieldReference)],
    folder: String?,
    name: String, environment: (String) -> String? = Session.environment
  ) -> FormFileError? {
    let allowed = [resolved(folder ?? ".")] + (stateFolder(environment).map { [resolved($0)] } ?? [])
    for field in fields {
      guard let path = histories[field.id]?.file,
        let place = histories[field.id]?.relative(to: folder).file.map({ resolved($0) })
      else { continue }
      if !allowed.contains(where: { isInside(place, $0) }) {
        return FormFileError(
          file: name, field: field.reference,
          problem: .historyOutside(path: path, resolved: place, folders: allowed))
      }
    }
    return nil
  }

  /// True when `path` is `folder` or lies beneath it (both resolved).
  static func isInside(_ path: String, _ folder: String) -> Bool {
    folder == "/" ? path.hasPrefix("/") : path.hasPrefix(folder + "/")
  }

  /// The absolute path `path` leads to, every symbolic link along it resolved, as far as it
  /// exists; the rest (a file not created yet) is added to it, `..` and `.` taken as they come.
  static func resolved(_ path: String, depth: Int = 0) -> String {
    if let real = realpath(path, nil) {
      defer { free(real) }
      return String(cString: real)
    }
    let absolute = path.hasPrefix("/") ? path : workingDirectory() + "/" + path
    var status = stat()
    if depth < 40, lstat(absolute, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
      // A link to a file not there yet: where the file would be created.
      return resolved(HistoryFile.resolvingLinks(absolute), depth: depth + 1)
    }
    let (directory, name) = split(absolute)
    let base = directory == absolute ? "/" : resolved(directory, depth: depth + 1)
    switch name {
    case "", ".": return base
    case "..": return split(base).directory
    default: return base == "/" ? "/" + name : base + "/" + name
    }
  }

  /// "/a/b/c" -> ("/a/b", "c"); "/c" -> ("/", "c").
  private static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = slash == path.startIndex ? "/" : String(path[..<slash])
    return (directory, String(path[path.index(after: slash)...]))
  }

  private static func workingDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "/" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
