"""A return asked of several goods with some struck on a second thought: the struck goods are held from going back (the
guard refuses their return), the rest still go back (the return stays asked). Struck goods that were all the return named
withdraw the return whole; the striking words said of something else strike nothing. Wording written for these tests:
other voices, typos, the striking sentence first or last, goods struck by their colour or their head noun."""

import pytest

from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.ticket_lines import asking_only, forbids_decision

COAT = {"sku": "COAT-7", "description": "Wool overcoat, navy", "quantity": 1, "unit_price_cents": 12900}
SCARF = {"sku": "SCF-3", "description": "Cashmere scarf, camel", "quantity": 1, "unit_price_cents": 4500}
GLOVES = {"sku": "GLV-9", "description": "Leather gloves", "quantity": 1, "unit_price_cents": 3200}
ORDER = {"order_ref": "SU-80412", "lines": [COAT, SCARF, GLOVES], "charges": [], "refunds": []}


def _read(body: str) -> list[dict]:
    return request_dicts(read_ticket(f"Return SU-80412\n{body}", order_ref="SU-80412"), "SU-80412")


def _held(body: str) -> set[str]:
    requests = _read(body)
    held = set()
    for line in ORDER["lines"]:
        decision = {"case_type": "change_of_mind", "action": "return", "lines": [{"sku": line["sku"], "quantity": 1}]}
        if any(forbids_decision(ORDER, decision, "change_of_mind", r["text"], r.get("forbids", []), False, r.get("forbid_kinds", []))
               for r in requests if r.get("forbids")):
            held.add(line["sku"])
    return held


def _return_asked(body: str) -> bool:
    return any("change_of_mind" in r["kinds"] for r in asking_only(_read(body)))


@pytest.mark.parametrize("body, struck", [
    # a polite long one, struck by the head noun
    ("Hello, I'd be grateful if you could take back the wool overcoat and the cashmere scarf, neither has been worn. "
     "Having slept on it, leave out the overcoat please - my husband has decided he likes it after all.", {"COAT-7"}),
    # a hurried one with slips
    ("can i send bak the scarf and the gloves. actually forget the gloves my sister wants em", {"GLV-9"}),
    # struck by its colour
    ("I want to return the navy coat and the camel scarf. On second thought skip the navy one, I'll hang on to it.", {"COAT-7"}),
    # three goods, one struck, the list joined by commas
    ("Please arrange a return for the coat, the scarf and the gloves. Oh wait, scratch the scarf - it's a gift for my mum.", {"SCF-3"}),
    # the strike in a paragraph of its own words, what stays named after "just"
    ("Id like to return the overcoat and the gloves please. Hmm actually leave out the overcoat, just the gloves.", {"COAT-7"}),
    # blunt, struck with "strike"
    ("Returning the scarf and the gloves. Strike the scarf, keeping it.", {"SCF-3"}),
])
def test_the_struck_goods_are_held_and_the_rest_still_go_back(body, struck):
    assert _held(body) == struck
    assert _return_asked(body)


@pytest.mark.parametrize("body", [
    "I'd like to return the wool overcoat. On second thoughts, skip the overcoat, I'll keep it.",
    "can i send back the scarf? actually forget the scarf, my sister wants it",
    "Please arrange a return for the gloves. Oh wait, scratch the gloves - they fit my son.",
])
def test_struck_goods_that_were_all_the_return_named_withdraw_it(body):
    assert not _return_asked(body)


@pytest.mark.parametrize("body", [
    # the words strike nothing: said of the label, not at a clause's start
    "I'd like to return the overcoat and the scarf. When you print the label please don't skip the overcoat.",
    # a whole return of several goods
    "Please take back the coat, the scarf and the gloves, all unworn with tags.",
    # "just" keeps nothing out when nothing is struck
    "Can I return just the scarf and the gloves?",
])
def test_nothing_struck_holds_nothing(body):
    assert _held(body) == set()
    assert _return_asked(body)
