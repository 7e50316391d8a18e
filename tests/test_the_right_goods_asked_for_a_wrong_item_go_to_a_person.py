"""The right goods asked for a wrong item go to a person, its return goes ahead unpaid (runs/intents/right_goods_asked.py).
Wording written for these tests.

An exchange asked with the money turned down in the same breath ("send M pls dont want refund", "I want to change to
blue please, not money back"): the wrong goods' return starts with no refund, the goods asked are a request of kind
`other` a person answers (quoting the sentence), a question how to send the wrong goods back is that return's own, and
the reply never promises money (blind round ver30c V30C-26, V30C-05).

The right goods asked sent beside the way back for the wrong ones ("I do NOT want a refund. I want the mustard ones
sent out to me, and tell me how to send the grey ones back.", ver30a V30-07: read only as the return's how-to, the run
closed resolved and never spoke of the mustard covers) are an `other` request for a person, quoting the sentence; the
return is still the wrong item's, with no refund. A sentence asking only the way back, papers, or goods the customer will
buy themselves is read as before."""

import pytest

from runs.intents import read_ticket
from runs.intents.money import forbids_action
from runs.intents.right_goods_asked import EXCHANGE_MONEY_REFUSED_WHY, WAY_BACK_OF_EXCHANGE_WHY, right_goods_asked
from runs.models import Run
from tests import fresh_cases as fc
from tests.fresh_cases import assert_all_pass, case, line


# An exchange asked with the money refused, by a bare value.

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


# The right goods named beside the way back for the wrong ones.

CLAIM = "You sent me grey cushion covers instead of the mustard ones I ordered. "
BOTH_ASKED = [
    "I do NOT want a refund. I want the mustard ones sent out to me, and tell me how to send the grey ones back.",
    "No refund needed. Just post me the right colour and let me know how to return these.",
    "I don't want my money back. Can you send the mustard covers, and how do I return the grey?",
    "don't refund me pls. send the right ones n tell me where to send these back",
    "Can you send the mustard covers, and how do I return the grey?",
    "Not after a refund - please ship the ones I ordered and tell me where the grey go back to.",
]
WAY_BACK_ONLY = [
    "No refund please. Just tell me how to send the grey ones back.",
    "No refund please. Tell me how to send the grey ones back and I'll reorder the mustard myself.",
    "Please send me a return label for the grey ones.",
    "I don't need a refund, just let me know where to post them back.",
]


def _read(text):
    return read_ticket(f"Order SU-70401\n{CLAIM}{text}").sentences


@pytest.mark.parametrize("text", BOTH_ASKED)
def test_the_right_goods_asked_are_a_persons_request(text):
    sentences = _read(text)
    assert any(s.role == "request" and s.kinds == ["wrong_item"] for s in sentences)
    asked = [s for s in sentences if s.role == "request" and "other" in s.kinds]
    assert asked and any(w in asked[-1].text for w in ("mustard", "right", "ones I ordered")), [(s.role, s.kinds, s.text) for s in sentences]


@pytest.mark.parametrize("text", WAY_BACK_ONLY)
def test_the_way_back_alone_asks_nothing_of_a_person(text):
    sentences = _read(text)
    assert not any(s.role == "request" and "other" in s.kinds for s in sentences), [(s.role, s.kinds, s.text) for s in sentences]
    assert not right_goods_asked(text)


@pytest.mark.django_db
def test_the_wrong_goods_go_back_unpaid_and_the_right_ones_to_a_person(tmp_path):
    covers = [fc.line("CV-MU", "Velvet cushion cover, mustard", 1800, 2)]
    bodies = [("mustard ones sent", "You sent grey cushion covers instead of the mustard ones I ordered. I don't want a refund. I want the mustard ones "
              "sent out to me, and tell me how to send the grey ones back."),
              ("right colour", "Wrong colour - grey not mustard!! No refund thanks. Post me the right colour and tell me where to send these back.")]
    cases = [fc.case(f"RG-{i}", body, covers, ref=f"SU-7190{i}", intents=["wrong_item", "other"],
                     expected={"outcome": "partial", "refunds": [], "returns": [{"kind": "return", "sku": "CV-MU"}],
                               "escalations": [{"item": item}]})
             for i, (item, body) in enumerate(bodies, start=1)]
    fc.assert_all_pass(tmp_path, cases)
