# Luxor: todos os textos que o motor de Luxor emite (chaves luxor-*, game-luxor e lesson-luxor-*).
# Termos do manual brasileiro: aventureiro, peça, espaço, escadas, câmara da tumba, chave,
# escaravelho, tesouro coringa, sarcófago, Osíris, Hórus, Anúbis, PV (pontos de vitória).
#
# Os lugares (luxor-place-*) não levam artigo: as frases escolhem "nas/no/na", "das/do/da" e
# "para as/o/a" conforme o valor ("escadas", "tumba" ou "espaço N"). Se mudar essas palavras,
# mude também as variantes [escadas] e [tumba] das mensagens que usam $place, $start e $end.

game-luxor = Luxor

## Linha de resumo

luxor-summary = Rodada { $round }: vez de { $player }
luxor-summary-over = Fim de jogo após { $round ->
    [one] { $round } rodada
   *[other] { $round } rodadas
}

## Lugares e componentes

luxor-place-stairs = escadas
luxor-place-space = espaço { $space }
luxor-place-tomb = tumba

luxor-card-step = { $n }
luxor-card-plus-minus = ±{ $n }
luxor-card-die = Dado
luxor-card-range = 1–{ $n }
luxor-card-range-die = 1–Dado
luxor-card-move-all = Todos avançam { $n }
luxor-card-one-fewer = { $n }, 1 aventureiro a menos
luxor-card-last-to-second-last = Último até o penúltimo

luxor-treasure-vase = vaso
luxor-treasure-jewel = joia
luxor-treasure-statue = estátua

luxor-front-tunnel = túnel
luxor-front-wild = tesouro coringa
luxor-front-scarab = escaravelho
luxor-front-scarab-or-wild = escaravelho ou tesouro coringa
luxor-front-favour = Favor de Hórus (nível { $a } ou { $b })

## Pedidos

luxor-prompt-card = Jogue a carta de uma das pontas da sua mão.
luxor-prompt-discard = Nenhuma das cartas das pontas permite mover: descarte uma delas.
luxor-prompt-adventurer = Qual aventureiro se move com a carta “{ $card }”?
luxor-prompt-distance = Quantas peças o aventureiro { $place ->
    [escadas] nas escadas
    [tumba] na tumba
   *[other] no { $place }
} anda com a carta “{ $card }”?
luxor-prompt-resolve = Carta “{ $card }”: qual aventureiro movido faz a ação da peça onde parou?
luxor-prompt-reward = O que você pega { $place ->
    [escadas] nas escadas
    [tumba] na tumba
   *[other] no { $place }
}?

luxor-opt-card-left = Jogar { $card } (esquerda)
luxor-opt-card-right = Jogar { $card } (direita)
luxor-opt-discard-left = Descartar { $card } (esquerda)
luxor-opt-discard-right = Descartar { $card } (direita)
luxor-opt-adventurer = Aventureiro { $place ->
    [escadas] nas escadas
    [tumba] na tumba
   *[other] no { $place }
}
luxor-opt-resolve = Aventureiro { $place ->
    [escadas] nas escadas
    [tumba] na tumba
   *[other] no { $place }
}
luxor-opt-forward = { $n ->
    [one] 1 peça para frente
   *[other] { $n } peças para frente
}
luxor-opt-back = { $n ->
    [one] 1 peça para trás
   *[other] { $n } peças para trás
}
luxor-opt-key = Uma chave
luxor-opt-scarab = Um escaravelho
luxor-opt-wild = Um tesouro coringa
luxor-opt-horus-card = Carta de Hórus { $card } (nível { $level })

## Registro da partida

luxor-ev-played = { $player } joga a carta “{ $card }”.
luxor-ev-rolled = { $player } rola o dado: { $roll }.
luxor-ev-discarded = { $player } não pode mover e descarta a carta “{ $card }”.
luxor-ev-no-move = { $player } não tem movimento válido com esse resultado.
luxor-ev-moved = { $player } move um aventureiro { $start ->
    [escadas] das escadas
    [tumba] da tumba
   *[other] do { $start }
} { $end ->
    [escadas] para as escadas
    [tumba] para a tumba
   *[other] para o { $end }
}.
luxor-ev-osiris = Osíris empurra o aventureiro de { $player } { $steps ->
    [one] 1 peça
   *[other] { $steps } peças
} adiante, { $start ->
    [escadas] das escadas
    [tumba] da tumba
   *[other] do { $start }
} { $end ->
    [escadas] para as escadas
    [tumba] para a tumba
   *[other] para o { $end }
}.
luxor-ev-woke = O aventureiro de { $player } na estátua de Anúbis { $statue } desperta e fica de pé nas escadas.
luxor-ev-tomb = { $sarcophagus ->
    [0] { $player } entra na câmara da tumba com uma chave.
   *[other] { $player } entra na câmara da tumba com uma chave e pega o sarcófago de { $sarcophagus } PV.
}
luxor-ev-final-round = Um segundo aventureiro está na câmara da tumba: esta rodada é a última.
luxor-ev-too-few = { $player } precisa de { $needed } aventureiros ali para pegar o tesouro (tem { $present }).
luxor-ev-treasure = { $player } pega { $treasure ->
    [vaso] um vaso
   *[other] uma { $treasure }
} que vale { $vp } PV.
luxor-ev-temple = Uma peça de templo aparece { $place ->
    [escadas] nas escadas
    [tumba] na tumba
   *[other] no { $place }
}: { $front }.
luxor-ev-tunnel = O aventureiro de { $player } usa o túnel.
luxor-ev-dead-end = Não há outro túnel à frente do aventureiro de { $player }.
luxor-ev-key = { $player } pega uma chave.
luxor-ev-scarab = { $player } pega um escaravelho.
luxor-ev-scarab-value = Seu novo escaravelho vale { $value } PV.
luxor-ev-wild = { $player } pega um tesouro coringa.
luxor-ev-horus-card = { $player } pega a carta de Hórus “{ $card }” (nível { $level }).
luxor-ev-nothing-left = Não sobrou nada ali para { $player } pegar.
luxor-ev-drew = Você pega a carta “{ $card }” do baralho.
luxor-ev-reshuffled = A pilha de descarte ({ $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}) é embaralhada e vira o novo baralho.
luxor-ev-stuck = Ninguém conseguiu mover durante uma rodada inteira: o jogo termina.
luxor-ev-game-over = O jogo terminou.

## Pontuação final

luxor-cat-treasures = Tesouros
luxor-cat-adventurers = Aventureiros
luxor-cat-sarcophagi = Sarcófagos
luxor-cat-keys = Chaves
luxor-cat-sets = Conjuntos de tesouros
luxor-cat-scarabs = Escaravelhos

## /regras

luxor-rules =
    Luxor — leve seus 5 aventureiros pelo templo, numa corrida até a câmara da tumba do Faraó.
    • Sua mão é uma fileira de 5 cartas: jogue só a da ponta esquerda ou a da ponta direita e mova um aventureiro esse número de peças (espaços vazios são pulados). Cartas novas entram no meio da mão.
    • Depois, faça a ação da peça onde o movimento terminou: um tesouro (se houver aventureiros seus suficientes nela), uma chave ou uma carta de Hórus numa peça de Hórus, ou a recompensa de uma peça de templo. As peças de Osíris empurram você adiante; os túneis levam ao próximo túnel.
    • Passar por uma estátua de Anúbis desperta o seu aventureiro deitado ali; ele recomeça das escadas.
    • Cartas de Hórus: 1–X (avance de 1 a X, à sua escolha), 1–Dado (role e avance de 1 até o resultado), Todos avançam N (cada aventureiro seu avança N; um deles faz a ação da sua peça), Último até o penúltimo, e 1 aventureiro a menos N: avance exatamente N, e o tesouro alcançado pede um aventureiro a menos.
    • Entrar na câmara da tumba exige o número exato e custa uma chave. Os dois primeiros a entrar pegam os sarcófagos de 5 e 3 PV; a rodada em que o segundo entra é a última.
    • Pontuação final: tesouros coletados, o valor na parede de cada aventureiro, sarcófagos, 1 PV por chave, conjuntos de tesouros (vaso + joia + estátua, no máximo 2 coringas por conjunto: 3/7/12/18/25/33/42/52 PV) e escaravelhos. Em caso de empate, vence quem tiver o sarcófago de maior valor.

## A regra por trás de cada decisão: o botão Regras do painel de turno e /regras regra:

luxor-rule-hand-title = Sua mão
luxor-rule-hand = Sua mão é uma fileira de 5 cartas: você só pode jogar a da ponta esquerda ou a da ponta direita. Uma carta ganha (comprada, ou uma carta de Hórus) entra no meio; fora isso, a ordem nunca muda.
luxor-rule-turn-title = Um turno
luxor-rule-turn = Jogue uma carta de uma ponta e mova com ela um dos seus aventureiros ativos, faça a ação da peça onde ele parou e então compre uma carta para o meio da mão (não se você ganhou uma carta de Hórus neste turno). Se nenhuma das duas cartas das pontas permitir um movimento válido, descarte uma delas sem mover e compre.
luxor-rule-movement-title = Movimento
luxor-rule-movement = Cada passo vai até o próximo espaço que tem uma peça: espaços vazios são pulados. Vários aventureiros podem dividir um espaço. A carta ±1 move um passo para a frente ou para trás; a carta de dado rola o dado e move esse número.
luxor-rule-anubis-title = Estátuas de Anúbis
luxor-rule-anubis = Quando um aventureiro seu passa para a frente de uma estátua onde um dos seus está deitado, esse desperta e recomeça das escadas. Ele pode se mover a partir do seu próximo turno.
luxor-rule-osiris-title = Peças de Osíris
luxor-rule-osiris = Um aventureiro nunca para numa peça de Osíris: ele avança o número da peça (de novo, se cair em outra) e faz a ação da peça onde terminar. Um empurrão de Osíris nunca entra na câmara da tumba: ele para na última peça.
luxor-rule-horus-cards-title = Cartas de Hórus
luxor-rule-horus-cards = 1–X: avance de 1 a X, à sua escolha. 1–Dado: role e avance de 1 até o resultado. Todos avançam N: cada aventureiro ativo seu avança N, primeiro o mais perto da tumba; você escolhe um deles para fazer a ação da sua peça. Último até o penúltimo: seu aventureiro mais atrás vai até o mais atrás dos outros que estão à frente. 1 aventureiro a menos N: avance exatamente N, e o tesouro alcançado pede um aventureiro a menos.
luxor-rule-treasure-title = Tesouros
luxor-rule-treasure = Você pega uma peça de tesouro quando há aventureiros seus suficientes nela: 1 para um tesouro de 1 ou 3, 2 para 4 ou 5, 3 para 6. Os pontos contam na hora. Se houver um ícone de templo impresso embaixo, uma peça de templo é revelada ali; ela recompensa os visitantes a partir do próximo.
luxor-rule-horus-tile-title = Peças de Hórus
luxor-rule-horus-tile = Uma peça de Hórus fica no tabuleiro. Ao parar nela, pegue uma chave ou a carta do topo da pilha de Hórus do nível da peça, para o meio da mão (e então não compre neste turno). O que acabou não é oferecido.
luxor-rule-temple-title = Peças de templo
luxor-rule-temple = As peças de templo ficam e recompensam todo visitante: escaravelho (virado para baixo, só você sabe quanto vale), tesouro coringa, escaravelho ou coringa (à sua escolha), favor de Hórus (uma carta de Hórus de um de dois níveis, sem compra neste turno), túnel (até o próximo túnel revelado à frente, sem outra ação).
luxor-rule-tomb-title = A câmara da tumba
luxor-rule-tomb = A câmara da tumba fica um passo depois da última peça. Entrar nela exige o número exato e custa uma chave; aventureiros na tumba nunca mais se movem. O primeiro a entrar pega o sarcófago de 5 PV, o segundo, o de 3 PV.
luxor-rule-end-title = Fim do jogo
luxor-rule-end = Quando o segundo aventureiro entra na câmara da tumba, a rodada é jogada até o fim e vem a pontuação final. Se numa rodada inteira ninguém puder fazer um movimento válido, o jogo termina na hora.
luxor-rule-scoring-title = Pontuação final
luxor-rule-scoring = Os tesouros pontuados durante o jogo, mais o valor na parede de cada aventureiro (tumba 15, escadas e estátuas 0), sarcófagos, 1 PV por chave, conjuntos de tesouros (vaso + joia + estátua, no máximo 2 coringas por conjunto: 3/7/12/18/25/33/42/52 PV) e escaravelhos. Em caso de empate, vence o sarcófago de maior valor.

## Imagens

luxor-img-tomb = Tumba
luxor-img-final-round = Rodada final
luxor-img-vp = { $vp } PV
luxor-img-your-hand = Sua mão
luxor-img-end-left = Esquerda
luxor-img-end-right = Direita
luxor-img-played = Jogada
luxor-img-does-step = { $n ->
    [one] Avance 1 peça
   *[other] Avance { $n } peças
}
luxor-img-does-plus-minus = Avance { $n } ou volte { $n }
luxor-img-does-die = Role o dado e avance o resultado
luxor-img-does-range = Avance de 1 a { $n }
luxor-img-does-range-die = Role e avance de 1 até o resultado
luxor-img-does-move-all = Todos os seus aventureiros avançam { $n }
luxor-img-does-one-fewer = Avance exatamente { $n }; tesouro: 1 a menos
luxor-img-does-last-to-second-last = Seu último aventureiro vai até o penúltimo
luxor-img-no-scarabs = Nenhum escaravelho ainda
luxor-img-scarab-total = Escaravelhos: { $vp } PV

## Prévias: o que uma opção fará (mostrado ao lado dela)

luxor-pv-stairs = escadas
luxor-pv-space = { $space }
luxor-pv-tomb-place = tumba
luxor-pv-and = { $a }, { $b }
luxor-pv-or = { $a } ou { $b }
luxor-pv-path = { $start } → { $end }
luxor-pv-osiris = { $path } Osíris +{ $steps } → { $end }
luxor-pv-move = { $path }: { $what }
luxor-pv-wakes = { $what }; acorda { $count ->
    [one] 1 aventureiro
   *[other] { $count } aventureiros
}
luxor-pv-wakes-only = acorda { $count ->
    [one] 1 aventureiro
   *[other] { $count } aventureiros
}
luxor-pv-treasure-taken = { $treasure } de { $vp } PV, pego (precisa de { $needs }, você teria { $present })
luxor-pv-treasure-short = { $treasure } de { $vp } PV, não pego (precisa de { $needs }, você teria { $present })
luxor-pv-temple-revealed = { $what }; surge uma peça de templo
luxor-pv-osiris-stays = Osíris, nada acontece
luxor-pv-tunnel = túnel → { $end }
luxor-pv-tunnel-none = túnel, nenhum adiante: nada acontece
luxor-pv-horus = Hórus { $level }: { $rewards }
luxor-pv-temple = templo: { $rewards }
luxor-pv-nothing-left = nada sobrou
luxor-pv-r-key = chave
luxor-pv-r-scarab = escaravelho
luxor-pv-r-wild = tesouro coringa
luxor-pv-r-horus-card = carta { $card } (nível { $level })
luxor-pv-tomb = tumba (usa uma chave, { $sarcophagus ->
    [0] nenhum sarcófago sobrando
   *[other] sarcófago de { $sarcophagus } PV
})
luxor-pv-tomb-last = tumba (usa uma chave, { $sarcophagus ->
    [0] nenhum sarcófago sobrando
   *[other] sarcófago de { $sarcophagus } PV
}); começa a última rodada
luxor-pv-die = rola o dado antes: resultado desconhecido
luxor-pv-reach = { $start } → { $ends }
luxor-pv-move-all = todos avançam: { $paths }; depois uma peça é resolvida
luxor-pv-get-key = chaves { $before } → { $after }
luxor-pv-get-scarab = virado para baixo, vale { $low }–{ $high } PV (só você verá)
luxor-pv-get-wild = tesouros coringa { $before } → { $after }
luxor-pv-get-card = vai para o meio da sua mão; sem compra neste turno

## Dicas (a estimativa do bot normal, em pontos)

luxor-hint-card = O melhor movimento desta carta vale { $gain } na estimativa do bot para sua pontuação final (a outra ponta: { $other }).
luxor-hint-discard = Deixa as melhores pontas para o seu próximo turno ({ $gain } na estimativa do bot, a outra: { $other }).
luxor-hint-move = Vale { $gain } na estimativa do bot para sua pontuação final (segunda melhor escolha: { $other }).
luxor-hint-reward = Vale { $gain } na estimativa do bot para sua pontuação final (segunda melhor: { $other }).

## Descrições das imagens (texto alternativo)

luxor-alt-final-round = Última rodada.
luxor-alt-playing = Em jogo: { $card }.
luxor-alt-playing-roll = Em jogo: { $card }, dado { $roll }.
luxor-alt-player = { $player }: { $final ->
        [yes] pontuação final { $score }
       *[no] { $score ->
            [0] { $score } pontos visíveis
            [one] { $score } ponto visível
           *[other] { $score } pontos visíveis
        }
    }; aventureiros em { $positions }; { $keys ->
    [one] 1 chave
   *[other] { $keys } chaves
}, { $treasures ->
    [one] 1 tesouro
   *[other] { $treasures } tesouros
}, { $wilds ->
    [one] 1 coringa
   *[other] { $wilds } coringas
}, { $scarabs ->
    [one] 1 escaravelho
   *[other] { $scarabs } escaravelhos
}; { $asleep } deitados nas estátuas.
luxor-alt-nobody = nenhum lugar
luxor-alt-several = { $place } (×{ $count })
luxor-alt-and = { $a }; { $b }
luxor-alt-sarcophagus = O sarcófago de { $vp } PV: { $player }.
luxor-alt-hand = Sua mão, da esquerda para a direita: { $cards }.
luxor-alt-ends = Jogáveis: { $left } (esquerda) ou { $right } (direita).
luxor-alt-chosen = Você jogou { $card } ({ $end ->
    [left] da ponta esquerda
    [right] da ponta direita
   *[other] da sua mão
}); as outras cartas esperam.
luxor-alt-pending-card = Agora: escolha a carta a jogar.
luxor-alt-pending-discard = Agora: nenhum movimento é possível, descarte uma carta de uma ponta.
luxor-alt-pending-adventurer = Agora: escolha o aventureiro que se move.
luxor-alt-pending-distance = Agora: escolha quanto ele avança.
luxor-alt-pending-resolve = Agora: escolha qual aventureiro movido faz a ação da sua peça.
luxor-alt-pending-reward = Agora: escolha sua recompensa.
luxor-alt-scarabs = { $count ->
    [0] Você não tem escaravelhos.
    [one] Seu escaravelho vale { $vp } PV.
   *[other] Seus { $count } escaravelhos valem { $vp } PV.
}

## Critérios de desempate (motor)

luxor-tie-sarcophagus = sarcófago mais alto

## A lição (/aprender): o que ela diz em cada decisão de quem aprende, pelos passos de
## lesson.py. Os números vêm da visão de quem aprende naquele momento.

lesson-luxor-hand = Boas-vindas a Luxor! Seus aventureiros percorrem o caminho do templo rumo à câmara da tumba, pegando tesouros pelo caminho. Sua mão é uma fileira de 5 cartas, e você só pode jogar a carta de uma das **pontas**. A cada turno: jogue uma carta de uma ponta, mova com ela um dos seus aventureiros, faça a ação da peça onde ele parar e então compre uma carta para o meio da mão. Você tem { $points } pontos até agora, o Bot { $rival }. Jogue o **2** da direita.
lesson-luxor-hand-why = Guarde o **1** da esquerda para o próximo turno: ele tem uma tarefa lá. Jogue agora o **2** da direita.
lesson-luxor-treasure = Agora escolha quem se move. Cada passo vai até o próximo espaço que tem uma peça: espaços vazios são pulados. Seu aventureiro na peça de Hórus de nível 2 alcança uma joia de 3 em 2 passos. Um tesouro de 1 ou 3 pede um aventureiro seu em cima dele, e os pontos contam na hora: mova esse.
lesson-luxor-osiris = Uma carta nova entrou no meio da sua mão. Agora o **1** da esquerda: um passo pode levar você longe, com a ajuda de Osíris.
lesson-luxor-osiris-move = Um passo leva o seu aventureiro que está logo antes da peça de Osíris até ela. Um aventureiro nunca para numa peça de Osíris: ele avança o número da peça, passa pela estátua de Anúbis e faz a ação da peça onde terminar, uma peça de Hórus. Mova esse.
lesson-luxor-horus-tile = Veja: passar pela estátua de Anúbis despertou o seu aventureiro que estava deitado lá; ele recomeça das escadas. Agora a peça de Hórus: pegue uma chave (o preço da câmara da tumba) ou a carta do topo da pilha de Hórus do nível dela. Pegue a **carta de Hórus**: ela vai para o meio da sua mão, e você não compra carta neste turno.
lesson-luxor-plus-minus = Sua carta de Hórus está no meio da mão: jogue o **±1** da esquerda, um passo para a frente ou para trás.
lesson-luxor-temple-move = Mova o aventureiro que está na peça de Hórus de nível 2: um passo à frente é a peça de templo, já que o espaço vazio não conta.
lesson-luxor-temple-step = Um passo **para a frente**.
lesson-luxor-temple = Uma peça de templo apareceu onde um tesouro foi pego, e ela fica para recompensar todo visitante. Esta dá um escaravelho (virado para baixo: só você sabe quanto vale) ou um tesouro coringa, que substitui um vaso, uma joia ou uma estátua num conjunto. Pegue o **tesouro coringa**.
lesson-luxor-middle = Sua carta de Hórus é a segunda da esquerda. Jogue o **2** da esquerda: assim a carta de Hórus fica na ponta, pronta para o próximo turno.
lesson-luxor-middle-why = Jogue a carta da **esquerda**: é assim que a sua carta de Hórus chega à ponta da mão.
lesson-luxor-two = A estátua de 4 depois da peça de Osíris pede 2 aventureiros seus em cima dela, e um deles já está lá. Traga o que está na peça de templo: 2 passos, pulando o espaço vazio.
lesson-luxor-horus-card = Sua carta de Hórus está na ponta esquerda: jogue o **1–5**. Você avança de 1 a 5 passos, à sua escolha.
lesson-luxor-horus-move = Mova um dos seus dois aventureiros no espaço da estátua que você acabou de pegar: a última peça de Hórus fica 4 passos à frente.
lesson-luxor-horus-distance = Escolha **4**: os espaços vazios são pulados, e você para na última peça de Hórus, de nível 3, perto da câmara da tumba.
lesson-luxor-key = Você tem { $keys } { $keys ->
        [one] chave
       *[other] chaves
    }. Entrar na câmara da tumba custa uma chave: pegue a **chave**.
lesson-luxor-tomb-card = Com { $keys } { $keys ->
        [one] chave
       *[other] chaves
    }, seu aventureiro no espaço { $front } pode entrar na câmara da tumba, um passo depois da última peça. Para entrar, é preciso o número exato: { $steps } passos. Jogue o **3** da esquerda.
lesson-luxor-tomb = Mova o aventureiro do espaço { $front } para dentro da câmara da tumba. O Bot já está lá com o sarcófago de 5 PV; você pega o de 3 PV. Com um segundo aventureiro lá dentro, esta rodada é a última. Depois vem a pontuação final: cada aventureiro marca o valor da sua parede (a tumba, 15), mais tesouros, sarcófagos, chaves, conjuntos de vaso, joia e estátua, e escaravelhos. Você tem { $points } pontos agora.
lesson-luxor-end = O jogo terminou: você tem { $points } pontos, e o Bot, { $rival }. Isso foi Luxor. Que tal um jogo inteiro? **Jogar uma partida de verdade** abre uma mesa contra um bot fácil neste canal.
