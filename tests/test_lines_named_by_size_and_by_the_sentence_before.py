"""Which line a request is about: the sentence the screener attached before it ("Tried the scarf on,
not for me. I'd like to return it.") names it, and a size or model written with digits ("A3",
"50x70", "1m") tells two lines named alike apart. A size on no line, or a bare count, never does."""

import pytest

from runs.intents import read_ticket
from runs.ticket_lines import line_asked_about
from tests import fresh_cases as fc


def _line(descriptions: list[str], kind: str, body: str):
    order = {"order_ref": "SU-70001", "lines": [{"sku": f"L{i}", "description": d, "quantity": 1, "unit_price_cents": 1000}
                                                for i, d in enumerate(descriptions)]}
    line, why = line_asked_about(order, read_ticket("my order\n" + body, order_ref="SU-70001"), kind)
    return (line or {}).get("description"), why


@pytest.mark.parametrize("lines, body, named", [
    (["Wool scarf", "Leather gloves"],
     "Wore the wool scarf once and honestly the colour does nothing for me. I'd like to return it. The gloves I'm keeping.", "Wool scarf"),
    (["Denim jacket", "Cotton socks"], "so i tried the denim jacket on and it just isnt me tbh. can i send it back?", "Denim jacket"),
    (["Rattan basket", "Cotton throw"], "Got the rattan basket today and it's way smaller than I pictured, not for me. Can I return it?", "Rattan basket"),
])
def test_the_sentence_attached_before_a_return_request_names_its_line(lines, body, named):
    assert _line(lines, "change_of_mind", body) == (named, "")


def test_a_sentence_before_the_request_naming_two_lines_still_names_neither():
    named, why = _line(["Wool scarf", "Leather gloves"], "change_of_mind",
                       "Tried the wool scarf and the leather gloves on and neither is really me. I'd like to return it.")
    assert named is None and why


@pytest.mark.parametrize("lines, body, named", [
    (["Canvas print 30x40", "Canvas print 50x70"], "The 50x70 canvas print arrived with a torn corner, please refund it.", "Canvas print 50x70"),
    (["USB-C cable 2m", "USB-C cable 1m"], "the 1m cable is frayed at the plug end already. refund that one pls", "USB-C cable 1m"),
    (["Jigsaw puzzle 1000pc", "Jigsaw puzzle 500pc"], "The 500pc jigsaw puzzle came with the corner pieces snapped. Could you refund it?",
     "Jigsaw puzzle 500pc"),
])
def test_a_size_or_model_written_with_digits_tells_lines_named_alike_apart(lines, body, named):
    assert _line(lines, "damaged_item", body) == (named, "")


@pytest.mark.parametrize("body", ["The 200cm curtain is torn along the hem, please refund it.",
                                  "2 of the curtains are torn along the hem, please refund them."])
def test_a_size_on_no_line_or_a_bare_count_does_not_pick_between_lines(body):
    named, why = _line(["Linen curtain 140cm", "Linen curtain 240cm"], "damaged_item", body)
    assert named is None and "more than one line" in why


MIRRORS = [fc.line("MIR-A3", "Wall mirror A3", 2400), fc.line("MIR-A2", "Wall mirror A2", 3900)]
COATS = [fc.line("CT-M", "Wool coat", 12000), fc.line("HAT-1", "Knitted hat", 1800)]


@pytest.mark.django_db
def test_the_offline_agent_pays_the_line_the_size_names_and_returns_the_line_named_before(tmp_path):
    got = fc.run(tmp_path, [
        fc.case("F10-L1", "Hello, the A2 wall mirror on SU-70001 turned up with its glass cracked. The A3 one is perfect. Refund for the A2 please.",
                MIRRORS, intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(MIRRORS, "MIR-A2", 1), "MIR-A2", 1)]}),
        fc.case("F10-L2", "I've tried the wool coat on and it's too heavy for me really. I would like to return it. "
                "Hat stays with me!", COATS, intents=["change_of_mind"],
                expected={"outcome": "resolved", "returns": [{"kind": "return", "sku": "CT-M"}]}),
    ])
    assert got["F10-L1"]["passed"] and got["F10-L2"]["passed"], (got["F10-L1"]["differences"], got["F10-L2"]["differences"])
