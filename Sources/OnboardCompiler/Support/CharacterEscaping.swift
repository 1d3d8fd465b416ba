extension String {
    /// The text with each character `table` names written as its entry (a `"\r\n"` line
    /// break is one character: name it too when line breaks are escaped).
    func escaping(_ table: [Character: String]) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for character in self {
            if let written = table[character] { out += written } else { out.append(character) }
        }
        return out
    }
}
