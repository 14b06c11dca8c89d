multiclass M<string suffix> { def NAME # suffix; }
defm Base : M<"_s">;
