# Capital Lux: todos os textos que o motor emite (engine/capital_lux).
# Termos do manual brasileiro (PaperGames): Cidade Natal, Capital, Cartas de Profissão,
# Cientista, Mercador, Agente, Clérigo, Modificador, Moedas de Ouro, reserva, carta bônus,
# Jogador Inicial, "Escolher cartas" (o draft).
#
# As cores em minúsculas ficam no feminino (qualificam "carta", "coluna" e "cor"). Onde a frase
# precisa do plural ("cartas verdes"), uma seleção sobre $colour dá "verdes", "amarelas",
# "azuis" e deixa "rosa" como está: se mudar essas palavras, mude também essas variantes.

## Componentes

capital-lux-colour-green = verde
capital-lux-colour-yellow = amarela
capital-lux-colour-blue = azul
capital-lux-colour-pink = rosa
capital-lux-power-scientist = Cientista: comprar uma carta
capital-lux-power-merchant = Mercador: pegar uma moeda
capital-lux-power-agent = Agente: colocar um modificador
capital-lux-power-cleric = Clérigo: levar uma carta para a Cidade Natal
capital-lux-card = { $colour } { $value }

## Pedidos e opções

capital-lux-prompt-pick = { $count ->
    [one] Escolha 1 carta para ficar; o resto vai para o seu vizinho da esquerda.
   *[other] Escolha { $count } cartas para ficar, uma de cada vez; o resto vai para o seu vizinho da esquerda.
}
capital-lux-prompt-play = Escolha uma carta para jogar.
capital-lux-prompt-destination = Para onde vai a sua carta { $card }?
capital-lux-opt-home = Cidade Natal
capital-lux-opt-capital = Capital ({ $power })
capital-lux-prompt-agent = Você comprou o modificador { $value }. Coloque-o virado para baixo em uma coluna da Capital.
capital-lux-opt-column = Coluna { $colour }
capital-lux-prompt-cleric = Clérigo: de qual cor você leva a carta de menor valor da Capital para a sua Cidade Natal?
capital-lux-opt-take = { $card }
capital-lux-prompt-limit = Na sua Cidade Natal, a cor { $colour } soma { $home }, acima do limite de { $limit } da Capital. Pagar { $cost ->
    [one] { $cost } moeda de ouro
   *[other] { $cost } moedas de ouro
} (você tem { $coins }) para manter essas cartas nesta rodada, ou descartá-las?
capital-lux-opt-pay = Pagar { $coins ->
    [one] { $coins } moeda
   *[other] { $coins } moedas
}
capital-lux-opt-discard = Descartar { $cards ->
    [one] 1 carta { $colour }
   *[other] { $cards } cartas { $colour ->
        [verde] verdes
        [amarela] amarelas
        [azul] azuis
       *[other] { $colour }
    }
}

## Prévias das opções (o que uma opção fará, pelo que você pode ver)

capital-lux-preview-hidden = { $count ->
        [0] {""}
        [one] {" "}+ { $count } modificador oculto
       *[other] {" "}+ { $count } modificadores ocultos
    }
capital-lux-preview-margin = { $status ->
        [over] acima em { $gap }
        [equal] exatamente no limite
       *[under] { $gap } de folga
    }
capital-lux-preview-pick = Sua cor { $colour }: Cidade Natal { $home }, escolhidas { $picked } → { $after }; Capital { $colour } { $limit }{ $hidden }
capital-lux-preview-choose = Cidade Natal: sua cor { $colour } { $home } → { $home_after } · Capital { $colour } { $limit } → { $limit_after }{ $hidden }
capital-lux-preview-home = Cidade Natal: sua cor { $colour } { $before } → { $after } (Capital { $colour } { $limit }{ $hidden }: { $margin })
capital-lux-preview-capital = Capital: { $colour } { $before } → { $after }{ $hidden } (sua cor { $colour } na Cidade Natal { $home }: { $margin }); { $power }
capital-lux-preview-column = Capital { $colour } { $before } → { $after }{ $hidden } (sua cor { $colour } na Cidade Natal { $home }: { $margin })
capital-lux-preview-take = Sua cor { $colour } na Cidade Natal { $home_before } → { $home }; Capital { $colour } { $before } → { $after }{ $hidden }: { $margin }
capital-lux-preview-pay = Você mantém { $points } pontos de { $colour } nesta rodada; seu ouro { $coins } → { $after }
capital-lux-preview-discard = Você perde { $points } pontos de { $colour }; mantém seu ouro ({ $coins })
capital-lux-preview-scientist = { $deck ->
        [0] o baralho acabou: nenhuma carta para comprar
       *[other] você compra uma carta (desconhecida até comprar)
    }
capital-lux-preview-merchant = você pega 1 moeda de ouro ({ $coins } → { $after })
capital-lux-preview-merchant-none = a reserva não tem ouro: nenhuma moeda
capital-lux-preview-agent = { $pile ->
        [0] a pilha de modificadores acabou: nenhum modificador
       *[other] você compra um modificador (desconhecido até comprar) e o coloca
    }
capital-lux-preview-cleric-none = o Clérigo não encontra nada para levar
capital-lux-preview-cleric-1 = o Clérigo leva { $a } para casa
capital-lux-preview-cleric-2 = o Clérigo leva { $a } ou { $b } para casa
capital-lux-preview-cleric-3 = o Clérigo leva { $a }, { $b } ou { $c } para casa

## Dicas (o motivo da IA normal, pela sua própria pontuação)

capital-lux-hint-colour = Limite esperado de { $colour } no fim da rodada: cerca de { $limit } (mais ou menos { $spread }); { $gain ->
        [0] quase tão bom quanto a próxima escolha
        [one] cerca de { $gain } ponto melhor que a próxima escolha
       *[other] cerca de { $gain } pontos melhor que a próxima escolha
    }
capital-lux-hint-pay = Pagar { $cost } de ouro mantém { $home } pontos de { $colour }: vale a pena nesta rodada
capital-lux-hint-discard = { $cost } de ouro é caro demais para manter { $home } pontos de { $colour } em risco nas próximas rodadas

## Descrições das imagens (texto alternativo)

capital-lux-alt-draft = Todos escolhem ao mesmo tempo (passe { $step } de 2).
capital-lux-alt-turn = Vez de { $player }.
capital-lux-alt-deciding = Acima de um limite, decidindo: { $players }.
capital-lux-alt-column = { $total }{ $hidden ->
        [0] {""}
        [one] {" "}+ { $hidden } modificador virado para baixo
       *[other] {" "}+ { $hidden } modificadores virados para baixo
    }
capital-lux-alt-capital = Capital: verde { $green }, amarela { $yellow }, azul { $blue }, rosa { $pink }.
capital-lux-alt-limits = Limites da rodada { $round }: verde { $green }, amarela { $yellow }, azul { $blue }, rosa { $pink }.
capital-lux-alt-player = { $player }{ $start ->
        [yes] {" "}(jogador inicial)
       *[no] {""}
    }: Cidade Natal verde { $green }, amarela { $yellow }, azul { $blue }, rosa { $pink }; { $coins } de ouro; { $hand } na mão; { $bonus } { $bonus ->
        [one] carta bônus
       *[other] cartas bônus
    }; { $final ->
        [yes] pontuação final { $score }
       *[no] { $score ->
            [0] { $score } pontos até agora
            [one] { $score } ponto até agora
           *[other] { $score } pontos até agora
        }
    }.
capital-lux-alt-piles = Baralho: { $deck } cartas. Pilha de modificadores: { $pile }.
capital-lux-alt-hand = Sua mão, { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }: { $cards }.
capital-lux-alt-draft-cards = Para escolher, { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }: { $cards }.
capital-lux-alt-picks = Suas escolhas: { $cards }.
capital-lux-alt-waiting = Nada a decidir: esperando os outros.
capital-lux-alt-over = Sua cor { $colour } está acima do limite: pague a diferença ou descarte.
capital-lux-alt-modifier = { $value } em { $colour }
capital-lux-alt-extras = Seus modificadores: { $modifiers }. Suas cartas bônus: { $bonus }.
capital-lux-alt-no-modifiers = nenhum

## Registro da partida

capital-lux-ev-round = Rodada { $round }: { $player } começa; { $cards ->
    [one] 1 carta distribuída
   *[other] { $cards } cartas distribuídas
} a cada jogador para a escolha de cartas.
capital-lux-ev-picked = { $player } escolheu uma carta.
capital-lux-ev-you-picked = Você escolheu a carta { $card }.
capital-lux-ev-passed = As cartas restantes foram passadas para a esquerda (passagem { $step }).
capital-lux-ev-home = { $player } jogou a carta { $card } na própria Cidade Natal.
capital-lux-ev-capital = { $player } jogou a carta { $card } na Capital.
capital-lux-ev-drew = { $player } comprou uma carta (Cientista).
capital-lux-ev-you-drew = Você comprou a carta { $card }.
capital-lux-ev-deck-empty = A pilha de cartas está vazia: não há carta para comprar.
capital-lux-ev-coin = { $player } pegou uma moeda de ouro (Mercador).
capital-lux-ev-supply-empty = A reserva está sem ouro: não há moeda para pegar.
capital-lux-ev-drew-mod = { $player } comprou um modificador (Agente).
capital-lux-ev-you-drew-mod = Seu modificador é { $value }.
capital-lux-ev-no-modifier = A pilha de modificadores está vazia: não há modificador para colocar.
capital-lux-ev-placed = { $player } colocou um modificador virado para baixo na coluna { $colour }.
capital-lux-ev-cleric = { $player } levou a carta { $card } da Capital para a própria Cidade Natal (Clérigo).
capital-lux-ev-cleric-nothing = A Capital não tem carta azul, amarela nem verde: o Clérigo não leva nada.
capital-lux-ev-last-turns = { $player } ficou sem cartas: todos os outros jogam um último turno.
capital-lux-ev-skipped = { $player } não tem cartas e pula o último turno.
capital-lux-ev-hand-home = { $player } colocou na própria Cidade Natal { $cards ->
    [one] 1 carta que restava na mão
   *[other] { $cards } cartas que restavam na mão
}.
capital-lux-ev-revealed = O modificador de { $player } na coluna { $colour } é { $value }.
capital-lux-ev-paid = { $player } pagou { $coins ->
    [one] { $coins } moeda de ouro
   *[other] { $coins } moedas de ouro
} para manter as cartas { $colour ->
    [verde] verdes
    [amarela] amarelas
    [azul] azuis
   *[other] { $colour }
} nesta rodada.
capital-lux-ev-discarded = { $player } descartou { $cards ->
    [one] 1 carta { $colour }
   *[other] { $cards } cartas { $colour ->
        [verde] verdes
        [amarela] amarelas
        [azul] azuis
       *[other] { $colour }
    }
} ({ $points } pontos): acima do limite da Capital.
capital-lux-ev-bonus = { $player } pegou a carta bônus { $colour }.
capital-lux-ev-you-bonus = Sua carta bônus: { $card }.
capital-lux-ev-start-player = { $player } é o Jogador Inicial da próxima rodada.
capital-lux-ev-game-over = A terceira rodada terminou: pontuação final.

## Resumo da mesa

capital-lux-summary-draft = Rodada { $round } · Escolha de cartas
capital-lux-summary-play = Rodada { $round } · Jogar cartas
capital-lux-summary-final = Rodada { $round } · Últimos turnos
capital-lux-summary-limits = Rodada { $round } · Limites
capital-lux-summary-over = Fim de jogo

## Pontuação final

capital-lux-cat-home = Cidade Natal
capital-lux-cat-bonus = Cartas bônus
capital-lux-cat-coins = Moedas de ouro

## Resumo das regras (/regras)

capital-lux-rules =
    Capital Lux, 2–4 jogadores, 3 rodadas. 72 cartas em quatro cores (valores 2–6): Cientista verde, Mercador amarelo, Agente azul, Clérigo rosa.
    Escolha de cartas: cada um recebe 6 cartas (5 com 4 jogadores), escolhe 2 e passa o resto para a esquerda, escolhe mais 2 e passa para a esquerda, e fica com as cartas recebidas por último.
    Jogar cartas: a partir do Jogador Inicial, em sentido horário, jogue uma carta na sua Cidade Natal (pontos) ou na coluna da Capital da cor dela, realizando a ação especial:
    • Cientista: compre uma carta para a sua mão.
    • Mercador: pegue 1 moeda de ouro.
    • Agente: compre um modificador (+4, +2, −1, −3), olhe-o e coloque-o virado para baixo em qualquer coluna da Capital.
    • Clérigo: escolha azul, amarelo ou verde e leve a carta de menor valor dessa cor da Capital para a sua Cidade Natal.
    Quando alguém termina um turno com a mão vazia, todos os outros jogam um último turno; as cartas que sobrarem na mão vão para a Cidade Natal.
    Final da rodada: os modificadores são revelados. Para cada cor, se o total da sua Cidade Natal passar do total da Capital (cartas + modificadores), descarte todas as suas cartas dessa cor, ou pague a diferença em moedas de ouro para mantê-las nesta rodada. Quem tiver o maior total de cada cor na Cidade Natal leva a carta mais alta dessa cor na Capital como carta bônus, virada para baixo (empates pela ordem de turno). Quem tiver o maior total na Cidade Natal começa a próxima rodada.
    Pontuação: cartas da Cidade Natal + cartas bônus + 1 por moeda de ouro. Empates: mais cartas 6, depois 5, 4, 3, 2.

## Imagens

capital-lux-img-colour-green = Verde
capital-lux-img-colour-yellow = Amarela
capital-lux-img-colour-blue = Azul
capital-lux-img-colour-pink = Rosa
capital-lux-img-power-scientist = Cientista
capital-lux-img-power-merchant = Mercador
capital-lux-img-power-agent = Agente
capital-lux-img-power-cleric = Clérigo
capital-lux-img-round = Rodada { $round } de { $rounds }
capital-lux-img-turn = Vez de { $player }
capital-lux-img-title-draft = Escolha de cartas
capital-lux-img-title-limits = Fim da rodada { $round }
capital-lux-img-title-over = Fim de jogo
capital-lux-img-status-draft = Todos escolhem juntos; o resto vai à esquerda (passagem { $step } de 2).
capital-lux-img-status-play = Joga uma carta na Cidade Natal ou na Capital.
capital-lux-img-status-agent = Agente: coloca um modificador virado para baixo numa coluna.
capital-lux-img-status-cleric = Clérigo: leva para a Cidade Natal a carta mais baixa de uma cor.
capital-lux-img-status-last = { $count ->
        [0] Último turno da rodada.
        [one] Últimos turnos: mais 1 jogador depois deste.
       *[other] Últimos turnos: mais { $count } jogadores depois deste.
    }
capital-lux-img-status-limits = Acima do limite da coluna: pague a diferença em ouro ou descarte.
capital-lux-img-status-over = Pontuação final: Cidades Natais, cartas bônus e ouro.
capital-lux-img-capital = A Capital
capital-lux-img-report = Fim da rodada { $round }
capital-lux-img-limit = Limite { $limit }
capital-lux-img-legend-gold = Ouro
capital-lux-img-legend-hand = Cartas na mão
capital-lux-img-legend-bonus = Cartas bônus
capital-lux-img-legend-start = Jogador Inicial
capital-lux-img-legend-opening = Modificador inicial (o maior começa)
capital-lux-img-legend-picked = Já escolheu
capital-lux-img-legend-modifier = Modificador (virado para baixo)
capital-lux-img-legend-deck = Pilha
capital-lux-img-legend-paid = Ouro pago para manter
capital-lux-img-legend-discarded = Cartas descartadas
capital-lux-img-legend-over = Acima do limite em
capital-lux-img-your-hand = Sua mão
capital-lux-img-your-draft = Sua escolha de cartas
capital-lux-img-hand-count = { $count ->
        [0] { $count } cartas
        [one] { $count } carta
       *[other] { $count } cartas
    }
capital-lux-img-to-pick = { $count ->
        [0] aguardando os outros
        [one] escolha 1 carta
       *[other] escolha { $count } cartas
    }
capital-lux-img-draft-cards = Escolha entre estas
capital-lux-img-picks = Suas escolhas
capital-lux-img-empty-hand = Nenhuma carta na mão.
capital-lux-img-chosen = Jogando
capital-lux-img-your-modifiers = Seus modificadores
capital-lux-img-to-place = A colocar
capital-lux-img-your-bonus = Suas cartas bônus
capital-lux-img-none = nada
