// What parsing a client's message costs the server, and what simdjson's
// on-demand parser would save: for typical incoming frames (an action as the
// load generator sends it, a chat, a join), nanoseconds per frame for
//   - json::parse, the first step of the server's parse_client_message;
//   - parse_client_message whole (parse, then checks of every field);
//   - simdjson on-demand building the same tavern::json document (the frame
//     copied into a padded buffer first, as a Beast buffer would have to be);
//   - simdjson on-demand reading only the fields the server uses, building
//     only the action's own object.
// Thread CPU time, best of a few rounds (the machine may be shared).
//
//   incoming_parse [ITERATIONS per round, default 200000]
// A benchmark, not a test: it prints figures and never fails on speed.
#include "clients/cli/ondemand_json.hpp"
#include "protocol/client_message.hpp"

#include <simdjson.h>

#include <time.h>

#include <cstdio>
#include <string>
#include <variant>

using namespace tavern;
using json = tavern::json;
namespace ondemand = simdjson::ondemand;

namespace {

double thread_cpu_ns() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e9 + static_cast<double>(t.tv_nsec);
}

template <class F> double ns_per_call(std::size_t iterations, F &&f) {
  double best = 0;
  for (int round = 0; round < 5; ++round) {
    const double started = thread_cpu_ns();
    for (std::size_t i = 0; i < iterations; ++i)
      f();
    const double ns = (thread_cpu_ns() - started) / static_cast<double>(iterations);
    if (round == 0 || ns < best)
      best = ns;
  }
  return best;
}

// A parser and padded buffer kept from frame to frame, as a session would.
struct ondemand_reader {
  ondemand::parser parser;
  std::string padded;
  ondemand::document document;

  bool start(const std::string &frame) {
    padded.assign(frame);
    padded.append(simdjson::SIMDJSON_PADDING, ' ');
    return !parser.iterate(simdjson::padded_string_view(padded.data(), frame.size(), padded.size()))
                .get(document);
  }
};

// The whole frame as a tavern::json, as json::parse gives it.
bool ondemand_document(ondemand_reader &reader, const std::string &frame, json &out) {
  ondemand::value root;
  return reader.start(frame) && !reader.document.get_value().get(root) &&
         cli::build_json(root, out);
}

// Only what the server keeps of the frame: its type and id as they are, the
// action's object built, the rest read as scalars.
struct fields {
  std::string type;
  json id;
  json action;
  std::int64_t version = -1;
  std::string text;
  std::string room;
  std::string name;
};

bool ondemand_fields(ondemand_reader &reader, const std::string &frame, fields &out) {
  ondemand::object members;
  if (!reader.start(frame) || reader.document.get_object().get(members))
    return false;
  for (auto field : members) {
    std::string_view key;
    ondemand::value value;
    if (field.unescaped_key().get(key) || field.value().get(value))
      return false;
    bool read = true;
    if (key == "type")
      read = cli::read_string(value, out.type);
    else if (key == "id")
      read = cli::build_json(value, out.id);
    else if (key == "action")
      read = cli::build_json(value, out.action);
    else if (key == "version")
      read = !value.get_int64().get(out.version);
    else if (key == "text")
      read = cli::read_string(value, out.text);
    else if (key == "room")
      read = cli::read_string(value, out.room);
    else if (key == "name")
      read = cli::read_string(value, out.name);
    if (!read)
      return false;
  }
  return true;
}

} // namespace

int main(int argc, char **argv) {
  const std::size_t iterations = argc > 1 ? std::stoul(argv[1]) : 200000;
  struct sample {
    const char *name;
    std::string frame;
  };
  // The action is one Dead Man's Draw offers, as the load generator sends it;
  // the chat and the join are protocol/schemas/examples/client/'s.
  const sample samples[] = {
      {"action", R"({"type":"action","action":{"type":"draw","label":"Draw a card"},)"
                 R"("version":37,"id":1042})"},
      {"action (long)", R"({"type":"action","id":4,"action":{"type":"trait","trait":)"
                        R"("beastmaster","label":"Choose Beastmaster: Kraken: opponents must )"
                        R"(place four cards instead of two."},"version":4})"},
      {"chat", R"({"type":"chat","id":"c1","text":"feeling lucky"})"},
      {"join", R"({"type":"join","id":"j1","room":"QWXZ","name":"Bob"})"},
  };
  std::printf("%-15s %6s %14s %16s %16s %16s\n", "frame", "bytes", "json::parse ns",
              "parse_client ns", "ondemand doc ns", "ondemand fld ns");
  ondemand_reader reader;
  for (const auto &s : samples) {
    // Every way must read the frame, and read it alike.
    json reference = json::parse(s.frame);
    json built;
    fields read;
    if (!std::holds_alternative<protocol::client_message>(
            protocol::parse_client_message(s.frame)) ||
        !ondemand_document(reader, s.frame, built) || built != reference ||
        !ondemand_fields(reader, s.frame, read) || read.type != reference["type"]) {
      std::fprintf(stderr, "incoming_parse: %s is not read alike\n", s.name);
      return 1;
    }
    std::size_t sink = 0;
    const double nlohmann_ns =
        ns_per_call(iterations, [&] { sink += json::parse(s.frame, nullptr, false).size(); });
    const double whole_ns =
        ns_per_call(iterations, [&] { sink += protocol::parse_client_message(s.frame).index(); });
    const double document_ns = ns_per_call(iterations, [&] {
      json out;
      sink += ondemand_document(reader, s.frame, out) ? out.size() : 0;
    });
    fields out;
    const double fields_ns = ns_per_call(
        iterations, [&] { sink += ondemand_fields(reader, s.frame, out) ? out.type.size() : 0; });
    std::printf("%-15s %6zu %14.0f %16.0f %16.0f %16.0f%s\n", s.name, s.frame.size(), nlohmann_ns,
                whole_ns, document_ns, fields_ns, sink == 0 ? " (nothing read?)" : "");
  }
  std::puts("thread CPU time per frame, best of 5 rounds; ondemand doc: the same tavern::json as "
            "json::parse; ondemand fld: only the fields, the action's object built.");
  return 0;
}
