# Luxor: todos os textos que o motor de Luxor emite (chaves luxor-*).
# Termos do manual brasileiro: aventureiro, peça, espaço, escadas, câmara da tumba, chave,
# escaravelho, tesouro coringa, sarcófago, Osíris, Hórus, Anúbis, PV (pontos de vitória).
#
# Os lugares (luxor-place-*) não levam artigo: as frases escolhem "nas/no/na", "das/do/da" e
# "para as/o/a" conforme o valor ("escadas", "tumba" ou "espaço N"). Se mudar essas palavras,
# mude também as variantes [escadas] e [tumba] das mensagens que usam $place, $start e $end.

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

## Imagens

luxor-img-tomb = Tumba
luxor-img-final-round = Rodada final
luxor-img-vp = { $vp } PV
luxor-img-your-hand = Sua mão
luxor-img-end-left = Esquerda
luxor-img-end-right = Direita
luxor-img-does-step = { $n ->
    [one] Avance 1 peça
   *[other] Avance { $n } peças
}
luxor-img-does-plus-minus = Avance { $n } ou volte { $n }
luxor-img-does-die = Role o dado e avance o resultado
luxor-img-does-range = Avance de 1 a { $n }
luxor-img-does-range-die = Role e avance de 1 até o resultado
luxor-img-does-move-all = Todos os seus aventureiros avançam { $n }
luxor-img-does-one-fewer = Avance exatamente { $n }; o tesouro pede 1 a menos
luxor-img-does-last-to-second-last = Seu último aventureiro vai até o penúltimo
luxor-img-no-scarabs = Nenhum escaravelho ainda
luxor-img-scarab-total = Escaravelhos: { $vp } PV
