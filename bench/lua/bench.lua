-- bench/lua/bench.lua: the Lua workload bench/lua/run.sh times under qemu-riscv64.
-- Deterministic (its own random number generator); prints one checksum line per part, which
-- the two interpreters (kiln -O2's and llc-22 -O2's builds) must print identically.
-- Usage: lua bench.lua [scale]   (scale 1 by default)

local scale = tonumber(arg and arg[1]) or 1

-- A linear congruential generator, so the output does not depend on math.random's algorithm.
local seed = 12345
local function rand(n)
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed % n
end

-- 1. Recursion: Fibonacci, Ackermann, and a tree built and walked recursively.
local function fib(n)
  if n < 2 then return n end
  return fib(n - 1) + fib(n - 2)
end

local function ack(m, n)
  if m == 0 then return n + 1 end
  if n == 0 then return ack(m - 1, 1) end
  return ack(m - 1, ack(m, n - 1))
end

local function make_tree(d)
  if d == 0 then return { } end
  return { make_tree(d - 1), make_tree(d - 1) }
end

local function check_tree(t)
  if t[1] == nil then return 1 end
  return 1 + check_tree(t[1]) + check_tree(t[2])
end

local function part_recursion()
  local s = 0
  for _ = 1, scale do
    s = s + fib(24) + ack(2, 300)
    for d = 4, 13, 3 do
      s = s + check_tree(make_tree(d))
    end
  end
  print(string.format("recursion %d", s))
end

-- 2. Tables: sorting numbers, strings and records with a comparator; a hand-written heap sort.
local function heapsort(a, n)
  local function sift(lo, hi)
    local root = lo
    while true do
      local child = root * 2
      if child > hi then return end
      if child < hi and a[child] < a[child + 1] then child = child + 1 end
      if a[root] < a[child] then
        a[root], a[child] = a[child], a[root]
        root = child
      else
        return
      end
    end
  end
  for i = n // 2, 1, -1 do sift(i, n) end
  for i = n, 2, -1 do
    a[1], a[i] = a[i], a[1]
    sift(1, i - 1)
  end
end

local function part_sort()
  local sum = 0
  for _ = 1, scale do
    local n = 20000
    local nums, strs, recs, h = {}, {}, {}, {}
    for i = 1, n do
      local v = rand(1000000)
      nums[i] = v
      h[i] = v
      strs[i] = "k" .. (v * 7919 % 100003)
      recs[i] = { key = v % 1000, id = i }
    end
    table.sort(nums)
    table.sort(strs)
    table.sort(recs, function(x, y)
      if x.key ~= y.key then return x.key < y.key end
      return x.id > y.id
    end)
    heapsort(h, n)
    for i = 1, n, 97 do
      sum = (sum + nums[i] + #strs[i] + recs[i].id + h[i]) % 1000000007
    end
    for i = 2, n do
      assert(nums[i - 1] <= nums[i] and h[i - 1] <= h[i])
    end
  end
  print(string.format("sort %d", sum))
end

-- 3. Strings: formatting, concatenation, pattern matching, gsub with captures.
local function part_strings()
  local count, total = 0, 0
  for _ = 1, scale do
    local parts = {}
    for i = 1, 6000 do
      parts[#parts + 1] = string.format("%05d:%s=%.3f;", i, ("x"):rep(i % 7 + 1), i / 7)
    end
    local s = table.concat(parts)
    for num, name, val in s:gmatch("(%d+):(x+)=([%d%.]+);") do
      count = count + 1
      total = (total + tonumber(num) + #name + math.floor(tonumber(val) * 1000)) % 1000000007
    end
    local t = s:gsub("(%d+):", function(d) return tostring(#d) end)
    total = (total + #t) % 1000000007
    local words = {}
    for w in ("the quick brown fox jumps over the lazy dog "):rep(300):gmatch("%a+") do
      words[w] = (words[w] or 0) + 1
    end
    local keys = {}
    for k in pairs(words) do keys[#keys + 1] = k end
    table.sort(keys)
    for _, k in ipairs(keys) do
      total = (total + words[k] * #k) % 1000000007
    end
    local up = s:sub(1, 20000):upper():lower():reverse()
    total = (total + #up + (up:find("x=", 1, true) or 0)) % 1000000007
  end
  print(string.format("strings %d %d", count, total))
end

-- 4. Float math: a spectral norm, an n-body style integration, trigonometry.
local function spectral(n)
  local function A(i, j)
    local ij = i + j - 1
    return 1.0 / (ij * (ij - 1) * 0.5 + i)
  end
  local function Av(x, y)
    for i = 1, n do
      local a = 0
      for j = 1, n do a = a + x[j] * A(i, j) end
      y[i] = a
    end
  end
  local function Atv(x, y)
    for i = 1, n do
      local a = 0
      for j = 1, n do a = a + x[j] * A(j, i) end
      y[i] = a
    end
  end
  local u, v, t = {}, {}, {}
  for i = 1, n do u[i] = 1 end
  for _ = 1, 10 do
    Av(u, t); Atv(t, v)
    Av(v, t); Atv(t, u)
  end
  local vBv, vv = 0, 0
  for i = 1, n do
    vBv = vBv + u[i] * v[i]
    vv = vv + v[i] * v[i]
  end
  return math.sqrt(vBv / vv)
end

local function part_float()
  local acc = 0.0
  for _ = 1, scale do
    acc = acc + spectral(100)
    local x, y, vx, vy = 1.0, 0.0, 0.0, 1.0
    local dt = 0.001
    for _ = 1, 60000 do
      local r = math.sqrt(x * x + y * y)
      local r3 = r * r * r
      vx = vx - x / r3 * dt
      vy = vy - y / r3 * dt
      x = x + vx * dt
      y = y + vy * dt
    end
    acc = acc + x + y
    for i = 1, 40000 do
      local a = i * 0.001
      acc = acc + math.sin(a) * math.cos(a) + math.exp(-a) + math.log(a + 1) + math.fmod(a, 0.7)
    end
  end
  print(string.format("float %.6f", acc))
end

part_recursion()
part_sort()
part_strings()
part_float()
