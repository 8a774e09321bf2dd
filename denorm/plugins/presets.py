"""Architecture presets of the paper (section 3.2) as plain data: name -> fairseq transformer args."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Preset:
    """One named transformer shape (fairseq `--arch`) and the parameter count the paper gives."""

    layers: int
    embed_dim: int
    ffn_dim: int
    heads: int
    paper_parameters: int | None = None

    def fairseq_args(self) -> dict[str, object]:
        """The fairseq transformer arguments this preset sets: pre-LN, all embeddings shared."""
        return {
            "encoder_layers": self.layers,
            "decoder_layers": self.layers,
            "encoder_embed_dim": self.embed_dim,
            "decoder_embed_dim": self.embed_dim,
            "encoder_ffn_embed_dim": self.ffn_dim,
            "decoder_ffn_embed_dim": self.ffn_dim,
            "encoder_attention_heads": self.heads,
            "decoder_attention_heads": self.heads,
            "encoder_normalize_before": True,
            "decoder_normalize_before": True,
            "share_all_embeddings": True,
            "share_decoder_input_output_embed": True,
        }


#: `--arch` name -> preset. Paper: small 3+3 layers, 256/1024, 4 heads (8,152,064 parameters);
#: large 6+6, 512/2048, 8 heads (49,383,424). Tiny is ours, for the CPU smoke recipe.
PRESETS: dict[str, Preset] = {
    "transformer_denorm_tiny": Preset(layers=2, embed_dim=128, ffn_dim=512, heads=4),
    "transformer_denorm_small": Preset(layers=3, embed_dim=256, ffn_dim=1024, heads=4,
                                       paper_parameters=8_152_064),
    "transformer_denorm_large": Preset(layers=6, embed_dim=512, ffn_dim=2048, heads=8,
                                       paper_parameters=49_383_424),
    # The ITN span converter (denorm.itn, docs/itn.md): short spans with a few context words and a
    # 1,024-piece vocabulary; 2,274,048 parameters, 1.5-2.9 updates/s of ~130 spans on one CPU thread
    # (2+2 x 256/1024, 3.95M, ran at a third of that on the same shared machine).
    "transformer_denorm_itn": Preset(layers=2, embed_dim=192, ffn_dim=768, heads=4),
}

#: Size name used by `make train SIZE=...` -> `--arch`.
SIZES: dict[str, str] = {name.rsplit("_", 1)[1]: name for name in PRESETS}
