"""Portuguese agreement: the gender of the noun a number counts ("duas horas", "duzentas pessoas")."""

from __future__ import annotations

import re

from denorm.data.base import Context

M, F = "m", "f"

MONTHS: tuple[str, ...] = ("janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
                           "setembro", "outubro", "novembro", "dezembro")
#: Written month abbreviations (with a period in dates: "9 de nov. de 2009").
MONTH_ABBREVIATIONS: dict[str, int] = {"jan": 1, "fev": 2, "mar": 3, "abr": 4, "mai": 5, "jun": 6, "jul": 7,
                                       "ago": 8, "set": 9, "out": 10, "nov": 11, "dez": 12}

#: Feminine nouns whose ending does not tell (-e, -r, -z, -m, -l...), and feminine exceptions to -o.
FEMININE_NOUNS = frozenset({
    "vez", "noite", "tarde", "parte", "gente", "mulher", "cor", "dor", "flor", "mão", "ordem", "nuvem",
    "foto", "moto", "tribo", "libido", "chave", "classe", "fase", "base", "frase", "rede", "sede", "pele",
    "neve", "ponte", "torre", "fonte", "árvore", "febre", "fome", "morte", "sorte", "carne", "lei", "série",
    "espécie", "superfície", "crise", "análise", "tese", "hipótese", "síntese", "greve", "mãe", "vogal",
    "catedral", "paz", "luz", "voz", "cruz", "foz", "noz", "manhã", "irmã", "maçã", "lã", "alface", "hélice",
    "tosse", "lente", "mente", "semente", "estante", "serpente", "enchente", "corrente", "frente", "vertente",
    "constante", "variante", "parede", "arte", "estrofe", "catástrofe", "lebre", "plebe", "couve", "ave",
    "nave", "colher", "nação", "milhagem", "vaga", "xícara", "colherada", "fatia", "libra", "gorjeta",
    "hora", "pessoa", "semana", "vitória", "edição", "versão", "opção", "questão", "canção", "medalha",
    "tonelada", "polegada", "caloria", "quilocaloria", "milha", "jarda", "légua", "arroba", "dúzia", "dezena",
    "centena", "unidade", "vítima", "criança", "página", "linha", "coluna", "letra", "palavra", "imagem",
    "mensagem", "viagem", "casa", "cidade", "empresa", "escola", "família", "equipe", "temporada", "rodada",
    "partida", "etapa", "cadeira", "tarefa", "regra", "lição", "aula", "prova",
    "faixa", "música", "peça", "obra", "língua", "nota", "camada", "janela", "aba", "guia", "tecla", "porta",
    "placa", "tela", "câmera", "bateria", "loja", "conta", "fatura", "parcela", "prestação", "taxa", "dose",
    "gota", "pílula", "cápsula", "injeção", "vacina", "cirurgia", "consulta", "sessão", "reunião", "palestra",
    "gema", "algema", "caneta", "bicicleta", "maleta", "receita", "ficha", "folha", "caixa",
    "garrafa", "lata", "fruta", "laranja", "banana", "batata", "cebola", "cerveja", "cópia",
})
#: Masculine nouns ending in -a (and the scale nouns), plus other masculine words that endings miss.
MASCULINE_NOUNS = frozenset({
    "dia", "mapa", "planeta", "cometa", "clima", "cinema", "sofá", "guaraná", "maracujá", "crachá", "chá",
    "pijama", "fantasma", "milhão", "bilhão", "trilhão", "quatrilhão", "real", "dólar", "euro", "iene",
    "centavo", "mês", "país", "ônibus", "lápis", "arroz", "nariz", "xadrez", "giz", "cartaz", "homem", "item",
    "dente", "leite", "pente", "nome", "clube", "time", "filme", "parque", "bairro", "estado", "ano",
    "minuto", "segundo", "grau", "metro", "litro", "quilo", "voto", "gol", "ponto", "andar", "lugar", "nível",
    "hotel", "papel", "animal", "jornal", "canal", "hospital", "capítulo", "volume", "artigo", "telefone",
    "pacote", "tomate", "sorvete", "bilhete", "cheque", "convite", "golpe", "lance", "trote", "porte",
    "norte", "sul", "leste", "oeste", "deputado", "senador", "vereador", "habitante", "participante",
    "aluno", "irmão", "avião", "cão", "pão", "grão", "alemão", "chão", "verão", "feijão", "limão", "botão",
    "cartão", "caminhão", "mamão", "melão", "bastão", "coração", "alazão", "quarteirão", "pênalti", "táxi",
    "gás", "atlas", "vírus", "bônus", "campus", "tênis", "mouse", "site", "game", "show", "drone",
    "byte", "bit", "pixel", "megapixel", "watt", "volt", "hertz", "decibel", "hectare", "quilômetro",
    "centímetro", "milímetro", "quilograma", "miligrama", "grama", "mililitro", "gigabyte", "megabyte",
    "terabyte", "quilobyte", "quilowatt", "cavalo", "nó", "pé", "jogo", "tema", "sistema", "problema",
    "programa", "idioma", "poema", "esquema", "dilema", "teorema", "diploma", "drama", "telefonema",
})
#: Nouns of either gender and invariable adjectives, not to be read from their ending ("jornalistas":
#: both); an adjective is looked past ("três grandes cidades").
NEUTRAL = frozenset({"atleta", "colega", "jornalista", "artista", "turista", "dentista", "estudante",
                     "cliente", "presidente", "gerente", "agente", "paciente", "jovem", "adolescente", "grandes",
                     "grande", "principais", "diferentes", "importantes",
                     "simples", "enormes", "fortes", "felizes", "iguais"})
#: Function words: no noun follows the number (its gender is then read from the words before it).
FUNCTION_WORDS = frozenset({
    "de", "do", "da", "dos", "das", "em", "no", "na", "nos", "nas", "e", "ou", "a", "o", "as", "os", "à",
    "às", "ao", "aos", "para", "pra", "por", "pelo", "pela", "pelos", "pelas", "com", "sem", "que", "se",
    "foi", "é", "são", "era", "eram", "foram", "será", "serão", "até", "após", "entre", "sobre", "contra",
    "desde", "como", "quando", "mas", "porém", "já", "não", "sim", "também", "ainda", "só", "apenas",
    "um", "uma", "uns", "umas", "este", "esta", "esse", "essa", "isso", "isto", "aquele", "aquela", "ele",
    "eles", "ela", "elas", "eu", "você", "vocês", "nós", "me", "te", "lhe", "seu", "sua", "onde", "cada",
    "agora", "nunca", "ontem", "hoje", "amanhã", "lá", "aqui", "ali", "depois", "antes", "cedo", "fora",
    "dentro", "perto", "longe", "quase", "cerca", "mais", "menos", "muito", "pouco", "bem", "mal", "então",
})
#: Endings that tell the gender of a singular noun (longest first).
SUFFIX_GENDER: tuple[tuple[str, str], ...] = (
    ("grama", M), ("ção", F), ("são", F), ("dade", F), ("tude", F), ("agem", F), ("igem", F), ("ugem", F),
    ("ema", M), ("oma", M), ("ista", ""), ("ise", F), ("eza", F), ("ez", F), ("ã", F), ("ura", F),
    ("ão", M), ("or", M), ("al", M), ("el", M), ("il", M), ("ol", M), ("ês", M), ("im", M), ("um", M),
    ("a", F), ("o", M),
)


def singulars(word: str) -> list[str]:
    """The word and the singulars its plural ending may stand for: "opções" -> "opção", "reais" -> "real",
    "meses" -> "mês", "viagens" -> "viagem", "pessoas" -> "pessoa"."""
    w = word.lower().rstrip(".")
    out = [w]
    for plural, singular in (("ões", "ão"), ("ães", "ão"), ("ãos", "ão"), ("ais", "al"), ("éis", "el"),
                             ("óis", "ol"), ("eses", "ês"), ("ses", "s"), ("res", "r"), ("zes", "z"),
                             ("les", "l"), ("ns", "m"), ("is", "il"), ("s", "")):
        if w.endswith(plural) and len(w) > len(plural):
            out.append(w[: -len(plural)] + singular)
    return out


def noun_gender(word: str) -> str | None:
    """"m" or "f" for a (singular or plural) noun or adjective whose gender is known, None otherwise."""
    forms = singulars(word)
    if forms[0] in NEUTRAL or forms[0] in FUNCTION_WORDS:
        return None
    for form in forms:
        if form in FEMININE_NOUNS:
            return F
        if form in MASCULINE_NOUNS:
            return M
    for form in forms:
        if form in NEUTRAL:
            return None
        for suffix, gender in SUFFIX_GENDER:
            if form.endswith(suffix) and len(form) > len(suffix):
                return gender or None
    return None


#: Determiners before a number that fix its gender when no noun follows ("as 2 primeiras" is a slip of
#: the noun; "das 200" refers back to a feminine noun). "a" and "o" are left out: "a" is also the
#: preposition ("de 5 a 10").
LEFT_FEMININE = frozenset({"as", "das", "nas", "pelas", "às", "estas", "essas", "aquelas", "umas", "outras",
                           "todas", "minhas", "suas", "nossas", "tuas", "destas", "dessas", "nestas",
                           "nessas", "daquelas", "últimas", "primeiras", "próximas", "demais"})
LEFT_MASCULINE = frozenset({"os", "dos", "nos", "pelos", "aos", "estes", "esses", "aqueles", "uns", "outros",
                            "todos", "meus", "seus", "nossos", "teus", "destes", "desses", "nestes", "nesses",
                            "daqueles", "últimos", "primeiros", "próximos", "o", "do", "no", "pelo", "ao"})
_TOKEN = re.compile(r"[^\W\d_]+|\d+(?:[.,]\d+)*|[–-]")
#: Between two numbers of one count ("2 a 5 pessoas", "2 ou 3 vezes", "2-3 horas"): look past them.
_RANGE_LINKS = frozenset({"a", "e", "ou", "até", "-", "–"})
_SCALE_AFTER = frozenset({"mil"})
_SCALE_NOUNS = frozenset({"milhão", "milhões", "bilhão", "bilhões", "trilhão", "trilhões", "mi", "bi", "tri"})


def following_gender(text: str, end: int, max_words: int = 5) -> str | None:
    """Gender of the noun the number ending at `end` counts: the first word after it (past "mil", a
    range "a 5", invariable adjectives such as "grandes"), None when no noun of known gender follows."""
    tokens = _TOKEN.findall(text[end:])[: max_words + 2]
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        low = tok.lower()
        if low in _RANGE_LINKS and i + 1 < len(tokens) and tokens[i + 1][0].isdigit():
            i += 2
            continue
        if tok[0].isdigit() and i > 0:
            i += 1
            continue
        if low in _SCALE_NOUNS:
            return M
        if low in _SCALE_AFTER:
            i += 1
            continue
        if low in FUNCTION_WORDS:
            return None
        gender = noun_gender(low)
        if gender is not None:
            return gender
        if low in NEUTRAL and i < max_words:
            i += 1
            continue
        return None
    return None


def number_gender(ctx: Context) -> str:
    """The gender a number at ctx takes: the noun after it, else a determiner before it, else masculine."""
    gender = following_gender(ctx.text, ctx.end)
    if gender is not None:
        return gender
    left = ctx.left_words(1)
    if left and left[0] in LEFT_FEMININE:
        return F
    return M


#: Nouns after "1°" (a degree sign used for "º", as many Brazilian texts do) that make it an ordinal:
#: "1° lugar", "2° turno", "3° andar"; "de 2° grau" is a school level or a burn, not an angle.
ORDINAL_NOUNS = frozenset({"lugar", "andar", "ano", "turno", "colocado", "aniversário", "grau", "período",
                           "semestre", "bimestre", "trimestre", "mandato", "tempo", "round", "set", "capítulo",
                           "volume", "batalhão", "distrito", "dia", "mês", "filho", "neto", "escalão",
                           "pelotão", "regimento", "secretário", "vice", "ciclo", "estágio", "nível",
                           "passo", "item", "artigo", "parágrafo", "inciso", "caderno", "livro", "tomo",
                           "episódio", "jogo", "gol", "título", "prêmio", "campeonato", "congresso",
                           "encontro", "festival", "concurso", "vestibular", "sargento", "tenente",
                           "plano", "quadrimestre", "time", "clube", "setor", "bloco"})
_DEGREE_DETERMINERS = frozenset({"o", "do", "no", "ao", "pelo", "seu", "meu", "nosso", "teu", "este", "esse",
                                 "deste", "desse", "neste", "nesse", "aquele", "daquele", "naquele"})


def degree_is_ordinal(ctx: Context) -> bool:
    """Whether "N°" at ctx is an ordinal (a masculine determiner before it, or an ordinal noun after it:
    "o 1° colocado", "no 3° andar"), not degrees ("ângulo de 90°", "fazia 30°")."""
    right = ctx.right_words(1)
    if right and right[0] in ORDINAL_NOUNS:
        return True
    left = ctx.left_words(1)
    return bool(left) and left[0] in _DEGREE_DETERMINERS and not (right and right[0] in ("c", "f"))
