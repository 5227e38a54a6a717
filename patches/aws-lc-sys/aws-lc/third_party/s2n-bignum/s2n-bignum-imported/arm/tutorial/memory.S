ldr x2, [x0]
ldr x3, [x1]
str x2, [x1]
str x3, [x0]
