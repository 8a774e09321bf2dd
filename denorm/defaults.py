"""Defaults shared by the Python API and the command line, and the flags built from options dataclasses: one place, so the two cannot drift."""

from __future__ import annotations

import argparse
import os
from dataclasses import field, fields
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

#: Language used when none is given.
DEFAULT_LANG = "en"
#: Engine used when none is given: "auto" picks, per language, the installed engine whose model card records
#: the lower WER on data/<lang>/test (denorm.engines).
DEFAULT_ENGINE = "auto"
#: Pipeline engine: ITN policy for entity spans ("verify", "trust" or "off").
DEFAULT_ITN = "verify"
#: Inference backend used when none is given ("ctranslate2" or "fairseq").
DEFAULT_BACKEND = "ctranslate2"
#: Beam size for decoding.
DEFAULT_BEAM = 1
#: Maximum number of source BPE tokens per batch.
DEFAULT_BATCH_TOKENS = 4096
#: Device for inference.
DEFAULT_DEVICE = "cpu"
#: What the hallucination guard does: "fallback", "warn" or "off".
DEFAULT_GUARD = "fallback"
#: Hesitation sounds (data_gen Language.hesitations: "uh", "äh", "ээ"): "drop" before the model, or "keep".
DEFAULT_FILLERS = "drop"
FILLER_POLICIES = ("drop", "keep")
#: How verified numbers are written in running text (denorm.itn.prose.STYLES).
DEFAULT_STYLE = "prose"
#: How much of the tagger's disfluency removal reaches the output (denorm.tagger.disfluency.MODES).
DEFAULT_DISFLUENCY = "safe"
#: Pipeline engine: the casing lexicon of the tagger's folder (denorm.core.casing) may overrule a lower or Title
#: case label the tagger gives with less than this probability ("lexicon"), or never ("off").
DEFAULT_CASING = "lexicon"
CASING_MODES = ("lexicon", "off")
#: The probability below which the lexicon overrules the tagger's case, for a tagger whose card names none
#: ("casing_below"). bench/bench_casing.py on the outside acronym sets, shipped tagger of 2026-11-25: UPPER F1
#: rose with the threshold in en, de and ru (0.9 -> 57/37/58, 0.99 -> 67/54/66, always -> 69/61/67), and the
#: lowercase and Title F1 with it: the lexicon always wins.
CASING_BELOW = 1.01
#: Input/output format of `denorm translate`.
DEFAULT_FORMAT = "text"
#: Name of the file that describes a model folder.
MODEL_CARD = "denorm.json"
#: Words per window for long lines: well below the model's positions, near training sentence lengths.
WINDOW_WORDS = 100
#: Words shared by neighbouring windows; the join is placed near the middle of the overlap.
OVERLAP_WORDS = 24
#: Lines processed together: output of a chunk is written before the next is read (bounded memory).
CHUNK_LINES = 2000
#: Worker processes of `denorm translate` (denorm.parallel): 0 = one per core on an input file of some size
#: (`denorm.parallel.auto_jobs`), 1 = none (the lines are written in the process itself).
DEFAULT_JOBS = 0
#: Seed of the data generator when none is given.
DEFAULT_SEED = 1234

#: Shipped models live inside the package, so they are found without configuration
#: in editable and regular installs alike.
PACKAGED_MODELS = Path(__file__).resolve().parent / "models"


def model_search_path() -> list[Path]:
    """Folders searched, in order, for `<lang>/denorm.json` when a model is asked for by language."""
    paths: list[Path] = []
    env = os.environ.get("DENORM_MODELS")
    if env:
        paths.extend(Path(p) for p in env.split(os.pathsep) if p)
    paths.append(Path.home() / ".local" / "share" / "denorm" / "models")
    paths.append(PACKAGED_MODELS)
    return paths


# -- options dataclasses -> command-line flags ----------------------------------------------------
# An API takes one frozen options dataclass (denorm.options.TranslateOptions, denorm.data.options.GenOptions);
# its command builds one flag per field from the field's default and metadata, so the two cannot drift.


def option(default: Any, help: str, **flag: Any) -> Any:  # noqa: A002 - argparse's name
    """A dataclass field with its flag's help text; `flag` holds more add_argument keywords (choices...)."""
    return field(default=default, metadata={"help": help, **flag})


def flag_name(name: str, default: Any = None) -> str:
    """The flag of field `name`: `--max-chars`; a bool field that is on by default is `--no-labels`."""
    return ("--no-" if default is True else "--") + name.replace("_", "-")


def add_option_flags(parser: argparse.ArgumentParser, cls: type, base: Any = None) -> None:
    """One flag per field of the options dataclass `cls`, defaults from `base` (default: `cls()`).

    A bool field is a switch (`--x` sets True, `--no-x` sets False when the default is True); the
    help text ends with the default."""
    base = cls() if base is None else base
    for f in fields(cls):
        meta = dict(f.metadata)
        default = getattr(base, f.name)
        kwargs: dict[str, Any] = {"dest": f.name, "default": default}
        if isinstance(default, bool):
            kwargs["action"] = "store_false" if default else "store_true"
            kwargs["help"] = f"{meta.pop('help')} (default: {'on; this flag turns it off' if default else 'off'})"
        else:
            kwargs["help"] = f"{meta.pop('help')} (default: %(default)s)"
            if "choices" not in meta and "type" not in meta and default is not None:
                kwargs["type"] = type(default)
        kwargs.update(meta)
        parser.add_argument(flag_name(f.name, default), **kwargs)


def options_from_args(cls: type[T], args: argparse.Namespace) -> T:
    """The options dataclass `cls` from the flags `add_option_flags` added (ValueError if invalid)."""
    return cls(**{f.name: getattr(args, f.name) for f in fields(cls)})  # type: ignore[arg-type]
