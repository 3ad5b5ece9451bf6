# Issue 15 "Mesas que nunca travam" (parte B): chamadas, relógio e lugares do lobby, tópicos, revanche.

ping-decision = { $mentions }: sua vez em { $game } (mesa #{ $id }) — { $link }
ping-button = Minha vez
end-announcement = { $result } (mesa #{ $id }) { $mentions }
table-moved = A mesa #{ $id } continua aqui: { $link }
table-waiting-title = Esperando um clique
table-waiting = O Discord só me deixa atualizar esta mesa quando alguém clica num dos botões dela. Clique em Atualizar para ver em que pé está a partida: nada se perde enquanto isso.
table-button-refresh = Atualizar

lobby-clock = Relógio
lobby-clock-choose = Relógio por decisão…
lobby-expires = Fecha se não começar
lobby-remove-seat = Remover um lugar…
lobby-expired = Esta mesa fechou: ninguém a iniciou a tempo.
clock-0 = Sem relógio
clock-120 = 2 minutos por decisão
clock-600 = 10 minutos por decisão
clock-3600 = 1 hora por decisão
clock-86400 = 24 horas por decisão

error-lobby-expired = Esta mesa expirou: ninguém a iniciou a tempo. Use { $play } para abrir uma nova.
error-host-only-clock = Só o anfitrião pode escolher o relógio.
error-host-only-remove = Só o anfitrião pode remover um lugar.
error-seat-changed = Os lugares mudaram enquanto isso: olhe a mesa de novo e escolha outra vez.

final-button-rematch = Revanche
rematch-invite = { $mentions }: { $host } abriu uma revanche de { $game } (mesa #{ $old }). Clique em Entrar para pegar seu lugar: { $link }
rematch-opened = Revanche aberta: { $link }
rematch-exists = Este jogo já tem uma revanche: { $link }
rematch-not-finished = Só um jogo terminado pode ser jogado de novo.
rematch-not-player = Só os jogadores deste jogo podem começar uma revanche.

thread-name = { $game } #{ $id }
thread-link = { $host } abriu uma mesa de { $game } (#{ $id }): { $thread }
thread-never-opened = A mesa #{ $id } nunca foi aberta: a preparação foi interrompida. Use { $play } para abrir outra.

cmd-settings-clock = relógio
cmd-settings-clock-desc = O relógio que as novas mesas recebem por padrão (o anfitrião pode mudá-lo no lobby)
cmd-settings-clock-option = relógio
cmd-settings-clock-option-desc = Tempo por decisão; quando acaba, um bot joga pelo jogador ausente
cmd-settings-threads = tópicos
cmd-settings-threads-desc = Se o /jogar abre cada mesa em um tópico próprio
cmd-settings-threads-option = ativado
cmd-settings-threads-option-desc = Ligado: um tópico por mesa; desligado: mesas no próprio canal
settings-choice-on = Ligado
settings-choice-off = Desligado
settings-clock-set = As novas mesas deste servidor recebem: { $clock }.
settings-threads-on = As novas mesas abrem em um tópico próprio (onde o bot pode criar tópicos).
settings-threads-off = As novas mesas abrem no próprio canal (um jogo por canal).
