"""Goods named alone, as a label over a claim that names none: the subject "wine carafe" over "Smashed. Refund.", a
sentence "Teapot lid." before "Cracked on arrival, refund pls". The damage is told of nothing named, so it was read as
the line's, and on an order of one stoneware mug the mug was paid (a terse-claims round: goods named after a colon, in
the subject only, ...). The goods the claim is about are the label's: the line when it names the line ("Mug" over
"Smashed"), other goods when it names other goods, and a person asks which.

A label is only a bare noun group, the whole sentence: up to three words, a determiner or a count before them, nothing
else. Words that label the mail or greet ("Complaint", "Urgent", "Order SU-81001", "Hello team", "Damaged item",
"Refund request") name no goods, nor does anything with a verb in it ("Not happy", "Arrived smashed"); the callers judge
the head as they judge any goods named (a part, a count, the parcel, the line's own words)."""

from __future__ import annotations

import re

from .goods_phrases import names_a_material, only_a_material, says_a_kind

_LABEL = re.compile(r"^\W*(?:(?:re|fw|fwd)\s*:\s*)?(?:(?:the|my|a|an|our|one|two|three|\d{1,2})\s+)?"
                    r"(?P<group>(?:[a-z][a-z-]*\s+){0,2}[a-z][a-z-]*)(?:\s*\(?x\s?\d{1,2}\)?)?[\s.!?:;,)\-–—]*$", re.I)
# Words of a mail's label, a greeting, a claim's kind or its remedy: never the goods a label names.
_NOT_A_LABEL = frozenset("""
help urgent hello hi hey hiya dear team thanks thank please pls asap complaint complaints feedback question questions query
queries issue issues problem problems return returns refund refunds update status support service info information attention
important ticket claim claims account enquiry inquiry request requests regarding morning afternoon evening day night today
yesterday week everyone all sir madam customer follow disappointed unhappy again still waiting order orders delivery parcel
package item items goods product products purchase stuff thing things damage damaged broken cracked smashed faulty missing wrong
late chipped dented torn ripped arrival arrived received delivered shipping postage money charge charged twice refunded
replacement replace exchange swap cancel cancellation review rating comment comments note
not no yes very so too really just what why how where when who it this that mine them they me you we us my your
happy sad angry upset gutted annoyed fuming terrible awful poor bad shocking rubbish gone lost never ok okay fine
""".split())


def goods_labelled(sentence: str) -> str:
    """The noun group a sentence is, when it is only a label naming goods ("wine carafe", "Re: teapot lid"); "" otherwise."""
    m = _LABEL.match(sentence.strip())
    if not m:
        return ""
    words = m.group("group").split()
    # (the head says a kind of goods, or is a material with its kind before it: "wine glass", never "glass" alone)
    head_goods = says_a_kind(words[-1]) or (names_a_material(words[-1]) and not only_a_material(m.group("group")))
    if any(w.lower() in _NOT_A_LABEL for w in words) or not head_goods:
        return ""
    return m.group("group")
