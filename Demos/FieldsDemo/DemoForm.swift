import FieldEngine

/// The seeds' fields in one form: unlimited, one character, five vowels, ten letters of "freaky",
/// and the announced banned-characters field.
enum DemoForm {
  static func fields() -> [Field] {
    var one = Field(id: "one", label: "One character")
    one.maxLength = 1
    var vowels = Field(id: "vowels", label: "Vowels")
    vowels.maxLength = 5
    vowels.allowedCharacters = "AEIOUaeiou"
    var freaky = Field(id: "freaky", label: "Freaky")
    freaky.maxLength = 10
    freaky.allowedCharacters = "freaky"
    var banned = Field(id: "banned", label: "No digits")
    banned.bannedCharacters = "0123456789"
    return [Field(id: "unlimited", label: "Unlimited"), one, vowels, freaky, banned]
  }
}
