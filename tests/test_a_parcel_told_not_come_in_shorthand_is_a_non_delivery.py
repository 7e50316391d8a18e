"""A parcel told not come in shorthand ("nothing came!!", "Nothing ever came.", "Parcel lost apparently.") beside
"refund please" is a non-delivery claim, and the refund asked is its remedy (runs/intents/shorthand_not_come.py). Read as
telling nothing, the refund went to a person as a remedy for no problem and the claim told was dropped (issue #11
finding). On a parcel the carrier never delivered, everything charged is refunded.

Near-misses: what came of something else or on a screen ("nothing came of my last complaint", "nothing came up when I
tracked it": a status question), money promised that never came, and a lost parcel told settled ("the lost parcel from
March was refunded already") claim no parcel now. A bare "still nothing" is left as it was: beside a refund promised it
chases the money. Wording written for these tests."""
import pytest

from tests.fresh_cases import run
from tests.test_a_learners_goods_not_come_is_a_non_delivery_claim import _undelivered  # the parcel the carrier never delivered
from tests.readings import reading, shown

TOLD = [
    "Parcel lost apparently. refund please",
    "nothing came!! refund please",
    "Nothing ever came. Refund please.",
    "nothing whatsoever came, i want a refund",
    "my package got lost it seems! money back pls",
    "Hi there, nothing at all showed up at my place. Refund please, thanks.",
    "parcel lost again ffs. refund",
    "So yeah, nothing ever turned up. Can I get a refund?",
]
NOT_TOLD = [
    "nothing came of my last complaint. refund please",
    "nothing came up when I tracked it. where is it?",
    "the lost parcel from March was refunded already. The lamp in this order is chipped though.",
    "Your chat team promised a refund but nothing came, please refund the lamp.",
    "nothing came back from your team about it",
    "I ordered it and nothing came to mind as a gift for my dad, so I got this instead.",
]


@pytest.mark.parametrize("body", TOLD)
def test_the_parcel_is_read_not_come(body):
    read = reading(body)
    assert "non_delivery" in read.intents and "other" not in read.intents, shown(read)


@pytest.mark.parametrize("body", NOT_TOLD)
def test_no_parcel_now_is_claimed_not_come(body):
    read = reading(body)
    assert not any("non_delivery" in s.kinds for s in read.requests), shown(read)


@pytest.mark.django_db
def test_a_parcel_not_come_told_in_shorthand_is_refunded_in_full(tmp_path):
    paid = {"outcome": "resolved", "refunds": [{"amount_cents": 2500 + 200 + 599, "source": "carrier_claim", "lines": [{"sku": "PLN-TC", "quantity": 1}]}]}
    cases = [_undelivered(f"SHND-{i:02d}", body, paid) for i, body in enumerate(TOLD)]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [(c["id"], got[c["id"]]["differences"]) for c in cases if not got[c["id"]]["passed"]] == []
