# Textes communs à tous les jeux. Les textes de chaque jeu, son nom compris, sont dans son
# paquet (engine/<jeu>/locales/<locale>/<id du jeu>.ftl).

seat-name = Joueur { $seat }

# Shared engine texts: take-backs and hints.
ev-took-back = { $player } est revenu sur sa dernière étape.
hint-only-choice = C’est le seul choix.
hint-generic = Le bot de niveau normal choisirait ceci.
hint-equal = Vaut { $gain } selon l'estimation du bot, autant que le choix suivant : l'un ou l'autre convient.
