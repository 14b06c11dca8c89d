# The Cpu0 runtime's startup and system calls (assembled by kiln-mc).
#
# _start runs the constructors (libc's __cpu0_run_constructors walks the linker's
# .init_array), calls main and exit() with its result (exit flushes stdout); _exit(status) and
# __cpu0_write(fd, buf, len) are the simulator's system calls 1 and 2
# (swi 1: exit($4); swi 2: write($4, $5, $6), the length back in $2).
# O32 passes the third argument on the stack, 8 bytes above $sp.

	.text
	.globl	_start
	.type	_start,@function
_start:
	jsub	__cpu0_run_constructors
	nop
	jsub	main
	nop
	addu	$4, $2, $zero
	jsub	exit
	nop

	.globl	_exit
	.type	_exit,@function
_exit:
	swi	1

	.globl	__cpu0_write
	.type	__cpu0_write,@function
__cpu0_write:
	ld	$6, 8($sp)
	swi	2
	ret	$lr
	nop

# setjmp(env): saves $9, $10, $gp, $fp, $sp and $lr in env[0..6] and returns 0.
# longjmp(env, val): restores them and returns val from that setjmp (1 when val is 0,
# computed without branches or SLT so it assembles for cpu032I too:
# val | (((val - 1) & ~val) >> 31)).
	.globl	setjmp
	.type	setjmp,@function
setjmp:
	st	$9, 0($4)
	st	$10, 4($4)
	st	$11, 8($4)
	st	$12, 12($4)
	st	$13, 16($4)
	st	$14, 20($4)
	addu	$2, $zero, $zero
	ret	$lr
	nop

	.globl	longjmp
	.type	longjmp,@function
longjmp:
	ld	$9, 0($4)
	ld	$10, 4($4)
	ld	$11, 8($4)
	ld	$12, 12($4)
	ld	$13, 16($4)
	ld	$14, 20($4)
	addiu	$2, $5, -1
	addiu	$3, $zero, -1
	xor	$3, $5, $3
	and	$2, $2, $3
	shr	$2, $2, 31
	or	$2, $2, $5
	ret	$lr
	nop
