package dev.onboardc.onboardkit

/** Links in copy, `[text](target)` (docs/bundle-format.md, "Links in copy"), as the Swift runtime's `LinkMarkup` reads them. */
object LinkMarkup {
    /** A link: `[` at [start], its text from [textStart] to [textEnd], `](target)` ending before [end]. */
    class Link(val start: Int, val textStart: Int, val textEnd: Int, val end: Int, val target: String)

    /** The links of [text] in order; null when its markup is broken (unclosed, empty text or target, nested). */
    fun parse(text: String): List<Link>? {
        if (text.indexOf(']') < 0) return emptyList()
        val opens = ArrayList<Int>()
        val links = ArrayList<Link>()
        var index = 0
        while (index < text.length) {
            val c = text[index]
            val next = index + 1
            if (c == '[') {
                opens.add(index)
            } else if (c == ']' && next < text.length && text[next] == '(') {
                if (opens.isEmpty()) {
                    index = next
                    continue
                }
                val open = opens.removeAt(opens.size - 1)
                var end = next + 1
                val targetStart = end
                while (end < text.length && isTargetChar(text[end])) end += 1
                if (end >= text.length || text[end] != ')') return null
                if (open + 1 == index || targetStart == end) return null
                val inner = links.lastOrNull()
                if (inner != null && inner.start > open) return null
                links.add(Link(open, open + 1, index, end + 1, text.substring(targetStart, end)))
                index = end + 1
                continue
            } else if (c == ']') {
                if (opens.isNotEmpty()) opens.removeAt(opens.size - 1)
            }
            index = next
        }
        return links
    }

    private fun isTargetChar(c: Char): Boolean {
        if (NumberText.isWhiteSpace(c) || c < ' ' || c == '\u007F') return false
        return "[]()<>\"\uFFFC".indexOf(c) < 0
    }
}
