"""Reply probe: 40 sentences for subtasks that are NOT resolved, checked with
runs.reply_check.unresolved_problems(text, status). A claim must be refused (problems listed);
an honest sentence must pass (no problems)."""
from runs.reply_check import unresolved_problems

CLAIMS = [  # state or imply the work was done
    ("escalated", "Your refund for the cracked teapot is on its way."),
    ("deferred", "The late delivery fee has now been credited back to your card."),
    ("escalated", "You should see the $27.00 back in your account within 3-5 business days."),
    ("escalated", "Good news: the duplicate charge was reversed this morning."),
    ("escalated", "Our team has gone ahead and processed the refund for the bread bin."),
    ("deferred", "The money for the delivery has gone back to you."),
    ("escalated", "A return label for the navy towels is attached to this email."),
    ("escalated", "We've sorted the refund for the lamp shade for you."),
    ("escalated", "Consider the $42.50 refunded."),
    ("escalated", "The second payment of $79.00 has been cancelled and returned to your Visa."),
    ("escalated", "Your new address is now saved on your account."),
    ("escalated", "Your Sundry Plus subscription has been cancelled as requested."),
    ("escalated", "I'm pleased to let you know the refund went through."),
    ("deferred", "It's all been taken care of, so there's nothing more for you to do."),
    ("escalated", "A colleague refunded the chopping board earlier today."),
    ("escalated", "The VAT invoice is attached."),
    ("escalated", "Rest assured, the extra charge is already back with you."),
    ("escalated", "A replacement large jacket has been dispatched and should reach you on Friday."),
    ("deferred", "The delivery charge will show as a credit on your next statement."),
    ("escalated", "Refund issued: $56.16 for the lamp base."),
]
HONEST = [  # say it is not done, or who has it and what happens next
    ("escalated", "I haven't refunded the teapot yet; a colleague will look at it and write to you."),
    ("deferred", "I can't refund the delivery fee, because the parcel arrived before the promised date."),
    ("escalated", "A member of our billing team will check the second $79.00 charge and get back to you."),
    ("escalated", "Your address change is with a colleague, who will confirm it by email."),
    ("escalated", "I'm not able to cancel the subscription myself, so I've passed your request to the team that can."),
    ("deferred", "There is no second charge on this order, so no refund has been made."),
    ("escalated", "The refund for the lamp base is waiting for a support lead's approval and has not been issued yet."),
    ("escalated", "Nothing has been refunded for the shade so far; a person will review it today."),
    ("escalated", "A colleague will send you the VAT invoice once they have checked the order."),
    ("deferred", "As you asked, we have not refunded the pillowcases."),
    ("escalated", "I have not started a return for the jacket; a colleague will arrange the large size with you."),
    ("deferred", "The return window for the napkins closed on 10 November, so I cannot start a return."),
    ("escalated", "We'll wait for your photos before deciding anything about the lamp base."),
    ("escalated", "Your request for compensation for your time has been passed to a supervisor, who will reply."),
    ("deferred", "Delivery on this order was free, so there is no delivery charge to refund."),
    ("escalated", "This is not approved yet; a support lead will decide on the $189.00 and we'll let you know."),
    ("escalated", "I couldn't process the refund for the bread bin; someone from our team will follow up."),
    ("escalated", "Our team still needs to look into the second order, SU-81126, and will write separately."),
    ("deferred", "Because your bank already reversed the duplicate, we are not refunding it again."),
    ("escalated", "I'm sorry, I can't cancel the return from here; a colleague will do it and confirm."),
]

EXTRA_CLAIMS = [  # beyond the 40: a claim followed by a named follow-up
    ("escalated", "A return label for the navy towels is attached, and a colleague will follow up if you need anything else."),
    ("escalated", "The delivery charge will show as a credit on your next statement; a colleague will confirm by email."),
    ("escalated", "You will get the $27.00 back; a colleague will be in touch."),
    ("escalated", "Your address is updated and a colleague will follow up."),
    ("escalated", "The money for the delivery has gone back to you and our team will write to confirm."),
]

if __name__ == "__main__":
    wrong = 0
    lines = []
    for label, rows, want_refused in (("CLAIM", CLAIMS, True), ("HONEST", HONEST, False)):
        for status, text in rows:
            problems = unresolved_problems(text, status)
            refused = bool(problems)
            ok = refused == want_refused
            wrong += not ok
            lines.append(f"{'ok   ' if ok else 'WRONG'} {label:6} {status:9} {'refused' if refused else 'passed '} | {text}"
                         + (f"  -> {problems}" if problems else ""))
    print("\n".join(lines))
    print(f"\n{len(CLAIMS) + len(HONEST) - wrong}/{len(CLAIMS) + len(HONEST)} judged as expected; {wrong} misjudged")
    print("\nExtra (not counted above): claims with a named follow-up")
    for status, text in EXTRA_CLAIMS:
        problems = unresolved_problems(text, status)
        print(f"{'ok   ' if problems else 'WRONG'} CLAIM  {status:9} {'refused' if problems else 'passed '} | {text}")
