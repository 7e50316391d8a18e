"""A thanks that tells of a remedy given, and one that only looks forward to it.

"Thanks for sorting all of this" closing a ticket that lists three problems is a courtesy said in
advance: read as a remedy already given, it turned the problems before it into settled context and
the run went to a person with nothing read. A thanks tells of a remedy given only when it names the
remedy done ("thanks for refunding the plates", "thanks for the quick refund"), or names handling
in general ("sorting", "dealing with") placed in the past ("thanks for sorting it last week",
"cheers for sorting the replacement when the first one showed up cracked"); never when it looks
ahead ("thanks in advance for fixing it", "thanks for refunding this asap").
"""

from __future__ import annotations

# "thanks for", "thank you so much again for", "cheers for", "grateful for", "appreciate you ..."
_THANKS = (r"\b(?:(?:thanks?|thank (?:you|u|ya)|cheers|ta|grateful|appreciated?)(?: (?:so|very) much)?(?: again)? for"
           r"|(?:really |much |so )?appreciate (?:you|u|ya)(?: guys| all)?) (?:\w+ )?")
# A remedy named as done: the thanks is for it.
_REMEDY_DONE = (r"(?:refunding|replacing|sending|swapping|crediting|reimbursing|"
                r"the (?:quick |fast |speedy |prompt )?(?:refund|replacement|credit|swap|exchange)"
                # the money itself: "thank u for money back for the chipped mug", "cheers for my money back" (verify48)
                r"|(?:the |my |our )?(?:quick |fast |speedy |prompt )?money back)\b")
# Handling in general names no remedy: said alike before the work and after it.
_HANDLING = r"(?:sorting|fixing|resolving|handling|dealing with|taking care of)\b"
# Words after it that place the handling in the past.
_DONE_WHEN = (r"\b(?:already|yesterday|earlier|previously|the other day|back then|in the end|last (?:week|month|year|time|night|spring|summer|"
              r"autumn|fall|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:\w+ )?(?:days?|weeks?|months?|years?) ago|"
              r"so (?:quick(?:ly)?|fast|promptly|swiftly|well|smoothly)|all (?:sorted|received|good)|came through|went through|(?:ever )?since\s*(?:[.!,;]|$)|"
              r"when\s+(?:\w+\s+){0,4}?(?:was|were|showed|arrived|came|broke|went|turned|got|had|happened)\b|"
              # the remedy spoken of as here: "thanks for sorting it, the new one is great"
              r"(?:new one|replacement|new [\w-]+|refund|money)\s+(?:(?:is|was|'s|has|have)\s+)?(?:here|great|perfect|fine|lovely|brilliant|"
              r"arrived|came|turned up|landed|works|working|back)\b)")
# Words that place the thanks before the work.
_AHEAD = (r"\b(?:in advance|in anticipation|ahead of time|asap|as soon as (?:you|possible)|when you (?:can|get)|hopefully|in due course)\b")

# A thanks for a remedy given (one alternative of the settled table, runs/intents/settled.py).
THANKS_FOR_DONE = (rf"{_THANKS}(?:{_REMEDY_DONE}(?![^.!?]*{_AHEAD})"
                   rf"|{_HANDLING}(?=[^.!?]*?{_DONE_WHEN})(?![^.!?]*{_AHEAD}))")

# The money of a remedy said to have reached the customer: "the refund came through", "the money has landed".
# Never asked ("has the refund come through?", "did the money arrive?"), nor a payment taken ("the money went
# through twice": a charge, not a refund).
# (what the money was for, up to four words: "the refund for the chipped ramen bowl", "the money for my two cracked plates")
_FOR_WHAT = r"(?:\s+for\s+(?:it|them|that|(?:the|my|our|those|these)\s+(?:[\w-]+\s+){0,3}?[\w-]+))?"
_MONEY = rf"\b(?:refund|money|credit|reimbursement){_FOR_WHAT}"
_REFUND = rf"\b(?:refund|credit|reimbursement|money back){_FOR_WHAT}"
_NOT_TWICE = r"(?!\s+(?:twice|two times|2 times|2x|double|again|a second time))(?![^.!?]*\?)"
MONEY_CAME_THROUGH = (rf"{_REFUND}\s+(?:(?:came|went)|(?:has|have|had|'s)\s+(?:already\s+|now\s+|finally\s+)?(?:come|gone))\s+through\b{_NOT_TWICE}"
                      rf"|{_MONEY}(?:\s+(?:has|have|had)\s+|['’]s\s+|\s+)(?:already\s+|now\s+|finally\s+)?"
                      rf"(?:landed|arrived|cleared|showed up|shown up|hit my (?:account|card|bank))\b{_NOT_TWICE}"
                      # seen where it landed: "I can see the refund for the double charge now", "we can now see the credit on my statement"
                      rf"|\b(?:i|we)\s+can\s+(?:now\s+|finally\s+|already\s+)?see\s+(?:the|my|your|that)\s+(?:full\s+)?(?:refund|credit|reimbursement|money\s+back)"
                      r"(?:\s+for\s+(?:it|them|that|the\s+(?:[\w-]+\s+){0,2}?[\w-]+))?(?:\s+(?:now|already|(?:on|in)\s+(?:my|our)\s+(?:statement|account|bank|card)))*(?=\s*(?:[,.;:!)]|$))"
                      rf"{_NOT_TWICE}")
