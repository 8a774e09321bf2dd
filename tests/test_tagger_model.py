"""The tagger model on a tiny encoder: head shapes, first-subword pooling, losses, layer attention, soft-cap, I/O."""

from __future__ import annotations

from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

from denorm.tagger.encoder import EncoderConfig, TransformerEncoder  # noqa: E402
from denorm.tagger.heads import LabelSpec, entity_labels  # noqa: E402
from denorm.tagger.layer_attention import LayerAttention  # noqa: E402
from denorm.tagger.model import IGNORE, Tagger, TaggerOptions, make_batch  # noqa: E402
from denorm.tagger.predictors import CASE_CONFIDENCE  # noqa: E402
from denorm.tagger.tokenizers import WordPieceTokenizer  # noqa: E402

pytestmark = pytest.mark.model

VOCAB = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "meet", "me", "at", "four", "##ty", "thirty", "p", "m", "uh"]
LABELS = LabelSpec({"case": ("L", "T", "U", "M"), "punct": ("", ",", ".", "?"), "disfluency": ("keep", "drop"),
                    "entity": entity_labels(["time", "cardinal"])})
SENTENCES = [["meet", "me", "fourty"], ["uh", "meet", "me", "at", "four", "thirty", "p", "m"]]
#: Subword ids and first-piece positions of SENTENCES (by hand from VOCAB).
IDS = [[2, 4, 5, 7, 8, 3, 0, 0, 0, 0], [2, 12, 4, 5, 6, 7, 9, 10, 11, 3]]
FIRST = [[1, 2, 3, 0, 0, 0, 0, 0], [1, 2, 3, 4, 5, 6, 7, 8]]


def tiny(seed: int = 0, **options) -> tuple[Tagger, WordPieceTokenizer]:
    torch.manual_seed(seed)
    cfg = EncoderConfig(vocab_size=len(VOCAB), dim=16, layers=2, heads=2, ffn=32, max_positions=32,
                        pre_ln=True, eps=1e-5, dropout=0.0, attention_dropout=0.0)
    model = Tagger(TransformerEncoder(cfg), TaggerOptions(labels=LABELS, head_dropout=0.0, **options))
    return model, WordPieceTokenizer(VOCAB)


def test_batch_ids_and_first_pieces() -> None:
    _, tok = tiny()
    b = make_batch(tok, SENTENCES)
    assert b.ids.tolist() == IDS
    assert b.mask.sum(1).tolist() == [6, 10]
    assert b.first.tolist() == FIRST
    assert b.word_mask.sum(1).tolist() == [3, 8]


@pytest.mark.parametrize("options", [{}, {"layer_attention": True}, {"soft_cap": True, "crf": True},
                                     {"layer_attention": True, "soft_cap": True, "crf": True}])
def test_each_head_scores_every_word(options: dict) -> None:
    model, tok = tiny(**options)
    out = model(make_batch(tok, SENTENCES))
    assert {h: tuple(s.shape) for h, s in out.items()} == {"case": (2, 8, 4), "punct": (2, 8, 4),
                                                           "disfluency": (2, 8, 2), "entity": (2, 8, 5)}
    pred = model.predict(make_batch(tok, SENTENCES))
    confidence = pred.pop(CASE_CONFIDENCE)
    assert {h: [len(p) for p in v] for h, v in pred.items()} == {h: [3, 8] for h in out}
    model.eval()
    probs = model(make_batch(tok, SENTENCES))["case"].softmax(-1)
    assert [len(p) for p in confidence] == [3, 8]
    for i, row in enumerate(confidence):  # the probability of the label chosen, by an independent gather
        for j, p in enumerate(row):
            assert p == pytest.approx(float(probs[i, j, pred["case"][i][j]]), abs=1e-6) and 0.25 <= p <= 1


def test_words_are_read_from_their_first_subword() -> None:
    model, tok = tiny()
    model.eval()
    b = make_batch(tok, SENTENCES)
    last = model.encoder(b.ids, b.mask)[-1]
    words = model.word_states(b)
    for s, row in enumerate(FIRST):
        for w, pos in enumerate(row):
            assert torch.equal(words[s, w], last[s, pos]), (s, w)
    # "fourty" = four ##ty: its vector is the one at "four" (position 3), not at "##ty" (4)
    assert not torch.equal(words[0, 2], last[0, 4])


def test_padding_words_do_not_change_the_loss() -> None:
    model, tok = tiny()
    model.eval()
    b = make_batch(tok, SENTENCES)
    labels = {h: torch.randint(0, n, b.word_mask.shape, generator=torch.Generator().manual_seed(1))
              for h, n in LABELS.sizes().items()}
    other = {h: y.masked_fill(~b.word_mask, 1) for h, y in labels.items()}
    with torch.no_grad():
        assert float(model.loss(b, labels)[0]) == pytest.approx(float(model.loss(b, other)[0]))


@pytest.mark.parametrize("weights", [{}, {"case": 0.15, "punct": 0.85, "disfluency": 0.0, "entity": 0.0},
                                     {"entity": 2.0}])
def test_loss_is_the_weighted_sum_of_heads(weights: dict) -> None:
    model, tok = tiny(loss_weights=weights)
    model.eval()
    b = make_batch(tok, SENTENCES)
    labels = {h: torch.zeros(b.word_mask.shape, dtype=torch.long) for h in LABELS.heads}
    total, parts = model.loss(b, labels)
    assert float(total.detach()) == pytest.approx(sum(weights.get(h, 1.0) * v for h, v in parts.items()), rel=1e-6)


def test_ignored_labels_are_left_out() -> None:
    model, tok = tiny()
    model.eval()
    b = make_batch(tok, SENTENCES)
    labels = {h: torch.zeros(b.word_mask.shape, dtype=torch.long) for h in LABELS.heads}
    _, before = model.loss(b, labels)
    labels["entity"][1, 5] = IGNORE
    _, after = model.loss(b, labels)
    assert after["entity"] != before["entity"] and after["case"] == before["case"]


def test_soft_cap_feeds_the_case_distribution_into_punctuation() -> None:
    for soft_cap, changes in ((True, True), (False, False)):
        model, tok = tiny(soft_cap=soft_cap)
        model.eval()
        b = make_batch(tok, SENTENCES)
        before = model(b)["punct"].clone()
        with torch.no_grad():
            model.heads["case"].weight.add_(1.0)
        assert (not torch.allclose(model(b)["punct"], before)) is changes
    assert tiny(soft_cap=True)[0].heads["punct"].in_features == 16 + 256


def test_soft_cap_and_crf_need_their_heads() -> None:
    with pytest.raises(ValueError, match="case head"):
        TaggerOptions(labels=LABELS.only("punct"), soft_cap=True)
    with pytest.raises(ValueError, match="punctuation head"):
        TaggerOptions(labels=LABELS.only("case"), crf=True)


def test_layer_attention_weights_sum_to_one_and_drop_layers_only_in_training() -> None:
    torch.manual_seed(0)
    mix = LayerAttention(5, dropout=0.1)
    with torch.no_grad():
        mix.alpha.copy_(torch.tensor([0.0, 1.0, 2.0, -1.0, 0.5]))
    mix.eval()
    w = mix.weights().detach()
    assert float(w.sum()) == pytest.approx(1.0)
    assert torch.allclose(w, torch.softmax(mix.alpha, 0)) and bool((w > 0).all())
    mix.train()
    dropped = 0
    for _ in range(2000):
        w = mix.weights().detach()
        assert float(w.sum()) == pytest.approx(1.0)
        dropped += int((w == 0).sum())
    assert 0.08 < dropped / (2000 * 5) < 0.12  # each layer dropped with probability 0.1


def test_layer_attention_mixes_with_gamma() -> None:
    mix = LayerAttention(3, dropout=0.0).eval()
    with torch.no_grad():
        mix.alpha.copy_(torch.tensor([0.0, 0.0, float("-inf")]))
        mix.gamma.fill_(2.0)
    states = [torch.full((1, 2, 4), v) for v in (1.0, 3.0, 100.0)]
    assert torch.allclose(mix(states), torch.full((1, 2, 4), 2.0 * (0.5 * 1.0 + 0.5 * 3.0)))


def test_layer_attention_sees_embeddings_and_every_layer() -> None:
    model, _ = tiny(layer_attention=True)
    assert len(model.mix.alpha) == 3  # embeddings + 2 layers


def test_freeze_and_truncate() -> None:
    model, tok = tiny()
    model.encoder.freeze(1)
    frozen = [n for n, p in model.encoder.named_parameters() if not p.requires_grad]
    assert all(n.startswith(("tokens", "positions", "layers.0.")) for n in frozen) and len(frozen) > 10
    model.train()
    loss, _ = model.loss(make_batch(tok, SENTENCES), {h: torch.zeros(2, 8, dtype=torch.long) for h in LABELS.heads})
    loss.backward()
    assert model.encoder.layers[0].qkv.weight.grad is None and model.encoder.layers[1].qkv.weight.grad is not None
    model.encoder.truncate(1)
    assert len(model.encoder.layers) == 1 and len(model.encoder(torch.tensor([[2, 4, 3]]),
                                                               torch.ones(1, 3, dtype=torch.bool))) == 2


def test_save_and_load_give_the_same_predictions(tmp_path: Path) -> None:
    model, tok = tiny(layer_attention=True, soft_cap=True, crf=True)
    b = make_batch(tok, SENTENCES)
    model.save(tmp_path / "m", tok, meta={"note": "test"})
    again, tok2 = Tagger.load(tmp_path / "m")
    assert again.predict(b) == model.predict(b)
    assert tok2.vocab == VOCAB and again.options.labels == LABELS


def test_short_training_fits_fixed_labels() -> None:
    """A few dozen updates on two sentences drive the loss down (the model, heads and CRF learn)."""
    model, tok = tiny(soft_cap=True, crf=True)
    b = make_batch(tok, SENTENCES)
    g = torch.Generator().manual_seed(3)
    labels = {h: torch.randint(0, n, b.word_mask.shape, generator=g) for h, n in LABELS.sizes().items()}
    opt = torch.optim.AdamW(model.parameters(), lr=1e-2)
    model.train()
    losses = []
    for _ in range(60):
        opt.zero_grad()
        loss, _ = model.loss(b, labels)
        loss.backward()
        opt.step()
        losses.append(float(loss.detach()))
    assert losses[-1] < 0.2 * losses[0]
    pred = model.predict(b)
    assert pred["case"] == [labels["case"][i, :n].tolist() for i, n in enumerate([3, 8])]


def test_a_trained_folder_starts_a_shallower_run_with_its_lower_layers(tmp_path: Path) -> None:
    """`train-tagger --init-from DIR --layers N`: the folder's lower N layers, embeddings and heads, nothing
    drawn anew; the card says where the run started and what the encoder is now."""
    from denorm.recipes.tagger_fit import init_from

    from denorm.tagger.codec import LabelCodec
    from denorm.tagger.encoders import EncoderSpec
    from denorm.tagger.runtime import save_folder

    model, tok = tiny(soft_cap=True, crf=True)
    spec = EncoderSpec("scratch", layers=2, dim=16, heads=2, ffn=32)
    card = {"kind": "tagger", "languages": ["en"], "encoder": spec.to_dict(), "encoder_label": spec.label(),
            "training": {"updates": 7}, "metrics": {"score": 0.5}}
    save_folder(tmp_path / "m", model, tok, LabelCodec(LABELS), card)
    cases = [  # layers, freeze -> layers kept, layers with no gradient (embeddings included when > 0)
        (1, 0, 1, 0), (1, 1, 1, 1), (None, 1, 2, 1), (2, 2, 2, 2)]
    for layers, freeze, kept, frozen in cases:
        again, _, codec, new_card, new_spec = init_from(tmp_path / "m", layers, freeze)
        assert len(again.encoder.layers) == kept == new_spec.layers == new_card["encoder"]["layers"]
        assert new_card["encoder"]["freeze"] == freeze and "training" not in new_card and "metrics" not in new_card
        assert new_card["init_from"] == {"folder": str(tmp_path / "m"), "encoder": spec.label(), "updates": 7}
        assert codec.spec == LABELS
        for i in range(kept):
            assert torch.equal(again.encoder.layers[i].qkv.weight, model.encoder.layers[i].qkv.weight)
            assert all(p.requires_grad == (i >= frozen) for p in again.encoder.layers[i].parameters())
        assert again.encoder.tokens.weight.requires_grad == (frozen == 0)
        before = dict(model.named_parameters())
        for name, p in again.named_parameters():
            if not name.startswith("encoder.layers."):
                assert torch.equal(p, before[name]), name


def test_distillation_loss_by_hand() -> None:
    """The KL term of `train-tagger --distill-from`: zero for a student that scores as its teacher does,
    the softened KL times T^2 otherwise (checked on one word by hand), padding words left out."""
    from denorm.recipes.tagger_train import distillation_loss

    t = {"case": torch.tensor([[[2.0, 0.0], [5.0, 5.0]]])}
    mask = torch.tensor([[1.0, 0.0]])  # the second word is padding
    assert float(distillation_loss(t, t, mask)) == pytest.approx(0.0, abs=1e-6)
    s = {"case": torch.tensor([[[0.0, 0.0], [-9.0, 9.0]]])}
    q = torch.softmax(torch.tensor([1.0, 0.0]), 0)  # the teacher at T=2
    kl = float((q * torch.log(q / 0.5)).sum())  # the student at T=2: uniform
    assert float(distillation_loss(s, t, mask, temperature=2.0)) == pytest.approx(4 * kl, rel=1e-5)
    assert float(distillation_loss(s, t, mask, temperature=2.0, weights={"case": 0.5})) == pytest.approx(2 * kl, rel=1e-5)


def test_a_student_learns_its_teachers_labels() -> None:
    """Updates with the distillation term only bring a one-layer student's predictions to a two-layer
    teacher's (no gold labels needed: weight 1)."""
    from denorm.recipes.tagger_train import Teacher, train_step

    teacher, tok = tiny(seed=1)
    student, _ = tiny(seed=2)
    student.encoder.truncate(1)
    b = make_batch(tok, SENTENCES)
    labels = {h: torch.zeros(b.word_mask.shape, dtype=torch.long) for h in LABELS.sizes()}
    opt = torch.optim.AdamW(student.parameters(), lr=1e-2)
    first = None
    for _ in range(80):
        _, parts = train_step(student, opt, b, labels, teacher=Teacher(teacher, weight=1.0))
        first = parts["distill"] if first is None else first
    assert parts["distill"] < 0.1 * first
    student.eval()
    with torch.no_grad():
        mine, theirs = student(b), teacher(b)
    for head in LABELS.sizes():  # the label distributions of the real words come close
        gap = (torch.softmax(mine[head], -1) - torch.softmax(theirs[head], -1)).abs().amax(-1)
        assert float(gap[b.word_mask].max()) < 0.15, head
