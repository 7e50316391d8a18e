"""A remedy asked first, with another accepted only if the first cannot be given:

- the refund first and goods as the alternative ("Refund please - or if that's not possible a replacement would do",
  "if you can't refund it, please send another"): the refund is the claim's ask, paid when the policy allows it; the
  replacement is conditional, named on the reading, and the reply says it is not needed; when the policy refuses the
  refund, a person is asked to arrange the alternative, its words quoted;
- the goods first and the refund as the alternative ("a replacement would be great, failing that my money back"): a
  person arranges the goods and the refund waits for them, the sentence quoted;
- near misses keep their reading: a replacement refused, goods bought elsewhere, another form of the money, goods asked
  instead of money, either remedy offered.
The guard still refuses a refund of goods a replacement order already sends again."""

from datetime import UTC, datetime

import pytest

from runs.intents import GOODS_INSTEAD, read_ticket
from runs.intents.conditional_remedies import goods_first, money_first
from runs.models import Escalation, RunOutcome
from runs.shop import models as shop
from runs.shop.models import Refund, ReturnRequest
from tests.runtime_world import delivered_order, offline_run, small_shop

pytestmark = pytest.mark.django_db


def _read(body: str, subject: str = "Broken on arrival"):
    return read_ticket(f"{subject}\n{body}")


def _shown(reading) -> list:
    return [(s.role, s.kinds, s.why, s.forbids, s.alternative, s.text) for s in reading.sentences]


MONEY_FIRST = [
    "The vase arrived cracked. Refund please - or if that's not possible a replacement would do.",
    "The lamp shade came dented. if you can't refund it, please send another",
    "Our teapot arrived with the lid in pieces. I'd like my money back; failing that, a replacement.",
    "The blanket came with a big tear in it. Could you refund me? If you can't, send me a new one.",
    "jug arrived smashed to bits, refund pls otherwise an exchange is fine",
    "The mirror was cracked when I unboxed it, so I'd like a refund, or if a refund isn't possible then the same one again please.",
    "Hello - the salad bowl came chipped. I would prefer a refund. If that is not possible, a replacement would be fine.",
]


@pytest.mark.parametrize("body", MONEY_FIRST)
def test_the_refund_asked_first_is_the_claims_and_the_goods_are_conditional(body):
    reading = _read(body)
    assert "damaged_item" in reading.intents and "other" not in reading.intents, _shown(reading)
    assert not any(s.why.startswith(GOODS_INSTEAD) for s in reading.sentences), _shown(reading)
    assert not any("refund" in s.forbids for s in reading.sentences), _shown(reading)
    assert any(s.alternative for s in reading.sentences), _shown(reading)


@pytest.mark.parametrize("body", [
    "The vase arrived cracked. a replacement would be great, failing that my money back",
    "Lamp came broken. Please send another one, if you can't then just refund me.",
    "The rug arrived torn - I'd really like a replacement, otherwise a refund.",
    "Kettle dented on arrival. Could you replace it? If not, my money back please.",
    "the bowl came in pieces!! send a new one pls, if you cant then refund",
])
def test_the_goods_asked_first_go_to_a_person_with_the_refund_held(body):
    reading = _read(body)
    assert any("refund" in s.forbids or s.why.startswith(GOODS_INSTEAD) for s in reading.sentences), _shown(reading)
    assert not any(s.why.startswith("asks the refund") for s in reading.sentences), _shown(reading)


@pytest.mark.parametrize("text", [
    "a replacement would be great, failing that my money back",
    "Please send another one, if you can't then just refund me.",
    "I'd really like a replacement, otherwise a refund.",
])
def test_the_goods_first_name_the_refund_as_their_alternative(text):
    assert goods_first(text) and not money_first(text)


@pytest.mark.parametrize("text", [
    "Refund please, I don't want a replacement.",
    "Refund please, otherwise I'll buy a new one elsewhere.",
    "If you can't refund it to my card, store credit is fine.",
    "Could you send a replacement instead of a refund?",
    "Send another or refund, whichever is quicker.",
    "I want a refund. No replacement, no exchange.",
    "Refund me or else I'll leave a review about the replacement you sent last time.",
])
def test_near_misses_name_no_goods_as_the_refunds_alternative(text):
    assert not money_first(text)


@pytest.mark.parametrize("body", [
    "The vase arrived cracked. Refund please, I don't want a replacement.",
    "The vase arrived cracked. Could you send a replacement instead of a refund?",
    "The vase arrived cracked. Send another or refund, whichever is quicker.",
])
def test_near_misses_keep_their_reading(body):
    reading = _read(body)
    assert not any(s.alternative for s in reading.sentences), _shown(reading)


# --- end to end ---------------------------------------------------------------------------------------------

@pytest.fixture
def house(settings):
    maya, seller = small_shop(settings)
    return lambda ref, **kw: delivered_order(ref, maya, seller, [("VS-1", "Glass vase", 1, 3500)], **kw)


def _reply(ref: str) -> str:
    reply = shop.CustomerReply.objects.filter(order__ref=ref).first()
    return reply.body if reply else ""


@pytest.mark.parametrize("body", [
    "The glass vase on SU-67001 arrived cracked. Refund please - or if that's not possible a replacement would do.",
    "The vase (SU-67001) came with a crack down the side. if you can't refund it, please send another",
])
def test_offline_the_refund_is_paid_and_the_reply_says_the_replacement_is_not_needed(house, body):
    house("SU-67001")
    run = offline_run(body, "SU-67001")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-67001")] == [3500]
    assert not Escalation.objects.filter(run=run).exists()
    assert "no replacement is needed" in _reply("SU-67001")
    assert run.outcome == RunOutcome.RESOLVED


def test_offline_a_refund_the_policy_refuses_puts_the_alternative_to_a_person(house):
    house("SU-67002", delivered_at=datetime(2026, 8, 1, 14, tzinfo=UTC))  # long past the damage window
    run = offline_run("The glass vase on SU-67002 arrived cracked. Refund please - or if that's not possible a replacement would do.", "SU-67002")
    assert not Refund.objects.filter(order__ref="SU-67002").exists()
    items = list(Escalation.objects.filter(run=run).values_list("open_item", flat=True))
    assert any("a replacement would do" in item for item in items), items


def test_offline_the_goods_asked_first_go_to_a_person_quoting_the_refund_fallback(house):
    house("SU-67003")
    run = offline_run("The glass vase on SU-67003 arrived cracked. a replacement would be great, failing that my money back", "SU-67003")
    assert not Refund.objects.filter(order__ref="SU-67003").exists() and not ReturnRequest.objects.exists()
    items = list(Escalation.objects.filter(run=run).values_list("open_item", flat=True))
    assert any("failing that my money back" in item for item in items), items


def test_offline_no_refund_for_goods_a_replacement_order_already_sends(house):
    original = house("SU-67004")
    again = shop.Order.objects.create(ref="SU-67005", customer=original.customer, seller=original.seller, status="shipped",
                                      placed_at=datetime(2026, 11, 14, 9, tzinfo=UTC), replacement_for=original)
    shop.LineItem.objects.create(order=again, sku="VS-1", description="Glass vase", quantity=1, unit_price_cents=3500)
    offline_run("The glass vase on SU-67004 arrived cracked. If you can't refund it, please send another.", "SU-67004")
    assert not Refund.objects.filter(order__ref="SU-67004").exists()


def test_the_alternative_is_named_in_the_reading_the_run_page_shows():
    payload = _read("The vase arrived cracked. Refund please - or if that's not possible a replacement would do.").as_payload()
    named = [s for s in payload["sentences"] if s.get("alternative")]
    assert named and "a replacement would do" in named[0]["alternative"]
