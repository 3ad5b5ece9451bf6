# Textos comuns a todos os jogos. Os textos de cada jogo, o nome incluído, ficam no pacote dele
# (engine/<jogo>/locales/<locale>/<id do jogo>.ftl).

seat-name = Jogador { $seat }

# Shared engine texts: take-backs and hints.
ev-took-back = { $player } voltou atrás no último passo.
hint-only-choice = Esta é a única escolha.
hint-generic = O bot de nível normal escolheria isto.
hint-equal = Vale { $gain } na estimativa do bot, tanto quanto a segunda melhor escolha: qualquer uma serve.
