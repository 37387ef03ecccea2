// RULES.md against the tests: every rule in "Where each rule comes from"
// says where it comes from (the rulebook, the rulings, or a choice) and names
// test cases that exist; every (Rn) reference in the text names such a rule,
// and every rule is referred to from the text.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::string read(const std::string &path) {
  std::ifstream in(path);
  REQUIRE_MESSAGE(in.good(), "cannot read " << path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string collapse_spaces(const std::string &text) {
  return std::regex_replace(text, std::regex(R"(\s+)"), " ");
}

// The TEST_CASE names of a test file, string literals split over lines joined.
std::set<std::string> test_cases(const std::string &file) {
  const std::string source = std::regex_replace(
      read(std::string(COLTEXPRESS_DIR) + "/tests/" + file), std::regex(R"("\s*\n\s*")"), "");
  std::set<std::string> names;
  const std::regex test_case(R"(TEST_CASE\(\s*"([^"]*)\")");
  for (auto it = std::sregex_iterator(source.begin(), source.end(), test_case);
       it != std::sregex_iterator(); ++it)
    names.insert((*it)[1]);
  return names;
}

struct doc {
  std::string text;                 // everything before the sources section
  std::map<int, std::string> rules; // number -> the item, spaces collapsed
};

doc read_rules() {
  const std::string all = read(std::string(COLTEXPRESS_DIR) + "/RULES.md");
  const std::string heading = "## Where each rule comes from";
  const auto start = all.find(heading);
  REQUIRE(start != std::string::npos);
  const auto end = all.find("\n## ", start + heading.size());
  doc d;
  d.text = all.substr(0, start) + (end == std::string::npos ? "" : all.substr(end));
  const std::string section = all.substr(start, end - start);
  const std::regex item(R"(\n(\d+)\. )");
  std::vector<std::pair<int, std::size_t>> starts;
  for (auto it = std::sregex_iterator(section.begin(), section.end(), item);
       it != std::sregex_iterator(); ++it)
    starts.emplace_back(std::stoi((*it)[1]), static_cast<std::size_t>(it->position()));
  for (std::size_t i = 0; i < starts.size(); ++i) {
    const std::size_t from = starts[i].second;
    const std::size_t to = i + 1 < starts.size() ? starts[i + 1].second : section.size();
    d.rules[starts[i].first] = collapse_spaces(section.substr(from, to - from));
  }
  return d;
}

} // namespace

TEST_SUITE("coltexpress rules document") {

  TEST_CASE("Every rule of RULES.md cites its source and names test cases that exist") {
    const doc d = read_rules();
    REQUIRE(d.rules.size() >= 40);
    int expected = 1;
    std::map<std::string, std::set<std::string>> cases;
    for (const auto &[number, rule] : d.rules) {
      CAPTURE(rule);
      CHECK(number == expected++);
      const bool sourced = rule.find("Rulebook:") != std::string::npos ||
                           rule.find("Rulings:") != std::string::npos ||
                           rule.find("Choice:") != std::string::npos;
      CHECK_MESSAGE(sourced, "the rule says neither the rulebook, the rulings nor a choice");
      const auto test_at = rule.find("Test:");
      REQUIRE_MESSAGE(test_at != std::string::npos, "the rule names no test");
      // `file.cpp` "case", "case"; `other.cpp` "case".
      const std::string tests = rule.substr(test_at);
      const std::regex file_re(R"(`([a-z_]+\.cpp)`)");
      std::vector<std::pair<std::string, std::size_t>> files;
      for (auto it = std::sregex_iterator(tests.begin(), tests.end(), file_re);
           it != std::sregex_iterator(); ++it)
        files.emplace_back((*it)[1], static_cast<std::size_t>(it->position()));
      REQUIRE_FALSE(files.empty());
      int named = 0;
      for (std::size_t i = 0; i < files.size(); ++i) {
        const auto &[file, at] = files[i];
        if (!cases.count(file))
          cases[file] = test_cases(file);
        const std::size_t to = i + 1 < files.size() ? files[i + 1].second : tests.size();
        const std::string part = tests.substr(at, to - at);
        const std::regex name_re(R"re("([^"]+)")re");
        for (auto it = std::sregex_iterator(part.begin(), part.end(), name_re);
             it != std::sregex_iterator(); ++it) {
          ++named;
          CHECK_MESSAGE(cases[file].count((*it)[1]) == 1,
                        file << " has no test case \"" << (*it)[1] << "\"");
        }
      }
      CHECK(named > 0);
    }
  }

  TEST_CASE("Every (Rn) of RULES.md names a rule, and every rule is referred to") {
    const doc d = read_rules();
    std::set<int> referred;
    const std::regex ref(R"(\bR(\d+)\b)");
    for (auto it = std::sregex_iterator(d.text.begin(), d.text.end(), ref);
         it != std::sregex_iterator(); ++it) {
      const int n = std::stoi((*it)[1]);
      CHECK_MESSAGE(d.rules.count(n) == 1, "R" << n << " is no rule");
      referred.insert(n);
    }
    for (const auto &[number, rule] : d.rules)
      CHECK_MESSAGE(referred.count(number) == 1, "rule " << number << " is never referred to");
  }

} // TEST_SUITE
