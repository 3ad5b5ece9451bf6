# Textes communs à tous les jeux. Les textes de chaque jeu sont dans <id du jeu>.ftl à côté.

game-capital-lux = Capital Lux
game-luxor = Luxor
game-mausoleum = Gardiens du Mausolée

seat-name = Joueur { $seat }
