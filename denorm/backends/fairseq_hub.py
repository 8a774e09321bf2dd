"""fairseq backend (the reference): the checkpoint with the denorm/plugins/denorm_fairseq plugin, SequenceGenerator."""

from __future__ import annotations

import importlib.util
import logging
import shutil
import tempfile
from pathlib import Path
from typing import ClassVar

from denorm.backends.base import Backend
from denorm.modelcard import ModelCard


def plugin_dir() -> Path:
    """The fairseq --user-dir of the project (denorm/plugins/denorm_fairseq), as denorm.checkpoints names it."""
    from denorm.checkpoints import plugin_dir as shared

    return Path(shared())


class FairseqBackend(Backend):
    """`TransformerModel.from_pretrained` (fairseq hub_utils) on the folder's checkpoint and dictionary."""

    name: ClassVar[str] = "fairseq"

    def __init__(self, card: ModelCard, device: str = "cpu", beam: int = 1, threads: int = 0) -> None:
        super().__init__(card, device, beam, threads)
        from argparse import Namespace

        import torch
        from fairseq import utils
        from fairseq.models.transformer import TransformerModel

        from denorm.checkpoints import allow_fairseq_checkpoints

        if device == "cpu":
            torch.set_num_threads(self.threads)
        utils.import_user_module(Namespace(user_dir=str(plugin_dir())))
        allow_fairseq_checkpoints()
        ckpt = card.file("fairseq_checkpoint")
        # fairseq's translation task reads dict.<src>.txt and dict.<tgt>.txt; the folder ships one joined
        # dict.txt, so both names point at it from a private folder (the model folder stays read-only).
        self._dicts = tempfile.TemporaryDirectory(prefix="denorm-dict-")
        for side in ("spoken", "written"):
            shutil.copyfile(card.file("dictionary"), Path(self._dicts.name) / f"dict.{side}.txt")
        quiet = [logging.getLogger(n) for n in ("fairseq", "fairseq_cli")]
        levels = [lg.level for lg in quiet]
        for lg in quiet:
            lg.setLevel(logging.WARNING)
        self.hub = TransformerModel.from_pretrained(
            str(ckpt.parent), checkpoint_file=ckpt.name, data_name_or_path=self._dicts.name,
            source_lang="spoken", target_lang="written", bpe=None, tokenizer=None)
        for lg, level in zip(quiet, levels, strict=True):
            lg.setLevel(level)
        self.hub.eval()
        self.hub.cfg.dataset.max_tokens = None
        if device == "cuda":
            self.hub.cuda().half()
        self.version = getattr(importlib.import_module("fairseq"), "__version__", "?")
        self.torch = torch

    def translate_pieces(self, batch: list[list[str]]) -> list[list[str]]:
        if not batch:
            return []
        d = self.hub.src_dict
        tensors = [d.encode_line(" ".join(p), add_if_not_exist=False, append_eos=True).long() for p in batch]
        longest = max(len(b) for b in batch)
        n = self.force_length or self.max_decoding_length(longest)
        self.hub.cfg.dataset.batch_size = len(batch)
        with self.torch.inference_mode():
            hypos = self.hub.generate(tensors, beam=self.beam, max_len_a=0, max_len_b=n,
                                      min_len=n if self.force_length else 1, skip_invalid_size_inputs=False)
        tgt = self.hub.tgt_dict
        return [tgt.string(h[0]["tokens"]).split() for h in hypos]

    def describe(self) -> str:
        return f"fairseq-{self.version}|fp32|" + super().describe().split("|", 1)[1]
