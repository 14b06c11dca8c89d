// Comments after preprocessor directives: line comments, several block comments, and a block
// comment that runs on to later lines with nothing after its end (all accepted by llvm-tblgen).
#define FOO // a line comment
#define BAR /* a */ /* b */
#define BAZ /* a block comment
               over two lines */
#ifdef FOO /* taken */
def a;
#else // not taken
def b;
#endif /* c
*/
#ifndef BAR // not taken
#ifdef X /* nested, skipped */
def c;
#endif // skipped
#endif
def d;
