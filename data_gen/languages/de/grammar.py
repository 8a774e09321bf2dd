"""German agreement from context: noun genders, determiners, prepositions, and the endings they ask for.

Ordinals are adjectives: their ending depends on the determiner (weak after der/dem/am, mixed after
ein/mein, strong without one), on the case a bare preposition governs, and on the gender of the noun
that follows. `ordinal_ending` returns None when the context does not fix the ending: the caller
then declines rather than guess (and the decline is counted on the language).
"""

from __future__ import annotations

import re

from denorm.data.base import Context

M, F, N = "m", "f", "n"
GENDERS = (M, F, N)

#: Month names and their abbreviations (lowercase), for dates and for gender (all masculine).
MONTHS: dict[str, int] = {
    "januar": 1, "jänner": 1, "februar": 2, "feber": 2, "märz": 3, "april": 4, "mai": 5, "juni": 6,
    "juli": 7, "august": 8, "september": 9, "oktober": 10, "november": 11, "dezember": 12,
}
MONTH_ABBREVIATIONS: dict[str, int] = {
    "jan": 1, "feb": 2, "febr": 2, "mär": 3, "mrz": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8,
    "sep": 9, "sept": 9, "okt": 10, "nov": 11, "dez": 12,
}
MONTH_NAMES: tuple[str, ...] = ("januar", "februar", "märz", "april", "mai", "juni", "juli", "august",
                                "september", "oktober", "november", "dezember")
WEEKDAYS = frozenset({"montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonnabend",
                      "sonntag", "mo", "di", "mi", "do", "fr", "sa", "so"})

#: Gender of nouns that follow ordinals and numbers. Compounds take the gender of their last part,
#: so lookup is by longest matching suffix ("Geburtstag" -> "tag" -> m).
NOUN_GENDER: dict[str, str] = {
    **{m: M for m in MONTHS},
    **{w: M for w in (
        "tag", "platz", "rang", "stock", "teil", "band", "versuch", "schritt", "krieg", "advent", "monat",
        "lauf", "durchgang", "wahlgang", "satz", "akt", "abschnitt", "absatz", "artikel", "paragraf",
        "paragraph", "punkt", "kilometer", "meter", "liter", "euro", "dollar", "cent", "franken", "rappen",
        "yen", "zentimeter", "millimeter", "tag", "spieltag", "termin", "aufzug", "sieg", "titel", "geburtstag",
        "jahrestag", "sohn", "enkel", "mann", "gang", "weg", "zug", "anlauf", "kongress", "parteitag",
        "bezirk", "kreis", "wohnsitz", "vorsitzende", "bürgermeister", "präsident", "vorstand", "offizier",
        "grad", "fall", "eintrag", "parameter", "zeitraum", "quadratmeter", "kubikmeter", "kilometer",
        "tausender", "wert", "kanal", "server", "knoten", "patch", "build", "release", "test", "lehrgang",
        "jahrgang", "film", "roman", "song", "preis", "gewinner", "spieler", "verein", "klub", "club",
        "sonntag", "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "bildschirm",
        "eintrag", "knopf", "schalter", "rahmen", "absatz", "buchstabe", "datensatz", "durchlauf",
        "monat", "zyklus", "block", "sektor", "prozess", "thread", "kern", "port", "slot", "modus",
        "klick", "apfel", "kunde", "nutzer", "benutzer", "fehler", "euro", "löffel", "becher", "schluck",
        "moment", "augenblick", "blick", "tipp", "hinweis", "vorschlag", "grund", "brief", "anruf",
        "fc", "sv", "vfb", "vfl", "tsv", "bvb", "hsv", "sc", "feiertag", "wochentag", "arbeitstag", "werktag", "schultag", "urlaubstag", "kalendertag", "weihnachtstag", "ostertag", "pfingsttag", "tisch", "sitz", "entwurf",
    )},
    **{w: F for w in (
        "klasse", "liga", "runde", "etage", "auflage", "woche", "staffel", "folge", "episode", "stelle",
        "ausgabe", "version", "generation", "mannschaft", "strophe", "sinfonie", "symphonie", "sitzung",
        "ebene", "stufe", "zeile", "seite", "spalte", "mahnung", "person", "reihe", "halbzeit", "minute",
        "stunde", "sekunde", "tonne", "etappe", "lesung", "spielzeit", "saison", "amtszeit", "legislaturperiode",
        "periode", "welle", "phase", "frau", "tochter", "ehe", "wahl", "instanz", "kammer", "armee", "division",
        "kompanie", "flotte", "kolonne", "zeit", "hälfte", "nacht", "abbildung", "tabelle", "option", "zahl",
        "ziffer", "position", "kategorie", "schicht", "sprache", "tür", "ecke", "frage", "aufgabe", "übung",
        "lektion", "einheit", "vorlesung", "prüfung", "note", "kurve", "ausfahrt", "abfahrt", "haltestelle",
        "straße", "kilowattstunde", "dosis", "impfung", "bundesliga", "schulklasse", "spielklasse", "partie",
        "woche", "nachricht", "mail", "rate", "zahlung", "rechnung", "anfrage", "liste", "datei", "sendung",
        "messe", "tagung", "konferenz", "wiederholung", "verlängerung", "lieferung", "bestellung", "million",
        "milliarde", "ausbaustufe", "beta", "alpha", "chance", "gelegenheit", "mannschaft", "fassung",
        "tasse", "flasche", "packung", "dose", "scheibe", "prise", "portion", "hand", "idee", "sache",
        "antwort", "möglichkeit", "lösung", "regel", "bedingung", "variante", "kopie", "platte", "kundin",
        "zelle", "gruppe", "welt", "stunde", "minute", "strecke", "runde", "karte", "taste", "maschine",
        "datenbank", "bank", "tabelle", "farbe", "schrift", "achse", "kamera", "spur", "fahrt", "reise",
        "ausstellung", "mission", "kampagne", "schlacht", "welle", "operation", "familie", "dynastie",
    )},
    **{w: N for w in (
        "mal", "jahrhundert", "jahrtausend", "jahrzehnt", "kapitel", "album", "spiel", "level", "semester",
        "quartal", "halbjahr", "buch", "tor", "lebensjahr", "jahr", "schuljahr", "geschoss", "obergeschoss",
        "untergeschoss", "programm", "konzert", "treffen", "rennen", "turnier", "finale", "viertelfinale",
        "halbfinale", "achtelfinale", "gebot", "gesetz", "mitglied", "kind", "los", "bild", "heft", "stück",
        "mädchen", "gramm", "kilogramm", "prozent", "pfund", "byte", "gigabyte", "megabyte", "kilobyte",
        "terabyte", "update", "element", "feld", "fenster", "menü", "kästchen", "symbol", "argument",
        "problem", "projekt", "quartett", "abonnement", "dokument", "fach", "zimmer", "haus", "gebäude",
        "regiment", "bataillon", "korps", "bundesland", "land", "amt", "ziel", "tor", "jubiläum", "date",
        "wochenende", "staatsexamen", "examen", "ereignis", "ergebnis", "zeugnis", "mal", "exemplar",
        "modell", "team", "match", "duell", "semesterende", "glas", "paket", "foto", "video", "lied",
        "register", "bit", "pixel", "zeichen", "level", "szenario", "kapitel", "gebiet", "dorf", "schiff",
        "ei", "brot", "bier", "wort", "beispiel", "konto", "passwort", "gerät", "system", "auto", "zeichen",
        "stockwerk", "jubiläum", "hotel", "zelt", "ticket", "angebot", "verfahren", "rezept", "leben",
    )},
}
#: Reliable gender suffixes for nouns not in the table (f: -ung, -heit...; n: -chen, -lein...).
SUFFIX_GENDER: dict[str, str] = {
    "ung": F, "heit": F, "keit": F, "schaft": F, "tion": F, "sion": F, "ität": F, "erei": F, "anz": F,
    "enz": F, "chen": N, "lein": N, "ment": N, "ismus": M, "ling": M,
}
#: Three-letter nouns that are safe as the last part of a compound ("Umzug", "Finanzamt"); other short
#: ones are not ("Motor", "Autor" are not compounds of "Tor").
_SAFE_SHORT = frozenset({"tag", "zug", "weg", "amt", "mal"})
_NOUN_SUFFIXES = sorted(((k, v) for k, v in {**NOUN_GENDER, **SUFFIX_GENDER}.items()
                         if len(k) >= 4 or k in _SAFE_SHORT or k in SUFFIX_GENDER),
                        key=lambda kv: -len(kv[0]))


def noun_gender(word: str) -> str | None:
    """Gender of a (capitalized or not) noun by its longest known suffix, None if unknown."""
    w = word.lower().rstrip(".")
    if w in MONTH_ABBREVIATIONS:
        return M
    # genitive -s / -es: "des 20. Jahrhunderts", "des 3. Tages"
    forms = [w] + ([w[:-1]] if w.endswith("s") else []) + ([w[:-2]] if w.endswith("es") else [])
    for form in forms:
        if form in NOUN_GENDER:
            return NOUN_GENDER[form]
    for form in forms:
        for suffix, gender in _NOUN_SUFFIXES:
            if form.endswith(suffix):
                return gender
    return None


# -- determiners ----------------------------------------------------------------------------------
#: Determiner (lowercase) -> ordinal ending for a following noun of gender (m, f, n); None where the
#: combination is not a singular noun phrase we can decide (genitive plural "der 3. Kapitel" etc.).
_WEAK_DAT = ("en", "en", "en")
DETERMINERS: dict[str, tuple[str | None, str | None, str | None]] = {
    "der": ("e", "en", None), "die": (None, "e", None), "das": (None, None, "e"),
    "den": _WEAK_DAT, "dem": ("en", None, "en"), "des": ("en", None, "en"),
    "am": ("en", None, "en"), "im": ("en", None, "en"), "vom": ("en", None, "en"),
    "zum": ("en", None, "en"), "beim": ("en", None, "en"), "zur": (None, "en", None),
    "ins": (None, None, "e"), "ans": (None, None, "e"), "aufs": (None, None, "e"), "ums": (None, None, "e"),
    "fürs": (None, None, "e"), "durchs": (None, None, "e"), "übers": (None, None, "e"),
    "dieser": ("e", "en", None), "diese": (None, "e", None), "dieses": ("en", None, "e"),
    "diesen": _WEAK_DAT, "diesem": ("en", None, "en"),
    "jeder": ("e", "en", None), "jede": (None, "e", None), "jedes": ("en", None, "e"),
    "jeden": _WEAK_DAT, "jedem": ("en", None, "en"),
}
#: ein, kein and the possessives take mixed endings.
for _root in ("ein", "kein", "mein", "dein", "sein", "ihr", "unser", "eur"):
    DETERMINERS["euer" if _root == "eur" else _root] = ("er", None, "es")
    DETERMINERS[_root + "e"] = (None, "e", None)
    DETERMINERS[_root + "en"] = _WEAK_DAT if _root != "ein" else ("en", None, None)
    DETERMINERS[_root + "em"] = ("en", None, "en")
    DETERMINERS[_root + "er"] = (None, "en", None)
    DETERMINERS[_root + "es"] = ("en", None, "en")

#: Strong endings (no determiner), by case and gender (m, f, n).
STRONG: dict[str, tuple[str, str, str]] = {
    "nom": ("er", "e", "es"), "acc": ("en", "e", "es"), "dat": ("em", "er", "em"), "gen": ("en", "er", "en"),
}
#: Case governed by a preposition directly before a number (no article): "in 2. Auflage" (dat).
PREPOSITION_CASE: dict[str, str] = {
    **{p: "dat" for p in ("mit", "nach", "bei", "aus", "von", "zu", "seit", "ab", "gegenüber", "außer",
                          "in", "an", "auf", "vor", "unter", "hinter", "neben", "zwischen", "binnen")},
    **{p: "acc" for p in ("für", "durch", "gegen", "ohne", "um", "bis", "über", "pro", "je")},
    **{p: "gen" for p in ("während", "wegen", "trotz", "innerhalb", "außerhalb", "anlässlich")},
}
#: Before a month name every bare preposition is read with "-en" ("ab ersten Mai", "bis fünften Mai").
_DATE_PREPOSITION_ENDING = "en"

#: Words that may stand between the determiner and the number ("am kommenden 3. Mai", "der etwa 3.").
_SKIP_LEFT = frozenset({"kommenden", "kommende", "vergangenen", "vergangene", "letzten", "letzte",
                        "nächsten", "nächste", "bereits", "schon", "erst", "noch", "ca.", "etwa", "rund"})


_WORD = re.compile(r"[^\W\d_]+\.?|\d+\.?|[–-]")
_ADJECTIVE = re.compile(r"[a-zäöüß]{2,}(?:e|en|er|es|em)")
_CONNECTORS = frozenset({"bis", "und", "oder", "u.", "–", "-", "bzw."})


def following_noun(ctx: Context, max_words: int = 4) -> tuple[bool, str | None]:
    """(a noun follows, its gender): skips lowercase adjectives, numbers and "bis"/"und"."""
    for tok in _WORD.findall(ctx.text[ctx.end:])[:max_words]:
        if tok in _CONNECTORS or tok[0].isdigit():
            continue
        if tok[0].islower():
            if tok.endswith(".") and tok[:-1] in MONTH_ABBREVIATIONS:
                return True, M
            if tok in DETERMINERS or tok in PREPOSITION_CASE or not _ADJECTIVE.fullmatch(tok):
                return False, None  # "Sie wurde 3. beim Rennen": no noun phrase follows
            continue  # an adjective: "der 2. große Sieg"
        if tok.rstrip(".").lower() in MONTH_ABBREVIATIONS or tok.lower() in MONTHS:
            return True, M
        return True, noun_gender(tok)
    return False, None


def left_determiner(ctx: Context) -> tuple[str | None, str | None]:
    """(determiner, bare preposition) before the match, looking through weekdays and skip words.

    "am Montag, 3. Oktober" gives the determiner "am" (the date is in apposition to Montag).
    """
    words = ctx.left_words(6)
    words.reverse()  # nearest first
    i = 0
    while i < len(words):
        w = words[i]
        if w in _CONNECTORS and i + 1 < len(words) and words[i + 1].isdigit():
            i += 2  # "am 3. und 4. Juni": the second ordinal shares the first one's determiner
            continue
        i += 1
        if w in DETERMINERS:
            return w, None
        if w in PREPOSITION_CASE:
            return None, w
        if w.rstrip(".") in WEEKDAYS and i == 1:
            continue
        if w in _SKIP_LEFT:
            continue
        return None, None
    return None, None


def ordinal_ending(ctx: Context, default_gender: str | None = None) -> str | None:
    """Ending of an ordinal at ctx ("e", "en", "er", "es", "em"), or None if undecidable.

    `default_gender` stands in when no noun follows (dates: the month, masculine).
    """
    has_noun, gender = following_noun(ctx)
    if not has_noun and default_gender:
        gender = default_gender
    det, prep = left_determiner(ctx)
    if det is not None:
        slots = DETERMINERS[det]
        if gender is None:
            # unknown noun: fine when the determiner admits one ending ("eine", "dem", "am")
            endings = {e for e in slots if e is not None}
            return endings.pop() if len(endings) == 1 else None
        return slots[GENDERS.index(gender)]
    if gender is None:
        return None
    if prep is not None:
        if gender == M and default_gender == M and (not has_noun or _month_follows(ctx)):
            return _DATE_PREPOSITION_ENDING
        return STRONG[PREPOSITION_CASE[prep]][GENDERS.index(gender)]
    if not has_noun:
        return None
    return STRONG["nom"][GENDERS.index(gender)]


def _month_follows(ctx: Context) -> bool:
    for tok in _WORD.findall(ctx.text[ctx.end:])[:4]:
        low = tok.rstrip(".").lower()
        if low in MONTHS or low in MONTH_ABBREVIATIONS:
            return True
    return False


# -- "1" before a noun: ein / eine / einen / einem / einer ----------------------------------------
#: Words after which a noun phrase is accusative (verbs of cost, duration, possession; prepositions).
ACCUSATIVE_TRIGGERS = frozenset({
    "für", "durch", "gegen", "ohne", "um", "kostet", "kosten", "kostete", "kosteten", "zahlt", "zahlen",
    "zahle", "zahlte", "bezahlt", "bezahlen", "dauert", "dauern", "dauerte", "braucht", "brauchen",
    "brauche", "benötigt", "benötigen", "wiegt", "wiegen", "misst", "spart", "sparen", "gewinnt",
    "erhält", "erhalten", "bekommt", "bekommen", "hat", "habe", "haben", "hatte", "gibt", "gab", "kauft",
    "kaufen", "beträgt", "betragen", "betrug", "nimmt", "nehmen", "wartet", "warten", "lang",
})
DATIVE_TRIGGERS = frozenset(p for p, c in PREPOSITION_CASE.items() if c == "dat") - {"bis"}
_SKIP_ONE = frozenset({"nur", "etwa", "ca.", "rund", "knapp", "genau", "fast", "mindestens", "höchstens",
                       "noch", "bereits", "schon", "weniger", "mehr", "als", "circa", "ungefähr", "über",
                       "maximal", "minimal", "nicht", "mal", "zusätzlich", "weitere"})
_ONE_FORMS: dict[str, tuple[str, str, str]] = {
    "nom": ("ein", "eine", "ein"), "acc": ("einen", "eine", "ein"), "dat": ("einem", "einer", "einem"),
}


def one_case(ctx: Context) -> str:
    """Case of a "1 <noun>" phrase from the words before it: "acc", "dat", or "nom" (the default)."""
    for w in reversed(ctx.left_words(4)):
        if w in _SKIP_ONE and w != "über":
            continue
        if w in DATIVE_TRIGGERS:
            return "dat"
        if w in ACCUSATIVE_TRIGGERS or w == "über":
            return "acc"
        return "nom"
    return "nom"


def one_form(gender: str, case: str) -> str:
    """ein / eine / einen / einem / einer for a noun of `gender` in `case`."""
    return _ONE_FORMS[case][GENDERS.index(gender)]
