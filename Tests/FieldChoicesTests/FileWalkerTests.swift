import Foundation
import Testing

@testable import FieldChoices

/// fzf 0.74's built-in walker (`--walker`, `--walker-root`, `--walker-skip`): which paths it
/// lists, in a temporary tree. The sets are fzf 0.74.5's answers for the same trees
/// (`fzf --walker=… --filter ''` with stdin a terminal); the order between directories is ours
/// (fzf walks several at once), each directory's order fzf's.
@Suite("File walker")
struct FileWalkerTests {
  /// A tree with hidden files and directories, skipped directories, links to a file, to a
  /// directory, to the root's parent, and to nothing.
  static func tree() throws -> String {
    var template = Array("/tmp/tf-walker-XXXXXX".utf8CString)
    let root = String(cString: try #require(mkdtemp(&template)))
    for directory in ["a/b", ".hid", "node_modules/x", ".git", "sub/.dot", "d2", "e"] {
      try FileManager.default.createDirectory(
        atPath: root + "/" + directory, withIntermediateDirectories: true)
    }
    for file in [
      "z.txt", "a.txt", "a/b/c.txt", "a/f", ".hid/h", "node_modules/x/n", ".git/g", "sub/.dot/dd", ".hf",
      "sp ace", "d2/q",
    ] {
      #expect(FileManager.default.createFile(atPath: root + "/" + file, contents: nil))
    }
    for (name, target) in [("lnk", "a"), ("up", ".."), ("dangling", "nowhere"), ("zl", "z.txt")] {
      #expect(symlink(target, root + "/" + name) == 0)
    }
    return root
  }

  /// The paths `walker` lists below `root`, without `root/` before them (the root itself left out).
  static func paths(_ walker: FileWalker, below root: String) -> [String] {
    var walker = walker
    if walker.roots == ["."] { walker.roots = [root] }
    var found: [String] = []
    walker.walk { path in
      found.append(String(decoding: path, as: UTF8.self))
      return true
    }
    return found.filter { $0 != root + "/" }.map {
      $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : $0
    }
  }

  @Test(
    "the paths listed, as fzf 0.74.5 lists them",
    arguments: [
      (
        "file,follow,hidden", [".git", "node_modules"],
        [
          ".hf", "a.txt", "sp ace", "z.txt", "dangling", "zl", "lnk/f", ".hid/h", "a/f", "d2/q",
          "lnk/b/c.txt",
          "a/b/c.txt", "sub/.dot/dd",
        ]
      ),
      (
        "file,dir,follow,hidden", [".git", "node_modules"],
        [
          ".hf", "a.txt", "sp ace", "z.txt", "dangling", "lnk/", "zl", ".hid/", "a/", "d2/", "e/", "sub/",
          "lnk/f",
          "lnk/b/", ".hid/h", "a/f", "a/b/", "d2/q", "sub/.dot/", "lnk/b/c.txt", "a/b/c.txt", "sub/.dot/dd",
        ]
      ),
      // No links to directories, no hidden directories (a hidden file is listed, as fzf lists it).
      (
        "file,dir", [".git", "node_modules"],
        [
          ".hf", "a.txt", "sp ace", "z.txt", "dangling", "zl", "a/", "d2/", "e/", "sub/", "a/f", "a/b/",
          "d2/q", "a/b/c.txt",
        ]
      ),
      (
        "dir,hidden", [],
        [
          ".git/", ".hid/", "a/", "d2/", "e/", "node_modules/", "sub/", "a/b/", "node_modules/x/",
          "sub/.dot/",
        ]
      ),
      // A skipped name anywhere; a skipped path with a / where the path ends with it.
      (
        "FILE,Hidden", ["b", ".hid", "sub/.dot", ".git", "node_modules"],
        [".hf", "a.txt", "sp ace", "z.txt", "dangling", "zl", "a/f", "d2/q"]
      ),
    ] as [(String, [String], [String])])
  func listed(options: String, skipped: [String], expected: [String]) throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    var walker = try #require(FileWalker(options: options))
    walker.skipped = skipped
    #expect(Self.paths(walker, below: root) == expected)
  }

  @Test(
    "several roots, walked in turn; each path starts with its root as given, a directory root listed with dir"
  )
  func severalRoots() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    var walker = try #require(FileWalker(options: "file"))
    walker.roots = [root + "/a/", root + "/sub", root + "/d2"]
    walker.skipped = ["b"]
    #expect(Self.paths(walker, below: root) == ["a/f", "d2/q"])
    walker = try #require(FileWalker(options: "dir"))
    walker.roots = [root + "/lnk", root + "/e"]
    #expect(Self.paths(walker, below: root) == ["lnk/", "lnk/b/", "e/"])
    // A root hidden (without hidden) or skipped is left out, as fzf 0.74.5 leaves it out.
    walker.roots = [root + "/.hid", root + "/node_modules", root + "/d2/"]
    #expect(Self.paths(walker, below: root) == ["d2/"])
  }

  @Test("symbolic link loops end: a link back to a directory on its own path is listed, not entered")
  func loops() throws {
    var template = Array("/tmp/tf-walker-XXXXXX".utf8CString)
    let root = String(cString: try #require(mkdtemp(&template)))
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/a/b", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/c", withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: root + "/a/b/f", contents: nil))
    #expect(symlink("..", root + "/a/b/loop") == 0)
    #expect(symlink("../a", root + "/a/self") == 0)
    #expect(symlink("../a/b", root + "/c/tob") == 0)
    #expect(symlink("/", root + "/c/top") == 0)
    let walker = try #require(FileWalker(options: "file,dir,follow"))
    // fzf 0.74.5's 13 paths for this tree (the same set).
    #expect(
      Self.paths(walker, below: root) == [
        "a/", "c/", "a/self/", "a/b/", "c/tob/", "a/b/f", "a/b/loop/", "c/tob/f", "c/tob/loop/",
        "c/tob/loop/self/",
        "c/tob/loop/b/", "c/tob/loop/b/f", "c/tob/loop/b/loop/",
      ])
  }

  @Test("a walk stops when the paths are not wanted any more")
  func stops() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    var walker = FileWalker()
    walker.roots = [root]
    var found = 0
    walker.walk { _ in
      found += 1
      return found < 3
    }
    #expect(found == 3)
    var directories = 0
    walker.walk(goesOn: {
      directories += 1
      return directories < 2
    }) { _ in true }
    #expect(directories == 2)
  }

  @Test(
    "--walker takes file, dir, follow and hidden, in any case, with file or dir",
    arguments: [
      ("file", true), ("dir,follow", true), ("FILE,DIR,HIDDEN,FOLLOW", true), ("file,,", true),
      ("follow,hidden", false), ("", false), ("files", false), ("file,links", false),
    ])
  func options(options: String, valid: Bool) {
    #expect((FileWalker(options: options) != nil) == valid)
  }

  @Test("a source lists the walker's paths as items until the walk ends")
  func source() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    var walker = FileWalker()
    walker.roots = [root]
    let source = ChoiceSource(walking: walker)
    var list = ChoiceList(source: source)
    while list.isReading {
      source.wait(timeout: .seconds(5))
      list.absorb()
    }
    #expect(list.count == 13)
    #expect(list.item(0).text == root + "/.hf")
  }
}
