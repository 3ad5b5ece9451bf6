# Horloges de tour, joueurs absents, quitter et remplacer (issue 15).

cmd-game-leave = quitter
cmd-game-leave-desc = Laisse ta place dans cette partie à un bot jusqu'à la fin
cmd-game-replace = remplacer
cmd-game-replace-desc = Confie pour de bon la place d'un joueur absent à un bot (hôte ou modérateurs)
cmd-game-replace-player = joueur
cmd-game-replace-player-desc = Le joueur absent dont un bot prend la place

table-to-play-until = { $player } (le temps s'écoule { $deadline })
table-stand-ins = Bots remplaçants
table-stand-in-away = { $name } est absent·e — un bot joue à sa place jusqu'à son retour.
table-stand-in-left = { $name } est parti·e — un bot joue sa place jusqu'à la fin.
table-button-back = Je suis de retour

back-welcome = Bon retour : ta place est de nouveau à toi.
leave-confirm = Vraiment quitter ? Un bot joue ta place jusqu'à la fin de la partie, et elle compte comme une défaite pour toi.
leave-confirm-button = Oui, un bot prend ma place
leave-done = Tu as quitté la partie : un bot joue ta place maintenant.
replace-done = Un bot joue désormais la place de { $name } jusqu'à la fin de la partie.

error-you-left = Tu as quitté cette partie : un bot joue ta place.
error-leave-not-running = On ne peut quitter qu'une partie en cours ; dans le salon d'attente, utilise son bouton Quitter.
error-replace-not-allowed = Seuls l'hôte ou les membres qui peuvent gérer les messages peuvent remplacer un joueur.
error-replace-not-a-player = Cette personne n'a pas de place dans la partie en cours ici.
error-replace-not-away = Seul un joueur absent (dont le temps est écoulé) peut être remplacé.
