defvar flag = 1;
if flag then def Yes; else def No;
if !not(flag) then { def A; } else { def B; }
