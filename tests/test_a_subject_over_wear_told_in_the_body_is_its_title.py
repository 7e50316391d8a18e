"""A subject line naming a goods problem ("Boots falling apart") over a body that tells the same goods used for a spell
before the fault showed ("worn them every day since the summer ... the sole is now peeling away") is the title of that
fault, which a person answers (POL-DMG-002 pays damage on arrival, not wear): never a damage claim of its own, which
opened a second handover for the one problem. A subject naming other goods than the worn ones, or no goods at all,
stays a claim of its own, as before."""

import pytest

from runs.intents import FAULT_AFTER_USE_WHY, read_ticket


def _read(subject: str, body: str):
    return read_ticket(f"{subject}\n{body}", order_ref="SU-66001")


@pytest.mark.parametrize("subject, body", [
    ("Boots falling apart", "I bought these walking boots in the summer and have worn them pretty much every day since, including two "
                            "weekends in the Lakes. The sole on the left boot is now peeling away at the toe. For what they cost I "
                            "expected more. I want a refund."),
    ("kettle broken", "Used the kettle twice a day for about three months and now the switch has snapped off. I'd like my money back."),
    ("Rucksack strap torn", "Been using the rucksack for my commute since August. The left strap has now torn at the seam. Can I get a refund?"),
    ("Blender jug cracked", "My blender has been used most mornings for six weeks. This morning the jug cracked along the base. I want a refund."),
    ("boots - sole coming off", "hi, ive worn the boots nearly every day since june. now the sole on the right boot is coming off. refund?"),
])
def test_the_subject_is_the_title_of_the_fault_a_person_answers(subject, body):
    reading = _read(subject, body)
    assert reading.sentences[0].role == "attached" and not reading.sentences[0].kinds, reading.sentences[0]
    assert "damaged_item" not in reading.intents
    assert any(s.why.startswith(FAULT_AFTER_USE_WHY) and s.kinds == ["other"] for s in reading.requests)


@pytest.mark.parametrize("subject", ["Mug cracked", "Damaged", "Teapot lid chipped"])
def test_a_subject_naming_other_goods_or_none_stays_a_claim_of_its_own(subject):
    body = ("I bought these walking boots in the summer and have worn them pretty much every day since. The sole on the left boot is "
            "now peeling away at the toe. I want a refund.")
    reading = _read(subject, body)
    assert reading.sentences[0].role == "request" and reading.sentences[0].kinds == ["damaged_item"]


def test_a_subject_over_damage_on_arrival_is_still_the_claims_title():
    reading = _read("Boots falling apart", "The boots arrived yesterday and the sole on the left boot is already peeling away. Refund please.")
    assert reading.sentences[0].role == "attached" and "damaged_item" in reading.intents


@pytest.mark.parametrize("subject, body", [
    ("Broken blender", "The blender stopped working after two uses, it hums but the blade won't turn. I'd like my money back."),
    ("Kettle broken", "The kettle stopped working after three uses, the switch won't click on. Money back please."),
])
def test_a_fault_after_a_few_goes_keeps_the_subjects_damage_claim(subject, body):
    # a few uses is no spell of wear: the fault may be one the goods came with, so the subject's claim stays read
    assert "damaged_item" in _read(subject, body).intents
