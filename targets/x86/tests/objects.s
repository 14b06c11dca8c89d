	.text
	.globl	f
	.type	f,@function
f:
	pushq	%rbp
	movq	%rsp, %rbp
	movq	g@GOTPCREL(%rip), %rax
	movl	(%rax), %ecx
	movl	x(%rip), %eax
	addl	y@GOTPCREL(%rip), %eax
	cmpl	$1, x(%rip)
	# Constants written unsigned at the operation's width take the imm8 forms.
	imull	$4294967293, arr(,%rax,4), %ecx
	addw	$65533, %ax
	andl	$4294967168, %ecx
	fiaddl	20(%rsp)
	# A same-line lock is folded after the operand-size and segment prefixes; alone on
	# its line it stays first.
	lock		cmpxchgw	%cx, x(%rip)
	lock		addw	$1, %fs:(%rax)
	lock
	xaddw	%cx, (%rsp)
	fidivrs	(%rax)
	movq	%fs:0, %rdx
	movl	%fs:t@TPOFF, %esi
	movq	ie@GOTTPOFF(%rip), %rdi
	leaq	str(%rip), %rsi
	movl	arr(,%rdi,4), %eax
	movabsq	$g, %r8
	movl	$x, %r9d
	je	.Lnear
	jne	.Lfar
	callq	ext
	callq	ext@PLT
	callq	*fp(%rip)
	jmp	.Lnear
.Lnear:
	incl	%eax
	.p2align	4, 0x90
	.fill	300, 1, 0x90
.Lfar:
	jmp	ext2
	jmp	f
	popq	%rbp
	retq
.Lend:
	.size	f, .Lend-f
	.data
x:	.long	1
y:	.quad	f
	.long	.Lend - f
	.quad	ext + 8
	.long	ext - .
str:	.asciz	"hi"
arr:	.zero	16
fp:	.quad	0
	.section	.tbss,"awT",@nobits
t:	.long	0
