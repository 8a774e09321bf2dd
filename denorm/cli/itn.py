"""`denorm itn`: convert spoken spans to written form by hand or line by line (verified, or left as words)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HELP = "convert spoken spans ('twenty five dollars') to written form ('$25'), verified or left as words"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from denorm.itn import DEFAULT_POLICY, POLICIES
    from denorm.itn.converter import DEFAULT_NBEST
    from denorm.itn.style import STYLE_NAMES

    parser.add_argument("span", nargs="*", help="the spoken span; without it, stdin lines are read, each with "
                        "its span in brackets ('i paid [money: twenty five dollars] today'; no brackets: "
                        "the whole line is the span)")
    parser.add_argument("--left", default="", help="spoken words before the span")
    parser.add_argument("--right", default="", help="spoken words after the span")
    parser.add_argument("--class", dest="entity_class", default=None, help="entity class (date, money...) if known")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--lang", default="en", help="use the installed span converter of this language")
    which.add_argument("--model", type=Path, help="span converter folder (with denorm.json)")
    parser.add_argument("--itn", choices=list(POLICIES), default=DEFAULT_POLICY,
                        help="; ".join(f"{p.name}: {p.description}" for p in POLICIES.values()))
    parser.add_argument("--nbest", type=int, default=DEFAULT_NBEST,
                        help="hypotheses decoded per span when the greedy one does not verify")
    parser.add_argument("--style", choices=list(STYLE_NAMES), default="default",
                        help="written style: the language's house style (docs/itn.md) or the model's raw form")
    parser.add_argument("--jsonl", action="store_true", help="one JSON object per span (with the hypotheses)")
    parser.add_argument("--quiet", action="store_true", help="no summary on stderr")


def run(args: argparse.Namespace) -> int:
    from denorm.itn import Span, SpanConverter
    from denorm.itn.source import parse_marked
    from denorm.modelcard import ModelNotFoundError

    try:
        conv = SpanConverter(args.model, nbest=args.nbest, style=args.style) if args.model else \
            SpanConverter.load(args.lang, nbest=args.nbest, style=args.style)
    except (ModelNotFoundError, ValueError) as err:
        print(f"denorm itn: {err}", file=sys.stderr)
        return 2
    if args.span:
        items = [(args.left.split(), args.entity_class, list(args.span), args.right.split())]
    else:
        lines = sys.stdin.read().split("\n")
        if lines and lines[-1] == "":
            lines.pop()  # the newline ending the last line
        items = [parse_marked(line) for line in lines]
    todo = [(i, Span.of(s, left, right, cls or args.entity_class))
            for i, (left, cls, s, right) in enumerate(items) if s]
    results = dict(zip((i for i, _ in todo), conv.convert_batch([s for _, s in todo], args.itn), strict=True))
    for i, (left, _, _s, right) in enumerate(items):  # one line out for every line in
        c = results.get(i)
        if args.jsonl:
            print(json.dumps({"left": " ".join(left), "right": " ".join(right),
                              **(c.to_dict() if c else {"spoken": ""})}, ensure_ascii=False))
        else:
            print(" ".join([*left, c.written if c else "", *right]).strip())
    if not args.quiet:
        print(conv.stats, file=sys.stderr)
        for ex in conv.stats.left_examples:
            print(f"  left as words: {ex}", file=sys.stderr)
    return 0
