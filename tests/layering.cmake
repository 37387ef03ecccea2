# Which folder may include which: the layers README.md's "How it is built"
# names, checked on every quoted and angle include of the tree.
#   cmake -DROOT=<repository> -P tests/layering.cmake
# A quoted include is a header of the same folder by its bare name, or a path
# from the repository's root; the path's folder must be one the including
# folder may use. Some folders may not include some libraries at all.
cmake_minimum_required(VERSION 3.20)
if(NOT ROOT)
  message(FATAL_ERROR "usage: cmake -DROOT=<repository> -P tests/layering.cmake")
endif()

# folder | the root folders its quoted includes may name | angle includes it may not use
# (both lists separated by commas)
set(layers
    "json|json/|boost/,spdlog/,sqlite3,SQLiteCpp/"
    "games|json/,games/,tests/|boost/,spdlog/,sqlite3,SQLiteCpp/"
    "protocol|json/,protocol/|boost/,spdlog/,sqlite3,SQLiteCpp/"
    "server/rooms|json/,games/,protocol/,server/rooms/|boost/beast,sqlite3,SQLiteCpp/"
    "server/storage|json/,games/,protocol/,server/rooms/,server/storage/|boost/beast"
    "server/cluster|server/cluster/|boost/,spdlog/,sqlite3,SQLiteCpp/,libpq"
    "server/node|json/,games/,protocol/,server/rooms/,server/storage/,server/cluster/,server/node/|boost/beast"
    "server/net|json/,games/,protocol/,server/|"
    "server|json/,games/,protocol/,server/|"
    "clients/cli|json/,protocol/,games/,clients/cli/,bench/baseline/|"
    "bench/baseline|json/,bench/baseline/|")

set(violations "")
set(checked 0)
foreach(layer IN LISTS layers)
  string(REPLACE "|" ";" parts "${layer}")
  list(GET parts 0 folder)
  list(GET parts 1 allowed)
  list(LENGTH parts part_count)
  set(forbidden "")
  if(part_count GREATER 2)
    list(GET parts 2 forbidden)
  endif()
  string(REPLACE "," ";" allowed "${allowed}")
  string(REPLACE "," ";" forbidden "${forbidden}")
  list(JOIN allowed " " allowed_text)
  file(GLOB_RECURSE sources RELATIVE "${ROOT}" "${ROOT}/${folder}/*.cpp" "${ROOT}/${folder}/*.hpp")
  foreach(source IN LISTS sources)
    # A file of a deeper layer is checked by that layer's own rule.
    get_filename_component(source_dir "${source}" DIRECTORY)
    set(deeper FALSE)
    foreach(other IN LISTS layers)
      string(REGEX REPLACE "\\|.*" "" other_folder "${other}")
      string(LENGTH "${folder}" folder_length)
      string(LENGTH "${other_folder}" other_length)
      if(other_length GREATER folder_length AND (source_dir STREQUAL other_folder OR source_dir MATCHES "^${other_folder}/"))
        set(deeper TRUE)
      endif()
    endforeach()
    if(deeper)
      continue()
    endif()
    math(EXPR checked "${checked} + 1")
    file(STRINGS "${ROOT}/${source}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]")
    foreach(line IN LISTS includes)
      string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*([<\"])([^>\"]+)[>\"].*" "\\1;\\2" parsed "${line}")
      list(GET parsed 0 quote)
      list(GET parsed 1 target)
      if(quote STREQUAL "<")
        foreach(library IN LISTS forbidden)
          if(target MATCHES "^${library}")
            list(APPEND violations "${source}: <${target}> (${folder} may not use ${library})")
          endif()
        endforeach()
      elseif(NOT target MATCHES "/")
        if(NOT EXISTS "${ROOT}/${source_dir}/${target}")
          list(APPEND violations "${source}: \"${target}\" is not in ${source_dir}/ (name another folder's header by its path from the root)")
        endif()
      else()
        set(permitted FALSE)
        foreach(prefix IN LISTS allowed)
          if(target MATCHES "^${prefix}")
            set(permitted TRUE)
          endif()
        endforeach()
        if(NOT permitted)
          list(APPEND violations "${source}: \"${target}\" (${folder} may include only ${allowed_text})")
        elseif(NOT EXISTS "${ROOT}/${target}")
          list(APPEND violations "${source}: \"${target}\" does not exist")
        endif()
      endif()
    endforeach()
  endforeach()
endforeach()

if(checked LESS 100)
  message(FATAL_ERROR "layering: only ${checked} files found below ${ROOT}")
endif()
list(LENGTH violations violation_count)
if(violation_count GREATER 0)
  list(JOIN violations "\n  " text)
  message(FATAL_ERROR "${violation_count} includes cross the layers:\n  ${text}")
endif()
message(STATUS "layering: ${checked} files, every include within its layer")
