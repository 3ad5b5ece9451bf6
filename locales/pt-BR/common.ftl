# Textos comuns a todos os jogos. Os textos de cada jogo ficam em <id do jogo>.ftl, ao lado deste.

game-capital-lux = Capital Lux
game-luxor = Luxor
game-mausoleum = Guardiões do Mausoléu

seat-name = Jogador { $seat }
