def foo#8i;
def bar # 16;
defvar n = 3;
def baz # n # x;
