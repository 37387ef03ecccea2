# tavern_add_doctest(NAME <name> SOURCES <files...> LIBS <targets...>
#                    [SANITIZER_SKIPS <suite>...])
# One doctest executable registered with CTest under its own name.
# SANITIZER_SKIPS names the suites that play many whole games or gather
# statistics: under the sanitizers (about ten times slower) they would take
# most of CI's budget and reach no code the other suites do not, so with
# TAVERN_SANITIZE the test runs without them (doctest's --test-suite-exclude).
function(tavern_add_doctest)
  cmake_parse_arguments(T "" "NAME" "SOURCES;LIBS;SANITIZER_SKIPS" ${ARGN})
  add_executable(${T_NAME} ${T_SOURCES})
  target_link_libraries(${T_NAME} PRIVATE tavern_doctest_main ${T_LIBS})
  if(TAVERN_SANITIZE AND T_SANITIZER_SKIPS)
    list(JOIN T_SANITIZER_SKIPS "," skipped)
    add_test(NAME ${T_NAME} COMMAND ${T_NAME} "--test-suite-exclude=${skipped}")
  else()
    add_test(NAME ${T_NAME} COMMAND ${T_NAME})
  endif()
endfunction()
