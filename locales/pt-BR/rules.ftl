## A regra por trás de cada decisão: o botão Regras do painel de turno e /regras regra:

rules-button = 📖 Regras
rules-panel-title = { $game }: as regras por trás desta escolha
cmd-rules-rule = regra
cmd-rules-rule-desc = Uma seção das regras (vazio: o resumo inteiro)
error-unknown-rule = { $game } não tem essa regra. As seções: { $sections }.

## Luxor

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

## Capital Lux

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

## Guardiões do Mausoléu

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
