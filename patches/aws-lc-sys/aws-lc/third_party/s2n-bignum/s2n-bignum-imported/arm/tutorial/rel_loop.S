loop:
add x2, x2, #2
add x0, x0, #1
cmp x0, x1
bne loop

