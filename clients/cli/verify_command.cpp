#include "verify_command.hpp"

#include "games/registry.hpp"
#include "replay_check.hpp"
#include "json/json_value.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/write.hpp>

#include <algorithm>

namespace tavern::cli {

namespace net = boost::asio;

namespace {

bool plain_id(const std::string &id) {
  return !id.empty() && id.size() <= 32 && std::all_of(id.begin(), id.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0;
  });
}

// http://host[:port]: the host and port, and what follows.
bool split_http(const std::string &url, verify_target &out, std::string &rest) {
  const std::string scheme = "http://";
  if (url.rfind(scheme, 0) != 0)
    return false;
  const auto authority_end = url.find_first_of("/?", scheme.size());
  const auto authority =
      url.substr(scheme.size(), authority_end == std::string::npos ? std::string::npos
                                                                   : authority_end - scheme.size());
  rest = authority_end == std::string::npos ? std::string() : url.substr(authority_end);
  const auto colon = authority.rfind(':');
  out.host = colon == std::string::npos ? authority : authority.substr(0, colon);
  out.port = colon == std::string::npos ? "80" : authority.substr(colon + 1);
  return !out.host.empty() && !out.port.empty();
}

// A blocking HTTP/1.1 GET with `Connection: close`: the answer ends when the
// server closes it. Returns the status and the body.
std::pair<int, std::string> http_get(const verify_target &t, const std::string &target,
                                     std::string &error) {
  net::io_context ioc;
  net::ip::tcp::resolver resolver(ioc);
  boost::system::error_code ec;
  const auto endpoints = resolver.resolve(t.host, t.port, ec);
  if (ec) {
    error = "cannot resolve " + t.host + ": " + ec.message();
    return {0, {}};
  }
  net::ip::tcp::socket socket(ioc);
  net::connect(socket, endpoints, ec);
  if (ec) {
    error = "cannot connect to " + t.host + ":" + t.port + ": " + ec.message();
    return {0, {}};
  }
  const std::string request = "GET " + target + " HTTP/1.1\r\nHost: " + t.host + ":" + t.port +
                              "\r\nConnection: close\r\n\r\n";
  net::write(socket, net::buffer(request), ec);
  std::string answer;
  net::read(socket, net::dynamic_buffer(answer), ec);
  if (ec && ec != net::error::eof) {
    error = "reading the answer: " + ec.message();
    return {0, {}};
  }
  const auto head_end = answer.find("\r\n\r\n");
  if (answer.rfind("HTTP/1.", 0) != 0 || head_end == std::string::npos || answer.size() < 12) {
    error = "not an HTTP answer";
    return {0, {}};
  }
  std::string head = answer.substr(0, head_end);
  std::transform(head.begin(), head.end(), head.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (head.find("transfer-encoding: chunked") != std::string::npos) {
    error = "chunked answers are not read";
    return {0, {}};
  }
  return {std::atoi(answer.c_str() + 9), answer.substr(head_end + 4)};
}

} // namespace

bool parse_verify_target(const std::string &what, const std::string &server, verify_target &out,
                         std::string &error) {
  std::string rest;
  if (what.find("://") == std::string::npos) {
    if (!split_http(server, out, rest)) {
      error = "--server must be http://host[:port]";
      return false;
    }
    out.game_id = what;
  } else {
    if (!split_http(what, out, rest)) {
      error = "the URL must be http://host[:port]/?replay=ID or http://host[:port]/api/replays/ID";
      return false;
    }
    const auto replay = rest.find("replay=");
    const std::string api = "/api/replays/";
    if (replay != std::string::npos)
      out.game_id = rest.substr(replay + 7, rest.find('&', replay) - replay - 7);
    else if (rest.rfind(api, 0) == 0)
      out.game_id = rest.substr(api.size(), rest.find_first_of("/?", api.size()) - api.size());
  }
  if (!plain_id(out.game_id)) {
    error = "a game id is 1 to 32 letters and digits (the end screen's replay link holds it)";
    return false;
  }
  return true;
}

int run_verify(const verify_target &target, std::ostream &out) {
  std::string error;
  const auto [status, body] = http_get(target, "/api/replays/" + target.game_id, error);
  if (status == 0) {
    out << "verify: " << error << "\n";
    return 2;
  }
  if (status != 200) {
    out << "verify: the server answered " << status << ": " << body << "\n";
    return 2;
  }
  if (!json::accept(body)) {
    out << "verify: the replay is not JSON\n";
    return 2;
  }
  const auto check = check_replay(json::parse(body), games::make_shipped_registry());
  out << "game " << target.game_id << "\n";
  for (const auto &s : check.steps)
    out << "  " << (s.passed ? "ok    " : "FAILED") << " " << s.what << ": " << s.detail << "\n";
  out << (check.passed() ? "shuffles verified: the seed is the committed one, and the game replays "
                           "to its recorded result\n"
                         : "NOT verified\n");
  return check.passed() ? 0 : 1;
}

} // namespace tavern::cli
