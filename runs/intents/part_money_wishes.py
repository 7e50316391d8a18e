"""Part of the money told as a wish rather than asked in grammar's words: "half the price back would be fair", "a 10%
discount on the rug would make it right", "Just $6 back would be great", "I'd settle for 30% off", "I'd be content with
$15 back", "A 15% refund is all I'm after", "A refund of ten percent would be fine with me", "Fifty percent back and
we're good". Each asks for part of a line's (or a fee's) money as surely as "refund half its price" does: the amount is
one person's to decide (runs/part_money_asked.py), so the claim's whole refund waits for them and the ask is quoted.
Read as statements, sixteen such tickets had the whole line paid ($627.99; verify round "part-money-wish").

What is wished is a share ("half", "a third", "two thirds", "25%", "ten percent", "fifty per cent") or a bare sum
("$6", "fifteen quid"), named as money back or off ("back", "off", "refunded", "a ... refund", "a ... discount", "a
refund of ..."), in a wish's frame: after it ("would be fair", "would do", "would settle it", "would make it right",
"is all I'm after", "and we're good"), before it ("I'd settle for", "I'd accept", "I'd be content with", "all I want
is"; a percent there needs no money word: "I'd accept 20%"), or opening its clause with "just" or "only" ("Just $5
back, thanks"). Between the part and its verdict stands only what it is off or for ("a 10% discount on the rug would
make it right"), never a clause of its own ("I got 10% off at checkout but a refund would be great").

Never part of the money: the whole asked ("a full refund would be fair", "refund would be great"), a sum told of the
record ("the $45 back would be great"; a bare sum that is the record's whole figure pays again where the order is known,
runs/whole_sums_asked.py), a sum of a fee or charge (the fee asked by its amount, runs/figures_of_the_fee.py), money off
a later order or in a voucher or code ("10% off my next order would be fair": goodwill, opinion_asks.py), money on top
("an extra $10 back would be fair"), a share or percent that is no money ("half the set arrived broken", "100% cotton",
"the 50% off coupon I used", "I paid 30% less in the sale"), and the wish set aside ("30% off wouldn't be fair")."""

from __future__ import annotations

import re

from ..read_once_per_text import immutable_once_per_text
from .price_difference_asked import price_difference_asked
from .part_money_forms import A_CHARGE, HALF_OF_UNITS, HEDGE, NOT_A_FIGURE_OF, PERCENT, SHARE, SUM, price_restated
from .part_money_unnamed import SMALL_MONEY, SOME, SOMETHING, TROUBLE  # "a few quid", "a bit", "a small goodwill refund", "a discount"
from .whole_money_set_aside import whole_asked, whole_set_aside  # "no need for the full price": the whole set aside, no figure of it

# The part asked: a share, or a bare sum (never one told of the record: "the $45", "my $89"), or an amount left open ("a
# few quid", "a bit", "a little something": part_money_unnamed.py).
_FIGURED = rf"(?:{SHARE}|{NOT_A_FIGURE_OF}{SUM})"
_PART = rf"(?:{_FIGURED}|{SOME})"
# ...named as money back or off: "half the price back", "a third of what I paid back", "$12 off", "30% off the rug",
# "a 25% refund", "a 10% discount on the rug", "a refund of ten percent", "half the delivery fee refunded".
_OF_WHAT = (r"(?:of\s+)?(?:(?:it|that|this|(?:the|its|my|our|their|what\s+(?:i|we)\s+paid(?:\s+for\s+(?:it|them))?)"
            r"(?:\s+(?:\w+\s+)?(?:price|cost|money|amount|total|fee|charge|postage|shipping))?)\s+)?")
_MONEY_NOUN = r"(?:(?:(?:partial|price|part)\s+)?(?:refund|discount|reduction|rebate|markdown|credit))"
# ("$12 towards it", "$50 towards the cost": a sum put toward the price paid, the rest of it kept by the shop)
_TOWARDS = r"towards?\s+(?:it|them|that|this|the\s+(?:\w+\s+)?(?:cost|price|repair|damage|fix|trouble|loss)|(?:a|the)\s+repair)"
# A verb giving money with the part after it: "refund me a bit", "if u refund like 40%", "refund a third of what I paid",
# "give me a few quid back", "could you do 10 dollars". (Never the past told: "you refunded $10" asks nothing.)
_VERB_PART = (rf"\b(?:refund|reimburse|credit|(?:give|pay|offer|send|do)\s+(?:me|us|u)(?:\s+back)?)\s+(?:me\s+|us\s+)?(?:back\s+)?{HEDGE}{HALF_OF_UNITS}"
              rf"(?:{_FIGURED}|{SOME}(?!\s+(?:else|like|that|which|new|different)\b))(?![\w'’])")
_PART_MONEY = (rf"{_PART}\s+{_OF_WHAT}(?:back|off|refunded|returned|reimbursed|credited|knocked\s+off|taken\s+off|{_TOWARDS})\b"
               rf"|{SMALL_MONEY}"
               rf"|\b(?:a|an)\s+{_PART}\s+{_MONEY_NOUN}\b"
               rf"|(?<!\bthe\s)(?<!\bmy\s)(?<!\byour\s)(?<!\bthat\s)\b(?:(?:a|an)\s+)?{_MONEY_NOUN}\s+(?:of\s+)?{HEDGE}(?:{SHARE}|{SUM}|{SOME})(?!\w)"
               rf"|\b{SHARE}\s+(?:of\s+)?(?:the|its|my|it'?s|their)\s+(?:\w+\s+)?(?:price|cost|money|amount|fee|charge|postage|shipping)\b")

# What makes the part a wish: a verdict after it, a frame before it, or "just"/"only" opening its clause.
_GOOD = (r"(?:fair|fairer|reasonable|right|fine|great|good|ok|okay|enough|acceptable|perfect|lovely|nice|appreciated|welcome|plenty|"
         r"sufficient|ideal|grand|brilliant|cool|amazing|awesome|wonderful|fab|super|gr8|gud|gd|decent|more\s+than\s+(?:fair|enough)|"
         r"fine\s+(?:by|with|for)\s+me)")
_NOT_WORD = r"(?!(?:not|never|hardly|barely|scarcely|no)\b)"
# What may stand between the part and its verdict: what it is off or for, and an aside ("a 10% discount on the rug would
# make it right", "$10 back for it, honestly, would do"); never a clause of its own ("10% off at checkout but a refund would
# be great" tells the discount had and wishes the whole refund).
_BETWEEN = r"(?:\s+(?:on|for|off|of|from|to|the|its|this|that|my|out\s+of)\s+(?:[\w'’-]+\s*){1,4}?)?(?:\s*,?\s*(?:really|honestly|i\s+think|i\s+reckon|imo|tbh|i\s+feel)\s*,?)?\s*,?\s*"
_VERDICT_AFTER = (
    rf"{_BETWEEN}(?:(?<![\w'’])(?:would|wd|wud|wld|wuld|could|might|should|will)|'d|’d|'ll|’ll)\s+(?:{_NOT_WORD}\w+\s+){{0,2}}?"
    rf"(?:be\s+(?:{_NOT_WORD}\w+\s+)?{_GOOD}|do(?:\s+(?:me|us|nicely|fine|it))?|suffice|work(?:\s+for\s+(?:me|us))?|help|"
    r"settle\s+(?:it|this|things|that|the\s+matter|matters)|(?:make|put|set)\s+(?:it|this|things|that)\s+right|cover\s+it|sort\s+(?:it|me|us|things)(?:\s+out)?|"
    r"make\s+(?:me|us)\s+happy|keep\s+(?:me|us)\s+happy|make\s+up\s+for\s+it|square\s+(?:it|things))\b"
    rf"|{_BETWEEN}\b(?:is|'s|’s)\s+(?:all|what|everything)\s+(?:i|we)(?:'?m|'?re|\s+am|\s+are)?\s+(?:(?:really|honestly|actually)\s+)?"
    r"(?:after|asking(?:\s+for)?|looking\s+for|want(?:ing)?|need|ask(?:\s+for)?|expect(?:ing)?|hoping\s+for)\b"
    rf"|{_BETWEEN}\b(?:is|'s|’s|seems|sounds|feels)\s+(?:only\s+|perfectly\s+|totally\s+|absolutely\s+)?(?:fair|reasonable|enough|fine\s+(?:by|with|for)\s+me|ok\s+(?:by|with|for)\s+me)\b"
    rf"|{_BETWEEN}\bworks\s+for\s+(?:me|us)\b"
    rf"|{_BETWEEN}(?<!\w)(?:and|&|n|then)\s+(?:(?:we|i)(?:'?re|'?m|’re|’m|\s+are|\s+am|\s+will\s+be|'ll\s+be|’ll\s+be)\s+(?:all\s+)?"
    r"(?:good|square|even|quits|fine|happy|sorted|done|ok|okay|settled|gud)|(?:(?:we|i)(?:'?ll|’ll|\s+will)\s+|let'?s\s+)?call\s+it\s+(?:even|quits|square|done)"
    r"|that'?s\s+(?:it|that|fine|the\s+end\s+of\s+it)|it'?s\s+(?:all\s+)?(?:sorted|settled|fine|good))\b"
)
_FRAME_BEFORE = (
    r"\b(?:i|we)(?:'d|’d|d|\s+would|'ll|’ll|ll|\s+will|\s+can|\s+could)?\s+(?:(?:happily|gladly|just|only|also|still|honestly|really|be\s+willing\s+to|"
    r"be\s+(?:happy|glad|content)\s+to)\s+)*"
    r"(?:settle\s+for|accept|take|go\s+for|make\s+do\s+with|be\s+(?:\w+\s+)?(?:content|happy|fine|ok|okay|satisfied|glad|good|pleased)\s+with|"
    r"want|need|like|ask\s+for|expect|hope\s+for)\s+"
    r"|\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:only\s+|just\s+|really\s+)?(?:after|asking\s+for|looking\s+for|hoping\s+for|happy\s+with|content\s+with|fine\s+with)\s+"
    r"|\ball\s+(?:i|we)(?:'m|’m|'re|’re|m|\s+am|\s+are)?\s+(?:really\s+)?(?:want|ask(?:\s+for)?|need|after|asking(?:\s+for)?|expect)\s+is\s+"
)
# ("Just $5 back, thanks."; "I want the one chair refunded, and only half of its price": the part opening a clause)
_ALONE = r"(?:^|[,;:\u2013\u2014]|\s-)\W*(?:(?:but|so|and|honestly|tbh|really|ok|okay)\W+)*(?:just|only)\s+"
# The part asked as a question: "could i get a bit of money back?", "can you give me $10 back", "Would a $10 credit be
# possible?", "any chance of 20% off?"
_ASKED_BEFORE = (
    r"\b(?:could|can|may|might)\s+(?:i|we)\s+(?:(?:please|pls|maybe|perhaps|possibly|just|at\s+least)\s+)*(?:get|have|receive|ask\s+for|be\s+(?:given|offered|sent))\s+"
    r"|\b(?:could|can|would|will)\s+(?:you|u|ya)\s+(?:(?:please|pls|maybe|perhaps|possibly|just|at\s+least)\s+)*(?:give|send|offer|do|pay|knock|take)\s+(?:me\s+|us\s+)?"
    r"|\bany\s+chance\s+(?:of\s+|(?:i|we)\s+(?:could|can)\s+(?:get|have)\s+)"
)
_POSSIBLE = r"\s+(?:be\s+)?(?:at\s+all\s+)?(?:possible|ok|okay|alright|acceptable|doable|an\s+option|available|fair|reasonable)\b"

_WISHED = re.compile(
    rf"(?:{_PART_MONEY})(?:{_VERDICT_AFTER})"
    rf"|(?:{_FRAME_BEFORE})(?:(?:just|only|about|around|maybe|say)\s+)*(?:{_PART_MONEY})"
    rf"|{_ALONE}(?:{_PART_MONEY})"
    # a verb giving the part asks it bare, or as the condition of keeping the goods: "Refund me a bit for it", "if u
    # refund like 40% ill keep it", "I'm OK keeping it if you refund a third of what I paid"
    rf"|{_VERB_PART}"
    rf"|(?:{_ASKED_BEFORE})(?:(?:just|only|about|around|maybe|say|like)\s+)*(?:{_PART_MONEY})"
    rf"|\b(?:would|could|will|is|might)\s+(?:{_PART_MONEY}){_POSSIBLE}"
    # "just something for the trouble": an amount left open, all that is asked (beside a refund asked, it is on top)
    rf"|{_ALONE}(?:{SOME}|{SOMETHING})\s+{TROUBLE}"
    # a percent alone after the frame, the money left unsaid: "I'd accept 20%", "we'd be happy with 15 percent of it"
    rf"|(?:{_FRAME_BEFORE})(?:(?:just|only|about|around|maybe|say)\s+)*{PERCENT}(?=\s*(?:$|[.!,;)]|\s+(?:and|if|as|since|because|cos|of\s+(?:it|the\s+price|what))\b))",
    re.I)
# The wish set aside before it: "I wouldn't accept 30% off", "I don't want $10 back", "rather than half back".
_SET_ASIDE = re.compile(r"\b(?:not|never|no|than|instead\s+of)\s+(?:\w+\s+){0,3}$|(?:n't|n’t|\b(?:dont|didnt|wont|wouldnt|cant|isnt))\s+(?:\w+\s+){0,4}$", re.I)
# Money not off this claim: a later order's, a code's or a voucher's, or money on top of the claim's.
_NOT_THIS_MONEY = re.compile(
    r"\b(?:next|future|later|another|new)\s+(?:order|purchase|one|time|buy|shop|visit)\b|\bcodes?\b|\bvouchers?\b|\bcoupons?\b|\bgift\s?cards?\b"
    r"|\b(?:store|shop|account|site)\s+credit\b|\bpoints\b|\bon\s+top\b|\bextra\b|\badditional\b|\bin\s+addition\b|\bas\s+well\s+as\b", re.I)
_SHARE_ONLY = re.compile(SHARE, re.I)
_SUM_ONLY = re.compile(SUM, re.I)
# With the whole set aside ("I'm not after the full price"), a share or a sum anywhere else in the sentence is the part
# wished, in whatever frame: "twelve pounds back out of the thirty would be plenty", "half of it would be fair I think",
# "just a bit off - say ten percent", "just something for the trouble". (A count is no share: "only half of it arrived".)
_PART_BESIDE_WHOLE_SET_ASIDE = re.compile(
    rf"(?<![\w$£€.,-])(?:{_FIGURED}|{SOME})(?=(?:\s+(?:of\s+)?(?:it|that|this|them|the\s+\w+|what\s+(?:i|we)\s+paid))?(?:\s*(?:$|[.!?,;:)\u2013\u2014])|\s-"
    r"|\s+(?:back|off|refunded|returned|credited|reimbursed|towards?|would|wud|could|should|will|is|'s|sounds|seems|feels|please|pls|and|"
    r"or\s+so|i\s+think|i\s+reckon|tbh|maybe|max|at\s+most|tops|out\s+of)\b))"
    rf"|{SOME}\s+(?:{_OF_WHAT}(?:back|off|refunded|returned|credited|reimbursed|knocked\s+off|taken\s+off|{_TOWARDS})\b|{TROUBLE})|{SOMETHING}\s+{TROUBLE}", re.I)


@immutable_once_per_text
def part_money_wished(text: str) -> bool:
    """Whether a sentence wishes for part of the money, not the whole, not money off a later order or on top, and not
    a wish set aside (module doc)."""
    if _NOT_THIS_MONEY.search(text):
        return False
    if price_difference_asked(text):
        return True  # "If there's a price difference between the two I'd take that" (price_difference_asked.py)
    aside = whole_set_aside(text)
    for m in _WISHED.finditer(text):
        if (before := _SET_ASIDE.search(text[: m.start()])) and not any(a <= before.start() < b for a, b in aside):
            continue  # (the whole set aside before it sets aside no part: "I don't want the whole amount back, just a bit off")
        share, figure = _SHARE_ONLY.search(m.group(0)), _SUM_ONLY.search(m.group(0))
        if not share and (figure and A_CHARGE.search(text) or whole_asked(text)):
            continue  # a bare sum beside a fee named or the whole money: a figure of the record, weighed by the amount check
        if not share and figure and price_restated(text, m):
            continue  # "It was $250 so I want $250 refunded": the whole price as the customer tells it, no part
        return True
    return any(not any(a <= p.start() < b for a, b in aside) for p in _PART_BESIDE_WHOLE_SET_ASIDE.finditer(text)) if aside else False
