// Generated from ThirdParty/material-symbols/ by scripts/subset-icon-font — do not edit.

/// The preview's icon font: Material Symbols Outlined (Google, Apache-2.0), the glyphs
/// of `ThirdParty/material-symbols/names.txt` and `sf-look-alikes.txt`, each at its code point.
enum IconFont {
    /// Each name the font holds, and its code point.
    static let codePoints: [String: UInt32] = [
        "account_circle": 0xF20B,
        "add": 0xE145,
        "apps": 0xE5C3,
        "arrow_back": 0xE5C4,
        "arrow_forward": 0xE5C8,
        "auto_awesome": 0xE65F,
        "bar_chart": 0xE26B,
        "barcode_scanner": 0xE70C,
        "bolt": 0xEA0B,
        "bookmark": 0xE8E7,
        "calendar_today": 0xE935,
        "call": 0xF0D4,
        "center_focus_weak": 0xE3B5,
        "check": 0xE5CA,
        "check_circle": 0xF0BE,
        "chevron_left": 0xE5CB,
        "chevron_right": 0xE5CC,
        "close": 0xE5CD,
        "credit_card": 0xE8A1,
        "dark_mode": 0xE51C,
        "delete": 0xE92E,
        "directions_walk": 0xE536,
        "eco": 0xEA35,
        "face": 0xF008,
        "favorite": 0xE87E,
        "forum": 0xE8AF,
        "grid_view": 0xE9B0,
        "help": 0xE8FD,
        "home": 0xE9B2,
        "image": 0xE3F4,
        "info": 0xE88E,
        "ios_share": 0xE6B8,
        "language": 0xE894,
        "light_mode": 0xE518,
        "lightbulb": 0xE90F,
        "list": 0xE896,
        "local_fire_department": 0xEF55,
        "lock": 0xE899,
        "lock_open": 0xE898,
        "mail": 0xE159,
        "map": 0xE55B,
        "medical_services": 0xF109,
        "menu_book": 0xEA19,
        "mic": 0xE31D,
        "near_me": 0xE569,
        "notifications": 0xE7F5,
        "notifications_active": 0xE7F7,
        "pan_tool": 0xE925,
        "person": 0xF0D3,
        "photo_camera": 0xE412,
        "photo_library": 0xE413,
        "play_arrow": 0xE037,
        "qr_code_scanner": 0xF206,
        "redeem": 0xE8F6,
        "remove": 0xE15B,
        "restaurant": 0xE56C,
        "schedule": 0xEFD6,
        "search": 0xE8B6,
        "sell": 0xF05B,
        "settings": 0xE8B8,
        "shield_lock": 0xF686,
        "shopping_cart": 0xE8CC,
        "star": 0xF09A,
        "sync": 0xE627,
        "thumb_up": 0xF577,
        "visibility": 0xE8F4,
        "visibility_off": 0xE8F5,
        "warning": 0xF083,
        "water_drop": 0xE798,
        "wifi": 0xE63E,
        "workspace_premium": 0xE7AF,
    ]

    /// The Material Symbol drawn for an SF Symbol the spec gives no Android name (a look-alike).
    static let lookAlikes: [String: String] = [
        "app.badge.checkmark": "apps",
        "arrow.left": "arrow_back",
        "arrow.right": "arrow_forward",
        "arrow.triangle.2.circlepath": "sync",
        "barcode.viewfinder": "barcode_scanner",
        "bell": "notifications",
        "bell.badge": "notifications_active",
        "bolt": "bolt",
        "book": "menu_book",
        "bookmark": "bookmark",
        "bubble.left.and.bubble.right": "forum",
        "calendar": "calendar_today",
        "camera": "photo_camera",
        "camera.viewfinder": "center_focus_weak",
        "cart": "shopping_cart",
        "chart.bar": "bar_chart",
        "checkmark": "check",
        "checkmark.circle": "check_circle",
        "chevron.left": "chevron_left",
        "chevron.right": "chevron_right",
        "clock": "schedule",
        "creditcard": "credit_card",
        "cross.case": "medical_services",
        "crown": "workspace_premium",
        "drop": "water_drop",
        "envelope": "mail",
        "exclamationmark.triangle": "warning",
        "eye": "visibility",
        "eye.slash": "visibility_off",
        "faceid": "face",
        "figure.walk": "directions_walk",
        "flame": "local_fire_department",
        "fork.knife": "restaurant",
        "gearshape": "settings",
        "gift": "redeem",
        "globe": "language",
        "hand.raised": "pan_tool",
        "hand.thumbsup": "thumb_up",
        "heart": "favorite",
        "house": "home",
        "info.circle": "info",
        "leaf": "eco",
        "lightbulb": "lightbulb",
        "list.bullet": "list",
        "location": "near_me",
        "lock": "lock",
        "lock.open": "lock_open",
        "lock.shield": "shield_lock",
        "magnifyingglass": "search",
        "map": "map",
        "mic": "mic",
        "minus": "remove",
        "moon": "dark_mode",
        "person": "person",
        "person.crop.circle": "account_circle",
        "phone": "call",
        "photo": "image",
        "photo.on.rectangle.angled": "photo_library",
        "play": "play_arrow",
        "plus": "add",
        "qrcode.viewfinder": "qr_code_scanner",
        "questionmark.circle": "help",
        "sparkles": "auto_awesome",
        "square.and.arrow.up": "ios_share",
        "square.grid.2x2": "grid_view",
        "star": "star",
        "sun.max": "light_mode",
        "tag": "sell",
        "trash": "delete",
        "wifi": "wifi",
        "xmark": "close",
    ]

    /// The font file (`MaterialSymbolsOutlined-preview.woff2`), base64 in lines of 112 characters.
    static let woff2Base64Lines = """
        d09GMgABAAAAABb8AA0AAAAAMVwAABalAALCDAAAAAAAAAAAAAAAAAAAAAAAAAAAHCoGYD9TVEFUcACEOhEICtFsyEMBNgIkA4ESC4ESAAQgBYUQ
        ByAbOitFRoSNAyD+8aJk/x8OOLke6weLEjUadSycUUq7QaddhEMYVu/eVLAsYcO2hw0Lg7lfgfo1nAIsE8vo9qa2N60fE2FeLmvUU6nsGSHJ7BHv
        Zj9YiVjA9gAblghW0IB2sIIl+NZgwdKJYKuPJEcwVVN+JK1CSvOum3+YVuGapnRzB9fq41rVfzbN9yA58T8kqtWqBzc2HWuAJUK3Rpbnsdv7dRQm
        UCQXtyXcFrVcghbRkd1++2nSurtX92FIkEsKRGps7LTo1oAABAIXxzQFTjkdk3FwMv7KXMhD2qaTGGUxGFG6NB/O7/51qk4/pX9WPbXD3pdhL65B
        6UC2A4B7vUpriGArgnwwr5DrFvpjEB7E4f/WrGzXYDJ7hO7y3hEKRyBXyFX3PP2mpKo6Nen0wOt0JrM9nMxSOkOcOahkmd3IA3Q9GcJddQQO1T0P
        KCSgsMBCnTwj9Zkt02rF4dwQOaNSTLF8Th+/zu+n+cDVZcrJpSQlZCuyHAx3uj/71QEFgIdoPE5Vekfgfba0q8DkAgAWOnSvuIzXaODqSq4TxZni
        hOBOdM9Ttj9ewrWW+tvGcxZMwGWBOgAUAOD8+RsAgCMORaOq1Pz3lpDT/3xMkfutPI7PEIFy9bfe0ANOjzrfRi84o/LHEY8CwCk0AAARgyhyOtMT
        mGc6c464UwzbSl7U6YasKuqMQs50GaL/L14thytxSwVXYdVU3e3qkP5///L5ialgpahOHerWLW2dWSOeppmxp/f5df/q31nNNnaxh/0c5XXeZob3
        MT//xieLkxhR3shbj/Y4sr4RkZXkYwfVMXescxxwXHE8/HHRT6Of9NeX3zYuLADVN/VFN2/tuzfdd1t/ucmD5XFcQj8PNYfOhtwLCQ7uCg4DCOIE
        pX+MDPZT9kH2DQB2AwDrE9YC6wmrlxXDXMucZPKYXOx1TIuNYtsBsB6sFVuKjWPFWBIA5oFxME7gg8AngYrAlYGLA90C/qW/oCfTxT5XfCZ8TD4y
        AB+ad6K3yOODRbuBAuguvcBU+NZAJmJ2UwowkwfeZV/wgnCIAh5EQCTEAQaBkAey3rKnFRDrXQbA/AAA+IdVQF4BPQNgSCIKrz5BUkQy9TCA1Vx9
        IJXxZxHN5HMdhnkXoHIgGxSRS0UbCIMCE28SPzERVNMCP6zFZy+lbygR0TFBiBKjFxcSY49BhoUkmMsLgVLMvK1KQfZ4b54rFhwsWNOVAqYEc7CA
        FwFekGw/N3ONuLLbiAPw4m7Udg1w4dydcspwxlm7x4lWRXQhvLzWzp2clKg4YofrzeZzskbG8bTVp0STVV6R7iLdVELrJ9TCpllr2NgkTKkmT4JQ
        mDN8QfvxwMcGxQRPzvlZT5TBvuKI0V6dw2MRa7is8LfeUXkWsgCj+vK3EIXS2hcRvfh2aGRqBLhAXPaHbICqhIX1gJBhihtixkKxK0DGmPHMIdic
        JO4RZEuoQRtfAiCQIOa4yTbAYJvk6pjJcdLqk1RkIvoTTf8z2skg8QwaQ3kRc5ccgsQ4xZLYQrSn4ggfn+JpzZg3D7fLMp9vfTy91kMOsrGbzBCz
        FYjfKErzwRK8h7NZAPdnn7TE+cfq+898LSIUHuY4eO5YKmTvHv9GUya8Tvs8aGeR9mjAHmLiK6/aGUjilIHF7LUTGtANTpvNKUZPUcIzqX+9GuMR
        3ewi4Rwt7ADhPC9+Auls70l3uP2SAjIGiD6Cy1P6TH2YWMMSEtgpwrSdiYa3bxzppAKETpx4QhIeQ5b47WglO09k5ARDqV6qwVXf4xwuy5GP6fvT
        rKss9FxZAgLqY7wEUQUMhW7W3eOY4qctrtMvirfv/mpIlt6D69QCuy4yLhEqUxuGBBPvo5zoIPPGjhtcKf3spvGpQ0LrE0hRguxpdYjhoedBPr2Q
        +ECXSLlkUoZpP8uTINCjX73gr4dvxSeuokEjsplqF0sm1gdLto0spUhGKvXbKKO3DWu7CzdMxRqMLgtYiVEa5bt4y57MYPfZiGEqqc6y6O84JgeZ
        BREg/p+IfyLF+1r4qFFkp6OY4zod5100MVHOjNwertKiZi3oFO4PMkadZHYFOmxMidfou1J1AZZB7Mq0ZlWsvavZRBBzzn+wNWYjMTT2bJ5ftxPl
        BxXke8hPTPloGvFUDZyWMSXgR/Ht5lEZSPHWwI4THY+ED6pAppBK+NDxoBvbOiEeC1SN7P9o5twS+a9xumP+N6PhZN1iqk+FQoyBUsU/mgnjFEOZ
        UWVzWCPwa2hp6qmpvUfECTGid7F5VLJoF7c33xEdD0lctX6ipvNYCIE2v5i5xPUEheCxHn6ccXTSt4gCaAuLP/Stg2AUx/BgHE9doeYFe8ZVwtqU
        N98U99Pww7t9W+6W036Bc96TOI47ayfOpPimnBKPcdtcVWBrjoGVcOL6IrcKWfp/J7oV3n1ruTJDW1Q3Mq6/fuqxPSrD8mSCHwVVawSOfG695Nnm
        SPyFMx2tkIpKdSCJKvravFD30FD0dBDzlMam8zKsNkXTf0P18fQ10UriVgmY/FauaGl9TOU5DynwIWhu8ocqw7TEcDTJeqozpW4q9mCWa7idkMZl
        7D5Kgu5QRESdKQm4tTK3M3SyRUlAoq+WpFG0QvRLJxsoNI31LjUI5oDOSH6idnvF/n3nA84kv6Cu9Q1g+TcFAzySD9hNzShe9k2ZD4RWjeKJM5y5
        nhVbWI9S0I0AD7vEysdQA15P77zJ3TCp1RDDnO0cy7FJVzxf9+6PjdXOKm/WQLDuNwEusDJQlUbgBlI3UzEigaX2n6ji1HyPhm7xfBBUcwO92+PX
        Y5DOMP/B2Pt1tYtsHvXAh9tDCX+gN/rg6QZLpQSHK/zZYPDCakIrM2yL6irr+hSeJUuMuKyGmryvHlyeG2uwkLawlOYtRld+UIUJbmiYYBT4SMl8
        SZhQEm3qQhDk+SiEXXd+Wqjdq9N6FX1fRFSZqYoUNmAKHpFKfuUb6pC0fPuiLwD1vDgqT62a9Li0jUo7warFkKWbN0M7kbSgV+LbAWLhO5eA231Z
        raS+jFZ+8YyaiJ7jSUP0LcKQEKpGOmqIkZOduJXpuj6nLA2ZKsxJYy5TTxkBdALpQXMKiCi9Bo1rtXHKpw2GlZS/MsueaTqzWArMWYaSD5dTQWUk
        ltDcNerYPVegvc2kDBdhVbnDGudgkrHAIdExFrvqwuOhq8ijvn2xaFQIZ4AtI5415EBdv8+yyrgaxAAX2rpNiKWVy9SFsofrso2RunkdV3WZMiQB
        ajrcFWP+0+Bt7u/5+JR7NsG/pS/ZvfJsXQ6enm+8ynsonxOF07D2k193qderW0DVaw/9Ao67GpEguYnwTDYNXwVjFJFt0vwUIUCJJGPRf2z583Tm
        r491SdGMf82L1/XDWJG5mg/ALyeWcuNjPpRgeGBjM3cCzDXjyZcjXoivVl0WGiIvzFFLPTipHJUhet1p2U/HCicmGzBjDkkiEgCK+tobnznWqLi2
        KbrNZIvT8zgbUl6Am3nU1zpnsfaiIYOaPaicHviDV1n+ZAHgNbUo5p9g5LF5Bf4H9F7YmHEmjqo0M0qd8Fhe/CuvfoKe1yhOSdWSY/liA+7L2292
        UaPSAbFrbQhrF78Z/+IYEf5DOJWHrDwHz4p41MapNFABwCBOCY40yKj260gcqIAmTwLt338/kQfF9+zZ0wPt+CC5znjU92ylGk0psIFwz+GwZPKG
        cOVo6m0mhCeNYIID0EgSABz4pMCZGGCxBtLmaLS5kJ1Hp6eP3pRfOwNOc+PExx8PDMBljWK7uKtLvF2hACjUbAr2UZfhG8+f3xjtu0ECaBIzhhyI
        izPaGdlepLsLW/8hGfB+APjR6L2/JPxzzv6PwtPKM9PSpZnPclm5MVGcnwL8B0PfTl3cK+cz1BZJ7Nw5g55y9SL4SY6RORsuXNiAvylgNKLef7Nj
        RrL61r/SGVQhY1W/JE8Ir1iyvxU5jItY4th2FsQPTgM2fNl2cXe3ePsyhdigUIGogTUNimU9kGBILt+5WH5x38XRXe5HZ0s3jF6vKnZnDHyZ10c3
        TF1fvzQRGR0QEB05kS991Etf+F0CCij39rsWzH/C8J2vqA/Qjxj2xbXpO3eK8SCuDp0+YMWBS5h/z4/6OV6f4G5344yBBLIibhsAWPDwH8IF4uMh
        hHIYj7X4uMDLiSCm2AUIAE4pOuTBqKCeNGyariOy8Z1xO3k7vkcbbgcAw0iKo6gyfGKTc3DTT6xUp7tVyJio0JrrH5OCxiodjs871JOVKo1YiZNB
        erOyKJKWXFiYHJoYnZ6OZYfSPrTIImX4D+EzgkW1OJKx2pLeVwz8O27Oz/Fv+cC7AGAJcZ5Cq8FoNEgl6ySYxGLYmQYJMWk7hhAgA6AwRp5JICpo
        kDqURqOeK/CEKkjjNKhx5gwTknjbkc15Klhfgsfujy0qOual2auLcQex1UxMj4813D5WhE8heAweTEICqrAQbswUuHMwtrm4ffcO3VjzZuSVUiAV
        RlyeYUI7UXaMTBqoxCL5Jicg045IvYXWYxYt0hYGYAL9gO+jb9N9fZOFCQA9FgCg4WWY9sT/Fo5vgbFxOADYkT0hoUwqapnkI7T2ZTUwAQCAFKQZ
        PLdWMTyswPLXkCEAkUEl25KErNoqtQMFh4QrCP5T+SA3IKR5MIzQoJ3sMsdW+w5niRpjFmKscvIYRlgolsrMuT1WkxOxgmjNxpCQi/M+PvMXm5un
        LtHDNruH0V9MNTVffNXH55XWH1dEatncEgoAocf2AP/YWBGsYhW/GAHgdfjG8gZ4etPvrq1LpuWxvWje/gn0Wp1cOLTp7YtbVUe+MU04eOmqrY3b
        BK4Z39pVrDWPdgOgF3chUz2tutjwzRHn/tj3i4Rg/Zd9xWWzQM0Zv73iMllD+uUVVK1mA3LiRhOjnaGVcuB1STkPzqrSLLzRBeRMsmt1P3e3pZ/Z
        7p91voTvMe9lwawtYZVEc4swpcDnh3xhZUPDhPXepqAH/l7HfAmxLTcXAOgNAFADAEUMfHRrM/JbCwBKAGjwBYAzEYBWsnw5jGe0IMRUtI3hfsFd
        hoMLNO0UTIQkcTB4wue7XbPkMPMaGvLwdIDzVcpTJSnkRekGNIa8fpGcwK+joJpT12XzlxR45Y8nmo2N5GipQdGFvmHfwZUwwuqen2/pHr7S/9zm
        8TqMHyX18gKArQAQV0DjxpybhRd8sziAvZaebxS/DhvnLvxai8mKRQH5JWrsE9rxE0/aMGFGb0hCgugZwur+5MRx2ieYuiQfBcRm7TrY71xAFTaJ
        xn6ckTuIV3NwiKKAqScM2wQAH+Yg1DRlUBtUb3KCFHhb0ljTpszR/waQTxh8EnkJswm/20aNOHVCmtlmG5cAj2v8SwQbzVz65UUMSO4q4tQiLQDM
        CLMTkdXbDgy7uqCdT5NpF9awaiRAfOP7dqclG6lNMp7MADry008npqZ6eyfAYj7TDsxmB3IUCVg4E7Y0NI8DadE6yNZqyGl/EW62S8iwnbm3mtsA
        EB7L2amqXbdOrgmtTmzU6RqFDXEYJlRIcWIPFtiwdvJ7mypXrZTVBkkjs3A8i48Lv4Kl8BUu5J/iyDmYh6VDaroAaCIM700oUKQxEZOHcdo0JaE3
        J0fLnD0bOGDDR8BsBMpBIqKAhzaV6157TRfh8gptLj/8nzlBQ0q9Xl8PcQq2nwqr/yWc/HL2d1PwJzMeW9apuZhV7Y64EsekTboB0DTkpDCmvtWF
        6soh2vt7fXI7wXGlurT274cwOUoZAVmXMHFteRc0Z0p5Rf6lpHJ86qIP5/vw8O859AtTaZHrI76P8P3hSkBxTOVu5dbyD0prXvkSnrz+fvKIRMJf
        WRnRnrQ1+Jxr3yL3Dtc32dsEnUsKRgXi3FXJeVnXZjmJNVETjKgctsZrl0s7ZSWsYPRwI94Pr47JjFdSYvBNO+oSZeLOI+wOiL5sNUEqzstSmQEC
        r09vPZCdTPc366Ex9SGZSnCfEwnmdwQ/LE6zDzwECe2WA/DTVivSavHqxEAGgK0TCdrW6eNZ6U7nssKZBG1HTDMmucqBMC4Z80hz+mcthQkJkRmJ
        ApcQmG/Xfyc0bOdlDQGqpTIs+31SvnZXYhL8Xp3U0/NGSQrJcpiNX1/UNj8P1KZAm8WtrCTElQFHeHLtnnv39uAT8D56faugPqVWp6tNrRNYg9ne
        xjd6N67c0hwmF474r3rllVX+1fnysOYtyuHjxzu8AFXY1Mu8PzKScE8dDJydRhMyzeHeayO9+Jyre4uqeXNTm5nbrJIW/cA3Q/xMWxPXfBPz9h4F
        ovMmSx0JdSTbkYCeheu+Su01frhjm4E7Guicq7hqRjvDIcrH6aElVFeqW8qZ7G3a7pk+nr7RufY27xflMJ9dCmP2UTMQFGiaftv1DiA3iUVgxjQA
        G+9t8F8e9EamiWkYM40ZZkwzYCNeNZdD+1hROXWkoL7+SOHLCsXFoaS8PNEf6X6S6hp+7di2jUChJi1d+m7V8DBcYO3BiIG64sHIvhAZrC9GPyl5
        QVQT05U9XnA2PXuNiMStqi1bVNjONBl5IemlSBQYH09NkcZsQMsZwH30t3pOjyb1XG6Xu3m5u3u5KVRozdO6c2bWFx/zAgtGlrUbx706viyrbOVF
        51fmyMV0uliuUB+9Naaq7EvPDnhdSVk2g55dlpJSnFFenoE9mUjIODJpWwAlf+0XrYsvLKT10bxodeYPjTizPipzZSZCmXD3MtQ/y8ZFDaHd3cRE
        ZL1QzWawC/6gxEyNX2Wzrcid10j6I3izH+lDJyDTfzTLi+jn43YO7ej62h52Wpo8SbXrj9LIsFU7u2HBT/vTSaMs4YeEIjn+6g7ymGjCwSu047jt
        9jjepBcDl0aTVAwcGohywrqX92+TlU/sd+f6C3yL/AeJbXvrMwpKk1QXRodCiNMfjlXS+Xu/PSVc31miCgk6fTJW6hHNzlEgqV3X00fYbAML13+d
        y6b6VySLjiXTamlHi4z9xgPQ+XtK4IM2R8xQMYzRPk7zjnvVibPAQe6SQIK17uBqXAMABIYAQCOaf/VVgEQAAMQEAMDNSKvRIisVtnNDM6j/PY5G
        iMqGkH4s5mDtVB/6TMby2LLl5yrlkgocUEWaDUyVAWkOx2quTwPaVr3hdyD8PDW2fj5qlsGsHy7YhdUdlacVhslHB8uCnVi0dmcD7j8TTLwbUzhZ
        ofTecY843J7El9bxZJ/PDwEqb4+EP1mM27dEFjSBLr1T+ejjhw/X6PT7laJ0JO1J72auVODxyEUhkeW/fjFMeIDngr6O/WUhAKffMd6dT2jKe79S
        53wNAPDJLTRBb9Ev5hkeu88HbpzUAwX8Gx08Av9AlwYRSrfGykT7VoigPRfh+YGmvfSZmFglEtKWMU3JYWA1ix5ghZqpDDsHZV65JOXlco6AlpWQ
        b0YQgUzkQABFtvI1fxgU9/YaZ/aWRahToZdQJOu8xIm3Q5c4qzB1iYs8/13iip2ci92IU3sNCgA1+y6hgEdMlzgBM1OXOINnbnDuasIUmlU4+9I8
        gZrnyNen3wqDOqhpDONIJsAs4UiEfUSmL99QrdtyHEt9+RJxSC6h7tAybm2IIcsVJDJoNBLVvjVyLYYvcEeRS4+lsEKPVn26swhuZJV0B9oLZX6i
        7iGQlhMkmWdKJZImkwwOJyvpBKZJ06dZEsDDbU42TqZVcZKheGaf3oCBj6RRUamOPiUyAIjqnsD1GzZCbUZCJSstXC2BXo+U6dur9TyMJhPm2zlD
        d0cBAA==
        """
}
