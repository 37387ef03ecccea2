// Parsing and validating client messages (each error code the parser owns),
// encoding server messages, the JSON-Patch diff, and freeing JSON trees.
#include "protocol/client_message.hpp"
#include "protocol/json_diff.hpp"
#include "protocol/json_release.hpp"
#include "protocol/server_message.hpp"

#include <doctest/doctest.h>

#include <random>

using namespace tavern::protocol;
using json = tavern::json;

namespace {
parse_failure failure_of(std::string_view frame) {
  auto result = parse_client_message(frame);
  REQUIRE(std::holds_alternative<parse_failure>(result));
  return std::get<parse_failure>(result);
}
client_message message_of(std::string_view frame) {
  auto result = parse_client_message(frame);
  if (auto *f = std::get_if<parse_failure>(&result))
    FAIL("unexpected failure: " << f->err.message);
  return std::get<client_message>(result);
}
} // namespace

TEST_CASE("malformed frames get bad_json, bad_message or unknown_type") {
  CHECK(failure_of("{nope").err.code == error_code::bad_json);
  CHECK(failure_of("").err.code == error_code::bad_json);
  CHECK(failure_of("[1,2]").err.code == error_code::bad_message);
  CHECK(failure_of("42").err.code == error_code::bad_message);
  CHECK(failure_of("{}").err.code == error_code::bad_message);
  CHECK(failure_of(R"({"type":7})").err.code == error_code::bad_message);
  const auto unknown = failure_of(R"({"type":"dance","id":"a"})");
  CHECK(unknown.err.code == error_code::unknown_type);
  CHECK(unknown.id == "a");
  CHECK(unknown.err.message.find("dance") != std::string::npos);
  CHECK(failure_of(R"({"type":"ping","id":{"x":1}})").err.code == error_code::bad_message);
}

TEST_CASE("missing, mistyped and unknown fields are bad_message naming the field") {
  auto f = failure_of(R"({"type":"create","id":3,"seats":2,"name":"Ann"})");
  CHECK(f.err.code == error_code::bad_message);
  CHECK(f.err.message.find("'game'") != std::string::npos);
  CHECK(f.id == 3);
  f = failure_of(R"({"type":"create","game":"x","seats":"2","name":"Ann"})");
  CHECK(f.err.message.find("'seats'") != std::string::npos);
  f = failure_of(R"({"type":"create","game":"x","seats":2,"name":"Ann","options":[]})");
  CHECK(f.err.message.find("'options'") != std::string::npos);
  f = failure_of(R"({"type":"join","room":"AB","name":"Ann"})");
  CHECK(f.err.message.find("room code") != std::string::npos);
  f = failure_of(R"({"type":"join","room":"AB1D","name":"Ann"})");
  CHECK(f.err.code == error_code::bad_message);
  f = failure_of(R"({"type":"ping","colour":"red"})");
  CHECK(f.err.message.find("'colour'") != std::string::npos);
  f = failure_of(R"({"type":"action","action":"draw"})");
  CHECK(f.err.message.find("'action'") != std::string::npos);
  f = failure_of(R"({"type":"action","action":{},"version":-1})");
  CHECK(f.err.message.find("'version'") != std::string::npos);
  f = failure_of(R"({"type":"start","bots":"yes"})");
  CHECK(f.err.message.find("'bots'") != std::string::npos);
  f = failure_of(R"({"type":"start","bots":true,"botLevel":"expert"})");
  CHECK(f.err.code == error_code::bad_message);
  CHECK(f.err.message == R"(field 'botLevel' must be "easy", "normal" or "hard")");
  f = failure_of(R"({"type":"start","botLevel":2})");
  CHECK(f.err.message.find("'botLevel'") != std::string::npos);
  f = failure_of(R"({"type":"resume","room":"ABCD"})");
  CHECK(f.err.message.find("'token'") != std::string::npos);
}

TEST_CASE("names are 1 to 24 printable characters; chat is 1 to 200") {
  CHECK(failure_of(R"({"type":"join","room":"ABCD","name":""})").err.code ==
        error_code::bad_message);
  CHECK(failure_of(R"({"type":"join","room":"ABCD","name":"   "})").err.code ==
        error_code::bad_message);
  CHECK(failure_of(R"({"type":"join","room":"ABCD","name":"a\u0007b"})").err.code ==
        error_code::bad_message);
  CHECK(
      failure_of(R"({"type":"join","room":"ABCD","name":"abcdefghijklmnopqrstuvwxy"})").err.code ==
      error_code::bad_message);
  // 24 non-ASCII characters are fine: length counts characters, not bytes.
  const auto m = message_of(R"({"type":"join","room":"abcd","name":"éééééééééééééééééééééééé"})");
  const auto &join = std::get<join_request>(m.request);
  CHECK(join.room == "ABCD"); // codes are typed case-insensitively
  CHECK_FALSE(check_player_name("Zoë").has_value());
  CHECK(failure_of(R"({"type":"chat","text":""})").err.code == error_code::bad_message);
  CHECK(failure_of(json{{"type", "chat"}, {"text", std::string(201, 'a')}}.dump()).err.code ==
        error_code::bad_message);
  CHECK(std::get<chat_request>(message_of(R"({"type":"chat","text":"gg"})").request).text == "gg");
}

TEST_CASE("well-formed messages parse into their requests") {
  auto m = message_of(
      R"({"type":"create","id":"c1","game":"deadmansdraw","seats":3,"name":"Ann","options":{"edition":"revised"},"room":{"turnSeconds":30}})");
  CHECK(m.id == "c1");
  const auto &c = std::get<create_request>(m.request);
  CHECK(c.game == "deadmansdraw");
  CHECK(c.seats == 3);
  CHECK(c.options["edition"] == "revised");
  CHECK(c.room["turnSeconds"] == 30);
  m = message_of(R"({"type":"action","action":{"type":"draw","label":"Draw"},"version":12})");
  const auto &a = std::get<action_request>(m.request);
  CHECK(a.version == 12u);
  CHECK(a.action["type"] == "draw");
  CHECK(std::get<start_request>(message_of(R"({"type":"start","bots":true})").request).bots);
  CHECK(std::get<start_request>(message_of(R"({"type":"start","bots":true})").request).bot_level ==
        "normal");
  CHECK(std::get<start_request>(
            message_of(R"({"type":"start","bots":true,"botLevel":"hard"})").request)
            .bot_level == "hard");
  CHECK(std::get<join_request>(
            message_of(R"({"type":"join","room":"WXYZ","name":"B","seat":2})").request)
            .seat == 2);
  CHECK(std::holds_alternative<sync_request>(message_of(R"({"type":"sync"})").request));
  CHECK(std::holds_alternative<games_request>(message_of(R"({"type":"games"})").request));
}

TEST_CASE("server messages carry the id only when the client sent one") {
  CHECK(json::parse(encode_ok(5)) == json{{"type", "ok"}, {"id", 5}});
  CHECK(json::parse(encode_pong(nullptr)) == json{{"type", "pong"}});
  const auto e = json::parse(encode_error("x", error_code::room_full, "full"));
  CHECK(e == json{{"type", "error"}, {"id", "x"}, {"code", "room_full"}, {"message", "full"}});
  const auto spectator = json::parse(encode_joined(nullptr, "ABCD", false, std::nullopt, ""));
  CHECK(spectator["seat"].is_null());
  CHECK_FALSE(spectator.contains("token"));
  // A name with a broken UTF-8 byte never makes serialization throw.
  CHECK_NOTHROW(encode_chat(0, std::string("A\xff", 2), "hi"));
}

TEST_CASE("ok and state, written by hand, are the bytes nlohmann would write") {
  const auto dumped = [](const json &m) {
    return m.dump(-1, ' ', false, json::error_handler_t::replace);
  };
  for (const json &id : {json(nullptr), json(7), json("req-1"), json("quote \" and \\")}) {
    json ok = json{{"type", "ok"}};
    if (!id.is_null())
      ok["id"] = id;
    CHECK(encode_ok(id) == dumped(ok));

    const json document = json::parse(R"({"you":{"role":"player","seat":0},"actions":[],
      "game":{"hand":[{"id":3,"name":"Kraken ✓"}],"score":-2,"ratio":0.5,"none":null},
      "room":{"code":"ABCD","seats":[{"name":"Zoë","bot":false}]},"log":[]})");
    json broken = document;
    broken["room"]["seats"][0]["name"] = std::string("A\xff", 2);
    for (const json &doc : {document, broken}) {
      json state = json{{"type", "state"}, {"version", 42}, {"state", doc}};
      if (!id.is_null())
        state["id"] = id;
      CHECK(encode_state(id, 42, doc) == dumped(state));
    }
  }
}

TEST_CASE("every error code has a stable name that maps back") {
  for (std::size_t i = 0; i < error_code_names.size(); ++i) {
    const auto code = static_cast<error_code>(i);
    CHECK(error_code_from_string(to_string(code)) == code);
  }
  CHECK(to_string(error_code::stale_version) == "stale_version");
  CHECK_FALSE(error_code_from_string("nope"));
}

TEST_CASE("diff: applying the patch reproduces the target, with few operations") {
  const json from = {{"a", 1}, {"b", {{"x", json::array({1, 2, 3})}}}, {"c", "keep"}, {"d/e~", 1}};
  const json to = {{"a", 2},
                   {"b", {{"x", json::array({1, 2, 3, 4})}}},
                   {"c", "keep"},
                   {"n", nullptr},
                   {"d/e~", 2}};
  const json patch = diff(from, to);
  CHECK(from.patch(patch) == to);
  CHECK(patch.size() == 4); // a, x/3, n, d~1e~0
  CHECK(std::any_of(patch.begin(), patch.end(),
                    [](const json &op) { return op["path"] == "/d~1e~0"; }));

  // A shrinking array is removed from its end: linear, valid indices.
  json long_array = json::array();
  for (int i = 0; i < 1000; ++i)
    long_array.push_back(i);
  const json shorter = json::array({0, 1, 2});
  const json shrink = diff(long_array, shorter);
  CHECK(shrink.size() == 997);
  CHECK(long_array.patch(shrink) == shorter);

  CHECK(diff(from, from).empty());
  CHECK(diff(json::object(), json::array()).size() == 1);
  const json type_change = diff(json{{"k", 1}}, json{{"k", "1"}});
  CHECK(type_change[0]["op"] == "replace");
}

namespace {

// A random document of the shapes views have, and awkward leaves besides.
json random_value(std::mt19937 &rng, int depth) {
  const auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  static const char *const strings[] = {"sword",
                                        "",
                                        "a\"quote",
                                        "back\\slash",
                                        "tab\there",
                                        "caf\xc3\xa9",
                                        "broken \xff byte",
                                        "slash/tilde~",
                                        "\x7f"};
  switch (depth > 3 ? pick(6) : pick(8)) {
  case 0:
    return nullptr;
  case 1:
    return pick(2) == 0;
  case 2:
    return pick(2000) - 1000;
  case 3:
    return static_cast<std::uint64_t>(rng()) << 20;
  case 4:
    return strings[pick(9)];
  case 5:
    return pick(4) == 0 ? json(0.5 * pick(100)) : json(pick(10));
  case 6: {
    json o = json::object();
    for (int i = pick(5); i > 0; --i)
      o[std::string(strings[pick(9)]).append(std::to_string(pick(4)))] =
          random_value(rng, depth + 1);
    return o;
  }
  default: {
    json a = json::array();
    for (int i = pick(5); i > 0; --i)
      a.push_back(random_value(rng, depth + 1));
    return a;
  }
  }
}

// A copy of `doc` with a few leaves, members and elements changed.
json mutated(std::mt19937 &rng, json doc, int depth = 0) {
  const auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  if (pick(6) == 0)
    return random_value(rng, depth);
  if (doc.is_object()) {
    for (auto &[key, value] : doc.items())
      if (pick(2) == 0)
        value = mutated(rng, value, depth + 1);
    if (pick(3) == 0 && !doc.empty())
      doc.erase(doc.begin());
    if (pick(3) == 0)
      doc[std::string("new").append(std::to_string(pick(3)))] = random_value(rng, depth + 1);
  } else if (doc.is_array()) {
    for (auto &value : doc)
      if (pick(2) == 0)
        value = mutated(rng, value, depth + 1);
    if (pick(3) == 0 && !doc.empty())
      doc.erase(doc.end() - 1);
    if (pick(3) == 0)
      doc.push_back(random_value(rng, depth + 1));
  }
  return doc;
}

} // namespace

TEST_CASE("diff: random documents and edits give a patch that rebuilds the target, in the "
          "bytes nlohmann writes") {
  std::mt19937 rng(20261121);
  for (int round = 0; round < 3000; ++round) {
    json from = json::object();
    for (int i = 0; i < 4; ++i)
      from[std::string("k").append(std::to_string(i))] = random_value(rng, 1);
    const json to = mutated(rng, from);
    std::string text;
    append_diff(from, to, text);
    const std::string array = "[" + text + "]";
    const json patch = json::parse(array);
    INFO("from: ", from.dump(-1, ' ', false, json::error_handler_t::replace));
    INFO("to:   ", to.dump(-1, ' ', false, json::error_handler_t::replace));
    // Values with broken UTF-8 are written replaced: compare with the target
    // as nlohmann writes it.
    const json target = json::parse(to.dump(-1, ' ', false, json::error_handler_t::replace));
    const json source = json::parse(from.dump(-1, ' ', false, json::error_handler_t::replace));
    CHECK(source.patch(patch) == target);
    CHECK(patch.dump() == array);
    std::string value_text;
    append_value(value_text, to);
    CHECK(value_text == to.dump(-1, ' ', false, json::error_handler_t::replace));
  }
}

TEST_CASE("append_value writes a string as nlohmann does whichever byte sits wherever in it") {
  // The writer checks a string eight bytes at a time, the last eight
  // overlapping: every byte is tried at every place of strings of 1 to 20
  // bytes, appended after text already there.
  std::size_t differing = 0;
  std::string first_difference;
  for (std::size_t length = 1; length <= 20; ++length)
    for (std::size_t at = 0; at < length; ++at)
      for (int byte = 0; byte < 256; ++byte) {
        std::string s(length, 'a');
        s[at] = static_cast<char>(byte);
        const json value = s;
        std::string text = "[1,";
        append_value(text, value);
        if (text != "[1," + value.dump(-1, ' ', false, json::error_handler_t::replace)) {
          if (differing++ == 0)
            first_difference = text;
        }
      }
  INFO("first difference: ", first_difference);
  CHECK(differing == 0);
}

TEST_CASE("release_tree empties a tree children first and keeps its type; replace_tree takes "
          "the new tree") {
  json tree = json::parse(R"({"a":[{"b":[1,2,{"c":"text that is not a short string"}]}],"d":{}})");
  json array = json::parse(R"([[[]],{"e":[true,null]}])");
  json number = 7;
  release_tree(tree);
  release_tree(array);
  release_tree(number);
  CHECK(tree == json::object());
  CHECK(array == json::array());
  CHECK(number == 7);

  json target = json::parse(R"({"old":[1,{"x":2}]})");
  json source = json::parse(R"({"new":{"y":[3]}})");
  const json expected = source;
  replace_tree(target, std::move(source));
  CHECK(target == expected);
}

TEST_CASE("tavern::json keeps members as std::map does: same order, same bytes, same lookups") {
  // nlohmann's default keeps members in a std::map; tavern's in a sorted
  // vector. Documents must not be told apart on the wire.
  std::mt19937 rng(11);
  for (int round = 0; round < 200; ++round) {
    json ours = json::object();
    nlohmann::json theirs = nlohmann::json::object();
    const int steps = 1 + static_cast<int>(rng() % 40);
    for (int s = 0; s < steps; ++s) {
      const std::string key = std::string("k").append(std::to_string(rng() % 25));
      switch (rng() % 4) {
      case 0:
      case 1: { // insert or overwrite
        const auto value = static_cast<int>(rng() % 100);
        ours[key] = value;
        theirs[key] = value;
        break;
      }
      case 2: // erase by key
        CHECK(ours.erase(key) == theirs.erase(key));
        break;
      case 3: { // a nested object built through a reference into its parent
        json &child = ours[key];
        child = json::object();
        child["z"] = s;
        child["a"] = json::array({s, s + 1});
        theirs[key] = nlohmann::json::parse(child.dump());
        break;
      }
      }
    }
    REQUIRE(ours.dump() == theirs.dump());
    CHECK(json::parse(theirs.dump()) == ours);
    for (const auto &[key, value] : theirs.items()) {
      CHECK(ours.contains(key));
      CHECK(ours.at(key).dump() == value.dump());
      CHECK(ours.find(std::string_view(key)) != ours.end());
    }
    CHECK_FALSE(ours.contains("absent"));
    CHECK(ours.count("absent") == 0);
  }
  // A repeated key in parsed text keeps the last value, as nlohmann's does.
  CHECK(json::parse(R"({"b":1,"a":2,"b":3})").dump() == R"({"a":2,"b":3})");
  CHECK(json({{"b", 1}, {"a", 2}}).dump() == R"({"a":2,"b":1})");
}
