"""The package's parts depend on each other one way only: a new upward import or cycle fails here."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
#: Installed package -> repository folder (setup.py's PACKAGE_DIR; denorm/ itself installs as it lies).
FOLDERS = {"denorm": "denorm", "denorm.data": "data_gen", "denorm.eval": "eval", "denorm.recipes": "recipes"}

#: Parts, bottom to top, as (name, module patterns). A module belongs to the first part whose pattern
#: matches its dotted name. Keep README.md's "Layout" in step with this table.
PARTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("core", (r"denorm", r"denorm\.version", r"denorm\.defaults", r"denorm\.extras", r"denorm\.core(\..*)?")),
    ("data", (r"denorm\.data(\..*)?",)),
    ("eval", (r"denorm\.eval(\..*)?",)),
    ("recipes", (r"denorm\.recipes(\..*)?",)),
    ("cli", (r"denorm\.cli(\..*)?", r"denorm\.__main__")),
    ("runtime", (r"denorm\..*",)),
)
#: What each part may import besides itself. The language layer (data) is at the bottom, the evaluator
#: and the runtime stand on it side by side, training (recipes) on top of both, the CLI over everything.
ALLOWED: dict[str, set[str]] = {
    "core": set(),
    "data": {"core"},
    "eval": {"core", "data"},
    "runtime": {"core", "data"},
    "recipes": {"core", "data", "eval", "runtime"},
    "cli": {"core", "data", "eval", "runtime", "recipes"},
}
#: Third-party modules a part must never import, not even lazily.
FORBIDDEN_THIRD_PARTY: dict[str, set[str]] = {"data": {"torch", "fairseq"}, "eval": {"torch", "fairseq"}}


def part_of(module: str) -> str | None:
    """The part a `denorm` module belongs to (None for modules outside the package)."""
    if module != "denorm" and not module.startswith("denorm."):
        return None
    for name, patterns in PARTS:
        if any(re.fullmatch(p, module) for p in patterns):
            return name
    raise AssertionError(f"{module} is in no part")


def package_modules() -> dict[str, Path]:
    """Dotted name -> file for every module of the installed namespace, read from the repository."""
    modules: dict[str, Path] = {}
    for package, folder in FOLDERS.items():
        root = REPO / folder
        for path in sorted(root.rglob("*.py")):
            rel = path.relative_to(root).with_suffix("")
            parts = [p for p in rel.parts if p != "__init__"]
            name = ".".join([package, *parts])
            if package == "denorm" and any(name.startswith(f"{p}.") or name == p for p in FOLDERS if p != "denorm"):
                continue
            modules[name] = path
    return modules


def _in_type_checking(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            return True
    return False


def imports_of(module: str, path: Path) -> set[str]:
    """Absolute names imported anywhere in the file (inside functions too), TYPE_CHECKING blocks excepted."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    names: set[str] = set()
    for node in ast.walk(tree):
        if _in_type_checking(node, parents):
            continue
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                prefix = ".".join(base + ([node.module] if node.module else []))
            else:
                prefix = node.module or ""
            names.add(prefix)
            names.update(f"{prefix}.{a.name}" for a in node.names)
    return names


def part_graph() -> dict[tuple[str, str], list[str]]:
    """(from part, to part) -> 'module -> imported' examples, for every edge between different parts."""
    modules = package_modules()
    edges: dict[tuple[str, str], list[str]] = {}
    for module, path in modules.items():
        src = part_of(module)
        for name in imports_of(module, path):
            target = name
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if not target:
                continue
            dst = part_of(target)
            if dst and dst != src:
                edges.setdefault((src, dst), []).append(f"{module} -> {target}")
    return edges


def test_every_module_has_a_part() -> None:
    modules = package_modules()
    assert len(modules) > 100
    assert {part_of(m) for m in modules} == set(ALLOWED)


def test_parts_depend_one_way() -> None:
    wrong = {edge: sorted(set(ex))[:3] for edge, ex in part_graph().items() if edge[1] not in ALLOWED[edge[0]]}
    assert not wrong, f"imports against the layering (tests/test_layers.py ALLOWED): {wrong}"


def test_allowed_graph_has_no_cycle() -> None:
    order = ["core", "data", "eval", "runtime", "recipes", "cli"]
    for src, targets in ALLOWED.items():
        assert all(order.index(t) < order.index(src) for t in targets), (src, targets)


@pytest.mark.parametrize("part", sorted(FORBIDDEN_THIRD_PARTY))
def test_light_parts_never_import_heavy_libraries(part: str) -> None:
    bad = []
    for module, path in package_modules().items():
        if part_of(module) == part:
            heavy = {n.split(".")[0] for n in imports_of(module, path)} & FORBIDDEN_THIRD_PARTY[part]
            bad += [f"{module} imports {h}" for h in sorted(heavy)]
    assert not bad


def test_detects_an_upward_import(tmp_path: Path) -> None:
    """The check can fail: a language module importing the runtime is an edge data -> runtime."""
    path = tmp_path / "x.py"
    path.write_text("def f():\n    from denorm.api import Denormalizer\n")
    names = imports_of("denorm.data.x", path)
    assert "denorm.api" in names and part_of("denorm.api") == "runtime"
    assert "runtime" not in ALLOWED[part_of("denorm.data.x")]


#: The modules of the data part the runtime may import: the language layer it reads input and verifies with
#: (languages, entity classes, `verbalize_full`, the word tables kept between runs). The generator's machinery (labels, pairs, corpus,
#: augmentation, splits, statistics) is training's; the contracts both share live in `denorm.core`.
RUNTIME_MAY_USE = (r"denorm\.data", r"denorm\.data\.base", r"denorm\.data\.errors", r"denorm\.data\.languages(\..*)?",
                   r"denorm\.data\.tables",
                   r"denorm\.data\.entities(\..*)?")


def test_runtime_uses_the_language_layer_only() -> None:
    bad = [ex for (src, dst), exs in part_graph().items() if (src, dst) == ("runtime", "data") for ex in exs
           if not any(re.fullmatch(p, ex.split(" -> ")[1]) for p in RUNTIME_MAY_USE)]
    assert not bad, sorted(set(bad))[:5]


def test_denorm_root_holds_few_modules() -> None:
    """The runtime's root keeps its core; commands, text handling and formats have rooms of their own."""
    assert len(list((REPO / "denorm").glob("*.py"))) <= 12
