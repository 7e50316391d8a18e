"""A count said of what arrived ("the three bowls came on Monday") is the whole that came; beside a
count said of what broke ("one bowl has a crack", "refund the chipped one") it is never the count
paid. A refund declined for goods named ("no refund for the jug, it still pours") holds those goods
only: the other line is refunded, the declining sentence is no request of its own, and the reply
check reads the decline per line as the guard does. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.models import Run
from runs.shop.models import Refund
from runs.unit_counts import units_stated
from tests.runtime_world import delivered_order, offline_run, small_shop

BOWL = {"sku": "BWL-3", "description": "Stoneware bowl", "quantity": 3, "unit_price_cents": 1400}
JUG = {"sku": "JUG-1", "description": "Stoneware jug", "quantity": 1, "unit_price_cents": 3000}
ORDER = {"order_ref": "SU-1", "lines": [JUG, BOWL]}


@pytest.mark.parametrize("texts, count", [
    (["The jug and the three bowls came on Monday.", "One bowl has a crack across the rim."], 1),
    (["Three bowls turned up yesterday (SU-1).", "Refund the chipped one please."], 1),
    (["3 bowls got here this morning, and one bowl is split down the side."], 1),
    (["The three bowls came in the parcel.", "Two bowls are chipped on the base."], 2),
])
def test_a_count_of_what_arrived_gives_way_to_the_count_of_what_broke(texts, count):
    assert units_stated(ORDER, BOWL, texts).exact == count


@pytest.mark.parametrize("texts, count", [
    (["Two bowls arrived smashed."], 2),
    (["The three bowls came this morning.", "Please refund them, the glaze is flaking off."], 3),
    (["All three bowls arrived cracked and leaking."], 3),
])
def test_a_count_of_what_arrived_stands_when_nothing_else_is_counted(texts, count):
    assert units_stated(ORDER, BOWL, texts).exact == count


@pytest.mark.parametrize("decline", ["I am not after a refund for the jug, it still pours.", "No refund for the jug please, it still pours.",
                                     "No refund on the jug needed, it still pours."])
def test_a_refund_declined_for_named_goods_is_context_holding_goods_claims_only(decline):
    reading = read_ticket(f"The jug is chipped and one bowl has a crack. {decline} Refund the bowl.")
    decline = next(s for s in reading.sentences if "still pours" in s.text)
    assert decline.role == "context" and "other" not in decline.kinds
    assert "refund" in decline.forbids and "late_delivery" not in decline.forbid_kinds and "damaged_item" in decline.forbid_kinds


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-73001", maya, house, [("JUG-1", "Stoneware jug", 1, 3000), ("BWL-3", "Stoneware bowl", 3, 1400)])


def test_no_refund_said_before_the_goods_is_still_asked_when_it_tells_the_past():
    s = read_ticket("I got no refund for the jug last time, please refund it now.").sentences[0]
    assert s.role == "request" and not s.forbids


@pytest.mark.django_db
@pytest.mark.parametrize("decline", ["I'm not after a refund for the jug, it still pours fine.", "No refund for the jug needed, it still pours fine."])
def test_one_broken_bowl_of_three_that_came_is_refunded_once_and_the_reply_goes_out(world, decline):
    body = ("The jug and the three bowls came on Monday (SU-73001). One bowl has a crack across the rim and the jug handle is "
            f"scuffed. {decline} Could you refund the cracked bowl?")
    run = offline_run(body, "SU-73001", ref="T-73001", subject="bowls")
    refunds = list(Refund.objects.filter(order__ref="SU-73001"))
    assert len(refunds) == 1 and refunds[0].amount_cents < 2 * 1400
    assert run.status == Run.Status.DONE
    assert not run.escalations.exists()
