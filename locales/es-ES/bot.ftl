# Textos del propio bot de Discord (comandos, sala de espera, mesa, mensajes privados, errores).

## Comandos de barra (nombres: minúsculas, sin espacios)
cmd-play = jugar
cmd-play-desc = Abre una mesa de un juego de mesa en este canal
cmd-play-game = juego
cmd-play-game-desc = A qué juego jugar
cmd-hand = mano
cmd-hand-desc = Muestra tu mano privada y tu elección actual
cmd-game = partida
cmd-game-desc = Gestiona la partida en curso en este canal
cmd-game-status = estado
cmd-game-status-desc = Vuelve a publicar la mesa al final del canal
cmd-game-abandon = abandonar
cmd-game-abandon-desc = Detiene la partida de este canal (anfitrión o moderadores)
cmd-rules = reglas
cmd-rules-desc = Un breve resumen de las reglas de un juego
cmd-rules-game = juego
cmd-rules-game-desc = Qué juego
cmd-settings = ajustes
cmd-settings-desc = Ajustes del bot en este servidor
cmd-settings-language = idioma
cmd-settings-language-desc = El idioma de los mensajes públicos y las imágenes del bot en este servidor
cmd-settings-language-option = idioma
cmd-settings-language-option-desc = Elige un idioma o usa el ajuste del propio servidor

## Idiomas (cada uno en su propio idioma)
language-en-US = English
language-pt-BR = Português (Brasil)
language-es-ES = Español
language-fr = Français
language-server = Predeterminado del servidor
settings-language-set = Los mensajes públicos y las imágenes de este servidor ahora están en { $language }.

## Jugadores de IA
seat-ai-name = Bot { $number } ({ $level })
ai-level-easy = Fácil
ai-level-easy-description = Hace una jugada legal al azar
ai-level-normal = Normal
ai-level-normal-description = Hace jugadas sensatas y rápidas
ai-level-hard = Difícil
ai-level-hard-description = Piensa por adelantado; tarda un poco
ai-level-expert = Experto
ai-level-expert-description = Sopesa cada jugada en muchos repartos posibles; piensa unos segundos

## Sala de espera
lobby-title = { $game } — nueva mesa
lobby-description = Anfitrión: { $host } · { $min }–{ $max } jugadores
lobby-seats = Plazas ({ $count }/{ $max })
lobby-hint = Únete para ocupar una plaza. El anfitrión añade bots (Salir quita el último) e inicia la partida.
lobby-button-join = Unirse
lobby-button-leave = Salir
lobby-button-start = Empezar
lobby-button-cancel = Cancelar
lobby-add-bot = Añadir un bot…
lobby-cancelled = Esta mesa se ha cancelado.

## Mesa
table-title = { $game } · mesa #{ $id }
table-to-play = Le toca jugar
table-recent = Últimas jugadas
table-button-hand = Mi mano / Mi turno
table-finished = { $count ->
    [one] Fin de la partida: ¡gana { $winners }!
   *[other] Fin de la partida: ¡{ $winners } comparten la victoria!
}
table-rank-line = { $rank }. { $name }: { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
}
table-category-points = { $category }: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
table-abandoned = { $user } ha abandonado esta partida.
ping-your-turn = { $mentions }: te toca jugar en { $game } (mesa #{ $id }). Pulsa «Mi mano / Mi turno» en la mesa.
status-reposted = La mesa está ahora al final del canal.

## Mensajes privados
hand-title = { $name } · { $game }
hand-waiting = Esperando a { $names }.
hand-done = ¡Hecho!
hand-game-over = La partida ha terminado.
hand-choose = Elige ({ $first }–{ $last })…

## Abandonar
abandon-confirm = ¿Seguro que quieres detener esta partida para todos? No se puede deshacer.
abandon-confirm-button = Sí, abandonar la partida
abandon-done = Se ha abandonado la partida.

## Errores y rechazos
error-internal = Lo siento, algo ha fallado (id. de error { $id }). La partida no ha cambiado.
error-missing-permissions = No puedo llevar una partida aquí: necesito estos permisos en este canal: { $permissions }.
error-table-answers-private = No puedo abrir una mesa aquí: este servidor solo deja que apps como yo respondan en privado, así que nadie más vería la partida. Pide a sus administradores que permitan las apps externas, o juega en un MD en grupo o en un servidor donde pueda hablar.
error-channel-busy = Este canal ya tiene una partida: { $link }
error-lobby-closed = Esta mesa ya no está abierta.
error-unknown-choice = Esa opción no está disponible. Elige una de las opciones mostradas.
error-database-busy = La base de datos de partidas está ocupada ahora mismo. No se ha cambiado nada: inténtalo de nuevo en un momento.
error-database-unavailable = La base de datos de partidas no responde ahora mismo. Inténtalo de nuevo en un momento: una jugada que se hizo está guardada.
error-discord-fault = Discord no respondió a tiempo, así que esta respuesta puede estar incompleta. Pulsa «Mi mano / Mi turno» en la mesa para ver cómo va la partida: una jugada que se hizo está guardada.
error-discord-fault-opening = Discord no respondió a tiempo, así que puede que la mesa no se haya abierto. Si no aparece una mesa nueva en unos momentos, inténtalo de nuevo.
error-restarting = El bot se está reiniciando: vuelve a pulsar en unos segundos. No se cambió nada, y todas las jugadas hechas antes están guardadas.
error-lobby-full = Esta mesa está llena.
error-already-seated = Ya tienes una plaza en esta mesa.
error-not-in-lobby = No tienes plaza en esta mesa.
error-host-cannot-leave = Como anfitrión, cancela la mesa en lugar de salir de ella.
error-host-only-start = Solo el anfitrión puede empezar la partida.
error-host-only-bots = Solo el anfitrión puede añadir bots.
error-player-count = { $game } necesita de { $min } a { $max } jugadores.
error-cancel-not-allowed = Solo el anfitrión o un moderador puede cancelar esta mesa.
error-abandon-not-allowed = Solo el anfitrión o un moderador puede abandonar esta partida.
error-not-seated = No juegas en esta partida.
error-not-your-turn = No es tu turno: esperando a { $names }.
error-outdated = Ese botón ya no sirve. Aquí tienes tu elección actual.
error-unknown-button = Este botón ya no es válido.
error-not-running = Esta partida ya no está en curso.
error-settings-not-allowed = Solo los miembros que pueden gestionar el servidor pueden cambiar sus ajustes.
error-no-game-here = No hay ninguna partida en curso en este canal. Empieza una con { $play }.
error-game-in-thread = No hay ninguna partida en este canal: sus mesas están en hilos. Usa el comando en el hilo de la mesa: { $threads }
error-seat-in-thread = No juegas en la partida de este canal: tu mesa está en uno de sus hilos. Usa el comando allí: { $threads }

## Nombres de permisos (como en Discord en español)
permission-view-channel = Ver canal
permission-send-messages = Enviar mensajes
permission-embed-links = Insertar enlaces
permission-attach-files = Adjuntar archivos
permission-read-message-history = Leer el historial de mensajes

## Issue 18: the turn panel, take-backs, hints, alt text
lobby-button-hints-on = 💡 Pistas: activadas
lobby-button-hints-off = 💡 Pistas: desactivadas
error-host-only-hints = Solo el anfitrión puede activar o desactivar las pistas.
hand-preview-line = **{ $option }**: { $preview }
hand-button-back = ↩ Atrás
hand-button-hint = 💡 Pista
hand-only-choice = Solo había una opción: { $option } — hecho.
hand-took-back = Jugada deshecha: vuelve a elegir.
hand-hint = 💡 Pista: **{ $option }** — { $reason }
error-cannot-take-back = Esa jugada ya es definitiva: no se puede deshacer. Aquí tienes tu elección actual.
error-hints-off = Las pistas están desactivadas en esta mesa.
alt-results = Resultado final de { $game }:
alt-replay = Repetición animada de { $game } n.º { $id }, { $every ->
        [yes] { $frames } fotogramas: el inicio y luego uno por turno
       *[no] { $frames } momentos de los { $turns } turnos de la partida
    }. La mesa final:
alt-replay-step = Repetición, paso { $step } de { $steps }.
alt-stats = Gráfico: la puntuación de { $name } en { $game } a lo largo de { $games } partidas, de { $first } a { $last } (mínima { $low }, máxima { $high }); debajo, los últimos { $count } resultados, { $wins } de ellos ganados.
