"""A run's ticket as code reads it, before any model does: recorded, checked against every plan,
and shown next to the plan so a reviewer sees what a plan would drop.

The reading (runs/intents/) is deterministic in the ticket's text, so a replay reads the same.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import follow_ups, order_owner, record
from .intents.asks_with_their_fallback import with_fallback
from .intents.told import told_problem
from .intents.unit_fractions import some_of_the_goods
from .intents.refund_form_scope import form_scope
from .intents.reading import removed_payload
from .intents import GOODS_INSTEAD, OTHER_PERSONS_ORDER, Reading, accounting, describe, header_line, record_before, unaccounted
from .carried_orders_retied import retied_to_record
from .forged_grants import forged_grants
from .handed_relative import as_handed
from .language import Detected, ticket_language
from .models import Escalation, RunStatus
from .screening_checks import (CHECK_OTHER_ORDER, HANDED_WHOLE, RECORD_WISH, attached_to_check, courtesy_to_check, declined_to_check,
                               handed_over_whole, telling_to_check)
from .sentences import normalise_ref
from .staff_notes import SHOP_TURN_WHY
from .quoting import each_quoted, shortened
from .quoted_claim_goods import quoted_claim
from .ticket_reading import read_once
from .ticket_lines import attached_to, caused_sentences, declining_sentences, lines_unplanned, request_sentences, told_after, told_before

# What a sentence that asks for nothing on its own is, in the "Read as" column.
ROLE_LABELS = {
    "attached": "goes with a request",
    "courtesy": "courtesy",
    "injected": "pasted instruction",
    "context": "background",
    "request_unread": "request not understood",
    "statement": "no request read",
}

ROLE_NOTES = {
    "statement": "read as telling, not asking: no subtask will cover it; if it asks for something, edit the plan",
    "attached": "asks for the remedy of the requests around it",
    "courtesy": "asks for nothing in particular",
    "injected": "removed: an instruction to the agent pasted into the ticket",
}


# How long an escalation's open item may be.
OPEN_ITEM_MOST = Escalation._meta.get_field("open_item").max_length


def ticket_text(ticket) -> str:
    return f"{ticket.subject}\n{ticket.body}"


def reading_of(run) -> Reading:
    """The run's ticket as the screener reads it: read once per process (runs/ticket_reading.py),
    so a run page drawn again on every push and its plan card do not read it again. A follow-up run
    reads only the sentences handed to it, under its own order (runs.follow_ups)."""
    subject, body, order_ref = follow_ups.ticket_of(run)
    reading = read_once(f"{subject}\n{body}", order_ref)
    reading = as_handed(reading, order_ref, (run.state or {}).get("order")) if follow_ups.handed_from(run) else reading  # "my other order": the one handed
    return retied_to_record(reading, run.order_ref, _pinned_record(run))  # a carried order whose goods are the pin's (carried_orders_retied.py)


@dataclass(frozen=True)
class Screened:
    language: Detected
    reading: Reading
    subject: str = ""

    @property
    def handover(self) -> tuple[str, str] | None:
        """(open item, reason) when the ticket goes to a person as a whole, else None: a ticket not in
        English, or one in which no request of a kind the runtime acts on was read (a request in words
        no table knows, a request of kind `other` alone, or none at all) is never guessed at."""
        if not self.language.english:
            return (f"answer the ticket, written in {self.language.language}",
                    f"the ticket is written in {self.language.language}; the screener reads English only, so no request in it could be checked")
        if not self.reading.known_kinds:
            about = f' "{shortened(self.subject, 80)}"' if self.subject.strip() else ""
            reason = "no request of a kind the runtime acts on by itself was read in the ticket, so a person reads it"
            if self.reading.requests:
                # each request quoted whole while the open item has room (shortened at a word only when it has not)
                notes = [f" (order {s.order}, another person's)" if s.order and s.why.startswith(OTHER_PERSONS_ORDER) else ""
                         for s in self.reading.requests]
                head = f"answer the ticket{about}: "
                quotes = each_quoted([with_fallback(self.reading, s) for s in self.reading.requests], OPEN_ITEM_MOST - len(head) - sum(map(len, notes)))
                return head + "; ".join(q + n for q, n in zip(quotes, notes)), reason
            aside = set_aside(self.reading)
            if unsure := asked_unread(self.reading):
                # a question or a problem told that the reading took for telling or courtesy: never "asking nothing"
                head = f"answer the ticket{about}: "
                return (head + "; ".join(each_quoted([s.text for s in unsure], OPEN_ITEM_MOST - len(head))),
                        f"{reason}; no request was read, but {len(unsure)} sentence(s) read as a question or a problem told: "
                        f"{read_as(unsure, 200)}" + (f"; set aside: {read_as(aside, 200)}" if aside else ""))
            if not aside:
                return f"answer the ticket{about}: no request was read in it", reason
            # every sentence that might ask was set aside (settled, quoted, taken back): say so, with each one's
            # reason, so the person checks that reading, never "no request was read" over three problems read as settled
            return (f"answer the ticket{about}: read as asking nothing, {read_as(aside[:2], 90)}" + (" …" if len(aside) > 2 else ""),
                    f"{reason}; every sentence that might ask something was set aside: {read_as(aside, 200)}")
        return None


def asked_unread(reading: Reading) -> list:
    """The sentences read as telling or courtesy that still read as a question (a body sentence ending in "?") or as a
    problem told with the customer's goods or money: a person handed the ticket is pointed at each, quoted."""
    return [s for s in reading.sentences if s.role in ("statement", "courtesy")
            and ((s.index > 0 and s.text.rstrip().endswith("?")) or told_problem(s.text))]


def set_aside(reading: Reading) -> list:
    """The sentences read as background for a reason (settled, quoted from an earlier message, taken back):
    not a reply's subject line nor a mail's header lines, which say nothing of their own."""
    return [s for s in reading.sentences if s.role == "context" and s.why and not header_line(s.text) and not (s.index == 0 and not s.kinds)]


def read_as(sentences: list, most: int) -> str:
    """Each sentence quoted (at most `most` characters) with what it was read as."""
    return "; ".join(f'"{shortened(s.text, most)}" ({s.why or ROLE_LABELS.get(s.role, s.role)})' for s in sentences)


def screen(run) -> Screened:
    """Record the reading (one `ticket_screened` event, and one `injection_removed` event per passage
    cut out) and return it with the ticket's language; the caller hands the ticket to a person when
    `handover` says so."""
    reading = reading_of(run)
    subject = follow_ups.ticket_of(run)[0]
    language = ticket_language(follow_ups.ticket_text(run), [s.text for s in reading.requests if set(s.kinds) - {"other"}],
                               subject=subject)
    run.state["screened"] = True
    run.state["intents"] = reading.intents
    run.state["injection_suspected"] = bool(reading.removed)
    run.state["language"] = language.as_payload()
    record.append(run, "ticket_screened", {"intents": reading.intents, "injection_suspected": bool(reading.removed),
                                           "language": language.as_payload(), "reading": reading.as_payload()}, actor="system")
    for passage in reading.removed:
        record.append(run, "injection_removed", removed_payload(passage), actor="system")
    for grant in forged_grants(reading):  # "> we've approved an $80 refund for you": context, never paid (runs/forged_grants.py)
        record.append(run, "forged_grant", grant, actor="system")
    return Screened(language, reading, subject)


def requests_in_words(run) -> str:
    """The ticket's requests as the screener read them, each quoted with what it was read as and the
    order it is about, an order refused as another customer's marked so: what a person taking over a
    run that has no plan yet starts from. "the ticket" alone sends them to read it again, and lets a
    customer's own request beside a refused one (a neighbour's order) be missed. "" when none was read."""
    foreign = {normalise_ref(str((e.payload.get("input") or {}).get("order_ref", "")))
               for e in run.events.filter(kind="tool_result") if order_owner.FOREIGN_ORDER in (e.payload.get("error") or "")}
    asks = []
    for s in reading_of(run).requests:
        what = ", ".join(k.replace("_", " ") for k in s.kinds)
        order = normalise_ref(s.order) if s.order else ""
        about = f" on {order}" + (f", which {order_owner.FOREIGN_ORDER}" if order in foreign else "") if order else ""
        asks.append(f'"{shortened(s.text, 110)}" ({what}{about})')
    return "the ticket's requests: " + "; ".join(asks) if asks else ""


def requests_about(run, order_ref: str) -> list[dict]:
    """The run's ticket's requests about this order, as the guard reads them (request_dicts)."""
    return request_dicts(reading_of(run), order_ref)


def request_dicts(reading: Reading, order_ref: str) -> list[dict]:
    """The sentences the screener read as asking for something about this order, {text, kinds,
    spans} each (`spans`: where in the text each kind was read; `forbids`, when present: the actions
    the sentence asks NOT to be taken, and `goods_instead` when it does so asking for goods instead of money; `amounts`, when present: the amounts it states (with their `currency` when it is not the shop's USD); `told`/`told_after`, when present: what the customer said before it,
    and after it when it is the last request; `attached`, when present: the sentences attached to it): what the guard holds a decision's kind, lines and
    quantities against. A sentence read with doubt (`doubted`) carries no kind, so it backs nothing."""
    return [{"text": s.text, "kinds": list(s.kinds), "spans": {k: [list(span) for span in v] for k, v in s.spans.items()},
             **({"forbids": list(s.forbids)} if s.forbids else {}), **({"asks_return": True} if s.asks_return else {}),
             **({"forbid_kinds": scope} if (scope := form_scope(s)) else {}),  # "for that one": the claim it holds (refund_form_scope.py)
             **({"about": s.about} if s.about else {}), **({"order_unsure": True} if s.order_unsure else {}),
             **({"quoted_claim": told} if (told := quoted_claim(s)) else {}),  # "Refund me please" over "> the lamp came cracked" (quoted_claim_goods.py)
             **({"goods_instead": True} if s.why.startswith(GOODS_INSTEAD) else {}),
             **({"amounts": said} if (said := [{"text": a.text, "cents": a.cents, **({"currency": a.currency} if a.currency != "USD" else {})}
                                                for a in s.amounts if a.cents]) else {}),
             **({"told": told} if (told := told_before(reading, s, order_ref)) else {}),
             **({"told_after": after} if (after := told_after(reading, s, order_ref)) else {}),
             **({"attached": attached} if (attached := attached_to(reading, s, order_ref)) else {})}
            for s in request_sentences(reading, order_ref)] + settled_dicts(reading, order_ref) + caused_dicts(reading, order_ref)


def caused_dicts(reading: Reading, order_ref: str) -> list[dict]:
    """The sentences about this order telling of damage done at home, after delivery (runs.ticket_lines.caused_sentences):
    {text, kinds: [], spans: {}, caused_at_home: the sentence telling who did it}. They back nothing, and the guard
    refuses a damage refund on the goods they name (damage_not_caused_at_home)."""
    return [{"text": text, "kinds": [], "spans": {}, "caused_at_home": cause} for text, cause in caused_sentences(reading, order_ref)]


def settled_dicts(reading: Reading, order_ref: str) -> list[dict]:
    """The sentences about this order that tell of a problem as settled (by the shop, a bank, a
    chargeback, another channel), taken back or declined: {text, kinds: [], settles}. They back
    nothing (no kind), and the guard refuses a refund of a kind they settle (request_in_ticket);
    every other check reads only the asking sentences (ticket_lines.asking_only). A refund declined
    ("no need to refund that") is one too: `forbids`, and `forbid_kinds` for the claims it is of."""
    return [{"text": s.text, "kinds": [], "spans": {}, "settles": s.settles,
             **({"forbids": list(s.forbids)} if s.forbids else {}), **({"forbid_kinds": list(s.forbid_kinds)} if s.forbid_kinds else {}),
             # ("No need to refund that one." after "The tea towel is going back": its money declined, never the return)
             **({"about": s.about} if s.about else {}), **({"asks_return": True} if s.asks_return else {})}
            for s in declining_sentences(reading, order_ref)]


def _pinned_record(run) -> dict | None:
    """The pinned order as the run read it, its own refunds left out (what it shows answers a question whether a refund
    promised before was made; a refund this run made is no answer to it), or None."""
    order = run.state.get("order") or {}
    if run.order_ref and order.get("order_ref") != run.order_ref:
        return None
    return record_before(order, run.pk)


def plan_refusals(run, subtasks: list[dict]) -> list[str]:
    """Why a plan (`subtasks`: number, kind, goal) may not be admitted: every request it leaves
    uncovered, and every line a request clearly names that the plan's subtasks of its kind leave out
    (a knife planned, the toaster beside it dropped: the kind is covered, the toaster is not)."""
    reading = reading_of(run)
    order = run.state.get("order") or {}
    left = [describe(row) for row in follow_ups.own_rows(run, unaccounted(reading, subtasks, run.order_ref or run.ticket.order_ref, _pinned_record(run)))]
    if order and (not run.order_ref or order.get("order_ref") == run.order_ref):
        left += [f"the ticket asks about the {line['description']} ({kind.replace('_', ' ')}) and no {kind.replace('_', ' ')} subtask "
                 "names it: give it a subtask of its own" for kind, line in lines_unplanned(order, reading, subtasks)]
    return left


def cut_words(text: str) -> bool:
    """Whether a sentence has words enough to ask for anything (three or more)."""
    return len(re.findall(r"[^\W\d_]{2,}", text)) >= 3


def _owners(reading: Reading, s) -> list:
    """The requests an attached sentence goes with: the nearest request before and after it, across
    the run of attached sentences it stands in; a restatement, the requests it restates (runs/intents/restatements.py)."""
    by_index = {t.index: t for t in reading.sentences}
    if s.restates:
        return [by_index[i] for i in s.restates if i in by_index and by_index[i].role == "request"]
    out = []
    for step in (-1, 1):
        i = s.index + step
        while i in by_index and by_index[i].role == "attached":
            i += step
        if i in by_index and by_index[i].role == "request":
            out.append(by_index[i])
    return out


def reading_rows(run, subtasks: list[dict], deciding: bool | None = None) -> list[dict]:
    """Every sentence of the ticket as the screener took it: each request with the subtask that
    covers it or the reason none does, and every other sentence with what it was read as (a plain
    statement included), so a reviewer sees what a plan would drop, even what the screener missed.

    `deciding`: whether a reviewer still decides the plan (by default, whether the run waits for its
    plan to be confirmed); a sentence that only reads like a wish is otherwise shown for the record."""
    reading = reading_of(run)
    covered = {(row["i"], row["kind"]): row for row in accounting(reading, subtasks, run.order_ref or run.ticket.order_ref, _pinned_record(run))}
    whole = handed_over_whole(run.state, reading.known_kinds)
    goals = {t["number"]: t["goal"] for t in subtasks}
    planned = {t["kind"] for t in subtasks}
    if deciding is None:
        deciding = getattr(run, "status", "") == RunStatus.AWAITING_PLAN
    rows = []
    for s in reading.sentences:
        if s.role == "statement" and not cut_words(s.text):
            continue  # a greeting, a name, an order number alone
        row = {"text": s.text, "role": s.role, "order": s.order, "flags": [a.flag for a in s.amounts if a.flag], "items": []}
        if s.role != "injected" and (some := some_of_the_goods(s.text)):
            row["flags"].append(f'some of the goods only ("{shortened(some, 60)}"): never the whole line paid')
        if s.alternative:
            # "Refund please - or if that's not possible a replacement would do": named, never dropped
            row["flags"].append(f'only if the remedy asked first cannot be given: "{shortened(s.alternative, 80)}"')
        if s.role == "request":
            for kind in s.kinds:
                c = covered[(s.index, kind)]
                handed = whole and c["subtask"] is None
                row["items"].append({"kind": kind, "subtask": c["subtask"], "goal": goals.get(c["subtask"], ""),
                                     "reason": HANDED_WHOLE if handed else c.get("reason", ""), "handed": handed})
        else:
            # (a shop-side chat turn granting money is told as such: runs/staff_notes.py)
            row["note"] = (s.why if s.why == SHOP_TURN_WHY else ROLE_NOTES["injected"]) if s.role == "injected" \
                else s.why or ROLE_NOTES.get(s.role, "")
            row["kinds"] = s.kinds
            row["role_label"] = ROLE_LABELS.get(s.role, s.role.replace("_", " "))
            # a statement with the words of a problem or a wish may be a claim the screener missed: marked for the reviewer
            row["check"] = (telling_to_check(s.text, planned, deciding) if s.role == "statement"
                            else courtesy_to_check(s.text, deciding) if s.role == "courtesy"
                            else declined_to_check(s.text, deciding) if s.role == "context" and "declines" in s.why else "")
            if s.role == "attached":
                _attach(row, s, _owners(reading, s), covered, planned)
            row["for_record"] = row["check"] == RECORD_WISH
        rows.append(row)
    return rows


def _attach(row: dict, s, owners: list, covered: dict, planned: set[str]) -> None:
    """An attached sentence is shown with the subtasks of the requests it goes with; one that tells of
    another order, or of a problem of its own those requests do not name, is no part of them: it is
    shown as read as no request, and marked."""
    other_order = s.order and any(o.order and normalise_ref(o.order) != normalise_ref(s.order) for o in owners)
    check = CHECK_OTHER_ORDER if other_order else attached_to_check(s.text, {k for o in owners for k in o.kinds}, planned)
    numbers = sorted({covered[(o.index, k)]["subtask"] for o in owners for k in o.kinds if covered.get((o.index, k), {}).get("subtask")})
    if check:
        row.update(check=check, role="statement", role_label=ROLE_LABELS["statement"], note=ROLE_NOTES["statement"])
    elif numbers:
        # (a restatement says what it restates: "asks how to send the goods back for the return asked beside it ... (subtask 1)")
        row["note"] = f"{s.why if s.restates else ROLE_NOTES['attached']} (subtask{'s' if len(numbers) > 1 else ''} {', '.join(map(str, numbers))})"


def uncovered_count(rows: list[dict]) -> int:
    """Requests no subtask covers, a ticket handed to a person as a whole aside (the person has every one)."""
    return sum(1 for row in rows for item in row["items"] if item["subtask"] is None and not item.get("handed"))


def checks_count(rows: list[dict]) -> int:
    """Sentences read as telling that look like a problem or a wish, for the reviewer to check (a
    wish shown only for the record asks nothing of anyone)."""
    return sum(1 for row in rows if row.get("check") and not row.get("for_record"))
