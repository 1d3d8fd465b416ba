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
            val found = LinkMarkup.parse(text) ?: return if (text.length == 0) emptyList() else listOf(Plain(text))
            val spans = ArrayList<TextSpan>()
            fun plain(piece: String) {
                if (piece.length == 0) return
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
