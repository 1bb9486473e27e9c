import Foundation
import PackagePaths
import Testing

extension EndToEnd {
  /// The Makefile's `install` and `uninstall`, run as a packager runs them (`DESTDIR`, `PREFIX`)
  /// with the tfield these tests run (`TFIELD=`, so no second build): every file lands where man,
  /// bash-completion, zsh and fish look, holds what the program prints, and uninstall removes it.
  @Suite("make install and uninstall", .serialized)
  struct Install {
    /// The files `make install PREFIX=/usr` writes, under the staging folder.
    static let files = [
      "usr/bin/tfield", "usr/share/man/man1/tfield.1", "usr/share/bash-completion/completions/tfield",
      "usr/share/zsh/site-functions/_tfield", "usr/share/fish/vendor_completions.d/tfield.fish",
    ]

    /// Runs make in the package's root with these arguments; its output, or a failure.
    @discardableResult
    static func make(_ arguments: [String]) throws -> String {
      let result = try spawn(
        ["/usr/bin/env", "make", "--no-print-directory", "-C", PackageRoot.root.path] + arguments,
        environment: ProcessInfo.processInfo.environment)
      guard result.status == 0 else {
        throw Tmux.Failure(description: "make \(arguments.joined(separator: " ")) failed: \(result.errors)")
      }
      return result.output
    }

    /// Every regular file under a folder, relative to it, sorted.
    static func files(under folder: URL) -> [String] {
      let enumerator = FileManager.default.enumerator(atPath: folder.path)
      var found: [String] = []
      while let path = enumerator?.nextObject() as? String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(
          atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder),
          !isFolder.boolValue
        {
          found.append(path)
        }
      }
      return found.sorted()
    }

    @Test(
      "DESTDIR=… PREFIX=/usr lays out the binary, the man page and three completions; uninstall removes them")
    func layout() throws {
      let tool = try Binaries.path(of: "tfield")
      let stage = FileManager.default.temporaryDirectory.appendingPathComponent("tf-install-\(getpid())")
      defer { try? FileManager.default.removeItem(at: stage) }
      let variables = ["DESTDIR=\(stage.path)", "PREFIX=/usr", "TFIELD=\(tool)"]
      try Self.make(["install"] + variables)

      #expect(Self.files(under: stage) == Self.files.sorted())
      let installed = stage.appendingPathComponent("usr/bin/tfield").path
      // Stripped: no symbol table left (binutils' readelf lists the sections).
      let sections = try Tmux.execute("/usr/bin/env", ["readelf", "--section-headers", "--wide", installed])
      #expect(sections.contains(".text") && !sections.contains(".symtab"), "\(sections)")
      #expect(FileManager.default.isExecutableFile(atPath: installed))
      let version = try Tmux.execute(installed, ["--version"])
      #expect(version == (try Tmux.execute(tool, ["--version"])))
      let number = try Self.make(["version"])
      #expect(version == "tfield \(number)")
      let page = try String(
        contentsOf: stage.appendingPathComponent("usr/share/man/man1/tfield.1"), encoding: .utf8)
      #expect(page == (try String(contentsOf: PackageRoot.url("docs/tfield.1"), encoding: .utf8)))
      for (shell, file) in [
        ("bash", "usr/share/bash-completion/completions/tfield"),
        ("zsh", "usr/share/zsh/site-functions/_tfield"),
        ("fish", "usr/share/fish/vendor_completions.d/tfield.fish"),
      ] {
        let text = try String(contentsOf: stage.appendingPathComponent(file), encoding: .utf8)
        #expect(text == (try Tmux.execute(tool, ["completions", shell])), "\(file)")
        let mode =
          try FileManager.default.attributesOfItem(atPath: stage.appendingPathComponent(file).path)[
            .posixPermissions] as? Int
        #expect(mode == 0o644, "\(file)")
      }

      try Self.make(["uninstall"] + variables)
      #expect(Self.files(under: stage) == [])
    }

    @Test("PREFIX=~/.local installs without root into that prefix, and the demo with install-demo")
    func homePrefix() throws {
      let tool = try Binaries.path(of: "tfield")
      let demo = try Binaries.path(of: "fields-demo")
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("tf-home-\(getpid())")
      defer { try? FileManager.default.removeItem(at: home) }
      let variables = ["PREFIX=\(home.path)/.local", "TFIELD=\(tool)", "DEMO=\(demo)"]
      try Self.make(["install", "install-demo"] + variables)
      let expected =
        (Self.files.map { $0.replacingOccurrences(of: "usr/", with: ".local/") } + [
          ".local/bin/fields-demo"
        ]).sorted()
      #expect(Self.files(under: home) == expected)
      try Self.make(["uninstall"] + variables)
      #expect(Self.files(under: home) == [])
    }
  }
}
