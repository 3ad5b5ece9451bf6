# Issue 15 "Mesas que nunca se atascan" (parte B): avisos, reloj y asientos del lobby, hilos, revancha.

ping-decision = { $mentions }: te toca jugar en { $game } (mesa #{ $id }) — { $link }
ping-button = Mi turno
end-announcement = { $result } (mesa #{ $id }) { $mentions }
table-moved = La mesa #{ $id } sigue aquí: { $link }
table-waiting-title = Esperando un clic
table-waiting = Discord solo me deja actualizar esta mesa cuando alguien pulsa uno de sus botones. Pulsa Actualizar para ver cómo va la partida: mientras tanto no se pierde nada.
table-button-refresh = Actualizar

lobby-clock = Reloj
lobby-clock-choose = Reloj por decisión…
lobby-expires = Se cierra si no empieza
lobby-remove-seat = Quitar un asiento…
lobby-expired = Esta mesa se cerró: nadie la empezó a tiempo.
clock-0 = Sin reloj
clock-120 = 2 minutos por decisión
clock-600 = 10 minutos por decisión
clock-3600 = 1 hora por decisión
clock-86400 = 24 horas por decisión

error-lobby-expired = Esta mesa caducó: nadie la empezó a tiempo. Usa { $play } para abrir otra.
error-host-only-clock = Solo el anfitrión puede elegir el reloj.
error-host-only-remove = Solo el anfitrión puede quitar un asiento.
error-seat-changed = Los asientos cambiaron mientras tanto: mira la mesa otra vez y vuelve a elegir.

final-button-rematch = Revancha
rematch-invite = { $mentions }: { $host } abrió una revancha de { $game } (mesa #{ $old }). Pulsa Unirse para ocupar tu asiento: { $link }
rematch-opened = Revancha abierta: { $link }
rematch-exists = Esta partida ya tiene revancha: { $link }
rematch-not-finished = Solo una partida terminada se puede volver a jugar.
rematch-not-player = Solo los jugadores de esta partida pueden empezar una revancha.

thread-name = { $game } #{ $id }
thread-link = { $host } abrió una mesa de { $game } (#{ $id }): { $thread }
thread-never-opened = La mesa #{ $id } nunca se abrió: su preparación se interrumpió. Usa { $play } para abrir otra.

cmd-settings-clock = reloj
cmd-settings-clock-desc = El reloj que reciben las mesas nuevas por defecto (el anfitrión puede cambiarlo en el lobby)
cmd-settings-clock-option = reloj
cmd-settings-clock-option-desc = Tiempo por decisión; cuando se acaba, un bot juega por el jugador ausente
cmd-settings-threads = hilos
cmd-settings-threads-desc = Si /jugar abre cada mesa en su propio hilo
cmd-settings-threads-option = activado
cmd-settings-threads-option-desc = Sí: un hilo por mesa; no: las mesas en el propio canal
settings-choice-on = Sí
settings-choice-off = No
settings-clock-set = Las mesas nuevas de este servidor reciben: { $clock }.
settings-threads-on = Las mesas nuevas se abren en su propio hilo (donde el bot puede crear hilos).
settings-threads-off = Las mesas nuevas se abren en el propio canal (una partida por canal).
