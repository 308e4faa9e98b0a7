"""Shared by the gemm test generators: a JAX-lowered module's main function
as a named, unindented function of a multi-function test file."""
import re


def entry_text(module_text, name):
    """`module_text`'s public @main renamed @`name`, dedented, without
    JAX's result_info attributes."""
    body = re.search(r"(func\.func public @main.*?\n  \}\n)", module_text,
                     re.S).group(1)
    body = body.replace("public @main", f"@{name}").replace("  }\n", "}\n")
    body = "\n".join(l[2:] if l.startswith("  ") else l
                     for l in body.splitlines())
    return re.sub(r" \{jax\.result_info = \"[^\"]*\"\}", "", body)
