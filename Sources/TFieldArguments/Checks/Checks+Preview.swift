import FieldChoices
import TFieldOptions

extension Checks {
  /// `--preview` and `--preview-window` can be read.
  static func preview(_ given: GivenOptions) throws(UsageError) {
    let choice = given.choice
    if let command = choice.preview {
      do throws(PreviewTemplate.ParseError) {
        _ = try PreviewTemplate(command)
      } catch {
        guard case .temporaryFile(let placeholder) = error else { return }
        throw .preview(flag: "--preview", got: placeholder, reason: .temporaryFile)
      }
    }
    var window = PreviewWindow()
    for value in choice.previewWindow {
      do throws(PreviewWindow.ParseError) {
        try window.apply(value)
      } catch {
        switch error {
        case .invalid(let word): throw .preview(flag: "--preview-window", got: word, reason: .invalidWord)
        case .unsupported(let word):
          throw .preview(flag: "--preview-window", got: word, reason: .unsupportedWord)
        case .tooLarge(let word): throw .preview(flag: "--preview-window", got: word, reason: .tooLarge)
        }
      }
    }
  }
}
