/// The English contractions the copy rules know, with their long forms.
enum ContractionPairs {
    /// Long form → contraction, for `contractions: prefer`. Only pairs where the
    /// contraction reads naturally in running text: "you have" is left out ("you've any
    /// questions" is not English), "I'd" and "we'd" too (would or had?).
    static let pairs: [(long: String, short: String)] = [
        ("cannot", "can't"), ("can not", "can't"), ("do not", "don't"), ("does not", "doesn't"),
        ("did not", "didn't"), ("is not", "isn't"), ("are not", "aren't"), ("was not", "wasn't"),
        ("were not", "weren't"), ("have not", "haven't"), ("has not", "hasn't"), ("had not", "hadn't"),
        ("will not", "won't"), ("would not", "wouldn't"), ("should not", "shouldn't"),
        ("could not", "couldn't"), ("must not", "mustn't"),
        ("I am", "I'm"), ("I will", "I'll"), ("you are", "you're"), ("you will", "you'll"),
        ("we are", "we're"), ("we will", "we'll"), ("they are", "they're"), ("they will", "they'll"),
        ("it is", "it's"), ("it will", "it'll"), ("that is", "that's"), ("there is", "there's"),
        ("here is", "here's"), ("what is", "what's"), ("let us", "let's"),
        ("we have got", "we've got"), ("you have got", "you've got"), ("we have been", "we've been"),
        ("you have been", "you've been"),
    ]

    /// The long forms of `pairs`, in order, to look for in copy.
    static let longForms = CopyText.Phrases(pairs.map(\.long))

    /// Contractions whose long form is not the pattern `n't` → ` not` and so on.
    private static let irregular: [String: String] = [
        "can't": "cannot", "won't": "will not", "shan't": "shall not", "let's": "let us", "ain't": "is not",
        "it's": "it is", "that's": "that is", "there's": "there is", "here's": "here is", "what's": "what is",
        "who's": "who is", "where's": "where is", "he's": "he is", "she's": "she is", "how's": "how is",
    ]

    /// Where a contraction is written in `text`, with its long form: every word ending
    /// in `n't`, `'ll`, `'re`, `'ve`, `'m`, `'d`, and the `'s` words above (a plain
    /// `'s` is a possessive: "Sprout's").
    static func contractions(in text: String) -> [(range: Range<String.Index>, long: String)] {
        CopyText.words(text).compactMap { word in
            // The word without punctuation around it ("“don't”," → "don't").
            let piece = text[word]
            guard let first = piece.firstIndex(where: \.isLetter), let last = piece.lastIndex(where: \.isLetter)
            else { return nil }
            let range = first..<text.index(after: last)
            guard let long = longForm(text[range].lowercased().replacingOccurrences(of: "’", with: "'")) else {
                return nil
            }
            return (range, CopyText.matchingCase(long, like: text[range]))
        }
    }

    private static func longForm(_ word: String) -> String? {
        if let long = irregular[word] { return long }
        let endings = [
            ("n't", " not"), ("'ll", " will"), ("'re", " are"), ("'ve", " have"), ("'m", " am"),
            ("'d", " would"),
        ]
        for (ending, long) in endings where word.hasSuffix(ending) && word.count > ending.count {
            let stem = word.dropLast(ending.count)
            return (stem == "i" ? "I" : String(stem)) + long
        }
        return nil
    }
}
