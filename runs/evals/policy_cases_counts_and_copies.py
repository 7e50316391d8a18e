"""policy-conditions cases for a count said with no noun ("Five were smashed."), a duplicate charge
judged against what the order cost (a card retried minutes later; equal charges that each pay for
something of their own), a shade other than the customer pictured, a "the rest is fine" clause
beside a damage claim, and a line partly refunded before (generated with the rest by
runs.evals.generate_policy_cases)."""

from __future__ import annotations

from datetime import timedelta
from types import ModuleType


def counts_copies_and_claims(parts: ModuleType) -> list[dict]:
    """`parts`: runs.evals.generate_policy_cases, whose case builders these cases are made with."""
    _case, _order, _person, _share, _world, _iso = parts._case, parts._order, parts._person, parts._share, parts._world, parts._iso
    cases = []

    def line_of(n: int, person: dict, lines: list[tuple], days: int = 3, seller: str = "SEL-HOME", **kw):
        """An order of (sku, description, quantity, unit price) lines delivered `days` ago."""
        orders = _order(n, person["ref"], seller, [(sku, d, q * price, *rest) for sku, d, q, price, *rest in lines],
                        delivered_days_ago=days, **kw)
        for line, (_, _, q, price, *_) in zip(orders[0]["lines"], lines):
            line.update(quantity=q, unit_price_cents=price)
        return orders

    def refund(order: dict, sku: str, quantity: int) -> dict:
        return {"amount_cents": _share(order, sku, quantity), "source": "platform", "lines": [{"sku": sku, "quantity": quantity}]}

    # --- a count with no noun, in the sentence after the one naming the line --------------------------
    p = _person(58, "Halvard", "Nkemelu")
    orders = line_of(158, p, [("HOME-WTB-8", "Wine tumbler", 8, 900)])
    cases.append(_case("POL-58", "'Got eight wine tumblers. Five were smashed.': five tumblers, not eight", ["policy", "units", "bare_count"],
                       ["damaged_item"], "smashed", "Hi. Got my eight wine tumblers from SU-90158 yesterday. Five were smashed when i "
                       "opened the box, glass everywhere. refund for those please\nHalvard", p, _world(p, orders),
                       {"refunds": [refund(orders[0], "HOME-WTB-8", 5)]}, order_ref="SU-90158"))
    p = _person(59, "Sunniva", "Adeyemi")
    orders = line_of(159, p, [("HOME-SBL-4", "Salad bowl", 4, 1500), ("HOME-SRV-1", "Olive wood servers", 1, 2200)])
    cases.append(_case("POL-59", "bowls named, then 'Two of them arrived chipped': two bowls, the servers untouched", ["policy", "units", "bare_count"],
                       ["damaged_item"], "Chipped bowls", "Hello! The salad bowls from SU-90159 came today, four of them. "
                       "Sadly two arrived chipped on the rim. The servers are lovely. May I have a refund for the two chipped ones?\nSunniva", p, _world(p, orders),
                       {"refunds": [refund(orders[0], "HOME-SBL-4", 2)]}, order_ref="SU-90159"))
    p = _person(60, "Ignatius", "Porter")
    orders = line_of(160, p, [("HOME-JUG-3", "Glass water jug", 3, 1800), ("HOME-CUP-6", "Espresso cup", 6, 700)])
    cases.append(_case("POL-60", "'the jugs and the cups came. 3 broken.': which line is not said, a person settles it", ["policy", "units", "bare_count"],
                       ["damaged_item"], "breakage", "The jugs and the espresso cups from SU-90160 came this morning. 3 broken. "
                       "Please refund.\nIgnatius", p, _world(p, orders),
                       {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "damaged"}]}, order_ref="SU-90160"))

    # --- a duplicate charge is a charge beyond what the order cost ------------------------------------
    p = _person(61, "Rosalind", "Kaur")
    orders = line_of(161, p, [("HOME-KTL-1", "Enamel kettle", 1, 4600)], days=6, delivery_cents=0)
    first = orders[0]["charges"][0]
    orders[0]["charges"] = [c for c in orders[0]["charges"] if c["kind"] != "delivery"]
    retry = {**first, "charged_at": _iso(parts.NOW - timedelta(days=12) + timedelta(minutes=6))}
    orders[0]["charges"].append(retry)
    cases.append(_case("POL-61", "the card retried six minutes later: the second items charge is a copy and is refunded",
                       ["policy", "charged_twice"], ["duplicate_charge"], "Paid twice for the kettle",
                       "Hi there, the payment page hung when I bought the kettle (SU-90161), I pressed pay again some minutes later "
                       "and now the bank shows $46.00 taken two times. I only got one kettle. Please give back the extra.\nRosalind",
                       p, _world(p, orders), {"refunds": [{"amount_cents": 4600, "source": "platform"}]}, order_ref="SU-90161"))
    p = _person(62, "Desmond", "Oyelaran")
    orders = line_of(162, p, [("HOME-CNDL-1", "Cedar candle", 1, 3250), ("HOME-SOAP-1", "Cedar soap dish", 1, 3250)], delivery_cents=0)
    orders[0]["charges"] = [c for c in orders[0]["charges"] if c["kind"] != "delivery"]
    items = orders[0]["charges"][0]
    items["amount_cents"] = 3250
    orders[0]["charges"].insert(1, {**items, "charged_at": _iso(parts.NOW - timedelta(days=9) + timedelta(seconds=30))})
    cases.append(_case("POL-62", "two $32.50 charges that each paid for a line of their own: no copy, nothing refunded",
                       ["policy", "charged_twice"], ["duplicate_charge"], "double charge??",
                       "hello my statement has 32.50 on it two times for SU-90162, i think you charged me double. refund the "
                       "second please\nDesmond", p, _world(p, orders),
                       {"outcome": "partial", "deferred": [{"item": "charge"}]}, order_ref="SU-90162"))
    p = _person(63, "Maelle", "Fitzgerald")
    orders = parts._two_parcels(163, p["ref"], [("HOME-LMP-9", "Rattan floor lamp", 8800), ("HOME-BLB-2", "Filament bulb", 900)],
                                old_days=9, new_days=6, placed=True)
    fee = next(c for c in orders[0]["charges"] if c["kind"] == "delivery")
    orders[0]["charges"].append({**fee, "charged_at": _iso(parts.NOW - timedelta(days=15) + timedelta(seconds=45))})
    cases.append(_case("POL-63", "a delivery fee for each of two parcels: neither is a copy", ["policy", "charged_twice", "parcel"],
                       ["duplicate_charge"], "Delivery charged 2x", "Good afternoon. Why has SU-90163 got the standard delivery charge "
                       "on it twice? Kindly refund one of them.\nMaelle", p, _world(p, orders),
                       {"outcome": "partial", "deferred": [{"item": "charge"}]}, order_ref="SU-90163"))

    # --- a shade other than the customer pictured is a change of mind ---------------------------------
    p = _person(64, "Toby", "Wanjiru")
    orders = line_of(164, p, [("HOME-SRM-1", "Facial roller, rose quartz", 1, 2900, "opened_personal_care")], days=5)
    cases.append(_case("POL-64", "a used facial roller 'a different tint than I'd pictured': a change of mind, opened personal care is excluded",
                       ["policy", "not_excluded", "not_what_was_ordered"], ["change_of_mind"], "Return",
                       "Hi, I've tried the face roller from SU-90164 a few times but the stone is a different tint than I'd pictured, "
                       "more pinkish. Can I send it back?\nToby", p, _world(p, orders),
                       {"outcome": "partial", "deferred": [{"item": "return"}]}, order_ref="SU-90164"))

    # --- "the rest is fine" beside a damage claim ------------------------------------------------------
    p = _person(65, "Ottilie", "Baptiste")
    orders = line_of(165, p, [("HOME-MIR-1", "Round wall mirror", 1, 6400), ("HOME-HKS-2", "Brass hook", 2, 600)])
    cases.append(_case("POL-65", "'the mirror came cracked, the hooks were okay though': the mirror is refunded",
                       ["policy", "line_in_ticket"], ["damaged_item"], "Mirror",
                       "Hello, the round mirror from SU-90165 came cracked across one corner, the hooks were okay though. "
                       "I'd like a refund for the mirror.\nOttilie", p, _world(p, orders),
                       {"refunds": [refund(orders[0], "HOME-MIR-1", 1)]}, order_ref="SU-90165"))

    # --- a line partly refunded before: the units not yet refunded are still paid for ------------------
    p = _person(66, "Bartholomew", "Ngata")
    orders = line_of(166, p, [("HOME-DPL-6", "Stoneware dinner plate", 6, 1300)], days=8)
    orders[0]["refunds"] = [{"amount_cents": _share(orders[0], "HOME-DPL-6", 3), "source": "platform", "case_type": "damaged_item",
                             "reason": "three plates refunded on an earlier ticket", "lines": ["HOME-DPL-6"]}]
    cases.append(_case("POL-66", "three of six plates refunded before; a fourth cracked now is paid", ["policy", "earlier_refund", "units"],
                       ["damaged_item"], "Another plate", "Hi again, you refunded three of my six dinner plates from SU-90166 last week. "
                       "Now one more of the six has a crack right across it. Could you refund that one too?\nBartholomew",
                       p, _world(p, orders), {"refunds": [refund(orders[0], "HOME-DPL-6", 1)]}, order_ref="SU-90166"))
    return cases
