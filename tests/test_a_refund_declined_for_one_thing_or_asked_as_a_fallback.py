"""Two shapes of money the customer does not ask for outright. A refund declined "for that", "for
it" or "for the chip" covers only the thing it points to: the late fee asked for in the same ticket
is still paid. A refund asked as the fallback of another remedy ("Can you send me a new one? If you
can't do that then just refund it") is a conditional request: it is held for the person who
arranges the first choice, and the note they get says it waits, never that the customer asked for
no refund. Wording written for these tests."""

from datetime import datetime, timezone

import pytest

from runs.intents import DECLINED_WHY, HOLD_WHY, read_ticket
from runs.intents.money_if_goods_fail import GOODS_FALLBACK_WHY
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop

UTC = timezone.utc


@pytest.mark.parametrize("text", [
    "The mirror has a small chip on one corner. I can live with it, no need to refund anything for that. It did come four days late "
    "though, so I'd like the shipping back.",
    "lampshade has a tiny dent. dont refund me anything for it honestly. but the parcel came 4 days late so pls refund the postage",
    "There's a faint scratch on the tray, don't refund anything over that, it's fine. What I do want is the delivery fee back - it was a week late.",
    "There is a small scuff on the stool. Honestly no need to refund anything for the scuff, it's barely visible. It was three days late "
    "though, so the shipping back please.",
])
def test_a_refund_declined_for_one_thing_holds_only_that_thing(text):
    reading = read_ticket(text)
    assert "late_delivery" in reading.intents
    declined = next(s for s in reading.sentences if "refund" in s.forbids)
    assert declined.role == "context" and declined.why == DECLINED_WHY
    assert declined.forbid_kinds and "late_delivery" not in declined.forbid_kinds
    assert "other" not in reading.intents


@pytest.mark.parametrize("text", [
    "The frying pan came with its handle cracked. Can you send me a new one? If you can't do that then just refund it.",
    "my toaster is dented. could you send a new one? if thats not possible, refund me please",
    "Kettle lid is cracked!! Any chance of a replacement?? If there are none left then I suppose a refund.",
])
def test_a_refund_asked_as_the_fallback_of_a_replacement_is_held_not_refused(text):
    reading = read_ticket(text)
    fallback = next(s for s in reading.sentences if s.text.lower().startswith("if "))
    # (held as the replacement ask's fallback where the sentence opens on its failure: runs/intents/money_if_goods_fail.py)
    assert "refund" in fallback.forbids and fallback.why in (HOLD_WHY, GOODS_FALLBACK_WHY)
    assert "damaged_item" in reading.intents, "the claim stays open for the person who arranges the replacement"


@pytest.fixture
def pan(settings):
    maya, house = small_shop(settings)
    more_policies("late_delivery")
    return delivered_order("SU-70901", maya, house, [("PAN-2", "Frying pan", 1, 4200)], delivery_cents=499,
                           delivered_at=datetime(2026, 11, 10, 14, tzinfo=UTC))  # promised by the 6th: late


@pytest.mark.django_db
def test_offline_tells_the_person_the_fallback_refund_waits(pan):
    run = offline_run("The frying pan came with its handle cracked. Could you send me a new one? If you can't do that then just refund it.",
                      "SU-70901", subject="pan")
    assert not Refund.objects.filter(order=pan).exists()
    notes = [e.open_item for e in run.escalations.all()]
    assert not any("not be done" in n for n in notes), notes
    assert any(("wait" in n or "only if the replacement" in n) and "refund it" in n for n in notes), notes


@pytest.mark.django_db
def test_offline_pays_the_late_fee_beside_a_refund_declined_for_a_chip(pan):
    offline_run("The pan has a tiny chip in the enamel, no need to refund anything for that. It came four days late though, "
                "so I'd like the delivery charge back.", "SU-70901", subject="pan")
    assert list(Refund.objects.filter(order=pan).values_list("amount_cents", flat=True)) == [499]
