"""A ticket's language is judged on the body the customer wrote, not on its subject: an English
subject (often a form's or a shop's words) over a body in another language sends the run to a
person whole, with the body's language named and counted; an English body with a greeting, a
sign-off or a quoted product name in another language stays English."""

import pytest
from django.urls import reverse

from runs.intents import read_ticket
from runs.language import ticket_language
from runs.models import Run
from tests.dashboard_world import next_ref, world  # noqa: F401
from tests.runtime_world import start, ticket, walk_until_pause


def language_of(subject, body):
    text = f"{subject}\n{body}"
    reading = read_ticket(text)
    return ticket_language(text, [s.text for s in reading.requests if set(s.kinds) - {"other"}], subject=subject)


@pytest.mark.parametrize("subject,body,language", [
    ("Wrong item received SU-77001", "Bonjour, j'ai reçu une théière verte alors que j'avais commandé la bleue. "
     "Pouvez-vous m'envoyer la bonne? Merci.", "French"),
    ("Refund request - order SU-77002", "Hallo, das Paket kam drei Wochen zu spät und die Expressgebühr war umsonst. "
     "Ich hätte gern die Versandkosten zurück.", "German"),
    ("Damaged on arrival: SU-77003", "Buenos días. El jarrón llegó con una grieta enorme en la base y no se puede usar. "
     "Necesito un reembolso completo, gracias.", "Spanish"),
    ("Charged twice for my order", "Guten Abend, auf meiner Kreditkarte sehe ich die Zahlung für die Bestellung SU-77008 zweimal. "
     "Bitte buchen Sie eine davon zurück.", "German"),
    ("Never arrived SU-77009", "El paquete nunca llegó.", "Spanish"),
])
def test_an_english_subject_over_a_body_in_another_language_names_the_bodys_language(subject, body, language):
    found = language_of(subject, body)
    assert not found.english and found.language == language and not found.also, found


@pytest.mark.parametrize("subject,body", [
    ("Order SU-77004 problem", "Hola equipo! The kettle arrived with a dented spout, could you refund it please? Saludos, Marta"),
    ("SU-77005 damaged", "Bonjour, the Mon Petit Café espresso cups came with two chipped saucers. Please send replacements. "
     "Merci beaucoup, Élodie"),
    ("Pedido SU-77006", 'The "Schöne Grüße aus Bayern" mug you sent me was cracked along the handle. I would like a refund. Danke!'),
    ("Lieferung SU-77007", "My blanket never arrived, it has been three weeks now. Please refund me."),
    ("Lamp", "the “Lámpara de Noche” you sent flickers and then dies, pls refund"),
    ("Damaged item", "The vase arrived cracked, please refund it.\nMit freundlichen Grüßen\nHans Müller\nMusterstraße 4, 80331 München"),
])
def test_an_english_body_stays_english_whatever_its_subject_greeting_sign_off_or_quoted_name(subject, body):
    assert language_of(subject, body).english


def test_a_body_in_another_language_under_an_english_subject_goes_to_a_person_whole_and_is_counted(world, auditor, client_for):
    body = "Guten Tag, die Teekanne kam mit einem Sprung im Deckel an. Ich möchte bitte mein Geld zurück. Viele Grüße, Jens"
    run = walk_until_pause(start(ticket(body, ref=next_ref(), subject="Damaged teapot, refund please")))
    assert run.status == Run.Status.AWAITING_ESCALATION
    assert run.state["language"]["english"] is False and run.state["language"]["language"] == "German"
    html = client_for(auditor).get(reverse("metrics")).content.decode()
    assert "Not English: to a person" in html and "German: 1" in html
