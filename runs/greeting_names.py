"""A greeting or a sign-off in English around a name is not a passage in another language.

"Thank you, Agnieszka" closing an English ticket was judged by lingua on its own and read as Polish (the name carries
most of its letters): the screener flagged it as a passage it cannot read, a person was asked to read it, and the reply
told the customer "Part of your message is written in Polish; I haven't acted on it" (blind round ver24a, V24-31).
"Hello Siobhán,", "Dear Mr Przybylski,", "Cheers, Joaquín", "Many thanks, Jürgen Schäfer" read as Czech, Polish, Spanish
and German the same way.

A sentence that is only an English greeting or sign-off and a name (one to three capitalised words, a title, initials, a
hyphenated or apostrophised surname, "and" / "&" between two people) has no words of any language to judge beyond the
name: runs/language.sentence_language gives no verdict on it. A greeting or thanks in another language ("Dzięki,
Agnieszka", "Gracias por todo") is judged as before, and so is anything with words after the name."""

from __future__ import annotations

import re

# The English words that open a greeting or close a message.
_FRAME = re.compile(
    r"^\W*(?:(?:hi|hello|hey|hiya|dear|greetings|good\s+(?:morning|afternoon|evening|day)|morning|afternoon|evening|"
    r"(?:many\s+|big\s+|huge\s+)?thanks?(?:\s+(?:you|u))?(?:\s+(?:so|very)\s+much)?(?:\s+(?:again|in\s+advance|a\s+lot|for\s+(?:your|all\s+your|all\s+the)\s+(?:help|time|patience|support)))?|"
    r"thankyou|ta|cheers|(?:kind(?:est)?\s+|warm(?:est)?\s+|best\s+|many\s+)?(?:regards|wishes)|best|all\s+the\s+best|sincerely|"
    r"yours(?:\s+(?:truly|sincerely|faithfully))?|respectfully|warmly|take\s+care|love|with\s+thanks|speak\s+soon|from)"
    r"(?:\s+(?:again|all|everyone|team|there|folks|guys))?)[\s,!.:;—–-]+", re.I)
_TITLE = r"(?:mr|mrs|ms|miss|mx|dr|prof|sir|madam)\.?"


def _is_name_word(word: str) -> bool:
    """A capitalised word of letters (with hyphens, apostrophes, a closing period for an initial): a name or a title."""
    core = word.rstrip(".,!;:")
    if re.fullmatch(_TITLE, core, re.I):
        return True
    parts = [p for p in re.split(r"[-'’]", core) if p]
    return bool(parts) and all(p.isalpha() for p in parts) and core[0].isupper()


def only_a_name_in_greeting(text: str) -> bool:
    """Whether a sentence is an English greeting or sign-off with nothing beside it but a name (or two, with "and")."""
    m = _FRAME.match(text.strip() + " ")
    if not m:
        return False
    words = [w for w in re.split(r"\s+", text.strip()[m.end():].strip(" ,.!;:—–-")) if w and w not in ("&", "and")]
    return 1 <= len(words) <= 3 and all(_is_name_word(w) for w in words)
