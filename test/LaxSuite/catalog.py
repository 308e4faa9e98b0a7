"""The ops of the lax suite, in the order gen.py writes them."""
import ops_control
import ops_data
import ops_elementwise
import ops_linalg
import ops_reduce

OPS = (ops_elementwise.ops() + ops_data.ops() + ops_reduce.ops() +
       ops_linalg.ops() + ops_control.ops())
