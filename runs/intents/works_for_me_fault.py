"""Goods that "don't work for me" with a fault told beside it: "It doesn't work for me at all, the screen stays black",
"the kettle doesn't work for me, no power at all", "sadly the lamp does not work for me - nothing happens when I flick
the switch", "DOESNT WORK FOR ME!!! screen stay black whatever i do" (the fault told in the sentence beside it).
"doesn't work for me" is a change-of-mind cue ("this style just doesn't work for me": goods unsuited), so
the goods that do not work were read as unwanted, a return booked at the customer's cost, or read as both a fault and a
change of mind. Where the sentence tells how the goods fail (a fault the tables read, or a symptom: no sound, no
power, nothing happens, a dead or blank screen) and no word of taste, the goods do not work: a fault (damaged_item).

Near-misses, read as before: a day or a plan ("Tuesday doesn't work for me": plans_not_goods.py), goods unsuited ("this
style just doesn't work for me", "the colour doesn't work for me", "It doesn't work for me, it's too big for the
room"), and "It doesn't work for me at all" told alone (no fault shown: the customer's words decide nothing more)."""

from __future__ import annotations

import re

from .unsuited_not_broken import _TASTE

# the change-of-mind cue's words of not suiting the customer: "doesn't work for me", "didnt really work for us"
_FOR_ME = re.compile(r"\b(?:didn'?t|doesn'?t|does\s+not|did\s+not|don'?t|do\s+not)\s+(?:really\s+)?work\s+(?:for|with)\s+(?:me|us)\b", re.I)
# what shows the goods fail, told without a word the tables read as damage: "no sound", "no power at all", "nothing
# happens", "nothing lights up", "not even turn on", "an error code"
_SYMPTOM = re.compile(
    r"\bno\s+(?:sound|power|picture|image|light|signal|heat|response|display|charge|life|signs?\s+of\s+life|audio|noise|airflow|suction)\b"
    r"|\bnothing\s+(?:at\s+all\s+)?(?:happens|happened|comes?\s+on|came\s+on|lights?\s+up|lit\s+up|turns?\s+on|works|worked|shows|showed|appears|appeared)\b"
    r"|\bnot\s+even\s+(?:turn|switch|power|light|charge|start)\w*|\berror\s+(?:message|code|light)s?\b|\b(?:totally|completely)\s+dead\b", re.I)


def fault_not_unsuited(text: str, spans: dict[str, list[tuple[int, int]]],
                       beside: list[tuple[str, dict[str, list[tuple[int, int]]]]] = ()) -> dict[str, list[tuple[int, int]]]:
    """`spans` with a change-of-mind "doesn't work for me" read as a fault where the sentence shows the goods failing (a
    symptom, or a damage hit of the tables' own outside those words) and tells no taste; or where a sentence `beside` it
    (its text and spans: the one before or after in its paragraph) shows a fault and tells no taste."""
    if "change_of_mind" not in spans or _TASTE.search(text):
        return spans
    shown_beside = any(not _TASTE.search(t) and (_SYMPTOM.search(t) or "damaged_item" in s) for t, s in beside)
    faults = [h for h in spans["change_of_mind"] if _FOR_ME.fullmatch(text, *h)
              and (shown_beside or _SYMPTOM.search(text) or any(not (a < h[1] and h[0] < b) for a, b in spans.get("damaged_item", [])))]
    if not faults:
        return spans
    out = {k: list(v) for k, v in spans.items()}
    if kept := [h for h in out.pop("change_of_mind") if h not in faults]:
        out["change_of_mind"] = kept
    out["damaged_item"] = sorted({*out.get("damaged_item", []), *faults})
    return out
