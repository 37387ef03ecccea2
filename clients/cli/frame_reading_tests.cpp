// The load generator's JSON reading (simdjson's on-demand parser, building
// tavern::json values) checked against nlohmann's: the same values from the
// same text, and the same document after the same patch, on random documents
// and their differences.
#include "patch_applier.hpp"
#include "protocol/json_diff.hpp"
#include "server_frame.hpp"

#include <doctest/doctest.h>

#include <random>

namespace tavern::cli {
namespace {

using json = tavern::json;

// A value read as the load generator reads any value of a frame: its `id`.
json read(std::string_view text, bool &ok) {
  server_frame frame;
  const std::string message = R"({"type":"ok","id":)" + std::string(text) + "}";
  ok = frame.read(message);
  return frame.id;
}

// A patch applied as the load generator applies it: from a `patch` frame.
bool apply(patch_applier &applier, std::string_view patch, json &document,
           const patch_scope &scope = patch_scope::everything()) {
  server_frame frame;
  const std::string message = R"({"type":"patch","version":1,"patch":)" + std::string(patch) + "}";
  return frame.read(message) && frame.apply_patch(applier, document, scope);
}

json random_value(std::mt19937_64 &rng, int depth) {
  std::uniform_int_distribution<int> kind(0, depth > 3 ? 5 : 7);
  switch (kind(rng)) {
  case 0:
    return nullptr;
  case 1:
    return rng() % 2 == 0;
  case 2:
    return static_cast<std::int64_t>(rng() % 2000) - 1000;
  case 3:
    return static_cast<double>(rng() % 100000) / 64.0;
  case 4: {
    static const char *const words[] = {"", "a", "b/c", "d~e", "é\"\\\n", "\x01", "long word here"};
    return words[rng() % 7];
  }
  case 5:
    return rng() % 4;
  case 6: {
    json array = json::array();
    for (std::size_t i = rng() % 5; i > 0; --i)
      array.push_back(random_value(rng, depth + 1));
    return array;
  }
  default: {
    json object = json::object();
    static const char *const keys[] = {"a", "b", "c/d", "e~f", "", "room", "0"};
    for (std::size_t i = rng() % 5; i > 0; --i)
      object[keys[rng() % 7]] = random_value(rng, depth + 1);
    return object;
  }
  }
}

TEST_CASE("values read as json::parse reads them") {
  for (const std::string_view text :
       {R"({"b":1,"a":[true,false,null],"c":{"x":-0,"y":1.5e3,"z":"\u00e9\ud83d\ude00\/\t"}})",
        R"([18446744073709551615, 18446744073709551616, -9223372036854775808, 0.1, -2E-3])",
        R"( {"a":1,"a":2} )", R"("")", R"({})", R"([])", "12", "-0.0"}) {
    bool ok = false;
    const json value = read(text, ok);
    CHECK(ok);
    const json expected = json::parse(text);
    CHECK(value == expected);
    CHECK(value.dump() == expected.dump()); // same number types too
  }
  for (const std::string_view text :
       {"", "{", R"({"a":})", R"({"a":1,})", "[1,]", "01", "1.", "-", "tru", R"("\x")",
        R"("\ud800")", "\"a\nb\"", "1e999", R"({"a" 1})", "[1 2]", "{} x"}) {
    bool ok = true;
    read(text, ok);
    CHECK_MESSAGE(!ok, text);
  }
}

TEST_CASE("random documents read and patched as nlohmann does") {
  std::mt19937_64 rng(42);
  patch_applier applier;
  for (int round = 0; round < 3000; ++round) {
    // Documents are objects; below the top, anything.
    json from = {{"x", random_value(rng, 0)}, {"y", random_value(rng, 0)}};
    json to = {{"x", random_value(rng, 0)}, {"y", random_value(rng, 0)}};
    if (rng() % 2 == 0)
      to["y"] = from["y"];
    bool ok = false;
    CHECK(read(from.dump(), ok) == from);
    CHECK(ok);
    // A patch as the server's diff emits it, with paths needing escapes.
    const json patch = protocol::diff(from, to);
    const std::string text = patch.dump();
    json document = read(from.dump(), ok);
    REQUIRE(apply(applier, text, document));
    CHECK(document == to);
    CHECK(document == from.patch(patch));
  }
}

// A random pointer to a node of `document` (or, for `add`, one past it).
std::string random_pointer(std::mt19937_64 &rng, const json &document, bool for_add) {
  std::string pointer;
  const json *node = &document;
  for (;;) {
    const bool stop = rng() % 3 == 0;
    if (node->is_object() && !node->empty()) {
      auto it = node->begin();
      std::advance(it, static_cast<std::ptrdiff_t>(rng() % node->size()));
      const std::string token = protocol::escape_pointer_token(it.key());
      if (stop && for_add)
        return pointer + "/new" + std::to_string(rng() % 3);
      pointer += '/';
      pointer += token;
      node = &*it;
    } else if (node->is_array()) {
      if (stop && for_add)
        return pointer + "/" +
               (rng() % 2 ? std::string("-") : std::to_string(rng() % (node->size() + 1)));
      if (node->empty())
        return pointer + "/0";
      const std::size_t index = rng() % node->size();
      pointer += '/';
      pointer += std::to_string(index);
      node = &(*node)[index];
    } else {
      return pointer;
    }
    if (stop)
      return pointer;
  }
}

TEST_CASE("random operation sequences, where one changes what the next walks through") {
  std::mt19937_64 rng(7);
  patch_applier applier;
  static const char *const ops[] = {"add", "remove", "replace", "add", "move", "copy"};
  for (int round = 0; round < 3000; ++round) {
    json document = {{"x", random_value(rng, 0)},
                     {"y", json::array({random_value(rng, 1), random_value(rng, 1)})}};
    json expected = document;
    json patch = json::array();
    for (int k = 0; k < 8; ++k) {
      const std::string op = ops[rng() % 6];
      json operation = {{"op", op},
                        {"path", random_pointer(rng, expected, op == "add" || op == "copy")}};
      if (op == "add" || op == "replace")
        operation["value"] = random_value(rng, 2);
      if (op == "move" || op == "copy")
        operation["from"] = random_pointer(rng, expected, false);
      // json's own add asserts on a parent that is not a container.
      const json::json_pointer path(operation["path"].get<std::string>());
      if (path.empty() || !expected.contains(path.parent_pointer()) ||
          !expected[path.parent_pointer()].is_structured())
        continue;
      // Nor a move whose removal shifts what its destination names.
      if (op == "move" && path.parent_pointer().to_string().starts_with(
                              json::json_pointer(operation["from"].get<std::string>())
                                  .parent_pointer()
                                  .to_string()))
        continue;
      json next = expected;
      try {
        next.patch_inplace(json::array({operation}));
      } catch (const json::exception &) {
        continue;
      }
      expected = std::move(next);
      patch.push_back(std::move(operation));
    }
    const std::string text = patch.dump();
    REQUIRE_MESSAGE(apply(applier, text, document), text);
    CHECK_MESSAGE(document == expected, text);
  }
}

TEST_CASE("operations other than the diff's, and failures") {
  patch_applier applier;
  json document = json::parse(R"({"a":{"b":[1,2,3]},"c":"x"})");
  CHECK(apply(applier,
              R"([{"op":"move","from":"/c","path":"/d"},)"
              R"({"op":"copy","from":"/a/b","path":"/e"},)"
              R"({"op":"test","path":"/d","value":"x"},)"
              R"({"value":0,"path":"/a/b/-","op":"add"}])",
              document));
  CHECK(document == json::parse(R"({"a":{"b":[1,2,3,0]},"d":"x","e":[1,2,3]})"));
  for (const std::string_view bad :
       {R"([{"op":"remove","path":"/nothing"}])", R"([{"op":"replace","path":"/a/b/4","value":1}])",
        R"([{"op":"add","path":"/a/b/5","value":1}])", R"([{"op":"add","path":"/x/y","value":1}])",
        R"([{"op":"add","path":"/a/b/01","value":1}])",
        R"([{"op":"add","path":"/a/~2","value":1}])", R"([{"op":"add","path":"/a"}])",
        R"([{"op":"test","path":"/d","value":"y"}])", R"([{"op":"jump","path":"/d"}])",
        R"([{"path":"/d"}])", R"([{"op":"add","path":"/d/x","value":1}])"}) {
    json copy = document;
    CHECK_MESSAGE(!apply(applier, bad, copy), bad);
  }
}

TEST_CASE("a scope applies the operations on, inside or above its pointers and drops the rest") {
  patch_applier applier;
  const auto scope = patch_scope::only({"/actions", "/room/status"});
  json document = json::parse(
      R"({"actions":[{"type":"draw"}],"game":{"n":1},"room":{"seats":[1],"status":"playing"}})");
  const std::string patch = R"([{"op":"replace","path":"/actions/0/type","value":"bank"},)"
                            R"({"op":"add","path":"/actions/-","value":{"type":"draw"}},)"
                            R"({"op":"replace","path":"/game/n","value":2},)"
                            R"({"op":"add","path":"/game/m","value":{"deep":[1,2]}},)"
                            R"({"op":"remove","path":"/room/seats/0"},)"
                            R"({"op":"replace","path":"/room/status","value":"finished"}])";
  REQUIRE(apply(applier, patch, document, scope));
  CHECK(document == json::parse(R"({"actions":[{"type":"bank"},{"type":"draw"}],)"
                                R"("game":{"n":1},"room":{"seats":[1],"status":"finished"}})"));

  // Above a pointer in scope: the whole `/room` is replaced.
  REQUIRE(apply(applier, R"([{"op":"replace","path":"/room","value":{"status":"waiting"}}])",
                document, scope));
  CHECK(document["room"] == json::parse(R"({"status":"waiting"})"));

  // A sibling whose name starts like a pointer in scope is not inside it.
  REQUIRE(apply(applier, R"([{"op":"add","path":"/actionsTaken","value":3}])", document, scope));
  CHECK_FALSE(document.contains("actionsTaken"));

  // Out of scope, an operation is not applied, so cannot fail; it must still be JSON.
  CHECK(apply(applier, R"([{"op":"remove","path":"/game/nothing"}])", document, scope));
  CHECK_FALSE(apply(applier, R"([{"op":"add","path":"/game/x","value":[1,}])", document, scope));

  // The whole document is above every pointer; an empty scope drops everything.
  const json before = document;
  REQUIRE(apply(applier, R"([{"op":"replace","path":"","value":{"v":1}}])", document,
                patch_scope::only({})));
  CHECK(document == before);
  REQUIRE(apply(applier, R"([{"op":"replace","path":"","value":{"v":1}}])", document, scope));
  CHECK(document == json::parse(R"({"v":1})"));
}

TEST_CASE("a frame's top level") {
  server_frame frame;
  const std::string patch =
      R"({"patch":[{"op":"replace","path":"/a","value":1}],"type":"patch","version":7})";
  REQUIRE(frame.read(patch));
  CHECK(frame.type == "patch");
  CHECK(frame.version == 7);
  CHECK(frame.patch == R"([{"op":"replace","path":"/a","value":1}])");
  CHECK(frame.id.is_null());
  REQUIRE(frame.read(R"({"id":12,"type":"ok"})"));
  CHECK(frame.type == "ok");
  CHECK(frame.id == 12);
  CHECK(frame.patch.empty());
  CHECK_FALSE(frame.version);
  REQUIRE(frame.read(R"({"code":"not_your_turn","id":"b3","message":"m","type":"error"})"));
  CHECK(frame.code == "not_your_turn");
  CHECK(frame.id == "b3");
  CHECK_FALSE(frame.read(R"({"type":"ok")"));
  CHECK_FALSE(frame.read(R"([1])"));
  CHECK_FALSE(frame.read(R"({"type":3})"));

  // The patch and the state are built when asked for.
  REQUIRE(frame.read(patch));
  json document = json::parse(R"({"a":0})");
  patch_applier applier;
  CHECK(frame.apply_patch(applier, document, patch_scope::everything()));
  CHECK(document == json::parse(R"({"a":1})"));
  json state;
  CHECK_FALSE(frame.read_state(state)); // a patch frame has none
  REQUIRE(frame.read(R"({"state":{"b":[1,"x"]},"type":"state","version":3})"));
  CHECK(frame.state == R"({"b":[1,"x"]})");
  REQUIRE(frame.read_state(state));
  CHECK(state == json::parse(R"({"b":[1,"x"]})"));
  CHECK_FALSE(frame.apply_patch(applier, document, patch_scope::everything()));
  // Nothing of an earlier frame is left to build after a failed read.
  CHECK_FALSE(frame.read(R"({"state":{"b":1},"type":"state")"));
  CHECK_FALSE(frame.read_state(state));
}

TEST_CASE("a cut or damaged frame is refused or read, never thrown or crashed on") {
  const std::string whole =
      R"({"id":null,"patch":[{"op":"replace","path":"/actions/0","value":)"
      R"({"type":"draw","n":[1,2.5,"\u00e9",true]}}],"type":"patch","version":12})";
  server_frame frame;
  patch_applier applier;
  json document = {{"actions", json::array({1})}};
  REQUIRE(frame.read(whole));
  REQUIRE(frame.apply_patch(applier, document, patch_scope::everything()));
  for (std::size_t n = 0; n < whole.size(); ++n) {
    const std::string cut = whole.substr(0, n);
    CHECK_FALSE_MESSAGE(frame.read(cut), cut);
  }
  std::mt19937_64 rng(3);
  int read = 0;
  for (int round = 0; round < 5000; ++round) {
    std::string damaged = whole;
    damaged[rng() % damaged.size()] = "{}[]\",:\\ 0a-\x01"[rng() % 14];
    if (frame.read(damaged)) {
      ++read;
      document = {{"actions", json::array({1})}};
      (void)frame.apply_patch(applier, document, patch_scope::everything());
    }
  }
  CHECK(read < 5000); // most damage breaks the frame; none may throw
}

} // namespace
} // namespace tavern::cli
