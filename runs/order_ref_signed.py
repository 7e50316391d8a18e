"""The order number signed under the customer's name: "Warm wishes, Gwen (SU-47101)", "Cheers - Tom / order SU-12345",
"Best, Priya Nair, order #SU-47101". A sign-off is a name and nothing more (runs.sentences.signs_off), so the number
after it made the line a sentence of its own, and "Warm wishes" with it read as a wish of no known kind: a person was
handed "a request" that asks nothing. The number in brackets, after a slash, a dash or a comma, with or without "order",
"ref" or "#", closes the sign-off as a name does; the order it names is still read (runs.sentences.orders_in).

Never words beyond the number ("Thanks, Tom (SU-1) - please refund it" asks), nor a number opening the line alone."""

from __future__ import annotations

from runs.order_numbers import ORDER_DIGITS  # (the width every reader of order numbers takes: an eval's copy is wider)

# (a pattern part for runs.sentences._SIGN_OFF, which reads it case-insensitively, before its end of line)
ORDER_REF_SIGNED = (r"(?:[\s,/|—–-]*[(\[]?\s*(?:(?:order|ord|ref|reference)\.?\s*(?:no\.?|number|nr\.?)?\s*[:#]?\s*)?#?\s*"
                    r"[A-Z]{2,4}[\s-]?" + ORDER_DIGITS + r"\s*[)\]]?[\s.]*)?")
