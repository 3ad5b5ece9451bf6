# Textos compartidos por todos los juegos. Los textos de cada juego están en <id del juego>.ftl junto a este archivo.

game-capital-lux = Capital Lux
game-luxor = Luxor
game-mausoleum = Guardianes del Mausoleo

seat-name = Jugador { $seat }
