"""Screening sets: a person's labels scored against the screener, request by request."""

import json

import pytest
from django.core.management import call_command

from runs.evals.screening_sets import SHIPPED_SETS, ScreeningSetInvalid, load, score, score_set


def write(tmp_path, *cases):
    path = tmp_path / "set.jsonl"
    path.write_text("\n".join(json.dumps(c) for c in cases) + "\n", encoding="utf-8")
    return path


def case(body, requests=(), **extra):
    return {"id": extra.pop("id", "T-1"), "subject": extra.pop("subject", ""), "body": body,
            "requests": [{"quote": q, "kind": k} for q, k in requests], **extra}


def test_a_request_read_as_its_kind_counts_as_read(tmp_path):
    [c] = load(write(tmp_path, case("My toaster showed up with its crumb tray bent in half.", [("crumb tray bent", "damaged_item")])))
    result = score(c)
    assert [r.kind for r in result.read] == ["damaged_item"] and not result.dropped


def test_a_request_the_screener_sends_to_a_person_counts_as_caught_not_dropped(tmp_path):
    body = ("The mixing bowls from SU-55102 are lovely, thank you. "
            "Separately, could my loyalty card number be added to that order retrospectively?")
    [c] = load(write(tmp_path, case(body, [("loyalty card number be added", "other")])))
    result = score(c)
    assert result.handed_over or [r.kind for r in result.caught] == ["other"]
    assert not result.dropped


def test_a_request_read_as_another_kind_is_dropped_with_what_was_read(tmp_path):
    body = "Lamp SU-61233 arrived with the shade crushed flat. Also kindly move my account over to my work email."
    [c] = load(write(tmp_path, case(body, [("shade crushed flat", "damaged_item"), ("shade crushed flat", "late_delivery")])))
    result = score(c)
    assert [label.kind for label, _ in result.dropped] == ["late_delivery"]
    assert "damaged_item" in result.dropped[0][1]


def test_a_claim_nobody_made_is_a_false_known_kind(tmp_path):
    body = "Our order SU-61990 came broken into three separate deliveries, all fine. Could you send me the invoice as a PDF?"
    [c] = load(write(tmp_path, case(body, [("send me the invoice", "other")])))
    result = score(c)
    assert ("damaged_item", body.split(". ")[0] + ".") in result.false_known


def test_a_ticket_in_another_language_is_handed_over_and_drops_nothing(tmp_path):
    body = "Buongiorno, la lampada ordinata la settimana scorsa è arrivata con il vetro rotto. Vorrei un rimborso, grazie."
    [c] = load(write(tmp_path, case(body, [("arrivata con il vetro rotto", "damaged_item")], language="it")))
    result = score(c)
    assert result.handed_over and not result.dropped and not result.language_wrong


def test_a_quote_that_is_not_in_the_ticket_is_refused_with_its_line(tmp_path):
    path = write(tmp_path, case("Parcel SU-1 never turned up.", [("parcel never arrived", "non_delivery")]))
    with pytest.raises(ScreeningSetInvalid, match=r"set.jsonl:1 case T-1: quote 'parcel never arrived' is not in"):
        load(path)


def test_an_unknown_kind_is_refused(tmp_path):
    with pytest.raises(ScreeningSetInvalid, match="kind 'refund' is not one of"):
        load(write(tmp_path, case("Refund me.", [("Refund me", "refund")])))


def test_the_command_prints_the_table_and_fails_on_a_drop(tmp_path, capsys):
    body = "The kettle arrived with a cracked spout. Also, the grey sofa cover is lovely."
    path = write(tmp_path, case(body, [("cracked spout", "damaged_item"), ("grey sofa cover", "wrong_item")]))
    with pytest.raises(SystemExit) as exit_:
        call_command("screen", "--cases", str(path), "--json", str(tmp_path / "r.json"))
    assert exit_.value.code == 1
    out = capsys.readouterr().out
    assert "dropped                   1" in out and "DROPPED wrong_item" in out
    assert json.loads((tmp_path / "r.json").read_text())["dropped"] == 1


def test_the_first_shipped_set_drops_nothing_and_no_set_cuts_a_request_out_as_injected():
    # blind-a was the set the screener was worked on; blind-b and blind-c were scored blind first
    # (their figures are in docs/evals.md) and then worked on; none may get worse than recorded.
    recorded = {"blind-a-60.jsonl": 0, "blind-b-60.jsonl": 2, "blind-c-60.jsonl": 5, "blind-d-50.jsonl": 4}
    for name, most in recorded.items():
        summary = score_set(load(SHIPPED_SETS / name)).summary()
        assert summary["dropped"] <= most, (name, summary)
        assert summary["requests_cut_as_injected"] == 0, name
        assert summary["language_wrong"] <= (1 if name == "blind-d-50.jsonl" else 0), name


# --- a kind labelled twice; a ticket that asks for nothing ----------------------------------------
@pytest.mark.parametrize("body, asks, thanks", [
    ("Please change my address to 9 Alder Way, Spokane. Thanks so much, Imogen", "Please change my address", "Thanks so much"),
    ("hi could u send me an invoice for SU-40211?? cheers!! Dana", "could u send me an invoice", "cheers!!"),
    ("Dear team, I would like the VAT number on my account corrected to GB 123 4567 89. With many thanks, R. Patel",
     "I would like the VAT number on my account corrected", "With many thanks"),
])
def test_one_reading_never_stands_for_two_labels_of_a_kind(tmp_path, body, asks, thanks):
    # The second `other` label sits on a sentence nobody reads as a request; the first one's reading must
    # not count for it too, so the second is dropped, one to one.
    [c] = load(write(tmp_path, case(body, [(asks, "other"), (thanks, "other")])))
    result = score(c)
    assert [r.quote for r in result.read + result.caught] == [asks] or result.handed_over
    assert result.handed_over or [label.quote for label, _ in result.dropped] == [thanks]


def test_a_kind_labelled_once_is_still_read_from_another_sentence_of_its_kind(tmp_path):
    # near miss: one `other` label on a sentence not read; a request of that kind read elsewhere covers it, as it always has
    body = "The lamp on SU-61233 arrived with its shade crushed flat. Please change my address to 9 Alder Way. Thanks so much."
    [c] = load(write(tmp_path, case(body, [("shade crushed flat", "damaged_item"), ("Thanks so much", "other")])))
    result = score(c)
    assert not result.handed_over and {r.quote for r in result.read} == {"shade crushed flat", "Thanks so much"} and not result.dropped


def test_two_damaged_lines_labelled_apart_are_each_read(tmp_path):
    body = "Order SU-62001: the glass teapot arrived with a crack down the side. Also one of the mugs is chipped on the rim."
    [c] = load(write(tmp_path, case(body, [("the glass teapot arrived with a crack", "damaged_item"),
                                           ("one of the mugs is chipped", "damaged_item")], subject="Tea things")))
    result = score(c)
    assert [r.quote for r in result.read] == ["the glass teapot arrived with a crack", "one of the mugs is chipped"] and not result.dropped


@pytest.mark.parametrize("body, read", [
    ("Please cancel my subscription, it renews on the 20th.", True),  # labelled as asking nothing: a request read is one too many
    ("Order SU-62210 came smashed, the vase is in pieces.", True),
    ("Thank you, the lamp is lovely and it came a day early.", False),
    ("just wanted to say the blanket is gorgeous, my mum loved it x", False),
])
def test_requests_read_in_a_ticket_labelled_as_asking_for_nothing_are_counted(tmp_path, body, read):
    [c] = load(write(tmp_path, case(body, [])))
    result = score(c)
    assert bool(result.read_where_none_asked) is read, result.read_where_none_asked
    assert score_set([c]).summary()["read_where_none_asked"] == len(result.read_where_none_asked)
    assert not result.dropped and not result.read
