"""Spanish agreement from context: the gender of the noun after a number, and whether a noun follows at all.

A number agrees with the noun it counts: "un libro" / "una casa", "veintiún años" / "veintiuna semanas",
"doscientos euros" / "doscientas personas". The gender comes from a table of common nouns (singular, accents
ignored), then from reliable endings (-ción, -dad, -umbre feminine; -aje, -or, -o masculine; -a feminine
but -ema, -grama masculine). Plurals are reduced to their singular first ("canciones" -> "cancion",
"meses" -> "mes", "veces" -> "vez"). An unknown noun gives None: the caller decides (and counts the guess).
"""

from __future__ import annotations

import re
import unicodedata

from denorm.data.base import Context

M, F = "m", "f"


def plain(word: str) -> str:
    """Lowercase, accents removed (ñ kept): the key of the noun tables."""
    word = word.lower().replace("ñ", "\0")
    word = "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))
    return word.replace("\0", "ñ")


#: Nouns whose gender the endings below would get wrong, and frequent counted nouns (singular, no accents).
_NOUNS: dict[str, str] = {
    **{w: M for w in (
        # -a but masculine
        "dia", "mapa", "problema", "sistema", "programa", "tema", "idioma", "clima", "planeta", "poema",
        "esquema", "dilema", "drama", "panorama", "sintoma", "teorema", "diploma", "enigma", "fantasma",
        "lema", "pijama", "tranvia", "sofa", "cometa", "mediodia", "telegrama", "diagrama", "crucigrama",
        "aroma", "carisma", "dogma", "estigma", "fonema", "prisma", "trauma", "plasma", "emblema", "axioma",
        "cinema", "karma", "puma", "koala", "papa", "guardia", "policia", "guia", "turista", "artista",
        "deportista", "periodista", "dentista", "ciclista", "futbolista", "pianista", "taxista", "especialista",
        "atleta", "poeta", "profeta", "dalmata",
        "astronauta", "pirata", "colega", "pediatra", "psiquiatra", "delta",
        "gorila", "yoga",
        # -e, consonants and others
        "coche", "hombre", "nombre", "viaje", "parque", "pie", "diente", "cliente", "bosque", "deporte",
        "billete", "juguete", "informe", "restaurante", "estudiante", "paquete", "detalle", "puente",
        "accidente", "ambiente", "presidente", "continente", "componente", "tomate", "chocolate", "cafe",
        "aceite", "valle", "monte", "norte", "sur", "este", "oeste", "mes", "pais", "lunes", "martes",
        "miercoles", "jueves", "viernes", "sabado", "domingo", "dios", "autobus", "interes", "analisis",
        "parentesis", "enfasis", "virus", "campus", "bus", "gas", "lapiz", "pez", "ajedrez", "arroz",
        "maiz", "disfraz", "avion", "camion", "millon", "billon", "guion", "sarampion", "corazon", "buzon",
        "tazon", "raton", "balon", "boton", "jamon", "melon", "salon", "cajon", "limon", "carbon", "jabon",
        "examen", "orden", "origen", "volumen", "resumen", "regimen", "joven", "crimen", "abdomen", "margen",
        "segundo", "minuto", "grado", "kilo", "metro", "litro", "gramo", "euro", "dolar", "peso", "centimo",
        "centavo", "yen", "franco", "punto", "año", "siglo", "piso", "capitulo", "articulo", "libro", "nivel",
        "hotel", "papel", "arbol", "animal", "hospital", "canal", "final", "total", "metal", "mar", "lugar",
        "hogar", "bar", "par", "color", "amor", "valor", "autor", "actor", "doctor", "jugador", "trabajador",
        "ordenador", "motor", "sol", "gol", "futbol", "alcohol", "control", "dolor", "olor", "calor", "error",
        "sector", "factor", "favor", "honor", "terror", "rey", "buey", "reloj", "club", "chip",
        "altar", "azucar", "caracter", "cancer", "taller", "alquiler", "poder", "placer", "deber",
        "tren", "pan", "plan", "fin", "jardin", "boletin", "festin", "latin", "cupon", "dolmen", "cesped",
        "ataud", "huesped", "alud", "tenis", "golf", "web", "blog", "email", "byte", "bit", "pixel", "megabyte",
        "gigabyte", "terabyte", "kilobyte", "hercio", "vatio", "voltio", "decibelio", "caballo",
        "habitante", "participante", "asistente", "representante", "visitante", "integrante", "votante",
        "concursante", "paciente", "agente", "gerente", "pariente", "docente", "residente", "ejemplar",
        "kilometro", "centimetro", "milimetro", "kilogramo", "miligramo", "mililitro",
    )},
    **{w: F for w in (
        # -o, -e, consonants and others, feminine
        "mano", "foto", "moto", "radio", "libido", "seo", "noche", "calle", "parte", "clase", "gente",
        "leche", "nube", "llave", "fuente", "muerte", "suerte", "torre", "base", "frase", "tarde", "carne",
        "gripe", "fiebre", "hambre", "sangre", "mente", "serie", "especie", "superficie", "nieve", "nave",
        "sede", "red", "pared", "sed", "salud", "vez", "luz", "voz", "cruz", "nariz", "paz", "raiz", "perdiz",
        "cicatriz", "actriz", "emperatriz", "matriz", "flor", "labor", "coliflor", "mujer", "carcel", "miel",
        "piel", "sal", "señal", "catedral", "imagen", "tos", "crisis", "tesis", "sintesis", "dosis",
        "hipotesis", "razon", "sinrazon", "cancion", "hora", "semana", "persona", "pagina", "tonelada",
        "hectarea", "pulgada", "milla", "libra", "onza", "caloria", "kilocaloria", "vivienda", "plaza",
        "empresa", "casa", "vida", "ciudad", "unidad", "edad", "vuelta", "cuenta", "tarea", "cama", "forma",
        "norma", "pluma", "rama", "broma", "llama", "goma", "paloma", "cima", "lima", "suma", "espuma",
        "fama", "dama", "trama", "tarima", "enzima", "victima", "estrella", "carta", "puerta", "fiesta",
        "ruta", "tarjeta", "camiseta", "maleta", "meta", "receta", "bicicleta", "planta",
        "ley", "grey", "res", "mies", "lente", "hoja", "copa", "taza", "botella", "lata", "cucharada",
        "docena", "decena", "centena", "veintena", "mitad", "cuarta", "quinta", "cifra", "letra", "palabra",
        "linea", "columna", "fila", "opcion", "version", "edicion", "temporada", "jornada", "etapa", "ronda",
        "partida", "carrera", "victoria", "derrota", "medalla", "entrada", "salida",
        "habitacion", "escuela", "universidad", "region", "provincia", "comunidad", "nacion",
        "familia", "pieza", "prueba", "pregunta", "respuesta", "reunion", "sesion", "llamada", "visita",
        "noticia", "cosa", "manera", "ocasion",
    )},
}
#: Reliable endings of singular nouns (no accents), longest first.
_ENDINGS: tuple[tuple[str, str], ...] = tuple(sorted({
    "cion": F, "sion": F, "xion": F, "dad": F, "tad": F, "tud": F, "umbre": F, "eza": F, "ura": F, "ncia": F,
    "itis": F, "triz": F, "ia": F, "a": F, "ema": M, "grama": M, "aje": M, "or": M, "o": M, "ismo": M,
    "miento": M, "mento": M, "on": M, "an": M, "in": M, "ol": M,
}.items(), key=lambda kv: -len(kv[0])))
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)

#: Words after a number that show no noun follows it ("llegaron 21 de ellos", "el 1 y el 2", "en 1998 ya").
FUNCTION_WORDS = frozenset({
    "de", "del", "a", "al", "y", "e", "o", "u", "ni", "en", "por", "para", "con", "sin", "que", "entre", "hasta",
    "desde", "hacia", "sobre", "tras", "como", "mas", "más", "menos", "se", "no", "si", "sí", "ya", "lo", "la",
    "las", "los", "el", "le", "les", "me", "te", "nos", "os", "su", "sus", "mi", "mis", "tu", "tus", "un", "una",
    "unos", "unas", "este", "esta", "estos", "estas", "ese", "esa", "esos", "esas", "aquel", "aquella", "muy",
    "tan", "pero", "porque", "pues", "cuando", "donde", "mientras", "durante", "según", "contra", "vs", "x",
    "h", "yo", "él", "ella", "ellos", "ellas", "nosotros", "usted", "ustedes", "cada", "todo", "toda", "todos",
    "todas", "aún", "todavía", "después", "antes", "luego", "entonces", "casi", "solo", "sólo", "incluso",
    "además", "así", "bien", "siempre", "nunca", "tampoco", "también", "hoy", "ayer", "allí", "aquí", "ahí",
    "cual", "cuyo", "cuya", "quien", "otra", "otro", "otras", "otros",
})
#: Frequent verb forms after a number ("en 1998 había", "2021 fue"), which the noun endings would take
#: for nouns ("había" looks like "compañía").
VERB_FORMS = frozenset({
    "es", "son", "era", "eran", "fue", "fueron", "será", "serán", "sería", "serían", "ha", "han", "había",
    "habían", "hubo", "habrá", "habría", "hay", "está", "están", "estaba", "estaban", "estuvo", "tiene",
    "tienen", "tenía", "tenían", "tuvo", "tendrá", "tendría", "hace", "hacen", "hacía", "hizo", "hará", "haría",
    "puede", "pueden", "podía", "podían", "pudo", "podrá", "podría", "va", "van", "iba", "iban", "fui", "sabía",
    "quería", "decía", "dice", "dijo", "vivía", "vivían", "existía", "existían", "seguía", "seguían", "venía",
    "salía", "parecía", "debía", "debe", "deben", "llegó", "sigue", "siguen", "queda", "quedan", "quedó",
})
#: Verb endings that no frequent noun has: the preterite "-ó" ("terminó"), "-aron", "-ieron", the imperfect
#: "-aba(n)", the future "-ará(n)"; and adverbs in "-mente".
_VERB_ENDINGS = re.compile(r"(?:[^aeiou]ó|aron|ieron|aba|aban|ábamos|ará|arán|erá|erán|irá|irán|mente)$")


def is_verb_or_adverb(word: str) -> bool:
    """Whether a lowercase word is a frequent verb form or has a verb or adverb ending (not a noun)."""
    return word in VERB_FORMS or (len(word) > 3 and _VERB_ENDINGS.search(word) is not None)


#: Adjectives that stand before a noun after a number ("21 nuevas viviendas"): their ending gives the gender.
_PRENOMINAL = re.compile(r"(?:nuev|buen|mal|viej|grand|pequeñ|primer|últim|ultim|otr|sol|verdader|"
                         r"auténtic|autentic|larg|cort|escas|numeros|divers|distint|ciert)(?:o|a|os|as|es)?$")


def _by_ending(form: str) -> str | None:
    for ending, gender in _ENDINGS:
        if form.endswith(ending) and len(form) > len(ending) + 1:
            return gender
    return None


def noun_gender(word: str) -> str | None:
    """The gender ("m"/"f") of a noun, singular or plural, by the table and then by a reliable ending of its
    singular; None when neither decides. A plural in -es is the plural of a consonant ending ("colores",
    "canciones", "ciudades") or of an -e ("viajes", "clases"); "-ces" of a -z ("veces")."""
    w = plain(word)
    candidates = [w]
    if w.endswith("s") and len(w) > 3:
        candidates.append(w[:-1])
        if w.endswith("es") and len(w) > 4:
            candidates.append(w[:-2])
            if w.endswith("ces"):
                candidates.append(w[:-3] + "z")
    for form in candidates:
        if form in _NOUNS:
            return _NOUNS[form]
    if len(candidates) == 1:
        return _by_ending(w)
    if len(candidates) > 2 and re.search(r"(?:[lnrdjyz]|ion)$", candidates[2]):
        found = _by_ending(candidates[2])
        if found is not None:
            return found
    return _by_ending(candidates[1]) if candidates[1][-1] in "aeiou" else None


def is_plural(word: str) -> bool:
    """Whether a noun is (most likely) plural: it ends in -s and is not one of the invariable ones."""
    w = plain(word)
    return w.endswith("s") and w not in _NOUNS and not w.endswith(("sis", "itis", "us"))


def next_word(ctx: Context) -> str | None:
    """The word right after the match (one space between), None if something else comes first."""
    m = re.match(r" ([^\W\d_][\w'-]*)", ctx.text[ctx.end:])
    return m.group(1) if m else None


def counted_gender(ctx: Context, max_words: int = 2, names: bool = False) -> tuple[bool, str | None]:
    """(a noun follows the number, its gender): skips an adjective before the noun ("21 nuevas viviendas"),
    whose ending decides when the noun is unknown. No noun: a function word, a verb, an all-caps word, a
    single letter, punctuation or the end follows ("llegaron 21.", "el 1 y el 2", "3.º B"), or a capitalized
    word (a name: "en 1998 España", "Copyright 2020 Ejemplo") unless `names` (an ordinal before a title:
    "el 1.º Congreso")."""
    rest = ctx.text[ctx.end:]
    if not rest.startswith(" "):
        return False, None
    adjective: str | None = None
    for m in list(_WORD.finditer(rest))[:max_words]:
        word = m.group(0)
        gap = rest[:m.start()] if adjective is None else ""
        if gap.strip() or len(word) < 2 or word.isupper() or word.lower() in FUNCTION_WORDS \
                or is_verb_or_adverb(word.lower()) or (word[0].isupper() and not names):
            break
        low = word.lower()
        if adjective is None and _PRENOMINAL.fullmatch(low):
            adjective = low
            rest_after = rest[m.end():]
            if not rest_after.startswith(" "):
                break
            continue
        gender = noun_gender(word)
        if gender is None and adjective is not None:
            gender = F if adjective.endswith(("a", "as")) else M if adjective.endswith(("o", "os")) else None
        return True, gender
    if adjective is not None:
        return True, F if adjective.endswith(("a", "as")) else M if adjective.endswith(("o", "os")) else None
    return False, None
