import FieldIO
import TFieldOptions
import TerminalFields

extension ChooseCommand {
  /// The server `--listen` asks for (its address checked by the argument parser), started; nil
  /// without `--listen`. The API key is `TFIELD_API_KEY`'s, or else `FZF_API_KEY`'s, as fzf's.
  static func listenServer(_ choice: ChoiceSettings) -> Result<ListenServer?, ToolError> {
    guard choice.listens, let address = try? ListenAddress.parse(choice.listenAddress) else {
      return .success(nil)
    }
    let key = [Session.environment("TFIELD_API_KEY"), Session.environment("FZF_API_KEY")]
      .compactMap { $0 }.first { !$0.isEmpty }
    return ListenServer.start(address, apiKey: key ?? "", unsafe: choice.listenUnsafe)
      .map(Optional.some).mapError { .listenFailed($0.description) }
  }
}
