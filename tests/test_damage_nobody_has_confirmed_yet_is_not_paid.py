"""Damage nobody has confirmed yet, the customer saying they will come back to it, is no claim to pay now: a condition not
yet met ("If the bowl turns out to be cracked ... Will update you."), hearsay the writer has not seen or whose owner will
write herself, or a doubt with a photo promised ("might be cracked? hard to tell ... Ill send a photo"). Held-back round
verify33 paid $43.20 for each of M01, M04, N04 and N06 (runs/intents/damage_unconfirmed.py). The doubtful goes to a
person, quoted; the rest is context. Definite damage still pays. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.damage_unconfirmed import DOUBTED_WHY
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

UNCONFIRMED = [
    "In case the jug turns out to be chipped once I get the wrapping off this evening, I'd want my money back. Will let you know.",
    "if the mug is broken when i open it later ill want a refund, will update u",
    "My husband says the vase came cracked but I haven't seen it myself, I'm at work. I'll check tonight and get back to you.",
    "Mum reckons the teapot is chipped. I can't check till the weekend, I'll be in touch.",
    "The lamp I bought for my sister arrived broken, she says. She'll contact you herself.",
    "The plate I sent my friend came smashed, he said. He will email you from his own account.",
]
DOUBTED = [
    "Hi, the jug might be cracked?? hard to say, could just be a mark. I'll send a picture tomorrow.",
    "not sure if the bowl is chipped or if thats the glaze. will send photos later and you can tell me",
    "I think the vase may be damaged, hard to tell in this light. I'll send a pic in the morning.",
]
STILL_CLAIMED = [
    "I unwrapped it and the bowl is cracked",
    "my daughter opened it and the bowl is cracked, please refund",
    "the bowl is cracked, photo attached",
    "I think it got cracked in transit, refund please",
    "The vase arrived smashed, not sure what happened, I'll send a photo tomorrow.",
    "My wife says the jug came chipped, please refund it. I'll send a photo tonight.",
    "The mug turned out to be cracked when I unwrapped it. Refund please.",
]


@pytest.mark.parametrize("text", UNCONFIRMED)
def test_damage_not_yet_confirmed_is_context(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "damaged_item" not in reading.intents, reading.as_payload()
    assert not any("damaged_item" in s.kinds for s in reading.sentences)
    # (a condition read before as an ask under it stays a person's, `other`: no money either way)
    assert all(s.kinds == ["other"] for s in reading.sentences if s.role == "request"), reading.as_payload()


@pytest.mark.parametrize("text", DOUBTED)
def test_damage_in_doubt_with_a_photo_promised_goes_to_a_person_quoted(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "damaged_item" not in reading.intents, reading.as_payload()
    # (read before as no claim at all, it stays so; read as damage, it is now a person's)
    assert all(s.kinds == ["other"] for s in reading.sentences if s.role == "request"), reading.as_payload()


def test_the_verifiers_doubt_is_a_person_quoted():
    text = "Hi, I think the bowl might be cracked? hard to tell, could be a line in the glaze. Ill send a photo tomorrow and you can tell me."
    reading = read_ticket(text, order_ref="SU-99006")
    assert reading.intents == ["other"]
    assert any(s.why == DOUBTED_WHY and "might be cracked" in s.text for s in reading.sentences)


@pytest.mark.parametrize("text", STILL_CLAIMED)
def test_definite_damage_is_still_claimed(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "damaged_item" in reading.intents, reading.as_payload()


BOWL = [line("BWL-9", "Serving bowl", 4000)]


@pytest.mark.django_db
def test_no_refund_for_damage_nobody_has_confirmed_and_definite_damage_paid(tmp_path):
    nothing = {"outcome": "resolved", "refunds": [], "returns": []}
    cases = [
        case("UNC-1", "If the bowl turns out to be cracked when I unwrap it properly tonight, I'll want a refund. The box does rattle a bit. "
             "Will update you.", BOWL, intents=[], ref="SU-70011", expected=nothing),
        case("UNC-2", "my son says the bowl is cracked but I haven't seen it myself yet, I'm away till Friday. I'll look when I'm back "
             "and let you know what we want.", BOWL, intents=[], ref="SU-70012", expected=nothing),
        case("UNC-3", "The bowl I ordered for my aunt arrived cracked, she says. She'll email you herself from her account.", BOWL,
             intents=[], ref="SU-70013", expected=nothing),
        case("UNC-4", "Hi, I think the bowl might be cracked? hard to tell, could be a line in the glaze. Ill send a photo tomorrow.", BOWL,
             intents=["other"], ref="SU-70014", expected={**nothing, "outcome": "escalated"}),
        case("UNC-5", "I unwrapped it and the bowl is cracked, refund please.", BOWL, intents=["damaged_item"], ref="SU-70015",
             expected={"outcome": "resolved", "refunds": [refund(cents(BOWL, "BWL-9", 1), "BWL-9", 1)], "returns": []}),
    ]
    assert_money_as_expected(tmp_path, cases)
