package dev.onboardc.onboardkit

/**
 * A piece of a shown text: plain text, or a link's text and where it leads, so that TalkBack
 * reaches every link of a sentence (docs/conformance.md, "Text vectors", rule 6).
 */
sealed class TextSpan {
    abstract val text: String

    data class Plain(override val text: String) : TextSpan()

    /** [id]: the bundle's id of the link, null for a URL no link of the bundle has. */
    data class Link(override val text: String, val url: String, val id: String?) : TextSpan()

    companion object {
        /**
         * The spans of [text] (placeholders filled, plural chosen), whose links are written
         * `[text](target)`: a target is an id of [links] or an `https://` URL. A link to
         * anything else shows its text as plain text; a text whose markup is broken is one
         * plain span. Adjacent plain text is one span; no span is empty.
         */
        @JvmStatic
        fun spans(text: String, links: Map<String, String>): List<TextSpan> {
            val found = LinkMarkup.parse(text) ?: return if (text.isEmpty()) emptyList() else listOf(Plain(text))
            val spans = ArrayList<TextSpan>()
            fun plain(piece: String) {
                if (piece.isEmpty()) return
                val last = spans.lastOrNull()
                if (last is Plain) spans[spans.size - 1] = Plain(last.text + piece) else spans.add(Plain(piece))
            }
            var from = 0
            for (link in found) {
                plain(text.substring(from, link.start))
                val linkText = text.substring(link.textStart, link.textEnd)
                val url = links[link.target]
                when {
                    url != null -> spans.add(Link(linkText, url, link.target))
                    link.target.startsWith("https://") -> {
                        val id = links.filter { it.value == link.target }.keys.sorted().firstOrNull()
                        spans.add(Link(linkText, link.target, id))
                    }
                    else -> plain(linkText)
                }
                from = link.end
            }
            plain(text.substring(from))
            return spans
        }
    }
}

/** Links in copy, `[text](target)` (docs/bundle-format.md, "Links in copy"), as the Swift runtime's `LinkMarkup` reads them. */
internal object LinkMarkup {
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
