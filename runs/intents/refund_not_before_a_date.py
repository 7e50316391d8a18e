"""A refund asked, but not before a day the customer names: "I would like a refund but please put it through after the
15th of this month, not before, as my new bank card only activates then" (V4-05), "please don't process anything before
the 20th of March - my card has been cancelled and the new one arrives then" (V1-14), "refund me after friday pls, not
before", "Can you do the refund once my new card comes?".

The day is the customer's: until it comes the money must not move, and the screener reads no calendar. Read as the
claim's remedy with the day as an aside (or the new card as money asked to another account), the refund was paid at
once, against the customer's own words (issue #11). So the refund is held (runs.intents.money._HOLD_SHAPES): it waits
for a person, who sees the day asked.

Not held: a deadline on the refund itself ("please refund it before the 15th", "refund me by Friday"), a day told as
fact ("it arrived after the 15th, refund please"), a span of waiting ("I want a refund after two weeks of waiting")."""

from __future__ import annotations

from .deadline_on_an_ask import WHEN

# the money moving: the refund named, or the doing of it ("put it through", "process anything", "any money moves")
_MOVES = (r"(?:refund\w*|refnd\w*|reimburs\w*|money\s+back|put\s+(?:it|this|that|the\s+refund|anything)\s+through|process\w*|issu\w*|"
          r"pay\s+(?:it|me|us)\s+(?:back|out)|do\s+(?:the\s+)?(?:refund|anything)|send\s+(?:the\s+|my\s+|any\s+)?money|money\s+(?:moves?|goes?\s+out))")
# a day, never a span of days waited ("after two weeks of waiting" tells the wait)
_A_DAY = rf"(?:after\s+)?(?!(?:\d+|one|two|three|four|five|seven|ten|fourteen)\s+(?:working\s+|business\s+)?(?:days?|weeks?))(?:{WHEN})\b"
# words of what happened between the money and the day: "it arrived after the 15th" tells, never asks
# (nor urgency, or the card's end told as its reason: "refund it asap, after the 15th my card expires" asks the money sooner)
_TOLD = (r"(?:(?!\b(?:arriv\w*|came|come|deliver\w*|was|were|got|ordered|bought|placed|turn\w*\s+up|show\w*\s+up|happen\w*|broke|noticed|"
         r"dispatch\w*|sent|posted|shipped|asap|a\.s\.a\.p|urgent\w*|quick\w*|fast|immediately|straight\s+away|right\s+away|now|soon|hurry|"
         r"expir\w*|expiring|runs?\s+out|stops?\s+working|no\s+longer|(?:is|will\s+be|gets?)\s+(?:cancel\w*|closed|blocked))\b)[^.!?;])")
# the day told as the end of the card or account the money would go to: urgency, never a hold ("after the 15th my card
# expires", "from the 20th my account is closed", "after 15th my card not work")
_CARD_ENDS = (r"(?![\s,]*(?:(?:my|the|our|this)\s+)?(?:[\w-]+\s+){0,2}(?:card|account|acct|visa|mastercard|amex)\b[^.!?;]{0,25}?"
              r"\b(?:expir\w*|run\w*\s+out|stops?\s+working|(?:is|will\s+be|gets?|be)\s+(?:cancel\w*|closed|blocked|invalid|dead|expired|no\s+good|useless)|"
              r"closes?|ends?|dies|won'?t\s+work|will\s+not\s+work|not\s+work\w*|doesn'?t\s+work|no\s+longer|is\s+no\s+good|invalid|dead))")
_NEW_CARD = r"(?:my|the|our)\s+new\s+(?:bank\s+|debit\s+|credit\s+)?(?:card|account)"

REFUND_NOT_BEFORE_A_DATE = (
    # "a refund but please put it through after the 15th", "refund me after friday"
    rf"\b{_MOVES}{_TOLD}{{0,60}}?\b(?:after|from|on\s+or\s+after|no\s+earlier\s+than|not\s+(?:before|until|till|til|prior\s+to))\s+{_A_DAY}{_CARD_ENDS}"
    # "..., not before", "not until the 20th" beside the refund: "I'd like a refund after the 15th, not before"
    rf"|\b{_MOVES}{_TOLD}{{0,80}}?[,;–—-]\s*(?:but\s+)?not\s+(?:before|until|till|sooner|earlier)\b"
    # "please don't process anything before the 20th of March", "dont refund till after the 15th"
    rf"|\b(?:don'?t|do\s+not|dont|never|no)\s+(?:\w+\s+){{0,2}}?{_MOVES}{_TOLD}{{0,30}}?\b(?:before|until|till|til|prior\s+to)\s+{_A_DAY}"
    # "not before the 15th please" said of a refund asked beside it
    rf"|\b{_MOVES}{_TOLD}{{0,60}}?\bnot\s+(?:before|until|till|til)\s+{_A_DAY}"
    # the customer's new card awaited: "refund it once my new card comes", "do the refund when my new account is open"
    rf"|\b{_MOVES}{_TOLD}{{0,50}}?\b(?:once|when|after|as\s+soon\s+as|until|till)\s+(?:i\s+(?:get|have|receive)\s+)?{_NEW_CARD}"
)
