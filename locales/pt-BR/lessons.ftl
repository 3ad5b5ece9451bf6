## Lições (/aprender): os textos comuns a todas as lições. O que uma lição diz em cada decisão
## de quem aprende fica no catálogo do seu jogo.

lesson-other-choice = Isso também funciona — veja o que você ganhou:
lesson-off-script = Depois da sua escolha anterior, a sugestão da lição para este momento não é mais possível: escolha livremente. O botão 📖 Regras explica esta decisão, e 💡 Dica sugere uma escolha.
lesson-free-play = A escolha é sua: a lição não tem nada a acrescentar aqui. O botão 📖 Regras explica esta decisão, e 💡 Dica sugere uma escolha.
lesson-suggested = é a sugestão da lição; o texto dela, logo abaixo, explica por quê.

## O painel e o comando da lição

cmd-learn = aprender
cmd-learn-desc = Uma lição particular: aprenda um jogo jogando, em uns dez minutos
cmd-learn-game = jogo
cmd-learn-game-desc = Qual jogo
lesson-title = Lição: { $game }
lesson-rival-name = Bot
lesson-play-real = 🎲 Jogar uma partida de verdade
lesson-resume = Você parou esta lição na etapa { $step }. Quer continuar de onde parou ou recomeçar do início?
lesson-continue = ▶️ Continuar
lesson-start-again = 🔄 Recomeçar
