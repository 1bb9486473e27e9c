/// The package's version, written here and nowhere else: `tfield --version` and the manual page's
/// footer print it, and the Makefile reads this line for the Debian package and the release
/// archive.
public enum Version {
  /// The version number, `MAJOR.MINOR.PATCH` (Semantic Versioning; CHANGELOG.md).
  public static let number = "0.2.0"

  /// What `tfield --version` prints and the manual page's footer shows.
  public static let tool = "tfield \(number)"
}
