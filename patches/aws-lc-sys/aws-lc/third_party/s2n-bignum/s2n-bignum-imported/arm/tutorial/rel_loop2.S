loop:
add x2, x2, #1
add x2, x2, #1
add x0, x0, #1
cmp x0, x1
bne loop

