"""Portuguese web and e-mail addresses: "www.uol.com.br" -> "w w w ponto uol ponto com ponto b r"."""

from __future__ import annotations

import re

from denorm.data.entities.url import URL_PATTERN, Email, Url

_HOST = r"[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?"
_PATH = r"(?:/[\w\-.~%/?=&+#]*[\w/=#~-])?/?"
#: Domains under .br and .pt, which the generic pattern cuts before the country code ("uol.com" + ".br");
#: tried first, the generic pattern after.
PATTERN = re.compile(rf"(?<![\w@./-])(?:{_HOST}\.)+(?:br|pt)(?![\w@]){_PATH}(?![\w@])|" + URL_PATTERN.pattern)


class PortugueseUrl(Url):
    """Web addresses read piece by piece with the Portuguese separators (`url_words`: "ponto", "barra",
    "dois pontos", "hífen", "underline"); .br and .pt domains whole."""

    pattern = PATTERN
    _hosts = ("uol", "globo", "exemplo", "wikipedia", "github", "correios", "ibge", "mercadolivre", "debian",
              "libreoffice", "minha-loja", "escola24", "prefeitura")
    _tlds = ("com.br", "com.br", "gov.br", "org.br", "br", "pt", "com", "org")
    _paths = ("docs", "ajuda", "noticias/2024", "contato", "wiki/Brasil", "sobre", "faq", "login")


class PortugueseEmail(Email):
    """E-mail addresses: "ana.silva@empresa.com.br" -> "ana ponto silva arroba empresa ponto com ponto b r"."""

    _users = ("ana.silva", "contato", "suporte", "joao_souza", "atendimento", "vendas", "maria.oliveira",
              "rh", "financeiro", "equipe42")
    _hosts = ("empresa", "exemplo", "gmail", "uol", "prefeitura", "escola")
    _tlds = ("com.br", "com", "org.br", "gov.br", "br", "pt")
