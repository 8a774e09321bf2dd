"""Settings of a Denormalizer in one dataclass: the API's defaults (from denorm.defaults) and `denorm translate`'s flags."""

from __future__ import annotations

from dataclasses import dataclass

from denorm import defaults
from denorm.backends import BACKENDS
from denorm.defaults import option
from denorm.engines import AUTO, ENGINES
from denorm.guard import POLICIES
from denorm.itn.policies import POLICIES as ITN_POLICIES
from denorm.itn.prose import STYLES as PROSE_STYLES
from denorm.tagger.disfluency import MODES as DISFLUENCY_MODES

#: Devices a backend can run on.
DEVICES = ("cpu", "cuda")


@dataclass(frozen=True)
class TranslateOptions:
    """How a model folder is run: engine, backend, decoding, the guard, fillers, windows; each field is a flag."""

    engine: str = option(defaults.DEFAULT_ENGINE, "what writes the text: pipeline (tagger for case, punctuation "
                         "and disfluencies, then verified ITN for numbers), seq2seq (the sentence model), or auto "
                         "(per language the installed engine whose model card records the lower test WER)",
                         choices=(AUTO, *ENGINES))
    itn: str = option(defaults.DEFAULT_ITN, "pipeline engine: how entity spans are written: "
                      + "; ".join(f"{p.name}: {p.description}" for p in ITN_POLICIES.values())
                      + "; off: spans stay words", choices=(*ITN_POLICIES, "off"))
    style: str = option(defaults.DEFAULT_STYLE, "pipeline engine: how numbers are written in running text: prose "
                        "(the language's house style: small numbers without a unit in words, as AP, Duden and "
                        "Russian typography do) or digits (every verified number in figures)", choices=PROSE_STYLES)
    backend: str = option(defaults.DEFAULT_BACKEND, "inference backend", choices=BACKENDS)
    beam: int = option(defaults.DEFAULT_BEAM, "beam size (1: greedy)")
    batch_tokens: int = option(defaults.DEFAULT_BATCH_TOKENS, "source pieces per batch, padding included")
    device: str = option(defaults.DEFAULT_DEVICE, "device the backend runs on", choices=DEVICES)
    guard: str = option(defaults.DEFAULT_GUARD, "what the hallucination guard does: "
                        + "; ".join(f"{p.name}: {p.description}" for p in POLICIES.values()), choices=POLICIES)
    fillers: str = option(defaults.DEFAULT_FILLERS, "hesitation sounds (uh, um; äh, ähm; ээ, эм): drop them "
                          "before the model, or keep them", choices=defaults.FILLER_POLICIES)
    disfluency: str = option(defaults.DEFAULT_DISFLUENCY, "pipeline engine: repetitions and false starts the tagger "
                             "finds: " + "; ".join(f"{m.name}: {m.description}" for m in DISFLUENCY_MODES.values()),
                             choices=tuple(DISFLUENCY_MODES))
    casing: str = option(defaults.DEFAULT_CASING, "pipeline engine: lexicon: a word the language's corpus writes "
                         "consistently in one all-caps or mixed-case form (NASA, iPhone, ОАО) gets that form where "
                         "the tagger is not sure of its own case (the casing lexicon of the tagger's folder); off: "
                         "the tagger's case only", choices=defaults.CASING_MODES)
    casing_words: str = option("", "pipeline engine: a UTF-8 file of words, one a line, each in the form it is "
                               "always to be written (names of products, people and places: MegaSys, iPhone, "
                               "McKinsey, ООО), whatever the tagger and the casing lexicon say; lines starting "
                               "with # are comments")
    check: bool = option(False, "pipeline engine: check each output line's well-formedness (paired marks, no glued "
                         "words, every piece traced to input words; denorm.text.wellformed); a line that fails is "
                         "written again without number and entity conversions, with a warning (on under --strict)")
    window_words: int = option(defaults.WINDOW_WORDS, "longer lines are decoded in overlapping windows of this "
                               "many words")
    overlap_words: int = option(defaults.OVERLAP_WORDS, "words shared by neighbouring windows")
    threads: int = option(0, "CPU threads (0: all cores)")
    seed: int = option(defaults.DEFAULT_SEED, "seed of the generator's readings of digits already in the input")

    def __post_init__(self) -> None:
        if self.fillers not in defaults.FILLER_POLICIES:
            raise ValueError(f"fillers must be one of {', '.join(defaults.FILLER_POLICIES)}, got {self.fillers!r}")
        if self.disfluency not in DISFLUENCY_MODES:
            raise ValueError(f"disfluency must be one of {', '.join(DISFLUENCY_MODES)}, got {self.disfluency!r}")
        if self.casing not in defaults.CASING_MODES:
            raise ValueError(f"casing must be one of {', '.join(defaults.CASING_MODES)}, got {self.casing!r}")
        if self.style not in PROSE_STYLES:
            raise ValueError(f"style must be one of {', '.join(PROSE_STYLES)}, got {self.style!r}")
        if self.device not in DEVICES:
            raise ValueError(f"device must be one of {', '.join(DEVICES)}, got {self.device!r}")
        for name, least in (("beam", 1), ("batch_tokens", 1), ("window_words", 2), ("overlap_words", 0)):
            if getattr(self, name) < least:
                raise ValueError(f"{name} must be >= {least}, got {getattr(self, name)}")
        if self.threads < 0:
            raise ValueError(f"threads must be >= 0 (0: all cores), got {self.threads}")


#: The defaults.
DEFAULTS = TranslateOptions()
