# Guardiões do Mausoléu (engine/mausoleum). Os lugares chegam como rótulos seat-name aninhados,
# as cartas como rótulos mausoleum-card-* aninhados.
# Termos do manual brasileiro: cartas de construção, personagens, eventos e ações; conjunto,
# área, oponente, monte de compras, monte de descarte.

game-mausoleum = Guardiões do Mausoléu

## Cartas

mausoleum-card-base = Base
mausoleum-card-columns = Colunas
mausoleum-card-pyramid = Pirâmide
mausoleum-card-statues = Estátuas
mausoleum-card-mausolus = Mausolo
mausoleum-card-artemisia = Artemísia II
mausoleum-card-architects = Arquitetos
mausoleum-card-sculptors = Escultores
mausoleum-card-earthquake = Terremoto
mausoleum-card-invasion = Invasão
mausoleum-card-discovery = Descoberta Arqueológica
mausoleum-card-exchange = Troca
mausoleum-card-theft = Roubo
mausoleum-card-protection = Proteção

## Pedidos

mausoleum-prompt-play = Jogue uma carta da sua mão ou passe.
mausoleum-prompt-play-final = O monte de compras acabou: jogue uma carta ou passe. O jogo termina quando todos passarem em sequência ({ $passes } de { $players } até agora).
mausoleum-prompt-target = Quem você ataca com { $card }?
mausoleum-prompt-defend = { $player } ataca você com { $card }. Revelar uma defesa da sua mão?
mausoleum-prompt-construction = { $card }: escolha uma carta de construção na área de { $target }.
mausoleum-prompt-give = Troca: escolha a carta que você dá para { $target }.
mausoleum-prompt-recover = Descoberta Arqueológica: escolha uma carta para pegar do monte de descarte.
mausoleum-prompt-discard = Sua mão passou do limite de 5: descarte { $count ->
        [one] uma carta
       *[other] { $count } cartas, uma de cada vez
    }.

## Opções

mausoleum-opt-play = Jogar { $card }
mausoleum-opt-pass = Passar
mausoleum-opt-target = Atacar { $player }
mausoleum-opt-defend = Revelar { $card }
mausoleum-opt-allow = Deixar o ataque passar
mausoleum-opt-construction = { $card }
mausoleum-opt-give = Dar { $card }
mausoleum-opt-recover = Pegar { $card }
mausoleum-opt-discard = Descartar { $card }

## Prévias das opções (o que uma opção fará, pelo que você pode ver)

mausoleum-preview-set = Completa um conjunto: sua pontuação { $before } → { $after }
mausoleum-preview-toward = Conjunto { $set }: { $have } → { $after } dos 4 tipos na sua área
mausoleum-preview-spare = Uma carta { $card } a mais (você tem { $count }): o próximo conjunto não avança
mausoleum-preview-mausolus = Dobra um dos seus conjuntos: sua pontuação { $before } → { $after }
mausoleum-preview-mausolus-again = Você já tem um Mausolo: só um conta, nenhum ponto
mausoleum-preview-mausolus-later = Nenhum conjunto completo ainda: +{ $points } quando completar um
mausoleum-preview-artemisia = { $count ->
        [0] O monte de compras acabou: nenhuma carta para comprar
        [one] Você compra mais { $count } carta (a última do monte)
       *[other] Você compra mais { $count } cartas ({ $draw } no monte de compras)
    }
mausoleum-preview-architects = Fica de guarda na sua área: cancela o próximo Terremoto ou Invasão contra você
mausoleum-preview-sculptors = Fica de guarda na sua área: cancela a próxima Troca ou Roubo contra você
mausoleum-preview-protection = Fica na sua área: cancela o próximo ataque de qualquer tipo contra você
mausoleum-preview-discovery = Pegue uma carta à sua escolha do monte de descarte ({ $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } para escolher)
mausoleum-preview-attack = { $count } alvos possíveis: você escolhe a seguir
mausoleum-preview-blocked = bloqueado na hora por { $guard } na área
mausoleum-preview-defence-unknown = { $guard } na mão? desconhecido
mausoleum-preview-defence-none = nenhum { $guard } fora de vista: não há como se defender
mausoleum-preview-target-hand = { $card } em { $target } ({ $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } na mão; { $defence })
mausoleum-preview-target-area = { $card } em { $target } (pontuação { $points }, { $sets ->
        [one] { $sets } conjunto
       *[other] { $sets } conjuntos
    }; { $defence })
mausoleum-preview-earthquake = { $target } perde { $card }: pontuação { $before } → { $after }
mausoleum-preview-invasion = { $card } vai para a sua área: pontuação de { $target } { $before } → { $after }, a sua { $mine } → { $mine_after }
mausoleum-preview-give = { $target } recebe a carta; você pega 1 das { $cards } cartas da mão dessa pessoa, ao acaso
mausoleum-preview-recover = { $card } vai para a sua mão
mausoleum-preview-recover-then = { $card } vai para a sua mão; jogada depois: { $then }
mausoleum-preview-defend = Cancela { $card }; senão: { $stake }
mausoleum-preview-stake-theft = { $player } pega 1 das suas { $cards } cartas ao acaso
mausoleum-preview-stake-exchange = { $player } pega 1 das suas { $cards } cartas ao acaso e lhe dá uma
mausoleum-preview-stake-earthquake = { $player } escolhe uma das suas construções para descartar (sua pontuação agora: { $points })
mausoleum-preview-stake-invasion = { $player } escolhe uma das suas construções para pegar (sua pontuação agora: { $points })
mausoleum-preview-discard = { $card } vai para o descarte ({ $left ->
        [0] nenhuma sobra na sua mão
       *[other] { $left } ainda na sua mão
    })
mausoleum-preview-pass = Termina a sua vez sem jogar
mausoleum-preview-pass-final = Passes em sequência: { $passes } de { $players }{ $ends ->
        [yes] {" "}— o jogo termina
       *[no] {""}
    }

## Dicas (o motivo da IA normal, pela sua própria pontuação)

mausoleum-hint-pass = Nada na sua mão vale a pena jogar agora: guardar as cartas vale mais (melhor jogada: cerca de { $best })
mausoleum-hint-play = { $card } vale mais agora: cerca de { $worth } pelos valores de carta da IA
mausoleum-hint-target = { $target }: { $chance }% de chance de o ataque passar, vale cerca de { $worth }
mausoleum-hint-defend = Cerca de { $stake } em jogo: mais do que vale guardar seus { $card } ({ $keep })
mausoleum-hint-allow = Só cerca de { $stake } em jogo: seus { $card } valem mais guardados ({ $keep })
mausoleum-hint-hit = { $card } prejudica mais { $target }: cerca de { $worth }
mausoleum-hint-least = { $card } é o que menos lhe custa: cerca de { $worth }
mausoleum-hint-recover = { $card } vale mais para você: cerca de { $worth }
mausoleum-hint-points = { $count ->
        [one] { $count } ponto
       *[other] { $count } pontos
    }

## Descrições das imagens (texto alternativo)

mausoleum-alt-discard = Monte de descarte: { $count } cartas, no topo: { $top }.
mausoleum-alt-attack = { $player } mira { $card } em { $target }.
mausoleum-alt-in-play = { $player } está jogando { $card }.
mausoleum-alt-passes = O monte de compras acabou: { $passes } de { $players } passaram em sequência.
mausoleum-alt-count = { $card } ×{ $count }
mausoleum-alt-player = { $player }: { $final ->
        [yes] pontuação final { $points }
       *[no] { $points } pontos
    }, { $sets ->
        [one] { $sets } conjunto completo
       *[other] { $sets } conjuntos completos
    }; Base { $base }, Colunas { $columns }, Pirâmide { $pyramid }, Estátuas { $statues }; também: { $extras }; { $hand } na mão.
mausoleum-alt-hand = Sua mão, { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }: { $cards }.
mausoleum-alt-chosen = Você está jogando { $card }.
mausoleum-alt-waiting = Esperando { $player }.

## Eventos

mausoleum-ev-drew = { $count ->
        [0] { $player } não compra nenhuma carta.
        [one] { $player } compra uma carta.
       *[other] { $player } compra { $count } cartas.
    }
mausoleum-ev-drew-card = Você comprou a carta { $card }.
mausoleum-ev-draw-pile-empty = O monte de compras acabou: ninguém compra mais. O jogo termina quando todos passarem em sequência.
mausoleum-ev-no-cards = { $player } não tem cartas e passa.
mausoleum-ev-passed = { $player } passa.
mausoleum-ev-discarded = { $player } descarta { $card }.
mausoleum-ev-played = { $player } joga { $card }.
mausoleum-ev-recovered = { $player } pega { $card } do monte de descarte.
mausoleum-ev-attack = { $player } lança { $card } contra { $target }.
mausoleum-ev-blocked = A carta { $guard } de { $target } cancela a carta { $card }.
mausoleum-ev-defended = { $target } revela { $guard } e cancela a carta { $card }.
mausoleum-ev-let-through = { $target } deixa o ataque passar.
mausoleum-ev-earthquake = Terremoto! { $target } descarta { $construction }.
mausoleum-ev-invasion = { $player } pega { $construction } da área de { $target }.
mausoleum-ev-exchange = { $player } troca uma carta com { $target }.
mausoleum-ev-exchange-attacker = Você deu { $gave } para { $target } e recebeu { $got }.
mausoleum-ev-exchange-target = { $player } pegou a sua carta { $gave } e deu { $got } para você.
mausoleum-ev-theft = { $player } rouba uma carta de { $target }.
mausoleum-ev-theft-attacker = Você roubou { $card } de { $target }.
mausoleum-ev-theft-target = { $player } roubou a sua carta { $card }.
mausoleum-ev-game-over = O jogo terminou.

## Resumo da mesa

mausoleum-summary-turn = Vez de { $player }. Monte de compras: { $draw }.
mausoleum-summary-defend = { $target } está decidindo se vai se defender de { $card }.
mausoleum-summary-over = O jogo terminou.

## Categorias do resultado

mausoleum-cat-sets = Conjuntos (8 cada)
mausoleum-cat-bonus = Conjuntos múltiplos
mausoleum-cat-mausolus = Mausolo

## Regras (/regras)

mausoleum-rules =
    Guardiões do Mausoléu, 2–4 jogadores. 52 cartas; cada jogador começa com 5, e um jogador sorteado começa a partida.
    Objetivo: completar conjuntos de Base + Colunas + Pirâmide + Estátuas na sua área.
    Seu turno: compre 1 carta (nenhuma depois que o monte de compras acabar), jogue no máximo uma carta ou passe, e então descarte até ficar com 5 cartas, uma de cada vez, à sua escolha.
    • Construções, Mausolo e Proteção vão para a sua área.
    • Artemísia II: compre mais 2 cartas na hora; ela fica na sua área como personagem usado. Essas cartas contam para o limite de 5 no fim do turno; se o monte de compras estiver no fim, você compra o que restar.
    • Arquitetos / Escultores jogados no seu turno ficam na sua área como guarda, que cancela o próximo Terremoto/Invasão (Arquitetos) ou Troca/Roubo (Escultores) dirigido a você e depois é descartado.
    • Proteção cancela o próximo ataque de qualquer tipo dirigido a você e depois é descartada.
    • Terremoto: um oponente descarta da área dele uma construção escolhida por você. Invasão: mova uma construção escolhida por você da área de um oponente para a sua.
    • Troca: dê a um oponente uma carta à sua escolha e pegue uma carta aleatória da mão dele, sorteada antes de a sua chegar (exatamente uma carta vai para cada lado). Você precisa de outra carta na mão para jogá-la.
    • Roubo: pegue uma carta aleatória da mão de um oponente.
    • Descoberta Arqueológica: pegue uma carta à sua escolha do monte de descarte (só pode ser jogada se houver uma carta para pegar). Depois que o monte de compras acaba, ela não pode pegar outra Descoberta.
    Um ataque (Terremoto, Invasão, Troca, Roubo) precisa de um oponente com uma construção (Terremoto, Invasão) ou com cartas na mão (Troca, Roubo).
    Defesa: primeiro você escolhe o alvo. Um guarda correspondente na área dele cancela o ataque automaticamente; senão, uma Proteção; senão, se ele tiver na mão Arquitetos (contra Terremoto/Invasão) ou Escultores (contra Troca/Roubo), pode revelá-los: a carta é descartada e o ataque, cancelado; sem resposta a tempo, a defesa é usada. A carta de ataque é descartada de qualquer forma. Só um ataque que passa pergunta qual construção ou qual carta dar.
    Personagens usados = jogados ou revelados como defesa (Mausolo, Artemísia II, Arquitetos, Escultores).
    Fim: depois que o monte de compras acaba, ninguém compra mais; um jogador sem cartas passa automaticamente; o jogo termina quando todos os jogadores passam uma vez em sequência, ou quando todas as mãos estão vazias. O monte de descarte nunca é embaralhado de novo.
    Pontuação: 8 por conjunto completo; +4 uma única vez com 2 ou mais conjuntos; um Mausolo na sua área faz um conjunto valer 16 (só um Mausolo conta).
    Desempate: mais conjuntos completos, depois mais personagens diferentes usados; depois, vitória compartilhada.

## A regra por trás de cada decisão: o botão Regras do painel de turno e /regras regra:

mausoleum-rule-turn-title = Seu turno
mausoleum-rule-turn = Compre 1 carta (nenhuma depois que o monte de compras acabar), jogue no máximo uma carta ou passe, e então descarte até ficar com 5 cartas, à sua escolha.
mausoleum-rule-cards-title = Suas cartas
mausoleum-rule-cards = Construções, Mausolo e Proteção vão para a sua área. Artemísia II: compre mais 2 cartas na hora. Arquitetos ou Escultores jogados no seu turno ficam de guarda na sua área, cancelam o próximo ataque correspondente contra você e depois são descartados; a Proteção cancela o próximo ataque de qualquer tipo e depois é descartada.
mausoleum-rule-attacks-title = Ataques
mausoleum-rule-attacks = Terremoto: um oponente descarta da área dele uma construção escolhida por você. Invasão: mova uma construção escolhida por você da área de um oponente para a sua. Troca: dê a um oponente uma carta à sua escolha e pegue uma carta aleatória da mão dele (você precisa de outra carta na mão). Roubo: pegue uma carta aleatória da mão de um oponente. O alvo precisa ter uma construção (Terremoto, Invasão) ou cartas na mão (Troca, Roubo).
mausoleum-rule-defence-title = Defesa
mausoleum-rule-defence = Um guarda correspondente na área do alvo cancela o ataque automaticamente; senão, uma Proteção. Senão, o alvo pode revelar da mão Arquitetos (contra Terremoto ou Invasão) ou Escultores (contra Troca ou Roubo): a carta é descartada e o ataque, cancelado; sem resposta a tempo, a defesa é usada. A carta de ataque é descartada de qualquer forma.
mausoleum-rule-discovery-title = Descoberta Arqueológica
mausoleum-rule-discovery = Pegue uma carta à sua escolha do monte de descarte para a sua mão. Ela não pode ser jogada com o monte de descarte vazio e, depois que o monte de compras acaba, não pode pegar outra Descoberta.
mausoleum-rule-end-title = Fim do jogo
mausoleum-rule-end = Depois que o monte de compras acaba, ninguém compra mais, e um jogador sem cartas passa automaticamente. O jogo termina quando todos os jogadores passam uma vez em sequência, ou quando todas as mãos estão vazias.
mausoleum-rule-scoring-title = Pontuação
mausoleum-rule-scoring = Um conjunto completo (Base, Colunas, Pirâmide e Estátuas na sua área) vale 8; +4 uma única vez com 2 ou mais conjuntos. Um Mausolo na sua área faz um conjunto valer 16 (só um conta). Desempate: mais conjuntos, depois mais personagens diferentes usados (jogados ou revelados como defesa); depois, vitória compartilhada.

## Imagens

mausoleum-img-turn = Vez de { $player }
mausoleum-img-over = Fim de jogo
mausoleum-img-step-play = Joga uma carta ou passa.
mausoleum-img-step-last = Acaba quando todos passarem seguidos: { $passes } de { $players } até agora.
mausoleum-img-step-target = Joga { $card } e escolhe um alvo.
mausoleum-img-step-defend = { $card } contra { $target }, que pode revelar uma defesa.
mausoleum-img-step-construction = { $card } contra { $target }: escolhe uma construção.
mausoleum-img-step-give = Troca com { $target }: escolhe uma carta para dar.
mausoleum-img-step-recover = Escolhe uma carta do monte de descarte.
mausoleum-img-step-discard = Descarta até ficar com 5 cartas.
mausoleum-img-draw-pile = Monte de compras
mausoleum-img-discard-pile = Monte de descarte
mausoleum-img-area = Personagens e defesas
mausoleum-img-score = { $sets ->
        [0] { $sets } conjuntos
        [one] { $sets } conjunto
       *[other] { $sets } conjuntos
    } · { $points } pts
mausoleum-img-legend-hand = Cartas na mão
mausoleum-img-legend-used = Personagens usados
mausoleum-img-your-hand = Sua mão
mausoleum-img-hand-count = { $count ->
        [0] { $count } cartas
        [one] { $count } carta
       *[other] { $count } cartas
    }
mausoleum-img-empty-hand = Nenhuma carta na mão.
mausoleum-img-in-area = Na sua área: { $count }
mausoleum-img-playing = Jogando agora: escolha o efeito
mausoleum-img-hint-mausolus = Dobra um conjunto completo
mausoleum-img-hint-artemisia = Compre mais 2 cartas
mausoleum-img-hint-architects = Impede Terremoto ou Invasão
mausoleum-img-hint-sculptors = Impede Troca ou Roubo
mausoleum-img-hint-earthquake = Um oponente perde uma construção
mausoleum-img-hint-invasion = Pegue a construção de um oponente
mausoleum-img-hint-discovery = Pegue do descarte
mausoleum-img-hint-exchange = Troque uma carta com um oponente
mausoleum-img-hint-theft = Roube uma carta aleatória
mausoleum-img-hint-protection = Impede o próximo ataque

## Critérios de desempate (motor)

mausoleum-tie-sets = conjuntos completos
mausoleum-tie-characters = personagens diferentes usados

## A lição (/aprender): o que ela diz em cada decisão de quem aprende, pelos passos de
## lesson.py. Os números vêm da visão de quem aprende naquele momento.

lesson-mausoleum-set = Boas-vindas ao Mausoléu! Você monta conjuntos de quatro construções: Base, Colunas, Pirâmide e Estátuas. A cada turno você compra uma carta e então joga uma carta ou passa. Sua área já tem uma Base, Colunas e uma Pirâmide ({ $points } pontos até agora): jogue suas **Estátuas** para completar um conjunto, que vale 8 pontos.
lesson-mausoleum-set-why = Primeiro veja um conjunto completo: jogue as **Estátuas**. As suas outras cartas terão a vez delas depois.
lesson-mausoleum-defend = Seu conjunto vale { $points } pontos. Agora o Bot joga um Roubo contra você: ele pegaria uma carta aleatória da sua mão. Seus **Escultores** guardam a sua mão: revele-os para cancelar o Roubo (eles são descartados).
lesson-mausoleum-protection = Uma Invasão poderia tirar uma construção da sua área e desfazer o seu conjunto. Jogue a **Proteção**: ela fica na sua área e cancela o próximo ataque de qualquer tipo dirigido a você.
lesson-mausoleum-earthquake = Sua vez de atacar: a área do Bot vale { $rival } pontos. Um **Terremoto** faz um oponente descartar uma construção da área dele, e você escolhe qual. Jogue-o.
lesson-mausoleum-construction = Escolha a construção que o Bot descarta: quem escolhe é você, não ele. A área dele vale { $rival } pontos agora; um conjunto que perde uma carta deixa de contar.
lesson-mausoleum-artemisia = **Artemísia II** compra mais 2 cartas na hora. Você tem { $hand } cartas na mão, e no fim do seu turno o limite é 5. Jogue-a e veja.
lesson-mausoleum-limit = Você tem { $hand } cartas, mais de 5: descarte até ficar com 5, uma carta de cada vez, à sua escolha. Você tem duas Bases e um conjunto só precisa de uma: descarte uma **Base**. Guarde a Descoberta Arqueológica para o que vem a seguir.
lesson-mausoleum-discovery = O monte de descarte guarda, à vista, todas as cartas jogadas ou descartadas até agora. Uma **Descoberta Arqueológica** pega qualquer uma delas para a sua mão: jogue-a.
lesson-mausoleum-recover = Pegue o **Mausolo**: com um Mausolo na sua área, um dos seus conjuntos completos vale 16 em vez de 8.
lesson-mausoleum-limit-again = Acima do limite de novo. Guarde o Mausolo e as quatro construções do seu segundo conjunto, e descarte a **Troca**.
lesson-mausoleum-mausolus = Jogue o **Mausolo**. { $sets ->
        [0] Quando você completar um conjunto, ele valerá 16 em vez de 8.
       *[other] Seu conjunto valerá 16 em vez de 8.
    } O monte de compras tem { $draw } { $draw ->
        [one] carta
       *[other] cartas
    }.
lesson-mausoleum-build = Monte um segundo conjunto com as cartas da sua mão, uma construção por turno. Conjuntos completos: { $sets }; pontos: { $points }. Dois conjuntos ou mais valem 4 pontos a mais, uma única vez.
lesson-mausoleum-pass = Quando o monte de compras acaba (agora ele tem { $draw }), ninguém compra mais, e o jogo termina quando todos os jogadores passam uma vez em sequência. Passe para aproximar o fim; você tem { $points } pontos.
lesson-mausoleum-end = O jogo terminou: você tem { $points } pontos, e o Bot, { $rival }. Esse foi o jogo inteiro. Que tal uma partida de verdade? **Jogar uma partida de verdade** abre uma mesa contra um bot fácil neste canal.
