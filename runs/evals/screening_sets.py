"""Screening sets: tickets labelled by a person with every request they make, scored against the
screener's reading (runs/intents/) and the language check (runs/language.py), with no run and
no database.

The end-to-end eval (`manage.py eval`) needs a shop world for each ticket, so it is slow to write
cases for; the screener is the runtime's floor for "nothing the customer asked for is dropped"
(a plan that leaves a read request uncovered is refused), so most of the risk can be measured on
text alone. Format (one JSON object per line, docs/evals.md):

    {"id": "BA-01", "subject": "...", "body": "...",
     "requests": [{"quote": "exact words of the request", "kind": "damaged_item", "order": ""}],
     "not_requests": [{"quote": "...", "why": "settled past problem"}],
     "injected": [{"quote": "..."}], "language": "en"}

A labelled request is
- read: a sentence holding its quote is read as a request of its kind, or the kind is read
  elsewhere in the ticket for the same order (one subtask of that kind covers both);
- caught: the sentence is read as a request of kind `other` (a person closes it: nothing lost,
  but a person's time is spent);
- dropped: neither. A ticket handed to a person as a whole (not English) drops nothing.
A request read where a person labelled none is a false alarm: of a known kind it is a claim the
customer never made (money could follow it, though the guard's other checks still stand), of
kind `other` it costs a person's look. A kind may be labelled more than once (two `other` asks, two
damaged lines): a sentence holding one label never stands in for another of its kind. `requests: []`
labels a ticket that asks for nothing (thanks, feedback): every request read in it is counted as
read where none was asked, even when the ticket then goes to a person whole.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from ..intents import KINDS, Reading, read_ticket
from ..language import ticket_language
from ..sentences import normalise_ref


SHIPPED_SETS = Path(__file__).resolve().parent / "screening"


class ScreeningSetInvalid(ValueError):
    pass


@dataclass
class Labelled:
    quote: str
    kind: str
    order: str = ""


@dataclass
class ScreeningCase:
    id: str
    subject: str
    body: str
    requests: list[Labelled]
    not_requests: list[str] = field(default_factory=list)
    injected: list[str] = field(default_factory=list)
    language: str = "en"

    @property
    def text(self) -> str:
        # The runtime reads subject and body as one text (runs/screening.ticket_text).
        return f"{self.subject}\n{self.body}"


def _quote(item) -> str:
    """A quote is given as {"quote": "..."} or as the plain string."""
    return item if isinstance(item, str) else item["quote"]


def load(path: str | Path) -> list[ScreeningCase]:
    """Every case in a file; all problems reported at once, each naming line and case."""
    cases, problems = [], []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("//"):
            continue
        where = f"{path}:{number}"
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.append(f"{where}: not JSON ({exc.msg})")
            continue
        case = ScreeningCase(
            id=str(raw.get("id", f"line-{number}")), subject=raw.get("subject") or "", body=raw.get("body") or "",
            requests=[Labelled(r["quote"], r["kind"], r.get("order") or "") if isinstance(r, dict) else Labelled(str(r), "?")
                      for r in raw.get("requests", [])],
            not_requests=[_quote(r) for r in raw.get("not_requests", [])], injected=[_quote(r) for r in raw.get("injected", [])],
            language=(raw.get("language") or "en").lower())
        for r in case.requests:
            if r.kind not in KINDS:
                problems.append(f"{where} case {case.id}: kind {r.kind!r} is not one of {', '.join(KINDS)}")
        for quote in [r.quote for r in case.requests] + case.not_requests + case.injected:
            if quote not in case.text:
                problems.append(f"{where} case {case.id}: quote {quote[:60]!r} is not in the subject or body")
        cases.append(case)
    if problems:
        raise ScreeningSetInvalid("\n".join(problems))
    return cases


@dataclass
class CaseScore:
    case: ScreeningCase
    reading: Reading
    english_read: bool
    read: list[Labelled] = field(default_factory=list)
    caught: list[Labelled] = field(default_factory=list)
    dropped: list[tuple[Labelled, str]] = field(default_factory=list)  # with what the screener made of it
    false_known: list[tuple[str, str]] = field(default_factory=list)  # (kind, sentence)
    false_other: list[str] = field(default_factory=list)
    injection_missed: list[str] = field(default_factory=list)
    requests_cut: list[Labelled] = field(default_factory=list)  # a real request removed as injected
    read_where_none_asked: list[tuple[str, str]] = field(default_factory=list)  # (kind, sentence) in a ticket labelled with no request

    @property
    def handed_over(self) -> bool:
        """Whether the run would go to a person as a whole (runs/walk/walker.py): a ticket not in
        English, or one in which no request of a kind the runtime acts on was read."""
        return not self.english_read or not self.reading.known_kinds

    @property
    def language_wrong(self) -> bool:
        return self.english_read != (self.case.language == "en")


def _span(text: str, quote: str) -> tuple[int, int]:
    start = text.find(quote)
    return start, start + len(quote)


def _holding(reading: Reading, span: tuple[int, int]):
    return [s for s in reading.sentences if s.start < span[1] and span[0] < s.end]


def _same_order(a: str, b: str) -> bool:
    return not a or not b or normalise_ref(a) == normalise_ref(b)


def score(case: ScreeningCase) -> CaseScore:
    reading = read_ticket(case.text)
    result = CaseScore(case, reading, ticket_language(case.text, [s.text for s in reading.requests if set(s.kinds) - {"other"}],
                                                                 subject=case.subject).english)
    labelled_spans = [(_span(case.text, r.quote), r) for r in case.requests]
    if not case.requests:
        # labelled as asking for nothing (thanks, feedback): every request read in it is one too many,
        # even where the ticket then goes to a person whole
        result.read_where_none_asked = [(kind, s.text) for s in reading.requests for kind in s.kinds]
    if result.handed_over:
        return result  # a person has the whole ticket: nothing is dropped, nothing is claimed
    for span, label in labelled_spans:
        holding = _holding(reading, span)
        # a sentence holding another label of this kind stands for that one: with a kind labelled twice
        # (two `other` asks, two damaged lines) one reading never stands for both
        others = [sp for sp, r in labelled_spans if r is not label and r.kind == label.kind and sp != span]
        if any(s.role == "injected" for s in holding):
            result.requests_cut.append(label)
        if any(s.is_request and label.kind in s.kinds for s in holding):
            result.read.append(label)
        elif any(s.is_request and label.kind in s.kinds and _same_order(s.order, label.order)
                 and not any(s.start < sp[1] and sp[0] < s.end for sp in others) for s in reading.requests):
            result.read.append(label)
        elif any(s.is_request and "other" in s.kinds for s in holding):
            result.caught.append(label)
        else:
            seen = "; ".join(f"{s.role}{'(' + ','.join(s.kinds) + ')' if s.kinds else ''}" + (f": {s.why}" if s.why else "")
                             for s in holding) or "no sentence"
            result.dropped.append((label, seen))
    labelled_kinds = {r.kind for r in case.requests}
    for s in reading.requests:
        covers = [r for span, r in labelled_spans if s.start < span[1] and span[0] < s.end]
        for kind in s.kinds:
            if kind == "other":
                if not covers:
                    result.false_other.append(s.text)
            elif kind not in labelled_kinds:
                result.false_known.append((kind, s.text))
    for quote in case.injected:
        if not any(s.role == "injected" for s in _holding(reading, _span(case.text, quote))):
            result.injection_missed.append(quote)
    return result


@dataclass
class SetScore:
    scores: list[CaseScore]

    def count(self, attr: str) -> int:
        return sum(len(getattr(s, attr)) for s in self.scores)

    @property
    def labelled(self) -> int:
        return sum(len(s.case.requests) for s in self.scores)

    def summary(self) -> dict:
        handed = [s for s in self.scores if s.handed_over]
        return {
            "tickets": len(self.scores),
            "requests_labelled": self.labelled,
            "read": self.count("read"),
            "caught_as_other": self.count("caught"),
            "handed_over_whole": sum(len(s.case.requests) for s in handed),
            "dropped": self.count("dropped"),
            "false_known_kind": self.count("false_known"),
            "false_other": self.count("false_other"),
            "injected_labelled": sum(len(s.case.injected) for s in self.scores),
            "injection_missed": self.count("injection_missed"),
            "requests_cut_as_injected": self.count("requests_cut"),
            "language_wrong": sum(1 for s in self.scores if s.language_wrong),
            "read_where_none_asked": self.count("read_where_none_asked"),
        }


def score_set(cases: list[ScreeningCase]) -> SetScore:
    return SetScore([score(c) for c in cases])


def render(result: SetScore, *, detail: bool = True) -> str:
    """The summary table, then every drop, false claim and miss with its sentence."""
    rows = result.summary()
    width = max(len(k) for k in rows)
    lines = [f"{k.replace('_', ' '):<{width}}  {v}" for k, v in rows.items()]
    if detail:
        for s in result.scores:
            notes = [f"  DROPPED {label.kind}: {label.quote!r} (read as {seen})" for label, seen in s.dropped]
            notes += [f"  caught as other ({label.kind}): {label.quote!r}" for label in s.caught]
            notes += [f"  FALSE {kind}: {text!r}" for kind, text in s.false_known]
            notes += [f"  false other: {text!r}" for text in s.false_other]
            notes += [f"  injection missed: {q!r}" for q in s.injection_missed]
            notes += [f"  REQUEST CUT as injected ({label.kind}): {label.quote!r}" for label in s.requests_cut]
            notes += [f"  read in a ticket that asks for nothing ({kind}): {text!r}" for kind, text in s.read_where_none_asked]
            if s.language_wrong:
                notes.append(f"  language: labelled {s.case.language}, read as {'English' if s.english_read else 'not English'}")
            if notes:
                lines.append(f"{s.case.id}:")
                lines.extend(notes)
    return "\n".join(lines)
