game-pebbles = Pedrinhas

pebbles-rules =
    Pedrinhas, 2–4 jogadores. Dois montes de 5 pedrinhas mais 2 por jogador.
    Na sua vez, cada jogador escolhe um monte e pega 1 ou 2 pedrinhas dele. Cada pedrinha vale 1 ponto; a última pedrinha de um monte vale 2 a mais.
    O jogo termina quando os dois montes acabam.
pebbles-rule-turn-title = Uma vez
pebbles-rule-turn = Escolha um monte que não esteja vazio e pegue 1 ou 2 pedrinhas dele (não mais do que ele tem). Cada pedrinha vale 1 ponto.
pebbles-rule-end-title = O fim
pebbles-rule-end = Quem pega a última pedrinha de um monte ganha 2 pontos a mais. O jogo termina quando os dois montes acabam.

pebbles-prompt-pile = De qual monte você pega?
pebbles-opt-pile = Monte { $pile } ({ $n })
pebbles-prompt-take = O monte { $pile } tem { $n } { $n ->
        [one] pedrinha
       *[other] pedrinhas
    }: quantas você pega?
pebbles-opt-take = Pegar { $n }
pebbles-preview = { $n ->
        [one] resta { $n }
       *[other] restam { $n }
    }
pebbles-ev-took = { $player } pega { $n } { $n ->
        [one] pedrinha
       *[other] pedrinhas
    } do monte { $pile }.
pebbles-ev-last = { $player } pega a última pedrinha do monte { $pile }: 2 pontos a mais.
pebbles-summary = { $n ->
        [one] Resta { $n } pedrinha
       *[other] Restam { $n } pedrinhas
    }
pebbles-summary-over = Fim de jogo
pebbles-alt-player = { $player }: { $n } { $n ->
        [one] pedrinha
       *[other] pedrinhas
    }, { $score } { $score ->
        [one] ponto
       *[other] pontos
    }
pebbles-alt-hand = Você pegou { $n } { $n ->
        [one] pedrinha
       *[other] pedrinhas
    }.
pebbles-cat-pebbles = Pedrinhas pegas
pebbles-cat-last = Últimas pedrinhas

pebbles-img-pile = Monte { $pile }: { $n }
pebbles-img-over = Fim de jogo
pebbles-img-points = { $n } { $n ->
        [one] ponto
       *[other] pontos
    }
pebbles-img-yours = Suas pedrinhas: { $n }
