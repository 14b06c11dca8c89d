/* A Brainfuck interpreter with a precomputed bracket table, running a hello-world program and
   a small program computing squares, with an 8-bit wrapping tape. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static void run(const char *prog) {
    int n = (int)strlen(prog);
    int match[1024], stack[64], sp = 0;
    for (int i = 0; i < n; i++) {
        if (prog[i] == '[') stack[sp++] = i;
        else if (prog[i] == ']') { int j = stack[--sp]; match[i] = j; match[j] = i; }
    }
    uint8_t tape[300];
    memset(tape, 0, sizeof tape);
    int ptr = 0;
    long steps = 0;
    for (int pc = 0; pc < n; pc++, steps++) {
        switch (prog[pc]) {
        case '>': ptr++; break;
        case '<': ptr--; break;
        case '+': tape[ptr]++; break;
        case '-': tape[ptr]--; break;
        case '.': putchar(tape[ptr]); break;
        case '[': if (!tape[ptr]) pc = match[pc]; break;
        case ']': if (tape[ptr]) pc = match[pc]; break;
        default: break;
        }
    }
    printf("[steps %ld, ptr %d]\n", steps, ptr);
}

int main(void) {
    run("++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+.>++.");
    /* prints the digits 0-9 then a newline */
    run("++++++++[>++++++<-]>>++++++++++[<.+>-]++++++++++.");
    /* wrap: the loop leaves 255 in cell 1; 50 more increments wrap to 49, the digit '1' */
    run("+[>+<+]>" "++++++++++++++++++++++++++++++++++++++++++++++++++" ".[-]++++++++++.");
    return 0;
}
