add x1, x1, x0
add x2, x2, x0
mov x3, #2
mul x1, x1, x3
