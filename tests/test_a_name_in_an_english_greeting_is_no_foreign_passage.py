"""A name in an English greeting or sign-off ("Thank you, Agnieszka", "Dear Mr Przybylski,") is not a passage in another
language: lingua judged the name's letters and read Polish, the screener asked a person to read it, and the reply told the
customer part of her message was in Polish (ver24a V24-31). A greeting or thanks in another language, or words beyond the
name, are still judged."""

import pytest

from runs.intents import read_ticket
from runs.language import sentence_language
from runs.shop import models as shop
from tests.runtime_world import delivered_order, offline_run, small_shop

BODY = ("Hello, you sent me the flat sheet in king size, but I ordered queen. The pillow protectors are fine.\n\n"
        "Also I was billed two times for this order, the same amount a few minutes apart.\n\n")


@pytest.mark.parametrize("line", [
    "Thank you, Agnieszka", "Kind regards, Małgorzata Wójcik", "Hi Siobhán,", "Dear Mr Przybylski,", "Cheers, Joaquín",
    "Many thanks, Jürgen Schäfer", "Hello Agnieszka,", "Best, Zbigniew", "thanks so much - Grzegorz",
])
def test_a_name_beside_english_greeting_words_has_no_language_to_judge(line):
    assert sentence_language(line) is None


@pytest.mark.parametrize("line", [
    "Dzięki, Agnieszka", "Quiero un reembolso.", "Gracias por todo", "Hallo Jürgen, bitte erstatten Sie den vollen Betrag",
])
def test_other_languages_are_still_judged(line):  # near misses
    found = sentence_language(line)
    assert found is not None and not found.english


@pytest.mark.parametrize("sign_off", ["Thank you, Agnieszka", "Thanks,\nAgnieszka Nowak", "Best wishes, Przemysław", "Cheers Siobhán"])
def test_the_sign_off_asks_nothing_of_a_person(sign_off):
    reading = read_ticket(f"Wrong sheet size\n{BODY}{sign_off}")
    assert not any("Polish" in s.why or "Czech" in s.why or "Irish" in s.why for s in reading.sentences)
    assert all(not s.is_request or s.kinds != ["other"] or "exchange" in s.text for s in reading.sentences)


def test_a_foreign_passage_in_an_english_ticket_is_still_flagged():  # near miss
    reading = read_ticket(f"Wrong sheet size\n{BODY}Proszę o zwrot pieniędzy na moje konto bankowe jak najszybciej.\n\nThank you, Agnieszka")
    assert [s.why for s in reading.requests if "Polish" in s.why] == ["written in Polish: the screener reads English only"]


@pytest.mark.django_db
@pytest.mark.parametrize("sign_off", ["Thank you, Agnieszka", "Cheers, Joaquín", "Kind regards,\nMałgorzata Wójcik"])
def test_offline_the_reply_names_no_language_for_a_sign_off(settings, sign_off):
    maya, house = small_shop(settings)
    delivered_order("SU-82431", maya, house, [("VSE-1", "Glass vase", 1, 3000), ("CUP-1", "Tea cup", 2, 900)])
    run = offline_run(f"Hello, the glass vase arrived smashed, please refund it. The tea cups are fine.\n\n{sign_off}", "SU-82431")
    reply = " ".join(shop.CustomerReply.objects.filter(order__ref="SU-82431").values_list("body", flat=True))
    assert "written in" not in reply and not run.escalations.exists()
    assert list(shop.Refund.objects.filter(order__ref="SU-82431").values_list("amount_cents", flat=True)) == [3000]
