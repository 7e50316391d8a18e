"""What came told with the goods ordered set against it by "not" ("it's an EU plug, not a UK one like I ordered",
"a double, not a king as ordered") is a wrong item to the screener and to the guard alike: a charger with the
wrong plug was read as a wrong item by a narrower cue while the guard found no word of other goods, and the
customer's plain claim went to a person with the false reason "not in the ticket". A day set against another,
a figure of speech, a wish or a doubt with "not ... I ordered" tells no other goods, and the guard still refuses
a wrong-item remedy on those words. Wording written for these tests."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy_evidence
from runs.intents import read_ticket
from runs.other_goods_told import tells_other_goods
from tests import fresh_cases as fc

ORDER = {"order_ref": "SU-70021", "lines": [{"sku": "KT-17", "description": "Glass kettle", "quantity": 1, "unit_price_cents": 4200}]}
RETURN = {"case_type": "wrong_item", "action": "start_return", "amount_cents": 4536, "lines": [{"sku": "KT-17", "quantity": 1}], "subtask": 1}


def _guard(text: str):
    evidence = policy_evidence.Evidence(order=ORDER, now=datetime(2026, 11, 20, tzinfo=timezone.utc))
    return guards.check_request_in_ticket(RETURN, evidence, [{"text": text, "kinds": ["wrong_item"], "spans": {}}], "")


def _kinds(text: str) -> list[str]:
    return read_ticket(f"About my order\n{text}").intents


SET_AGAINST_THE_ORDER = [
    "The kettle that came has an EU plug though, not a UK one like I ordered, so it's no use to me.",
    "the kettle they sent is the 1.2 litre, not a 1.7 like i paid for",
    "Got the kettle today - it's the plastic model, not a glass one as ordered.",
    "hiya, kettle arrived but its got a US plug not a UK one as per my order, cant use it",
    "It's a stainless kettle, not the glass one which is what I ordered!!",
    "Kettle is black not a white one like we picked.",
]


@pytest.mark.parametrize("text", SET_AGAINST_THE_ORDER)
def test_goods_set_against_the_order_with_not_are_a_wrong_item_to_the_screener(text):
    assert "wrong_item" in _kinds(text)


@pytest.mark.parametrize("text", SET_AGAINST_THE_ORDER)
def test_the_guard_admits_a_wrong_item_remedy_on_goods_set_against_the_order(text):
    assert tells_other_goods(text)
    assert _guard(text).passed


NO_OTHER_GOODS = [
    "I'm not sure which one I ordered, the glass or the steel.",
    "It came on Friday, not Monday like I ordered it for.",
    "The kettle is fine, not a scratch on it like I feared.",
    "Honestly not a fan of the colour I picked, can I send it back?",
    "It's not a colour I'd have picked myself but my wife loves it.",
]


@pytest.mark.parametrize("text", NO_OTHER_GOODS)
def test_a_day_a_figure_of_speech_a_wish_or_a_doubt_with_not_tells_no_other_goods(text):
    assert not tells_other_goods(text)
    result = _guard(text)
    assert not result.passed and result.inputs["no_other_goods_told"] == [text]


@pytest.mark.django_db
def test_a_charger_with_the_wrong_plug_buried_in_a_chatty_ticket_is_taken_back(tmp_path):
    lines = [fc.line("LMP-4", "Desk lamp", 5400), fc.line("CHG-UK", "Speaker charger, UK plug", 2100), fc.line("CSN-2", "Cushion", 1800, 2)]
    got = fc.run(tmp_path, [
        fc.case("NAO-1", "Hello! Been shopping with you for years. Finally unpacked SU-70001 after the move. The desk lamp is gorgeous. "
                         "The charger for the speaker has an EU plug on it though, not a UK one like I ordered, so it's useless here. "
                         "Cushions are great. Cheers!", lines, intents=["wrong_item"],
                expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "CHG-UK"}]}),
    ])
    assert got["NAO-1"]["passed"], got["NAO-1"]["differences"]
    assert (got[""]["double_refunds"], got[""]["guard_violations"]) == (0, 0)


@pytest.mark.parametrize("text", [
    "It's a US plug, not a UK one like I ordered, so it's useless to me.",
    "you sent the wrong charger so its completely useless",
    "The kettle is the 1.2 litre not a 1.7 as ordered - it's useless for our family.",
])
def test_goods_of_no_use_because_other_goods_came_are_no_damage(text):
    kinds = _kinds(text)
    assert "wrong_item" in kinds and "damaged_item" not in kinds


@pytest.mark.parametrize("text", [
    "You sent the wrong lid, and it's cracked too.",
    "The kettle arrived useless, totally dead.",
])
def test_a_damage_word_of_its_own_still_reads_as_damage(text):
    assert "damaged_item" in _kinds(text)
