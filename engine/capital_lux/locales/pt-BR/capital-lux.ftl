# Capital Lux: todos os textos que o motor emite (engine/capital_lux).
# Termos do manual brasileiro (PaperGames): Cidade Natal, Capital, Cartas de Profissão,
# Cientista, Mercador, Agente, Clérigo, Modificador, Moedas de Ouro, reserva, carta bônus,
# Jogador Inicial, "Escolher cartas" (o draft).
#
# As cores em minúsculas ficam no feminino (qualificam "carta", "coluna" e "cor"). Onde a frase
# precisa do plural ("cartas verdes"), uma seleção sobre $colour dá "verdes", "amarelas",
# "azuis" e deixa "rosa" como está: se mudar essas palavras, mude também essas variantes.

game-capital-lux = Capital Lux

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
capital-lux-alt-passed = Você passou para { $player } (ainda não jogadas): { $cards }.

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

## A regra por trás de cada decisão: o botão Regras do painel de turno e /regras regra:

capital-lux-rule-draft-title = Escolha de cartas
capital-lux-rule-draft = Cada um recebe 6 cartas (5 com 4 jogadores), escolhe 2 e passa o resto para a esquerda, escolhe mais 2 e passa o resto para a esquerda, e fica com as cartas recebidas por último. As cartas escolhidas e as que ficaram são a sua mão na rodada.
capital-lux-rule-play-title = Jogar uma carta
capital-lux-rule-play = A partir do Jogador Inicial, em sentido horário, cada turno jogue uma carta virada para cima: na sua Cidade Natal (ela pontua, sem efeito) ou na coluna da Capital da cor dela, e então você deve realizar a ação especial dela.
capital-lux-rule-powers-title = Ações especiais
capital-lux-rule-powers = Cientista (verde): compre uma carta para a sua mão. Mercador (amarelo): pegue 1 moeda de ouro. Agente (azul): compre um modificador e coloque-o virado para baixo em qualquer coluna da Capital. Clérigo (rosa): escolha azul, amarelo ou verde e leve a carta de menor valor dessa cor da Capital para a sua Cidade Natal; o rosa nunca pode ser levado. Uma ação não faz nada quando o que ela dá acabou.
capital-lux-rule-modifiers-title = Modificadores
capital-lux-rule-modifiers = Os modificadores são +4, +2, −1 e −3. Quem joga um Agente olha o modificador comprado e o coloca virado para baixo em qualquer coluna da Capital (uma coluna pode ter vários): só essa pessoa sabe o valor dele até o fim da rodada, quando todos são revelados e somados às suas colunas.
capital-lux-rule-round-end-title = Final da rodada
capital-lux-rule-round-end = Quando alguém termina um turno com a mão vazia, cada um dos outros joga mais um turno (quem não tem cartas pula o seu). Um Cientista jogado na Capital como sua última carta compra uma carta, então sua mão não fica vazia. As cartas que sobrarem na mão vão para a Cidade Natal de quem as tem.
capital-lux-rule-limits-title = Limites
capital-lux-rule-limits = No fim da rodada, o total da Capital de uma cor é a soma das suas cartas e dos seus modificadores. Se o total dessa cor na sua Cidade Natal passar dele, você descarta todas as suas cartas dessa cor na Cidade Natal, a menos que pague a diferença inteira em moedas de ouro para mantê-las nesta rodada. Empatar é permitido.
capital-lux-rule-bonus-title = Cartas bônus e a próxima rodada
capital-lux-rule-bonus = Para cada cor, o maior total na Cidade Natal (acima de 0) leva a carta mais alta dessa cor na Capital, virada para baixo; ela só pontua no fim. Empates levam cartas pela ordem de turno. Depois, os modificadores são embaralhados de novo, e quem tiver o maior total na Cidade Natal, somando todas as cores, começa a próxima rodada.
capital-lux-rule-scoring-title = Pontuação final
capital-lux-rule-scoring = Depois de 3 rodadas: cartas da Cidade Natal + cartas bônus + 1 por moeda de ouro. Empates: mais cartas 6, depois 5, 4, 3 e 2; se ainda empatar, vitória compartilhada.

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
capital-lux-img-passed-to = Passadas a
capital-lux-img-none = nada

## Critérios de desempate (motor)

capital-lux-tie-value = quantidade de cartas { $value }

## Resumo de rodada do Capital Lux (motor)

capital-lux-sum-title = Fim da rodada { $round }
capital-lux-sum-limit = **{ $colour }**: a Capital permite { $limit } { $modifiers ->
    [0] (sem modificador)
    [one] (1 modificador)
   *[other] ({ $modifiers } modificadores)
}
capital-lux-sum-modifier = ↳ modificador de { $player }: { $value }
capital-lux-sum-paid = { $player } passou do limite das cartas { $colour ->
        [verde] verdes
        [amarela] amarelas
        [azul] azuis
       *[other] { $colour }
    } e pagou { $coins } de ouro para manter essas cartas.
capital-lux-sum-discarded = { $player } passou do limite das cartas { $colour ->
        [verde] verdes
        [amarela] amarelas
        [azul] azuis
       *[other] { $colour }
    } e descartou { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
} valendo { $points } pontos.
capital-lux-sum-all-within = Ninguém passou de um limite.
capital-lux-sum-bonus = { $player } pegou a carta bônus { $colour }.
capital-lux-sum-home = { $player } — cidade natal: verde { $c0 }, amarela { $c1 }, azul { $c2 }, rosa { $c3 } · ouro { $coins }
capital-lux-sum-next = { $player } começa a próxima rodada.
capital-lux-sum-last = Essa foi a última rodada: seguem os resultados.
capital-lux-ev-you-dealt = Você recebeu: { $cards }.
capital-lux-list = { $first }{ $separator }{ $rest }

## A lição (/aprender): o que ela diz em cada decisão de quem aprende, pelos passos de
## lesson.py. Os números vêm da visão de quem aprende naquele momento.

lesson-capital-lux-pick-limits = A última rodada de Capital Lux! Primeiro a escolha de cartas: escolha 2 das suas 6 cartas, uma de cada vez, e passe o resto para o Bot; depois escolha 2 das cartas que o Bot passar para você; as 2 últimas são suas. Cuidado com os limites: no fim da rodada, uma cor que vale mais na sua Cidade Natal do que na Capital é perdida. Rosa: { $pink_home } na sua Cidade Natal, { $pink_capital } nas cartas da Capital; então um **rosa 6** cabe. Escolha-o.
lesson-capital-lux-pick-agent = Agora o **azul 4**: jogada na Capital, uma carta azul é um Agente, que coloca um modificador secreto (+4, +2, −1 ou −3) em qualquer coluna da Capital. Escolha-o.
lesson-capital-lux-pick-received = Estas cartas vieram do Bot. Pegue o **verde 6**: jogada na Capital, uma carta verde é um Cientista, que compra uma carta para você.
lesson-capital-lux-pick-merchant = E a **amarela 2**: jogada na Capital, uma carta amarela é um Mercador, que pega uma moeda de ouro para você. As 2 cartas que sobraram do seu primeiro pacote voltam para você.
lesson-capital-lux-scientist = Sua mão para a rodada. A cada turno, escolha uma carta e depois para onde ela vai: sua Cidade Natal (ela pontua) ou a Capital (a ação especial dela). Jogue o **verde 6** na Capital: a coluna dele cresce, e o Cientista compra uma carta para você.
lesson-capital-lux-agent = Agora o **azul 4** na Capital: o Agente compra um modificador que só você vê.
lesson-capital-lux-place = Coloque-o virado para baixo numa coluna: no fim da rodada ele conta no total da Capital dessa cor. Um mais aumenta um limite (bom nas suas cores), um menos diminui (bom nas do Bot).
lesson-capital-lux-home = Agora algo para a sua Cidade Natal: o **rosa 6**. O seu rosa lá soma { $pink_home }; com o 6, continua dentro das cartas rosa da Capital ({ $pink_capital }). As cartas da Cidade Natal são os seus pontos: com o seu ouro, { $points } até agora.
lesson-capital-lux-merchant = A **amarela 2** na Capital: o Mercador pega uma moeda de ouro para você (você tem { $coins } até agora). Uma moeda vale 1 ponto no fim, ou paga por uma cor acima do limite.
lesson-capital-lux-cleric = O **rosa 3** na Capital: um Clérigo leva para a sua Cidade Natal a carta de menor valor da Capital em azul, amarelo ou verde, à sua escolha.
lesson-capital-lux-cleric-colour = Escolha a cor: a carta de menor valor dessa coluna vai para a sua Cidade Natal, onde pontua e conta para o limite dessa cor.
lesson-capital-lux-last-cards = Suas últimas cartas: jogue como quiser. Quando uma mão fica vazia, os outros jogam um último turno; então os modificadores são revelados, os limites resolvidos, e o maior total de cada cor na Cidade Natal leva a carta mais alta dessa cor na Capital como carta bônus, virada para baixo. A pontuação final soma Cidade Natal, cartas bônus e ouro: você tem { $points } sem as cartas bônus, o Bot { $rival }.
lesson-capital-lux-end = O jogo terminou: você tem { $points } pontos, e o Bot, { $rival } (Cidade Natal, cartas bônus e ouro). Que tal um jogo inteiro? **Jogar uma partida de verdade** abre uma mesa contra um bot fácil neste canal.
