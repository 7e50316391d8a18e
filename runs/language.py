"""Which language a ticket is written in (lingua, offline: its models ship inside the wheel).

The screener's tables read English only, so a ticket in another language could be read as asking
for nothing and closed with its requests dropped. Such a ticket goes to a person as a whole, with
the language named; it is never guessed at.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from lingua import Language, LanguageDetectorBuilder

# Too little text to tell ("ok", an order number and a name): taken as English.
MIN_LETTERS = 20
# How sure lingua must be that it is not English before a ticket is handed over.
MIN_CONFIDENCE = 0.6


@dataclass(frozen=True)
class Detected:
    language: str  # "English", "Spanish", ...
    confidence: float
    english: bool

    def as_payload(self) -> dict:
        return {"language": self.language, "confidence": round(self.confidence, 3), "english": self.english}


@lru_cache(maxsize=1)
def _detector():
    # High accuracy: in low accuracy mode a terse English ticket ("kettle broke pls refund asap thx")
    # was read as Xhosa. Models load lazily, per language, once per process.
    return LanguageDetectorBuilder.from_all_spoken_languages().build()


def _name(language: Language) -> str:
    return language.name.replace("_", " ").title()


def detect_language(text: str) -> Detected:
    """The ticket's language. Order numbers, amounts and e-mail addresses are left out first."""
    words = re.sub(r"\S+@\S+|\bSU[-\s#]*\d+|#?\d[\d.,:/-]*|[$€£]\S*", " ", text)
    if len(re.findall(r"\w", words)) < MIN_LETTERS:
        return Detected("English", 1.0, True)
    values = _detector().compute_language_confidence_values(words)
    if not values:
        return Detected("English", 0.0, True)
    top = values[0]
    english = next((v.value for v in values if v.language == Language.ENGLISH), 0.0)
    if top.language == Language.ENGLISH or top.value < MIN_CONFIDENCE or english >= 0.2:
        return Detected("English", english, True)
    return Detected(_name(top.language), top.value, False)
