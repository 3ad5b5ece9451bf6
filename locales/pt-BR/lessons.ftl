## Lições (/aprender): o que a lição diz em cada decisão de quem aprende.

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

## Guardiões do Mausoléu

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

## Capital Lux

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

## Luxor

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
