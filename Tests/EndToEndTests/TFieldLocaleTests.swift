import Foundation
import Testing

extension EndToEnd {
  /// Text is never drawn as blanks, whatever the locale.
  @Suite("tfield under a locale that is not UTF-8", .serialized)
  struct TFieldLocale {
    @Test("a locale that is not installed falls back to C.UTF-8: the decorations and typed text show")
    func uninstalledLocale() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      // A name no system has: setlocale fails for it as for any locale that is not installed.
      try tmux.start(
        "env LANG=xx_NOWHERE.ISO-8859-1 \(tool) input --label Näme", term: .named("xterm-256color"),
        width: 60,
        height: 6)
      try tmux.waitFor(text: "no limit")
      try tmux.type("é日本")
      let screen = try tmux.waitFor(text: "[é日本")
      #expect(screen.contains { $0.hasPrefix("› Näme  [é日本 ") }, "screen: \(screen)")
      // One field: Tab has no next field to go to, so the help row does not offer it.
      #expect(screen.contains { $0.hasPrefix(" Enter submit · Esc cancel") }, "screen: \(screen)")
      #expect(!screen.contains { $0.contains("Tab next") }, "screen: \(screen)")
    }

    @Test("an installed ISO-8859-1 locale: its own characters show, the others stand in, cell for cell")
    func legacyLocale() throws {
      let directory = try Self.compileLatin1Locale()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      // luit plays a Latin-1 terminal on tmux's UTF-8 one: it converts what the program writes.
      try tmux.start(
        "env LOCPATH=\(directory) LANG=de_DE.ISO-8859-1 luit -encoding ISO-8859-1 -- "
          + "\(tool) prompt --title Wörter --message 'Köln, 日本' --max-length 5 --value é日本",
        term: .named("xterm-256color"), width: 60, height: 12)
      let screen = try tmux.waitFor(text: "[ OK ]")
      let top = try #require(screen.firstIndex { $0.contains("+- Wörter -") }, "screen: \(screen)")
      #expect(screen[top].hasSuffix("-+"), "screen: \(screen)")
      #expect(screen[top + 1].contains("| Köln, ???? "), "screen: \(screen)")
      #expect(screen[top + 3].contains("| [é???? "), "screen: \(screen)")
      #expect(screen[top + 4].contains("| max 5 · 3/5 "), "screen: \(screen)")
      #expect(screen.contains { $0.contains("| Tab next · Enter OK · Esc cancel") }, "screen: \(screen)")
      #expect(screen.contains { $0.contains("+---") && $0.hasSuffix("-+") && $0 != screen[top] })
      try tmux.sendKeys("Escape")
      try tmux.waitFor(text: "EXIT:")  // luit's status, not the prompt's
    }

    /// Compiles de_DE.ISO-8859-1 into a fresh directory for LOCPATH (no root needed) and returns
    /// it. Needs localedef (libc-bin), the locale sources (`locales`) and luit (`x11-utils`):
    /// `.ci/run` installs them, and without them this fails, never passes unchecked.
    static func compileLatin1Locale() throws -> String {
      for (path, package) in [
        ("/usr/bin/localedef", "libc-bin"), ("/usr/share/i18n/locales/de_DE", "locales"),
        ("/usr/share/i18n/charmaps/ISO-8859-1.gz", "locales"), ("/usr/bin/luit", "x11-utils"),
      ] where !FileManager.default.fileExists(atPath: path) {
        throw Tmux.Failure(description: "\(path) is missing: apt-get install \(package) (see .ci/run)")
      }
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("tf-locale-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      let result = try spawn(
        ["/usr/bin/localedef", "-i", "de_DE", "-f", "ISO-8859-1", directory + "/de_DE.ISO-8859-1"],
        environment: testEnvironment())
      guard result.status == 0 else {
        throw Tmux.Failure(description: "localedef failed (\(result.status)): \(result.errors)")
      }
      return directory
    }
  }
}
