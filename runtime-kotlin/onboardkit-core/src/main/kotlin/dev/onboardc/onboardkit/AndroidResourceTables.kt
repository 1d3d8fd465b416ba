package dev.onboardc.onboardkit

import org.w3c.dom.Element
import org.w3c.dom.Node
import java.io.File
import javax.xml.parsers.DocumentBuilderFactory

/**
 * An app's Android string tables read from its `res/` folder (`values…` folders' `strings.xml`, as
 * onboardc writes them): `<string>` and `<plurals>`, Android's escaping undone, and each
 * `<annotation link="id">text</annotation>` as link markup, `[text](url)` with the URL of
 * [links] (the bundle's `links`), or `[text](id)` for an id it lacks. For tools and tests on
 * the JVM; an app on Android reads its compiled resources instead.
 */
class AndroidResourceTables(
    res: File,
    private val sourceLocale: String,
    private val resourceName: (String) -> String,
    private val links: Map<String, String> = emptyMap()
) : StringTables {
    /** Normalized locale → resource name → text. */
    private val tables = HashMap<String, Map<String, TableText>>()

    init {
        for (folder in res.listFiles().orEmpty().sortedBy { it.name }) {
            if (folder.name != "values" && !folder.name.startsWith("values-")) continue
            val file = File(folder, "strings.xml")
            if (!file.isFile) continue
            val locale = localeOfFolder(folder.name) ?: sourceLocale
            tables[LocaleResolver.normalized(locale)] = read(file)
        }
    }

    override fun text(key: String, locale: String): TableText? =
        tables[LocaleResolver.normalized(locale)]?.get(resourceName(key))

    private fun read(file: File): Map<String, TableText> {
        val factory = DocumentBuilderFactory.newInstance()
        factory.isExpandEntityReferences = false
        val root = factory.newDocumentBuilder().parse(file).documentElement
        val out = LinkedHashMap<String, TableText>()
        for (element in children(root)) {
            val name = element.getAttribute("name")
            when (element.tagName) {
                "string" -> out[name] = TableText.Plain(content(element))
                "plurals" -> {
                    val forms = LinkedHashMap<PluralCategory, String>()
                    for (item in children(element)) {
                        val category = PluralCategory.named(item.getAttribute("quantity")) ?: continue
                        forms[category] = content(item)
                    }
                    out[name] = TableText.Plural(forms)
                }
            }
        }
        return out
    }

    /** The text of a `<string>` or `<item>`: its pieces unescaped, annotations as link markup. */
    private fun content(element: Element): String {
        val out = StringBuilder()
        val nodes = element.childNodes
        for (index in 0 until nodes.length) {
            val node = nodes.item(index)
            when {
                node.nodeType == Node.TEXT_NODE || node.nodeType == Node.CDATA_SECTION_NODE -> out.append(node.nodeValue)
                node is Element && node.tagName == "annotation" && node.hasAttribute("link") -> {
                    val id = node.getAttribute("link")
                    out.append("[").append(node.textContent).append("](").append(links[id] ?: id).append(")")
                }
                node is Element -> out.append(node.textContent)
            }
        }
        return AndroidResourceText.decode(out.toString())
    }

    private fun children(element: Element): List<Element> {
        val nodes = element.childNodes
        return (0 until nodes.length).map { nodes.item(it) }.filterIsInstance<Element>()
    }

    companion object {
        /** The locale of a `values-…` folder (`values-b+es+419` → `es-419`, `values-pt-rPT` → `pt-PT`); null for `values`. */
        @JvmStatic
        fun localeOfFolder(folder: String): String? {
            if (!folder.startsWith("values-")) return null
            val qualifier = folder.removePrefix("values-")
            if (qualifier.startsWith("b+")) return qualifier.removePrefix("b+").replace('+', '-')
            return qualifier.replace("-r", "-")
        }
    }
}

/** Android's resource text rules, as aapt applies them: quotes, escapes, white space. */
object AndroidResourceText {
    /**
     * [raw] as the app reads it: outside double quotes, runs of white space are one space
     * and the ends are trimmed; quotes are removed; `\n`, `\t`, `\uXXXX` and `\` before any
     * other character are undone.
     */
    fun decode(raw: String): String {
        val out = StringBuilder()
        var quoted = false
        var index = 0
        var pendingSpace = false
        while (index < raw.length) {
            val c = raw[index]
            if (!quoted && (c == ' ' || c == '\n' || c == '\t' || c == '\r')) {
                pendingSpace = out.isNotEmpty()
                index += 1
                continue
            }
            if (pendingSpace) {
                out.append(' ')
                pendingSpace = false
            }
            when {
                c == '"' -> quoted = !quoted
                c == '\\' && index + 1 < raw.length -> {
                    val next = raw[index + 1]
                    index += 1
                    when (next) {
                        'n' -> out.append('\n')
                        't' -> out.append('\t')
                        'u' -> if (index + 4 < raw.length) {
                            val hex = raw.substring(index + 1, index + 5).toIntOrNull(16)
                            if (hex != null) {
                                out.append(hex.toChar())
                                index += 4
                            } else {
                                out.append('u')
                            }
                        } else {
                            out.append('u')
                        }
                        else -> out.append(next)
                    }
                }
                else -> out.append(c)
            }
            index += 1
        }
        return out.toString()
    }
}
