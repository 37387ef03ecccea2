# Writes OUT: a C++ file defining embedded_rules() from each games/<id>/RULES.md
# listed ("|"-separated) in FILES.
string(REPLACE "|" ";" FILES "${FILES}")
set(body "#include \"server/net/rules_texts.hpp\"\n\nnamespace tavern::server {\n\nconst std::map<std::string, std::string_view, std::less<>> &embedded_rules() {\n  static const std::map<std::string, std::string_view, std::less<>> rules = {\n")
foreach(file IN LISTS FILES)
  get_filename_component(dir "${file}" DIRECTORY)
  get_filename_component(id "${dir}" NAME)
  file(READ "${file}" text)
  string(APPEND body "      {\"${id}\", R\"tavern_rules(${text})tavern_rules\"},\n")
endforeach()
string(APPEND body "  };\n  return rules;\n}\n\n} // namespace tavern::server\n")
file(WRITE "${OUT}.tmp" "${body}")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
