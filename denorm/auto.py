"""`--lang auto`: one denormalizer per language, each line sent to the one of its language (denorm.text.language_id)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from denorm.api import Denormalizer, LineResult, _line_numbers
from denorm.defaults import DEFAULT_LANG
from denorm.guard import GuardStats
from denorm.options import DEFAULTS, TranslateOptions
from denorm.text.language_id import installed_languages, line_languages, stream_language
from denorm.text.windows import is_long

#: The value of --lang (and of "lang" in a `denorm serve` request) that asks for identification.
AUTO = "auto"


class AutoDenormalizer:
    """Lines of any supported language in, each written by the model of its language; the stream's language
    is decided from its first lines, a line clearly in another language goes to that one (short lines
    inherit). Results carry the language each line was given (`LineResult.lang`). Models load on first use."""

    def __init__(self, options: TranslateOptions = DEFAULTS, langs: Sequence[str] | None = None,
                 default: str = DEFAULT_LANG) -> None:
        self.options = options
        self.langs = tuple(langs or installed_languages())
        if not self.langs:
            raise ValueError("--lang auto: no language has an installed model")
        self.default = default if default in self.langs else self.langs[0]
        self.stream: str | None = None  #: the stream's language, once its first lines were read
        self._models: dict[str, Denormalizer] = {}
        self.on_warning: Callable[[str], None] = logging.getLogger("denorm").warning
        self.lang = AUTO

    def model(self, lang: str) -> Denormalizer:
        """The denormalizer of `lang` (loaded on first use, with this run's options and warnings)."""
        if lang not in self._models:
            self._models[lang] = Denormalizer.load(lang, self.options)
        self._models[lang].on_warning = self.on_warning
        return self._models[lang]

    def languages_of(self, lines: Sequence[str]) -> list[str]:
        if self.stream is None:
            self.stream = stream_language(lines, self.langs, self.default)
        return line_languages(lines, self.langs, self.stream)

    def translate(self, lines: list[str], first_line_no: int | Sequence[int] = 1) -> list[LineResult]:
        numbers = _line_numbers(first_line_no, len(lines))
        langs = self.languages_of(lines)
        results: list[LineResult | None] = [None] * len(lines)
        for lang in dict.fromkeys(langs):
            idx = [k for k, x in enumerate(langs) if x == lang]
            for k, r in zip(idx, self.model(lang).translate([lines[k] for k in idx], [numbers[k] for k in idx]),
                            strict=True):
                r.lang = lang
                results[k] = r
        return [r for r in results if r is not None]

    def outputs(self, lines: list[str], first_line_no: int = 1) -> Iterator[Iterator[str]]:
        """`Denormalizer.outputs` across languages: each line's output as pieces, in order (a very long line
        block by block, by the model of its language)."""
        long = [is_long(t) for t in lines]
        short = [k for k, x in enumerate(long) if not x]
        done = dict(zip(short, self.translate([lines[k] for k in short], [first_line_no + k for k in short]),
                        strict=True))
        for k, line in enumerate(lines):
            yield iter((done[k].output,)) if k in done else self.translate_long(line, first_line_no + k)

    def translate_long(self, line: str, line_no: int = 1) -> Iterator[str]:
        yield from self.model(self.languages_of([line])[0]).translate_long(line, line_no)

    def translate_parts(self, parts: list[str], protect: list[list[tuple[int, int]]] | None = None,
                        ) -> list[LineResult]:
        """Subtitle cues read as one text: all in the language of the stream (decided from these cues first)."""
        if self.stream is None:
            self.stream = stream_language([" ".join(parts)], self.langs, self.default)
        results = self.model(self.stream).translate_parts(parts, protect)
        for r in results:
            r.lang = self.stream
        return results

    def __call__(self, text: str) -> str:
        return "\n".join(r.output for r in self.translate(text.split("\n")))

    @property
    def stats(self) -> GuardStats:
        """The counts of every language's run, summed."""
        total = GuardStats()
        for d in self._models.values():
            for name, value in vars(d.stats).items():
                if isinstance(value, int):
                    setattr(total, name, getattr(total, name) + value)
                elif isinstance(value, list):
                    getattr(total, name).extend(value)
        return total

    def report(self) -> str:
        used = ", ".join(f"{lang} {d.stats.lines}" for lang, d in self._models.items()) or "none"
        return f"lang auto (stream {self.stream or '-'}; lines per language: {used})\n" + "\n".join(
            d.report() for d in self._models.values())

    def signature(self) -> str:
        return " ; ".join(d.signature() for d in self._models.values()) or f"lang:auto|langs:{','.join(self.langs)}"


def load(lang: str, options: TranslateOptions = DEFAULTS, **kwargs: Any) -> Denormalizer | AutoDenormalizer:
    """`Denormalizer.load(lang, options)`, or an AutoDenormalizer for lang "auto"."""
    if lang.strip().lower() == AUTO:
        return AutoDenormalizer(options, **kwargs)
    return Denormalizer.load(lang, options)
