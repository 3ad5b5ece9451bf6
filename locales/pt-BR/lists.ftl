# Listas de rótulos (engine/core/lists.py): "a, b, c".
list-join = { $head }, { $tail }
list-empty = nenhuma
