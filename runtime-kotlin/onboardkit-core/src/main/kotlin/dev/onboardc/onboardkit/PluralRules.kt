package dev.onboardc.onboardkit

/** A CLDR plural category. */
enum class PluralCategory(val cldrName: String) {
    ZERO("zero"), ONE("one"), TWO("two"), FEW("few"), MANY("many"), OTHER("other");

    companion object {
        fun named(name: String): PluralCategory? = values().firstOrNull { it.cldrName == name }
    }
}

/**
 * CLDR's cardinal plural rules for whole numbers, by language: the category a count falls
 * in, the form a text shows (docs/conformance.md, "Text vectors", rule 3). The same data as
 * the Swift runtime's BundleFormat `PluralRules` (CLDR 44; the deprecated codes the XML lists
 * too); an unlisted language counts as English; `pt-PT` follows CLDR's own `pt_PT` rule.
 */
object PluralRules {
    /** The category CLDR gives the whole number [count] in [locale]. */
    @JvmStatic
    fun category(count: Long, locale: String): PluralCategory {
        val subtags = locale.split('-', '_').map { Ascii.lower(it) }
        val language = subtags.firstOrNull() ?: ""
        val rule = if (language == "pt" && "pt" in subtags.drop(1)) "oneIsOneManyMillions" else byLanguage[language]
        return category(rule ?: "oneIsOne", Math.abs(count))
    }

    private fun category(rule: String, n: Long): PluralCategory {
        val mod10 = n % 10
        val mod100 = n % 100
        return when (rule) {
            "otherOnly" -> PluralCategory.OTHER
            "zeroAndOneAreOne" -> if (n <= 1) PluralCategory.ONE else PluralCategory.OTHER
            "oneIsOne" -> if (n == 1L) PluralCategory.ONE else PluralCategory.OTHER
            "endsInOneNotEleven" -> if (mod10 == 1L && mod100 != 11L) PluralCategory.ONE else PluralCategory.OTHER
            "filipino" -> if (mod10 == 4L || mod10 == 6L || mod10 == 9L) PluralCategory.OTHER else PluralCategory.ONE
            "tamazight" -> if (n <= 1 || n in 11..99) PluralCategory.ONE else PluralCategory.OTHER
            "latvian" -> when {
                mod10 == 0L || mod100 in 11..19 -> PluralCategory.ZERO
                mod10 == 1L -> PluralCategory.ONE
                else -> PluralCategory.OTHER
            }
            "zeroOneOther" -> when (n) { 0L -> PluralCategory.ZERO; 1L -> PluralCategory.ONE; else -> PluralCategory.OTHER }
            "oneTwoOther" -> when (n) { 1L -> PluralCategory.ONE; 2L -> PluralCategory.TWO; else -> PluralCategory.OTHER }
            "tachelhit" -> if (n <= 1) PluralCategory.ONE else if (n <= 10) PluralCategory.FEW else PluralCategory.OTHER
            "romanian" -> when {
                n == 1L -> PluralCategory.ONE
                n == 0L || mod100 in 1..19 -> PluralCategory.FEW
                else -> PluralCategory.OTHER
            }
            "serbian" -> when {
                mod10 == 1L && mod100 != 11L -> PluralCategory.ONE
                mod10 in 2..4 && mod100 !in 12..14 -> PluralCategory.FEW
                else -> PluralCategory.OTHER
            }
            "scottishGaelic" -> when (n) {
                1L, 11L -> PluralCategory.ONE
                2L, 12L -> PluralCategory.TWO
                in 3..10, in 13..19 -> PluralCategory.FEW
                else -> PluralCategory.OTHER
            }
            "slovenian" -> when {
                mod100 == 1L -> PluralCategory.ONE
                mod100 == 2L -> PluralCategory.TWO
                mod100 in 3..4 -> PluralCategory.FEW
                else -> PluralCategory.OTHER
            }
            "czech" -> if (n == 1L) PluralCategory.ONE else if (n in 2..4) PluralCategory.FEW else PluralCategory.OTHER
            "polish", "russian" -> when {
                rule == "polish" && n == 1L -> PluralCategory.ONE
                rule == "russian" && mod10 == 1L && mod100 != 11L -> PluralCategory.ONE
                mod10 in 2..4 && mod100 !in 12..14 -> PluralCategory.FEW
                else -> PluralCategory.MANY
            }
            "lithuanian" -> when {
                mod100 in 11..19 -> PluralCategory.OTHER
                mod10 == 1L -> PluralCategory.ONE
                mod10 >= 2 -> PluralCategory.FEW
                else -> PluralCategory.OTHER
            }
            "maltese" -> when {
                n == 1L -> PluralCategory.ONE
                n == 2L -> PluralCategory.TWO
                n == 0L || mod100 in 3..10 -> PluralCategory.FEW
                mod100 in 11..19 -> PluralCategory.MANY
                else -> PluralCategory.OTHER
            }
            "breton" -> breton(n)
            "irish" -> when {
                n == 1L -> PluralCategory.ONE
                n == 2L -> PluralCategory.TWO
                n in 3..6 -> PluralCategory.FEW
                n in 7..10 -> PluralCategory.MANY
                else -> PluralCategory.OTHER
            }
            "manx" -> when {
                mod10 == 1L -> PluralCategory.ONE
                mod10 == 2L -> PluralCategory.TWO
                mod100 % 20 == 0L -> PluralCategory.FEW
                else -> PluralCategory.OTHER
            }
            "cornish" -> cornish(n)
            "arabic" -> when {
                n == 0L -> PluralCategory.ZERO
                n == 1L -> PluralCategory.ONE
                n == 2L -> PluralCategory.TWO
                mod100 in 3..10 -> PluralCategory.FEW
                mod100 >= 11 -> PluralCategory.MANY
                else -> PluralCategory.OTHER
            }
            "welsh" -> when (n) {
                0L -> PluralCategory.ZERO
                1L -> PluralCategory.ONE
                2L -> PluralCategory.TWO
                3L -> PluralCategory.FEW
                6L -> PluralCategory.MANY
                else -> PluralCategory.OTHER
            }
            "zeroAndOneAreOneManyMillions" -> when {
                n <= 1 -> PluralCategory.ONE
                n % 1_000_000 == 0L -> PluralCategory.MANY
                else -> PluralCategory.OTHER
            }
            else -> when { // oneIsOneManyMillions
                n == 1L -> PluralCategory.ONE
                n != 0L && n % 1_000_000 == 0L -> PluralCategory.MANY
                else -> PluralCategory.OTHER
            }
        }
    }

    private fun breton(n: Long): PluralCategory {
        val mod10 = n % 10
        val mod100 = n % 100
        return when {
            mod10 == 1L && mod100 !in listOf(11L, 71L, 91L) -> PluralCategory.ONE
            mod10 == 2L && mod100 !in listOf(12L, 72L, 92L) -> PluralCategory.TWO
            mod10 in listOf(3L, 4L, 9L) && mod100 !in 10..19 && mod100 !in 70..79 && mod100 !in 90..99 -> PluralCategory.FEW
            n != 0L && n % 1_000_000 == 0L -> PluralCategory.MANY
            else -> PluralCategory.OTHER
        }
    }

    private fun cornish(n: Long): PluralCategory {
        val mod100 = n % 100
        val mod1000 = n % 1000
        val mod100000 = n % 100_000
        return when {
            n == 0L -> PluralCategory.ZERO
            n == 1L -> PluralCategory.ONE
            mod100 in listOf(2L, 22L, 42L, 62L, 82L) ||
                (mod1000 == 0L && (mod100000 in 1000..20000 || mod100000 in listOf(40000L, 60000L, 80000L))) ||
                n % 1_000_000 == 100_000L -> PluralCategory.TWO
            mod100 in listOf(3L, 23L, 43L, 63L, 83L) -> PluralCategory.FEW
            mod100 in listOf(1L, 21L, 41L, 61L, 81L) -> PluralCategory.MANY
            else -> PluralCategory.OTHER
        }
    }

    /** Each rule set's languages, as CLDR groups them (the Swift runtime's lists). */
    private val languages = listOf(
        "otherOnly" to "bm bo dz hnj id ig ii in ja jbo jv jw kde kea km ko lkt lo ms my nqo osa root sah ses sg su th to tpi und vi wo yo yue zh",
        "zeroAndOneAreOne" to "am as bn doi fa gu hi kn pcm zu ff hy kab si ak bh bho guw ln mg nso pa ti wa",
        "oneIsOne" to "ast de en et fi fy gl ia io ji lij nl sc scn sv sw ur yi da " +
            "af an asa az bal bem bez bg brx ce cgg chr ckb dv ee el eo eu fo fur gsw ha haw hu jgo jmc ka kaj kcg " +
            "kk kkj kl ks ksb ku ky lb lg mas mgo ml mn mr nah nb nd ne nn nnh no nr ny nyn om or os pap ps rm rof " +
            "rwk saq sd sdh seh sn so sq ss ssy st syr ta te teo tig tk tn tr ts ug uz ve vo vun wae xh xog",
        "endsInOneNotEleven" to "is mk",
        "filipino" to "ceb fil tl",
        "tamazight" to "tzm",
        "latvian" to "lv prg",
        "zeroOneOther" to "ksh lag",
        "oneTwoOther" to "he iw iu naq sat se sma smi smj smn sms",
        "tachelhit" to "shi",
        "romanian" to "mo ro",
        "serbian" to "bs hr sh sr",
        "scottishGaelic" to "gd",
        "slovenian" to "sl dsb hsb",
        "czech" to "cs sk",
        "polish" to "pl",
        "russian" to "be ru uk",
        "lithuanian" to "lt",
        "maltese" to "mt",
        "breton" to "br",
        "irish" to "ga",
        "manx" to "gv",
        "cornish" to "kw",
        "arabic" to "ar ars",
        "welsh" to "cy",
        "zeroAndOneAreOneManyMillions" to "fr pt",
        "oneIsOneManyMillions" to "ca es it vec"
    )

    private val byLanguage: Map<String, String> = HashMap<String, String>().also { table ->
        for ((rule, list) in languages) for (language in list.split(' ')) table[language] = rule
    }
}
