/* bench/lua/main.c: a minimal standalone Lua interpreter (the lua-src crate ships Lua's library
 * without lua.c): runs the script named by argv[1] with the rest of argv as the global `arg`. */
#include <stdio.h>

#include "lauxlib.h"
#include "lua.h"
#include "lualib.h"

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s script.lua [args]\n", argv[0]);
    return 2;
  }
  lua_State *L = luaL_newstate();
  if (L == NULL) {
    fprintf(stderr, "lua: cannot create state\n");
    return 1;
  }
  luaL_openlibs(L);
  lua_createtable(L, argc, 0);
  for (int i = 0; i < argc; i++) {
    lua_pushstring(L, argv[i]);
    lua_rawseti(L, -2, i - 1);
  }
  lua_setglobal(L, "arg");
  int status = luaL_loadfile(L, argv[1]);
  if (status == LUA_OK) {
    status = lua_pcall(L, 0, LUA_MULTRET, 0);
  }
  if (status != LUA_OK) {
    fprintf(stderr, "lua: %s\n", lua_tostring(L, -1));
    lua_close(L);
    return 1;
  }
  lua_close(L);
  return 0;
}
