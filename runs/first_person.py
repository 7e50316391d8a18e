"""The words a writer speaks of themselves with: "I", "I'm", "im", "ive", "my", "me", "mine", and "we", "our", "us". One
list for every reader that tells a writer's own voice from words in no one's voice: a label addressed to the agent
(runs/agent_labels.py), a markdown bullet setting the agent's conduct (runs/markdown_instructions.py), a grant of
authority (runs/authority_labels.py), a note to whoever reads the message, the account cleared for money and the words
after an injected sentence (runs/sentences.py), a list item's label (runs/intents/damage_words.py), a mail footer's
notice (runs/intents/mail_footers.py) and the customer's words below a forwarded mail (runs/intents/quoted_blocks.py).

Each reader adds what is its own beside the list, said where it stands: the courtesy words of a bullet, the order number of
a footer line, "myself" of a list label; and the forwarded mail's reader takes the singular words alone, as "we" there is
the shop's voice.
"""

from __future__ import annotations

import re

# (the forms with an apostrophe, "i'm", "we've", are read by "i" and "we" up to the apostrophe, curly or straight; they
# stand here so the list reads as what it means. "im" and "ive" are the same typed without one.)
SINGULAR_WORDS = ("i", "i'm", "im", "i've", "ive", "i'd", "i'll", "my", "me", "mine")
PLURAL_WORDS = ("we", "we're", "we've", "we'd", "our", "us")

# Patterns to build into a reader's own (case-insensitive where used).
FIRST_PERSON_SINGULAR = rf"\b(?:{'|'.join(SINGULAR_WORDS)})\b"
FIRST_PERSON = rf"\b(?:{'|'.join(SINGULAR_WORDS + PLURAL_WORDS)})\b"

_FIRST_PERSON = re.compile(FIRST_PERSON, re.I)


def first_person(text: str) -> bool:
    """Whether a text speaks in the first person, singular or plural ("my mug", "we paid", "im out of pocket")."""
    return bool(_FIRST_PERSON.search(text))
