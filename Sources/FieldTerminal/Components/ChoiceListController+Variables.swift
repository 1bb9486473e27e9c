import FieldChoices
import FieldIO
import FieldKeys

extension ChoiceListController {
  /// What a command the list runs is told about it in its environment (`FZF_QUERY`,
  /// `TFIELD_POS`, …: ``ChoiceVariables``), as the list is now.
  package var variables: ChoiceVariables {
    var told = ChoiceVariables()
    told.socketPath = listenServer?.address.socketPath
    told.port = listenServer?.port
    told.query = queryField.text
    told.action = lastAction
    told.key = lastKey
    told.prompt = appearance.prompt ?? ChoiceListLayout.defaultPrompt(title: title, inline: isInline)
    told.ghost = appearance.ghost
    told.pointer = appearance.pointer
    told.borderLabel = appearance.borderLabel
    told.growsUp = appearance.layout == .queryAtBottom
    told.inputState = appearance.hidesInput ? .hidden : searches ? .enabled : .disabled
    told.wraps = appearance.wraps
    told.wrapsWords = appearance.wraps && appearance.wrapsWords
    told.totalCount = list.count
    told.matchCount = list.matchCount
    told.selectCount = list.markedItems.count
    told.lines = height
    told.columns = width
    told.position = min(list.matchCount, list.highlight + 1)
    told.currentItem = list.highlightedItem.map { list.item($0).text }
    if previewPane?.isShown == true, let pane = ChoiceListLayout.listArea(self).pane, pane.height > 0 {
      told.previewSize = (pane.height, pane.width)
    }
    return told
  }

  /// The environment of a command the list runs: this process's, with ``variables`` added.
  var commandEnvironment: [String: String] {
    variables.environment(adding: FormCommands.processEnvironment())
  }
}
