# Textes communs à tous les jeux. Les textes de chaque jeu sont dans <id du jeu>.ftl à côté.

game-capital-lux = Capital Lux
game-luxor = Luxor
game-mausoleum = Gardiens du Mausolée

seat-name = Joueur { $seat }

# Shared engine texts: take-backs and hints.
ev-took-back = { $player } est revenu sur sa dernière étape.
hint-only-choice = C’est le seul choix.
hint-generic = Le bot de niveau normal choisirait ceci.
hint-equal = Vaut { $gain } selon l'estimation du bot, autant que le choix suivant : l'un ou l'autre convient.
