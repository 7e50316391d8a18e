"""Nothing come, told in a learner's English: "Nothing is arrive.", "nothing arrive yet", "my order still nothing
arrive", "I wait since 3 week and nothing is arrive to my house", "nothing not arrive until now". The bare verb (or
"is" before it) kept no non-delivery cue: the sentence was a statement (dropped) or `other` for a person, where a
non-delivery claim is what it tells. runs/intents/cues.py reads these with its own non-delivery cues.

Never money, a reply or news not come ("nothing arrive on my card", "nothing is arrive from your team"), nor goods that
came in some state ("nothing arrive broken", "nothing is arrive damaged": everything came whole)."""

from __future__ import annotations

# "nothing (is|has|was|still)? arrive/come/reach (yet|still|to my house|until now)"
NOTHING_ARRIVE_TOLD = (
    r"\b(?:nothing|nothings|notthing|nothin)\s+(?:(?:is|has|was|still|yet|not|no)\s+){0,2}"
    r"(?:arrive|arriving|come|coming|reach|reaching|receive|receiving|deliver|delivering)\b"
    r"(?!\s+(?:\w+\s+)?(?:broken|damaged|damage|broke|cracked|smashed|wrong|late|different|faulty|open|opened)\b)"
    r"(?!\s+(?:\w+\s+){0,2}(?:on|in|to|into)\s+(?:my|our|the)\s+(?:card|bank|account|balance|email|e-mail|inbox|paypal|statement|wallet)\b)"
    r"(?!\s+(?:\w+\s+){0,2}(?:from|by)\s+(?:you|your|the\s+(?:shop|seller|team|support|bank))\b)"
    r"(?!\s+(?:\w+\s+){0,2}(?:back|refund|money|reply|answer|e-?mail|message|news|update)\b)"
)
