# The generic engine checks (random playouts, replay, rejections, leaks,
# chance, fairness), for every game's test suite. Included by the first game
# that needs it.
add_library(tavern_engine_harness STATIC ${CMAKE_SOURCE_DIR}/tests/engine_harness.cpp
  ${CMAKE_SOURCE_DIR}/tests/engine_chance.cpp
  ${CMAKE_SOURCE_DIR}/tests/engine_harness_fairness.cpp)
target_link_libraries(tavern_engine_harness PUBLIC tavern_engine doctest::doctest)
