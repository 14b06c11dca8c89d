// Throw through several frames with destructors; catch by base class and by value; rethrow.
#include <cstdio>
struct B { virtual ~B(){} virtual int v() const {return 1;} };
struct D : B { int v() const override {return 2;} };
struct R { int n; R(int n):n(n){} ~R(){ printf("~R %d\n", n);} };
__attribute__((noinline)) void f3(int x){ R r(3); if (x>0) throw D(); if (x<0) throw 42; }
__attribute__((noinline)) void f2(int x){ R r(2); f3(x); }
int main(){
  for (int i=-1;i<=1;i++){
    try { R r(1); f2(i); printf("no throw\n"); }
    catch (const B& b){ printf("caught B %d\n", b.v()); }
    catch (int e){ printf("caught int %d\n", e); }
  }
  try { try { f2(1);} catch(...) { printf("rethrow\n"); throw; } } catch (D&) { printf("got D\n"); }
  return 0;
}
