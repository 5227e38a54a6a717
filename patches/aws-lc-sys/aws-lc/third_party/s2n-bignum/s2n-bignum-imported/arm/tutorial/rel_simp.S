add x0, x0, #1
add x1, x1, #2
add x0, x0, #3
