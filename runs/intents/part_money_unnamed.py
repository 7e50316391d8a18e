"""Part of the money asked without a figure: "refund me a bit for it", "a few quid back", "a couple of dollars back would
be fine", "a little something back would be fair", "just something for the trouble", "a small goodwill refund", "a small
discount would make it right", "a discount on this order would be appreciated". Each asks for less than the line and
leaves the amount open, so it is a person's to decide as surely as "half its price" is (runs/part_money_asked.py); read
as the claim's own refund, the whole line was paid (issue #11, partmoney: 13 tickets, $1,137.84).

These are the amounts and the money nouns; part_money_wishes.py reads them in a wish's frame ("would be fair", "I'll
take", "could I get", "if you refund ... I'll keep it"), so a figure told as a fact asks nothing ("the colour is a bit
off", "something's off with the lid", "send something back").

Never part of the money here: compensation on top of the claim's refund ("refund it, and something for the trouble would
be nice": the refund is asked whole; the extra goes to a person as money beyond a policy remedy, unread.py), money off a
later order or as a code (part_money_wishes.py, _NOT_THIS_MONEY), a discount had at checkout ("I got a discount when I
bought it": no wish frame), and "something" sent or posted back (the goods, a return)."""

from __future__ import annotations

_UNITS = r"(?:quid|dollars?|bucks|pounds?|euros?|pence|cents|£|\$)"
# An amount left open, smaller than the whole: "a bit", "a little bit of money", "a little something", "a few quid", "a
# couple of dollars", "a small amount", "some money". (Never after a verb telling how the goods look or went:
# "the colour is a bit off", "it went a bit off", "something's off with it" has no space before "off".)
_LOOKS = ("is", "was", "are", "were", "looks", "look", "looked", "seems", "seem", "seemed", "smells", "smell", "tastes", "taste",
          "feels", "feel", "sounds", "went", "gone", "goes", "go")
_NOT_TOLD_OF_GOODS = "".join(rf"(?<!\b{w}\s)" for w in _LOOKS) + r"(?<!'s\s)(?<!’s\s)"
SOME = (rf"(?:{_NOT_TOLD_OF_GOODS}(?:a\s+(?:(?:little|tiny|wee|small)\s+)?bit(?:\s+of\s+(?:money|cash|a\s+refund|refund|the\s+(?:price|cost|money)))?"
        r"|a\s+little(?:\s+(?:something|money|cash))?|(?:a\s+)?(?:little|small|token)\s+something)"
        rf"|(?:a\s+(?:few|couple(?:\s+of)?)|two\s+or\s+three|some)\s+{_UNITS}"
        r"|(?:(?:a|some)\s+)?(?:small|little|token|modest|nominal)\s+(?:amount|sum)(?:\s+of\s+(?:money|cash))?|some\s+(?:money|cash)"
        # "some of the money back", "refund part of the price": a part of the money named by its noun, never of the goods
        # ("some of them back", "part of the set" ask a return or tell a count)
        r"|(?:some|(?:a\s+|some\s+)?(?:small\s+)?part)(?=\s+of\s+(?:the|my|our|its|it'?s|what\s+(?:i|we)\s+paid\s+for\s+(?:it|them)|what)\s+(?:\w+\s+)?(?:money|price|cost|amount|cash|total|payment|refund|paid)\b))")
# Money that is part by its own name: "a small refund", "a goodwill refund", "a small goodwill credit", "a token discount",
# "a partial credit", and a discount on this order however qualified ("a discount", "some discount", "bit of a discount").
SMALL_MONEY = (r"(?:\b(?:a|an|some)\s+(?:(?:small|little|tiny|modest|token|nominal|goodwill|good-?will|partial)\s+)+"
               r"(?:refund|discount|reduction|rebate|credit|markdown|payment|amount\s+back|money\s+back)"
               r"|\b(?:a|some|bit\s+of\s+a)\s+(?:price\s+)?(?:discount|reduction|markdown)\b(?!\s+codes?\b))")
# What the customer puts up with the part for: "something for the trouble", "a bit for the hassle". ("something" bare
# asks no part: "Can I get something back for that one?" is the refund of the one broken, POL-122.)
TROUBLE = r"(?:for\s+(?:the|my|our|all\s+the|your)\s+(?:trouble|hassle|inconvenience|bother|annoyance|faff))"
SOMETHING = r"(?:(?:a\s+)?(?:(?:little|small|token)\s+)?something)"
