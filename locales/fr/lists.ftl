# Listes d'étiquettes (engine/core/lists.py) : « a, b, c ».
list-join = { $head }, { $tail }
list-empty = aucune
