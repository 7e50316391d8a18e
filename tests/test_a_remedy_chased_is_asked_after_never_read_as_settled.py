"""A customer chasing a remedy that has not come ("I still haven't got my refund for the broken teapot",
"the refund you promised still isn't on my card", "I was told it was resolved, it's not") tells an open
problem, not a settled one. The screener reads it as a request of kind `other` quoting the sentence (answered
from the order's record or by a person), never as settled context; the guard's side, reading the same phrase
table (runs/intents/settled_words.py), never counts it as a refund told before; and no second refund is paid
when the record already shows one. A remedy that did come ("the refund came through yesterday, thanks") is
still settled, as before."""

import pytest

from runs.intents import read_ticket, settled_in_words
from runs.intents.settled_words import CHASED_WHY, settlement_denied
from runs.settled_lines import refund_told
from tests import fresh_cases as fc

# The remedy not had, in the customer's own voice.
NOT_HAD = [
    "I still haven't got my refund for the cracked serving bowl.",
    "we never received the money back for the torn cushion",
    "hi, still havent got the credit for my chipped bowl",
    "I did not get the replacement lamp you mentioned on the phone.",
    "Just so you know I have not yet received my refund for the rug.",
    "Still haven't had my money back, it's been three weeks!!",
]
# The remedy never reaching them.
NEVER_REACHED = [
    "the refund you promised still isn't on my card",
    "Refund never came through.",
    "my money back still hasn't shown up, its been 3 weeks",
    "The replacement your colleague promised has yet to arrive.",
    "the credit hasnt hit my account",
    "No sign of the refund yet, can you check?",
]
# A remedy said or promised, then nothing.
PROMISED_THEN_NOTHING = [
    "You said you'd refund me but nothing's arrived.",
    "Your chat agent assured me the refund was processed, and yet nothing on my statement.",
    "they promised a replacement and it never came",
    "I was told the money would go back on my card, still nothing.",
    "Apparently it's been refunded but the money isn't in my account.",
]
# Meant to be settled, and it is not; or told it was settled, and it is not.
SAID_SETTLED_IS_NOT = [
    "It was meant to be sorted but it isn't.",
    "was told it was resolved, it's not",
    "It was supposed to have been refunded last week - it hasn't.",
    "Your email confirmed it was fixed, but it's not.",
    "the duplicate was meant to be refunded but nothing has changed",
    "You said the double charge was sorted, it isn't",
]
CHASES = NOT_HAD + NEVER_REACHED + PROMISED_THEN_NOTHING + SAID_SETTLED_IS_NOT

# Near misses: the remedy did come, or the problem is settled; or no remedy is chased at all.
CAME = [
    "The refund came through yesterday, thanks.",
    "All sorted now, ignore my last email.",
    "I got my refund for the teapot, thank you.",
    "I hadn't got the refund on Monday but it came through today, thanks",
    "Your team refunded the vase last month, no complaints there.",
    "My bank reversed the second charge, so that's sorted.",
]
NO_CHASE = [
    "The teapot arrived broken, please refund me.",
    "I don't want a refund, just a replacement.",
    "Please don't refund the shipping, it wasn't late.",
    "Has my refund gone through yet?",
    "I would rather not get a voucher.",
    "If the refund for the rug hasn't gone through yet, please do it now.",
    "The new one hasn't arrived at all.",
]


@pytest.mark.parametrize("text", CHASES)
def test_a_remedy_chased_denies_settledness(text):
    assert settlement_denied(text), text


@pytest.mark.parametrize("text", CAME + NO_CHASE)
def test_a_remedy_that_came_or_an_ask_is_no_chase(text):  # near misses
    assert not settlement_denied(text), text


@pytest.mark.parametrize("text", CHASES)
def test_a_chase_is_never_settled_in_words(text):
    # the screener and the guard (runs.guards.settled_against) read the same table: neither takes a chase for a settled problem
    assert not settled_in_words(text), text


@pytest.mark.parametrize("text", [
    "Apparently it's been refunded but the money isn't in my account.",
    "You refunded the teapot weeks ago, but the money never came.",
    "the teapot was refunded - nothing on my card though",
    "your team credited me for it last week and it still hasn't landed",
    "I was told it was refunded, it hasn't come through",
])
def test_a_refund_told_then_chased_still_holds_a_second_refund_for_a_person(text):
    # the record, not the customer's word, says whether it was paid: a second refund waits for a person either way
    assert refund_told(text), text


@pytest.mark.parametrize("text", CAME[:3] + CAME[4:])
def test_a_remedy_that_came_is_still_settled(text):  # near misses
    assert settled_in_words(text), text


def _read(body: str):
    return [s for s in read_ticket(body, order_ref="SU-70001").sentences if s.text.strip() != "SU-70001"]


@pytest.mark.parametrize("text", [
    "I still haven't got my refund for the broken teapot. Where is it?",
    "hello, the refund u promised for the teapot still isnt on my card",
    "You said you'd refund the teapot but nothing's arrived.",
    "I was told the teapot was resolved, it's not.",
    "Teapot refund never came through - can you look into it?",
    "It was meant to be sorted but it isn't. The teapot was broken.",
])
def test_a_chase_is_a_request_of_its_own_quoting_the_sentence(text):
    read = _read(text)
    chase = read[0]
    assert chase.role == "request" and chase.kinds == ["other"] and chase.why.startswith(CHASED_WHY), [(s.role, s.kinds, s.why) for s in read]
    assert not any(s.role == "context" and "settled" in s.why for s in read), [(s.role, s.why) for s in read]


@pytest.mark.parametrize("text", [
    "I still haven't got my refund for the broken teapot. Where is it?",
    "Never received the refund for my teapot. So where's the money?",
    "The credit you promised hasn't shown up. Where is it then?",
    "i havent got my money back for the teapot. where is it??",
    "Refund for the teapot never arrived. Where has it gone?",
])
def test_a_bare_where_after_a_chase_is_part_of_it_not_a_parcel_question(text):
    read = _read(text)
    assert read[0].why.startswith(CHASED_WHY) and read[1].role == "attached", [(s.role, s.kinds, s.why) for s in read]


@pytest.mark.parametrize("text", [
    "I still haven't got my refund for the teapot. Where is my parcel with the new cups?",
    "The teapot arrived broken. Where is it from?",
])
def test_a_where_naming_its_own_goods_or_after_no_chase_stands(text):  # near misses
    read = _read(text)
    assert read[1].role == "request", [(s.role, s.kinds, s.why) for s in read]


@pytest.mark.parametrize("text", [
    "The refund came through yesterday, thanks.",
    "All sorted now, ignore my last email.",
    "My bank reversed the second charge, so that's sorted.",
])
def test_a_remedy_that_came_stays_context(text):  # near misses
    read = _read(text)
    assert read[0].role == "context", [(s.role, s.kinds, s.why) for s in read]


TEAPOT = [fc.line("TPT-1", "Stoneware teapot, 1 L", 2900)]
TEAPOT_CENTS = fc.cents(TEAPOT, "TPT-1", 1)


def _teapot(cid: str, body: str, expected: dict, refunds: list[dict] = ()) -> dict:
    return fc.case(cid, body, TEAPOT, intents=["other"], expected=expected, subject="teapot", refunds=list(refunds))


@pytest.mark.django_db
def test_a_chased_refund_is_never_paid_again_and_is_handed_over_with_its_sentence(tmp_path):
    refunded = [{"amount_cents": TEAPOT_CENTS, "case_type": "damaged_item", "reason": "teapot arrived broken", "lines": ["TPT-1"]}]

    def handed_over(quoted: str) -> dict:  # nothing paid, nothing taken back: a person answers the chase, its sentence quoted
        return {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": quoted}]}
    cases = [
        # the record shows the refund: paying it again would pay the teapot twice
        _teapot("CH-1", "I still haven't got my refund for the broken teapot on SU-70001. Where is it?",
                handed_over("still haven't got my refund"), refunded),
        _teapot("CH-2", "Hi,\n\nyou said you'd refund the teapot but nothing's arrived.\n\nRobin", handed_over("nothing's arrived"), refunded),
        _teapot("CH-3", "The refund you promised for the teapot still isn't on my card.", handed_over("still isn't on my card"), refunded),
        # the record shows none: the customer's word and the record disagree, and a person looks
        _teapot("CH-4", "I was told the teapot was resolved, it's not. SU-70001", handed_over("it's not")),
        _teapot("CH-5", "teapot refund never came through", handed_over("never came through")),
    ]
    got = fc.run(tmp_path, cases)
    ids = [c["id"] for c in cases]
    assert all(got[c]["passed"] for c in ids), {c: got[c]["differences"] for c in ids if not got[c]["passed"]}
    assert got[""]["double_refunds"] == 0 and got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0


@pytest.mark.parametrize("body", [
    "You told me the duplicate charge was sorted. It isn't, it's still there.",
    "Your colleague said the cracked teapot was refunded. It wasn't.",
    "The email I got says the refund was done. Nope, still nothing on my card.",
    "Someone on your chat assured me the teapot was replaced. Sadly it wasn't.",
    "i was told on the phone that it was all resolved. its not",
])
def test_a_settling_told_as_someones_word_and_denied_next_is_chased(body):
    read = _read(body)
    assert read[0].role == "request" and read[0].why.startswith(CHASED_WHY), [(s.role, s.kinds, s.why) for s in read]


@pytest.mark.parametrize("body", [
    "Your colleague said the cracked teapot was refunded. Thanks for that!",
    "You told me the duplicate charge was sorted. It is, I checked.",
    "The teapot was refunded last week. It wasn't the first time either.",
    "Your team said the teapot was replaced. The new one is lovely.",
    "My bank confirmed the second charge was reversed. Nothing else needed.",
])
def test_a_settling_not_denied_next_stays_settled(body):  # near misses
    read = _read(body)
    assert read[0].role == "context", [(s.role, s.kinds, s.why) for s in read]
