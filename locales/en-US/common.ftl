# Texts shared by every game. Game texts live in <game id>.ftl beside this file.

game-capital-lux = Capital Lux
game-luxor = Luxor
game-mausoleum = Guardians of the Mausoleum

seat-name = Player { $seat }
