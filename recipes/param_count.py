"""Parameter counts of the denorm architectures for a given vocabulary (no data needed).

    denorm param-count --vocab 10240
"""

from __future__ import annotations

import argparse
import sys

from denorm.recipes import main_of

from denorm.plugins.presets import PRESETS

#: Special symbols fairseq puts at the start of every dictionary (<s>, <pad>, </s>, <unk>).
N_SPECIAL = 4


def count_parameters(arch: str, vocab: int) -> int:
    """Trainable parameters of fairseq's transformer built with `--arch arch` and a `vocab`-entry
    joined dictionary (the size fairseq reports, padding symbols included)."""
    from denorm.recipes import load_plugin
    from fairseq import options
    from fairseq.data import Dictionary
    from fairseq.models.transformer import TransformerModel

    load_plugin()
    if vocab < N_SPECIAL:
        raise ValueError(f"vocabulary of {vocab} entries is smaller than fairseq's {N_SPECIAL} specials")
    dictionary = Dictionary()
    for i in range(vocab - N_SPECIAL):
        dictionary.add_symbol(f"w{i}")
    parser = options.get_training_parser()
    args = options.parse_args_and_arch(parser, ["/dev/null", "--task", "translation", "--arch", arch])

    class _Task:  # the two attributes TransformerModel.build_model reads
        source_dictionary = dictionary
        target_dictionary = dictionary

    model = TransformerModel.build_model(args, _Task())
    return sum(p.numel() for p in model.parameters() if p.requires_grad)


HELP = "parameter counts of the denorm architectures for a vocabulary size (no data needed)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--vocab", type=int, default=10240,
                        help="entries of the joined fairseq dictionary (dict.txt lines + 4 specials)")
    parser.add_argument("--arch", action="append", choices=sorted(PRESETS),
                        help="architecture(s) to count (default: all)")


def run(args: argparse.Namespace) -> int:
    print(f"{'architecture':28s} {'vocab':>6s} {'parameters':>12s} {'paper':>12s} {'diff':>8s}")
    for arch in args.arch or list(PRESETS):
        n = count_parameters(arch, args.vocab)
        paper = PRESETS[arch].paper_parameters
        diff = f"{(n - paper) / paper:+.2%}" if paper else "-"
        paper_s = f"{paper:,}" if paper else "-"
        print(f"{arch:28s} {args.vocab:6d} {n:12,d} {paper_s:>12s} {diff:>8s}")
    print("(counted by recipes.param_count: fairseq TransformerModel.build_model with a dummy dictionary)")
    return 0


if __name__ == "__main__":
    sys.exit(main_of(sys.modules[__name__]))
