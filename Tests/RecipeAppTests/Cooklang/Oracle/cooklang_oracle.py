"""The official Cooklang parser as an oracle for the differential test.

Reads JSON lines {"id": N, "text": RECIPE} on standard input and writes one
JSON line per recipe: what cooklang-rs (PyPI cooklang-bindings) makes of it,
or {"id": N, "error": MESSAGE} when it refuses the text. Each recipe is also
parsed scaled by 2, so that a fixed amount (`=`) shows as one that stays.
"""

import json
import os
import sys

import cooklang


def value(quantity):
    """A quantity's value: a number, a text, or None."""
    if quantity is None or quantity.value is None:
        return None
    if isinstance(quantity.value, cooklang.Range):
        return str(quantity.value)
    return quantity.value


def unit(quantity):
    return None if quantity is None else quantity.unit


def items(step):
    out = []
    for item in step.items:
        if isinstance(item, cooklang.TextItem):
            out.append({"type": "text", "value": item.value})
        elif isinstance(item, cooklang.IngredientRef):
            out.append({"type": "ingredient", "index": item.index})
        elif isinstance(item, cooklang.CookwareRef):
            out.append({"type": "cookware", "index": item.index})
        else:
            out.append({"type": "timer", "index": item.index})
    return out


def metadata(recipe):
    out = {}
    for key, val in recipe.metadata.items():
        out[key] = list(val) if isinstance(val, tuple) else val
    return out


def describe(text):
    recipe = cooklang.parse(text)
    scaled = cooklang.parse(text, scale=2.0)
    return {
        "ingredients": [
            {
                "name": i.name,
                "quantity": value(i.quantity),
                "unit": unit(i.quantity),
                "note": i.note,
                "reference": i.recipe_reference,
                "scaled": value(s.quantity),
            }
            for i, s in zip(recipe.ingredients, scaled.ingredients)
        ],
        "cookware": [
            {"name": c.name, "quantity": value(c.quantity)} for c in recipe.cookware
        ],
        "timers": [
            {"name": t.name, "quantity": value(t.quantity), "unit": unit(t.quantity)}
            for t in recipe.timers
        ],
        "steps": [items(step) for step in recipe.steps],
        "metadata": metadata(recipe),
    }


def main():
    # cooklang-rs reports a refused text by panicking: its message goes to
    # stderr, which the test does not read.
    os.environ.setdefault("RUST_BACKTRACE", "0")
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        try:
            answer = describe(request["text"])
        except Exception as error:  # a refused text: ParseError and the like
            answer = {"error": str(error).splitlines()[0] if str(error) else type(error).__name__}
        answer["id"] = request["id"]
        sys.stdout.write(json.dumps(answer, ensure_ascii=True, default=str) + "\n")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
