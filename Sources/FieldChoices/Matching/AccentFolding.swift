/// Accent folding as fzf 0.74 does it (its `--literal` turns it off): a Latin letter with
/// diacritics matches its base letter, so that `resume` finds "résumé" and `muhlenhoff`
/// "Mühlenhoff", and a fullwidth form matches its ASCII character (`abc` finds "ａｂｃ").
///
/// The table is fzf's (`src/algo/normalize.go`, tag v0.74.3; MIT, Copyright (c) 2013-2025 Junegunn
/// Choi): 556 scalars from U+00C0 to U+FF61, each with the ASCII character it folds to (`ø` to `o`,
/// `đ` to `d`, `Ａ` to `A`, `！` to `!`; the 95 fullwidth forms from U+FF01 are fzf 0.64's). fzf folds scalar by scalar; the list compares whole characters,
/// so a character folds when its first scalar is in the table (or is an ASCII letter) and every
/// further scalar is a combining mark: `é` precomposed, `e` + U+0301 and `ẹ́` (U+1EB9 U+0301) all
/// fold to `e`, `q` + U+0301 to `q`.
enum AccentFolding {
  /// The first and last scalars the table holds.
  static let first: UInt32 = 0xC0
  static let last: UInt32 = 0xFF61

  /// fzf's table: each entry is a scalar's value in hexadecimal and the letter it folds to.
  private static let entries = #"""
    00C0A 00C1A 00C2A 00C3A 00C4A 00C5A 00C7C 00C8E 00C9E 00CAE 00CBE 00CCI 00CDI 00CEI 00CFI 00D1N
    00D2O 00D3O 00D4O 00D5O 00D6O 00D8O 00D9U 00DAU 00DBU 00DCU 00DDY 00DFs 00E0a 00E1a 00E2a 00E3a
    00E4a 00E5a 00E7c 00E8e 00E9e 00EAe 00EBe 00ECi 00EDi 00EEi 00EFi 00F1n 00F2o 00F3o 00F4o 00F5o
    00F6o 00F8o 00F9u 00FAu 00FBu 00FCu 00FDy 00FFy 0101a 0103a 0105a 0107c 0109c 010Bc 010Dc 010Fd
    0111d 0113e 0115e 0117e 0119e 011Be 011Dg 011Fg 0121g 0123g 0125h 0127h 0129i 012Bi 012Di 012Fi
    0130I 0131i 0135j 0137k 013Al 013Cl 013El 0140l 0142l 0144n 0146n 0148n 014Do 014Fo 0151o 0155r
    0157r 0159r 015Bs 015Ds 015Fs 0161s 0163t 0165t 0167t 0169u 016Bu 016Du 016Fu 0171u 0173u 0175w
    0177y 0178Y 017Az 017Cz 017Ez 017Fs 0180b 0181B 0183b 0186O 0188c 0189D 018AD 018Cd 018EE 0190E
    0192f 0193G 0197I 0199k 019Al 019CM 019DN 019En 019FO 01A1o 01A5p 01ABt 01ADt 01AET 01B0u 01B2V
    01B4y 01B6z 01CEa 01D0i 01D2o 01D4u 01DDe 01E5g 01E7g 01E9k 01EBo 01F0j 01F5g 01F9n 0201a 0203a
    0205e 0207e 0209i 020Bi 020Do 020Fo 0211r 0213r 0215u 0217u 0219s 021Bt 021Fh 0220N 0221d 0225z
    0227a 0229e 022Fo 0233y 0234l 0235n 0236t 0237j 023AA 023BC 023Cc 023DL 023ET 023Fs 0240z 0243B
    0244U 0245V 0246E 0247e 0248J 0249j 024AQ 024Bq 024CR 024Dr 024EY 024Fy 0250a 0251a 0253b 0254o
    0255c 0256d 0257d 0258e 025Be 025Ce 025De 025Ee 025Fj 0260g 0261g 0262G 0265h 0266h 0268i 026AI
    026Bl 026Cl 026Dl 026Fm 0270m 0271m 0272n 0273n 0274N 0275o 0279r 027Ar 027Br 027Cr 027Dr 027Er
    027Fr 0280R 0281R 0282s 0287t 0288t 0289u 028Bv 028Cv 028Dw 028Ey 028FY 0290z 0291z 0297c 0299B
    029Ae 029BG 029CH 029Dj 029Ek 029FL 02A0q 02AEh 0363a 0364e 0365i 0366o 0367u 0368c 0369d 036Ah
    036Bm 036Cr 036Dt 036Ev 036Fx 1D00A 1D03B 1D04C 1D05D 1D07E 1D08e 1D09i 1D0AJ 1D0BK 1D0CL 1D0DM
    1D0EN 1D0FO 1D10O 1D11o 1D12o 1D13o 1D16o 1D17o 1D18P 1D19R 1D1AR 1D1BT 1D1CU 1D1Du 1D1Eu 1D1Fm
    1D20V 1D21W 1D22Z 1D62i 1D63r 1D64u 1D65v 1E01a 1E03b 1E05b 1E07b 1E0Bd 1E0Dd 1E0Fd 1E11d 1E13d
    1E19e 1E1Be 1E1Ff 1E21g 1E23h 1E25h 1E27h 1E29h 1E2Bh 1E2Di 1E31k 1E33k 1E35k 1E37l 1E3Bl 1E3Dl
    1E3Fm 1E41m 1E43m 1E45n 1E47n 1E49n 1E4Bn 1E55p 1E57p 1E59r 1E5Br 1E5Fr 1E61s 1E63s 1E6Bt 1E6Dt
    1E6Ft 1E71t 1E73u 1E75u 1E77u 1E7Dv 1E7Fv 1E81w 1E83w 1E85w 1E87w 1E89w 1E8Bx 1E8Dx 1E8Fy 1E91z
    1E93z 1E95z 1E96h 1E97t 1E98w 1E99y 1E9Aa 1E9Bs 1EA1a 1EA3a 1EA4A 1EA5a 1EA6A 1EA7a 1EA8A 1EA9a
    1EAAA 1EABa 1EACA 1EADa 1EAEA 1EAFa 1EB0A 1EB1a 1EB2A 1EB3a 1EB4A 1EB5a 1EB6A 1EB7a 1EB9e 1EBBe
    1EBDe 1EBEE 1EBFe 1EC0E 1EC1e 1EC2E 1EC3e 1EC4E 1EC5e 1EC6E 1EC7e 1EC9i 1ECBi 1ECDo 1ECFo 1ED0O
    1ED1o 1ED2O 1ED3o 1ED4O 1ED5o 1ED6O 1ED7o 1ED8O 1ED9o 1EDAO 1EDBo 1EDCO 1EDDo 1EDEO 1EDFo 1EE0O
    1EE1o 1EE2O 1EE3o 1EE5u 1EE7u 1EE8U 1EE9u 1EEAU 1EEBu 1EECU 1EEDu 1EEEU 1EEFu 1EF0U 1EF1u 1EF3y
    1EF5y 1EF7y 1EF9y 2071i 2095h 2096k 2097l 2098m 2099n 209Ap 209Bs 209Ct 2184c
    FF01! FF02" FF03# FF04$ FF05% FF06& FF07' FF08( FF09) FF0A* FF0B+ FF0C, FF0D- FF0E. FF0F/ FF100
    FF111 FF122 FF133 FF144 FF155 FF166 FF177 FF188 FF199 FF1A: FF1B; FF1C< FF1D= FF1E> FF1F? FF20@
    FF21A FF22B FF23C FF24D FF25E FF26F FF27G FF28H FF29I FF2AJ FF2BK FF2CL FF2DM FF2EN FF2FO FF30P
    FF31Q FF32R FF33S FF34T FF35U FF36V FF37W FF38X FF39Y FF3AZ FF3B[ FF3C\ FF3D] FF3E^ FF3F_ FF40`
    FF41a FF42b FF43c FF44d FF45e FF46f FF47g FF48h FF49i FF4Aj FF4Bk FF4Cl FF4Dm FF4En FF4Fo FF50p
    FF51q FF52r FF53s FF54t FF55u FF56v FF57w FF58x FF59y FF5Az FF5B{ FF5C| FF5D} FF5E~ FF61.
    """#

  /// For each scalar from `first` to `last`, the ASCII letter it folds to, or 0.
  static let table: [UInt8] = {
    var table = [UInt8](repeating: 0, count: Int(last - first) + 1)
    for entry in entries.split(whereSeparator: \.isWhitespace) {
      let value = UInt32(entry.dropLast(), radix: 16)!
      table[Int(value - first)] = entry.last!.asciiValue!
    }
    return table
  }()

  /// The value a scalar's value folds to: its base letter's, or itself.
  @inline(__always)
  static func fold(_ value: UInt32) -> UInt32 {
    guard value &- first <= last - first else { return value }
    let base = table[Int(value - first)]
    return base == 0 ? value : UInt32(base)
  }

  /// True when a scalar's value is in the table.
  @inline(__always)
  static func folds(_ value: UInt32) -> Bool { fold(value) != value }

  /// The base letter a character folds to (see the type's description), or nil when it does
  /// not fold.
  static func fold(_ character: Character) -> Character? {
    let scalars = character.unicodeScalars
    guard let head = scalars.first else { return nil }
    let base = fold(head.value)
    let isLetter = head.isASCII && (head.properties.isAlphabetic)
    guard base != head.value || (isLetter && scalars.count > 1) else { return nil }
    for scalar in scalars.dropFirst() {
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark: continue
      default: return nil
      }
    }
    return Character(Unicode.Scalar(base)!)
  }

  /// A text with every character that folds replaced by its base letter.
  static func fold(_ text: String) -> String {
    String(text.map { fold($0) ?? $0 })
  }
}
