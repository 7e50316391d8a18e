"""A late coming told in a learner's English, the bare verb kept for the past: "only problem it come late, please give
back delivery money", "my parcel is come very late", "the order arrive 5 day late", "it was arrive too late for the
party", "all thing come late again". The late-delivery cues want "came" or "arrived" ("it came late"), so the sentence
read no lateness: the fee asked back beside it had no problem to be for and the whole ticket went to a person. Told of
goods the customer ordered, it is a late-delivery claim; whether it was late, and what is owed, is the order's record to
say (the promised date and the delivery scan): reading the claim pays nothing the record does not bear out.

Never a future or a wish ("it will come late", "I hope it don't come late", "if it come late": the verb must follow its
subject or a past auxiliary), nor a person, a reply or money ("the driver come late", "your answer come late", "my refund
come late"), nor the customer ("I come late to the door")."""

from __future__ import annotations

# Who or what comes that is no goods: people, replies, money.
_NOT_GOODS = (r"(?:i|we|you|u|he|she|driver|courier|post\s?man|postman|man|guy|lady|woman|engineer|fitter|technician|person|someone|"
              r"refund|reply|response|answer|email|e-?mail|message|payment|money|credit|invoice|receipt|call|callback|update|news|"
              r"bus|train|flight|taxi|friend|guests?|visitors?|mum|mom|dad|husband|wife|son|daughter)")
_GOODS = rf"(?!{_NOT_GOODS}\b)[a-z][\w-]*"
_SUBJECT = (rf"(?:\b(?:it|they|everything|all|every\s*thing|all\s+things?)|\b(?:the|my|our|your|this|that|these|those)\s+{_GOODS}(?:\s+{_GOODS})?)")
# the past as a learner puts it: the bare verb, or an auxiliary before it ("is come", "was arrive", "has arrive")
_AUX = r"(?:(?:is|was|were|are|has|have|had|did|be|been)\s+)?"
_VERB = r"(?:come|arrive|reach|coming|arriving|reaching|deliver|delivery|delivering)"
_HOW = r"(?:(?:very|so|too|really|much|more|very\s+very|super|a\s+lot|again|also|only|all)\s+){0,2}"
_HOW_MUCH = r"(?:(?:\d+|one|two|three|four|five|six|seven|a|an|many|some|few|a\s+few)\s+(?:days?|weeks?|dais|wk|wks)\s+)?"

# (not a worry or a condition: "if it come late", "I hope it don't come late", "in case the parcel come late")
_NOT_SUPPOSED = r"(?<!\bif\s)(?<!\bunless\s)(?<!\bcase\s)(?<!\bhope\s)(?<!\bworry\s)(?<!\bworried\s)(?<!\bafraid\s)(?<!\bmaybe\s)"

LATE_COME_TOLD = rf"{_NOT_SUPPOSED}{_SUBJECT}\s+{_AUX}{_VERB}\s+(?:(?:to\s+me|here|home)\s+)?{_HOW}{_HOW_MUCH}(?:late|to\s+late|too\s+late|after\s+the\s+date)\b"
