"""A thanks for a remedy already given that asks nothing ("Thanks so much for sending a new vase so quickly after the first
one broke, it arrived yesterday and it's gorgeous.") is told, not a question whether a replacement was sent: the reply
answered it "The order shows no replacement sent or on the way." (ver24a V24-34). It settles nothing beside it. A thanks
that asks on, looks ahead, or tells the new goods are broken too is still read as asking."""

import pytest

from runs.intents import read_ticket
from runs.intents.thanks_told import THANKS_TOLD_WHY
from runs.shop import models as shop
from tests.runtime_world import delivered_order, offline_run, small_shop

CLAIM = "The bowl has a chip though, please refund it."


@pytest.mark.parametrize("thanks", [
    "Thanks so much for sending a new vase so quickly after the first one broke, it arrived yesterday and it's gorgeous.",
    "Cheers for sending a new one out, it came Monday.",
    "Thank you for sending a new teapot so promptly, it's perfect.",
    "thanks for sending me a new set of glasses after the first lot smashed, they're all fine this time!",
    "I really appreciate you sending a new lamp, it got here Friday.",
])
def test_the_thanks_is_told_and_the_claim_beside_it_stands(thanks):
    reading = read_ticket(f"Thanks\n{thanks} {CLAIM}")
    said = {s.text: s for s in reading.sentences}
    assert (said[thanks].role, said[thanks].why, said[thanks].kinds) == ("context", THANKS_TOLD_WHY, [])
    assert said[CLAIM].kinds == ["damaged_item"] and said[CLAIM].is_request


@pytest.mark.parametrize("thanks", [
    "Thanks for sending a new vase - has it shipped yet?",
    "Thanks in advance for sending a new one.",
    "Thanks for sending a new vase, but it arrived broken as well.",
    "Thanks for offering to send a new vase, please send it to my work address.",
    "Thanks for sending a new vase, could you also send a new lid for the jar?",
])
def test_a_thanks_that_asks_on_or_looks_ahead_still_asks(thanks):  # near misses
    s = next(s for s in read_ticket(f"Thanks\n{thanks}").sentences if s.text == thanks)
    assert s.is_request and s.why != THANKS_TOLD_WHY


@pytest.mark.django_db
@pytest.mark.parametrize("thanks", [
    "Thanks so much for sending a new vase so quickly after the first one broke, it arrived yesterday and it's gorgeous.",
    "Cheers for sending a new one out, it came Monday.",
    "I really appreciate you sending a new lamp, it got here Friday.",
])
def test_offline_the_reply_makes_no_claim_about_a_replacement(settings, thanks):
    maya, house = small_shop(settings)
    delivered_order("SU-82434", maya, house, [("VSE-1", "Tall glazed vase", 1, 6800), ("BWL-1", "Glazed fruit bowl", 1, 3900)])
    offline_run(f"{thanks}\n\nWhile I'm writing: the glazed fruit bowl has a chip on the rim. Could you refund it?", "SU-82434")
    reply = " ".join(shop.CustomerReply.objects.filter(order__ref="SU-82434").values_list("body", flat=True))
    assert "replacement" not in reply.lower()
    assert list(shop.Refund.objects.filter(order__ref="SU-82434").values_list("amount_cents", flat=True)) == [3900]
