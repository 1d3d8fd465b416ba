/// Which subtags of a well-formed tag name something real, so that a lint
/// rule can say "`de-DX`: unknown region `DX`".
///
/// The lists: every ISO 639-1 language (184 codes, with the deprecated `in`,
/// `iw`, `ji`, `jw`, `mo`, `sh` that the IANA registry still holds), the
/// three-letter languages of CLDR's locales; ISO 15924 scripts; every ISO
/// 3166-1 region, the UN M.49 areas CLDR uses (`001`, `150`, `419`…), and
/// CLDR's extra territories (`EU`, `UN`, `XK`…). Private-use codes (`qaa`–`qtz`,
/// `Qaaa`–`Qabx`, `AA`, `QM`–`QZ`, `XA`–`XZ`, `ZZ`) are accepted as known.
extension LocaleTag {
    public struct UnknownSubtag: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable {
            case language, script, region
        }

        public var kind: Kind
        /// In canonical case.
        public var subtag: String
        /// Where the subtag starts, in characters, in `identifier` and in the text as written.
        public var offset: Int
    }

    /// The language, script and region subtags that no list above holds. Variants are not checked.
    public var unknownSubtags: [UnknownSubtag] {
        var unknown: [UnknownSubtag] = []
        var offset = 0
        if !KnownSubtags.isLanguage(language) {
            unknown.append(UnknownSubtag(kind: .language, subtag: language, offset: 0))
        }
        offset += language.count + 1
        if let script {
            if !KnownSubtags.isScript(script) {
                unknown.append(UnknownSubtag(kind: .script, subtag: script, offset: offset))
            }
            offset += script.count + 1
        }
        if let region, !KnownSubtags.isRegion(region) {
            unknown.append(UnknownSubtag(kind: .region, subtag: region, offset: offset))
        }
        return unknown
    }
}

enum KnownSubtags {
    static func isLanguage(_ code: String) -> Bool {
        languages.contains(code) || (code.count == 3 && ("qaa"..."qtz").contains(code))
    }

    static func isScript(_ code: String) -> Bool {
        scripts.contains(code) || ("Qaaa"..."Qabx").contains(code)
    }

    static func isRegion(_ code: String) -> Bool {
        regions.contains(code) || isPrivateUseRegion(code)
    }

    /// `AA`, `QM`–`QZ`, `XA`–`XZ`, `ZZ`: free for private use, like the pseudo-locales' `XA` and `XB`.
    static func isPrivateUseRegion(_ code: String) -> Bool {
        code == "AA" || code == "ZZ"
            || (code.count == 2 && (("QM"..."QZ").contains(code) || ("XA"..."XZ").contains(code)))
    }

    static let languages = Set(
        """
        aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz \
        ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik \
        io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml \
        mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd \
        se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi \
        vo wa wo xh yi yo za zh zu \
        in iw ji jw mo sh \
        agq ann apc arn ars asa ast bal bas bem bew bez bgc bgn bho blo blt bqi brx bss byn cad cch ccp ceb cgg \
        cho chr cic ckb csw dav dje doi dsb dua dyo ebu ewo fil fur gaa gez gsw guw guz hak haw hmn hnj hsb jbo jgo \
        jmc kab kaj kam kcg kde kea ken kgp khq kkj kln kok kpe ksb ksf ksh kxv lag lij lkt lld lmo lrc luo luy \
        mai mas mdf mer mfe mgh mgo mhn mic mni moh mua mus myv mzn nah nan naq nds nmg nnh nqo nso nus nyn osa \
        pap pcm pis prg quc raj rhg rif rof rwk sah saq sat sbp scn sdh seh ses sgs shi shn sid skr sma smi smj \
        smn sms ssy syr szl teo tig tok tpi trv trw twq tyv tzm vai vec vmw vun wae wal wbp xnr xog yav yrl yue \
        zgh zza
        """.split(separator: " ").map(String.init))

    static let scripts = Set(
        """
        Adlm Aghb Ahom Arab Aran Armi Armn Avst Bali Bamu Bass Batk Beng Bhks Bopo Brah Brai Bugi Buhd Cakm Cans \
        Cari Cham Cher Copt Cprt Cyrl Cyrs Deva Dogr Dsrt Dupl Egyp Elba Ethi Geor Glag Gong Gonm Goth Gran Grek \
        Gujr Guru Hanb Hang Hani Hano Hans Hant Hatr Hebr Hira Hluw Hmng Hmnp Hung Ital Jamo Java Jpan Kali Kana \
        Khar Khmr Khoj Knda Kore Kthi Lana Laoo Latf Latg Latn Lepc Limb Lina Linb Lisu Lyci Lydi Mahj Mand Mani \
        Marc Medf Mend Merc Mero Mlym Modi Mong Mroo Mtei Mult Mymr Narb Nbat Newa Nkoo Nshu Ogam Olck Orkh Orya \
        Osge Osma Palm Pauc Perm Phag Phli Phlp Phnx Plrd Prti Rjng Rohg Runr Samr Sarb Saur Sgnw Shaw Shrd Sidd \
        Sind Sinh Sogd Sogo Sora Soyo Sund Sylo Syrc Tagb Takr Tale Talu Taml Tang Tavt Telu Tfng Tglg Thaa Thai \
        Tibt Tirh Ugar Vaii Wara Wcho Xpeo Xsux Yezi Yiii Zanb Zinh Zmth Zsye Zsym Zxxx Zyyy Zzzz
        """.split(separator: " ").map(String.init))

    static let regions = Set(
        """
        AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW \
        BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI \
        FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN \
        IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME \
        MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF \
        PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV \
        SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE \
        YT ZA ZM ZW \
        AC CP CQ DG EA EU EZ IC TA UN XK \
        001 002 003 005 009 011 013 014 015 017 018 019 021 029 030 034 035 039 053 054 057 061 142 143 145 150 \
        151 154 155 202 419
        """.split(separator: " ").map(String.init))
}
