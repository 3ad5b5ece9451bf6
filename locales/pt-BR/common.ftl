# Textos comuns a todos os jogos. Os textos de cada jogo ficam em <id do jogo>.ftl, ao lado deste.

game-capital-lux = Capital Lux
game-luxor = Luxor
game-mausoleum = Guardiões do Mausoléu

seat-name = Jogador { $seat }

# Shared engine texts: take-backs and hints.
ev-took-back = { $player } voltou atrás no último passo.
hint-only-choice = Esta é a única escolha.
hint-generic = O bot de nível normal escolheria isto.
hint-equal = Vale { $gain } na estimativa do bot, tanto quanto a segunda melhor escolha: qualquer uma serve.
