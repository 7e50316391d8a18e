"""The money preferred to goods ("I would prefer a refund to a replacement", "rather have my money back than another
one", "a refund over a new one please", "I'd take the cash instead of a swap") asks the claim's own refund: it holds no
refund and asks a person to arrange no goods. Read before as goods asked instead of money, the refund waited for a person
who was to arrange a replacement nobody wanted. Goods preferred to the money keep holding the refund. Wording written for
these tests."""

import pytest

from runs.intents import GOODS_INSTEAD, read_ticket
from runs.shop.models import Refund
from tests.guard_fixtures import handed_to_a_person
from tests.runtime_world import delivered_order, offline_run, small_shop

pytestmark = pytest.mark.django_db


def _read(body: str):
    return read_ticket(f"About my order\n{body}")


@pytest.mark.parametrize("body", [
    "The lamp base came cracked in two places. To be honest I would prefer a refund to a replacement, as the last one broke too.",
    "teapot lid smashed :( would rather have my money back than another one tbh",
    "Hi, the frame glass was shattered on arrival. A refund over a new one please.",
    "The bowl was chipped when I opened it. Honestly I'd take the cash instead of a swap.",
    "Got the wrong colour rug. We would much rather have a full refund than an exchange, thanks.",
    "The vase arrived cracked. Id prefer my mony back to a replacment.",
    "The kettle came with a dent in the side. I'd sooner have the money than a new one sent out.",
    "The throw has a hole in it. A refund would suit me better than a replacement, if that's ok.",
    "Candle jar arrived in bits. Money back rather than a swap please.",
    "The blender jug was cracked. I'd rather the refund went through than wait for another one.",  # wished, not told as come
    "The lamp arrived smashed. I'd take my money back over a swap any day.",
])
def test_the_money_preferred_to_goods_asks_the_claims_refund_and_holds_nothing(body):
    reading = _read(body)
    assert reading.known_kinds and "other" not in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert not any("refund" in s.forbids or s.why.startswith(GOODS_INSTEAD) for s in reading.sentences)


@pytest.mark.parametrize("body", [
    "The vase arrived cracked. I'd rather have a white one than the money back.",
    "The mug came chipped. I'd prefer a replacement to the money, it's part of a set.",
    "The lamp shade was torn. We would sooner have the same one again than a refund.",
    "The jug arrived cracked. Could you send a new one instead of refunding?",
    "The rug came with a stain. I want a replacement, not a refund.",
])
def test_goods_preferred_to_the_money_still_hold_the_refund(body):
    asked = [s for s in _read(body).sentences if s.why.startswith(GOODS_INSTEAD)]
    assert len(asked) == 1 and "refund" in asked[0].forbids


def test_the_money_told_as_given_instead_of_goods_still_settles_the_claim():
    reading = _read("The blender jug was cracked. I was refunded rather than sent another one, so all good.")
    assert not reading.requests and reading.sentences[1].settles == ["damaged_item"]


@pytest.mark.parametrize("body", [
    "I would prefer a refund to a replacement.",  # no claim it could be the remedy of: a person reads it
    "The bowl was chipped. I'd prefer the refund to a new card, the old one is cancelled.",  # paid elsewhere: a person
])
def test_the_money_preferred_beside_no_claim_or_paid_elsewhere_still_goes_to_a_person(body):
    assert "other" in _read(body).intents


@pytest.mark.parametrize("body", [
    "I paid more money than a new one costs in the shop.",
    "Please send the refund to a new address.",
])
def test_money_beside_goods_in_other_words_prefers_nothing(body):
    from runs.intents.money_preferred import money_preferred

    assert money_preferred(body) is None


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    for ref in ("SU-69101", "SU-69102", "SU-69103"):
        delivered_order(ref, maya, house, [("VAS-W", "Ceramic bud vase, sage", 1, 3600)])


def test_offline_a_refund_preferred_to_a_replacement_is_paid(world):
    run = offline_run("The vase arrived with a crack running down one side. I would prefer a refund to a replacement.", "SU-69101", subject="Vase")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-69101")] == [3600] and not handed_to_a_person(run)


def test_offline_the_cash_preferred_to_a_swap_is_paid(world):
    offline_run("the vase came with a big crack down it!! id take the cash instead of a swap tbh", "SU-69102", subject="Vase")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-69102")] == [3600]


def test_offline_a_white_one_preferred_to_the_money_back_pays_nothing(world):
    run = offline_run("The vase arrived with a crack running down one side. I'd rather have a white one than the money back.", "SU-69103",
                      subject="Vase")
    assert Refund.objects.filter(order__ref="SU-69103").count() == 0 and handed_to_a_person(run)
