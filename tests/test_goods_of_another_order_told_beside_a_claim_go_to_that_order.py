"""Goods of another order told beside a claim ("The speckled mug arrived with a crack through the handle :( Also - totally
separate - the fig candle I ordered the week before never turned up") go to the customer's order whose lines hold them,
worked there by a follow-up run on that order's record; the damage on the goods that came stays a claim of its own and is refunded. A
non-delivery never covers a damage told of goods that came, in the plan's accounting or the eval judge's."""

import pytest

from runs.evals.cases import Label
from runs.evals.judge import _stands_for
from runs.intents.goods_came import damage_on_goods_that_came
from runs.models import Subtask
from tests.several_orders_cases import Closed, failures, reworded

MUG_AND_CANDLE = [
    "The speckled mug arrived with a crack through the handle :( Also - totally separate - the fig candle I ordered the week before never turned up at all, tracking's been stuck for ages.",
    "mug came with a cracked handle. and the fig candle from the week before never arrived",
    "Hi, the speckled mug I got yesterday has a crack right through the handle. Separate thing: my fig candle still hasn't been delivered, it's been 2 weeks.",
    "The mug was delivered cracked (handle). Also the candle I ordered before that never showed up!!",
    "Two things. The speckled mug arrived chipped on the handle. And the fig candle never came at all - tracking hasn't moved.",
]


@pytest.mark.django_db
def test_the_damage_is_refunded_and_the_other_orders_goods_are_worked_on_that_order(tmp_path):
    """The candle is a line of the customer's one other order alone: a follow-up run pinned to it works the loss on its own
    record (runs/goods_of_another_order.py), as it would had the ticket numbered it; before, a person was handed it. A
    sentence telling of the mug and the candle at once (the first) ties to no one order: a person has the candle, as before."""
    cases = [reworded("V17D-M11", "M11-0", MUG_AND_CANDLE[0])]
    for i, body in enumerate(MUG_AND_CANDLE[1:], 1):
        c = reworded("V17D-M11", f"M11-{i}", body)
        c["expected"] = {"outcome": "resolved", "refunds": [*c["expected"]["refunds"], {"amount_cents": 3523, "source": "carrier_claim",
                                                                                         "lines": [{"sku": "CANDLE-FIG", "quantity": 1}]}],
                         "escalations": []}
        cases.append(c)
    assert failures(tmp_path, cases) == []


@pytest.mark.django_db
def test_a_damage_alone_on_the_order_named_moves_nothing_to_the_other_order(tmp_path):
    c = reworded("V17D-M11", "M11-alone", "The speckled mug arrived with a crack through the handle, can I get a refund?")
    c["intents"] = ["damaged_item"]
    c["expected"] = {"outcome": "resolved", "refunds": c["expected"]["refunds"]}
    assert failures(tmp_path, [c]) == []


@pytest.mark.parametrize("text", [
    "The speckled mug arrived with a crack through the handle :( Also the fig candle never turned up at all.",
    "The mug came cracked; the candle never arrived.",
    "The lamp arrived smashed. Also - separately - the rug never came.",
    "received the bowl chipped, plus the other parcel never showed up",
    "The teapot arrived with a dent.",
])
def test_a_damage_told_of_goods_that_came_is_read_so_beside_a_loss(text):
    assert damage_on_goods_that_came(text)


@pytest.mark.parametrize("text", [
    "It never arrived and the tracking says damaged.",
    "The parcel never came, the courier says it was damaged in transit.",
    "the dresser came but the knobs are missing, the courier has that box as lost",
    "My order was lost and probably broken anyway.",
    "The mug never arrived.",
])
def test_a_damage_of_goods_that_never_came_is_no_damage_on_goods_that_came(text):
    assert not damage_on_goods_that_came(text)


def test_the_judge_counts_no_non_delivery_for_a_damage_to_goods_that_came():
    damage = Label(kind="damaged_item", quote="arrived with a crack through the handle")
    assert not _stands_for(damage, Closed("non_delivery", Subtask.Status.ESCALATED), True, [], [])
    assert _stands_for(damage, Closed("damaged_item", Subtask.Status.RESOLVED), True, [], [])
    # the carrier's scans show the parcel never delivered: the damage became a lost parcel
    assert _stands_for(damage, Closed("non_delivery", Subtask.Status.ESCALATED), False, [], [])
    lost = Label(kind="damaged_item", quote="never arrived, tracking says damaged")
    assert _stands_for(lost, Closed("non_delivery", Subtask.Status.RESOLVED), True, [], [])
