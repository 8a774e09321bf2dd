"""Which engine and model folder run a language: the folder's kind, the installed folder of an engine, and
`--engine auto` (the installed engine whose model card records the lower WER on data/<lang>/test)."""

from __future__ import annotations

import json
from pathlib import Path

from denorm.defaults import MODEL_CARD
from denorm.modelcard import ModelNotFoundError, find_model

#: Where a model card records its test score: card["test"][lang]["wer"] (written by `denorm record-test`).
TEST_KEY = "test"


def folder_engine(folder: str | Path) -> str:
    """The engine that runs a model folder: "pipeline" for a tagger folder, "seq2seq" for one with denorm.json."""
    from denorm.engines.pipeline import is_tagger_folder

    folder = Path(folder)
    if is_tagger_folder(folder):
        return "pipeline"
    if (folder / MODEL_CARD).is_file():
        return "seq2seq"
    raise ModelNotFoundError(f"{folder} is not a denorm model folder: no {MODEL_CARD} (seq2seq) and no "
                             "tagger.json + codec.json (pipeline)")


def engine_folder(engine: str, lang: str) -> Path:
    """The installed model folder of `engine` for `lang` (ModelNotFoundError saying where it looked)."""
    from denorm.engines.pipeline import find_tagger

    finders = {"seq2seq": find_model, "pipeline": find_tagger}
    if engine not in finders:
        raise ValueError(f"unknown engine {engine!r}; known: {', '.join(sorted(finders))}")
    return finders[engine](lang)


def card_of(folder: Path) -> dict:
    """The JSON card of a model folder (tagger.json or denorm.json)."""
    for name in ("tagger.json", MODEL_CARD):
        if (folder / name).is_file():
            return json.loads((folder / name).read_text(encoding="utf-8"))
    return {}


def recorded_wer(folder: Path, lang: str) -> float | None:
    """The test WER the folder's card records for `lang`, if any."""
    try:
        return float(card_of(folder)[TEST_KEY][lang]["wer"])
    except (KeyError, TypeError, ValueError):
        return None


def installed(lang: str) -> dict[str, Path]:
    """Engine -> installed model folder for `lang` (engines without one are left out)."""
    out = {}
    for engine in ("pipeline", "seq2seq"):
        try:
            out[engine] = engine_folder(engine, lang)
        except ModelNotFoundError:
            pass
    return out


def search_rank(folder: Path) -> int:
    """Position on the model search path of the folder a model was found in (0: the first, e.g. DENORM_MODELS);
    past the end when it is on none of them."""
    from denorm.defaults import model_search_path

    folder = Path(folder).resolve()
    bases = model_search_path()
    return next((k for k, base in enumerate(bases) if folder.is_relative_to(base.resolve())), len(bases))


def choose_engine(lang: str) -> str:
    """`--engine auto`: of the installed engines for `lang`, those found first on the model search path (a
    model the user installed wins over the shipped ones, scored or not); of these, the one whose card records
    the lowest test WER; an engine with a recorded score wins over one without; seq2seq when none has one."""
    found = installed(lang)
    if not found:
        find_model(lang)  # raises, naming where it looked
    ranks = {e: search_rank(f) for e, f in found.items()}
    found = {e: f for e, f in found.items() if ranks[e] == min(ranks.values())}
    scored = {e: w for e, f in found.items() if (w := recorded_wer(f, lang)) is not None}
    if scored:
        return min(scored, key=lambda e: (scored[e], e))
    return "seq2seq" if "seq2seq" in found else next(iter(found))


#: Options only the seq2seq engine has: asking for a non-default one (`--backend fairseq`, `--device cuda`)
#: asks for the seq2seq when the engine is "auto".
SEQ2SEQ_ONLY = ("backend", "device")


def auto_engine(lang: str, options: object) -> str:
    """`--engine auto` for these options: the seq2seq when a seq2seq-only option is set, else `choose_engine`."""
    from denorm.options import DEFAULTS

    if any(getattr(options, f) != getattr(DEFAULTS, f) for f in SEQ2SEQ_ONLY):
        return "seq2seq"
    return choose_engine(lang)
