"""A line's description said of several units keeps a plural it already has: "2 ribbed glass tumblers", never "2 ribbed
glass tumblerses" (the reply of ver30a V30-14); a singular head gets its ending before any comma ("velvet cushion
covers, mustard", never "velvet cushion cover, mustards"). Wording written for these tests."""

import pytest

from runs.models import Run
from runs.plural_names import plural
from tests import fresh_cases as fc

CASES = [
    ("ribbed glass tumblers", "ribbed glass tumblers"),
    ("stoneware mugs, set of 4", "stoneware mugs, set of 4"),
    ("long matches, box", "long matches, box"),
    ("crystal wine glass", "crystal wine glasses"),
    ("velvet cushion cover, mustard", "velvet cushion covers, mustard"),
    ("bento lunch box", "bento lunch boxes"),
    ("bath towel, sage", "bath towels, sage"),
    ("wooden dish brush", "wooden dish brushes"),
    ("canvas tote", "canvas totes"),
]


@pytest.mark.parametrize("name, said", CASES)
def test_the_plural_of_a_description(name, said):
    assert plural(name) == said


@pytest.mark.django_db
def test_the_reply_names_the_missing_units_once_plural(tmp_path):
    tumblers = [fc.line("TB-8", "Ribbed glass tumblers", 1000, 8)]
    case = fc.case("PL-1", "Ordered 8 tumblers, only 6 in the box. Please send the other 2 or refund them.", tumblers, ref="SU-72201",
                   intents=["non_delivery"], expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": "tumbler"}]})
    results = fc.run(tmp_path, [case])
    replies = [e.payload["request"]["body"] for run in Run.objects.all() for e in run.events.filter(kind="effect_requested")
               if e.payload.get("name") == "send_reply"]
    assert results[""]["silent_drops"] == 0 and replies and "2 ribbed glass tumblers missing" in replies[-1] and "tumblerses" not in replies[-1]
