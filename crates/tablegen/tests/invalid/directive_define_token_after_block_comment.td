#define FOO /* a */ class B;
class A;
