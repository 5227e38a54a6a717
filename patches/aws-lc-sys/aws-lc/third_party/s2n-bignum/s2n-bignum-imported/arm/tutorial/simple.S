add x2, x1, x0
sub x2, x2, x1
