"""Four leftovers of the last landing, each a class of wording (wording written for these tests):

1. a problem believed and said not so after a dash, a colon, "turned out to be", "nvm", "false alarm", "scratch that" or
   in the next sentence ("It looked scratched - only the protective film, it peeled off") is no claim
   (runs/intents/problem_thought_not_so.py);
2. a claim told plainly and taken back only in a LATER sentence ("The lamp arrived cracked. Actually never mind, it was a
   reflection on the glass, it's fine.") is no claim, and the guard's own reading holds its refund whatever the screener
   read (runs.guards.taken_back_after, POL-175);
3. an earlier purchase told as context beside a claim on this one ("The one before this was perfect, but this one
   arrived ...") names no other goods: the claim is this order's (runs/goods_heads.py); the earlier goods' own problem
   ("the one before this arrived cracked too") is still another order's;
4. a subject line of several pieces ("Kettle + missing parcel") is read piece by piece when the body says its delivery
   problem is over (runs/intents/subject_problem_over.py)."""

import pytest

from runs.goods_heads import goods_heads
from runs.guards import settled_against
from runs.intents import read_ticket
from runs.intents.problem_thought_not_so import taken_back_later, thought_not_so
from runs.intents.reading import SUBJECT_SETTLED_WHY, THOUGHT_NOT_SO_WHY
from tests import fresh_cases as fc

_GOODS_KINDS = {"damaged_item", "wrong_item", "non_delivery"}


def _read(body: str, subject: str = "my order"):
    return read_ticket(f"{subject}\n{body}", order_ref="SU-70001")


def _dump(reading) -> list:
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


def _asks_goods(reading) -> bool:
    return bool(set(reading.intents) & _GOODS_KINDS) or any(s.role == "request" and set(s.kinds) & _GOODS_KINDS for s in reading.sentences)


# 1. believed, then said not so, in the punctuation and words customers use
BELIEVED_NOT_SO = [
    "It looked scratched - only the protective film, it peeled off",                       # a dash, "it peeled off" after
    "It looked scratched. Only the protective film, it peeled off.",                       # the undoing in a following sentence
    "The lamp shade looked torn: just a bit of loose thread. All good",                    # a colon
    "thought the lamp was broken nvm it was the plug",                                     # terse, "nvm"
    "I was sure the lamp was chipped. scratch that, it was a crumb",                       # "scratch that"
    "i thought it was broken... nvm, works now",                                           # texting
    "The base looked dented - turned out to be a shadow from the packaging.",              # "turned out to be"
    "My wife said the lamp was dead. false alarm, she had the wall switch off",            # another's word, "false alarm"
    "I think the lamp is crack. No - only the reflection of the window, sorry",            # learner English
    "The glass looked cracked \u2014 just a reflection, it's fine",                         # an em dash
]


@pytest.mark.parametrize("body", BELIEVED_NOT_SO)
def test_a_problem_believed_and_said_not_so_after_a_dash_a_colon_or_in_the_next_sentence_asks_nothing(body):
    reading = _read(body)
    assert not _asks_goods(reading), _dump(reading)
    # (read as context by this reader or another: "the customer takes it back in the next sentence", a call-off)
    assert any(s.role == "context" for s in reading.sentences[1:]), _dump(reading)


@pytest.mark.parametrize("sentence", [
    "It looked scratched - only the protective film, it peeled off",
    "The glass looked cracked \u2014 just a reflection, it's fine",
    "thought the lamp was broken nvm it was the plug",
    "The lamp looked marked, only some dust, it wiped right off",
])
def test_the_guard_reads_the_dashed_and_called_off_beliefs_as_not_so(sentence):
    assert thought_not_so(sentence)


STILL_CLAIMED = [
    "I think the lamp is cracked - only the base though",                      # where the problem is, no undoing
    "It looked fine in the box - only the base is cracked",                    # the problem after the dash
    "I thought it was only the film - the paint peeled off",                   # goods come away, not a covering
    "It looked scratched - only the protective film, but the base is dented",  # a problem told after the undoing
    "I thought it was just the film - but no, it's a real scratch",            # found real after all
]


@pytest.mark.parametrize("body", STILL_CLAIMED)
def test_a_problem_placed_found_real_or_told_after_the_dash_is_still_claimed(body):
    reading = _read(body)
    assert "damaged_item" in reading.intents, _dump(reading)
    assert not any(s.why == THOUGHT_NOT_SO_WHY for s in reading.sentences), _dump(reading)


# 2. told plainly, taken back in a later sentence
TAKEN_BACK_LATER = [
    "The lamp arrived cracked. Actually never mind, it was a reflection on the glass, it's fine.",
    "lamp is broken!!! Sorry, false alarm. My husband had switched it off at the wall.",
    "The lamp came with a big scratch. My mistake, it was the protective film. It peeled right off.",
    "the lamp is not working. i was wrong, it wasnt plugged in properly, sorry for trouble",
    "The lamp arrived cracked. There's no crack after all, just a hair.",
    "Hello, the lamp is arrive with broken shade. Sorry, I am mistaken, the shade is only folded for the box. Please ignore my message.",
    "Lamp base is dented!! ugh. Oh wait, false alarm - it's just the shadow from the packaging, the base is perfect.",
    "The lamp arrived cracked. I'm so angry. Actually nvm - it's just the reflection of the window on the glass.",
]

STILL_CLAIMED_LATER = [
    "The lamp arrived cracked. Never mind, please just refund it.",                               # a remedy asked after
    "The lamp arrived cracked. My bad, the crack is real and it's getting worse.",                # found real
    "The lamp arrived cracked. I thought the mug was chipped too, but my mistake, it was a crumb.",  # other goods' belief undone
    "The lamp arrived cracked. The mug: never mind, that's fine.",                                # other goods named before
    "The lamp arrived cracked. Ignore my earlier email.",                                         # an earlier message set aside
    "The lamp arrived cracked. Turns out it was only a reflection. But the shade is torn.",       # a problem told after
]


def _split(body: str) -> list[str]:
    return [s.text for s in _read(body).sentences[1:]]


@pytest.mark.parametrize("body", TAKEN_BACK_LATER)
def test_a_claim_taken_back_in_a_later_sentence_asks_nothing(body):
    reading = _read(body)
    assert not _asks_goods(reading), _dump(reading)
    assert taken_back_later(_split(body), 0)


@pytest.mark.parametrize("body", STILL_CLAIMED_LATER)
def test_a_claim_a_later_sentence_does_not_take_back_is_still_claimed(body):
    reading = _read(body)
    assert "damaged_item" in reading.intents, _dump(reading)
    assert not taken_back_later(_split(body), 0)


_ORDER = {"order_ref": "SU-70001", "lines": [{"sku": "LMP-1", "description": "Brass table lamp", "quantity": 1, "unit_price_cents": 6400},
                                             {"sku": "MUG-1", "description": "Stoneware mug", "quantity": 1, "unit_price_cents": 2400}]}
_LAMP_REFUND = {"case_type": "damaged_item", "action": "refund", "lines": [{"sku": "LMP-1", "quantity": 1}]}


@pytest.mark.parametrize("claim, later", [
    ("The lamp arrived cracked.", "Actually never mind, it was a reflection on the glass, it's fine."),
    ("The lamp came with a big scratch.", "My mistake, it was the protective film."),
    ("lamp is broken!!!", "Sorry, false alarm."),
    ("The brass lamp arrived dented.", "Oh wait - scratch that, it's just the light."),
    ("The lamp arrived cracked.", "There's no crack after all, just a hair."),
    ("my lamp dont work", "pls ignore my message, sorry"),
])
def test_the_guard_holds_a_refund_whose_claim_a_later_sentence_takes_back_whatever_the_screener_read(claim, later):
    # the screener's reading aside: as if it had read the claim as asking and the later sentence as a plain statement,
    # told after the last request, or before the next one
    after = [{"text": claim, "kinds": ["damaged_item"], "spans": {}, "told_after": [later]}]
    assert settled_against(_LAMP_REFUND, _ORDER, after) == [claim]
    before_next = [{"text": claim, "kinds": ["damaged_item"], "spans": {}},
                   {"text": "When will the mug be back in stock?", "kinds": ["other"], "spans": {}, "told": [later]}]
    assert settled_against(_LAMP_REFUND, _ORDER, before_next) == [claim]


@pytest.mark.parametrize("claim, later", [
    ("The lamp arrived cracked.", "Never mind, please just refund it."),
    ("The lamp arrived cracked.", "The mug: never mind, that's fine."),
    ("The lamp arrived cracked.", "Ignore my note on the mug, that's fine."),
    ("The lamp arrived cracked.", "My bad, the crack is real and it's getting worse."),
    ("The lamp arrived cracked.", "Ignore my earlier email."),
])
def test_the_guard_pays_a_claim_no_later_sentence_takes_back(claim, later):
    asked = [{"text": claim, "kinds": ["damaged_item"], "spans": {}, "told_after": [later]}]
    assert settled_against(_LAMP_REFUND, _ORDER, asked) == []


# 3. an earlier purchase told beside the claim on this order
@pytest.mark.parametrize("sentence", [
    "The one before this was perfect, but this one arrived with a cracked lid",
    "the one before this arrived cracked too",
    "The one I had before this was grand, this one though arrived with the lid in two pieces!!",
    "the one before dis was perfect but this one is arrive with crack in the lid",
])
def test_a_pointing_word_or_a_though_names_no_goods(sentence):
    assert not {"this", "dis", "though"} & set(goods_heads(sentence))


POT = [fc.line("TPT-1", "Glazed teapot", 4200)]
_PAID = [fc.refund(fc.cents(POT, "TPT-1", 1), "TPT-1", 1)]


@pytest.mark.django_db
def test_end_to_end_an_earlier_purchase_told_as_context_pays_this_orders_claim_and_its_own_problem_pays_nothing(tmp_path):
    this_one = [
        "The one before this was perfect, but this one arrived cracked.",
        "the previous one was fine, but this one came smashed. refund pls",
        "My last teapot from you was lovely, this one arrived cracked.",
        "The one I had before this was grand, this one though arrived in two pieces!!",
        "the one before dis was perfect but this one is arrive with big crack in the side, very sad",
        "Hello, the one before this was perfect, thank you. Sadly this one arrived cracked right through.",
    ]
    cases = fc.damage_claims("EP", "SU-7330", POT, this_one, _PAID)
    # the part told damaged: the same as the claim told alone (a person decides a part of one unit), no other order
    lid = fc.case("EP-LID", "The one before this was perfect, but this one arrived with a cracked lid", POT, intents=["damaged_item"],
                  expected={"outcome": "escalated", "refunds": []}, ref="SU-73390")
    plain = fc.case("EP-LID-ALONE", "This one arrived with a cracked lid", POT, intents=["damaged_item"],
                    expected={"outcome": "escalated", "refunds": []}, ref="SU-73391")
    earlier = fc.none_paid("EPN", "SU-7340", POT, [
        "the one before this arrived cracked too",
        "The previous one arrived with a cracked lid as well.",
        "The one I bought before this came chipped, can I get a refund for it?",
    ], ["damaged_item"])
    results = fc.run(tmp_path, [*cases, lid, plain, *earlier])
    assert results[""]["guard_violations"] == 0 and results[""]["silent_drops"] == 0
    for c in [*cases, lid, plain, *earlier]:
        money = [d for d in results[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of", "outcome"))]
        assert not money, (c["id"], results[c["id"]]["differences"])
    # the lid told beside the earlier purchase is held for the part, never for another order's goods
    assert "another order" not in " ".join(results["EP-LID"]["differences"]), results["EP-LID"]["differences"]


# 4. every piece of the subject line
@pytest.mark.parametrize("subject, body", [
    ("Kettle + missing parcel", "Please ignore my earlier message, it arrived after all."),
    ("Kettle + late delivery", "Please ignore my earlier message, it arrived after all."),
    ("Re: kettle + parcel never arrived", "Please ignore my earlier message, it arrived after all."),
    ("Lamp order + not delivered", "Good news, the box showed up at my neighbour's in the end. Can you tell me if the lamp has a warranty?"),
    ("kettle + parcel missing", "update: it turned up this morning after all, sorry for the bother"),
    ("SU-70001 + lamp + parcel never came", "Found it!! the parcel turned up behind the bins after all. thanks anyway"),
])
def test_a_delivery_problem_in_any_piece_of_the_subject_the_body_says_is_over_asks_nothing(subject, body):
    reading = _read(body, subject)
    assert not {"non_delivery", "late_delivery"} & set(reading.intents), _dump(reading)
    assert any(s.why == SUBJECT_SETTLED_WHY for s in reading.sentences), _dump(reading)


@pytest.mark.parametrize("subject, body, kind", [
    ("Kettle + late delivery", "It finally arrived today, a week late.", "late_delivery"),
    ("Kettle + missing parcel", "Still no sign of it, where is it?", "non_delivery"),
    ("Kettle + parcel never arrived", "Has it turned up at your depot?", "non_delivery"),
])
def test_a_delivery_problem_in_a_later_piece_the_body_does_not_end_stands(subject, body, kind):
    assert kind in _read(body, subject).intents, _dump(_read(body, subject))


LAMP = [fc.line("LMP-1", "Brass table lamp", 6400)]


@pytest.mark.django_db
def test_end_to_end_nothing_is_paid_for_a_claim_said_not_so_and_the_real_ones_are_paid(tmp_path):
    cases = fc.none_paid("UND", "SU-7150", LAMP, BELIEVED_NOT_SO[:6], []) + fc.none_paid("UNL", "SU-7151", LAMP, TAKEN_BACK_LATER[:6], [])
    cases += fc.damage_claims("UND-R", "SU-7160", LAMP, [
        "I think the lamp is cracked - only the base though, refund please",
        "The lamp arrived cracked. Never mind, please just refund it.",
        "The lamp arrived cracked. Ignore my earlier email.",
        "It looked scratched - only the protective film, but the lamp base is dented",
    ], [fc.refund(fc.cents(LAMP, "LMP-1", 1), "LMP-1", 1)])
    fc.assert_money_as_expected(tmp_path, cases)
