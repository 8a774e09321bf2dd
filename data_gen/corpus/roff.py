"""man page (roff -man / -mdoc source) -> prose paragraphs, without synopsis, option tags or code."""

from __future__ import annotations

import re

#: Section names (upper case, several languages) whose content is not prose.
SKIP_SECTIONS: frozenset[str] = frozenset("""
NAME SYNOPSIS OPTIONS EXAMPLE EXAMPLES FILES ENVIRONMENT SEE\u00a0ALSO SEE_ALSO AUTHOR AUTHORS COPYRIGHT
COLOPHON REPORTING\u00a0BUGS
BEZEICHNUNG ÜBERSICHT OPTIONEN BEISPIEL BEISPIELE DATEIEN UMGEBUNG UMGEBUNGSVARIABLEN AUTOR AUTOREN
KOLOPHON ÜBERSETZUNG
ИМЯ НАЗВАНИЕ ОБЗОР СИНТАКСИС ПАРАМЕТРЫ ОПЦИИ КЛЮЧИ ПРИМЕР ПРИМЕРЫ ФАЙЛЫ ОКРУЖЕНИЕ АВТОР АВТОРЫ
АВТОРСКИЕ\u00a0ПРАВА ПЕРЕВОД
NOMBRE SINOPSIS OPCIONES EJEMPLOS ARCHIVOS FICHEROS AUTOR AUTORES TRADUCCIÓN
NOM SYNOPSIS EXEMPLES EXEMPLE FICHIERS AUTEUR AUTEURS TRADUCTION
NOME SINOPSE OPÇÕES EXEMPLOS ARQUIVOS AUTOR AUTORES TRADUÇÃO
""".split()) | {"SEE ALSO", "REPORTING BUGS", "SIEHE AUCH", "FEHLER MELDEN", "СМОТРИТЕ ТАКЖЕ", "СМ. ТАКЖЕ",
                "АВТОРСКИЕ ПРАВА", "СООБЩЕНИЯ ОБ ОШИБКАХ", "VÉASE TAMBIÉN", "VOIR AUSSI", "VEJA TAMBÉM",
                "ИСТОРИЯ ПЕРЕВОДА", "ЗАМЕЧАНИЯ ПО ПЕРЕВОДУ"}

#: Named characters \(xx and \[xx] -> text ("" drops the character).
NAMED_CHARS: dict[str, str] = {
    "em": "—", "en": "–", "hy": "-", "mi": "-", "aq": "'", "dq": '"', "lq": "“", "rq": "”",
    "oq": "‘", "cq": "’", "Fo": "«", "Fc": "»", "fo": "‹", "fc": "›", "bu": "\x00", "co": "©",
    "rg": "®", "tm": "™", "de": "°", "mu": "×", "di": "÷", "+-": "±", "<=": "≤", ">=": "≥",
    "ti": "~", "ha": "^", "rs": "\\", "sl": "/", "ga": "`", "aa": "´", "bq": "„", "Bq": "„",
    "ss": "ß", ":a": "ä", ":o": "ö", ":u": "ü", ":A": "Ä", ":O": "Ö", ":U": "Ü", "'e": "é",
    "`e": "è", "'a": "á", "ho": "", "ul": "_", "ru": "_", "sc": "§", "ps": "¶", "Eu": "€", "eu": "€",
    "Po": "£", "Ye": "¥", "ct": "¢", "->": "→", "<-": "←", "lA": "⇐", "rA": "⇒", "dg": "†",
}
_ESCAPE = re.compile(r"""\\(?:
    \((?P<two>..)|\[(?P<long>[^\]]*)\]|\*(?:\((?P<str2>..)|\[(?P<strl>[^\]]*)\]|(?P<str1>.))
  | f(?:\(..|\[[^\]]*\]|.) | s[-+]?(?:\d|\(\d\d|\[[^\]]*\]) | [hvwlLNkoZbXxDSzYMm]'[^']*' | [hvwlLNkoZbXxDSzYMm]\[[^\]]*\]
  | n(?:\(..|\[[^\]]*\]|.) | (?P<simple>.) )""", re.X)
_SIMPLE: dict[str, str] = {"-": "-", "e": "\\", "&": "", " ": " ", "~": " ", "0": " ", "|": "", "^": "",
                           "c": "", "/": "", ",": "", "%": "", ":": "", "'": "´", "`": "`", ".": ".",
                           "\\": "\\", "t": " ", "d": "", "u": "", "p": "", "r": "", "a": ""}
_STRINGS = {"lq": "“", "rq": "”", "R": "®", "Tm": "™", "Aq": "'", "Q": "“", "q": "”"}
#: Requests that start a new paragraph.
_BREAKS = frozenset({"PP", "P", "LP", "IP", "TP", "HP", "SS", "SH", "Sh", "Ss", "Pp", "Bl", "El", "It",
                     "br", "sp", "RS", "RE", "TQ", "Dl", "Bd", "Ed", "nf", "fi", "EX", "EE", "TS",
                     "TE", "UR", "UE", "MT", "ME", "in", "ti"})
#: Font macros whose arguments are text (alternating fonts are joined without spaces).
_FONT_MACROS = frozenset({"B", "I", "SM", "SB", "BR", "RB", "IR", "RI", "BI", "IB"})
#: Font and code macros spoil a paragraph when they mark names, options, or code (mdoc).
_CODE_MACROS = frozenset({"Nm", "Fl", "Ar", "Cm", "Pa", "Fn", "Fa", "Va", "Ev", "Xr", "Ic", "Li", "Dv",
                          "Er", "Ql", "Sy", "Ft", "Fd", "Op", "Oo", "Oc", "Dl"})


def _unescape(text: str) -> str:
    def repl(m: re.Match[str]) -> str:
        if m.group("two") is not None:
            return NAMED_CHARS.get(m.group("two"), "\x00")
        if m.group("long") is not None:
            name = m.group("long")
            if name.startswith("u") and re.fullmatch(r"u[0-9A-Fa-f]{4,5}", name):
                return chr(int(name[1:], 16))
            return NAMED_CHARS.get(name, "\x00")
        for g in ("str2", "strl", "str1"):
            if m.group(g) is not None:
                return _STRINGS.get(m.group(g), "\x00")
        if m.group("simple") is not None:
            return _SIMPLE.get(m.group("simple"), "\x00")
        return ""

    return _ESCAPE.sub(repl, text)


def _args(line: str) -> list[str]:
    """Arguments of a request line, honouring double quotes."""
    return [a[1:-1] if a.startswith('"') and a.endswith('"') and len(a) > 1 else a
            for a in re.findall(r'"[^"]*"|\S+', line)]


def man_paragraphs(source: str) -> tuple[list[str], int]:
    """(prose paragraphs of the man page, number of paragraphs spoiled by code/options)."""
    paragraphs: list[str] = []
    spoiled = 0
    current: list[str] = []
    bad = False
    section = ""
    skip_section = False
    in_nofill = False
    in_table = False
    in_macro_def = False
    tag_next = False

    def flush() -> None:
        nonlocal current, bad, spoiled
        text = " ".join(current).strip()
        if text:
            if bad or "\x00" in text:
                spoiled += 1
            elif not skip_section:
                paragraphs.append(re.sub(r"\s+", " ", text))
        current = []
        bad = False

    for raw in source.splitlines():
        line = raw.rstrip()
        if in_macro_def:
            if line.startswith(".."):
                in_macro_def = False
            continue
        if line.startswith(('.\\"', "'\\\"", '\\"')) or line.startswith(".\\#"):
            continue
        line = re.sub(r'(?<!\\)\\".*$', "", line)
        if in_table:
            if line.startswith(".TE"):
                in_table = False
            continue
        if line[:1] in (".", "'"):
            parts = line[1:].strip().split(None, 1)
            if not parts:
                flush()
                continue
            req, rest = parts[0], parts[1] if len(parts) > 1 else ""
            if req in ("de", "de1", "am", "ig"):
                in_macro_def = True
                continue
            if req == "TS":
                flush()
                in_table = True
                continue
            if req in ("nf", "EX", "Bd", "Dl", "Vb"):
                flush()
                in_nofill = True
                continue
            if req in ("fi", "EE", "Ed", "Ve"):
                flush()
                in_nofill = False
                continue
            if req in ("SH", "Sh"):
                flush()
                section = _unescape(" ".join(_args(rest))).strip().upper().replace("\x00", "")
                skip_section = section in SKIP_SECTIONS
                continue
            if req in _BREAKS:
                flush()
                tag_next = req in ("TP", "TQ")
                continue
            if in_nofill:
                continue
            if req in _FONT_MACROS:
                args = _args(rest)
                if req in ("BR", "RB", "IR", "RI", "BI", "IB"):
                    text = "".join(args)
                    bad = True  # alternating fonts: references, options, arguments
                else:
                    text = " ".join(args)
                    bad = bad or req in ("B", "I") and bool(re.search(r"[-/_()=\[\]]", text))
                if tag_next:
                    tag_next = False
                    continue
                current.append(_unescape(text))
                continue
            if req in _CODE_MACROS:
                bad = True
                continue
            continue  # any other request: ignored
        if in_nofill:
            continue
        if tag_next:  # the tag line of .TP: an option or a term, not prose
            tag_next = False
            continue
        if not line.strip():
            flush()
            continue
        if re.search(r"\\f[BI(\[]", line) and re.search(r"\\f[BI(\[][^\\]*(\\-|/|_|\(|=)", line):
            bad = True
        current.append(_unescape(line))
    flush()
    return paragraphs, spoiled
