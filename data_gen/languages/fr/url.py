"""French web and e-mail addresses: the generic readers with French hosts in their samples ("point fr")."""

from __future__ import annotations

from denorm.data.entities.url import Email, Url


class FrenchUrl(Url):
    """Web addresses read piece by piece with the French separator words ("point", "slash", "deux points")."""

    _hosts = Url._hosts + ("service-public", "impots.gouv", "laposte", "lemonde", "meteofrance", "legifrance.gouv")
    _tlds = ("fr", "com", "org", "net", "fr", "eu")


class FrenchEmail(Email):
    """E-mail addresses: "jean.dupont@exemple.fr" -> "jean point dupont arobase exemple point f r"."""

    _users = ("contact", "jean.dupont", "marie_martin", "info", "support", "service-client", "accueil", "sav",
              "camille.leroy", "equipe42")
    _hosts = ("exemple", "orange", "free", "laposte", "gmail", "wanadoo", "entreprise")
    _tlds = ("fr", "com", "net", "org")
