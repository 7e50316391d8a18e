import os,django
os.environ.setdefault("DJANGO_SETTINGS_MODULE","supervisor.settings"); django.setup()
from runs.intents import read_ticket
from runs.language import ticket_language
FOREIGN=[
("es-short","SU-61500\nMe cobraron dos veces."),
("es-long","Pedido SU-61501\nHola, buenas tardes. Les escribo porque la lámpara que compré llegó rota, el cristal estaba hecho pedazos dentro de la caja. Además me cobraron dos veces en la tarjeta. Quisiera el reembolso de ambas cosas, por favor. Gracias, Lucía"),
("de-short","SU-61502\nPaket nie angekommen."),
("de-long","Bestellung SU-61503\nGuten Tag, die Teekanne kam mit einem Sprung im Deckel an. Ich möchte bitte mein Geld zurück. Außerdem wurde die Lieferung doppelt abgebucht. Mit freundlichen Grüßen, Jens"),
("fr-short","SU-61504\nLe vase est cassé."),
("fr-long","Commande SU-61505\nBonjour, j'ai commandé un tapis bleu et j'ai reçu un tapis jaune. Pouvez-vous m'envoyer le bon tapis ? Je ne veux pas de remboursement. Merci d'avance, Claire"),
("it-short","SU-61506\nIl pacco non è mai arrivato, rimborso per favore."),
("pt-long","Pedido SU-61507\nOlá, a caneca chegou quebrada e a asa estava solta. Gostaria de receber o reembolso. Obrigada, Ana"),
("nl-short","SU-61508\nDe mok is kapot aangekomen."),
("pl-short","SU-61509\nPaczka nie dotarła."),
("tr-short","SU-61510\nKupa kırık geldi, iade istiyorum."),
("sv-long","Order SU-61511\nHej! Lampan kom trasig och jag blev debiterad två gånger. Kan ni återbetala? Tack, Erik"),
("ja","SU-61512\nマグカップが割れて届きました。返金をお願いします。"),
("ru","SU-61513\nКружка пришла разбитой, верните деньги пожалуйста."),
("zh","SU-61514\n杯子到的时候碎了，请退款。"),
("mixed-es-mostly","SU-61515\nHello. La lámpara llegó rota y el pedido se cobró dos veces en mi tarjeta, quiero el reembolso de todo lo antes posible por favor. Gracias."),
("es-english-subject","Broken lamp order SU-61516\nLa lámpara llegó rota. Quiero mi dinero."),
("de-signature-en","Damaged item SU-61517\nDie Tasse ist kaputt angekommen, bitte erstatten Sie den Betrag.\n\nSent from my iPhone"),
("ro","SU-61518\nComanda nu a ajuns niciodată. Vreau banii înapoi."),
("fr-one-word","SU-61519\nRemboursement?"),
]
ENG=[
("en-fiesta","SU-61520\nThe fiesta bowl arrived broken, please refund it."),
("en-gracias","SU-61521\nMy parcel never came. Gracias in advance!"),
("en-danke","SU-61522\nCharged twice for the lamp. Danke."),
("en-cafe","SU-61523\nThe café au lait set arrived with a chipped saucer."),
("en-bonjour","SU-61524\nBonjour! The rug is the wrong colour, I ordered navy."),
("en-adios","SU-61525\nnever arrived. adios"),
("en-schadenfreude","SU-61526\nNo schadenfreude please, but the kettle is dented."),
("en-pinata","SU-61527\nThe piñata arrived torn, refund please."),
("en-terse","SU-61528\nmug smashed"),
("en-terse2","SU-61529\nwhere is my parcel"),
("en-ciao","SU-61530\nCiao team, the mug came cracked."),
("en-deja","SU-61531\nDéjà vu: charged twice again for one order!"),
("en-nonnative","SU-61532\nPlease sir the parcel is not coming since 3 week, I am wait very long time, kindly do refund."),
("en-name","SU-61533\nThe lamp is broken.\nJosé María González Fernández\nCalle Mayor 12, Madrid"),
]
for name,txt in FOREIGN+ENG:
    r=read_ticket(txt); d=ticket_language(txt,[s.text for s in r.requests if set(s.kinds)-{"other"}])
    exp = not name.startswith("en-")
    wrong = d.english == exp
    print(("WRONG " if wrong else "ok    ")+name, d)
