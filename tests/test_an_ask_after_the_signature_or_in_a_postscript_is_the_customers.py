"""An ask after the signature, a mobile footer or in a postscript is the customer's own: "Sent from my iPhone" then "ps
take me off your marketing emails, I get 3 a day" was read as a statement and dropped while the express fee was
refunded. A postscript's lead-in ("ps", "P.S.", "PPS:") now sets an ask up as "by the way" does; the device footer
itself, and a postscript that asks nothing, stay as they were. Wording written for these tests."""

import pytest

from runs.intents import read_ticket

HEAD = "Hi, the blanket came three days after the promised date. Please refund the express fee.\n"


def _roles(text: str) -> dict[str, tuple[str, list[str]]]:
    return {s.text: (s.role, s.kinds) for s in read_ticket(text).sentences}


@pytest.mark.parametrize("tail,ask", [
    ("Thanks\nMarta\n--\nSent from my iPhone\nps take me off your marketing emails, I get 3 a day",
     "ps take me off your marketing emails, I get 3 a day"),
    ("Cheers, Dev\nSent from my Galaxy\nP.S. send the invoice to my work address",
     "send the invoice to my work address"),
    ("Regards, Tom\n\nPPS: stop sending me texts asking for reviews", "PPS: stop sending me texts asking for reviews"),
    ("Many thanks\nAnn\nSent from Outlook for Android\nPS remove my old card from the account", "PS remove my old card from the account"),
    ("x\nJo\n\np.s. update my phone number to 07700 900123 pls", "update my phone number to 07700 900123 pls"),
    ("Best,\nSam\nps. cancel the newsletter for me", "cancel the newsletter for me"),
])
def test_an_ask_in_a_postscript_after_the_sign_off_is_a_request(tail, ask):
    roles = _roles(HEAD + tail)
    found = [t for t in roles if ask in t or t in ask]
    assert found and any(roles[t] == ("request", ["other"]) for t in found)


@pytest.mark.parametrize("tail,line", [
    ("Thanks\n--\nSent from my iPhone", "Sent from my iPhone"),
    ("Thanks\nSent from my iPhone\nPlease excuse typos", "Please excuse typos"),
    ("Cheers, Tom\nps the blanket itself is gorgeous", "ps the blanket itself is gorgeous"),
    ("Cheers\nPS thanks again for the quick reply last time", "PS thanks again for the quick reply last time"),
])
def test_a_footer_or_a_postscript_that_asks_nothing_stays_context(tail, line):
    roles = _roles(HEAD + tail)
    assert roles[line][0] != "request"
