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
