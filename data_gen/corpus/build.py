"""Build data/corpus/<lang>.txt: fetch packages, extract, split, clean, language-filter, deduplicate."""

from __future__ import annotations

import hashlib
import json
import sys
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path

from denorm.data.corpus.apt import AptCache, AptError
from denorm.data.corpus.langfilter import CORPUS_LANGUAGES, check_language
from denorm.data.corpus.sources import SOURCES, get_source
from denorm.data.corpus.text import clean_sentence, split_sentences

#: Version of the corpus builder, written into the stats (bump when cleaning rules change).
CORPUS_VERSION = "1.0"
DEFAULT_CACHE = Path("cache")


@dataclass
class SourceStats:
    """Counts for one source: sentences found, kept after cleaning, kept in the corpus."""

    raw: int = 0  #: sentences after splitting
    cleaned: int = 0  #: kept by the cleaning rules
    kept: int = 0  #: also in the target language and not seen before (what the corpus holds)
    with_digits: int = 0  #: kept sentences containing a digit
    duplicates: int = 0
    wrong_language: int = 0
    files: int = 0
    bad_files: int = 0  #: unreadable files (encoding, size, broken markup): counted and skipped
    spoiled_paragraphs: int = 0  #: paragraphs the extractor dropped (code, menus, option tags)
    packages: list[str] = field(default_factory=list)
    missing_packages: list[str] = field(default_factory=list)
    rejected: dict[str, int] = field(default_factory=dict)  #: cleaning rejections by reason
    seconds: float = 0.0
    error: str = ""

    def line(self, name: str) -> str:
        share = f"{100 * self.with_digits / self.kept:.0f}%" if self.kept else "-"
        note = f"  ERROR: {self.error}" if self.error else ""
        return (f"{name:<18} raw {self.raw:>8}  cleaned {self.cleaned:>8}  kept {self.kept:>7}  "
                f"digits {share:>4}  files {self.files:>5} (bad {self.bad_files})  "
                f"{self.seconds:6.1f}s{note}")


@dataclass
class CorpusStats:
    """The result of one build: per-source counts, the total and where the corpus was written."""

    lang: str
    sources: dict[str, SourceStats]
    total: int
    path: str
    seconds: float
    cache_bytes: int
    version: str = CORPUS_VERSION

    def __post_init__(self) -> None:
        if self.total != sum(s.kept for s in self.sources.values()):
            raise ValueError("total does not match the per-source kept counts")

    def to_json(self) -> dict:
        return {"lang": self.lang, "sources": {k: asdict(v) for k, v in self.sources.items()},
                "total": self.total, "with_digits": sum(s.with_digits for s in self.sources.values()),
                "path": self.path, "seconds": round(self.seconds, 1), "cache_bytes": self.cache_bytes,
                "version": self.version}

    def report(self) -> str:
        """One line per source and a total line; says what produced the numbers."""
        lines = [f"corpus {self.lang} (denorm corpus builder {self.version}):"]
        lines += [s.line(name) for name, s in self.sources.items()]
        lines.append(f"{'TOTAL':<18} {self.total} unique clean {self.lang} sentences -> {self.path} "
                     f"in {self.seconds:.0f}s; cache {self.cache_bytes / 2**20:.0f} MiB")
        return "\n".join(lines)


def _order_key(sentence: str) -> str:
    """Deterministic, source-mixing output order (a hash), so `head -n` gives a varied sample."""
    return hashlib.sha1(sentence.encode("utf-8")).hexdigest()


def build_corpus(lang: str, out_dir: Path, cache_dir: Path = DEFAULT_CACHE,
                 sources: list[str] | None = None, progress: bool = True,
                 max_files: int | None = None) -> CorpusStats:
    """Build `out_dir/<lang>.txt` (+ `.stats.json`, line-aligned `.sources.txt`) from Debian packages.

    `sources` picks registry names (default: all that support the language); `max_files` caps the
    files read per source (for quick trials). Packages are cached in `cache_dir`, so reruns are
    offline and fast.
    """
    from tqdm import tqdm

    if lang not in CORPUS_LANGUAGES:
        raise ValueError(f"unsupported corpus language {lang!r}; known: {', '.join(CORPUS_LANGUAGES)}")
    names = list(SOURCES) if sources is None else sources
    for name in names:
        if name not in SOURCES:
            raise ValueError(f"unknown corpus source {name!r}; known: {', '.join(SOURCES)}")
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    cache = AptCache(Path(cache_dir))
    t0 = time.time()
    seen: dict[str, bool] = {}  # cleaned sentence -> in the target language
    kept: list[tuple[str, str]] = []  # (sentence, source)
    stats: dict[str, SourceStats] = {}

    for name in names:
        source = get_source(name)
        if not source.supports(lang):
            continue
        st = stats[name] = SourceStats(packages=source.packages(lang))
        t1 = time.time()
        try:
            roots = source.prepare(cache, lang)
        except AptError as exc:
            st.error = str(exc)
            continue
        st.missing_packages = [p for p in st.packages if p not in roots]
        files = list(source.files(roots, lang))[:max_files]
        rejected: Counter[str] = Counter()
        for path in tqdm(files, desc=f"{lang} {name}", unit="file", disable=not progress,
                         file=sys.stderr, mininterval=1.0):
            st.files += 1
            try:
                paragraphs = list(source.paragraphs(path, lang))
            except Exception:  # noqa: BLE001 - bad input is counted and skipped, never a crash
                st.bad_files += 1
                continue
            for para in paragraphs:
                for sent in split_sentences(para, lang):
                    st.raw += 1
                    clean, reason = clean_sentence(sent, lang)
                    if clean is None:
                        rejected[reason] += 1
                        continue
                    st.cleaned += 1
                    if clean in seen:
                        st.duplicates += 1
                        continue
                    ok = check_language(clean, lang).keep
                    seen[clean] = ok
                    if not ok:
                        st.wrong_language += 1
                        continue
                    st.kept += 1
                    st.with_digits += any(c.isdigit() for c in clean)
                    kept.append((clean, name))
        st.spoiled_paragraphs = source.spoiled
        st.rejected = dict(sorted(rejected.items(), key=lambda kv: -kv[1]))
        st.seconds = time.time() - t1

    kept.sort(key=lambda item: _order_key(item[0]))
    txt = out_dir / f"{lang}.txt"
    _write_lines(txt, [s for s, _ in kept])
    _write_lines(out_dir / f"{lang}.sources.txt", [src for _, src in kept])
    result = CorpusStats(lang=lang, sources=stats, total=len(kept), path=str(txt),
                         seconds=time.time() - t0, cache_bytes=cache.disk_usage())
    tmp = out_dir / f"{lang}.stats.json.tmp"
    tmp.write_text(json.dumps(result.to_json(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    tmp.replace(out_dir / f"{lang}.stats.json")
    return result


def _write_lines(path: Path, lines: list[str]) -> None:
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        for line in lines:
            fh.write(line + "\n")
    tmp.replace(path)
