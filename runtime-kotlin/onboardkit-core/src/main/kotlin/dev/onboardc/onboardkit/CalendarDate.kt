package dev.onboardc.onboardkit

/** A day of the Gregorian calendar, as a date field records it and date conditions compare it. */
data class CalendarDate(val year: Int, val month: Int, val day: Int) : Comparable<CalendarDate> {
    override fun compareTo(other: CalendarDate): Int = when {
        year != other.year -> year.compareTo(other.year)
        month != other.month -> month.compareTo(other.month)
        else -> day.compareTo(other.day)
    }

    override fun toString(): String =
        "${year.toString().padStart(4, '0')}-${month.toString().padStart(2, '0')}-${day.toString().padStart(2, '0')}"

    companion object {
        /**
         * The day [text] writes, or null when it is not exactly `YYYY-MM-DD` (ASCII digits)
         * naming a real day, years 1 to 9999: `2008-02-29` is one, `2007-02-29` and `2008-2-9` are none.
         */
        @JvmStatic
        fun parse(text: String): CalendarDate? {
            val parts = text.split('-')
            if (parts.size != 3 || parts[0].length != 4 || parts[1].length != 2 || parts[2].length != 2) return null
            if (!parts.all { part -> part.all { Ascii.isDigit(it) } }) return null
            return of(parts[0].toInt(), parts[1].toInt(), parts[2].toInt())
        }

        /** The day these numbers name, or null when there is none (`2026-02-29`, month 13). */
        @JvmStatic
        fun of(year: Int, month: Int, day: Int): CalendarDate? {
            if (year !in 1..9999 || month !in 1..12 || day !in 1..daysInMonth(month, year)) return null
            return CalendarDate(year, month, day)
        }

        private fun daysInMonth(month: Int, year: Int): Int = when (month) {
            2 -> if (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) 29 else 28
            4, 6, 9, 11 -> 30
            else -> 31
        }
    }
}
