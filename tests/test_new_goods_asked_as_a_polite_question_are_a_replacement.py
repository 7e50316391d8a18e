"""New goods asked as a polite question, in the passive or with "be able to" ("could a fresh one be sent?",
"would you be able to post out another?"), are a replacement asked: the customer's own remedy, arranged by a
person, and the claim's refund is not paid for it. Before, the question was read as one of no known kind, the
claim's refund was paid and closed resolved, and the ask for new goods was dropped; beside goods let go ("I'll
keep the plate, no need to do anything") nothing is paid for those either. Near-misses keep their reading: new
goods offered beside the money ("... or refund it, whichever is quicker") leave the claim's refund, the rest of
an order ("could you send the rest?") is no replacement, and a replacement refused is none asked."""

import pytest

from runs.intents import GOODS_INSTEAD, read_ticket
from runs.intents.replacement_asked import asks_replacement
from runs.intents.replacement_asked_as_question import replacement_asked_as_question
from tests.fresh_cases import assert_all_pass, cents, damage_claims, line, none_paid, refund, run

pytestmark = pytest.mark.django_db

LINES = [line("MUG-1", "Stoneware mug", 1800), line("PLT-1", "Dinner plate", 2400)]

# the new goods asked as a question, alone after the claim (terse, chatty, typos, texting, formal, learner)
ALONE = [
    "The mug from SU-71400 arrived cracked. Could a fresh one be sent?",
    "Hiya! so the mug in SU-71401 turned up with a big chip in the rim :( would you be able to post out another? cheers",
    "mug SU-71402 came brokn. cud u send me a new one pls?",
    "SU-71403 mug smashed in box. can another be sent out?",
    "Dear Sir or Madam, the stoneware mug on order SU-71404 was delivered damaged. Would it be possible that a replacement mug be sent?",
    "Hello, mug of order SU-71405 is arrive broken. Are you able to send to me a new one?",
    "The mug (SU-71406) has a crack down the side. Would you be able to ship out a fresh mug please?",
]

# beside goods let go: the other goods kept, nothing wanted for them, new goods asked for the first
WAIVED = [
    "Both the mug and the plate in SU-71410 arrived cracked. I'll keep the plate, no need to do anything about it. Could a fresh mug be sent?",
    "mug AND plate broken on SU-71411. plate is fine to keep, dont worry about it. would you be able to post out another mug?",
    "Hi, the mug and plate from SU-71412 both came chipped. Honestly the plate's ok, I'll live with it. Could a new mug be posted to me?",
    "Order SU-71413: the mug and the plate were damaged. Keep the plate matter closed, I don't need anything for it. Can a replacement mug be sent out please?",
    "the mug + plate in SU-71414 got smashed. plate whatever, keep it. cn u post out another mug??",
    "Mug and plate of order SU-71415 is arrive damaged. The plate I keep, nothing to do. Is it possible you are able to send a new mug?",
]


def _asked(body: str, ref: str) -> list:
    reading = read_ticket(f"About my order\n{body}", order_ref=ref)
    return [s for s in reading.requests if s.why.startswith(GOODS_INSTEAD) and "refund" in s.forbids]


@pytest.mark.parametrize("body", ALONE + WAIVED)
def test_new_goods_asked_as_a_question_are_a_replacement_asked(body):
    assert len(_asked(body, body.split("SU-")[1][:5].join(["SU-", ""]))) == 1


@pytest.mark.parametrize("text", [
    "could you send a new one or refund it, whichever is quicker",  # either remedy, left to the shop
    "half the set arrived, could you send the rest?",  # the rest of the order, not new goods
    "Please could you not send another one, a refund is fine.",  # refused
    "Could you send me the invoice again?",  # papers
    "could you send another email with the receipt?",
    "could a new invoice be sent?",
    "Will you be sending a replacement?",  # whether one is coming: the record answers
    "Could the returns label be sent to my other address?",
])
def test_near_misses_are_no_replacement_asked_as_a_question(text):
    assert not replacement_asked_as_question(text) or not asks_replacement(text)


def test_the_replacement_asked_is_never_paid_as_a_refund_end_to_end(tmp_path):
    """Where the seller's remedy is refund-and-keep, a person decides the replacement asked: nothing paid, not for the goods let go either."""
    bodies = [b.replace(b.split("SU-")[1][:5], "72%03d" % n) for n, b in enumerate(ALONE + WAIVED)]
    cases = none_paid("QR", "SU-72", LINES, bodies, ["damaged_item"])
    for n, c in enumerate(cases):
        c["ticket"]["order_ref"] = c["world"]["orders"][0]["ref"] = "SU-72%03d" % n
        c["intents"] = ["damaged_item", "other"]
    results = run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for c in cases:
        money = [d for d in results[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))]
        assert not money, (c["id"], c["ticket"]["body"], money)
        assert results[c["id"]]["outcome"] == "escalated", (c["id"], results[c["id"]])


def test_either_remedy_left_to_the_shop_is_still_the_claims_refund(tmp_path):
    assert_all_pass(tmp_path, damage_claims("QN", "SU-7350", LINES, [
        "The mug from SU-73500 arrived cracked. could you send a new one or refund it, whichever is quicker",
        "mug on SU-73501 came chipped. Could you send a new one or refund it, whichever is quicker?",
    ], [refund(cents(LINES, "MUG-1", 1), "MUG-1", 1)]))
