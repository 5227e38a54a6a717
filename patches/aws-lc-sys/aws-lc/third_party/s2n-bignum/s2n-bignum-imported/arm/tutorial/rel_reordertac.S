ldr x10, [x0]
add x10, x10, #1
str x10, [x1]
ldr x10, [x0, #8]
add x10, x10, #2
str x10, [x1, #8]
