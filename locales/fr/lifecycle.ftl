# Issue 15 « Des tables qui ne bloquent jamais » (partie B) : appels, horloge et places du salon, fils, revanche.

ping-decision = { $mentions } : à toi de jouer à { $game } (table #{ $id }) — { $link }
ping-button = Mon tour
end-announcement = { $result } (table #{ $id }) { $mentions }
table-moved = La table #{ $id } continue ici : { $link }
table-waiting-title = En attente d'un clic
table-waiting = Discord ne me laisse mettre à jour cette table que quand quelqu'un clique sur un de ses boutons. Appuie sur Actualiser pour voir où en est la partie : rien n'est perdu entre-temps.
table-button-refresh = Actualiser

lobby-clock = Horloge
lobby-clock-choose = Horloge par décision…
lobby-expires = Se ferme sans démarrage
lobby-remove-seat = Retirer une place…
lobby-expired = Cette table s'est fermée : personne ne l'a lancée à temps.
clock-0 = Sans horloge
clock-120 = 2 minutes par décision
clock-600 = 10 minutes par décision
clock-3600 = 1 heure par décision
clock-86400 = 24 heures par décision

error-lobby-expired = Cette table a expiré : personne ne l'a lancée à temps. Utilise { $play } pour en ouvrir une nouvelle.
error-host-only-clock = Seul l'hôte peut choisir l'horloge.
error-host-only-remove = Seul l'hôte peut retirer une place.
error-seat-changed = Les places ont changé entre-temps : regarde la table à nouveau et choisis encore.

final-button-rematch = Revanche
rematch-invite = { $mentions } : { $host } a ouvert une revanche de { $game } (table #{ $old }). Clique sur Rejoindre pour prendre ta place : { $link }
rematch-opened = Revanche ouverte : { $link }
rematch-exists = Cette partie a déjà une revanche : { $link }
rematch-not-finished = Seule une partie terminée peut être rejouée.
rematch-not-player = Seuls les joueurs de cette partie peuvent lancer une revanche.

thread-name = { $game } #{ $id }
thread-link = { $host } a ouvert une table de { $game } (#{ $id }) : { $thread }
thread-never-opened = La table #{ $id } ne s'est jamais ouverte : sa préparation a été interrompue. Utilise { $play } pour en ouvrir une autre.

cmd-settings-clock = horloge
cmd-settings-clock-desc = L'horloge que reçoivent les nouvelles tables par défaut (l'hôte peut la changer dans le salon)
cmd-settings-clock-option = horloge
cmd-settings-clock-option-desc = Temps par décision ; à son terme, un bot joue pour le joueur absent
cmd-settings-threads = fils
cmd-settings-threads-desc = Si /jouer ouvre chaque table dans son propre fil
cmd-settings-threads-option = activé
cmd-settings-threads-option-desc = Oui : un fil par table ; non : les tables dans le salon lui-même
settings-choice-on = Oui
settings-choice-off = Non
settings-clock-set = Les nouvelles tables de ce serveur reçoivent : { $clock }.
settings-threads-on = Les nouvelles tables s'ouvrent dans leur propre fil (là où le bot peut créer des fils).
settings-threads-off = Les nouvelles tables s'ouvrent dans le salon lui-même (une partie par salon).
