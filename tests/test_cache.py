"""denorm.core.cache and the generator's kept tables: a value is built once per key, read back equal, built
again when its key or its file changes, and a cache that cannot be used costs only the building."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from denorm.core.cache import CACHE_ENV, OFF, cache_dir, sources_key, stored


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    return tmp_path / "cache"


def _counting(value: object) -> tuple[list[int], object]:
    calls: list[int] = []

    def build() -> object:
        calls.append(1)
        return value

    return calls, build


def test_a_value_is_built_once_and_read_back(folder: Path) -> None:
    calls, build = _counting({"five": 5, "twelfth": 12})
    assert stored("words-en", "k1", build) == {"five": 5, "twelfth": 12}
    assert stored("words-en", "k1", build) == {"five": 5, "twelfth": 12}
    assert len(calls) == 1
    assert [p.name for p in folder.iterdir()] == ["words-en-k1.pkl"]  # no temporary file left


def test_another_key_builds_again_and_removes_the_name_s_old_file_only(folder: Path) -> None:
    calls, build = _counting(frozenset({"eins"}))
    stored("words-de", "k1", build)
    stored("words-de-x", "k1", build)  # another name that starts alike: kept
    stored("words-de", "k2", build)
    assert len(calls) == 3
    assert sorted(p.name for p in folder.iterdir()) == ["words-de-k2.pkl", "words-de-x-k1.pkl"]


@pytest.mark.parametrize("spoil", [b"", b"broken", b"\x80\x04K"])
def test_a_spoiled_file_is_built_again(folder: Path, spoil: bytes) -> None:
    calls, build = _counting([1, 2, 3])
    stored("t", "k", build)
    (folder / "t-k.pkl").write_bytes(spoil)
    assert stored("t", "k", build) == [1, 2, 3] and len(calls) == 2
    assert stored("t", "k", build) == [1, 2, 3] and len(calls) == 2  # and kept again


def test_off_keeps_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CACHE_ENV, OFF)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert cache_dir() is None
    calls, build = _counting(7)
    assert stored("t", "k", build) == 7 and stored("t", "k", build) == 7
    assert len(calls) == 2 and not list(tmp_path.rglob("*.pkl"))


def test_a_folder_that_cannot_be_written_costs_the_building_only(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv(CACHE_ENV, str(blocked / "cache"))
    calls, build = _counting("x")
    assert stored("t", "k", build) == "x" and stored("t", "k", build) == "x"
    assert len(calls) == 2


def test_the_home_cache_is_the_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(CACHE_ENV, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert cache_dir() == tmp_path / ".cache" / "denorm"


def test_sources_key_follows_the_files(tmp_path: Path) -> None:
    code = tmp_path / "gen"
    (code / "sub").mkdir(parents=True)
    (code / "a.py").write_text("A = 1\n")
    (code / "sub" / "b.py").write_text("B = 2\n")
    (code / "notes.txt").write_text("not code")
    first = sources_key([code])
    assert first == sources_key([code]) and first.isalnum()
    (code / "notes.txt").write_text("other words")  # not a .py file: the same key
    from denorm.core import cache

    cache._sources_key.cache_clear()
    assert sources_key([code]) == first
    (code / "sub" / "b.py").write_text("B = 22\n")  # one byte more
    cache._sources_key.cache_clear()
    second = sources_key([code])
    assert second != first
    st = (code / "a.py").stat()
    os.utime(code / "a.py", ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))  # the same size, touched
    cache._sources_key.cache_clear()
    assert sources_key([code]) not in (first, second)


# -- the kept tables read back what their builders build ------------------------------------------
def _tables() -> list[tuple[str, object]]:
    from denorm.data.languages.de import numbers as de
    from denorm.data.languages.en import numbers as en
    from denorm.data.languages.ru import _unit_words
    from denorm.data.languages.ru import numbers as ru

    return [("en.cardinal_values", en.cardinal_values), ("en.word_values", en.word_values),
            ("en.number_lexicon", en.number_lexicon), ("de._below_thousand", de._below_thousand),
            ("de._ordinals", de._ordinals), ("ru.cardinal_values", ru.cardinal_values),
            ("ru.word_values", ru.word_values), ("ru.scale_ordinals", ru.scale_ordinals),
            ("ru.number_lexicon", ru.number_lexicon), ("ru._unit_words", _unit_words)]


@pytest.mark.parametrize("name", [n for n, _ in _tables()])
def test_a_kept_table_reads_back_what_its_builder_builds(folder: Path, name: str) -> None:
    table = dict(_tables())[name]
    kept = table.__wrapped__ if hasattr(table, "cache_clear") else table  # lru_cache's wrapper -> the kept table
    fresh = kept.__wrapped__()  # the builder itself, no cache
    assert kept() == fresh  # built and kept
    mine = f"{name.split('.')[0]}-{name.split('.')[1].strip('_').replace('_', '-')}-"
    assert [p.name.startswith(mine) for p in folder.glob("*.pkl")].count(True) == 1
    assert kept() == fresh  # read back
    assert len(fresh) > 20


def test_entity_words_read_back_equal(folder: Path) -> None:
    from denorm.align.vocabulary import _entity_words, entity_words

    entity_words.cache_clear()
    try:
        first = entity_words("en")
        entity_words.cache_clear()
        assert entity_words("en") == first == _entity_words("en")
        assert [p.name.startswith("entity-words-en-") for p in folder.iterdir()] == [True]
        assert {"twenty", "percent", "dollars"} <= first
    finally:
        entity_words.cache_clear()
