"""French agreement from context: the gender of the noun after a number ("une page"), months, elision.

Only "un" agrees in French cardinals ("vingt et une pages", "une heure"), and "premier"/"première" in
ordinals; the noun that follows decides. Nouns are looked up in FEMININE (singular, lowercase), then by
a plural s/x removed, then by reliable feminine endings (-tion, -ité, -ure...) with their masculine
exceptions; anything else counts as masculine, the gender of most nouns counted in texts.
"""

from __future__ import annotations

import re

from denorm.data.base import Context

MONTHS: tuple[str, ...] = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
                           "octobre", "novembre", "décembre")
MONTH_NUMBERS: dict[str, int] = {m: i for i, m in enumerate(MONTHS, 1)} | {"fevrier": 2, "aout": 8, "decembre": 12}
#: Abbreviations of months as French writes them (with their period): "janv.", "févr.", "sept.".
MONTH_ABBREVIATIONS: dict[str, int] = {
    "janv": 1, "jan": 1, "févr": 2, "fév": 2, "fevr": 2, "avr": 4, "juil": 7, "sept": 9, "sep": 9, "oct": 10,
    "nov": 11, "déc": 12, "dec": 12,
}
WEEKDAYS = frozenset({"lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"})

#: Feminine nouns that follow numbers in texts (singular). Masculine is the default; nouns of both genders
#: with a masculine reading as usual in counts ("un livre", "un tour", "vingt et un morts") are left out.
FEMININE = frozenset({
    # time
    "heure", "demi-heure", "minute", "seconde", "milliseconde", "microseconde", "semaine", "journée",
    "année", "nuit", "nuitée", "soirée", "matinée", "veille", "saison", "décennie", "génération",
    # people
    "personne", "femme", "fille", "sœur", "mère", "tante", "victime", "étudiante", "joueuse", "championne",
    "reine", "princesse", "duchesse", "comtesse", "impératrice", "sainte", "famille", "équipe",
    # things and places
    "page", "fois", "voiture", "maison", "ville", "pièce", "chambre", "place", "salle", "table", "chaise",
    "porte", "fenêtre", "marche", "rue", "route", "avenue", "station", "gare", "école", "classe", "usine",
    "boutique", "banque", "agence", "université", "église", "cathédrale", "chapelle", "mosquée", "synagogue",
    "statue", "fontaine", "cour", "forêt", "plage", "côte", "baie", "mer", "île", "montagne", "rivière",
    "vallée", "colline", "plaine", "frontière", "province", "région", "commune", "zone", "parcelle",
    "entreprise", "compagnie", "division", "armée", "brigade", "légion", "tribu", "nation", "république",
    "dynastie", "croisade", "révolution", "bataille", "guerre", "victoire", "défaite", "course", "étape",
    "manche", "médaille", "balle", "carte", "clé", "clef", "lettre", "ligne", "colonne", "photo", "vidéo",
    "chanson", "œuvre", "histoire", "nouvelle", "scène", "série", "catégorie", "branche", "partie", "part",
    "portion", "tranche", "pincée", "gousse", "cuillère", "cuillerée", "gorgée", "bouchée", "goutte",
    "tasse", "bouteille", "boîte", "dose", "pomme", "fleur", "feuille", "vache", "poule", "chèvre", "souris",
    "étoile", "planète", "galaxie", "lune", "comète", "fusée", "mission", "orbite", "escale", "espèce",
    "main", "dent", "jambe", "épaule", "tête", "vie", "âme", "case", "cellule", "paire", "douzaine",
    "dizaine", "centaine", "vingtaine", "trentaine", "quinzaine", "chaussure", "chaussette", "robe", "jupe",
    "chemise", "veste", "bague", "montre", "lampe", "ampoule", "batterie", "pile", "prise", "touche",
    "tablette", "console", "manette", "machine", "imprimante", "caméra", "enceinte", "application",
    "version", "édition", "commande", "facture", "livraison", "réservation", "vente", "offre", "demande",
    "plainte", "question", "réponse", "chose", "idée", "raison", "règle", "méthode", "erreur", "image",
    "note", "leçon", "voix", "élection", "loi", "réforme", "décision", "mesure", "tentative", "chance",
    "possibilité", "solution", "option", "proposition", "fête", "messe", "prière",
    "poire", "fraise", "banane", "orange", "tomate", "carotte", "cerise", "prune", "olive", "noix", "glace",
    "boisson", "bière", "pizza", "crêpe", "tarte", "soupe", "moto", "voie", "phrase", "enveloppe", "bouche",
    "oreille", "barre", "brique", "planche", "vis",
    # quantities, units and money
    "tonne", "calorie", "kilocalorie", "distance", "hauteur", "longueur", "largeur", "profondeur", "taille",
    "vitesse", "température", "pression", "puissance", "tension", "capacité", "mémoire", "unité", "valeur",
    "somme", "dette", "amende", "taxe", "prime", "action", "obligation", "devise", "monnaie", "roupie",
    "couronne", "lire", "peseta",
})
#: Feminine endings and the masculine nouns that end so anyway.
FEMININE_ENDINGS: tuple[str, ...] = ("tion", "sion", "xion", "aison", "ité", "ance", "ence", "ette", "euse",
                                     "rice", "ure", "ée", "ière", "esse", "ude", "ie", "ine", "elle", "ise",
                                     "ade", "alle", "olle", "onne", "enne")
MASCULINE_EXCEPTIONS = frozenset({
    "bastion", "comité", "traité", "silence", "squelette", "caprice", "dentifrice", "murmure", "mercure",
    "parjure", "augure", "cyanure", "chlorure", "sulfure", "carbure", "musée", "lycée", "trophée", "athée",
    "apogée", "mausolée", "scarabée", "périgée", "colisée", "pygmée", "caducée", "cimetière", "derrière",
    "prélude", "interlude", "génie", "incendie", "parapluie", "sosie", "foie", "magazine", "domaine",
    "platine", "moine", "patrimoine", "capitaine", "vermicelle", "violoncelle", "stade", "grade", "jade",
    "nomade", "intervalle",
})
#: Vowels and mute h before which "de" / "le" elide: "d'euros", "d'habitants".
_ELIDING = re.compile(r"^[aeiouyàâæéèêëîïôœùûüÿh]", re.I)
_NEXT_WORD = re.compile(r"\s+([^\W\d_]+(?:[-'’][^\W\d_]+)*)")


def is_feminine(word: str) -> bool:
    """Whether a noun (singular or plural, any case) is feminine: FEMININE, then the endings."""
    w = word.lower()
    forms = [w] + ([w[:-1]] if w.endswith(("s", "x")) and len(w) > 2 else [])
    for form in forms:
        if form in FEMININE:
            return True
        if form in MASCULINE_EXCEPTIONS:
            return False
    for form in forms:
        if len(form) > 3 and form.endswith(FEMININE_ENDINGS):
            return True
    return False


def next_word(ctx: Context) -> str | None:
    """The word right after the match (spaces allowed, no punctuation between), or None."""
    m = _NEXT_WORD.match(ctx.text, ctx.end)
    return m.group(1) if m else None


def feminine_after(ctx: Context) -> bool:
    """Whether the noun right after the match is feminine ("21 pages" -> "vingt et une pages")."""
    word = next_word(ctx)
    return word is not None and is_feminine(word)


def de(noun: str) -> str:
    """The preposition "de" before a noun, elided before a vowel: "d'euros", "de dollars"."""
    return f"d'{noun}" if _ELIDING.match(noun) else f"de {noun}"
