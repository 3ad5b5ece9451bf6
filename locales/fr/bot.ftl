# Textes du bot Discord lui-même (commandes, salle d'attente, table, messages privés, erreurs).

## Commandes slash (noms : minuscules, sans espaces)
cmd-play = jouer
cmd-play-desc = Ouvrir une table de jeu de société dans ce salon
cmd-play-game = jeu
cmd-play-game-desc = Le jeu auquel jouer
cmd-hand = main
cmd-hand-desc = Afficher ta main privée et ton choix en cours
cmd-game = partie
cmd-game-desc = Gérer la partie en cours dans ce salon
cmd-game-status = état
cmd-game-status-desc = Afficher à nouveau la table en bas du salon
cmd-game-abandon = abandonner
cmd-game-abandon-desc = Arrêter la partie de ce salon (hôte ou modérateurs)
cmd-rules = règles
cmd-rules-desc = Un court résumé des règles d'un jeu
cmd-rules-game = jeu
cmd-rules-game-desc = Quel jeu
cmd-settings = paramètres
cmd-settings-desc = Paramètres du bot pour ce serveur
cmd-settings-language = langue
cmd-settings-language-desc = La langue des messages publics et des images du bot sur ce serveur
cmd-settings-language-option = langue
cmd-settings-language-option-desc = Choisis une langue, ou suis le réglage du serveur

## Langues (chacune dans sa propre langue)
language-en-US = English
language-pt-BR = Português (Brasil)
language-es-ES = Español
language-fr = Français
language-server = Langue du serveur
settings-language-set = Langue des messages publics et des images sur ce serveur : { $language }.

## Joueurs IA
seat-ai-name = Bot { $number } ({ $level })
ai-level-easy = Facile
ai-level-easy-description = Joue un coup légal au hasard
ai-level-normal = Normal
ai-level-normal-description = Joue des coups sensés, rapidement
ai-level-hard = Difficile
ai-level-hard-description = Réfléchit à l'avance ; prend un moment
ai-level-expert = Expert
ai-level-expert-description = Pèse chaque coup sur de nombreuses donnes possibles ; réfléchit quelques secondes

## Salle d'attente
lobby-title = { $game } — nouvelle table
lobby-description = Hôte : { $host } · { $min }–{ $max } joueurs
lobby-seats = Places ({ $count }/{ $max })
lobby-hint = Rejoins la table pour prendre une place. L'hôte ajoute des bots (Quitter retire le dernier) et lance la partie.
lobby-button-join = Rejoindre
lobby-button-leave = Quitter
lobby-button-start = Lancer
lobby-button-cancel = Annuler
lobby-add-bot = Ajouter un bot…
lobby-cancelled = Cette table a été annulée.

## Table
table-title = { $game } · table #{ $id }
table-to-play = Au tour de
table-recent = Derniers coups
table-button-hand = Ma main / Mon tour
table-finished = { $count ->
    [one] Partie terminée : { $winners } gagne !
   *[other] Partie terminée : { $winners } se partagent la victoire !
}
table-rank-line = { $rank }. { $name } : { $score } points
table-category-points = { $category } : { $points ->
    [one] { $points } point
   *[other] { $points } points
}
table-abandoned = Cette partie a été abandonnée par { $user }.
ping-your-turn = { $mentions } : à toi de jouer à { $game } (table #{ $id }). Clique sur « Ma main / Mon tour » sur la table.
status-reposted = La table est maintenant en bas du salon.

## Messages privés
hand-title = { $name } · { $game }
hand-waiting = En attente : { $names }.
hand-done = C'est fait !
hand-game-over = La partie est terminée.
hand-choose = Choisir ({ $first }–{ $last })…

## Abandon
abandon-confirm = Vraiment arrêter cette partie pour tout le monde ? C'est irréversible.
abandon-confirm-button = Oui, abandonner la partie
abandon-done = La partie a été abandonnée.

## Erreurs et refus
error-internal = Désolé, quelque chose s'est mal passé (erreur n° { $id }). La partie n'a pas changé.
error-missing-permissions = Je ne peux pas lancer de partie ici. Il me faut ces permissions dans ce salon : { $permissions }.
error-table-answers-private = Je ne peux pas ouvrir de table ici : ce serveur ne laisse les applis comme moi répondre qu'en privé, donc personne d'autre ne verrait la partie. Demande à ses admins d'autoriser les applis externes, ou joue dans un groupe privé ou sur un serveur où je peux parler.
error-channel-busy = Ce salon a déjà une partie : { $link }
error-lobby-closed = Cette table n'est plus ouverte.
error-unknown-choice = Ce choix n'est pas disponible. Choisis l'une des options proposées.
error-database-busy = La base de données des parties est occupée pour le moment. Rien n'a changé : réessaie dans un instant.
error-database-unavailable = La base de données des parties ne répond pas pour le moment. Réessaie dans un instant : un coup qui est passé est enregistré.
error-discord-fault = Discord n'a pas répondu à temps : cette réponse est peut-être incomplète. Clique sur « Ma main / Mon tour » sur la table pour voir où en est la partie : un coup qui est passé est enregistré.
error-discord-fault-opening = Discord n'a pas répondu à temps : la table ne s'est peut-être pas ouverte. Si aucune nouvelle table n'apparaît d'ici un instant, réessaie.
error-restarting = Le bot redémarre : clique à nouveau dans quelques secondes. Rien n'a été modifié, et tous les coups joués avant sont enregistrés.
error-lobby-full = Cette table est complète.
error-already-seated = Tu as déjà une place à cette table.
error-not-in-lobby = Tu n'as pas de place à cette table.
error-host-cannot-leave = Tu es l'hôte : annule la table au lieu de la quitter.
error-host-only-start = Seul l'hôte peut lancer la partie.
error-host-only-bots = Seul l'hôte peut ajouter des bots.
error-player-count = { $game } se joue de { $min } à { $max } joueurs.
error-cancel-not-allowed = Seul l'hôte ou un modérateur peut annuler cette table.
error-abandon-not-allowed = Seul l'hôte ou un modérateur peut abandonner cette partie.
error-not-seated = Tu ne joues pas dans cette partie.
error-not-your-turn = Ce n'est pas ton tour : on attend { $names }.
error-outdated = Ce bouton n'est plus à jour. Voici ton choix actuel.
error-unknown-button = Ce bouton n'est plus valide.
error-not-running = Cette partie n'est plus en cours.
error-settings-not-allowed = Seuls les membres qui peuvent gérer le serveur peuvent modifier ses paramètres.
error-no-game-here = Aucune partie n'est en cours dans ce salon. Lances-en une avec { $play }.
error-game-in-thread = Il n'y a pas de partie dans ce salon lui-même : ses tables sont dans des fils. Utilise la commande dans le fil de la table : { $threads }
error-seat-in-thread = Tu ne joues pas dans la partie de ce salon : ta table est dans un de ses fils. Utilise la commande là-bas : { $threads }

## Noms des permissions (comme dans Discord)
permission-view-channel = Voir le salon
permission-send-messages = Envoyer des messages
permission-embed-links = Intégrer des liens
permission-attach-files = Joindre des fichiers
permission-read-message-history = Voir les anciens messages

## Issue 18: the turn panel, take-backs, hints, alt text
lobby-button-hints-on = 💡 Conseils : activés
lobby-button-hints-off = 💡 Conseils : désactivés
error-host-only-hints = Seul l'hôte peut activer ou désactiver les conseils.
hand-preview-line = **{ $option }** : { $preview }
hand-button-back = ↩ Retour
hand-button-hint = 💡 Conseil
hand-only-choice = Un seul choix possible : { $option } — c'est fait.
hand-took-back = Coup repris : choisis à nouveau.
hand-hint = 💡 Conseil : **{ $option }** — { $reason }
error-cannot-take-back = Ce coup est définitif : il ne peut plus être repris. Voici ton choix actuel.
error-hints-off = Les conseils sont désactivés à cette table.
alt-results = Résultats finaux de { $game } :
alt-replay = Replay animé de { $game } nº { $id }, { $every ->
        [yes] { $frames } images : le début, puis une par tour
       *[no] { $frames } moments des { $turns } tours de la partie
    }. La table finale :
alt-replay-step = Replay, étape { $step } sur { $steps }.
alt-stats = Graphique : la cote de { $name } à { $game } sur { $games } parties, de { $first } à { $last } (au plus bas { $low }, au plus haut { $high }) ; en dessous, les { $count } derniers résultats, dont { $wins } gagnés.
