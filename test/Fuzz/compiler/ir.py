"""Programs as the fuzzer builds them: entry arguments and a list of ops.

Each op is a kind (an entry of `KINDS`, registered by the ops_*.py modules),
the ids of its operands, the attributes the generator chose and the ids of
its results. Ops of while/if/case/map carry blocks of ops of their own.
The abstract values (absval.Val) of every id are recomputed from the
arguments by `infer`, so that the shrinker can cut a program and still know
each value's tolerance. `render` prints the program in MLIR's generic form.
"""
import json

from absval import Val
from eltypes import BY_NAME, tensor_type

KINDS = {}


class Kind:
    """How one kind of op is inferred and printed. `infer(attrs, ins, ctx)`
    returns the result Vals (or raises Reject); `emit(p, op, ins, outs)`
    prints it through the Printer."""

    def __init__(self, name, infer, emit, family):
        self.name = name
        self.infer = infer
        self.emit = emit
        self.family = family


def kind(name, family):
    """Registers the decorated (infer, emit) pair under `name`."""

    def wrap(fns):
        infer, emit = fns
        KINDS[name] = Kind(name, infer, emit, family)
        return fns

    return wrap


class Op:
    def __init__(self, kind_name, operands, attrs, results, blocks=None):
        self.kind = kind_name
        self.operands = list(operands)
        self.attrs = dict(attrs)
        self.results = list(results)
        self.blocks = blocks or []

    def to_json(self):
        return {"kind": self.kind, "operands": self.operands,
                "attrs": self.attrs, "results": self.results,
                "blocks": [b.to_json() for b in self.blocks]}

    @staticmethod
    def from_json(j):
        return Op(j["kind"], j["operands"], j["attrs"], j["results"],
                  [Block.from_json(b) for b in j["blocks"]])


class Block:
    """A region's block: arguments (ids with their declared Vals as
    templates: type and shape), ops, and the ids it yields."""

    def __init__(self, args, ops, yields):
        self.args = list(args)
        self.ops = list(ops)
        self.yields = list(yields)

    def to_json(self):
        return {"args": self.args, "ops": [o.to_json() for o in self.ops],
                "yields": self.yields}

    @staticmethod
    def from_json(j):
        return Block(j["args"], [Op.from_json(o) for o in j["ops"]],
                     j["yields"])


def val_to_json(v):
    return {"t": v.t.name, "shape": list(v.shape), "lo": v.lo, "hi": v.hi,
            "err": v.err, "rel": v.rel, "grid": v.grid, "nan": v.nan,
            "unchecked": v.unchecked}


def val_from_json(j):
    return Val(BY_NAME[j["t"]], j["shape"], j["lo"], j["hi"], j["err"],
               j["rel"], j["grid"], j["nan"], j["unchecked"])


class Arg:
    """An entry argument: its abstract value (what its input data must
    satisfy) and, for index operands, the exact data the generator chose."""

    def __init__(self, id, val, data=None):
        self.id = id
        self.val = val
        self.data = data  # a list (nested) of element values, or None

    def to_json(self):
        return {"id": self.id, "val": val_to_json(self.val), "data": self.data}

    @staticmethod
    def from_json(j):
        return Arg(j["id"], val_from_json(j["val"]), j["data"])


class Program:
    def __init__(self, args, ops, outputs, next_id):
        self.args = args
        self.ops = ops
        self.outputs = outputs
        self.next_id = next_id

    def to_json(self):
        return {"args": [a.to_json() for a in self.args],
                "ops": [o.to_json() for o in self.ops],
                "outputs": self.outputs, "next_id": self.next_id}

    @staticmethod
    def from_json(j):
        return Program([Arg.from_json(a) for a in j["args"]],
                       [Op.from_json(o) for o in j["ops"]], j["outputs"],
                       j["next_id"])

    def copy(self):
        return Program.from_json(json.loads(json.dumps(self.to_json())))


def repeated(prog, times):
    """`prog`'s ops `times` times in a row, each copy on arguments of its
    own and with outputs of its own: straight-line repeats of one block of
    ops, as JAX exports a Python loop over layers (kiln-outline-repeats
    emits them once)."""
    if times <= 1:
        return prog
    args, ops, outputs = [], [], []
    next_id = prog.next_id
    for copy in range(times):
        ids = {}

        def define(i):
            nonlocal next_id
            if copy == 0:
                return i
            ids[i] = next_id
            next_id += 1
            return ids[i]

        def use(i):
            return ids.get(i, i)

        def remap_op(op):
            operands = [use(i) for i in op.operands]
            blocks = []
            for b in op.blocks:
                block_args = [define(i) for i in b.args]
                block_ops = [remap_op(o) for o in b.ops]
                blocks.append(Block(block_args, block_ops,
                                    [use(i) for i in b.yields]))
            results = [define(i) for i in op.results]
            return Op(op.kind, operands, json.loads(json.dumps(op.attrs)),
                      results, blocks)

        for a in prog.args:
            args.append(Arg(define(a.id), a.val, a.data))
        ops.extend(remap_op(o) for o in prog.ops)
        outputs.extend(use(i) for i in prog.outputs)
    return Program(args, ops, outputs, next_id)


def infer_ops(ops, env):
    for op in ops:
        ins = [env[i] for i in op.operands]
        outs = KINDS[op.kind].infer(op.attrs, ins, InferCtx(op, env))
        if any(v.unchecked for v in ins):
            for v in outs:
                v.unchecked = True
        if any(v.zs for v in ins):
            for v in outs:
                v.zs = v.t.is_fp
        if len(outs) != len(op.results):
            raise AssertionError("%s: %d results inferred, %d declared" %
                                 (op.kind, len(outs), len(op.results)))
        for r, v in zip(op.results, outs):
            v.id = r
            env[r] = v


class InferCtx:
    """What an op's infer may need beyond its operands: its blocks,
    inferred in the enclosing environment (regions may use values defined
    above them)."""

    def __init__(self, op, env):
        self.op = op
        self.env = env

    def block(self, i, arg_vals):
        blk = self.op.blocks[i]
        # Ids are unique program-wide, so a block's values go in the same
        # environment (the printer needs their types).
        env = self.env
        for a, v in zip(blk.args, arg_vals):
            v = v.like()
            v.id = a
            env[a] = v
        infer_ops(blk.ops, env)
        return [env[y] for y in blk.yields]


def infer(program):
    """Every id's Val, or raises Reject if the program breaks the model."""
    env = {}
    for a in program.args:
        env[a.id] = a.val
    infer_ops(program.ops, env)
    return env


class Printer:
    """Renders ops in MLIR's generic form with names %vN."""

    def __init__(self, env):
        self.env = env
        self.lines = []
        self.indent = 1
        self.names = {}
        self.counter = 0

    def name(self, i):
        return self.names.get(i, "%%v%d" % i)

    def ty(self, i):
        v = self.env[i]
        return tensor_type(v.t, v.shape)

    def line(self, s):
        self.lines.append("  " * self.indent + s)

    def op(self, opname, operands, results, props="", regions=None,
           result_types=None, operand_types=None):
        """One generic op: results (ids), operands (ids), props (the text
        inside <{...}>), regions (callables printing each region)."""
        if len(results) > 1:
            base = "%%r%d" % results[0]
            for k, r in enumerate(results):
                self.names[r] = "%s#%d" % (base, k)
            lhs = "%s:%d = " % (base, len(results))
        elif results:
            lhs = "%s = " % self.name(results[0])
        else:
            lhs = ""
        ops = ", ".join(self.name(i) for i in operands)
        otys = operand_types or [self.ty(i) for i in operands]
        rtys = result_types or [self.ty(r) for r in results]
        head = '%s"%s"(%s)' % (lhs, opname, ops)
        if props:
            head += " <{%s}>" % props
        sig = " : (%s) -> %s" % (", ".join(otys), _results(rtys))
        if not regions:
            self.line(head + sig)
            return
        self.line(head + " ({")
        for k, region in enumerate(regions):
            if k:
                self.line("}, {")
            region()
        self.line("})" + sig)

    def fresh(self):
        """A new SSA name for a value of a template region."""
        self.counter += 1
        return "%%t%d" % self.counter

    def block_header(self, args_with_types):
        if args_with_types:
            self.line("^bb0(%s):" % ", ".join(
                "%s: %s" % (n, t) for n, t in args_with_types))

    def block(self, blk):
        """Prints a Block of generated ops."""
        self.indent += 1
        self.block_header([(self.name(a), self.ty(a)) for a in blk.args])
        self.indent += 1
        for o in blk.ops:
            emit_op(self, o)
        self.line('"stablehlo.return"(%s) : (%s) -> ()' % (
            ", ".join(self.name(y) for y in blk.yields),
            ", ".join(self.ty(y) for y in blk.yields)))
        self.indent -= 2

    def region(self, types, body):
        """A template region (reduce, scatter, sort... bodies): arguments
        of the given types; body(arg names) returns (lines, yielded names,
        yielded types)."""
        self.indent += 1
        args = [self.fresh() for _ in types]
        self.block_header(list(zip(args, types)))
        self.indent += 1
        lines, ys, ytys = body(args)
        for s in lines:
            self.line(s)
        self.line('"stablehlo.return"(%s) : (%s) -> ()' % (", ".join(ys),
                                                         ", ".join(ytys)))
        self.indent -= 2


def _results(tys):
    if len(tys) == 1:
        return tys[0]
    return "(%s)" % ", ".join(tys)


def emit_op(p, op):
    KINDS[op.kind].emit(p, op, [p.env[i] for i in op.operands],
                        [p.env[r] for r in op.results])


def render(program, env=None):
    """The program as MLIR text: func.func @main."""
    env = env or infer(program)
    p = Printer(env)
    args = ", ".join("%s: %s" % (p.name(a.id), p.ty(a.id))
                     for a in program.args)
    outs = [p.ty(o) for o in program.outputs]
    p.lines.append("func.func @main(%s) -> (%s) {" % (args, ", ".join(outs)))
    for o in program.ops:
        emit_op(p, o)
    p.line('"func.return"(%s) : (%s) -> ()' % (
        ", ".join(p.name(o) for o in program.outputs), ", ".join(outs)))
    p.lines.append("}")
    return "\n".join(p.lines) + "\n", p


def op_lines(program, env=None):
    """For each op (top-level, by index), the 1-based line its text starts
    on, to map a diagnostic's location back to the op that caused it."""
    env = env or infer(program)
    p = Printer(env)
    p.lines.append("")
    starts = []
    for o in program.ops:
        starts.append(len(p.lines) + 1)
        emit_op(p, o)
    return starts
