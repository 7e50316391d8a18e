"""A coating, finish, enamel or paint peeling is damage to the goods: "the saucepan has the same peeling", "the coating
is peeling off the pan", "the enamel is peeling on the casserole", "peeling paint on the stool". Only "peeled off" was a
damage cue, so a claim told in these words was never read: after a settled one ("The frying pan was refunded last week
because the coating peeled (thanks). The saucepan has the same peeling.", verify33 G14) the saucepan's $37.80 was lost.

Not this: a label, tag, sticker or tape peeling ("the label is peeling", "some peeling on the sticker"), which is what the
goods came in, not the goods (wrapping_came_off.py reads the subject of a bare "peeling" as it reads "peeled off"); nor
peeling food or a sticker by hand ("I was peeling the apples", "peeling the price tag off")."""

from __future__ import annotations

from .wrapping_came_off import WRAPPING

_FINISH = (r"(?:coating|coatings|finish|enamel|enamelling|paint|paintwork|non-?stick|teflon|veneer|plating|glaze|lacquer|varnish|laminate|"
           r"chrome|gilding|gilt|lining|surface|powder[- ]coat(?:ing)?|print|leather|faux\s+leather|pleather|vinyl)")
_PEEL = r"peel(?:s|ed|ing)?"
# (not peeled by hand: "I was peeling the apples", "we peeled the film off"; nor a label's peeling: "peeling on the label")
_NOT_BY_HAND = (r"(?<!\bi )(?<!\bwe )(?<!\bi was )(?<!\bwe were )(?<!\bi've )(?<!\bi'm )(?<!\bjust )")
_NOT_WRAPPING_AFTER = rf"(?!\s+(?:on|of|off|from|to|at)\s+(?:the\s+|its\s+|a\s+|my\s+|that\s+)?(?:\w+\s+)?{WRAPPING}\b)"

PEELING_TOLD = (
    # the finish told peeling: "the coating is peeling off the pan", "the enamel's peeled on the rim", "paint peeling everywhere"
    rf"\b{_FINISH}\b(?:['’]s)?[^.!?,;]{{0,25}}?\b{_PEEL}\b",
    # ...or told after it: "peeling paint on the stool", "a peeled patch of coating", "peeling of the enamel"
    rf"{_NOT_BY_HAND}\b(?:peeling|peeled)\s+(?:(?:off|away|of|patch(?:es)?\s+of|bits?\s+of)\s+)?(?:the\s+|its\s+)?(?:\w+\s+)?{_FINISH}\b",
    # peeling named as the goods' problem: "the saucepan has the same peeling", "some peeling already", "it's peeling"
    rf"\b(?:the\s+same|same|some|bad|badly|lots\s+of|a\s+lot\s+of|a\s+bit\s+of|visible|obvious|more|bits\s+of)\s+peeling\b{_NOT_WRAPPING_AFTER}",
    rf"\b(?:is|are|was|were|been|it's|its|they're|started|starting|begun|began|keeps?|kept)\s+(?:already\s+|all\s+|badly\s+|really\s+|just\s+)?"
    rf"peel(?:ing|ed)\b(?!\s+(?:the|a|an|my|some|it|them|this|that|these|those|potatoes|apples|oranges|fruit|veg\w*)\b){_NOT_WRAPPING_AFTER}",
)
