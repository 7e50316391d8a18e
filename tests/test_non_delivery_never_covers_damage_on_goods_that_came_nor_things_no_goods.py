"""A "never got" / "not arrived yet" sentence is read for what it says did not come:
- points, rewards, cashback, a balance, a newsletter, a discount or a refund are no goods: no non-delivery
  (the sentence stays a request a person sees to), while a parcel, an order or goods never got stay one;
- a unit told as the one not come yet ("the second chair, it is not arrive yet") is a short delivery;
- a damage told of goods that came, in a sentence of its own, keeps its own claim beside a non-delivery or a
  short delivery; a damage only the carrier's tracking tells of a parcel that never came is still one claim."""

import pytest

from runs.intents import read_ticket
from runs.models import RunEvent
from runs.intents.missing_items import parcel_came_short
from runs.unit_counts import units_short
from tests import fresh_cases as fc


def _asked(body: str) -> set[str]:
    sentences = read_ticket("my order\n" + body, order_ref="SU-70001").sentences[1:]
    return {k for s in sentences if s.role == "request" for k in s.kinds}


@pytest.mark.parametrize("body", [
    "And I never got the loyalty points for this order either, could you add them?",
    "My 240 points from order SU-70001 never showed up on my acount. Can you add them?",
    "i never recieved my reward points for SU-70001 pls add them",
    "Hi - the cashback for this order still hasn't arrived, can someone check?",
    "the newsletter discount never came thru, could you apply it",
    "I never got the welcome newsletter you promised, can you resend it?",
    "my points still not arrive, please look",
])
def test_things_that_are_no_goods_never_got_are_no_lost_parcel(body):
    assert "non_delivery" not in _asked(body)


@pytest.mark.parametrize("body", [
    "never got the parcel, can you help",
    "My lamp still not arrive, please refund.",
    "I paid with my points and the lamp never arrived, refund please",
    "The order never turned up. Tracking says delivered. Can I have a refund?",
    "we never received the package, its been two weeks!!",
])
def test_goods_never_got_stay_a_non_delivery(body):
    assert "non_delivery" in _asked(body)


@pytest.mark.parametrize("text", [
    "Also I am wish to know when come the second chair, it is not arrive yet.",
    "the other two stools never showed, where are they?",
    "The remaining mug hasn't arrived.",
    "and the last cushion never came",
    "My third plate is not arrived yet pls check",
])
def test_one_more_unit_not_come_is_a_short_delivery(text):
    assert parcel_came_short(text)


@pytest.mark.parametrize("text", ["the other order never arrived", "the second parcel never came", "my order never arrived"])
def test_another_order_or_parcel_not_come_is_no_short_delivery(text):
    assert not parcel_came_short(text)


CHAIRS = [fc.line("CHR-1", "Dining chair", 7500, 2)]
BOARD = [fc.line("COL-1", "Enamel colander", 2200), fc.line("CHB-1", "Oak chopping board", 3500)]
STOOLS = [fc.line("STL-1", "Bar stool", 6000, 3)]


def _damage_and_more(cid, body, lines, sku, units, item):
    return fc.case(cid, body, lines, intents=["damaged_item", {"kind": "other", "quote": item}] if item == "points" else ["damaged_item", "non_delivery"],
                   expected={"outcome": "partial", "refunds": [fc.refund(fc.cents(lines, sku, 1), sku, 1)], "returns": [],
                             "escalations": [{"item": item}]})


DAMAGE_BESIDE = [
    _damage_and_more("ND-01", "Hello. The chair is arrive with broken leg, it cannot stand. I want refund for this chair please. Also I am wish "
                     "to know when come the second chair, it is not arrive yet.", CHAIRS, "CHR-1", 1, "chair"),
    _damage_and_more("ND-02", "One dining chair came with a snapped leg - refund that one please. The other chair never came, where is it?",
                     CHAIRS, "CHR-1", 1, "chair"),
    _damage_and_more("ND-03", "the chair that came is broken, the backrest is cracked right thru. refund pls. and the other one never turned up",
                     CHAIRS, "CHR-1", 1, "other one"),
    _damage_and_more("ND-04", "The order came on Friday. The chopping board has a big split down the middle, it hasn't been used yet - can you "
                     "refund that? And I never got the loyalty points for this order either, could you add them?", BOARD, "CHB-1", 1, "points"),
    _damage_and_more("ND-05", "my chopping board is cracked in two, pls refund it. also never recieved my reward points for this order, can "
                     "you add them?", BOARD, "CHB-1", 1, "points"),
]


@pytest.mark.django_db
def test_a_damage_on_goods_that_came_keeps_its_own_claim_beside_what_did_not_come(tmp_path):
    results = fc.run(tmp_path, DAMAGE_BESIDE)
    report = results[""]
    assert (report["silent_drops"], report["double_refunds"], report["guard_violations"]) == (0, 0, 0)
    failed = {cid: r.get("differences") or r for cid, r in results.items() if cid and not r["passed"]}
    assert not failed, failed
    for c in DAMAGE_BESIDE:
        replies = RunEvent.objects.filter(run__ticket__ref__contains=f"-{c['id']}-", kind="tool_result", payload__name="send_reply")
        said = " ".join(x["text"] for e in replies for x in e.payload.get("input", {}).get("sentences", []))
        assert said and "never arrived" not in said and "  " not in said, (c["id"], said)


def test_the_unit_not_come_yet_is_named_from_the_line():
    order = {"lines": [fc.line("CHR-1", "Dining chair", 7500, 2)]}
    assert units_short(order, ["Also I am wish to know when come the second chair, it is not arrive yet."]) == ["units of the dining chair"]
