"""Pressure put on an ask: a deadline ("in the next hour", "by Friday", "today"), a refusal to wait ("I'm not waiting on an
investigation"), a chargeback threatened ("or I'm filing a chargeback"), or menace alone ("Don't test me.", "FINAL
WARNING", "I mean it").

It tells how strongly the claim beside it is asked and asks the shop for nothing of its own. Read as asks, "I WANT THIS
SORTED IN THE NEXT HOUR.", "Don't test me." and "Refund it today or I'm filing a chargeback, ..." each went to a person
as a request of kind `other` beside the damage claim they pressed (adv26, ADV26-23), and "Full refund please, I'm not
waiting on an investigation." beside a lost parcel (ADV26-14): a person was asked one thing more, and the run that
could close partial was escalated. The sentence is read without the pressure: what it still asks is judged as ever
(the claim's remedy attaches to the claim; something else goes to a person), and a sentence that asks nothing
once the pressure is out is context. A person still reads every threat to a bank or a regulator the run page shows.

Near-misses: "Could you send it by Friday?" or "I'd like it to be collected by Friday" asks a date for the work asked,
which a person reads (only today's end is read as pressure); "I can't wait to use it" is delight; "don't test the kettle before I send it back?" is a question about the
goods; "Please call me today" still asks a call."""

from __future__ import annotations

import re

# (only today's end: "collected by Friday" is when the work asked is wanted, which a person reads)
_DAYS = r"(?:today|tonight|the\s+end\s+of\s+(?:the\s+|to)?day|close\s+of\s+business|eod|cob)"
_SPAN = r"(?:\d+|an?|one|two|three|four|five|six|seven|24|48|72|twenty[\s-]four|forty[\s-]eight)\s+(?:hours?|hrs?|days?|minutes?|mins?|working\s+days?|business\s+days?)"
# A deadline or urgency on the ask: "in the next hour", "within 24 hours", "by end of day", "today", "right now", "ASAP".
_DEADLINE = re.compile(
    rf"(?:\s*,\s*|\s+)?\b(?:(?:in|within)\s+(?:the\s+next\s+)?{_SPAN}|(?:in|within)\s+the\s+next\s+(?:hour|day|minute)|(?:by|before)\s+{_DAYS}"
    r"|no\s+later\s+than\s+\w+|today|tonight|right\s+now|right\s+away|immediately|asap|a\.s\.a\.p\.?|straight\s+away|at\s+once"
    r"|this\s+(?:minute|instant|second|very\s+day)|(?:and\s+)?(?:not|no)\s+(?:tomorrow|next\s+week|later))\b\.?", re.I)
# A refusal to wait or to be looked into: "I'm not waiting on an investigation", "I will not wait weeks", "I refuse to wait".
_NO_WAITING = re.compile(
    r"(?:[,;:]\s*|\s+[-–—]\s*|\s+)?\b(?:(?:i|we)(?:'m|’m|\s+am|'re|’re|\s+are)?\s+(?:not|never)\s+(?:going\s+to\s+|prepared\s+to\s+|willing\s+to\s+)?"
    r"(?:wait(?:ing)?|sit(?:ting)?\s+around)|(?:i|we)\s+(?:won'?t|will\s+not|refuse\s+to)\s+(?:wait|sit\s+around)|no\s+more\s+waiting)"
    r"\b[^.!?]*", re.I)
# A chargeback or a dispute threatened in a clause after the ask: "or I'm filing a chargeback, reporting you to ...".
_CHARGEBACK = re.compile(
    r"(?:[,;:]\s*|\s+[-–—]\s*|\s+)(?:or(?:\s+else)?|otherwise|else|if\s+not)\s*,?\s*(?:(?:i|we)(?:'ll|’ll|'m|’m|\s+will|\s+am|\s+shall)?\s+)?"
    r"(?:(?:be|just|straight|simply|going\s+to|gonna)\s+)*(?:fil(?:e|ing)|rais(?:e|ing)|open(?:ing)?|start(?:ing)?|do(?:ing)?|issu(?:e|ing)|"
    r"request(?:ing)?|put(?:ting)?\s+in)\s+(?:a\s+|the\s+)?(?:chargeback|charge-back|dispute|claim\s+with\s+my\s+(?:bank|card))\b[^.!?]*"
    r"|(?:[,;:]\s*|\s+)or\s+else\b\W*$", re.I)
# Menace alone, the whole sentence: "Don't test me.", "I mean it.", "FINAL WARNING", "You have been warned."
_MENACE = re.compile(
    r"^\W*(?:(?:and|so|but)\s+)?(?:(?:don'?t|do\s+not)\s+(?:test|push|try|mess\s+with|play\s+with)\s+me|i\s+(?:mean|meant)\s+it|"
    r"(?:i'?m|i\s+am|im)\s+not\s+(?:joking|kidding|messing\s+(?:about|around)|playing(?:\s+games)?|bluffing)|you(?:'ve|\s+have)\s+been\s+warned|"
    r"(?:this\s+is\s+(?:your|a)\s+|consider\s+this\s+(?:your|a)\s+)?(?:final|last)\s+(?:warning|chance|notice)|"
    r"(?:i'?ve|i\s+have)\s+had\s+enough|enough\s+is\s+enough|(?:my\s+)?patience\s+(?:is\s+|has\s+)?(?:running\s+out|run\s+out|gone|wearing\s+thin))"
    r"(?:\s+(?:now|already|here))?\W*$", re.I)

PRESSURE_WHY = ("pressure on the claim beside it (a deadline, a refusal to wait, a chargeback threatened, menace): it asks the shop "
                "for nothing of its own")


def without_pressure(text: str) -> str:
    """The sentence with its deadlines, refusals to wait and chargeback threats taken out ("Refund it today or I'm filing a
    chargeback" is "Refund it"); a sentence of menace alone comes back empty."""
    if _MENACE.match(text):
        return ""
    out = _CHARGEBACK.sub(" ", text)
    out = _NO_WAITING.sub(" ", out)
    out = _DEADLINE.sub(" ", out)
    return re.sub(r"\s+([.,!?;:])", r"\1", re.sub(r"\s+", " ", out)).strip()
