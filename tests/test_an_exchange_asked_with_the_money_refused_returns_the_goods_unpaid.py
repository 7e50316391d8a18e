"""A wrong item the customer wants exchanged for the size or colour ordered, its money turned down in the same breath
("send M pls dont want refund", "I want to change to blue please, not money back"): the wrong goods' return starts with
no refund, the goods asked are a request of kind `other` a person answers (quoting the sentence), a question how to send
the wrong goods back is that return's own, and the reply never promises money (runs/intents/exchange_with_money_refused.py;
blind round ver30c V30C-26, V30C-05). Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.exchange_with_money_refused import EXCHANGE_MONEY_REFUSED_WHY, WAY_BACK_OF_EXCHANGE_WHY
from runs.intents.money import forbids_action
from runs.models import Run
from tests.fresh_cases import assert_all_pass, case, line


def _reading(body: str):
    reading = read_ticket("my order\n" + body, order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.forbids, s.forbid_kinds, s.asks_return, s.text, s.why) for s in reading.sentences]


EXCHANGES = [
    "The jumper came in a large but I ordered a small. Please send a small, I don't want a refund. How do I return the large?",
    "wrong colour mate, its red i ordered black. swap for black pls no refund. where do i post the red one",
    "I received the trainers in size 8, I had ordered size 9. Could you send size 9 instead? I don't want my money back though. "
    "I can drop the 8s back at the post office.",
    "Hello, these came grey not navy like I ordered. I want to exchange to navy please, not a refund.",
    "The cushion covers are green, I ordered blue. change to blue pls, no money back. how i return green?",
    "The coat is an XS, I ordered a small. send me small and dont refund me please, ill post the xs back",
    "The sandals you sent are a 38, I ordered the 39s. I'd rather you sent me the 39s than a refund, where do I send the 38s back?",
]


@pytest.mark.parametrize("body", EXCHANGES)
def test_the_exchange_is_asked_of_a_person_and_the_return_goes_ahead_unpaid(body):
    reading, shown = _reading(body)
    assert "wrong_item" in reading.intents and "change_of_mind" not in reading.intents, shown
    asked = [s for s in reading.sentences if s.why == EXCHANGE_MONEY_REFUSED_WHY and s.role == "request"]
    assert len(asked) == 1 and asked[0].role == "request" and asked[0].kinds == ["other"], shown
    s = asked[0]
    # the wrong item's refund is held, its return is not
    assert forbids_action(s.forbids, False, "refund", "wrong_item", scope=s.forbid_kinds, return_asked=s.asks_return), shown
    assert not any(forbids_action(t.forbids, False, "return", "wrong_item", scope=t.forbid_kinds, return_asked=t.asks_return)
                   for t in reading.sentences), shown
    # a question how to send the wrong goods back is no request of its own
    for t in reading.sentences:
        if t is not s and t.text.rstrip("?").lower().startswith(("how", "where")):
            assert t.role == "attached" and t.why == WAY_BACK_OF_EXCHANGE_WHY, shown


@pytest.mark.parametrize("body", [
    # the money turned down with no goods asked: the return alone (wrong_goods_back_unpaid.py)
    "The jumper came in a large but I ordered a small. I don't want a refund, just tell me how to send it back.",
    # goods asked, the money not turned down
    "The jumper came in a large but I ordered a small. Please send me the small instead.",
    # damaged goods, not a wrong item
    "The mug arrived chipped. Send me a blue one, I don't want a refund.",
    # the exchange itself refused
    "The jumper came in a large but I ordered a small. Don't change it to the small, just refund me.",
    # the wrong goods named as going back, no other goods asked
    "The jumper came in a large but I ordered a small. I'll send large back, no refund needed, keep the money as credit.",
    # the goods asked, the money turned down, the wrong goods' going back never spoken of: a person arranges the goods and
    # decides what comes back (no return started the customer did not speak of)
    "Wrong colour. I don't want a refund, please send me the teal one.",
    # no wrong item told at all
    "I love the jumper. Could you send a small too? No refund needed on anything.",
])
def test_near_misses_are_read_as_before(body):
    reading, shown = _reading(body)
    assert not any(s.why in (EXCHANGE_MONEY_REFUSED_WHY, WAY_BACK_OF_EXCHANGE_WHY) for s in reading.sentences), shown


JUMPER = [line("JMP-1", "Merino jumper, small, navy", 6400), line("SCF-1", "Wool scarf", 2200)]


@pytest.mark.django_db
def test_the_return_starts_with_no_refund_and_the_exchange_goes_to_a_person(tmp_path):
    bodies = {
        "send a small": "The merino jumper came in a large but I ordered a small. Please send a small, I don't want a refund. How do I return the large?",
        "exchange to navy": "Hello, the merino jumper came grey not navy like I ordered. I want to exchange to navy please, not a refund. How I send the grey back?",
    }
    cases = [case(f"EXCHNOMONEY-{i}", body, JUMPER, intents=["wrong_item", "other"],
                  expected={"outcome": "partial", "refunds": [], "returns": [{"kind": "return", "sku": "JMP-1"}], "escalations": [{"item": item}]})
             for i, (item, body) in enumerate(bodies.items(), 1)]
    assert_all_pass(tmp_path, cases)
    for r in Run.objects.all():  # the reply holds the money back in words, and promises none
        reply = " ".join((r.state.get("reply") or {}).get("sentences", {}).values())
        assert "no refund will be made" in reply and "back once it arrives" not in reply, reply
