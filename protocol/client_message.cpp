#include "client_message.hpp"

#include "fair_seed.hpp"

#include <algorithm>
#include <initializer_list>

namespace tavern::protocol {

namespace {

error bad(std::string message) {
  return {error_code::bad_message, std::move(message)};
}

// Counts UTF-8 code points and rejects control characters and broken sequences.
std::optional<std::size_t> printable_length(std::string_view text) {
  std::size_t count = 0;
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    std::size_t len = c < 0x80           ? 1
                      : (c >> 5) == 0x6  ? 2
                      : (c >> 4) == 0xE  ? 3
                      : (c >> 3) == 0x1E ? 4
                                         : 0;
    if (len == 0 || i + len > text.size())
      return std::nullopt;
    for (std::size_t k = 1; k < len; ++k)
      if ((static_cast<unsigned char>(text[i + k]) >> 6) != 0x2)
        return std::nullopt;
    if (len == 1 && (c < 0x20 || c == 0x7F))
      return std::nullopt;
    if (len == 2 && c == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0)
      return std::nullopt; // C1 controls
    i += len;
    ++count;
  }
  return count;
}

// Reads the fields of one message, remembering which were consumed so that
// unknown fields can be refused (a typo must not be silently ignored).
class field_reader {
public:
  explicit field_reader(const json &object) : object_(object) {}

  std::optional<error> failure() const { return failure_; }

  const json *find(const char *key) {
    seen_.push_back(key);
    const auto it = object_.find(key);
    return it == object_.end() ? nullptr : &*it;
  }

  std::string required_string(const char *key) {
    const json *v = find(key);
    if (!v)
      fail("missing field '" + std::string(key) + "'");
    else if (!v->is_string())
      fail("field '" + std::string(key) + "' must be a string");
    else
      return v->get<std::string>();
    return {};
  }

  std::optional<long long> integer(const char *key, bool required, long long min, long long max) {
    const json *v = find(key);
    if (!v) {
      if (required)
        fail("missing field '" + std::string(key) + "'");
      return std::nullopt;
    }
    if (!v->is_number_integer()) {
      fail("field '" + std::string(key) + "' must be an integer");
      return std::nullopt;
    }
    const long long n = v->is_number_unsigned() && v->get<std::uint64_t>() > 0x7fffffffffffffffULL
                            ? max + 1
                            : v->get<long long>();
    if (n < min || n > max) {
      fail("field '" + std::string(key) + "' must be between " + std::to_string(min) + " and " +
           std::to_string(max));
      return std::nullopt;
    }
    return n;
  }

  json object_field(const char *key, bool required) {
    const json *v = find(key);
    if (!v) {
      if (required)
        fail("missing field '" + std::string(key) + "'");
      return json::object();
    }
    if (!v->is_object())
      fail("field '" + std::string(key) + "' must be an object");
    return *v;
  }

  bool boolean(const char *key) {
    const json *v = find(key);
    if (!v)
      return false;
    if (!v->is_boolean())
      fail("field '" + std::string(key) + "' must be true or false");
    return v->is_boolean() && v->get<bool>();
  }

  std::string room_code(const char *key) {
    std::string code = required_string(key);
    if (failure_)
      return code;
    if (code.size() < 4 || code.size() > 6 || !std::all_of(code.begin(), code.end(), [](char c) {
          return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
        })) {
      fail("field '" + std::string(key) + "' must be a room code of 4 to 6 letters");
      return code;
    }
    std::transform(code.begin(), code.end(), code.begin(),
                   [](char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 32) : c; });
    return code;
  }

  // The optional `entropy` of create, join, resume and start.
  std::optional<std::string> entropy() {
    const json *v = find("entropy");
    if (!v)
      return std::nullopt;
    if (!v->is_string()) {
      fail("field 'entropy' must be a string");
      return std::nullopt;
    }
    if (auto why = check_entropy(v->get<std::string>()))
      fail(*why);
    return v->get<std::string>();
  }

  std::string name(const char *key) {
    std::string value = required_string(key);
    if (!failure_)
      if (auto why = check_player_name(value))
        fail(*why);
    return value;
  }

  void refuse_unknown_fields() {
    if (failure_)
      return;
    for (const auto &[key, value] : object_.items())
      if (key != "type" && key != "id" &&
          std::find(seen_.begin(), seen_.end(), key) == seen_.end()) {
        fail("unknown field '" + key + "'");
        return;
      }
  }

  // The first problem found is the one reported.
  void reject(std::string message) { fail(std::move(message)); }

private:
  void fail(std::string message) {
    if (!failure_)
      failure_ = bad(std::move(message));
  }

  const json &object_;
  std::vector<std::string> seen_;
  std::optional<error> failure_;
};

client_request read_request(const std::string &type, field_reader &r, bool &known) {
  known = true;
  if (type == "games")
    return games_request{};
  if (type == "rooms")
    return rooms_request{};
  if (type == "create") {
    create_request c;
    c.game = r.required_string("game");
    c.seats = static_cast<int>(r.integer("seats", true, 1, 64).value_or(0));
    c.name = r.name("name");
    c.options = r.object_field("options", false);
    c.room = r.object_field("room", false);
    c.entropy = r.entropy();
    return c;
  }
  if (type == "join") {
    join_request j;
    j.room = r.room_code("room");
    j.name = r.name("name");
    if (auto seat = r.integer("seat", false, 0, 63))
      j.seat = static_cast<int>(*seat);
    j.entropy = r.entropy();
    return j;
  }
  if (type == "spectate")
    return spectate_request{r.room_code("room")};
  if (type == "resume") {
    resume_request s;
    s.room = r.room_code("room");
    s.token = r.required_string("token");
    s.entropy = r.entropy();
    return s;
  }
  if (type == "start") {
    start_request s;
    s.bots = r.boolean("bots");
    if (const json *level = r.find("botLevel")) {
      if (!level->is_string() || (*level != "easy" && *level != "normal" && *level != "hard"))
        r.reject("field 'botLevel' must be \"easy\", \"normal\" or \"hard\"");
      else
        s.bot_level = level->get<std::string>();
    }
    s.entropy = r.entropy();
    return s;
  }
  if (type == "action") {
    action_request a;
    a.action = r.object_field("action", true);
    if (auto v = r.integer("version", false, 0, 0x7fffffffffffffffLL))
      a.version = static_cast<std::uint64_t>(*v);
    return a;
  }
  if (type == "sync")
    return sync_request{};
  if (type == "leave")
    return leave_request{};
  if (type == "chat") {
    chat_request c{r.required_string("text")};
    if (!r.failure()) {
      const auto length = printable_length(c.text);
      if (!length || *length == 0 || *length > max_chat_chars)
        r.reject("field 'text' must be 1 to 200 printable characters");
    }
    return c;
  }
  if (type == "ping")
    return ping_request{};
  known = false;
  return ping_request{};
}

} // namespace

std::optional<std::string> check_player_name(std::string_view name) {
  const auto length = printable_length(name);
  if (!length)
    return "field 'name' must be printable text";
  if (*length == 0 || *length > max_name_chars)
    return "field 'name' must be 1 to 24 characters";
  if (std::all_of(name.begin(), name.end(), [](char c) { return c == ' '; }))
    return "field 'name' must not be blank";
  return std::nullopt;
}

parse_result parse_client_message(std::string_view frame) {
  json doc = json::parse(frame, nullptr, /*allow_exceptions=*/false);
  if (doc.is_discarded())
    return parse_failure{nullptr, {error_code::bad_json, "the message is not valid JSON"}};
  if (!doc.is_object())
    return parse_failure{nullptr, {error_code::bad_message, "a message must be a JSON object"}};

  json id = nullptr;
  if (const auto it = doc.find("id"); it != doc.end()) {
    if (!it->is_string() && !it->is_number_integer())
      return parse_failure{nullptr, bad("field 'id' must be a string or an integer")};
    id = *it;
  }
  const auto type_it = doc.find("type");
  if (type_it == doc.end())
    return parse_failure{id, bad("missing field 'type'")};
  if (!type_it->is_string())
    return parse_failure{id, bad("field 'type' must be a string")};
  const std::string type = type_it->get<std::string>();

  field_reader reader(doc);
  bool known = false;
  client_request request = read_request(type, reader, known);
  if (!known)
    return parse_failure{id, {error_code::unknown_type, "unknown message type '" + type + "'"}};
  reader.refuse_unknown_fields();
  if (auto failure = reader.failure())
    return parse_failure{id, *failure};
  return client_message{std::move(id), std::move(request)};
}

} // namespace tavern::protocol
