"""A ticket written in another language is detected as that language, short or long, with an
English order number or an English line quoted in it: sentence by sentence, a short Spanish
sentence is sure of no language (Spanish, Catalan and Portuguese share the detector's confidence)
and was counted as English, so a wholly Spanish ticket read as English and its escalation named no
language. English tickets with a foreign name, a loanword or a word of thanks stay English."""

import pytest

from runs.language import detect_language


@pytest.mark.parametrize("text, language", [
    ("Devolución pedido SU-70001\nHola, el jarrón llegó roto por un lado. Quisiera un reembolso, por favor. Gracias.", "Spanish"),
    ("Hola. La taza SU-70001 llegó rota.", "Spanish"),
    ("Hola, pedí la taza roja y me llegó la azul. El correo decía: \"Your order SU-70001 has been delivered\". ¿Me pueden ayudar?",
     "Spanish"),
    ("Bonjour, la lampe est arrivée cassée. Je voudrais un remboursement. Merci", "French"),
    ("Commande SU-70001 : colis jamais reçu.", "French"),
    ("Hallo, die Tasse kam kaputt an. Bitte erstatten Sie mir den Betrag. Danke", "German"),
    ("Sehr geehrte Damen und Herren, die Lampe aus Bestellung SU-70001 ist beschädigt angekommen und der Karton war nass. "
     "Ich bitte um Erstattung des Kaufpreises. Mit freundlichen Grüßen, Klaus", "German"),
    ("Olá, o tapete chegou rasgado. Quero o reembolso, obrigado.", "Portuguese"),
    ("Ciao, la lampada è arrivata rotta. Vorrei un rimborso. Grazie", "Italian"),
])
def test_a_ticket_in_another_language_is_named(text, language):
    found = detect_language(text)
    assert not found.english and found.language == language


@pytest.mark.parametrize("text", [
    "Thanks so much, Jose! The kettle arrived dented, refund please.",
    "The Bolognese jar arrived smashed. Gracias, Maria",
    "My abuela's paella pan came warped, can I get a refund? SU-70001",
    "The café au lait bowls arrived chipped, déjà vu from last time. Refund please.",
    "kettle broke pls refund asap thx",
    "Hi Señor Ramírez here, the piñata arrived torn. Refund?",
    "Hi, the Schadenfreude mug I ordered came with a crack. Danke! SU-70001",
    "My mother-in-law wrote on the box: 'Para mi querida hija'. The vase inside was smashed though, refund please SU-70001",
])
def test_an_english_ticket_with_a_foreign_name_or_word_stays_english(text):
    assert detect_language(text).english
