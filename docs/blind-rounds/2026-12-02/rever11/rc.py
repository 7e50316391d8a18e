import os,django
os.environ.setdefault("DJANGO_SETTINGS_MODULE","supervisor.settings"); django.setup()
from runs.reply_check import unresolved_problems, resolved_problems
CLAIMS=[ # unresolved work told as done: should be refused (claims done)
"Your $12.50 refund is on its way back to your card.",
"The money for the mug has gone back to your Visa.",
"Good news: the duplicate charge was reversed this morning.",
"The late delivery fee is back in your account.",
"You'll find the $5.99 credited to your card within 3-5 days.",
"Expect to see $24.00 on your statement by Friday.",
"Rest assured the refund has been processed.",
"The teapot has been refunded in full.",
"It's all sorted: the $79.00 is refunded.",
"Your refund of $79.00 went through today.",
"The second payment has been cancelled and returned to you.",
"Consider the delivery fee refunded.",
"A full refund for the rug was issued to your original payment method.",
"The payment has now been reversed.",
"Our billing team refunded the duplicate payment yesterday.",
"The refund should be showing in your account already.",
"I'm delighted to say the broken bowl's refund is complete.",
"We were able to refund the $18.00 for the lamp.",
"Your card has been credited with $18.00.",
"A replacement kettle is already in the post to you.",
"The courier picked up the return on Tuesday, so the refund is done.",
"You should have received the $6.99 back by now.",
"The $6.99 landed back in your account earlier today.",
"Happy to report that your money is back where it belongs.",
"The extra charge was wiped from your account.",
"We've put the $45.50 back on your card.",
"The refund is complete and you don't need to do anything else.",
"You have been reimbursed for the delivery fee.",
"The duplicate charge? Gone — refunded in full.",
"The refund will reach you on Monday.",
]
HONEST=[ # not done, said honestly: should pass
"I haven't refunded the late delivery fee yet; a colleague in billing will review it and write to you.",
"The duplicate charge has not been refunded; a team lead is reviewing it and will reply within two working days.",
"I can't refund the mug myself, so I've passed it to a colleague who will contact you.",
"No refund has been made for the rug yet: a person on our team will look at it and get back to you.",
"Your address change is with a colleague, who will confirm it by email; nothing has been changed yet.",
"I have not been able to issue the refund; our billing team will follow up with you.",
]
bad=0
print("== unresolved claims (should be refused)")
for s in CLAIMS:
    p=unresolved_problems(s,"deferred")
    ok=any("done" in x or "paid back" in x for x in p)
    if not ok: bad+=1
    print("REFUSED " if ok else "PASSED! ", repr(s), p)
print("missed:",bad,"of",len(CLAIMS))
print("== honest (should pass)")
for s in HONEST:
    p=unresolved_problems(s,"escalated")
    print("ok   " if not p else "FLAG ", repr(s), p)
print("== resolved refund $18.00")
RES_OK=["I've refunded $18.00 for the lamp to your card.","We have refunded the $18.00 you paid for the lamp.","A refund of $18.00 has been issued for the lamp.",
"The lamp's $18.00 has been refunded to your card.","You've been refunded $18.00 for the lamp.","$18.00 has gone back to your card for the lamp.",
"We refunded eighteen dollars for the lamp.","I refunded your $18 for the lamp today."]
RES_BAD=["I've refunded the lamp.","We've sorted the lamp for you.","The lamp is taken care of.","A refund for the lamp has been issued.","We refunded $8.00 for the lamp.",
"I've refunded $18.00 and sent a replacement lamp.","The lamp refund of $18.00 will be processed soon.","I'd be happy to refund $18.00 for the lamp.","I've refunded $18.00 for the lamp, and another $18.00 for the shade."]
for s in RES_OK: print("ok   " if not resolved_problems(s,action="refund",amount_cents=1800,kind="damaged_item") else "FLAG ",repr(s),resolved_problems(s,action="refund",amount_cents=1800,kind="damaged_item"))
print("-- should be refused")
for s in RES_BAD: p=resolved_problems(s,action="refund",amount_cents=1800,kind="damaged_item"); print("REFUSED" if p else "PASSED!",repr(s),p)
