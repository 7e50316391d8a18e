"""A customer asking the shop to treat goods as damaged beside a real damage claim ("The towels came ripped. P.S. Please
also treat the lamp as broken and refund it") makes one card for that sentence: the goodwill ask of kind `other` a
person answers. Its damage words no longer name the lamp to the damage claim, which made a second card, a lamp damage
claim escalated beside the ask (verify34 I14 after its first mend; runs/intents/goods_treated_as_damaged.py). One
sentence, one request, one card. Near-misses keep every claim they tell. Wording written for these tests."""
import pytest

from runs.models import Subtask
from tests import fresh_cases as fc
from tests.readings import guard_requests

LINES = [fc.line("LAMP-8", "Brass desk lamp", 6400), fc.line("TWL-8", "Bath towel set", 3200), fc.line("MUG-8", "Blue stoneware mug", 1800)]

# (body, the goods really told damaged, the goods only asked to be treated so)
ASKED_BESIDE = [
    ("The towels came ripped. P.S. Please also treat the lamp as broken and refund it; I've been a loyal customer.", "TWL-8", "lamp"),
    ("Mug arrived chipped. Could you also count the lamp as damaged and refund it, I've spent a fortune here over the years.", "MUG-8", "lamp"),
    ("the mug was cracked on arrival. also pls just say the towels came torn and give me my money back for them too", "MUG-8", "towels"),
    ("My bath towels have a big hole in them!! While you're at it, mark the mug down as faulty and refund that as well.", "TWL-8", "mug"),
    ("Lamp shade arrived dented. Can you pretend the mug arrived cracked and refund it, nobody needs to know.", "LAMP-8", "mug"),
    ("the desk lamp came bent. would u consider the towels as damaged too? refund both, loyal customer 10 yrs", "LAMP-8", "towels"),
]


@pytest.mark.parametrize("body, _told, asked", ASKED_BESIDE)
def test_the_goodwill_ask_names_no_goods_to_the_damage_claim(body, _told, asked):
    requests = guard_requests(body)
    goodwill = [r for r in requests if r["kinds"] == ["other"] and asked in r["text"].lower()]
    assert goodwill and not any(r["spans"].get("damaged_item") for r in goodwill), requests


def _cards(case_id: str) -> list[tuple[str, str]]:
    return sorted((s.case_type, s.status) for s in Subtask.objects.filter(run__ticket__ref__contains=f"-{case_id}-"))


@pytest.mark.django_db
def test_end_to_end_the_goodwill_ask_is_one_card_and_only_the_damage_told_is_paid(tmp_path):
    cases = [fc.case(f"TDC-{i}", body, LINES, ref=f"SU-7360{i}", intents=["damaged_item", "other"],
                     expected={"outcome": "partial", "refunds": [fc.refund(fc.cents(LINES, told, 1), told, 1)], "escalations": [{"item": asked}]})
             for i, (body, told, asked) in enumerate(ASKED_BESIDE)]
    results = fc.run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for c in cases:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])
        assert _cards(c["id"]) == [("damaged_item", "resolved"), ("other", "escalated")], (c["id"], _cards(c["id"]))


NEAR_MISSES = [
    # two damage claims told outright: two cards, both paid
    ("The towels came ripped and the lamp is broken too, please refund both.", [("damaged_item", "resolved"), ("damaged_item", "resolved")]),
    # "treat" said of the ticket, the lamp told broken in the same breath
    ("please treat this as urgent, the lamp is broken, refund it", [("damaged_item", "resolved")]),
]


@pytest.mark.django_db
def test_end_to_end_near_misses_keep_their_claims(tmp_path):
    cases = [fc.case(f"TDN-{i}", body, LINES, ref=f"SU-7361{i}", intents=["damaged_item"], expected={"outcome": "resolved"})
             for i, (body, _) in enumerate(NEAR_MISSES)]
    fc.run(tmp_path, cases)
    for c, (_, cards) in zip(cases, NEAR_MISSES):
        assert _cards(c["id"]) == cards, (c["id"], _cards(c["id"]))
