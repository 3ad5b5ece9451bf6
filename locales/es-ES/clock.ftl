# Relojes de turno, jugadores ausentes, salir y sustituir (issue 15).

cmd-game-leave = salir
cmd-game-leave-desc = Cede tu asiento en esta partida a un bot hasta el final
cmd-game-replace = sustituir
cmd-game-replace-desc = Deja que un bot juegue para siempre el asiento de un jugador ausente (anfitrión o moderadores)
cmd-game-replace-player = jugador
cmd-game-replace-player-desc = El jugador ausente cuyo asiento toma un bot

table-to-play-until = { $player } (el tiempo se acaba { $deadline })
table-stand-ins = Bots sustitutos
table-stand-in-away = { $name } está ausente — un bot juega por esa persona hasta que vuelva.
table-stand-in-left = { $name } se fue — un bot juega su asiento hasta el final.
table-button-back = He vuelto

back-welcome = Bienvenido de nuevo: tu asiento vuelve a ser tuyo.
leave-confirm = ¿Seguro que te vas? Un bot juega tu asiento hasta el final de la partida y cuenta como derrota para ti.
leave-confirm-button = Sí, que un bot tome mi asiento
leave-done = Has salido de la partida: ahora un bot juega tu asiento.
replace-done = Ahora un bot juega el asiento de { $name } hasta el final de la partida.

error-you-left = Saliste de esta partida: un bot juega tu asiento.
error-leave-not-running = Solo se puede salir de una partida en curso; en la sala, usa su botón Salir.
error-replace-not-allowed = Solo el anfitrión o quien puede gestionar mensajes puede sustituir a un jugador.
error-replace-not-a-player = Esa persona no tiene asiento en la partida en curso aquí.
error-replace-not-away = Solo se puede sustituir a un jugador ausente (cuyo tiempo se acabó).
