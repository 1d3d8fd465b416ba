extension String {
    /// The text with each character `table` names written as its entry (a `"\r\n"` line
    /// break is one character: name it too when line breaks are escaped). A character the
    /// table does not name is looked at scalar by scalar, because the readers of what
    /// is escaped (HTML, DOT, Mermaid) read scalars: a `"` followed by a combining accent
    /// is one `Character` to Swift but still ends a quoted value there.
    public func escaping(_ table: [Character: String]) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for character in self {
            if let written = table[character] {
                out += written
            } else if character.unicodeScalars.count == 1 {
                out.append(character)
            } else {
                for scalar in character.unicodeScalars {
                    if let written = table[Character(scalar)] {
                        out += written
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
        }
        return out
    }
}
