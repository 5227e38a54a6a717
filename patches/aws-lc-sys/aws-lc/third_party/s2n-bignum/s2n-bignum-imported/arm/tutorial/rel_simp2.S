add x0, x0, #4
add x1, x1, #2
