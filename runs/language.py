"""Which language a ticket is written in, sentence by sentence (lingua, offline: its models ship
inside the wheel).

The screener's tables read English only, so a passage in another language could be read as
asking for nothing and its request dropped. What follows from the detection:
- a ticket written mainly in another language goes to a person as a whole, with the language
  named (runs/walk/walker.py); it is never guessed at;
- in a ticket written mainly in English, a sentence in another language is a request of kind
  `other` that a person reads (runs/intents/), unless it sits in the signature after the
  customer's sign-off (a legal footer, an address): that is context.

Short sentences are where detectors go wrong ("thx" reads as Xhosa among all languages), so a
sentence under SHORT_LETTERS letters is judged among the languages a shop's customers write in,
and one under MIN_LETTERS letters is not judged at all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from lingua import Language, LanguageDetectorBuilder

from .greeting_names import only_a_name_in_greeting
from .not_words import without_tokens
from .sentences import signs_off, split  # the same cut the screener reads

# Too little text to tell ("ok", "Jo"): no verdict.
MIN_LETTERS = 6
# Below this, the short-text detector and its stricter thresholds are used.
SHORT_LETTERS = 20
# How sure lingua must be that a sentence is not English, and how unsure that it is.
MIN_CONFIDENCE, MAX_ENGLISH = 0.6, 0.2
SHORT_MIN_CONFIDENCE, SHORT_MAX_ENGLISH = 0.5, 0.1
# A whole ticket is named by a language lingua ranks this far ahead of the next, though less sure than above.
LEAD_CONFIDENCE, LEAD_RATIO = 0.4, 3.0

# The languages a short sentence is judged among: those a web shop's customers most often write in.
SHOP_LANGUAGES = (
    Language.ENGLISH, Language.SPANISH, Language.GERMAN, Language.FRENCH, Language.ITALIAN, Language.PORTUGUESE, Language.DUTCH,
    Language.POLISH, Language.SWEDISH, Language.DANISH, Language.BOKMAL, Language.FINNISH, Language.CZECH, Language.TURKISH,
    Language.ROMANIAN, Language.HUNGARIAN, Language.GREEK, Language.RUSSIAN, Language.UKRAINIAN, Language.CHINESE,
    Language.JAPANESE, Language.KOREAN, Language.ARABIC, Language.HINDI, Language.VIETNAMESE, Language.INDONESIAN,
)

# What is no language at all: e-mail addresses, order numbers, amounts, dates, codes; and a short name
# in quotes (a product's: the "Schöne Grüße aus Bayern" mug), the shop's words, not the customer's.
_NOT_WORDS = re.compile(r"[\"“„][^\"“”„\n]{1,40}[\"”“]|\S+@\S+|https?://\S+|\bSU[-\s#]*\d+|#?\d[\d.,:/-]*|[$€£¥]\S*|\b[A-Z]{2,}-?\d+\b")




def _natural(text: str) -> str:
    """The text with what is no language blanked: base64, hex, long ids and web addresses first (runs/not_words.py: an
    88-letter token read as Tsonga), then addresses, order numbers, amounts and codes."""
    return _NOT_WORDS.sub(" ", without_tokens(text))


@dataclass(frozen=True)
class Detected:
    language: str  # "English", "Spanish", ...
    confidence: float
    english: bool
    also: str = ""  # another language some sentences are written in, when the ticket is read as English

    def as_payload(self) -> dict:
        out = {"language": self.language, "confidence": round(self.confidence, 3), "english": self.english}
        if self.also:
            out["also"] = self.also
        return out


@lru_cache(maxsize=1)
def _detector():
    # High accuracy: in low accuracy mode a terse English ticket ("kettle broke pls refund asap thx")
    # was read as Xhosa. Models load lazily, per language, once per process.
    return LanguageDetectorBuilder.from_all_spoken_languages().build()


@lru_cache(maxsize=1)
def _short_detector():
    return LanguageDetectorBuilder.from_languages(*SHOP_LANGUAGES).build()


def _name(language: Language) -> str:
    return language.name.replace("_", " ").title()


def _letters(text: str) -> int:
    return len(re.findall(r"[^\W\d_]", text))


@lru_cache(maxsize=4096)
def sentence_language(text: str) -> Detected | None:
    """One sentence's language, or None when it is too short to tell, or only an English greeting or sign-off around a
    name ("Thank you, Agnieszka": runs/greeting_names.py), which has no words to judge beyond the name."""
    if only_a_name_in_greeting(text):
        return None
    words = _natural(text)
    letters = _letters(words)
    if letters < MIN_LETTERS:
        return None
    short = letters < SHORT_LETTERS
    values = (_short_detector() if short else _detector()).compute_language_confidence_values(words)
    if not values:
        return None
    top = values[0]
    english = next((v.value for v in values if v.language == Language.ENGLISH), 0.0)
    least, most = (SHORT_MIN_CONFIDENCE, SHORT_MAX_ENGLISH) if short else (MIN_CONFIDENCE, MAX_ENGLISH)
    if top.language != Language.ENGLISH and top.value >= least and english < most:
        return Detected(_name(top.language), top.value, False)
    return Detected("English", english, True)


def detect_language(text: str) -> Detected:
    """The ticket's language: another language when its sentences in that language hold more letters
    than its English ones, or when its text up to the sign-off, read at once, is clearly in another
    language (a footer or a greeting in another language does not make it foreign)."""
    by_sentence = _by_sentence(text)
    if not by_sentence.english:
        return by_sentence
    return _as_a_whole(text) or by_sentence


def _as_a_whole(text: str) -> Detected | None:
    """The language of the ticket's own words read as one text, when that is clearly not English.
    Sentence by sentence, a short sentence in a language close to its neighbours ("Hola, la alfombra
    llegó rota por un lado.": Spanish, Catalan, Portuguese, Galician share the detector's confidence)
    is sure of no language and was counted as English; read together, the sentences are plain. Judged
    among the shop's languages, with the sentence thresholds, so an English ticket with a foreign name,
    a loanword or a word of thanks ("Gracias, Maria") stays English."""
    words = [_natural(sentence) for sentence in _before_sign_off(text)]
    body = " ".join(words)
    if _letters(body) < MIN_LETTERS:
        return None
    values = _short_detector().compute_language_confidence_values(body)
    if not values or values[0].language == Language.ENGLISH:
        return None
    top, second = values[0], (values[1].value if len(values) > 1 else 0.0)
    english = next((v.value for v in values if v.language == Language.ENGLISH), 0.0)
    sure = top.value >= MIN_CONFIDENCE and english < MAX_ENGLISH
    # A ticket of one or two short sentences ("Die Tasse ist kaputt.") leaves lingua sure of no
    # language by the thresholds (German 0.43), yet far ahead of every other and English nowhere:
    # plain enough to name, where calling it English would leave its request unread.
    leads = top.value >= LEAD_CONFIDENCE and top.value >= LEAD_RATIO * second and english < SHORT_MAX_ENGLISH
    return Detected(_name(top.language), top.value, False) if sure or leads else None


@lru_cache(maxsize=64)
def _before_sign_off(text: str) -> tuple[str, ...]:
    """The texts of the sentences up to the first that signs off (a signature or a legal footer says
    nothing about the customer's language), cut once for both readings of a ticket's language."""
    texts = []
    for s in split(text):
        if signs_off(s.text):
            break
        texts.append(s.text)
    return tuple(texts)


def _by_sentence(text: str) -> Detected:
    english_letters, foreign = 0, {}
    for sentence in _before_sign_off(text):
        found = sentence_language(sentence)
        if found is None:
            continue
        letters = _letters(_natural(sentence))
        if found.english:
            english_letters += letters
        else:
            foreign.setdefault(found.language, [0, 0.0])
            foreign[found.language][0] += letters
            foreign[found.language][1] = max(foreign[found.language][1], found.confidence)
    if not foreign:
        return Detected("English", 1.0, True)
    language, (letters, confidence) = max(foreign.items(), key=lambda item: item[1][0])
    if sum(n for n, _ in foreign.values()) > english_letters:
        return Detected(language, confidence, False)
    return Detected("English", english_letters / (english_letters + letters), True)


def ticket_language(text: str, request_texts: list[str], *, subject: str = "") -> Detected:
    """The ticket's language as the runtime acts on it, judged on the body the customer wrote
    (`text` is the subject and body as one text; `subject`, when given, is the subject line that
    starts it). A subject is often a shop's own words or a form's ("Damaged item SU-61517") over a
    body in another language: judged with the subject, the English subject's request kept the
    ticket English and the body's sentences went out as `other` one by one. The body decides.

    A ticket written mostly in another language is still read as English when the screener read a
    request of a kind it acts on in a sentence of the body written in English ("The jug came
    cracked. Por favor, también quiero cambiar la dirección..."): that request is worked, and each
    sentence in the other language is a request of kind `other` a person reads (runs/intents/), so
    one foreign sentence does not take the whole ticket away. A request read in the subject alone
    keeps nothing English: the ticket goes to a person whole, with the body's language named."""
    body = body_of(text, subject)
    found = detect_language(body if _letters(_natural(body)) >= MIN_LETTERS else text)
    if found.english:
        return found
    if any(t.strip() in body and (sentence_language(t) is None or sentence_language(t).english)
           and _letters(_natural(t)) >= 2 * MIN_LETTERS for t in request_texts):
        return Detected("English", 1.0 - found.confidence, True, also=found.language)
    return found


def body_of(text: str, subject: str) -> str:
    """The body of a ticket read as one text, subject first (runs/screening.ticket_text)."""
    if subject and text.startswith(subject + "\n"):
        return text[len(subject) + 1:]
    return text
