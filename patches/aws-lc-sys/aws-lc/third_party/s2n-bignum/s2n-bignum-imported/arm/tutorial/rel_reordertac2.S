ldr x10, [x0]
ldr x11, [x0, #8]
add x10, x10, #1
add x11, x11, #2
str x10, [x1]
str x11, [x1, #8]
