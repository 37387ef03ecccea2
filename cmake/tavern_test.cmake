# tavern_add_doctest(NAME <name> SOURCES <files...> LIBS <targets...>)
# One doctest executable registered with CTest under its own name.
function(tavern_add_doctest)
  cmake_parse_arguments(T "" "NAME" "SOURCES;LIBS" ${ARGN})
  add_executable(${T_NAME} ${T_SOURCES})
  target_link_libraries(${T_NAME} PRIVATE tavern_doctest_main ${T_LIBS})
  add_test(NAME ${T_NAME} COMMAND ${T_NAME})
endfunction()
