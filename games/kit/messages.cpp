#include "messages.hpp"

#include "json/json_object.hpp"

#include <algorithm>
#include <charconv>

namespace tavern::games::kit {

json message::to_json() const & {
  return json_object("key", key, "params", params);
}

json message::to_json() && {
  return json_object("key", std::move(key), "params", std::move(params));
}

phrasebook::phrasebook(std::span<const phrase> phrases, namer card_name, namer place_name)
    : phrases_(phrases), by_key_(phrases.begin(), phrases.end()), card_name_(card_name),
      place_name_(place_name) {
  std::sort(by_key_.begin(), by_key_.end(),
            [](const phrase &a, const phrase &b) { return a.key < b.key; });
}

std::string_view phrasebook::template_of(std::string_view key) const {
  const auto at = std::lower_bound(by_key_.begin(), by_key_.end(), key,
                                   [](const phrase &p, std::string_view k) { return p.key < k; });
  return at != by_key_.end() && at->key == key ? at->english : std::string_view{};
}

namespace {
json one(const char *kind, json value) {
  return json_object(kind, std::move(value));
}
} // namespace

json seat_param(int seat) {
  return one("seat", seat);
}
json seats_param(const std::vector<int> &seats) {
  json items = json::array();
  for (int s : seats)
    items.push_back(seat_param(s));
  return list_param(std::move(items));
}
json number_param(long long n) {
  return one("number", n);
}
json card_param(json card) {
  return one("card", std::move(card));
}
json place_param(json place) {
  return one("place", std::move(place));
}
json list_param(json items) {
  return one("list", std::move(items));
}
json msg_param(const message &m) {
  return one("msg", m.to_json());
}

namespace {

// The parameter named `name`: parameters are few, so a walk beats building a
// key string to search with.
const json *param_named(const json &params, std::string_view name) {
  if (!params.is_object())
    return nullptr;
  for (auto it = params.begin(); it != params.end(); ++it)
    if (it.key() == name)
      return &it.value();
  return nullptr;
}

// Each writes its text at the end of `out`: a label is a template and a few
// parameters, and strings built for each part and joined cost more than the
// words themselves.
void render(std::string &out, const phrasebook &book, std::string_view templ, const json &params,
            seat_style style, const long long *pound);

void append_number(std::string &out, long long n) {
  char digits[24];
  out.append(digits, std::to_chars(digits, digits + sizeof digits, n).ptr);
}

void param_text(std::string &out, const phrasebook &book, const json &param, seat_style style) {
  if (!param.is_object() || param.size() != 1) {
    out += '?';
    return;
  }
  const auto first = param.begin();
  const std::string &kind = first.key();
  const json &value = first.value();
  if (kind == "seat") {
    const int seat = value.get<int>();
    int shown = seat;
    if (style.seats) {
      const auto &seats = *style.seats;
      const auto at = std::find(seats.begin(), seats.end(), seat);
      shown = at == seats.end() ? -1 : static_cast<int>(at - seats.begin());
    }
    out += '{';
    append_number(out, shown);
    out += '}';
  } else if (kind == "number") {
    append_number(out, value.get<long long>());
  } else if (kind == "card") {
    out += book.card_name() ? book.card_name()(value) : "?";
  } else if (kind == "place") {
    out += book.place_name() ? book.place_name()(value) : "?";
  } else if (kind == "msg") {
    render(out, book, book.template_of(value["key"].get_ref<const std::string &>()),
           value["params"], style, nullptr);
  } else if (kind == "list") {
    // English joins "a", "a and b", "a, b and c".
    for (std::size_t i = 0; i < value.size(); ++i) {
      if (i > 0)
        out += i + 1 == value.size() ? " and " : ", ";
      param_text(out, book, value[i], style);
    }
  } else {
    out += '?';
  }
}

// The text between `from` and its matching '}'; `from` is just after a '{'.
std::size_t closing(std::string_view t, std::size_t from) {
  int depth = 1;
  for (std::size_t i = from; i < t.size(); ++i) {
    if (t[i] == '{')
      ++depth;
    else if (t[i] == '}' && --depth == 0)
      return i;
  }
  return t.size();
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && s.front() == ' ')
    s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ')
    s.remove_suffix(1);
  return s;
}

// {name, plural, one {...} other {...}}: the branch English picks for n.
void plural(std::string &out, const phrasebook &book, std::string_view branches, long long n,
            const json &params, seat_style style) {
  std::string_view wanted = n == 1 ? "one" : "other";
  const std::string exact = "=" + std::to_string(n);
  std::string_view chosen, other;
  for (std::size_t i = 0; i < branches.size();) {
    const std::size_t open = branches.find('{', i);
    if (open == std::string_view::npos)
      break;
    const std::string_view selector = trim(branches.substr(i, open - i));
    const std::size_t close = closing(branches, open + 1);
    const std::string_view body = branches.substr(open + 1, close - open - 1);
    if (selector == exact)
      return render(out, book, body, params, style, &n);
    if (selector == wanted && chosen.empty())
      chosen = body;
    if (selector == "other")
      other = body;
    i = close + 1;
  }
  render(out, book, chosen.empty() ? other : chosen, params, style, &n);
}

void render(std::string &out, const phrasebook &book, std::string_view templ, const json &params,
            seat_style style, const long long *pound) {
  for (std::size_t i = 0; i < templ.size(); ++i) {
    // The plain text up to the next placeholder, at once.
    std::size_t run = i;
    while (run < templ.size() && templ[run] != '{' && (templ[run] != '#' || !pound))
      ++run;
    out.append(templ.data() + i, run - i);
    if (run == templ.size())
      return;
    i = run;
    if (templ[i] == '#') {
      append_number(out, *pound);
      continue;
    }
    const std::size_t close = closing(templ, i + 1);
    const std::string_view inside = templ.substr(i + 1, close - i - 1);
    i = close;
    const std::size_t comma = inside.find(',');
    const std::string_view name = trim(inside.substr(0, comma));
    const json *found = param_named(params, name);
    if (!found) {
      out += '{';
      out += name;
      out += '}';
      continue;
    }
    if (comma == std::string_view::npos) {
      param_text(out, book, *found, style);
      continue;
    }
    // "{n, plural, ...}": the count is a number parameter.
    const std::string_view rest = inside.substr(comma + 1);
    const std::size_t second = rest.find(',');
    const long long n = found->contains("number") ? (*found)["number"].get<long long>() : 0;
    plural(out, book, rest.substr(second + 1), n, params, style);
  }
}

} // namespace

std::string english(const phrasebook &book, const message &m, seat_style style) {
  const std::string_view templ = book.template_of(m.key);
  if (templ.empty())
    return "(no English for " + m.key + ")";
  std::string out;
  // Most labels fit: one allocation rather than a growth at every doubling.
  out.reserve(templ.size() + 32);
  render(out, book, templ, m.params, style, nullptr);
  return out;
}

void label_action(json &action, const phrasebook &book, message m) {
  if (action.is_object()) {
    auto &members = action.get_ref<json::object_t &>();
    members.reserve(members.size() + 2);
  }
  action["label"] = english(book, m);
  action["msg"] = std::move(m).to_json();
}

void give_reason(game_result &result, const phrasebook &book, message m) {
  result.reason = english(book, m);
  result.msg = std::move(m).to_json();
}

} // namespace tavern::games::kit
