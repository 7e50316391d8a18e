"""How long until the money comes, asked with "till", "until" or "before" and no question mark: "ok how long till the
money shows", "how long until i see my refund", "hw long b4 the money is back".

The question of when a remedy reaches the customer (doubt.WHEN_REMEDY_COMES) took the money straight after the question
word ("how long will the refund take"); put with "till" between, the sentence named no question the screener knew, and
without its mark it was a statement: the customer's question was dropped, even spelt right. Read here, it is that same
question (a duration asked: an `other` subtask quoting it, refund_time_asked.py). Near-misses, read as before: a wait told,
not asked ("I waited a long time till the money showed", "it took ages until the refund came"), and goods, not money
("how long till the parcel shows up").
"""

from __future__ import annotations

# (the question word typed in a hurry too: "hw long", "wen": runs/intents/typed_questions.py)
_ASKED = (r"\b(?:how\s+(?:long|soon|many\s+(?:\w+\s+)?(?:days|weeks))|hw\s+(?:long|soon)|how\s+lon|when|wh?en|whn)\s+(?:(?:is\s+it|will\s+it\s+be)\s+)?"
          r"(?:till|until|til|'til|’til|untill|b4|before)\s+")
_MONEY = r"(?:refund|credit|reimbursement|money|cash|funds)"
_REACH = (r"(?:shows?(?:\s+up)?|showing|appears?|arrives?|lands?|comes?\s+(?:through|thru|back|in)|reach(?:es)?|hits?|clears?|goes\s+through|"
          r"is\s+(?:back|there|in|through|visible)|gets?\s+(?:here|to\s+me|back))")
# "how long till the money shows", "how long until my refund comes through", or the customer seeing it: "till i see my refund",
# "till i get the money back"
MONEY_WAIT_ASKED = (rf"{_ASKED}(?:(?:the|my|our|that|this|your)\s+)?(?:[\w-]+\s+)?{_MONEY}\b[^.!?;]{{0,40}}?\b{_REACH}\b"
                    rf"|{_ASKED}(?:i|we)\s+(?:see|get|have|receive)\s+(?:(?:the|my|our|that|this|any)\s+)?(?:[\w-]+\s+)?{_MONEY}\b")
